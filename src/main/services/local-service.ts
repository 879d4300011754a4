// Runs the embedded local research service in a child process (so its indexing never blocks the main
// process) and hands back its loopback URL and key; killed when the core closes. It runs with no
// monthly loop budget: it is the user's own machine, and a budget there would protect nothing. Under Electron the
// child is a utilityProcess (so the packaged app can ship with the RunAsNode fuse off, which breaks
// child_process.fork); under plain Node (CLI, browser mode, tests) it is a forked Node child. One data
// folder has one service: a process that finds another's running (a second window, browser mode beside
// the app, the CLI beside either) uses it, and starts its own on the same address when that one's
// supervisor exits (useLocalService); starting one takes the folder's claim first (db/service-claim.ts), so two
// processes opened at the same instant start one service between them.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pidAlive } from '../pid-alive';
import { claimService, type ServiceClaim } from '../db/service-claim';

export interface LocalServiceHandle {
  url: string;
  apiKey: string;
  adminToken: string;
  stop(): Promise<void>;
}

interface ReadyMessage {
  type: 'ready';
  url: string;
  apiKey: string;
  adminToken: string;
}
function isReady(message: unknown): message is ReadyMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
}

/**
 * Where the service entry lives: service.js beside the bundled code (every built entry), or, when
 * this module runs from its TypeScript source (tests, development), child.ts under the same
 * TypeScript loader as this process ($QUIRE_TS_LOADER, set by the test config, or this process's own),
 * or in Vitest the bundle of it made for the run ($QUIRE_TEST_SERVICE_ENTRY).
 */
function serviceEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (import.meta.url.endsWith('.ts')) {
    // Vitest bundles the entry once per run (test/service-bundle.ts) instead of compiling it per start.
    if (process.env.QUIRE_TEST_SERVICE_ENTRY) return { file: process.env.QUIRE_TEST_SERVICE_ENTRY, execArgv: [] };
    const loader = process.env.QUIRE_TS_LOADER;
    return { file: path.resolve(path.dirname(here), '../../service/child.ts'), execArgv: loader ? ['--import', loader] : process.execArgv };
  }
  return { file: path.join(path.dirname(here), 'service.js'), execArgv: [] };
}

/** The child as far as this module uses it (Node's ChildProcess and Electron's UtilityProcess both fit). */
export interface ServiceProcess {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
  kill(signal?: NodeJS.Signals): boolean;
}
/** Starts the service entry `file` with `env` (and, under Node, `execArgv`). */
export type ServiceLauncher = (file: string, env: NodeJS.ProcessEnv, execArgv: string[]) => ServiceProcess;

/** What the launcher uses of Electron's utilityProcess module. */
export interface UtilityProcessModule {
  fork(modulePath: string, args?: string[], options?: { env?: NodeJS.ProcessEnv; execArgv?: string[]; stdio?: 'inherit' | 'ignore' | 'pipe'; serviceName?: string }): {
    on(event: 'message', listener: (message: unknown) => void): unknown;
    once(event: 'exit', listener: (code: number) => void): unknown;
    kill(): boolean;
  };
}

/** Plain Node: child_process.fork with an IPC channel. */
export const nodeLauncher: ServiceLauncher = (file, env, execArgv) => fork(file, [], { execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

/** Electron: utilityProcess.fork (messages arrive through process.parentPort in the child). */
export function utilityLauncher(utilityProcess: UtilityProcessModule): ServiceLauncher {
  return (file, env) => {
    const child = utilityProcess.fork(file, [], { env, stdio: 'inherit', serviceName: 'Quire local research service' });
    return { on: (event, listener) => child.on(event, listener), once: (event, listener) => child.once(event, listener), kill: () => child.kill() };
  };
}

let electronLauncher: ServiceLauncher | null = null;
/** Called once by the desktop app's main process (src/main/electron/main.ts) with Electron's utilityProcess. */
export function useUtilityProcess(utilityProcess: UtilityProcessModule): void {
  electronLauncher = utilityLauncher(utilityProcess);
}
/** Pure: a utility process inside Electron's main process once the app gave it, a Node child otherwise. */
export function chooseLauncher(inElectronMain: boolean, electron: ServiceLauncher | null): ServiceLauncher {
  return inElectronMain && electron ? electron : nodeLauncher;
}

/** One running child: its ready message, and whether it has exited. */
interface Launched {
  child: ServiceProcess;
  ready: ReadyMessage;
  exited(): boolean;
}

/** The child exited before it was ready (as opposed to not answering in time). */
class StartupExit extends Error {}

async function launchOnce(launch: ServiceLauncher, dataDir: string, port: number, timeoutMs: number): Promise<Launched> {
  const entry = serviceEntry();
  const child = launch(entry.file, { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir, port, monthlyLoopBudget: null }) }, entry.execArgv);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The local research service did not start in time.'));
    }, timeoutMs);
    child.on('message', (message) => {
      if (isReady(message)) {
        clearTimeout(timer);
        resolve(message);
      }
    });
    let reason = '';
    child.on('message', (message) => {
      if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'error') reason = `: ${String((message as { message?: unknown }).message)}`;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new StartupExit(`The local research service exited during start-up (code ${code ?? 'signal'})${reason}`));
    });
  });
  return { child, ready, exited: () => exited };
}

/**
 * Where a running embedded service listens, written beside its data by the process that supervises it
 * (0600, in Quire's 0700 data folder, which already holds the key), so that the CLI run beside an open
 * window uses that service instead of starting a second one on the same data: a second service took
 * over the first one's running job ("Service restarted while the job was summarising") and the two
 * then failed it on SQLite's lock ("database is locked").
 */
export const RUNNING_FILE = 'running.json';

interface RunningRecord {
  url: string;
  apiKey: string;
  pid: number;
}

/** Pure: whether a running record names a live supervisor (not this process) and a loopback address. */
export function usableRecord(record: unknown, alive: (pid: number) => boolean, self: number): record is RunningRecord {
  if (typeof record !== 'object' || record === null) return false;
  const { url, apiKey, pid } = record as Partial<RunningRecord>;
  if (typeof url !== 'string' || typeof apiKey !== 'string' || typeof pid !== 'number' || !Number.isInteger(pid) || pid === self) return false;
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) return false;
  return alive(pid);
}

/** The service another Quire process runs on this data folder, if it answers now (2 s); null otherwise. */
export async function runningLocalService(dataDir: string): Promise<{ url: string; apiKey: string } | null> {
  const record = readRecord(dataDir);
  if (!usableRecord(record, pidAlive, process.pid)) return null;
  try {
    const answer = await fetch(`${record.url}/research?page=1&limit=1`, { headers: { Authorization: `Bearer ${record.apiKey}` }, signal: AbortSignal.timeout(2_000) });
    await answer.body?.cancel();
    return answer.status === 200 ? { url: record.url, apiKey: record.apiKey } : null;
  } catch {
    return null;
  }
}

function writeRunning(dataDir: string, ready: ReadyMessage): void {
  try {
    const file = path.join(dataDir, RUNNING_FILE);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ url: ready.url, apiKey: ready.apiKey, pid: process.pid }), { mode: 0o600 });
    fs.renameSync(`${file}.tmp`, file);
  } catch {
    // (a folder that cannot be written: the service still runs; another process then starts its own)
  }
}

function removeRunning(dataDir: string): void {
  try {
    const file = path.join(dataDir, RUNNING_FILE);
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown };
    if (record.pid === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

/** What the supervisor says about the embedded service: it died and is restarting, runs again, or gave up. */
export interface ServiceNotice {
  state: 'restarting' | 'running' | 'failed';
  message: string;
}

/** Restarts in a row that failed before the supervisor gives up (and says so). */
export const MAX_FAILED_RESTARTS = 3;

/**
 * Starts the embedded service and keeps it running: if the child dies while Quire still needs it
 * (a crash, the OS killing it for memory), it is started again on the same port with the same data
 * folder (so the same key), and `onNotice` says so in words (the core passes it to the window as the
 * 'service.notice' event). The handle's url and key stay valid.
 */
export async function startLocalService(
  dataDir: string,
  timeoutMs = 60_000,
  launcher?: ServiceLauncher,
  onNotice: (notice: ServiceNotice) => void = (notice) => console.error(`[quire] ${notice.message}`),
  /** The port to listen on (0: any free one); a process taking over another's service asks for that one's. */
  firstPort = 0,
): Promise<LocalServiceHandle> {
  const inElectronMain = typeof process.versions.electron === 'string' && (process as NodeJS.Process & { type?: string }).type === 'browser';
  const launch = launcher ?? chooseLauncher(inElectronMain, electronLauncher);
  // A child that dies while starting is started again too (a child that never answers is not: that
  // would multiply the start-up timeout); after MAX_FAILED_RESTARTS exits in a row the reason is thrown.
  const firstLaunch = async (): Promise<Launched> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const launched = await launchOnce(launch, dataDir, firstPort, timeoutMs);
        if (attempt > 1) onNotice({ state: 'running', message: 'The local research service is running.' });
        return launched;
      } catch (error) {
        if (!(error instanceof StartupExit) || attempt >= MAX_FAILED_RESTARTS) throw error;
        onNotice({ state: 'restarting', message: `${error.message}; starting it again.` });
      }
    }
  };
  let current = await firstLaunch();
  writeRunning(dataDir, current.ready);
  const port = Number(new URL(current.ready.url).port);
  let stopping = false;
  let failures = 0;
  const watch = (launched: Launched): void => {
    launched.child.once('exit', (code) => {
      if (stopping) return;
      onNotice({ state: 'restarting', message: `The local research service stopped unexpectedly (${code === null ? 'killed' : `exit code ${code}`}); restarting it.` });
      void restart();
    });
  };
  const restart = async (): Promise<void> => {
    while (!stopping && failures < MAX_FAILED_RESTARTS) {
      try {
        current = await launchOnce(launch, dataDir, port, timeoutMs);
        failures = 0;
        if (stopping) {
          current.child.kill('SIGTERM');
          return;
        }
        watch(current);
        onNotice({ state: 'running', message: 'The local research service is running again.' });
        return;
      } catch (error) {
        failures += 1;
        if (failures >= MAX_FAILED_RESTARTS) {
          onNotice({ state: 'failed', message: `The local research service could not be restarted: ${error instanceof Error ? error.message : String(error)} Restart Quire to try again.` });
        }
      }
    }
  };
  watch(current);
  return {
    url: current.ready.url,
    apiKey: current.ready.apiKey,
    adminToken: current.ready.adminToken,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        removeRunning(dataDir);
        const { child, exited } = current;
        if (exited()) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Pure: whether the service a process uses from another still has its supervisor (the record names a live one at that address). */
export function sharedStillSupervised(record: unknown, url: string, alive: (pid: number) => boolean, self: number): boolean {
  return usableRecord(record, alive, self) && record.url === url;
}

function readRecord(dataDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, RUNNING_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** How often a process using another's service checks that its supervisor still runs. */
const WATCH_MS = 2_000;
/** Tries at taking over a stopped service's address (its port may take a moment to be freed). */
const TAKEOVER_ATTEMPTS = 5;

export interface UseOptions {
  timeoutMs?: number;
  launcher?: ServiceLauncher;
  onNotice?: (notice: ServiceNotice) => void;
  watchMs?: number;
}

/**
 * The embedded service of this data folder for this process: the one another Quire process runs on it
 * (a second window, browser mode beside the app, the CLI beside either; a second service on the same
 * data takes over the first one's running jobs, and the two then fail them on SQLite's lock), or else
 * one this process starts (startLocalService). A service used from another process is watched: when its
 * supervisor exits (the other window closed), this process starts its own on the same address, so its
 * sessions keep their URL and key, or uses the one another process started there first.
 */
export async function useLocalService(dataDir: string, options: UseOptions = {}): Promise<LocalServiceHandle> {
  const onNotice = options.onNotice ?? ((notice: ServiceNotice) => console.error(`[quire] ${notice.message}`));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shared = await runningLocalService(dataDir);
    if (shared) return useShared(dataDir, shared, options, onNotice);
    const claim = claimFolder(dataDir);
    if (claim !== 'held') return startClaimed(claim, () => startLocalService(dataDir, options.timeoutMs, options.launcher, onNotice));
    // another process holds the claim: it is starting the service, whose record appears when it answers
    if (Date.now() > deadline) throw new Error(`Another Quire process is starting the local research service for this library and it has not answered in ${Math.round(timeoutMs / 1000)} s.`);
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

/** How often a process waiting on another's start of the service looks for its record. */
const CLAIM_POLL_MS = 100;

/** This process's claim on the folder's service; 'held' when another has it; null when none can be taken there (the service is started without one, as before claims). */
function claimFolder(dataDir: string): ServiceClaim | 'held' | null {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch {
    // (the claim says why below)
  }
  const result = claimService(dataDir);
  if ('claim' in result) return result.claim;
  if ('held' in result) return 'held';
  console.error(`[quire] The local research service is started without a claim on its folder (${result.unavailable}).`);
  return null;
}

/** Starts a service under a claim: the claim is given up when the service stops, or when it could not start. */
async function startClaimed(claim: ServiceClaim | null, start: () => Promise<LocalServiceHandle>): Promise<LocalServiceHandle> {
  let handle: LocalServiceHandle;
  try {
    handle = await start();
  } catch (error) {
    claim?.release();
    throw error;
  }
  return {
    ...handle,
    stop: async () => {
      try {
        await handle.stop();
      } finally {
        claim?.release();
      }
    },
  };
}

/** The service another process supervises, used from this one and watched: when its supervisor exits, this process starts one at its address (under the claim) or uses the one another started first. */
function useShared(dataDir: string, shared: { url: string; apiKey: string }, options: UseOptions, onNotice: (notice: ServiceNotice) => void): LocalServiceHandle {
  const port = Number(new URL(shared.url).port);
  let own: LocalServiceHandle | null = null;
  let stopped = false;
  let taking: Promise<void> | null = null;
  const takeOver = async (): Promise<void> => {
    onNotice({ state: 'restarting', message: 'The local research service another Quire process ran for this library stopped; starting it here.' });
    for (let attempt = 1; !stopped; attempt++) {
      // another process may have taken it over first, at the same address
      const other = await runningLocalService(dataDir);
      if (other?.url === shared.url) {
        onNotice({ state: 'running', message: 'The local research service is running again.' });
        return;
      }
      if (other) {
        onNotice({ state: 'failed', message: `Another Quire process started the local research service at a new address (${other.url}). Restart Quire to use it.` });
        return;
      }
      const claim = claimFolder(dataDir);
      if (claim === 'held') {
        // another process is starting it: its record appears when it answers (read at the top of the next try)
        await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
        continue;
      }
      try {
        const started = await startClaimed(claim, () => startLocalService(dataDir, options.timeoutMs, options.launcher, onNotice, port));
        if (stopped) return void (await started.stop());
        own = started;
        clearInterval(timer);
        onNotice({ state: 'running', message: 'The local research service is running again.' });
        return;
      } catch (error) {
        if (attempt >= TAKEOVER_ATTEMPTS) {
          onNotice({ state: 'failed', message: `The local research service could not be started at ${shared.url}: ${error instanceof Error ? error.message : String(error)} Restart Quire to try again.` });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };
  const timer = setInterval(() => {
    if (stopped || own || taking || sharedStillSupervised(readRecord(dataDir), shared.url, pidAlive, process.pid)) return;
    taking = takeOver().finally(() => {
      taking = null;
    });
  }, options.watchMs ?? WATCH_MS);
  timer.unref();
  return {
    url: shared.url,
    apiKey: shared.apiKey,
    adminToken: '',
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await taking;
      const mine = own as LocalServiceHandle | null;
      await mine?.stop();
    },
  };
}
