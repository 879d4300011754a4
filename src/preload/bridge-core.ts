// The preload's bridge as a plain function of the few ipcRenderer/webUtils calls it makes, so the
// unit tests can drive it without Electron. Owns the rule that the renderer cannot name paths:
// uploads.addPaths is sent (on its own channel) only with paths this preload resolved itself from
// dropped or chosen File objects via webUtils.getPathForFile; any other path is refused here, and
// the main process refuses uploads.addPaths on the generic channel.
import { isEventName, isOperationName } from '../shared/contract';
import { IPC_EVENT_CHANNEL as EVENT, IPC_INVOKE_CHANNEL as INVOKE, IPC_UPLOAD_CHANNEL as UPLOAD, type QuireBridge } from '../shared/bridge';
import type { Envelope } from '../shared/errors';

/** What the bridge uses of Electron's ipcRenderer and webUtils. */
export interface PreloadElectron {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
  /** '' for a File that is not on disk (e.g. one a page built with `new File(...)`). */
  getPathForFile(file: File): string;
}

/** Resolved paths remembered for the drop's follow-up calls (a confirmation re-sends them). */
const REMEMBERED_PATHS = 10_000;

export const RAW_PATH_REFUSED = 'Files are added by dropping or choosing them; this page may not name paths on your computer.';

const refused = (message: string): Envelope<unknown> => ({ ok: false, error: { code: 'FORBIDDEN', message, retryable: false } });

export function createPreloadBridge(electron: PreloadElectron): QuireBridge {
  const resolved = new Set<string>();
  const remember = (path: string): void => {
    if (resolved.has(path)) resolved.delete(path);
    resolved.add(path);
    if (resolved.size > REMEMBERED_PATHS) resolved.delete(resolved.values().next().value as string);
  };
  return {
    async invoke(op, input) {
      if (!isOperationName(op)) {
        return { ok: false, error: { code: 'UNKNOWN_OPERATION', message: `Unknown operation: ${String(op)}`, retryable: false } };
      }
      if (op === 'uploads.addPaths') {
        const paths = typeof input === 'object' && input !== null ? (input as { paths?: unknown }).paths : undefined;
        if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string' && resolved.has(p))) return refused(RAW_PATH_REFUSED);
        return (await electron.invoke(UPLOAD, input)) as Envelope<unknown>;
      }
      return (await electron.invoke(INVOKE, op, input)) as Envelope<unknown>;
    },
    on(event, listener) {
      if (!isEventName(event)) return () => undefined;
      const handler = (_ipcEvent: unknown, name: unknown, payload: unknown): void => {
        if (name === event) listener(payload);
      };
      electron.on(EVENT, handler);
      return () => electron.removeListener(EVENT, handler);
    },
    pathForFile: (file) => {
      const path = electron.getPathForFile(file);
      if (path) remember(path);
      return path;
    },
  };
}
