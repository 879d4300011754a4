import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import WebSocket from 'ws';
import { operations, type Handlers } from '../../src/shared/contract';
import type { ServerMessage } from '../../src/shared/bridge';
import { EventBus } from '../../src/main/bus';
import { firstPaintBoot, isAppleAgent, moduleEntries, pageLocale, pageScripts, pageWithFirstScreen, startBrowserMode, startsEmbeddedService, whenToOpenCore, withAsyncModules, type BrowserModeServer } from '../../src/main/web/server';
import { firstScreenMarkup } from '../../src/shared/job-rows-markup';
import type { JobSummary } from '../../src/shared/domain';

// The transport is under test here, so the handler map is the smallest real one: app.info answers,
// sync.now emits an event through the bus, everything else reports it was not expected.
function transportHandlers(bus: EventBus): Handlers {
  const unexpected = async (): Promise<never> => {
    throw new Error('not part of this test');
  };
  const map = Object.fromEntries(Object.keys(operations).map((name) => [name, unexpected])) as unknown as Handlers;
  map['app.info'] = async () => ({ version: '1.2.3', transport: 'browser', dataDir: '/data', embedded: true });
  map['sync.now'] = async () => {
    bus.emit('db.changed', { tables: ['jobs'] });
    return { ok: true };
  };
  return map;
}

let server: BrowserModeServer;
const bus = new EventBus();

beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Quire</title>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startBrowserMode({ core: { handlers: transportHandlers(bus), bus }, staticDir });
});
afterAll(async () => server.close());

function open(url: string, origin: string | undefined): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}
const wsUrl = (token: string) => `ws://127.0.0.1:${server.port}/ws?token=${token}`;
const origin = () => `http://127.0.0.1:${server.port}`;

function nextMessage(ws: WebSocket, predicate: (m: ServerMessage) => boolean): Promise<ServerMessage> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (predicate(message)) {
        ws.off('message', onMessage);
        resolve(message);
      }
    };
    ws.on('message', onMessage);
  });
}

describe('browser mode', () => {
  it('binds to loopback and prints a URL carrying the token', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
  });

  it('serves the page and its assets without a token (the public bundle) and never sets a cookie', async () => {
    for (const url of [`http://127.0.0.1:${server.port}/`, server.url, `http://localhost:${server.port}/assets/app.js`]) {
      const res = await request(url);
      expect(res.statusCode).toBe(200);
      // Cookies are not port-isolated: a token cookie would reach every other server on 127.0.0.1.
      expect(res.headers['set-cookie']).toBeUndefined();
      const body = await res.body.text();
      expect(body).not.toContain(server.token);
    }
  });

  it('sends the CSP with the page', async () => {
    const res = await request(`http://127.0.0.1:${server.port}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    await res.body.text();
  });

  it('answers a malformed address with 400 and keeps serving', async () => {
    const res = await request(`http://127.0.0.1:${server.port}/%E0%A4%A`);
    expect(res.statusCode).toBe(400);
    await res.body.text();
    const after = await request(`http://127.0.0.1:${server.port}/`);
    expect(after.statusCode).toBe(200);
    await after.body.text();
  });

  it.each([
    ['a rebound name', { host: 'evil.example:PORT' }],
    ['the right name on another port', { host: '127.0.0.1:1' }],
    ['a foreign Origin', { host: '127.0.0.1:PORT', origin: 'http://evil.example' }],
    ['another loopback port as Origin', { host: '127.0.0.1:PORT', origin: 'http://127.0.0.1:1' }],
  ])('refuses %s with 401, even with the token', async (_label, headers) => {
    const filled = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('PORT', String(server.port))]));
    const res = await request(server.url, { headers: filled });
    expect(res.statusCode).toBe(401);
    expect(await res.body.text()).not.toContain('<title>');
  });

  it('a WebSocket is refused with a cookie but no token in its address (cookies are not the credential)', async () => {
    const ws = `ws://127.0.0.1:${server.port}/ws`;
    const withCookie = new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(ws, { origin: origin(), headers: { cookie: `quire_token_${server.port}=${server.token}` } });
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
    await expect(withCookie).rejects.toThrow(/401/);
  });

  it('refuses a WebSocket without the token, or from a foreign origin', async () => {
    await expect(open(wsUrl('nope'), origin())).rejects.toThrow(/401/);
    await expect(open(wsUrl(server.token), 'http://evil.example')).rejects.toThrow(/401/);
    await expect(open(wsUrl(server.token), undefined)).rejects.toThrow(/401/);
  });

  it('runs operations, rejects unknown ones and malformed input with the error shape, and pushes events', async () => {
    const ws = await open(wsUrl(server.token), origin());
    try {
      const info = nextMessage(ws, (m) => m.type === 'result' && m.id === 1);
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} }));
      expect(await info).toEqual({ type: 'result', id: 1, envelope: { ok: true, value: expect.objectContaining({ version: '1.2.3' }) } });

      const unknown = nextMessage(ws, (m) => m.type === 'result' && m.id === 2);
      ws.send(JSON.stringify({ type: 'invoke', id: 2, op: 'fs.readFile', input: {} }));
      expect(await unknown).toMatchObject({ envelope: { ok: false, error: { code: 'UNKNOWN_OPERATION', retryable: false } } });

      const malformed = nextMessage(ws, (m) => m.type === 'result' && m.id === 3);
      ws.send(JSON.stringify({ type: 'invoke', id: 3, op: 'jobs.get', input: { id: 7 } }));
      expect(await malformed).toMatchObject({ envelope: { ok: false, error: { code: 'BAD_INPUT' } } });

      const event = nextMessage(ws, (m) => m.type === 'event');
      ws.send(JSON.stringify({ type: 'invoke', id: 4, op: 'sync.now', input: {} }));
      expect(await event).toEqual({ type: 'event', name: 'db.changed', payload: { tables: ['jobs'] } });
    } finally {
      ws.close();
    }
  });
});

// serve.ts listens before the core has opened (the window loads meanwhile): calls wait for the core,
// a core that fails to open answers every call with a sentence, and the first job list sent to a
// window is reported once (the engine's first sync waits for it).
describe('browser mode while the core opens', () => {
  function staticFolder(): string {
    const dir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Quire</title>');
    return dir;
  }

  it('holds calls until the core is open, then answers them and reports the first job list once', async () => {
    const lateBus = new EventBus();
    let openCore: (core: { handlers: Handlers; bus: EventBus }) => void = () => undefined;
    const opening = new Promise<{ handlers: Handlers; bus: EventBus }>((resolve) => {
      openCore = resolve;
    });
    let firstLists = 0;
    const late = await startBrowserMode({ core: opening, staticDir: staticFolder(), onFirstJobList: () => firstLists++, firstPaintGraceMs: 0 });
    const ws = await open(`ws://127.0.0.1:${late.port}/ws?token=${late.token}`, `http://127.0.0.1:${late.port}`);
    try {
      let answered = false;
      const info = nextMessage(ws, (m) => m.type === 'result' && m.id === 1).then((m) => {
        answered = true;
        return m;
      });
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);
      const handlers = transportHandlers(lateBus);
      handlers['jobs.list'] = async () => ({ items: [], total: 0 });
      openCore({ handlers, bus: lateBus });
      expect(await info).toMatchObject({ envelope: { ok: true, value: { version: '1.2.3' } } });
      expect(firstLists).toBe(0);
      for (const id of [2, 3]) {
        const listed = nextMessage(ws, (m) => m.type === 'result' && m.id === id);
        ws.send(JSON.stringify({ type: 'invoke', id, op: 'jobs.list', input: {} }));
        expect(await listed).toMatchObject({ envelope: { ok: true, value: { total: 0 } } });
      }
      await expect.poll(() => firstLists).toBe(1);
      // events flow once the core is open
      const event = nextMessage(ws, (m) => m.type === 'event');
      lateBus.emit('db.changed', { tables: ['files'] });
      expect(await event).toEqual({ type: 'event', name: 'db.changed', payload: { tables: ['files'] } });
    } finally {
      ws.close();
      await late.close();
    }
  });

  it("answers the window's first job list before the calls that waited with it for the core", async () => {
    const lateBus = new EventBus();
    let openCore: (core: { handlers: Handlers; bus: EventBus }) => void = () => undefined;
    const opening = new Promise<{ handlers: Handlers; bus: EventBus }>((resolve) => {
      openCore = resolve;
    });
    const late = await startBrowserMode({ core: opening, staticDir: staticFolder(), firstPaintGraceMs: 0 });
    const ws = await open(`ws://127.0.0.1:${late.port}/ws?token=${late.token}`, `http://127.0.0.1:${late.port}`);
    const order: number[] = [];
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'result') order.push(message.id);
    });
    try {
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} }));
      ws.send(JSON.stringify({ type: 'invoke', id: 2, op: 'app.info', input: {} }));
      ws.send(JSON.stringify({ type: 'invoke', id: 3, op: 'jobs.list', input: {} }));
      ws.send(JSON.stringify({ type: 'invoke', id: 4, op: 'jobs.list', input: { limit: 1 } }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const handlers = transportHandlers(lateBus);
      handlers['jobs.list'] = async () => ({ items: [], total: 0 });
      openCore({ handlers, bus: lateBus });
      await expect.poll(() => order.length).toBe(4);
      expect(order[0]).toBe(3);
      expect(order.slice(1)).toEqual([1, 2, 4]); // the others in their order
      // later calls keep their order
      ws.send(JSON.stringify({ type: 'invoke', id: 5, op: 'app.info', input: {} }));
      ws.send(JSON.stringify({ type: 'invoke', id: 6, op: 'jobs.list', input: {} }));
      await expect.poll(() => order.length).toBe(6);
      expect(order.slice(4)).toEqual([5, 6]);
    } finally {
      ws.close();
      await late.close();
    }
  });

  it('answers calls that arrived together one by one: a slow call does not hold back the answer before it', async () => {
    // The client runs in its own process, so when an answer reaches it is not decided by this
    // process's event loop, which the slow handler blocks.
    const lateBus = new EventBus();
    let openCore: (core: { handlers: Handlers; bus: EventBus }) => void = () => undefined;
    const opening = new Promise<{ handlers: Handlers; bus: EventBus }>((resolve) => {
      openCore = resolve;
    });
    const late = await startBrowserMode({ core: opening, staticDir: staticFolder() });
    const client = [
      "import WebSocket from 'ws';",
      `const ws = new WebSocket('ws://127.0.0.1:${late.port}/ws?token=${late.token}', { origin: 'http://127.0.0.1:${late.port}' });`,
      "ws.on('open', () => { ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} })); ws.send(JSON.stringify({ type: 'invoke', id: 2, op: 'usage.get', input: {} })); console.log('sent'); });",
      "let left = 2; ws.on('message', (data) => { const m = JSON.parse(String(data)); if (m.type !== 'result') return; console.log(JSON.stringify({ id: m.id, at: Date.now() })); if (--left === 0) process.exit(0); });",
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', client], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await vi.waitFor(() => expect(output).toContain('sent'), { timeout: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 300)); // both calls are now waiting for the core
      const handlers = transportHandlers(lateBus);
      let slowEnded = 0;
      handlers['usage.get'] = async () => {
        const until = Date.now() + 400;
        while (Date.now() < until) {
          /* synchronous work, as a big SQL query would be */
        }
        slowEnded = Date.now();
        throw new Error('not part of this test');
      };
      openCore({ handlers, bus: lateBus });
      await new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const answers = output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { id: number; at: number });
      expect(answers.map((answer) => answer.id)).toEqual([1, 2]);
      expect(slowEnded).toBeGreaterThan(0);
      // the first answer reached the client while the slow call was still running
      expect(answers[0]?.at).toBeLessThan(slowEnded);
    } finally {
      child.kill();
      await late.close();
    }
  });

  it('answers every call with a sentence when the core could not open', async () => {
    const failed = Promise.reject(new Error('database from a newer Quire'));
    failed.catch(() => undefined);
    const broken = await startBrowserMode({ core: failed, staticDir: staticFolder() });
    const ws = await open(`ws://127.0.0.1:${broken.port}/ws?token=${broken.token}`, `http://127.0.0.1:${broken.port}`);
    try {
      const info = nextMessage(ws, (m) => m.type === 'result' && m.id === 1);
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} }));
      expect(await info).toMatchObject({ envelope: { ok: false, error: { code: 'INTERNAL', message: expect.stringMatching(/could not open its data/) } } });
    } finally {
      ws.close();
      await broken.close();
    }
  });
});

describe('browser mode before a window has its code', () => {
  it('says when the page\'s script has been sent (serve.ts opens the core only then), not on the HTML alone', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><script type="module" src="./assets/app.js"></script>');
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    const fresh = await startBrowserMode({ core: { handlers: transportHandlers(bus), bus }, staticDir });
    const state = () => Promise.race([fresh.pageServed.then(() => 'sent'), new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    try {
      await (await request(`http://127.0.0.1:${fresh.port}/`)).body.text();
      expect(await state()).toBe('waiting');
      await (await request(`http://127.0.0.1:${fresh.port}/assets/app.js`)).body.text();
      expect(await state()).toBe('sent');
      // the WebSocket side loads on the first connection and still answers
      const ws = await open(`ws://127.0.0.1:${fresh.port}/ws?token=${fresh.token}`, `http://127.0.0.1:${fresh.port}`);
      const reply = nextMessage(ws, (m) => m.type === 'result' && m.id === 1);
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} }));
      expect(await reply).toMatchObject({ envelope: { ok: true, value: { version: '1.2.3' } } });
      ws.close();
    } finally {
      await fresh.close();
    }
  });
});

describe("the page's code, as index.html names it", () => {
  it.each([
    ['entry and modulepreloads, relative', '<script type="module" crossorigin src="./assets/index-1.js"></script><link rel="modulepreload" crossorigin href="./assets/react-2.js"><link rel="stylesheet" href="./assets/index.css">', ['/assets/index-1.js', '/assets/react-2.js']],
    ['root paths, query and fragment dropped, duplicates once', '<link rel=modulepreload href="/assets/a.js?v=1"><SCRIPT type=module SRC=\'/assets/a.js#x\'></SCRIPT>', ['/assets/a.js']],
    ['other origins, inline scripts and stylesheets are not its code', '<script src="https://cdn.example/x.js"></script><script src="//cdn.example/y.js"></script><script>1</script><link rel="preload" href="./assets/font.woff2"><link rel="stylesheet" href="./a.css">', []],
    ['no tags', '<!doctype html><title>Quire</title>', []],
  ])('%s', (_name, html, expected) => {
    expect(pageScripts(html)).toEqual(expected);
  });

  it('is served only once every named script has been sent: a browser fetches six at a time, the rest after the first ones end', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><script type="module" src="./assets/app.js"></script><link rel="modulepreload" href="./assets/react.js"><link rel="modulepreload" href="./assets/late.js">');
    for (const name of ['app.js', 'react.js', 'late.js', 'lazy-view.js']) writeFileSync(join(staticDir, 'assets', name), 'console.log(1)');
    const fresh = await startBrowserMode({ core: { handlers: transportHandlers(bus), bus }, staticDir });
    const settled = (promise: Promise<void>) => Promise.race([promise.then(() => 'settled'), new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    try {
      expect(await settled(fresh.pageRequested)).toBe('waiting');
      await (await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`)).body.text();
      expect(await settled(fresh.pageRequested)).toBe('settled');
      await (await request(`http://127.0.0.1:${fresh.port}/assets/app.js`)).body.text();
      await (await request(`http://127.0.0.1:${fresh.port}/assets/react.js`)).body.text();
      // every script in flight has ended, but one the page names has not been asked for yet
      await (await request(`http://127.0.0.1:${fresh.port}/assets/lazy-view.js`)).body.text();
      expect(await settled(fresh.pageServed)).toBe('waiting');
      await (await request(`http://127.0.0.1:${fresh.port}/assets/late.js`)).body.text();
      expect(await settled(fresh.pageServed)).toBe('settled');
    } finally {
      await fresh.close();
    }
  });
});

describe('when browser mode opens its core', () => {
  function fakeServer() {
    let served = (): void => undefined;
    let requested = (): void => undefined;
    return {
      server: { pageServed: new Promise<void>((resolve) => (served = resolve)), pageRequested: new Promise<void>((resolve) => (requested = resolve)) },
      served: () => served(),
      requested: () => requested(),
    };
  }
  const state = async (opening: Promise<void>, afterMs: number) => Promise.race([opening.then(() => 'open'), new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), afterMs))]);

  it('opens after the idle delay when no window asked for the page', async () => {
    const fake = fakeServer();
    const opening = whenToOpenCore(fake.server, 50, 10_000);
    expect(await state(opening, 400)).toBe('open');
  });

  it('waits past the idle delay for a window that asked for the page, until its code is sent', async () => {
    const fake = fakeServer();
    const opening = whenToOpenCore(fake.server, 50, 10_000);
    fake.requested();
    expect(await state(opening, 300)).toBe('waiting');
    fake.served();
    expect(await state(opening, 300)).toBe('open');
  });

  it('waits for a loading window at most the cap', async () => {
    const fake = fakeServer();
    const opening = whenToOpenCore(fake.server, 20, 150);
    fake.requested();
    expect(await state(opening, 1_000)).toBe('open');
  });
});

describe("the window's first paint of its job list", () => {
  it('is the first script asked for after the first job list, outside the page\'s code (the views loaded after the first paint), reported once', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><script type="module" src="./assets/app.js"></script><link rel="modulepreload" href="./assets/react.js">');
    for (const name of ['app.js', 'react.js', 'JobView.js', 'SettingsView.js']) writeFileSync(join(staticDir, 'assets', name), 'console.log(1)');
    const paintBus = new EventBus();
    const handlers = transportHandlers(paintBus);
    handlers['jobs.list'] = async () => ({ items: [], total: 0 });
    let painted = 0;
    const fresh = await startBrowserMode({ core: { handlers, bus: paintBus }, staticDir, onFirstJobList: () => painted++, firstPaintGraceMs: 60_000 });
    const ws = await open(`ws://127.0.0.1:${fresh.port}/ws?token=${fresh.token}`, `http://127.0.0.1:${fresh.port}`);
    const get = async (path: string) => (await request(`http://127.0.0.1:${fresh.port}${path}`)).body.text();
    try {
      // a lazy view fetched before any list is not the list's paint
      await get('/assets/JobView.js');
      const listed = nextMessage(ws, (m) => m.type === 'result' && m.id === 1);
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'jobs.list', input: {} }));
      expect(await listed).toMatchObject({ envelope: { ok: true, value: { total: 0 } } });
      // the page's own code (a reload) is not either
      await get('/assets/app.js');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(painted).toBe(0);
      await get('/assets/SettingsView.js');
      expect(painted).toBe(1);
      await get('/assets/JobView.js');
      expect(painted).toBe(1);
    } finally {
      ws.close();
      await fresh.close();
    }
  });

  it('counts as shown the grace period after the first job list when the window asks for nothing more', async () => {
    const paintBus = new EventBus();
    const handlers = transportHandlers(paintBus);
    handlers['jobs.list'] = async () => ({ items: [], total: 0 });
    let painted = 0;
    const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Quire</title>');
    const fresh = await startBrowserMode({ core: { handlers, bus: paintBus }, staticDir, onFirstJobList: () => painted++, firstPaintGraceMs: 200 });
    const ws = await open(`ws://127.0.0.1:${fresh.port}/ws?token=${fresh.token}`, `http://127.0.0.1:${fresh.port}`);
    try {
      const listed = nextMessage(ws, (m) => m.type === 'result' && m.id === 1);
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'jobs.list', input: {} }));
      await listed;
      expect(painted).toBe(0);
      await expect.poll(() => painted).toBe(1);
    } finally {
      ws.close();
      await fresh.close();
    }
  });
});

describe("the window's first answer inside the page", () => {
  const answer = { op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope: { ok: true as const, value: { items: [], total: 0 } } };
  function page(): string {
    const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>');
    return staticDir;
  }

  it('is written at the end of the first page asked for with the launch token, which waits for it; other pages never get it', async () => {
    let give: (value: typeof answer) => void = () => undefined;
    let asked = 0;
    const fresh = await startBrowserMode({
      core: { handlers: transportHandlers(bus), bus },
      staticDir: page(),
      firstAnswer: () => {
        asked++;
        return new Promise((resolve) => (give = resolve));
      },
      firstAnswerWaitMs: 30_000,
    });
    try {
      // no token (or a wrong one): the page as built, at once, and the answer is not even computed
      expect(await (await request(`http://127.0.0.1:${fresh.port}/`)).body.text()).not.toContain('quire-first-answer');
      expect(await (await request(`http://127.0.0.1:${fresh.port}/?token=${'0'.repeat(fresh.token.length)}`)).body.text()).not.toContain('quire-first-answer');
      expect(asked).toBe(0);
      const response = await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`);
      let text = '';
      response.body.setEncoding('utf8');
      const done = new Promise<void>((resolve) => {
        response.body.on('data', (chunk: string) => (text += chunk));
        response.body.on('end', () => resolve());
      });
      // the head (and its script) is sent while the answer is computed
      // (marked async: the window's code runs before the page's end, which waits for the answer)
      await vi.waitFor(() => expect(text).toContain('<script async type="module" src="./assets/app.js">'));
      expect(text).not.toContain('</body>');
      expect(asked).toBe(1);
      give(answer);
      await done;
      expect(text).toMatch(/<div id="root"><\/div><script type="application\/json" id="quire-first-answer">\{.*\}<\/script><\/body><\/html>$/);
      expect(JSON.parse(/id="quire-first-answer">(.*)<\/script>/.exec(text)?.[1] ?? '')).toEqual(answer);
      // a second window (or a reload with the token) gets the page as built
      expect(await (await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`)).body.text()).not.toContain('quire-first-answer');
      expect(asked).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('is left out when it is not ready in time or there is none; the page still ends', async () => {
    for (const firstAnswer of [() => new Promise<null>(() => undefined), async () => null, async () => Promise.reject(new Error('no core'))]) {
      const fresh = await startBrowserMode({ core: { handlers: transportHandlers(bus), bus }, staticDir: page(), firstAnswer, firstAnswerWaitMs: 200 });
      try {
        const text = await (await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`)).body.text();
        expect(text).not.toContain('quire-first-answer');
        expect(text.endsWith('<div id="root"></div></body></html>')).toBe(true);
      } finally {
        await fresh.close();
      }
    }
  });
});

describe('the page that waits for its first answer runs its module scripts as they arrive (async)', () => {
  const cases: Array<[string, string, string]> = [
    ['a module script with a src', '<script type="module" crossorigin src="./assets/index-1.js"></script>', '<script async type="module" crossorigin src="./assets/index-1.js"></script>'],
    ['unquoted type, upper case', '<SCRIPT TYPE=module SRC="/a.js"></SCRIPT>', '<script async TYPE=module SRC="/a.js"></SCRIPT>'],
    ['already async: unchanged', '<script async type="module" src="/a.js"></script>', '<script async type="module" src="/a.js"></script>'],
    ['a data block: unchanged', '<script type="application/json" id="x">{}</script>', '<script type="application/json" id="x">{}</script>'],
    ['a classic script: unchanged', '<script src="/legacy.js"></script>', '<script src="/legacy.js"></script>'],
    ['an inline module: unchanged (async means nothing without a src)', '<script type="module">1</script>', '<script type="module">1</script>'],
    ['"async" only inside the address: still marked', '<script type="module" src="/async-chunk.js"></script>', '<script async type="module" src="/async-chunk.js"></script>'],
    ['modulepreload links: unchanged', '<link rel="modulepreload" href="/b.js">', '<link rel="modulepreload" href="/b.js">'],
  ];
  for (const [what, html, expected] of cases) {
    it(what, () => {
      expect(withAsyncModules(html)).toBe(expected);
    });
  }
});

describe('whether the core opens the local library first (its page is then not held for a first answer)', () => {
  it.each([
    ['no profiles file (a first start)', null, true],
    ['the local library active', JSON.stringify({ activeId: 'local', profiles: [{ id: 'local', kind: 'local' }, { id: 'acct', kind: 'remote' }] }), true],
    ['an account active', JSON.stringify({ activeId: 'acct', profiles: [{ id: 'local', kind: 'local' }, { id: 'acct', kind: 'remote' }] }), false],
    ['an active id no profile has', JSON.stringify({ activeId: 'gone', profiles: [{ id: 'acct', kind: 'remote' }] }), true],
    ['a broken file', '{"activeId": "acct", "profiles": [', true],
    ['another shape', JSON.stringify({ activeId: 'acct', profiles: 'acct' }), true],
    ['null entries', JSON.stringify({ activeId: 'acct', profiles: [null, { id: 'acct', kind: 'remote' }] }), false],
  ])('%s', (_name, content, expected) => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-profiles-'));
    if (content !== null) writeFileSync(join(dir, 'profiles.json'), content);
    expect(startsEmbeddedService(join(dir, 'profiles.json'))).toBe(expected);
  });
});

describe("the window's first screen painted in the page (the first answer read at once from the files)", () => {
  const job = (id: string): JobSummary => ({ id, serverId: id, query: `Question ${id} <b>`, status: 'completed', reasoningLoopsConsumed: 1, runningTime: 12, createdAt: '2031-07-09T09:30:00.000Z', syncState: 'synced', error: null, availableOffline: true, sourceCount: 1, tags: [], starred: false, removedAt: null });
  const answer = (items: JobSummary[], total = items.length) => ({ op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope: { ok: true as const, value: { items, total } } });
  const BUILT = '<!doctype html><html><head><script type="module" crossorigin src="./assets/index-1.js"></script><link rel="stylesheet" crossorigin href="./assets/index-1.css"></head><body><div id="root"></div></body></html>';
  function builtDir(): string {
    const staticDir = mkdtempSync(join(tmpdir(), 'quire-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), BUILT);
    writeFileSync(join(staticDir, 'assets', 'index-1.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'assets', 'index-1.css'), 'body { margin: 0 }');
    return staticDir;
  }

  it('pageLocale: the first language the browser asks for, when this runtime knows it', () => {
    expect(pageLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(pageLocale('en-GB;q=0.9')).toBe('en-GB');
    expect(pageLocale(' fr ')).toBe('fr');
    expect(pageLocale('*')).toBeUndefined();
    expect(pageLocale('')).toBeUndefined();
    expect(pageLocale(undefined)).toBeUndefined();
    expect(pageLocale('not a tag!,en')).toBeUndefined();
  });

  it.each([
    ['Chromium on Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', false],
    ['Chrome on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', true],
    ['Safari on an iPad', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1', true],
    ['Edge on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0', false],
    ['none', undefined, false],
  ])('isAppleAgent: %s', (_name, agent, expected) => {
    expect(isAppleAgent(agent)).toBe(expected);
  });

  it("moduleEntries: the page's module scripts with a src, as the server's paths", () => {
    expect(moduleEntries(BUILT)).toEqual(['/assets/index-1.js']);
    expect(moduleEntries('<script type="module" src="/a.js"></script><script src="/classic.js"></script><script type="module">1</script><script type="module" src="https://cdn.example/x.js"></script><script type="application/json" id="x">{}</script>')).toEqual(['/a.js']);
  });

  it("firstPaintBoot: starts the page's entries after a frame (in a task of its own), at once when hidden, within the cap", () => {
    const boot = firstPaintBoot(['/assets/index-1.js'], 750);
    expect(boot).toContain('const entries = ["/assets/index-1.js"];');
    expect(boot).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
    expect(boot).toContain("if (document.visibilityState === 'hidden') start();");
    expect(boot).toContain('setTimeout(start, 750);');
    // a painted row clicked before the code has taken the page over is recorded for it (lib/painted-state.ts)
    expect(boot).toContain("document.documentElement.setAttribute('data-quire-pick'");
    expect(boot).toContain("if (!painted || !painted.isConnected) return document.removeEventListener('click', onClick, true);");
  });

  it('pageWithFirstScreen: rows painted in #root, the entry preloaded and run by the boot script, the stylesheet inside, the answer at the end', () => {
    const page = pageWithFirstScreen(BUILT, answer([job('a'), job('b')]), { stylesheet: (path) => (path === '/assets/index-1.css' ? 'body { margin: 0 }' : null) });
    expect(page).toContain(`<div id="root">${firstScreenMarkup({ items: [job('a'), job('b')], total: 2 })}</div>`);
    expect(page).toContain('<head><link rel="modulepreload" crossorigin href="./assets/index-1.js"><script type="module" src="./first-paint-boot.js"></script><style>body { margin: 0 }</style></head>');
    expect(page).not.toContain('<script async');
    expect(page).toMatch(/<\/div><script type="application\/json" id="quire-first-answer">\{.*\}<\/script><\/body><\/html>$/);
    // the rows' text is escaped: nothing in a query can open a tag
    expect(page).toContain('Question a &lt;b&gt;');
    expect(page).not.toContain('Question a <b>');
  });

  it('pageWithFirstScreen: no rows (an empty list, a failed answer, another call) or no #root: the page as it waits for its answer, scripts async, with the answer', () => {
    const cases = [
      [BUILT, answer([], 0)],
      [BUILT, { op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope: { ok: false as const, error: { code: 'INTERNAL' as const, message: 'x', retryable: false } } }],
      [BUILT, { op: 'jobs.list', input: { offset: 50, limit: 50 }, envelope: answer([job('a')]).envelope }],
      [BUILT.replace('<div id="root"></div>', '<main></main>'), answer([job('a')])],
    ] as const;
    for (const [html, given] of cases) {
      const page = pageWithFirstScreen(html, given);
      expect(page).toContain('<script async type="module" crossorigin src="./assets/index-1.js"></script>');
      expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/index-1.css">');
      expect(page).not.toContain('job-row');
      expect(page).not.toContain('first-paint-boot');
      expect(page).toContain('id="quire-first-answer"');
    }
  });

  it('is sent whole at once when the first answer can be read at once, with its boot script served; the first job list counts as sent', async () => {
    let laterAsked = 0;
    let listShown = 0;
    const fresh = await startBrowserMode({
      core: new Promise<never>(() => undefined), // the core never opens: the page needs it not
      staticDir: builtDir(),
      // given once its reading module has loaded (serve.ts: the page waits for it)
      firstAnswerNow: () => new Promise((resolveRead) => setImmediate(() => resolveRead(answer([job('a')], 9)))),
      firstAnswer: async () => {
        laterAsked++;
        return null;
      },
      onFirstJobList: () => listShown++,
      firstPaintGraceMs: 0,
    });
    try {
      const text = await (await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`)).body.text();
      expect(text).toContain('<div id="root"><div class="app">');
      expect(text).toContain('data-job-id="a"');
      expect(text).toContain('<style>body { margin: 0 }</style>');
      expect(JSON.parse(/id="quire-first-answer">(.*)<\/script>/.exec(text)?.[1] ?? '')).toEqual(answer([job('a')], 9));
      expect(laterAsked).toBe(0);
      const boot = await request(`http://127.0.0.1:${fresh.port}/first-paint-boot.js`);
      expect(boot.statusCode).toBe(200);
      expect(boot.headers['content-type']).toContain('text/javascript');
      expect(await boot.body.text()).toContain('const entries = ["/assets/index-1.js"];');
      await vi.waitFor(() => expect(listShown).toBe(1));
      // another window (or a reload) gets the page as built
      const again = await (await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`)).body.text();
      expect(again).toBe(BUILT);
    } finally {
      await fresh.close();
    }
  });

  it("says the page's code is served only once the painted page itself has been sent to its end (it outgrows the socket's buffer)", async () => {
    const staticDir = builtDir();
    writeFileSync(join(staticDir, 'assets', 'index-1.css'), `/* ${'x'.repeat(16 * 1024 * 1024)} */`); // far beyond any socket buffer
    const fresh = await startBrowserMode({ core: new Promise<never>(() => undefined), staticDir, firstAnswerNow: () => answer([job('a')]) });
    let servedAt = 0;
    void fresh.pageServed.then(() => (servedAt = performance.now()));
    try {
      const page = await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`);
      // the window fetches the page's code while the page's end is still on its way (its body unread here)
      expect(await (await request(`http://127.0.0.1:${fresh.port}/assets/index-1.js`)).body.text()).toBe('console.log(1)');
      await new Promise((resolveTurn) => setImmediate(resolveTurn));
      const readingFrom = performance.now();
      expect((await page.body.text()).length).toBeGreaterThan(16 * 1024 * 1024);
      await fresh.pageServed;
      expect(servedAt).toBeGreaterThanOrEqual(readingFrom);
    } finally {
      await fresh.close();
    }
  });

  it('waits for the answer as before when the read at once steps aside (null) or fails', async () => {
    for (const now of [() => null, () => { throw new Error('locked'); }]) {
      const fresh = await startBrowserMode({ core: { handlers: transportHandlers(bus), bus }, staticDir: builtDir(), firstAnswerNow: now, firstAnswer: async () => answer([job('late')]) });
      try {
        const text = await (await request(`http://127.0.0.1:${fresh.port}/?token=${fresh.token}`)).body.text();
        expect(text).toContain('<script async type="module" crossorigin src="./assets/index-1.js"></script>');
        expect(text).toContain('<div id="root"></div><script type="application/json" id="quire-first-answer">');
        expect(text).not.toContain('job-row');
        expect(JSON.parse(/id="quire-first-answer">(.*)<\/script>/.exec(text)?.[1] ?? '')).toEqual(answer([job('late')]));
      } finally {
        await fresh.close();
      }
    }
  });
});
