// The transport-level surface the renderer's client sits on. In the desktop app the preload exposes
// it as `window.quire`; in browser mode the renderer builds the same shape over a WebSocket.
import type { Envelope } from './errors';

export interface QuireBridge {
  /** Runs one contract operation; errors come back as data ({ ok: false, error }), never as rejections. */
  invoke(op: string, input: unknown): Promise<Envelope<unknown>>;
  /** Subscribes to one contract event; returns the unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void;
  /** Desktop only: the file-system path of a dropped File (Electron's webUtils.getPathForFile). */
  pathForFile?: (file: File) => string;
}

/** Browser-mode wire messages over `ws://127.0.0.1:<port>/ws?token=<token>`. */
export type ClientMessage = { type: 'invoke'; id: number; op: string; input: unknown };
export type ServerMessage =
  | { type: 'result'; id: number; envelope: Envelope<unknown> }
  | { type: 'event'; name: string; payload: unknown };

/** Query parameter that carries the per-launch token in browser mode. */
export const TOKEN_PARAM = 'token';
export const WS_PATH = '/ws';

/** Electron IPC channels between the preload and main. */
export const IPC_INVOKE_CHANNEL = 'quire:invoke';
export const IPC_EVENT_CHANNEL = 'quire:event';
/** uploads.addPaths only, only with paths the preload itself resolved from dropped files (#15). */
export const IPC_UPLOAD_CHANNEL = 'quire:upload-dropped';
