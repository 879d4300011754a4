// Binds the contract's handler map to ipcMain and forwards core events to the window.
import type { BrowserWindow, IpcMain } from 'electron';
import { dispatch } from '../../shared/dispatch';
import type { Envelope } from '../../shared/errors';
import type { Core } from '../core-types';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../shared/bridge';
import { isTrustedSender } from './options';

export function bindIpc(ipcMain: IpcMain, core: Pick<Core, 'handlers' | 'bus'>, window: BrowserWindow, appUrl: () => string): () => void {
  ipcMain.handle(IPC_INVOKE_CHANNEL, async (event, op: unknown, input: unknown): Promise<Envelope<unknown>> => {
    if (!isTrustedSender(event.senderFrame, appUrl())) {
      return { ok: false, error: { code: 'FORBIDDEN', message: 'This page is not allowed to talk to Quire.', retryable: false } };
    }
    return dispatch(core.handlers, op, input);
  });
  const unsubscribe = core.bus.subscribe((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(IPC_EVENT_CHANNEL, name, payload);
  });
  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_INVOKE_CHANNEL);
  };
}
