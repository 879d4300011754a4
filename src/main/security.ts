// Security policy shared by the Electron window and browser mode, kept free of Electron imports so
// it can be unit-tested under plain Node (the Electron binary is absent on CI machines).

/** No inline scripts, no remote code; the renderer talks only to itself and (browser mode) its loopback socket. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The BrowserWindow webPreferences Quire requires. */
export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: true,
  } as const;
}

/** Only https: leaves the app; everything else (javascript:, file:, http:, custom schemes) is refused. */
export function isAllowedExternalUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The local research service's checkout page lives on loopback http; it is the only http: exception. */
export function isLoopbackHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]');
  } catch {
    return false;
  }
}

/** The renderer's own origin(s): navigation anywhere else is denied. */
export function isAppUrl(raw: string, appUrl: string): boolean {
  try {
    const url = new URL(raw);
    const app = new URL(appUrl);
    if (app.protocol === 'file:') return url.protocol === 'file:' && url.pathname === app.pathname;
    // `origin` is "null" for custom schemes (app:, data:, about:), so compare scheme and host.
    return url.protocol === app.protocol && url.host === app.host && url.host !== '';
  } catch {
    return false;
  }
}
