// @vitest-environment node
// The browser-mode transport against a real WebSocket server on 127.0.0.1: invocations and events
// round-trip, calls made while disconnected wait for the reconnect, and a server that stays away
// is reported as a lost connection (which the app shows as "Connection to Quire lost").
// (Node environment with undici's standards WebSocket as the platform one: Node 20 has no global
// WebSocket, and jsdom's events do not mix with undici's.)
import { WebSocket as PlatformWebSocket } from 'undici';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { type FirstAnswer } from '../../src/shared/first-answer';
import { browserModeSocketUrl, createWsBridge, firstAnswerOnceParsed, type ConnectionState, type WsBridge } from '../../src/renderer/src/lib/wsBridge';

type Invoke = { type: 'invoke'; id: number; op: string; input: unknown };

function startServer(port = 0): Promise<{ server: WebSocketServer; port: number; sockets: Set<ServerSocket> }> {
  return new Promise((resolve) => {
    const sockets = new Set<ServerSocket>();
    const server = new WebSocketServer({ host: '127.0.0.1', port }, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, sockets });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Invoke;
        if (message.op === 'push') socket.send(JSON.stringify({ type: 'event', name: 'sync.status', payload: message.input }));
        socket.send(JSON.stringify({ type: 'result', id: message.id, envelope: { ok: true, value: { echo: message.input } } }));
      });
    });
  });
}

const closeServer = (server: WebSocketServer) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(() => {
  if (typeof globalThis.WebSocket === 'undefined') (globalThis as { WebSocket: unknown }).WebSocket = PlatformWebSocket;
});

let bridge: WsBridge | null = null;
let servers: WebSocketServer[] = [];
afterEach(async () => {
  bridge?.close();
  bridge = null;
  for (const server of servers) {
    for (const client of server.clients) client.terminate();
    await closeServer(server);
  }
  servers = [];
});

describe('browser-mode WebSocket bridge', () => {
  it('round-trips invocations and delivers events', async () => {
    const { server, port } = await startServer();
    servers.push(server);
    bridge = createWsBridge(`ws://127.0.0.1:${port}/ws`);
    await expect(bridge.invoke('jobs.get', { id: 'a' })).resolves.toEqual({ ok: true, value: { echo: { id: 'a' } } });
    const events: unknown[] = [];
    bridge.on('sync.status', (payload) => events.push(payload));
    await bridge.invoke('push', { state: 'offline' });
    await vi.waitFor(() => expect(events).toEqual([{ state: 'offline' }]));
  });

  it('holds calls made while the socket is down and sends them after reconnecting', async () => {
    const first = await startServer();
    servers.push(first.server);
    bridge = createWsBridge(`ws://127.0.0.1:${first.port}/ws`);
    await bridge.invoke('app.info', {});
    const states: ConnectionState[] = [];
    bridge.onConnectionChange((state) => states.push(state));
    expect(states).toEqual(['open']);
    // The server goes away and comes back on the same port.
    for (const socket of first.sockets) socket.terminate();
    await closeServer(first.server);
    servers = [];
    await vi.waitFor(() => expect(states).toContain('connecting'));
    const waiting = bridge.invoke('jobs.list', { limit: 1 });
    const second = await startServer(first.port);
    servers.push(second.server);
    await expect(waiting).resolves.toEqual({ ok: true, value: { echo: { limit: 1 } } });
    expect(states[states.length - 1]).toBe('open');
  });

  it('fails a call honestly when the socket drops before the answer', async () => {
    const { server, port } = await startServer();
    servers.push(server);
    bridge = createWsBridge(`ws://127.0.0.1:${port}/ws`);
    await bridge.invoke('app.info', {});
    // This server never answers; the call is in flight when the connection drops.
    for (const client of server.clients) client.removeAllListeners('message');
    const inFlight = bridge.invoke('jobs.create', { query: 'q' });
    await vi.waitFor(() => expect(server.clients.size).toBe(1));
    for (const client of server.clients) client.terminate();
    const outcome = await inFlight;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.message).toMatch(/dropped before it answered/);
  });

  it('reports the connection as lost when the server stays away', async () => {
    const { server, port } = await startServer();
    bridge = createWsBridge(`ws://127.0.0.1:${port}/ws`);
    await bridge.invoke('app.info', {});
    for (const client of server.clients) client.terminate();
    await closeServer(server);
    const states: ConnectionState[] = [];
    bridge.onConnectionChange((state) => states.push(state));
    await vi.waitFor(() => expect(states).toContain('lost'), { timeout: 20_000, interval: 100 });
  });

  it('takes the launch token from the address bar, or from the session after a reload', () => {
    const storage = new Map<string, string>();
    const session = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as Storage;
    expect(browserModeSocketUrl({ search: '?token=abc', host: '127.0.0.1:9' } as Location, session)).toBe('ws://127.0.0.1:9/ws?token=abc');
    expect(browserModeSocketUrl({ search: '', host: '127.0.0.1:9' } as Location, session)).toBe('ws://127.0.0.1:9/ws?token=abc');
    expect(browserModeSocketUrl({ search: '', host: '127.0.0.1:9' } as Location, null)).toBe('ws://127.0.0.1:9/ws');
  });
});

describe('the first answer sent with the page', () => {
  it('answers its one call without the socket, once; every other call (and the same one again) goes over the socket', async () => {
    const { server, port } = await startServer();
    servers.push(server);
    const received: Invoke[] = [];
    server.on('connection', (socket) => socket.on('message', (data) => received.push(JSON.parse(String(data)) as Invoke)));
    const envelope = { ok: true as const, value: { items: [{ id: 'job-1' }], total: 1 } };
    bridge = createWsBridge(`ws://127.0.0.1:${port}/ws`, { op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope });
    // the same input in another key order is the same call
    await expect(bridge.invoke('jobs.list', { limit: 50, offset: 0 })).resolves.toEqual(envelope);
    expect(received).toEqual([]);
    await expect(bridge.invoke('jobs.list', { offset: 0, limit: 50 })).resolves.toEqual({ ok: true, value: { echo: { offset: 0, limit: 50 } } });
    await expect(bridge.invoke('jobs.list', { offset: 0, limit: 50, status: 'failed' })).resolves.toEqual({ ok: true, value: { echo: { offset: 0, limit: 50, status: 'failed' } } });
    expect(received.map((message) => message.op)).toEqual(['jobs.list', 'jobs.list']);
  });
});

describe('a first answer still arriving (browser mode runs the window while its core opens)', () => {
  it('holds the socket and every call until it arrives, then answers its call from it and sends the rest in order', async () => {
    const { server, port } = await startServer();
    servers.push(server);
    const received: Invoke[] = [];
    let connections = 0;
    server.on('connection', (socket) => {
      connections += 1;
      socket.on('message', (data) => received.push(JSON.parse(String(data)) as Invoke));
    });
    let arrive: (answer: FirstAnswer | null) => void = () => undefined;
    const arriving = new Promise<FirstAnswer | null>((resolve) => (arrive = resolve));
    bridge = createWsBridge(`ws://127.0.0.1:${port}/ws`, arriving);
    const rows = { ok: true as const, value: { items: [{ id: 'note-7' }], total: 1 } };
    const settings = bridge.invoke('app.info', {});
    const list = bridge.invoke('jobs.list', { offset: 0, limit: 50 });
    const status = bridge.invoke('sync.status', {});
    // a round trip to the server: a socket opened at creation would have connected by now
    const probe = new PlatformWebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve) => probe.addEventListener('open', resolve));
    probe.close();
    expect(connections).toBe(1); // the probe only
    arrive({ op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope: rows });
    await expect(list).resolves.toEqual(rows);
    await expect(settings).resolves.toEqual({ ok: true, value: { echo: {} } });
    await expect(status).resolves.toEqual({ ok: true, value: { echo: {} } });
    expect(received.map((message) => message.op)).toEqual(['app.info', 'sync.status']);
  });

  it('sends every call over the socket when the page ended without an answer', async () => {
    const { server, port } = await startServer();
    servers.push(server);
    bridge = createWsBridge(`ws://127.0.0.1:${port}/ws`, Promise.resolve(null));
    await expect(bridge.invoke('jobs.list', { offset: 0, limit: 50 })).resolves.toEqual({ ok: true, value: { echo: { offset: 0, limit: 50 } } });
  });
});

describe('reading the first answer once the page is parsed', () => {
  /**
   * A page as the reader sees it (this file runs in Node: no DOM): its ready state, DOMContentLoaded,
   * and the answer's block once the page's end has arrived.
   */
  function page(readyState: DocumentReadyState, blockText: string | null): { doc: Document; end: (text: string) => void } {
    const target = new EventTarget();
    let block: { textContent: string; remove: () => void } | null = null;
    const put = (text: string | null) => {
      block = text === null ? null : { textContent: text, remove: () => (block = null) };
    };
    put(blockText);
    const fake = { readyState, addEventListener: target.addEventListener.bind(target), getElementById: (id: string) => (id === 'quire-first-answer' ? block : null) };
    return {
      doc: fake as unknown as Document,
      end: (text) => {
        put(text);
        fake.readyState = 'interactive';
        target.dispatchEvent(new Event('DOMContentLoaded'));
      },
    };
  }
  const answer: FirstAnswer = { op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope: { ok: true, value: { items: [], total: 0 } } };

  it('waits for the end of a page still loading, then takes the block', async () => {
    const { doc, end } = page('loading', null);
    let read: FirstAnswer | null | undefined;
    const reading = firstAnswerOnceParsed(doc).then((value) => (read = value));
    await Promise.resolve();
    expect(read).toBeUndefined();
    end(JSON.stringify(answer));
    await reading;
    expect(read).toEqual(answer);
    expect(doc.getElementById('quire-first-answer')).toBeNull(); // taken out of the page
  });

  it('reads at once from a page already parsed, and is none without a block', async () => {
    const { doc } = page('interactive', JSON.stringify(answer));
    await expect(firstAnswerOnceParsed(doc)).resolves.toEqual(answer);
    await expect(firstAnswerOnceParsed(doc)).resolves.toBeNull();
  });
});
