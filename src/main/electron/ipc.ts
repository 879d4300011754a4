// Binds the contract's handler map to ipcMain and forwards core events to the window. Every
// channel checks its sender (the app's own top-level frame). uploads.addPaths is refused on the
// generic channel: it arrives only on its own channel, which the preload uses solely for paths it
// resolved itself from dropped files (the renderer cannot name paths on this machine).
import { dispatch } from '../../shared/dispatch';
import type { Envelope } from '../../shared/errors';
import type { Core } from '../core-types';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, IPC_UPLOAD_CHANNEL } from '../../shared/bridge';
import { isTrustedSender, type FrameLike } from './options';

/** What bindIpc uses of Electron's ipcMain (Electron's own object satisfies it). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: { senderFrame: FrameLike | null }, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}
/** What bindIpc uses of a BrowserWindow. */
export interface WindowLike {
  isDestroyed(): boolean;
  webContents: { send(channel: string, ...args: unknown[]): void };
}

const forbidden = (message: string): Envelope<unknown> => ({ ok: false, error: { code: 'FORBIDDEN', message, retryable: false } });
export const UNTRUSTED_SENDER = 'This page is not allowed to talk to Quire.';
export const PATHS_ON_GENERIC_CHANNEL = 'Files are added by dropping or choosing them; this page may not name paths on your computer.';
/** The channels bindIpc answers on (the wiring test checks each is bound and sender-checked). */
export const IPC_HANDLED_CHANNELS = [IPC_INVOKE_CHANNEL, IPC_UPLOAD_CHANNEL] as const;

export function bindIpc(ipcMain: IpcMainLike, core: Pick<Core, 'handlers' | 'bus'>, window: WindowLike, appUrl: () => string): () => void {
  ipcMain.handle(IPC_INVOKE_CHANNEL, async (event, op: unknown, input: unknown): Promise<Envelope<unknown>> => {
    if (!isTrustedSender(event.senderFrame, appUrl())) return forbidden(UNTRUSTED_SENDER);
    if (op === 'uploads.addPaths') return forbidden(PATHS_ON_GENERIC_CHANNEL);
    return dispatch(core.handlers, op, input);
  });
  ipcMain.handle(IPC_UPLOAD_CHANNEL, async (event, input: unknown): Promise<Envelope<unknown>> => {
    if (!isTrustedSender(event.senderFrame, appUrl())) return forbidden(UNTRUSTED_SENDER);
    return dispatch(core.handlers, 'uploads.addPaths', input);
  });
  const unsubscribe = core.bus.subscribe((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(IPC_EVENT_CHANNEL, name, payload);
  });
  return () => {
    unsubscribe();
    for (const channel of IPC_HANDLED_CHANNELS) ipcMain.removeHandler(channel);
  };
}
