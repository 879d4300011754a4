// Runs the embedded local research service in a child process (so its indexing never blocks the main
// process) and hands back its loopback URL and key; killed when the core closes.
import { fork, type ChildProcess } from 'node:child_process';
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

export async function startLocalService(dataDir: string, timeoutMs = 60_000): Promise<LocalServiceHandle> {
  const entry = serviceEntry();
  const child: ChildProcess = fork(entry.file, [], {
    execArgv: entry.execArgv,
    env: { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir, port: 0 }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local research service exited during start-up (code ${code ?? 'signal'}).`));
    });
  });
  return {
    url: ready.url,
    apiKey: ready.apiKey,
    adminToken: ready.adminToken,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
