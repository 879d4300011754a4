// `npm run serve`: Quire in browser mode. Starts the same core as the desktop app, then serves the
// built renderer and the contract on 127.0.0.1 behind a per-launch token.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Core } from '../core-types';
import { defaultDataDir, usePrivateFileModes } from '../paths';
import { FIRST_JOB_PAGE, type FirstAnswer } from '../../shared/first-answer';
import { startBrowserMode, startsEmbeddedService, whenToOpenCore } from './server';
import { warmRowDates } from '../../shared/job-rows-markup';
import { checkServiceFlags } from './service-flags';

const HELP = `Usage: npm run serve -- [--data <dir>] [--port <n>] [--service-url <url> --service-key <key>] [--api-version <v>]

Serves Quire on http://127.0.0.1 (never on other interfaces). Open the printed address: it carries
the access token for this launch. Without --service-url, Quire runs against its embedded local
research service over your own library.`;

/** The core's heaviest dependencies, loaded one by one with a turn of the event loop between them. */
async function warmUp(): Promise<void> {
  // the schemas in two steps (the domain's with zod, the contract's): together they were the longest
  // block. Not ws: the window's first rows come inside the page, and ws (with TLS) loads after them.
  const parts = [
    () => import('better-sqlite3'),
    () => import('../../shared/domain'),
    () => import('../../shared/contract'),
    () => import('../../shared/dispatch'),
  ];
  for (const load of parts) {
    await new Promise((resolveTurn) => setImmediate(resolveTurn));
    await load().catch(() => undefined); // a part that fails to load fails again, and is reported, when the core opens
  }
}

async function main(): Promise<void> {
  usePrivateFileModes(); // everything this process writes (databases, staging, backups) is the owner's alone
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      port: { type: 'string', default: '0' },
      'service-url': { type: 'string' },
      'service-key': { type: 'string' },
      'api-version': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, got "${values.port}"`);
  // Bundled into out/main/serve.js (npm run serve), or run from source under tsx (tests, dev).
  const staticDir = resolve(import.meta.dirname, import.meta.url.endsWith('.ts') ? '../../../out/renderer' : '../renderer');
  if (!existsSync(resolve(staticDir, 'index.html'))) {
    throw new Error('The renderer is not built. Run `npm run build` (npm run serve does this for you).');
  }
  const serviceUrl = values['service-url'];
  const { serviceKey, warning } = checkServiceFlags(serviceUrl, values['service-key'], process.env.QUIRE_API_KEY);
  if (warning) console.error(`warning: ${warning}`);
  const apiVersion = values['api-version'];
  if (apiVersion !== undefined && apiVersion !== '2025-11-27' && apiVersion !== '2025-08-08') {
    throw new Error(`--api-version must be 2025-11-27 or 2025-08-08, got "${apiVersion}"`);
  }

  // The window loads while the core opens (databases, integrity check), and the first sync cycle waits
  // until the window has its job list (or 3 s): the library shows first (bench/startup.bench.ts).
  let painted = (): void => undefined;
  const firstPaint = new Promise<void>((resolvePaint) => {
    painted = resolvePaint;
    setTimeout(resolvePaint, 3_000).unref();
  });
  const dataDir = resolve(values.data ?? defaultDataDir());
  // The server listens first; the core opens right after, while the browser loads the window.
  let coreOpened: (core: Core) => void = () => undefined;
  let coreFailed: (error: unknown) => void = () => undefined;
  const coreReady = new Promise<Core>((resolveCore, rejectCore) => {
    coreOpened = resolveCore;
    coreFailed = rejectCore;
  });
  coreReady.catch(() => undefined); // reported below
  // The window's first page of rows (it goes at the end of the page): read from the profile's files when
  // the page is asked for, or computed once the core is open when that read steps aside.
  // Not for the local library: its core starts the embedded research service before it can answer,
  // and holding the page for that made its rows later (measured: +0.2 s), while an account's core (or
  // one given --service-url) answers about when the page's code is ready (-0.2 s; npm run bench startup).
  const overridden = Boolean(serviceUrl && serviceKey);
  const holdsPage = overridden || !startsEmbeddedService(resolve(dataDir, 'profiles.json'));
  // The first page straight from the profile's files needs only SQLite (first-page.ts): loaded now.
  type ReadFirstPage = typeof import('../db/first-page').readFirstJobPage;
  const firstPage: Promise<ReadFirstPage | null> | null = holdsPage ? import('../db/first-page').then((module) => module.readFirstJobPage).catch(() => null) : null;
  /** Whether the read from the files was tried when the page was asked for (it is not tried twice). */
  let triedNow = false;
  // Straight from the files when that gives exactly the handler's rows: the page is then sent whole at
  // once, its rows painted in it, without waiting for the core (npm run bench startup).
  const readDirect = (read: ReadFirstPage): FirstAnswer | null => {
    try {
      const direct = read(dataDir, FIRST_JOB_PAGE.input);
      return direct ? { op: FIRST_JOB_PAGE.op, input: FIRST_JOB_PAGE.input, envelope: { ok: true, value: direct } } : null;
    } catch {
      return null; // the core answers instead
    }
  };
  const firstAnswerNow = async (): Promise<FirstAnswer | null> => {
    // the module is usually loaded by the time the page is asked for; on a busy machine it can still be loading
    const read = firstPage ? await firstPage : null;
    if (!read) return null; // not for this profile: the page waits for firstAnswer
    triedNow = true;
    return readDirect(read);
  };
  const firstAnswer = async (): Promise<FirstAnswer | null> => {
    if (!firstPage) return null;
    const read = await firstPage;
    const direct = read && !triedNow ? readDirect(read) : null;
    if (direct) return direct;
    return coreReady.then(
      async (core): Promise<FirstAnswer | null> => {
        const { dispatch } = await import('../../shared/dispatch');
        const envelope = await dispatch(core.handlers, FIRST_JOB_PAGE.op, FIRST_JOB_PAGE.input);
        return envelope.ok ? { op: FIRST_JOB_PAGE.op, input: FIRST_JOB_PAGE.input, envelope } : null;
      },
      () => null,
    );
  };
  const server = await startBrowserMode({ core: coreReady, staticDir, port, onFirstJobList: () => painted(), firstAnswer, firstAnswerNow });
  console.log(`Quire is running at ${server.url}`);
  // While the browser opens the address: the date formatters the painted rows use (ICU's first load)
  // (another locale's formatters then cost ~1 ms each)
  if (holdsPage) setImmediate(() => warmRowDates());
  console.log(`Data: ${dataDir}`);
  // While the window fetches the page, what the core needs loads one part at a time: each is a short
  // synchronous block, between which the page's files are still served (loading the whole core at once
  // held them up); the core's own module then has only itself left to load.
  // (When the page is held for its first answer, that answer usually comes from the files at once, and
  // the warm-up waits until the page's code has been sent: its blocks held up the script's download.)
  const coreMayOpen = whenToOpenCore(server);
  const warming = holdsPage ? coreMayOpen.then(warmUp) : warmUp();
  let core: Core;
  try {
    // The core (SQLite, the sync engine, the notebook) loads only now, and once a window has been sent
    // the page's code (or after a moment, when nobody opens the address yet): its loading is synchronous
    // work that would otherwise hold up that download, while the browser parses the code on the other
    // core meanwhile (measured in npm run bench: startup).
    await coreMayOpen;
    await warming;
    const { createCore } = await import('../core');
    core = await createCore({
      dataDir,
      transport: 'browser',
      autoSync: true,
      holdSyncUntil: firstPaint,
      // the mirror's whole-file check runs after the first paint too (before the first sync)
      deferIntegrityCheck: true,
      openExternal: async (url) => {
        // Browser mode has no shell: print the address so the user can open it themselves.
        console.log(`Open in your browser: ${url}`);
      },
      ...(serviceUrl && serviceKey ? { serviceOverride: { baseUrl: serviceUrl, apiKey: serviceKey, ...(apiVersion ? { apiVersion } : {}) } } : {}),
    });
    coreOpened(core);
  } catch (error) {
    // a window already opened shows "could not open its data" on its calls; the reason is printed here
    coreFailed(error);
    await server.close();
    throw error;
  }

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    await core.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`quire: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
