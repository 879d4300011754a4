// Playwright global set-up: one data folder of the flows' local research service with the sample
// library already indexed, made once per run by starting the built service on it and stopping it
// (its database closed, WAL checkpointed). Each flow's service then starts from a copy of it
// (fixtures.ts) instead of extracting and indexing the 16 sample documents again. The copy holds only
// what the service writes on a first start without a key of its own (the index, the passage format,
// "sample library loaded"): keys and admin tokens still come per flow. QUIRE_E2E_FRESH_SERVICE=1 skips it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtEntry } from './built';

/** Where the template lives for the workers (environment set here reaches them). */
export const TEMPLATE_ENV = 'QUIRE_E2E_SERVICE_TEMPLATE';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.QUIRE_E2E_FRESH_SERVICE === '1') return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'quire-e2e-template-'));
  await new Promise<void>((resolveDone, reject) => {
    const child = spawn(process.execPath, [builtEntry('service-cli'), '--port', '0', '--data', dir], {
      env: { ...process.env, QUIRE_SERVICE_API_KEY: 'csk-e2e-template' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the template service did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!ready && /data dir: /.test(output)) {
        ready = true;
        child.kill('SIGTERM'); // closes the database: the copy is one consistent file
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (ready && (code === 0 || signal === 'SIGTERM') && /indexed \d+ sample library documents/.test(output)) resolveDone();
      else reject(new Error(`the template service exited with ${code ?? signal} without having indexed the sample library:\n${output}`));
    });
  });
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
