// Benchmark of the local research service (npx tsx bench/service.bench.ts): listing 10,000
// seeded jobs over HTTP versus reading the same rows straight from its SQLite file (the limit),
// and one research job end to end versus its retrieval work alone. Prints a Markdown table of ratios.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../src/service/server';
import { documentsInScope, searchPassages } from '../src/service/library';
import { openServiceDb } from '../src/service/db';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const RESULTS_PER_JOB = 10;
const PAGE = 200;

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-service-bench-'));
const service = await startService({ dataDir, testHooks: true, stepDelayMs: 0, concurrencyLimit: 1000, monthlyLoopBudget: 1_000_000 });
const auth = { Authorization: `Bearer ${service.apiKey}` };

let start = process.hrtime.bigint();
await fetch(`${service.url}/__admin/seed`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${service.adminToken}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ jobs: JOBS, resultsPerJob: RESULTS_PER_JOB }),
});
const seedMs = ms(start);

// Over HTTP: every page of GET /research, sequentially, parsed.
start = process.hrtime.bigint();
let listed = 0;
for (let page = 1; ; page++) {
  const body = (await (await fetch(`${service.url}/research?limit=${PAGE}&page=${page}`, { headers: auth })).json()) as { data: unknown[]; pagination: { has_next: boolean } };
  listed += body.data.length;
  if (!body.pagination.has_next) break;
}
const httpMs = ms(start);

// Limit: the same rows straight from the SQLite file, serialised to JSON (no HTTP, no routing).
const direct = new Database(path.join(dataDir, 'service.db'), { readonly: true, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
start = process.hrtime.bigint();
let directRows = 0;
for (let offset = 0; offset < JOBS; offset += PAGE) {
  const jobs = direct.prepare('SELECT * FROM jobs ORDER BY seq DESC LIMIT ? OFFSET ?').all(PAGE, offset) as { id: string }[];
  const results = direct.prepare(`SELECT id, job_id, title, url, citation_index FROM results WHERE job_id IN (${jobs.map(() => '?').join(',')})`).all(...jobs.map((j) => j.id));
  JSON.parse(JSON.stringify({ jobs, results }));
  directRows += jobs.length;
}
const directMs = ms(start);
direct.close();

// One research job end to end (stepDelayMs 0) versus the retrieval of its loops alone.
const query = 'How do sea otters protect kelp forests from urchins?';
const runs = 10;
start = process.hrtime.bigint();
for (let i = 0; i < runs; i++) {
  const { id } = (await (await fetch(`${service.url}/research`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ query, reasoning_loops: 3 }) })).json()) as { id: string };
  for (;;) {
    const job = (await (await fetch(`${service.url}/research/${id}`, { headers: auth })).json()) as { status: string };
    if (job.status === 'completed' || job.status === 'failed') break;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const jobMs = ms(start) / runs;
await service.close();

const db = openServiceDb(dataDir);
const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
start = process.hrtime.bigint();
for (let i = 0; i < runs * 3; i++) searchPassages(db, ['sea', 'otters', 'protect', 'kelp', 'forests', 'urchins'], allowed, 8);
const retrievalMs = (ms(start) / runs);
db.close();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log('| measure | value | baseline | ratio |');
console.log('|---|---|---|---|');
console.log(`| seed ${JOBS} jobs × ${RESULTS_PER_JOB} results (one transaction) | ${seedMs.toFixed(0)} ms | — | — |`);
console.log(`| list all jobs over HTTP, limit ${PAGE} (${listed} jobs) | ${httpMs.toFixed(0)} ms | direct SQLite + JSON ${directMs.toFixed(0)} ms (${directRows} jobs) | ${(httpMs / directMs).toFixed(2)}× |`);
console.log(`| research job, 3 loops, end to end (mean of ${runs}) | ${jobMs.toFixed(1)} ms | its 3 BM25 searches ${retrievalMs.toFixed(2)} ms | ${(jobMs / retrievalMs).toFixed(1)}× |`);
console.log(`| peak RSS | ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB | — | — |`);
