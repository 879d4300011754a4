// Renderer entry: picks the transport (Electron preload's window.quire, else the browser-mode
// WebSocket) and mounts the app. Nothing else in the renderer knows which transport it has.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QuireBridge } from '../../shared/bridge';
import { App, preloadViews } from './App';
import { preloadMarkdown } from './components/Markdown';
import { createClient } from './lib/client';
import { afterFirstPaint } from './lib/first-paint';
import { ClientProvider } from './lib/context';
import { firstRowsOf, setFirstRows } from './lib/first-rows';
import { hasUserState, holdSearchFocus, PAINTED_PICK_ATTRIBUTE, PAINTED_PRESS_ATTRIBUTE, paintedStateOf, pressAfterTakeover } from './lib/painted-state';
import { browserModeSocketUrl, createWsBridge, firstAnswerOnceParsed, takeFirstAnswer } from './lib/wsBridge';
import { useConnection } from './stores/connection';
import { useUi } from './stores/ui';
import './styles.css';

declare global {
  interface Window {
    quire?: QuireBridge;
  }
}

function pickBridge(): QuireBridge {
  if (window.quire) return window.quire;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const url = browserModeSocketUrl(window.location, storage);
  // The token stays in this tab's session storage; the address bar no longer shows it.
  const clean = new URL(window.location.href);
  if (clean.searchParams.has('token')) {
    clean.searchParams.delete('token');
    window.history.replaceState(null, '', clean.pathname + clean.search + clean.hash);
  }
  // the page's first answer may still be arriving: browser mode runs this code while its core opens.
  // Already there, its rows are the job list's first render (the page may show them already).
  const answer = document.readyState === 'loading' ? firstAnswerOnceParsed() : takeFirstAnswer();
  if (!(answer instanceof Promise)) setFirstRows(firstRowsOf(answer));
  const bridge = createWsBridge(url, answer);
  bridge.onConnectionChange((state) => useConnection.getState().set(state));
  return bridge;
}

function mount(): void {
  const element = document.getElementById('root') as HTMLElement;
  // what was typed or clicked on the painted first screen (browser mode) goes on in the app's own
  // (the search box takes its focus and caret back when it is mounted: Sidebar)
  const painted = paintedStateOf(element, document.activeElement, document.documentElement.getAttribute(PAINTED_PICK_ATTRIBUTE), document.documentElement.getAttribute(PAINTED_PRESS_ATTRIBUTE));
  if (hasUserState(painted)) {
    if (painted.searchText) useUi.getState().setSearchText(painted.searchText);
    if (painted.pickedJobId) useUi.getState().openJob(painted.pickedJobId);
    holdSearchFocus(painted);
  }
  // a button pressed on the painted markup, until React's first render replaces it (a press between now and then is
  // read then), is pressed again on the app's own button
  const paintedApp = element.querySelector(':scope > .app');
  if (paintedApp) pressAfterTakeover(element, paintedApp, () => document.documentElement.getAttribute(PAINTED_PRESS_ATTRIBUTE));
  const root = createRoot(element);
  const client = createClient(pickBridge(), { validate: import.meta.env.DEV });
  root.render(
    <StrictMode>
      <ClientProvider client={client}>
        <App />
      </ClientProvider>
    </StrictMode>,
  );
}
// An async entry (browser mode, see firstAnswerOnceParsed) can run before the parser reached #root.
// A #root with content holds the first rows browser mode's server painted (src/shared/job-rows-markup.ts):
// the app then mounts once the page is parsed (its first answer, with the same rows, follows #root), and
// its first render replaces that content with the same markup.
const rootElement = document.getElementById('root');
if (rootElement && !(rootElement.hasChildNodes() && document.readyState === 'loading')) mount();
else document.addEventListener('DOMContentLoaded', mount, { once: true });
// The Markdown renderer and the views other than the job list are not needed for the first paint:
// load them once the list is shown and the window is idle (fetched earlier, they would compete with
// the list's own data on a busy machine).
const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
afterFirstPaint(() =>
  idle(() => {
    void preloadMarkdown();
    preloadViews();
  }),
);
