import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isAllowedExternalUrl, isAppUrl, isLoopbackHttpUrl } from '../../src/main/security';
import { APP_ORIGIN, isTrustedSender, mainWindowOptions } from '../../src/main/electron/options';

describe('desktop window security', () => {
  it('sandboxes the renderer with context isolation and no Node', () => {
    const prefs = mainWindowOptions('/app/preload/index.cjs').webPreferences;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload/index.cjs',
    });
  });

  it('has a strict CSP: no inline or remote scripts, no objects, no framing', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(directives.get('script-src')).not.toContain('unsafe-inline');
  });

  it('lets only https: links out to the system browser', () => {
    expect(isAllowedExternalUrl('https://example.org/paper')).toBe(true);
    for (const url of ['javascript:alert(1)', 'http://example.org', 'file:///etc/passwd', 'data:text/html,x', 'smb://host/share', 'https://user:pw@example.org', 'not a url']) {
      expect(isAllowedExternalUrl(url), url).toBe(false);
    }
    expect(isLoopbackHttpUrl('http://127.0.0.1:4000/checkout/1')).toBe(true);
    expect(isLoopbackHttpUrl('http://example.org/checkout')).toBe(false);
  });

  it('accepts IPC only from the app’s own top-level frame', () => {
    const appUrl = `${APP_ORIGIN}/index.html`;
    const top = { url: `${APP_ORIGIN}/index.html#/jobs`, parent: null };
    expect(isTrustedSender(top, appUrl)).toBe(true);
    expect(isTrustedSender({ url: `${APP_ORIGIN}/index.html`, parent: top }, appUrl)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null }, appUrl)).toBe(false);
    expect(isTrustedSender(null, appUrl)).toBe(false);
    // Custom schemes have an opaque ("null") origin: scheme and host must both match.
    for (const url of ['app://evil/index.html', 'data:text/html,<b>x</b>', 'about:blank', 'file:///tmp/x.html', 'app:///index.html']) {
      expect(isTrustedSender({ url, parent: null }, appUrl), url).toBe(false);
    }
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('http://localhost:5174/x', 'http://localhost:5173/')).toBe(false);
  });
});
