// The desktop app's guards, over the narrow part of Electron they use (Electron's own app, session,
// webContents and protocol satisfy these interfaces; main.ts passes them in, so the typecheck of
// main.ts proves it, and test/unit/electron-guards.test.ts runs the same code against a typed
// stand-in). Owns: navigation and new-window guards on every webContents, permission handlers
// that deny, the app:// file handler, and which renderer URL is loaded.
import { join, normalize, sep } from 'node:path';
import { isAppUrl, isOpenableExternalUrl } from '../security';

/** An Electron event as far as the guards use it (Electron's Event<...Params> carries `url`). */
export interface PreventableEvent {
  preventDefault(): void;
}
export interface NavigationEvent extends PreventableEvent {
  url: string;
}

/** What the guards use of a WebContents. */
export interface GuardedContents {
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** What the guards use of a Session. */
export interface GuardedSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
}

/** What the guards use of the app. */
export interface GuardedApp {
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardedContents) => void): unknown;
}

export interface GuardOptions {
  /** The renderer's own URL: the only place any webContents may navigate to. */
  appUrl(): string;
  /** The embedded service's base URL, whose checkout page may open in the system browser (null: none). */
  checkoutBase(): string | null;
  openExternal(url: string): Promise<void>;
}

/** What happens to a navigation or a new window asking for `url`. */
export type NavigationVerdict = 'stay' | 'open-externally' | 'refuse';

/** Pure: the app's own pages stay; https links (and the embedded checkout) go to the browser; the rest is refused. */
export function navigationVerdict(url: string, appUrl: string, checkoutBase: string | null): NavigationVerdict {
  if (isAppUrl(url, appUrl)) return 'stay';
  return isOpenableExternalUrl(url, checkoutBase) ? 'open-externally' : 'refuse';
}

/** Navigation, redirects, subframe navigation, new windows and <webview> on one webContents. */
export function guardContents(contents: GuardedContents, options: GuardOptions): void {
  const leave = (event: NavigationEvent, openOutside: boolean): void => {
    const verdict = navigationVerdict(event.url, options.appUrl(), options.checkoutBase());
    if (verdict === 'stay') return;
    event.preventDefault();
    if (openOutside && verdict === 'open-externally') void options.openExternal(event.url).catch(() => undefined);
  };
  contents.on('will-navigate', (event) => leave(event, true));
  contents.on('will-redirect', (event) => leave(event, false));
  contents.on('will-frame-navigate', (event) => leave(event, false));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (navigationVerdict(url, options.appUrl(), options.checkoutBase()) === 'open-externally') void options.openExternal(url).catch(() => undefined);
    return { action: 'deny' };
  });
}

/** Every permission request, permission check and device permission is denied (Quire needs none). */
export function denyPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** Installs the guards on every webContents the app ever creates (windows, devtools, anything); call before the first window. */
export function guardApp(app: GuardedApp, options: GuardOptions): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, options));
}

/**
 * Pure: the renderer URL to load. ELECTRON_RENDERER_URL (electron-vite's dev server) is honoured
 * only in an unpackaged build and only when it is http on loopback; a packaged app always loads
 * its own files.
 */
export function rendererUrl(isPackaged: boolean, devServerUrl: string | undefined, appOrigin: string): string {
  const own = `${appOrigin}/index.html`;
  if (isPackaged || !devServerUrl) return own;
  try {
    const url = new URL(devServerUrl);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
    return url.protocol === 'http:' && loopback && url.username === '' && url.password === '' ? url.toString() : own;
  } catch {
    return own;
  }
}

/** The app:// handler's decision for one request: a file under the renderer folder, or a refusal. */
export type AppRequestVerdict = { file: string } | { status: 400 | 404; reason: string };

/** Pure: maps app://quire/<path> to a file under `rendererDir`; bad escapes answer 400, escapes from the folder 404. */
export function resolveAppRequest(requestUrl: string, rendererDir: string, appHost: string): AppRequestVerdict {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { status: 400, reason: 'not a URL' };
  }
  if (url.host !== appHost) return { status: 404, reason: 'another host' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return { status: 400, reason: 'malformed % escape' };
  }
  if (pathname.includes('\0')) return { status: 400, reason: 'NUL in path' };
  const root = normalize(rendererDir);
  // Backslashes are separators on Windows; refuse them everywhere rather than depend on the platform.
  if (pathname.includes('\\')) return { status: 404, reason: 'backslash in path' };
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root + sep)) return { status: 404, reason: 'outside the renderer folder' };
  return { file };
}

/** The app:// protocol handler: files under `rendererDir` with the CSP header; 400/404 otherwise. */
export function appProtocolHandler(
  rendererDir: string,
  appHost: string,
  csp: string,
  fetchFile: (file: string) => Promise<Response>,
): (request: { url: string }) => Promise<Response> {
  return async (request) => {
    const verdict = resolveAppRequest(request.url, rendererDir, appHost);
    if ('status' in verdict) return new Response(verdict.status === 400 ? 'Bad request' : 'Not found', { status: verdict.status });
    const response = await fetchFile(verdict.file);
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  };
}
