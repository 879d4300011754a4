// Engine benchmark (npx tsx bench/engine.bench.ts, part of npm run bench): mirrors 10,000 completed jobs
// x 10 results from the local service (own process, loopback) and reports the engine's time as the
// median ratio of 5 interleaved engine/limit pairs (goal <= 1.3x; single runs on a shared machine swing),
// a naive client for scale, FTS search latency p50/p95 over the mirror, and the RSS growth of a real
// ApiClient under each hostile-service mode of the fault injector (huge body, endless chat stream,
// endless has_next). Prints Markdown; asserts nothing.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { ApiClient } from '../src/main/api/client';
import type { WireJob } from '../src/main/api/wire';
import { openMirror, type Db } from '../src/main/db/open';
import { Repo } from '../src/main/db/repo';
import { SyncEngine } from '../src/main/sync/engine';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const RESULTS_PER_JOB = 10;
const PAGE_SIZE = 200;
const CONCURRENCY = 4;
const here = path.dirname(fileURLToPath(import.meta.url));
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);

async function startServiceProcess(dataDir: string): Promise<{ url: string; apiKey: string; adminToken: string; stop: () => void }> {
  const child = fork(path.join(here, '../src/service/child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir, port: 0, sampleLibrary: false, testHooks: true }) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ url: string; apiKey: string; adminToken: string }>((resolve, reject) => {
    child.on('message', (message) => resolve(message as { url: string; apiKey: string; adminToken: string }));
    child.once('exit', (code) => reject(new Error(`service exited (${code})`)));
  });
  return { ...ready, stop: () => child.kill('SIGTERM') };
}

function freshDb(name: string): Db {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quire-bench-${name}-`));
  return openMirror(path.join(dir, 'quire.db')).db;
}

/** The rows the mirror holds per job, written with plain prepared statements (no engine logic). */
function rowWriter(db: Db): (job: WireJob) => void {
  const insertJob = db.prepare(
    `INSERT INTO jobs (id, server_id, query, status, loops_consumed, running_time, created_at, content, transformed_content, options_json, extra_json, wire_hash, source_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', '{}', '', ?)`,
  );
  const insertResult = db.prepare('INSERT INTO results (job_id, id, position, title, url, citation_index) VALUES (?, ?, ?, ?, ?, ?)');
  const insertHistory = db.prepare('INSERT INTO job_status_history (job_id, status, seen_at) VALUES (?, ?, ?)');
  const insertDoc = db.prepare('INSERT INTO search_docs (owner_id, field) VALUES (?, ?)');
  const insertFts = db.prepare('INSERT INTO search_fts (rowid, text) VALUES (?, ?)');
  const index = (owner: string, field: string, text: string | null): void => {
    if (!text) return;
    insertFts.run(Number(insertDoc.run(owner, field).lastInsertRowid), text);
  };
  return (job) => {
    insertJob.run(job.id, job.id, job.query, job.status, job.reasoning_loops_consumed, job.running_time, job.created_at, job.content, job.transformed_content, job.results.length);
    job.results.forEach((r, i) => insertResult.run(job.id, r.id, i, r.title, r.url, r.citation_index));
    insertHistory.run(job.id, job.status, new Date().toISOString());
    index(job.id, 'query', job.query);
    index(job.id, 'content', job.content);
    index(job.id, 'transformed', job.transformed_content);
    index(job.id, 'source', job.results.map((r) => r.title).join('\n'));
  };
}

async function fetchPages(client: ApiClient, pageSize: number, concurrency: number, onPage: (jobs: WireJob[]) => void): Promise<void> {
  const first = await client.listJobs(1, pageSize);
  onPage(first.data);
  const pages = Math.ceil((first.pagination.total ?? 0) / pageSize);
  let next = 2;
  const worker = async (): Promise<void> => {
    while (next <= pages) {
      const page = next++;
      onPage((await client.listJobs(page, pageSize)).data);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Limit: the same pages, same concurrency, same rows, inserted in ONE transaction at the end. */
async function limitRun(service: { url: string; apiKey: string }): Promise<number> {
  const db = freshDb('limit');
  const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
  const start = performance.now();
  const all: WireJob[] = [];
  await fetchPages(client, PAGE_SIZE, CONCURRENCY, (jobs) => all.push(...jobs));
  const write = rowWriter(db);
  db.transaction(() => all.forEach(write))();
  const elapsed = performance.now() - start;
  if ((db.prepare('SELECT COUNT(*) AS n FROM jobs').get() as { n: number }).n !== JOBS) throw new Error('limit run mirrored the wrong number of jobs');
  await client.close();
  db.close();
  return elapsed;
}

/** Naive: default page size (10), sequential requests, every row its own autocommitted insert. */
async function naiveRun(service: { url: string; apiKey: string }): Promise<number> {
  const db = freshDb('naive');
  const write = rowWriter(db);
  const start = performance.now();
  for (let page = 1; ; page++) {
    const response = await request(`${service.url}/research?page=${page}`, { headers: { authorization: `Bearer ${service.apiKey}` } });
    const body = (await response.body.json()) as { data: WireJob[]; pagination: { has_next: boolean } };
    for (const job of body.data) write({ ...job, results: job.results ?? [], content: job.content ?? null, transformed_content: job.transformed_content ?? null });
    if (!body.pagination.has_next) break;
  }
  const elapsed = performance.now() - start;
  if ((db.prepare('SELECT COUNT(*) AS n FROM jobs').get() as { n: number }).n !== JOBS) throw new Error('naive run mirrored the wrong number of jobs');
  db.close();
  return elapsed;
}

/** The engine's own bootstrap pull. Returns the elapsed time and the repo for the search benchmark. */
async function engineRun(service: { url: string; apiKey: string }): Promise<{ elapsed: number; repo: Repo }> {
  const db = freshDb('engine');
  const repo = new Repo(db);
  const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
  const engine = new SyncEngine({
    repo,
    client,
    apiVersion: '2025-11-27',
    timing: { pageSize: PAGE_SIZE, pageConcurrency: CONCURRENCY },
    events: { statusChanged: () => undefined, usageChanged: () => undefined, uploadProgress: () => undefined, chatDelta: () => undefined },
  });
  const start = performance.now();
  await engine.pullJobs();
  const elapsed = performance.now() - start;
  if (repo.listJobs({ offset: 0, limit: 1 }).total !== JOBS) throw new Error('engine run mirrored the wrong number of jobs');
  await client.close();
  return { elapsed, repo };
}

async function setFaults(service: { url: string; adminToken: string }, plan: object): Promise<void> {
  const response = await request(`${service.url}/__admin/faults`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  if (response.statusCode !== 200) throw new Error(`faults: ${await response.body.text()}`);
  await response.body.dump();
}

/** Peak RSS growth (MB, sampled every 10 ms) while a real client reads from a hostile service. */
async function hostileRss(service: { url: string; apiKey: string; adminToken: string }): Promise<Array<[string, number, string]>> {
  const measure = async (run: () => Promise<unknown>): Promise<number> => {
    const start = process.memoryUsage().rss;
    let peak = start;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    await run().catch(() => undefined);
    clearInterval(timer);
    return Math.round((Math.max(peak, process.memoryUsage().rss) - start) / (1024 * 1024));
  };
  const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27', retry: { attempts: 1, baseMs: 1, capMs: 1 } });
  const rows: Array<[string, number, string]> = [];
  try {
    const job = (await client.listJobs(1, 1)).data[0];
    await setFaults(service, { methods: ['GET'], pathPattern: '^/research$', hugeBodyBytes: 1024 * 1024 * 1024 });
    rows.push(['a 1 GiB answer to the job list', await measure(() => client.listJobs(1, PAGE_SIZE)), 'cut at the 64 MiB body cap']);
    if (job) {
      await setFaults(service, { endlessStream: true });
      const message = await client.sendChat(job.id, 'What else?', 'bench-chat');
      let frames = 0;
      const growth = await measure(() => client.streamChat(job.id, message.id, () => void frames++));
      rows.push(['a chat stream that never ends', growth, `stopped after ${frames.toLocaleString('en')} frames (8 MiB stream cap)`]);
    }
    await setFaults(service, { methods: ['GET'], lyingHasNext: 'repeat', lyingTotal: 1e15 });
    const { listAll } = await import('../src/main/api/paging');
    let pages = 0;
    const growth = await measure(() =>
      listAll((page) => {
        pages++;
        return client.listJobs(page, PAGE_SIZE);
      }),
    );
    rows.push(['endless has_next with a repeated page, absurd total', growth, `paging stopped after ${pages} pages`]);
  } finally {
    await setFaults(service, {});
    await client.close();
  }
  return rows;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const serviceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-bench-service-'));
  const service = await startServiceProcess(serviceDir);
  try {
    const seeded = await request(`${service.url}/__admin/seed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jobs: JOBS, resultsPerJob: RESULTS_PER_JOB }),
    });
    if (seeded.statusCode !== 200) throw new Error(`seeding failed: ${await seeded.body.text()}`);
    await seeded.body.dump();

    // warm-up: one page each way so the first measured run does not pay for JIT and connection setup
    const warm = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    await warm.listJobs(1, PAGE_SIZE);
    await warm.close();

    // interleaved pairs, alternating which goes first, so drift on a shared machine hits both alike
    const ratios: number[] = [];
    const limits: number[] = [];
    const engines: number[] = [];
    let engine: { elapsed: number; repo: Repo } | null = null;
    for (let pair = 0; pair < PAIRS; pair++) {
      let limitMs: number;
      let run: { elapsed: number; repo: Repo };
      if (pair % 2 === 0) {
        limitMs = await limitRun(service);
        run = await engineRun(service);
      } else {
        run = await engineRun(service);
        limitMs = await limitRun(service);
      }
      limits.push(limitMs);
      engines.push(run.elapsed);
      ratios.push(run.elapsed / limitMs);
      if (engine) engine.repo.db.close();
      engine = run;
    }
    if (!engine) throw new Error('no engine run');
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const limitMs = median(limits);
    const engineMs = median(engines);
    const medianRatio = median(ratios);
    const naiveMs = await naiveRun(service);
    const hostile = await hostileRss(service);

    const terms = ['kelp', 'battery', 'caffeine', 'mainz', 'urchin', 'lithium', 'seeded question', 'source 3', 'forest recovery', 'calendar age', 'movable type', 'half-life', 'finding', 'plating', 'barrens', 'question 12', 'zzz-no-match', 'kel', 'batt', 'about'];
    const latencies: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const term of terms) {
        const start = performance.now();
        engine.repo.search.search(term, 50);
        latencies.push(performance.now() - start);
      }
    }
    latencies.sort((a, b) => a - b);
    const peakRssMb = process.resourceUsage().maxRSS / 1024;

    const rows: Array<[string, string, string]> = [
      [`Mirror ${JOBS.toLocaleString('en')} completed jobs x 10 results: engine (median of ${PAIRS})`, `${(engineMs / 1000).toFixed(2)} s`, ''],
      [`Limit (same pages, same concurrency, one transaction; median of ${PAIRS})`, `${(limitMs / 1000).toFixed(2)} s`, ''],
      [
        `engine / limit, median of ${PAIRS} interleaved pairs`,
        ratios.map((r) => r.toFixed(2)).join(', '),
        `${medianRatio.toFixed(2)}x (goal <= 1.3x: ${medianRatio <= 1.3 ? 'met' : 'NOT met'})`,
      ],
      ['Naive (page size 10, sequential, one insert per row)', `${(naiveMs / 1000).toFixed(2)} s`, `naive / engine = ${(naiveMs / engineMs).toFixed(1)}x faster (goal >= 10x)`],
      ['Ceiling for that ratio: naive / limit', '', `${(naiveMs / limitMs).toFixed(1)}x (no client can beat the limit by much)`],
      ['FTS search p50 (200 queries over the mirror)', `${percentile(latencies, 50).toFixed(2)} ms`, ''],
      ['FTS search p95', `${percentile(latencies, 95).toFixed(2)} ms`, 'goal < 20 ms'],
      ['Peak RSS of the benchmark process', `${peakRssMb.toFixed(0)} MB`, ''],
      ...hostile.map(([mode, growth, note]): [string, string, string] => [`Hostile service: ${mode}`, `peak RSS +${growth} MB`, note]),
    ];
    console.log(`\n### Quire engine benchmark (${JOBS.toLocaleString('en')} jobs, ${RESULTS_PER_JOB} results each, page size ${PAGE_SIZE}, concurrency ${CONCURRENCY}, ${os.cpus().length} CPUs)\n`);
    console.log('| Measure | Value | Ratio |');
    console.log('|---|---|---|');
    for (const [name, value, ratio] of rows) console.log(`| ${name} | ${value} | ${ratio} |`);
    engine.repo.db.close();
  } finally {
    service.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
