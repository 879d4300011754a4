// Browser mode's server paints the window's first screen (its first page of job rows) into the page
// before the window's script runs, and the window's first render replaces it: the two must be the same
// markup, or rows would move or flash. Here the server's markup (src/shared/job-rows-markup.ts, with
// the shell in src/shared/first-paint-shell.ts) is compared with React's own render of the real App for
// the same rows, for rows of every shape. The shell is generated from the App by this file:
//   QUIRE_WRITE_FIRST_PAINT=1 npx vitest run --project renderer test/renderer/first-paint-markup.test.tsx
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { CircleAlert, CircleCheck, CircleDashed, Star } from 'lucide-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../../src/shared/domain';
import { FIRST_PAINT_SHELL } from '../../src/shared/first-paint-shell';
import { escapeHtml, firstScreenMarkup, jobRowsMarkup, type FirstScreenRows } from '../../src/shared/job-rows-markup';
import { App } from '../../src/renderer/src/App';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { setFirstRows } from '../../src/renderer/src/lib/first-rows';

/** A client whose calls never answer: the App as it is in its first render, waiting for everything. */
const waiting: QuireClient = {
  invoke: () => new Promise<never>(() => undefined),
  on: () => () => undefined,
  pathForFile: null,
};

const NOW = new Date(2031, 6, 9, 16, 45); // local time

function job(id: string, fields: Partial<JobSummary> = {}): JobSummary {
  return {
    id,
    serverId: id,
    query: `Question ${id}`,
    status: 'completed',
    reasoningLoopsConsumed: 2,
    runningTime: 95,
    createdAt: new Date(2031, 6, 9, 9, 30).toISOString(),
    syncState: 'synced',
    error: null,
    availableOffline: true,
    sourceCount: 3,
    tags: [],
    starred: false,
    removedAt: null,
    ...fields,
  };
}

/** Rows of every shape JobRow draws: each status tone, star, tags, sync badges, unknown values, hostile text. */
const VARIED: JobSummary[] = [
  job('done-today', { tags: ['soil', 'water', 'third tag not shown'], starred: true, reasoningLoopsConsumed: 1, runningTime: 42 }),
  job('not-sent', { serverId: null, status: 'queued', syncState: 'failed', error: 'The service said "no" <400>', createdAt: new Date(2031, 0, 2, 12).toISOString() }),
  job('pending-new', { serverId: null, status: 'queued', syncState: 'pending', reasoningLoopsConsumed: null, runningTime: null }),
  job('running', { status: 'researching', runningTime: 3 * 3600 + 600, createdAt: new Date(2029, 10, 30, 12).toISOString() }),
  job('odd-status', { status: 'thinking-hard', tags: ["Tom's & Jerry's"], reasoningLoopsConsumed: 0 }),
  job('failed', { status: 'failed', syncState: 'failed', error: null }),
  job('hostile', { query: '</div><script>alert("x")</script> & \'quotes\' — ünïcödé 🦉', tags: ['<b>'] }),
  job('a&b"c', { createdAt: 'not a date', starred: true }),
  job('no-notebook', { tags: undefined, starred: undefined }),
];

function setPlatform(platform: string): void {
  Object.defineProperty(window.navigator, 'platform', { value: platform, configurable: true });
}

/** React's render of the whole App when the page brought these rows. */
function appMarkup(rows: FirstScreenRows | null): string {
  setFirstRows(rows ? { items: [...rows.items], total: rows.total } : null);
  try {
    return renderToStaticMarkup(
      <ClientProvider client={waiting}>
        <App />
      </ClientProvider>,
    );
  } finally {
    setFirstRows(null);
  }
}

/** The shell around the rows and the row icons, from the App itself (what first-paint-shell.ts holds). */
function shellFromApp(): typeof FIRST_PAINT_SHELL {
  const probe = { items: [], total: 1 }; // one row slot, still loading: the rows' place in the App
  const rows = jobRowsMarkup(probe);
  const split = (platform: string): [string, string] => {
    setPlatform(platform);
    const markup = appMarkup(probe);
    const at = markup.indexOf(rows);
    expect(at, 'the App renders the rows where the template puts them').toBeGreaterThan(0);
    expect(markup.indexOf(rows, at + 1)).toBe(-1);
    return [markup.slice(0, at), markup.slice(at + rows.length)];
  };
  const [before, after] = split('Linux x86_64');
  const [macBefore, macAfter] = split('MacIntel');
  // the two platforms differ only in the modifier key's name
  expect(before.split('Ctrl').join('⌘')).toBe(macBefore);
  expect(after.split('Ctrl').join('⌘')).toBe(macAfter);
  const icon = (element: React.ReactElement) => renderToStaticMarkup(element);
  return {
    before: before.split('Ctrl'),
    after: after.split('Ctrl'),
    icons: {
      done: icon(<CircleCheck size={12} />),
      failed: icon(<CircleAlert size={12} />),
      running: icon(<CircleDashed size={12} />),
      star: icon(<Star size={12} fill="currentColor" aria-hidden="true" />),
    },
  } as unknown as typeof FIRST_PAINT_SHELL;
}

/** Calls `onCommit` in the commit that first mounts its children, before anything renders again. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    onCommit();
  }, []);
  return children;
}

/**
 * The tree under an element, written one way: attributes sorted, inline styles as the browser reads
 * them (React's client writes them through the style object), and each option's selectedness rather
 * than its `selected` attribute (which the client sets as a property).
 */
function normalized(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'selected')
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.name === 'style' && node instanceof HTMLElement ? node.style.cssText : attribute.value)}`)
    .sort();
  if (node instanceof HTMLOptionElement) attributes.push(`(selected: ${node.selected})`);
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(normalized).join('')}</>`;
}

const realPlatform = window.navigator.platform;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  setPlatform(realPlatform);
});

describe("browser mode's first screen", () => {
  it('has its shell generated from the App as it renders now', () => {
    const shell = shellFromApp();
    if (process.env.QUIRE_WRITE_FIRST_PAINT === '1') {
      const file = resolve(import.meta.dirname, '../../src/shared/first-paint-shell.ts');
      writeFileSync(
        file,
        [
          '// GENERATED from the App by test/renderer/first-paint-markup.test.tsx: do not edit. Regenerate with',
          '//   QUIRE_WRITE_FIRST_PAINT=1 npx vitest run --project renderer test/renderer/first-paint-markup.test.tsx',
          "// The window's first screen around its job rows (its first render, before any answer but the rows),",
          "// split where the modifier key's name goes (Ctrl or ⌘), and the icons of the rows (job-rows-markup.ts).",
          `export const FIRST_PAINT_SHELL = ${JSON.stringify(shell, null, 2)} as const;`,
          '',
        ].join('\n'),
      );
    }
    expect(FIRST_PAINT_SHELL, 'src/shared/first-paint-shell.ts is out of date: regenerate it (see this file)').toEqual(shell);
  });

  it.each([
    ['rows of every shape', { items: VARIED, total: VARIED.length }],
    ['a full first page of a long list', { items: Array.from({ length: 50 }, (_, index) => job(`row-${index}`, { starred: index % 7 === 0 })), total: 10_000 }],
    ['one row', { items: [job('only')], total: 1 }],
    ['rows still loading after the first ones (slots)', { items: VARIED.slice(0, 3), total: 6 }],
  ])("is React's own render of the App for %s, byte for byte", (_name, rows) => {
    for (const [platform, mac] of [['Linux x86_64', false], ['MacIntel', true], ['Win32', false]] as const) {
      setPlatform(platform);
      expect(firstScreenMarkup(rows, { mac, now: NOW })).toBe(appMarkup(rows));
    }
  });

  it('dates each row in the given locale, as the window does in its own', () => {
    const rows = { items: [job('then', { createdAt: new Date(2031, 2, 5, 12).toISOString() })], total: 1 };
    const german = firstScreenMarkup(rows, { now: NOW, locale: 'de-DE' }) ?? '';
    expect(german).toContain(new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short' }).format(new Date(2031, 2, 5, 12)));
    expect(firstScreenMarkup(rows, { now: NOW })).toBe(appMarkup(rows));
  });

  it('is nothing for an empty list (the window draws its own empty state)', () => {
    expect(firstScreenMarkup({ items: [], total: 0 }, { now: NOW })).toBeNull();
    expect(firstScreenMarkup({ items: [], total: 3 }, { now: NOW })).toBeNull();
  });

  it('escapes text and attributes as React does', () => {
    expect(escapeHtml(`<a href="x">Tom's & co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#x27;s &amp; co&lt;/a&gt;');
    expect(appMarkup({ items: [job('x', { query: `<a href="x">Tom's & co</a>` })], total: 1 })).toContain(`<span class="job-row-query">${escapeHtml(`<a href="x">Tom's & co</a>`)}</span>`);
  });

  it("is the window's own first commit when it renders the App into the page (createRoot, as main.tsx does)", async () => {
    setPlatform('Linux x86_64');
    const rows = { items: VARIED, total: 120 };
    const served = document.createElement('div');
    served.innerHTML = firstScreenMarkup(rows, { now: NOW }) ?? '';
    const container = document.createElement('div');
    container.innerHTML = served.innerHTML; // what the page holds when the script runs
    document.body.append(container);
    // jsdom has no matchMedia (the App watches the window's width)
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    setFirstRows({ items: VARIED, total: 120 });
    let firstCommit = '';
    const root = createRoot(container, { onRecoverableError: (error) => void errors.push(error) });
    try {
      await act(async () => {
        root.render(
          <FirstCommit onCommit={() => (firstCommit = container.innerHTML)}>
            <ClientProvider client={waiting}>
              <App />
            </ClientProvider>
          </FirstCommit>,
        );
      });
      expect(errors).toEqual([]);
      const committed = document.createElement('div');
      committed.innerHTML = firstCommit;
      expect(normalized(committed)).toBe(normalized(served));
      expect(committed.querySelectorAll('[role=option]')).toHaveLength(VARIED.length);
    } finally {
      act(() => root.unmount());
      consoleError.mockRestore();
      vi.unstubAllGlobals();
      setFirstRows(null);
      container.remove();
    }
  });
});
