// Browser-mode transport: the QuireBridge shape over the loopback WebSocket, with reconnect and
// backoff. Invocations made while the socket is down wait for it (or fail after a bounded wait).
import type { ClientMessage, QuireBridge, ServerMessage } from '../../../shared/bridge';
import { TOKEN_PARAM, WS_PATH } from '../../../shared/bridge';
import type { Envelope } from '../../../shared/errors';
import { FIRST_ANSWER_ID, answersCall, parseFirstAnswer, type FirstAnswer } from '../../../shared/first-answer';

export type ConnectionState = 'connecting' | 'open' | 'lost';

type Pending = { resolve: (envelope: Envelope<unknown>) => void };

const MAX_BACKOFF_MS = 10_000;
/** After this many failed reconnects in a row the UI says the connection is lost (it keeps trying). */
const ATTEMPTS_BEFORE_LOST = 4;

export interface WsBridge extends QuireBridge {
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
  close(): void;
}

/** Takes the first answer the page carries (browser mode writes it at the end of the page), once. */
export function takeFirstAnswer(doc: Document = document): FirstAnswer | null {
  const block = doc.getElementById(FIRST_ANSWER_ID);
  if (!block) return null;
  block.remove();
  return parseFirstAnswer(block.textContent);
}

/**
 * The first answer once the page has been parsed to its end. Browser mode marks the entry script
 * `async` on the page that carries an answer, so the window's code runs while the core is still
 * opening and the answer (written at the page's end) can arrive after it: it is read at
 * DOMContentLoaded then, at once when the page is already parsed.
 */
export function firstAnswerOnceParsed(doc: Document = document): Promise<FirstAnswer | null> {
  if (doc.readyState !== 'loading') return Promise.resolve(takeFirstAnswer(doc));
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(takeFirstAnswer(doc)), { once: true }));
}

/**
 * `firstAnswer`, given as a promise (the page is still arriving), holds the socket and every call until
 * it settles: the first call is then answered from it, and the WebSocket (whose server side loads ws and
 * TLS) does not compete with the core's opening, which the answer waits for anyway.
 */
export function createWsBridge(url: string, firstAnswer: FirstAnswer | null | Promise<FirstAnswer | null> = null): WsBridge {
  /** Answers its one call without the socket (the first page of rows, sent with the page). */
  let preloaded: FirstAnswer | null = firstAnswer instanceof Promise ? null : firstAnswer;
  /** Pending while the page's first answer is still to come (calls and the socket wait for it). */
  let answerArriving: Promise<void> | null =
    firstAnswer instanceof Promise
      ? firstAnswer.then(
          (answer) => {
            preloaded = answer;
          },
          () => undefined,
        )
      : null;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const connectionListeners = new Set<(state: ConnectionState) => void>();
  const pending = new Map<number, Pending>();
  const waitingToSend: ClientMessage[] = [];
  let nextId = 1;
  let socket: WebSocket | null = null;
  let failures = 0;
  let closed = false;
  let state: ConnectionState = 'connecting';

  const setState = (next: ConnectionState): void => {
    if (next === state) return;
    state = next;
    for (const listener of connectionListeners) listener(next);
  };

  const connect = (): void => {
    if (closed) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      failures = 0;
      setState('open');
      for (const message of waitingToSend.splice(0)) ws.send(JSON.stringify(message));
    };
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'result') {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        waiter?.resolve(message.envelope);
      } else if (message.type === 'event') {
        for (const listener of listeners.get(message.name) ?? []) listener(message.payload);
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      // Invocations in flight on a dropped socket may or may not have run; report that honestly.
      for (const [id, waiter] of pending) {
        if (waitingToSend.some((m) => m.id === id)) continue;
        pending.delete(id);
        waiter.resolve({
          ok: false,
          error: { code: 'INTERNAL', message: 'The connection to Quire dropped before it answered. Check the list and try again.', retryable: true },
        });
      }
      if (closed) return;
      failures += 1;
      if (failures >= ATTEMPTS_BEFORE_LOST) setState('lost');
      else setState('connecting');
      const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures) * (0.5 + Math.random() / 2);
      setTimeout(connect, delay);
    };
  };
  if (answerArriving) {
    void answerArriving.then(() => {
      answerArriving = null;
      connect();
    });
  } else connect();

  const invokeNow: QuireBridge['invoke'] = (op, input) => {
    if (preloaded && answersCall(preloaded, op, input)) {
      const { envelope } = preloaded;
      preloaded = null;
      return Promise.resolve(envelope);
    }
    const id = nextId++;
    const message: ClientMessage = { type: 'invoke', id, op, input };
    return new Promise<Envelope<unknown>>((resolve) => {
      pending.set(id, { resolve });
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      else waitingToSend.push(message);
    });
  };

  return {
    // calls made before the page's first answer arrived run once it has, in the order they were made
    invoke: (op, input) => (answerArriving ? answerArriving.then(() => invokeNow(op, input)) : invokeNow(op, input)),
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      listener(state);
      return () => connectionListeners.delete(listener);
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}

/**
 * The WebSocket address for this page. The launch token comes from the address bar (kept in this
 * tab's session storage for reloads); there is no cookie (cookies reach every port on 127.0.0.1).
 */
export function browserModeSocketUrl(location: Location, storage: Storage | null): string {
  const params = new URLSearchParams(location.search);
  const fromUrl = params.get(TOKEN_PARAM);
  const token = fromUrl ?? storage?.getItem('quire.token') ?? null;
  if (fromUrl && storage) storage.setItem('quire.token', fromUrl);
  return `ws://${location.host}${WS_PATH}${token ? `?${TOKEN_PARAM}=${encodeURIComponent(token)}` : ''}`;
}
