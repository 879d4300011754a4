// @vitest-environment node
// The claim on a data folder's embedded service (src/main/db/service-claim.ts, used by useLocalService): two windows
// opened at the same instant on one data folder each read "no running service" from running.json and each started
// one. Two real processes started together now start one service between them; the claim goes with a killed process.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimService, heldByAnother } from '../../src/main/db/service-claim';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

describe('heldByAnother', () => {
  it.each<[unknown, boolean]>([
    [{ code: 'SQLITE_BUSY' }, true],
    [{ code: 'SQLITE_LOCKED' }, true],
    [{ code: 'SQLITE_CANTOPEN' }, false],
    [{ code: 'EACCES' }, false],
    [new Error('x'), false],
    [null, false],
  ])('%j → %s', (error, held) => expect(heldByAnother(error)).toBe(held));
});

describe('claiming a folder’s service', () => {
  it('one claim at a time; released, it can be taken again; a folder that cannot hold a lock says why', () => {
    const dir = tempDir('quire-claim-');
    const first = claimService(dir);
    expect('claim' in first).toBe(true);
    expect(claimService(dir)).toEqual({ held: true });
    if ('claim' in first) first.claim.release();
    const again = claimService(dir);
    expect('claim' in again).toBe(true);
    if ('claim' in again) again.claim.release();
    expect(claimService(path.join(dir, 'missing', 'deeper'))).toHaveProperty('unavailable');
  });

  it('a claim held by a process that is killed is free again at once (no stale claim)', async () => {
    const dir = tempDir('quire-claim-kill-');
    const modulePath = new URL('../../src/main/db/service-claim.ts', import.meta.url).pathname;
    const script = path.join(dir, 'holder.mts');
    fs.writeFileSync(script, `import { claimService } from ${JSON.stringify(modulePath)};\nconst r = claimService(${JSON.stringify(dir)});\nprocess.stdout.write(('claim' in r ? 'claimed' : 'not') + '\\n');\nsetInterval(() => undefined, 60_000);\n`);
    const holder = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let output = '';
    holder.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toContain('claimed');
      expect(claimService(dir)).toEqual({ held: true });
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      const after = claimService(dir);
      expect('claim' in after).toBe(true);
      if ('claim' in after) after.claim.release();
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

describe('two windows opened at the same instant on one data folder', () => {
  it('start one embedded service between them: one starts it, the other uses it at the same address', async () => {
    const dataDir = tempDir('quire-same-instant-');
    const serviceDir = path.join(dataDir, 'local-service');
    const modulePath = new URL('../../src/main/services/local-service.ts', import.meta.url).pathname;
    const script = path.join(dataDir, 'window.mts');
    // each "window" waits for the same moment, then asks for the folder's service as the core does
    fs.writeFileSync(
      script,
      [
        `import fs from 'node:fs';`,
        `import { useLocalService } from ${JSON.stringify(modulePath)};`,
        `const at = Number(process.argv[2]);`,
        `while (Date.now() < at) await new Promise((r) => setTimeout(r, 1));`,
        `const handle = await useLocalService(${JSON.stringify(serviceDir)}, { onNotice: () => undefined });`,
        // its own service is the one whose record names this process (a used one's names the other)
        `const record = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(serviceDir, 'running.json'))}, 'utf8'));`,
        `process.stdout.write(JSON.stringify({ url: handle.url, own: record.pid === process.pid && record.url === handle.url }) + '\\n');`,
        `process.on('message', async () => { await handle.stop(); process.exit(0); });`,
      ].join('\n'),
    );
    const at = Date.now() + 4_000;
    const windows: ChildProcess[] = [0, 1].map(() => fork(script, [String(at)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] }));
    const outputs = windows.map(() => '');
    windows.forEach((w, i) => w.stdout?.on('data', (chunk: Buffer) => (outputs[i] += chunk.toString())));
    try {
      await expect.poll(() => outputs.every((o) => o.includes('\n')), { timeout: 90_000 }).toBe(true);
      const said = outputs.map((o) => JSON.parse(o.trim()) as { url: string; own: boolean });
      expect(said.filter((s) => s.own)).toHaveLength(1);
      expect(said[0]?.url).toBe(said[1]?.url);
      const record = JSON.parse(fs.readFileSync(path.join(serviceDir, 'running.json'), 'utf8')) as { url: string; pid: number };
      expect(record.url).toBe(said[0]?.url);
      expect(record.pid).toBe(windows[said.findIndex((s) => s.own)]?.pid);
    } finally {
      await Promise.all(
        windows.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.exitCode !== null) return resolve();
              w.once('exit', () => resolve());
              w.send('stop');
              setTimeout(() => w.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      );
    }
  }, 120_000);
});
