// @vitest-environment node
// The desktop app's guards (src/main/electron/guards.ts) run against the typed Electron stand-in:
// navigation, redirects, subframe navigation, new windows and <webview> on every webContents the
// app creates; permission request, check and device handlers deny; the app:// handler answers 400
// on malformed escapes and never serves a file outside the renderer folder; ELECTRON_RENDERER_URL
// is ignored when packaged. Plus the hostile-URL table for what may open in the system browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appProtocolHandler, denyPermissions, guardApp, navigationVerdict, rendererUrl, resolveAppRequest, type NavigationVerdict } from '../../src/main/electron/guards';
import { APP_ORIGIN, mainWindowOptions } from '../../src/main/electron/options';
import { cspMetaTag, DESKTOP_CONTENT_SECURITY_POLICY, isOpenableExternalUrl, META_CONTENT_SECURITY_POLICY } from '../../src/main/security';
import { StandInApp, StandInSession } from './electron-standin';

const APP_URL = `${APP_ORIGIN}/index.html`;
const CHECKOUT = 'http://127.0.0.1:4555';

/** [url, verdict for navigation/new windows (checkout allowed as the embedded service's)] */
const HOSTILE_URLS: Array<[string, NavigationVerdict]> = [
  [`${APP_ORIGIN}/index.html#/jobs/1`, 'stay'],
  ['https://example.org/paper', 'open-externally'],
  ['HTTPS://EXAMPLE.ORG/upper', 'open-externally'],
  ['https://xn--exmple-cua.org/', 'open-externally'], // IDN look-alike: still only a browser tab, never in the app
  ['https://exаmple.org/', 'open-externally'], // Cyrillic а: the parser turns it into punycode; a tab, never the app
  ['javascript:alert(1)', 'refuse'],
  ['JaVaScRiPt:alert(1)', 'refuse'],
  [' javascript:alert(1)', 'refuse'],
  ['java\tscript:alert(1)', 'refuse'],
  ['\u0000https://example.org', 'refuse'],
  ['https://example.org/\n', 'refuse'],
  ['https://example.org ', 'refuse'],
  ['file:///etc/passwd', 'refuse'],
  ['FILE:///C:/Windows/win.ini', 'refuse'],
  ['data:text/html,<script>alert(1)</script>', 'refuse'],
  ['blob:app://quire/1234', 'refuse'],
  ['about:blank', 'refuse'],
  ['chrome://settings', 'refuse'],
  ['vbscript:msgbox(1)', 'refuse'],
  ['smb://host/share', 'refuse'],
  ['ms-msdt:/id PCWDiagnostic', 'refuse'],
  ['http://example.org/', 'refuse'],
  ['https://user:pw@example.org/', 'refuse'],
  ['https://example.org@evil.example/', 'refuse'],
  ['app://quire.evil.example/index.html', 'refuse'],
  ['app://quire@evil/index.html', 'refuse'],
  ['app://evil/index.html', 'refuse'],
  ['app:///index.html', 'refuse'],
  ['APP://QUIRE/index.html', 'refuse'], // a custom scheme's host is compared as spelled (Chromium hands it over lower-cased)
  [`${CHECKOUT}/checkout/c_123`, 'open-externally'],
  [`${CHECKOUT}/checkout/c_123?next=https://evil`, 'refuse'],
  [`${CHECKOUT}/checkout/../__admin/reset`, 'refuse'],
  [`${CHECKOUT}/__admin/reset`, 'refuse'],
  [`${CHECKOUT}/research`, 'refuse'],
  ['http://127.0.0.1:4556/checkout/c_123', 'refuse'],
  ['http://localhost:4555/checkout/c_123', 'refuse'],
  ['http://[::1]:4555/checkout/c_123', 'refuse'],
  ['http://127.0.0.1:631/checkout/c_123', 'refuse'],
  ['http://user@127.0.0.1:4555/checkout/c_123', 'refuse'],
  ['ws://127.0.0.1:4555/', 'refuse'],
  ['not a url', 'refuse'],
  ['', 'refuse'],
];

describe('hostile URLs: what may navigate, open a window or leave for the system browser', () => {
  it.each(HOSTILE_URLS)('%j → %s', (url, verdict) => {
    expect(navigationVerdict(url, APP_URL, CHECKOUT)).toBe(verdict);
  });

  it('without an embedded service, no loopback http page opens at all', () => {
    expect(isOpenableExternalUrl(`${CHECKOUT}/checkout/c_123`, null)).toBe(false);
    expect(isOpenableExternalUrl('https://example.org/', null)).toBe(true);
  });
});

describe('guards on every webContents (typed Electron stand-in)', () => {
  const setup = () => {
    const app = new StandInApp();
    const opened: string[] = [];
    guardApp(app, { appUrl: () => APP_URL, checkoutBase: () => CHECKOUT, openExternal: async (url) => void opened.push(url) });
    return { app, opened };
  };

  it('installs navigation, redirect, subframe, webview and window-open guards on each new webContents, not only the first', () => {
    const { app } = setup();
    for (const contents of [app.createContents(), app.createContents(), app.createContents()]) {
      for (const event of ['will-navigate', 'will-redirect', 'will-frame-navigate', 'will-attach-webview']) {
        expect(contents.listeners.get(event)?.length ?? 0, event).toBe(1);
      }
      expect(contents.windowOpenHandler).not.toBeNull();
    }
  });

  it('will-navigate: the app stays, https leaves for the browser, the rest is stopped and opens nothing', () => {
    const { app, opened } = setup();
    const contents = app.createContents();
    expect(contents.fire('will-navigate', `${APP_ORIGIN}/index.html#/settings`)).toBe(false);
    expect(contents.fire('will-navigate', 'https://example.org/paper')).toBe(true);
    expect(contents.fire('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(contents.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.fire('will-navigate', 'app://evil/index.html')).toBe(true);
    expect(opened).toEqual(['https://example.org/paper']);
  });

  it('will-redirect and will-frame-navigate are stopped off the app and never open the browser', () => {
    const { app, opened } = setup();
    const contents = app.createContents();
    expect(contents.fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.fire('will-frame-navigate', 'https://evil.example/frame')).toBe(true);
    expect(contents.fire('will-frame-navigate', 'data:text/html,x')).toBe(true);
    expect(contents.fire('will-frame-navigate', `${APP_ORIGIN}/index.html`)).toBe(false);
    expect(opened).toEqual([]);
  });

  it('new windows are always denied; only openable links go to the browser', () => {
    const { app, opened } = setup();
    const contents = app.createContents();
    for (const url of ['https://example.org/a', 'javascript:alert(1)', `${APP_ORIGIN}/index.html`, 'file:///etc/passwd', `${CHECKOUT}/checkout/c_1`]) {
      expect(contents.open(url), url).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://example.org/a', `${CHECKOUT}/checkout/c_1`]);
  });

  it('<webview> is never attached', () => {
    const { app } = setup();
    expect(app.createContents().fire('will-attach-webview')).toBe(true);
  });

  it('a contents created before guardApp is not guarded (why main.ts calls guardApp before the first window)', () => {
    const app = new StandInApp();
    const early = app.createContents();
    guardApp(app, { appUrl: () => APP_URL, checkoutBase: () => null, openExternal: async () => undefined });
    expect(early.open('https://example.org')).toEqual({ action: 'allow' });
    expect(app.createContents().open('https://example.org')).toEqual({ action: 'deny' });
  });
});

describe('permissions are denied by default (typed Electron stand-in)', () => {
  const PERMISSIONS = ['media', 'geolocation', 'notifications', 'midi', 'midiSysex', 'pointerLock', 'fullscreen', 'openExternal', 'clipboard-read', 'clipboard-sanitized-write', 'hid', 'serial', 'usb', 'unknown'];

  it('every permission request is answered false', () => {
    const session = new StandInSession();
    denyPermissions(session);
    for (const permission of PERMISSIONS) {
      const answers: boolean[] = [];
      session.request?.(null, permission, (granted) => answers.push(granted));
      expect(answers, permission).toEqual([false]);
    }
  });

  it('permission checks and device permissions answer false', () => {
    const session = new StandInSession();
    denyPermissions(session);
    expect(session.check).not.toBeNull();
    expect(session.device).not.toBeNull();
    for (const permission of PERMISSIONS) expect(session.check?.(null, permission), permission).toBe(false);
    expect(session.device?.({ deviceType: 'usb', origin: APP_ORIGIN, device: { vendorId: 1 } })).toBe(false);
    expect(session.device?.({ deviceType: 'hid', origin: 'https://evil.example' })).toBe(false);
  });
});

describe('ELECTRON_RENDERER_URL', () => {
  it.each([
    [true, 'http://localhost:5173/', APP_URL],
    [true, 'https://evil.example/', APP_URL],
    [false, undefined, APP_URL],
    [false, 'http://localhost:5173/', 'http://localhost:5173/'],
    [false, 'http://127.0.0.1:5173/', 'http://127.0.0.1:5173/'],
    [false, 'https://evil.example/', APP_URL],
    [false, 'http://evil.example:5173/', APP_URL],
    [false, 'file:///tmp/evil.html', APP_URL],
    [false, 'http://user:pw@localhost:5173/', APP_URL],
    [false, 'nonsense', APP_URL],
  ] as const)('packaged=%s, %j → %s', (packaged, env, expected) => {
    expect(rendererUrl(packaged, env, APP_ORIGIN)).toBe(expected);
  });
});

describe('the app:// handler', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-appproto-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const rendererDir = path.join(root, 'renderer');
  fs.mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Quire</title>');
  fs.writeFileSync(path.join(rendererDir, 'assets', 'a b.js'), 'export {}');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP SECRET');
  fs.writeFileSync(path.join(root, 'renderer-evil.txt'), 'TOP SECRET');
  const host = new URL(APP_ORIGIN).host;
  const read = async (file: string): Promise<Response> => {
    try {
      return new Response(fs.readFileSync(file), { status: 200 });
    } catch {
      return new Response('missing', { status: 404 });
    }
  };
  const handler = appProtocolHandler(rendererDir, host, DESKTOP_CONTENT_SECURITY_POLICY, read);

  it('serves the renderer with the desktop CSP and nosniff', async () => {
    const response = await handler({ url: `${APP_ORIGIN}/` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Quire</title>');
    expect(response.headers.get('Content-Security-Policy')).toBe(DESKTOP_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect((await handler({ url: `${APP_ORIGIN}/assets/a%20b.js` })).status).toBe(200);
  });

  it.each(['%', '%E0%A4%A', '%zz', '/assets/%C0%AF', '/%ff%fe'])('a malformed %% escape (%s) answers 400', async (bad) => {
    const response = await handler({ url: `${APP_ORIGIN}/${bad.replace(/^\//, '')}` });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad request');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5c..%5csecret.txt',
    '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%2frenderer-evil.txt',
    '/index.html%00.png',
  ])('traversal %s never serves a file outside the renderer folder', async (attack) => {
    const response = await handler({ url: `${APP_ORIGIN}${attack}` });
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('TOP SECRET');
  });

  it('decides in words why (table of the pure resolver)', () => {
    expect(resolveAppRequest(`${APP_ORIGIN}/..%2fsecret.txt`, rendererDir, host)).toEqual({ status: 404, reason: 'outside the renderer folder' });
    expect(resolveAppRequest(`${APP_ORIGIN}/..%2frenderer-evil.txt`, rendererDir, host)).toEqual({ status: 404, reason: 'outside the renderer folder' });
    expect(resolveAppRequest(`${APP_ORIGIN}/%E0%A4%A`, rendererDir, host)).toEqual({ status: 400, reason: 'malformed % escape' });
    expect(resolveAppRequest(`${APP_ORIGIN}/a%00b`, rendererDir, host)).toEqual({ status: 400, reason: 'NUL in path' });
    expect(resolveAppRequest('app://other/index.html', rendererDir, host)).toEqual({ status: 404, reason: 'another host' });
    expect(resolveAppRequest(`${APP_ORIGIN}/`, rendererDir, host)).toEqual({ file: path.join(rendererDir, 'index.html') });
  });
});

describe('the desktop CSP', () => {
  it('allows no network beyond its own files: no loopback WebSockets, no remote hosts', () => {
    const connect = DESKTOP_CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self'");
    expect(DESKTOP_CONTENT_SECURITY_POLICY).not.toMatch(/ws:|127\.0\.0\.1|localhost|\*/);
  });
});

describe('window preferences that must stay unset', () => {
  it('no experimental features, no Blink features, no insecure content, no webview tag', () => {
    const prefs = { ...mainWindowOptions('/p.cjs').webPreferences };
    expect(prefs).not.toHaveProperty('experimentalFeatures');
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('nodeIntegrationInWorker', true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
  });

  it('Electron is pinned to a 45.x release (the one this code was checked against)', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    const range = pkg.optionalDependencies?.electron ?? pkg.devDependencies?.electron ?? pkg.dependencies?.electron ?? '';
    expect(Number(/(\d+)\./.exec(range)?.[1])).toBeGreaterThanOrEqual(45);
  });
});

describe('the CSP as a <meta> in the built index.html', () => {
  it('the renderer build has a plugin that prepends the policy to <head>', async () => {
    const config = (await import('../../electron.vite.config')).default as { renderer?: { plugins?: unknown[] } };
    const plugin = (config.renderer?.plugins ?? []).flat().find((p): p is { name: string; apply: string; transformIndexHtml: () => unknown } => typeof p === 'object' && p !== null && (p as { name?: string }).name === 'quire-csp-meta');
    expect(plugin?.apply).toBe('build');
    expect(plugin?.transformIndexHtml()).toEqual([cspMetaTag()]);
    expect(cspMetaTag()).toMatchObject({ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' });
  });

  it('the meta policy forbids inline and remote scripts and objects, and names no remote host', () => {
    const directives = META_CONTENT_SECURITY_POLICY.split('; ');
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("default-src 'self'");
    expect(META_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|frame-ancestors|https?:/);
  });
});
