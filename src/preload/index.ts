// Exposes only the contract (invoke an operation, subscribe to an event, a dropped file's path),
// never ipcRenderer itself. Runs sandboxed: bundled to CommonJS with its imports inlined. The
// bridge's rules (including "the renderer cannot name paths") live in bridge-core.ts.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createPreloadBridge } from './bridge-core';

const bridge = createPreloadBridge({
  invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  on: (channel, listener) => void ipcRenderer.on(channel, listener),
  removeListener: (channel, listener) => void ipcRenderer.removeListener(channel, listener),
  getPathForFile: (file) => webUtils.getPathForFile(file),
});

contextBridge.exposeInMainWorld('quire', bridge);
