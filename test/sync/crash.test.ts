// The crash test: the engine runs in a child process that is SIGKILLed at 50 seeded random points of a
// busy sync. After every kill: the mirror passes integrity_check, every acknowledged intent is still
// there, and nothing is on the service twice. At the end a fresh core drains it all: full invariants.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, checkInvariants, emptyAcknowledged, makeCore, mirrorFile, readMirror, serviceState, startTestService, tempDir, type Acknowledged } from './helpers';
import { mulberry32 } from '../../src/service/faults';

const KILLS = Number(process.env.QUIRE_CRASH_KILLS ?? 50);
const SEED = Number(process.env.QUIRE_CRASH_SEED ?? 20261122);
const here = path.dirname(fileURLToPath(import.meta.url));


let closeService: (() => Promise<void>) | null = null;
afterAll(async () => {
  await closeService?.();
});

// The child is bundled once, with its dependencies (all but the native better-sqlite3), so each of
// the 50 restarts starts in a fraction of the time tsx needs: measured to READY, median of 7, about
// 0.38 s against 0.73 s with the dependencies loaded from node_modules file by file. The bundle sits
// under node_modules (better-sqlite3 resolves from there), one per run: node_modules is shared by
// every checkout of this machine, and two runs must not start each other's child.
// It is CommonJS, loaded through V8's code cache (LOADER): the first child compiles it and writes the
// cache before READY (so before any kill), the other 49 reuse it (V8 rejects a cache that does not
// match, and the child then compiles as usual). Same code, less compiling: CPU to READY, median of 6,
// interleaved, 0.45 s as an ES module bundle against 0.32 s from the cache (READY 0.40 → 0.26 s).
const childBundle = path.join(here, `../../node_modules/.cache/quire-crash-test/crash-child-${process.pid}.cjs`);
const LOADER = `
const fs = require('node:fs'); const path = require('node:path'); const vm = require('node:vm'); const Module = require('node:module');
const file = process.argv[1]; const cacheFile = file + '.v8cache';
let cachedData; try { cachedData = fs.readFileSync(cacheFile); } catch {}
const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
const mod = new Module(file, null); mod.filename = file; mod.paths = Module._nodeModulePaths(path.dirname(file));
script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, path.dirname(file));
if (cachedData === undefined || script.cachedDataRejected) { const tmp = cacheFile + '.' + process.pid; fs.writeFileSync(tmp, script.createCachedData()); fs.renameSync(tmp, cacheFile); }
`;
beforeAll(async () => {
  await build({
    entryPoints: [path.join(here, 'crash-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['better-sqlite3'],
    // import.meta.url (used by some dependencies) is the bundle's own URL, as in an ES module bundle
    define: { 'import.meta.url': '__quireImportMetaUrl' },
    banner: { js: "const __quireImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    outfile: childBundle,
    logLevel: 'silent',
  });
});
afterAll(() => {
  rmSync(childBundle, { force: true });
  rmSync(`${childBundle}.v8cache`, { force: true });
});

/** Runs one child until READY, lets it work for `workMs`, then SIGKILLs it; returns its ACK lines. */
function runAndKill(env: Record<string, string>, workMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOADER, childBundle], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let buffer = '';
    let stderr = '';
    let timer: NodeJS.Timeout | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 1);
        if (line === 'READY' && !timer) timer = setTimeout(() => child.kill('SIGKILL'), workMs);
        else if (line.startsWith('ACK ')) lines.push(line.slice(4));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(lines);
      else reject(new Error(`crash child exited on its own (code ${code}): ${stderr.slice(0, 2000)}`));
    });
  });
}

function record(acknowledged: Acknowledged, line: string): void {
  const [kind, ...rest] = line.split(' ');
  const value = rest.join(' ');
  if (kind === 'job') acknowledged.jobs.push(value);
  else if (kind === 'collection') acknowledged.collections.push(value);
  else if (kind === 'file') acknowledged.files.push(value);
  else if (kind === 'chat') {
    const [jobQuery = '', content = ''] = value.split('\t');
    acknowledged.chats.push({ jobQuery, content });
  }
}

describe('crash safety', () => {
  it(`survives ${KILLS} SIGKILLs at seeded random points of a busy sync (seed ${SEED})`, { timeout: 420_000 }, async () => {
    const service = await startTestService(tempDir('crash-svc'), { stepDelayMs: 5, concurrencyLimit: 1000, monthlyLoopBudget: 1_000_000 });
    closeService = () => service.close();
    const dataDir = tempDir('crash-core');
    const acknowledged = emptyAcknowledged();
    const random = mulberry32(SEED);
    for (let run = 0; run < KILLS; run++) {
      const workMs = Math.floor(random() * 400);
      const t0 = Date.now();
      const lines = await runAndKill({ CRASH_DATA_DIR: dataDir, CRASH_URL: service.url, CRASH_KEY: service.apiKey, CRASH_RUN: String(run), CRASH_SEED: String(SEED) }, workMs);
      const t1 = Date.now();
      for (const line of lines) record(acknowledged, line);
      // after every kill: the file is sound, nothing acknowledged is lost, nothing is doubled on the service
      const mirror = readMirror(mirrorFile(dataDir));
      expect(mirror.integrity, `run ${run}`).toBe('ok');
      for (const query of acknowledged.jobs) expect(mirror.jobs.some((j) => j.query === query), `run ${run}: job "${query}" lost`).toBe(true);
      for (const name of acknowledged.collections) expect(mirror.collections.some((c) => c.name === name), `run ${run}: collection "${name}" lost`).toBe(true);
      for (const name of acknowledged.files) expect(mirror.files.some((f) => f.file_name === name), `run ${run}: file "${name}" lost`).toBe(true);
      for (const chat of acknowledged.chats) expect(mirror.chats.some((m) => m.content === chat.content), `run ${run}: chat "${chat.content}" lost`).toBe(true);
      const state = await serviceState(service);
      const counts = new Map<string, number>();
      for (const job of state.jobs) counts.set(job.query, (counts.get(job.query) ?? 0) + 1);
      for (const c of state.collections) counts.set(`collection:${c.name}`, (counts.get(`collection:${c.name}`) ?? 0) + 1);
      for (const f of state.files) counts.set(`file:${f.file_name}`, (counts.get(`file:${f.file_name}`) ?? 0) + 1);
      const doubled = [...counts].filter(([, n]) => n > 1);
      expect(doubled, `run ${run}: created twice`).toEqual([]);
      if (process.env.QUIRE_CRASH_TIMING) console.log(`run ${run}: child ${t1 - t0} ms, checks ${Date.now() - t1} ms, ${state.jobs.length} jobs`);
    }
    expect(acknowledged.jobs.length + acknowledged.collections.length + acknowledged.files.length).toBeGreaterThan(KILLS / 2);
    // finally a core that is not killed drains everything: the full invariant check
    const drainStarted = Date.now();
    const core = await makeCore(dataDir, service, { limits: { concurrencyLimit: 1000, monthlyLoopBudget: 1_000_000 } });
    const statuses: string[] = [];
    core.bus.subscribe((name, payload) => {
      if (name === 'sync.status') statuses.push(JSON.stringify(payload));
    });
    try {
      await call(core, 'sync.now', {});
      await checkInvariants(core, service, dataDir, acknowledged).catch((error: unknown) => {
        throw new Error(`${String(error)}\nstatuses: ${statuses.slice(-5).join('\n')}`);
      });
    } finally {
      await core.close();
      if (process.env.QUIRE_CRASH_TIMING) console.log(`final drain and checks ${Date.now() - drainStarted} ms`);
    }
  });
});
