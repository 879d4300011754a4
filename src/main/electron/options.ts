// The desktop window's options and the IPC sender check, as plain data and functions so the unit
// tests can assert them without the Electron binary.
import type { BrowserWindowConstructorOptions } from 'electron';
import { secureWebPreferences, isAppUrl } from '../security';

/** The scheme the packaged renderer is served from (a privileged custom protocol, so CSP headers apply). */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://quire`;

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1360,
    height: 860,
    minWidth: 880,
    minHeight: 560,
    show: false,
    title: 'Quire',
    backgroundColor: '#1b1c1f',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** A frame as far as the sender check needs it (Electron's WebFrameMain). */
export interface FrameLike {
  url: string;
  parent: FrameLike | null;
}

/**
 * IPC is accepted only from the app's own top-level frame: not from a subframe, not after the
 * page navigated elsewhere, and not from a destroyed frame (null).
 */
export function isTrustedSender(frame: FrameLike | null | undefined, appUrl: string): boolean {
  if (!frame) return false;
  if (frame.parent !== null) return false;
  return isAppUrl(frame.url, appUrl);
}
