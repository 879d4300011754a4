// Exposes only the contract (invoke an operation, subscribe to an event, a dropped file's path),
// never ipcRenderer itself. Runs sandboxed: bundled to CommonJS with its imports inlined.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { isEventName, isOperationName } from '../shared/contract';
import { IPC_EVENT_CHANNEL as EVENT, IPC_INVOKE_CHANNEL as INVOKE, type QuireBridge } from '../shared/bridge';
import type { Envelope } from '../shared/errors';

const bridge: QuireBridge = {
  async invoke(op, input) {
    if (!isOperationName(op)) {
      return { ok: false, error: { code: 'UNKNOWN_OPERATION', message: `Unknown operation: ${String(op)}`, retryable: false } };
    }
    return (await ipcRenderer.invoke(INVOKE, op, input)) as Envelope<unknown>;
  },
  on(event, listener) {
    if (!isEventName(event)) return () => undefined;
    const handler = (_ipcEvent: IpcRendererEvent, name: string, payload: unknown): void => {
      if (name === event) listener(payload);
    };
    ipcRenderer.on(EVENT, handler);
    return () => ipcRenderer.removeListener(EVENT, handler);
  },
  pathForFile: (file) => webUtils.getPathForFile(file),
};

contextBridge.exposeInMainWorld('quire', bridge);
