// Security policy shared by the Electron window and browser mode, kept free of Electron imports so
// it can be unit-tested under plain Node (the Electron binary is absent on CI machines).

const policy = (connectSrc: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The desktop window's policy (app:// header): no inline scripts, no remote code, and no network
 * at all beyond its own files (the renderer talks to main over IPC, never over a socket).
 */
export const DESKTOP_CONTENT_SECURITY_POLICY = policy("'self'");

/** Browser mode's policy: as the desktop's, plus the loopback WebSocket the page talks to. */
export const CONTENT_SECURITY_POLICY = policy("'self' ws://127.0.0.1:* ws://localhost:*");

/**
 * The same policy as a <meta> in the built index.html (a second line of defence should a header be
 * lost). The page is shared by both modes, so it carries browser mode's connect-src; the desktop's
 * stricter header still applies (both policies are enforced). frame-ancestors is dropped: browsers
 * ignore it in a <meta>.
 */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');

/** The built index.html's <head> gains the policy as its first element (dev servers need inline scripts, so build only). */
export const cspMetaTag = (): { tag: 'meta'; attrs: Record<string, string>; injectTo: 'head-prepend' } => ({
  tag: 'meta',
  attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
  injectTo: 'head-prepend',
});

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

/**
 * What Quire opens in the system browser: https links (no credentials in them), and on loopback
 * http only the embedded service's own checkout page (`<checkoutBase>/checkout/<id>`). The raw
 * string must be exactly what is parsed: surrounding whitespace or control characters (which the
 * URL parser would silently strip) are refused.
 */
export function isOpenableExternalUrl(raw: string, checkoutBase: string | null): boolean {
  // eslint-disable-next-line no-control-regex
  if (raw !== raw.trim() || /[\u0000-\u001f\u007f]/.test(raw)) return false;
  if (isAllowedExternalUrl(raw)) return true;
  if (!checkoutBase || !isLoopbackHttpUrl(raw)) return false;
  try {
    const url = new URL(raw);
    const base = new URL(checkoutBase);
    return url.origin === base.origin && url.username === '' && url.password === '' && url.search === '' && url.hash === '' && /^\/checkout\/[A-Za-z0-9_-]+$/.test(url.pathname);
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
