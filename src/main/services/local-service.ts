// Runs the embedded local research service in a child process (so its indexing never blocks the main
// process) and hands back its loopback URL and key; killed when the core closes. Under Electron the
// child is a utilityProcess (so the packaged app can ship with the RunAsNode fuse off, which breaks
// child_process.fork); under plain Node (CLI, browser mode, tests) it is a forked Node child.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * TypeScript loader as this process ($QUIRE_TS_LOADER, set by the test config, or this process's own).
 */
function serviceEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (import.meta.url.endsWith('.ts')) {
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

export async function startLocalService(dataDir: string, timeoutMs = 60_000, launcher?: ServiceLauncher): Promise<LocalServiceHandle> {
  const entry = serviceEntry();
  const inElectronMain = typeof process.versions.electron === 'string' && (process as NodeJS.Process & { type?: string }).type === 'browser';
  const launch = launcher ?? chooseLauncher(inElectronMain, electronLauncher);
  const child = launch(entry.file, { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir, port: 0 }) }, entry.execArgv);
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
      reject(new Error(`The local research service exited during start-up (code ${code ?? 'signal'})${reason}`));
    });
  });
  return {
    url: ready.url,
    apiKey: ready.apiKey,
    adminToken: ready.adminToken,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
