// Browser mode: serves the built renderer and the contract over a WebSocket on 127.0.0.1 only.
// Host (and Origin, when sent) must be this loopback server on every request, so web pages and DNS
// rebinding get nothing. The page and its assets are the public renderer bundle and need no token;
// the WebSocket (all data and every operation) needs the per-launch token, which the page takes from
// the printed address and keeps in the tab's session storage. No cookie is set: cookies are not
// port-isolated, so a token cookie would reach every other server on 127.0.0.1 (#15).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { WebSocket, WebSocketServer } from 'ws';
import type { ClientMessage, ServerMessage } from '../../shared/bridge';
import { TOKEN_PARAM, WS_PATH } from '../../shared/bridge';
import { firstAnswerBlock, firstRowsOf, type FirstAnswer } from '../../shared/first-answer';
import { firstScreenMarkup } from '../../shared/job-rows-markup';
import type { Core } from '../core-types';
import { CONTENT_SECURITY_POLICY } from '../security';

export interface BrowserModeOptions {
  /**
   * The core, or its opening: the server listens (and the browser loads the window) while the core
   * opens its databases; calls wait for it.
   */
  core: Pick<Core, 'handlers' | 'bus'> | Promise<Pick<Core, 'handlers' | 'bus'>>;
  /**
   * Called once, when a window has shown its first job list: after that list was sent, the window asks
   * for a script outside the page's code (the views it loads after its first paint), or
   * `firstPaintGraceMs` later. Work started then (the first sync, the integrity check) no longer
   * competes with the window's rendering of those rows.
   */
  onFirstJobList?: () => void;
  /** How long after the first job list was sent it counts as shown at the latest (default 1 s; tests 0). */
  firstPaintGraceMs?: number;
  /**
   * The window's first answer (its first page of job rows), asked for when the first page with the
   * launch token is requested (computed once the core is open, so never older than the page) and written
   * at its end, which is held open for it at most `firstAnswerWaitMs` (default 1.5 s: the head, and so
   * the page's scripts, are sent at once, and the rows need the core anyway; on a busy machine the
   * core took up to about a second after the page was asked for). Only the first such page gets it.
   */
  firstAnswer?: () => Promise<FirstAnswer | null>;
  firstAnswerWaitMs?: number;
  /**
   * The same first answer when it can be had at once (read straight from the data folder: the page
   * waits for that read, it is quick), else null (then `firstAnswer` gives it). With it the page is sent
   * whole at once, with its job rows painted in it (src/shared/job-rows-markup.ts) before the window's
   * script has run; the window's first render replaces them with the same markup.
   */
  firstAnswerNow?: () => FirstAnswer | null | Promise<FirstAnswer | null>;
  /** Folder with the built renderer (index.html + assets). */
  staticDir: string;
  port?: number;
  /** Fixed token for tests; random per launch otherwise. */
  token?: string;
}

/** What the WebSocket side needs, loaded on the first connection: the page is served before them. */
async function loadSocketLayer(): Promise<{ WebSocketServer: typeof WebSocketServer; dispatch: typeof import('../../shared/dispatch').dispatch }> {
  const [ws, shared] = await Promise.all([import('ws'), import('../../shared/dispatch')]);
  return { WebSocketServer: ws.WebSocketServer, dispatch: shared.dispatch };
}

export interface BrowserModeServer {
  url: string;
  port: number;
  token: string;
  /**
   * Settles once a window has been sent the page's code (the entry script and every module index.html
   * preloads: a browser fetches at most six at a time, so they do not all arrive together), and the page
   * itself to its end when its rows are painted in it, so the caller can start heavy synchronous work
   * (opening the core) without holding up the page's download.
   */
  pageServed: Promise<void>;
  /** Settles when a window first asks for the page (index.html). */
  pageRequested: Promise<void>;
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
/** WebSocket frames above this are refused (uploads in browser mode travel base64 inside frames). */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/** The page's code as index.html names it: its module scripts and modulepreloads, as paths under the root (pure). */
export function pageScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script\b/i.test(tag);
    if (!isScript && !/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) continue;
    const address = new RegExp(`\\b${isScript ? 'src' : 'href'}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    // only this server's own files (relative or root paths), never another origin
    if (!address || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(address)) continue;
    found.add(`/${address.replace(/^\.?\/+/, '').replace(/[?#].*$/, '')}`);
  }
  return [...found];
}

/**
 * The page's module scripts (those with a src) marked `async` (pure). A module script otherwise runs
 * only once the whole page is parsed, and the page that carries the first answer ends only once the
 * core has answered: async, the window's code runs (React, the app's shell) while the core opens, and
 * reads the answer when the page ends (firstAnswerOnceParsed in the renderer).
 */
export function withAsyncModules(html: string): string {
  return html.replace(/<script\b[^>]*>/gi, (tag) =>
    /\btype\s*=\s*["']?module\b/i.test(tag) && /\bsrc\s*=/i.test(tag) && !/\sasync(?=[\s=>/])/i.test(tag) ? tag.replace(/^<script\b/i, '<script async') : tag,
  );
}

/**
 * The locale the window dates its rows in, as the browser names it first in Accept-Language (its
 * language preference), when that is a language tag; otherwise the default one (pure).
 */
export function pageLocale(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return undefined;
  try {
    // a well-formed tag (a cheap check: asking which locales this runtime has loads ICU's list, ~25-70 ms);
    // one the runtime lacks falls back to its default, as a browser's own formatter would
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined; // not a language tag
  }
}

/** Whether the browser runs on Apple's systems (the window then names the modifier key ⌘), from its User-Agent (pure). */
export function isAppleAgent(userAgent: string | undefined): boolean {
  return /\b(Macintosh|Mac OS X|iPhone|iPad)\b/.test(userAgent ?? '');
}

/** Where the painted page's one script is served (see firstPaintBoot). */
export const FIRST_PAINT_BOOT = '/first-paint-boot.js';

/** The page's module scripts (with a src) as the server's own paths, in order (pure). */
export function moduleEntries(html: string): string[] {
  const entries: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (!/\btype\s*=\s*["']?module\b/i.test(tag) || !src || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) continue;
    entries.push(`/${src.replace(/^\.?\/+/, '')}`);
  }
  return entries;
}

/**
 * The painted page's script (pure): it starts the window's code (the page's entry scripts, already
 * fetched through their modulepreload links) once the page's rows have been painted: after the next
 * frame, in a task of its own (the browser paints between the two). Run at once, the code's ~300 KB
 * kept the browser from painting the rows until React had rendered them again (measured: first
 * contentful paint after React's rows). A hidden tab paints nothing and starts at once; `capMs` bounds
 * the wait in any case.
 */
export function firstPaintBoot(entries: string[], capMs = 1_000): string {
  return [
    "// Quire browser mode: the page already shows its first rows; the window's code starts once they are painted.",
    `const entries = ${JSON.stringify(entries)};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const entry of entries) void import(entry);',
    '};',
    '// a row clicked or a button pressed before the code runs is opened or pressed by it (src/renderer/src/lib/painted-state.ts)',
    "const painted = document.querySelector('#root > .app');",
    "const onClick = (event) => {",
    "  if (!painted || !painted.isConnected) return document.removeEventListener('click', onClick, true);",
    "  const row = event.target instanceof Element ? event.target.closest('[data-job-id]') : null;",
    "  if (row) document.documentElement.setAttribute('data-quire-pick', row.getAttribute('data-job-id') ?? '');",
    '  // a button pressed ("+ New collection", "+ New research") is pressed again in the app, by its name',
    "  const button = !row && event.target instanceof Element ? event.target.closest('button') : null;",
    "  if (button) document.documentElement.setAttribute('data-quire-press', (button.getAttribute('aria-label') ?? button.textContent ?? '').trim());",
    '};',
    "document.addEventListener('click', onClick, true);",
    "if (document.visibilityState === 'hidden') start();",
    'else requestAnimationFrame(() => setTimeout(start, 0));',
    `setTimeout(start, ${capMs});`,
    '',
  ].join('\n');
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with its first answer at the end of the body and, when it has rows, the window's first
 * screen painted inside #root (pure). The painted page's entry scripts become modulepreload links (fetched
 * at once, run later) and one script, FIRST_PAINT_BOOT, runs them once the rows are painted; a page
 * without rows keeps its scripts, marked async as on the page that waits for its answer.
 */
export function pageWithFirstScreen(
  html: string,
  answer: FirstAnswer,
  options: { locale?: string; mac?: boolean; now?: Date; stylesheet?: (path: string) => string | null } = {},
): string {
  const rows = firstRowsOf(answer);
  const screen = rows ? firstScreenMarkup(rows, options) : null;
  const root = html.indexOf(EMPTY_ROOT);
  let page: string;
  if (screen !== null && root >= 0 && moduleEntries(html).length > 0) {
    page = `${html.slice(0, root)}<div id="root">${screen}</div>${html.slice(root + EMPTY_ROOT.length)}`;
    let booted = false;
    page = page.replace(/<script\b[^>]*>\s*<\/script>/gi, (tag) => {
      const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
      if (!/\btype\s*=\s*["']?module\b/i.test(tag) || !src || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return tag;
      const preload = `<link rel="modulepreload"${/\scrossorigin\b/i.test(tag) ? ' crossorigin' : ''} href="${src}">`;
      if (booted) return preload;
      booted = true;
      return `${preload}<script type="module" src=".${FIRST_PAINT_BOOT}"></script>`;
    });
    // The page's own stylesheets inside it: a stylesheet to fetch holds the first paint until it arrives.
    page = page.replace(/<link\b[^>]*>/gi, (tag) => {
      const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
      if (!/\brel\s*=\s*["']?stylesheet\b/i.test(tag) || !href || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) return tag;
      const css = options.stylesheet?.(`/${href.replace(/^\.?\/+/, '')}`) ?? null;
      return css === null || /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
    });
  } else page = withAsyncModules(html);
  const end = page.lastIndexOf('</body>');
  const cut = end >= 0 ? end : page.length;
  return `${page.slice(0, cut)}${firstAnswerBlock(answer)}${page.slice(cut)}`;
}

function sameToken(offered: string | null | undefined, token: string): boolean {
  if (!offered) return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}


/** How long the core waits for a window to ask for the page before it opens anyway. */
const CORE_OPEN_DELAY_MS = 250;
/** Longest the core waits, once a window asked for the page, for that window to have all of its code. */
const PAGE_CODE_WAIT_MS = 2_000;

/**
 * When the core may open: once a window has been sent the page's code, or when no window asked for
 * the page within `idleMs`; a window that asked waits at most `capMs` for its code.
 */
export function whenToOpenCore(server: Pick<BrowserModeServer, 'pageServed' | 'pageRequested'>, idleMs = CORE_OPEN_DELAY_MS, capMs = PAGE_CODE_WAIT_MS): Promise<void> {
  return new Promise<void>((resolveOpen) => {
    let asked = false;
    void server.pageServed.then(() => resolveOpen());
    void server.pageRequested.then(() => {
      asked = true;
      setTimeout(resolveOpen, capMs).unref();
    });
    setTimeout(() => {
      if (!asked) resolveOpen();
    }, idleMs).unref();
  });
}

/**
 * Whether the core of this data folder opens the local library first (it starts the embedded service):
 * profiles.json read only (the core's ProfileStore owns it: an unknown active profile, a missing or
 * unreadable file all mean the local library there too).
 */
export function startsEmbeddedService(profilesFile: string): boolean {
  try {
    const parsed = JSON.parse(readFileSync(profilesFile, 'utf8')) as { activeId?: unknown; profiles?: unknown };
    const profiles = Array.isArray(parsed?.profiles) ? (parsed.profiles as Array<{ id?: unknown; kind?: unknown } | null>) : [];
    return profiles.find((profile) => profile?.id === parsed.activeId)?.kind !== 'remote';
  } catch {
    return true;
  }
}

export async function startBrowserMode(options: BrowserModeOptions): Promise<BrowserModeServer> {
  const token = options.token ?? randomBytes(24).toString('hex');
  let port = 0;
  const allowedHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];
  const allowedOrigins = (): string[] => allowedHosts().map((host) => `http://${host}`);

  /** This loopback server by name (no rebinding), and from its own page when a browser says where from. */
  function sameServer(request: IncomingMessage): boolean {
    if (!allowedHosts().includes(request.headers.host ?? '')) return false;
    const origin = request.headers.origin;
    return origin === undefined || allowedOrigins().includes(origin);
  }

  function refuse(response: ServerResponse, status: number, message: string): void {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(message);
  }

  // The page's code: served once every script index.html names has been sent (any order, any connection).
  const indexFile = join(options.staticDir, 'index.html');
  const pageCode = new Set(existsSync(indexFile) ? pageScripts(readFileSync(indexFile, 'utf8')) : []);
  const unsent = new Set(pageCode);
  let scriptsServed = (): void => undefined;
  /** Settles once the painted page (pageWithFirstScreen) has been sent to its end (at once when none is sent). */
  let paintedPageSent: Promise<void> = Promise.resolve();
  // The painted page (~120 KB) outgrows the socket's buffer: its end goes out only as the event loop
  // runs, and the core's opening (long synchronous blocks) would hold it back, and with it the rows'
  // paint (measured: its last bytes 170-390 ms after its first in 4 of 6 runs at load 14-18).
  const pageServed = new Promise<void>((resolveServed) => {
    scriptsServed = resolveServed;
  }).then(() => paintedPageSent);
  let pageAsked = (): void => undefined;
  const pageRequested = new Promise<void>((resolveAsked) => {
    pageAsked = resolveAsked;
  });
  let firstAnswer = options.firstAnswer;
  let firstAnswerNow = options.firstAnswerNow;
  /** Settles once a page waiting for its first answer has been ended (at once when none waits). */
  let firstAnswerSent: Promise<unknown> = Promise.resolve();
  /** The page's head at once (its scripts load meanwhile), its end with the first answer once known. */
  function sendWithFirstAnswer(response: ServerResponse, html: string, pending: Promise<FirstAnswer | null>): void {
    const end = html.lastIndexOf('</body>');
    const cut = end >= 0 ? end : html.length;
    response.write(withAsyncModules(html.slice(0, cut)));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolveWait) => {
      timer = setTimeout(() => resolveWait(null), options.firstAnswerWaitMs ?? 1_500);
    });
    firstAnswerSent = Promise.race([pending.catch(() => null), waited]).then((answer) => {
      clearTimeout(timer);
      if (answer && !jobListSent) {
        // the window paints these rows: the first job list has been sent (see onFirstJobList)
        jobListSent = true;
        setTimeout(firstPaintSeen, options.firstPaintGraceMs ?? 1_000).unref();
      }
      response.end(`${answer ? firstAnswerBlock(answer) : ''}${html.slice(cut)}`);
    });
  }
  /** Any script is the page's code when index.html names none (a build without modules). */
  let anyScriptIsCode = unsent.size === 0;
  // The window's first paint of its job list (see onFirstJobList).
  let firstJobList = options.onFirstJobList;
  let jobListSent = false;
  /** Settles once the first job list has been answered (set when it is asked for). */
  let firstList: Promise<void> | null = null;
  const firstPaintSeen = (): void => {
    const call = firstJobList;
    firstJobList = undefined;
    call?.();
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    if (!sameServer(request)) {
      refuse(response, 401, 'Quire browser mode answers only its own page on 127.0.0.1: open the address printed by `npm start` or `npm run serve`.');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuse(response, 405, 'Method not allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      refuse(response, 400, 'Malformed address');
      return;
    }
    if (pathname === FIRST_PAINT_BOOT) {
      // the painted page's script (pageWithFirstScreen): written from the page's own entries
      response.writeHead(200, { 'Content-Type': MIME['.js'] ?? 'text/javascript', 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : firstPaintBoot(existsSync(indexFile) ? moduleEntries(readFileSync(indexFile, 'utf8')) : []));
      return;
    }
    const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
    const file = normalize(join(options.staticDir, relative));
    if (!file.startsWith(normalize(options.staticDir) + sep)) {
      refuse(response, 404, 'Not found');
      return;
    }
    const target = existsSync(file) && statSync(file).isFile() ? file : join(options.staticDir, 'index.html');
    if (!existsSync(target)) {
      refuse(response, 503, 'The renderer is not built yet: run `npm run build`.');
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': MIME[extname(target)] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    };
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else if (target === indexFile && (firstAnswer || firstAnswerNow) && sameToken(url.searchParams.get(TOKEN_PARAM), token)) {
      // The window that opened the printed address: its first page of rows comes with the page.
      const [now, later] = [firstAnswerNow, firstAnswer];
      firstAnswer = undefined;
      firstAnswerNow = undefined;
      pageAsked();
      const html = readFileSync(indexFile, 'utf8');
      void Promise.resolve()
        .then(() => now?.() ?? null)
        .catch(() => null) // then as when it steps aside: the answer comes later
        .then((ready) => {
          if (!ready) {
            sendWithFirstAnswer(response, html, later ? later() : Promise.resolve(null));
            return;
          }
          // whole, with the rows painted in it
          const stylesheet = (path: string): string | null => {
            const file = normalize(join(options.staticDir, path));
            return file.startsWith(normalize(options.staticDir) + sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
          };
          paintedPageSent = new Promise((resolveSent) => response.once('close', () => resolveSent()));
          response.end(pageWithFirstScreen(html, ready, { locale: pageLocale(request.headers['accept-language']), mac: isAppleAgent(request.headers['user-agent']), stylesheet }));
          if (!jobListSent) {
            jobListSent = true;
            setTimeout(firstPaintSeen, options.firstPaintGraceMs ?? 1_000).unref();
          }
        });
    } else {
      if (target.endsWith(`${sep}index.html`)) pageAsked();
      const name = `/${relative}`;
      // a script the page does not start with, asked for once the window has its rows: it painted them
      if (jobListSent && extname(target) === '.js' && !pageCode.has(name)) firstPaintSeen();
      if (unsent.has(name) || (anyScriptIsCode && extname(target) === '.js')) {
        response.once('close', () => {
          unsent.delete(name);
          if (unsent.size === 0) {
            anyScriptIsCode = false;
            scriptsServed();
          }
        });
      }
      createReadStream(target).pipe(response);
    }
  });

  const sockets = new Set<WebSocket>();
  let socketLayer: Promise<{ wss: WebSocketServer; dispatch: typeof import('../../shared/dispatch').dispatch }> | null = null;
  const socketServer = () =>
    (socketLayer ??= loadSocketLayer().then((loaded) => {
      const wss = new loaded.WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
      wss.on('connection', (ws) => onConnection(ws, loaded.dispatch));
      return { wss, dispatch: loaded.dispatch };
    }));
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    // Browsers always send Origin on WebSocket handshakes; a missing one is not a browser we served.
    const originOk = request.headers.origin !== undefined && allowedOrigins().includes(request.headers.origin);
    if (url.pathname !== WS_PATH || !originOk || !sameServer(request) || !sameToken(url.searchParams.get(TOKEN_PARAM), token)) {
      socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
      return;
    }
    void socketServer().then(
      ({ wss }) => {
        if (closed || socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws));
      },
      () => socket.destroy(),
    );
  });

  const coreReady = Promise.resolve(options.core);
  let unsubscribe = (): void => undefined;
  let closed = false;
  void coreReady.then(
    (core) => {
      if (closed) return;
      // The window that was sent the page connects next: its WebSocket side loads now, not on its
      // connection, but after a first answer the page waits for (it needs only the core; ws brings TLS).
      void firstAnswerSent.then(() => (closed ? undefined : socketServer())).catch(() => undefined);
      unsubscribe = core.bus.subscribe((name, payload) => {
        const message: ServerMessage = { type: 'event', name, payload };
        const text = JSON.stringify(message);
        for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(text);
      });
    },
    () => undefined, // the caller reports a core that failed to open (serve.ts exits with the reason)
  );

  function onConnection(ws: WebSocket, dispatch: typeof import('../../shared/dispatch').dispatch): void {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.on('message', async (data) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(data.toString()) as ClientMessage;
      } catch {
        return; // not ours to answer: there is no id to answer to
      }
      if (message?.type !== 'invoke' || typeof message.id !== 'number') return;
      // The window's first job list (the rows it paints first) goes before the other calls waiting with it.
      let listAnswered = (): void => undefined;
      if (message.op === 'jobs.list' && !jobListSent && !firstList) firstList = new Promise<void>((resolveList) => (listAnswered = resolveList));
      // One call at a time, each answered as soon as it is done: calls that arrived together (a window's
      // first dozen) would otherwise all run their synchronous work before the first answer is sent.
      const envelope = await coreReady.then(
        async (core) => {
          await new Promise((resolveTurn) => setImmediate(resolveTurn));
          if (message.op !== 'jobs.list' && firstList && !jobListSent) await firstList;
          return dispatch(core.handlers, message.op, message.input);
        },
        () => ({ ok: false as const, error: { code: 'INTERNAL' as const, message: 'Quire could not open its data; the terminal that started it says why.', retryable: false } }),
      );
      const reply: ServerMessage = { type: 'result', id: message.id, envelope };
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
      listAnswered();
      if (message.op === 'jobs.list' && !jobListSent) {
        jobListSent = true;
        setTimeout(firstPaintSeen, options.firstPaintGraceMs ?? 1_000).unref();
      }
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/?${TOKEN_PARAM}=${token}`,
    port,
    token,
    pageServed,
    pageRequested,
    async close() {
      closed = true;
      unsubscribe();
      for (const ws of sockets) ws.terminate();
      if (socketLayer) (await socketLayer.catch(() => null))?.wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
