// Renderer benchmark (browser mode, real core, real local service, Debian Chromium):
// first paint of the workspace with 10,000 mirrored jobs, from Quire's process start, and the time
// to show search results; each against a baseline measured in the same run (an empty mirror).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import WebSocket from 'ws';

const ROOT = resolve(import.meta.dirname, '..');
const JOBS = Number(process.env.QUIRE_BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.QUIRE_BENCH_RUNS ?? 3);
const SEARCH_TERMS = ['kelp', 'lithium', 'caffeine', 'urchin', 'movable'];
// bench/run.ts finds or installs Chromium (scripts/chromium.mjs) and passes it here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Launched = { child: ChildProcess; output: string };

function launch(entry: string, args: string[], ready: RegExp): Promise<Launched> {
  return new Promise((resolveLaunch, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolveLaunch({ child, output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function startService(dir: string): Promise<{ child: ChildProcess; url: string; key: string; admin: string }> {
  const key = `csk-bench-${Math.random().toString(36).slice(2)}`;
  // Wait for the admin token line itself: it is printed after the "listening" line.
  const { child, output } = await launch('src/service/cli.ts', ['--port', '0', '--data', dir, '--api-key', key, '--step-ms', '50', '--test-hooks'], /admin token:\s*\S+/i);
  const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
  const admin = /admin token:\s*(\S+)/i.exec(output)?.[1] ?? '';
  return { child, url, key, admin };
}

const QUIRE_READY = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/;
function startQuire(dataDir: string, service: { url: string; key: string }): Promise<Launched> {
  return launch('src/main/web/serve.ts', ['--data', dataDir, '--port', '0', '--service-url', service.url, '--service-key', service.key], QUIRE_READY);
}

/** Asks the running Quire (over its own WebSocket contract) how many jobs its mirror holds. */
function mirroredJobs(appUrl: string): Promise<number> {
  const url = new URL(appUrl);
  const socket = new WebSocket(`ws://${url.host}/ws?token=${url.searchParams.get('token')}`, { origin: `http://${url.host}` });
  return new Promise((done, fail) => {
    socket.once('error', fail);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'invoke', id: 1, op: 'jobs.list', input: { limit: 1 } })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; id?: number; envelope?: { ok: boolean; value?: { total: number } } };
      if (message.type !== 'result' || message.id !== 1) return;
      socket.close();
      done(message.envelope?.ok ? (message.envelope.value?.total ?? 0) : -1);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface PaintSample {
  /** Process start → first job rows (or the empty state) on screen. */
  toPaint: number;
  /** Process start → the server printed its address. */
  toReady: number;
  /** Inside the page: navigation start → the list's first paint (the renderer's own share). */
  inPage: number;
}

async function measurePaint(browser: Browser, dataDir: string, service: { url: string; key: string }, expectRows: boolean): Promise<PaintSample> {
  const started = performance.now();
  const quire = await startQuire(dataDir, service);
  const toReady = performance.now() - started;
  const url = QUIRE_READY.exec(quire.output)?.[0] ?? '';
  const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
  try {
    await page.goto(url);
    if (expectRows) await page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option').first().waitFor({ timeout: 120_000 });
    else await page.getByText('No research yet').waitFor({ timeout: 120_000 });
    const toPaint = performance.now() - started;
    const inPage = Number(await page.evaluate(`performance.getEntriesByName('quire:first-jobs')[0]?.startTime ?? NaN`));
    return { toPaint, toReady, inPage };
  } finally {
    await page.close();
    await stop(quire.child);
  }
}

async function measureSearch(browser: Browser, dataDir: string, service: { url: string; key: string }, expectHits: boolean): Promise<number[]> {
  const quire = await startQuire(dataDir, service);
  const url = QUIRE_READY.exec(quire.output)?.[0] ?? '';
  const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
  const samples: number[] = [];
  try {
    await page.goto(url);
    const box = page.getByRole('searchbox', { name: 'Search everything' });
    await box.waitFor();
    for (const term of SEARCH_TERMS) {
      await box.fill('');
      const started = performance.now();
      await box.fill(term);
      if (expectHits) await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
      // (the empty search names the notebook it searched: SearchResults.tsx noMatchText)
      else await page.getByText(new RegExp(`^Nothing in .* matches “${term}”\\.`)).first().waitFor({ timeout: 60_000 });
      samples.push(performance.now() - started);
    }
    return samples;
  } finally {
    await page.close();
    await stop(quire.child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'out/renderer/index.html'))) {
    console.log('The renderer is not built (out/renderer). Run `npm run build` first (npm run bench does).');
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), 'quire-bench-renderer-'));
  const full = await startService(join(work, 'service-full'));
  const empty = await startService(join(work, 'service-empty'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const seeded = await fetch(`${full.url}/__admin/seed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jobs: JOBS, resultsPerJob: 2 }),
    });
    if (!seeded.ok) throw new Error(`seeding failed: HTTP ${seeded.status}`);

    // Fill the mirror once (not measured), then stop Quire: every measured start finds it full.
    const fullDir = join(work, 'quire-full');
    const emptyDir = join(work, 'quire-empty');
    const filling = await startQuire(fullDir, full);
    const fillUrl = QUIRE_READY.exec(filling.output)?.[0] ?? '';
    const fillStarted = performance.now();
    while ((await mirroredJobs(fillUrl)) < JOBS) {
      if (performance.now() - fillStarted > 15 * 60_000) throw new Error('the mirror did not fill within 15 minutes');
      await sleep(500);
    }
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await stop(filling.child);
    const primeEmpty = await startQuire(emptyDir, empty);
    await stop(primeEmpty.child);

    const fullPaint: PaintSample[] = [];
    const emptyPaint: PaintSample[] = [];
    // Alternate so drift on a shared machine hits both sides alike.
    for (let run = 0; run < RUNS; run++) {
      emptyPaint.push(await measurePaint(browser, emptyDir, empty, false));
      fullPaint.push(await measurePaint(browser, fullDir, full, true));
    }
    const emptySearch = await measureSearch(browser, emptyDir, empty, false);
    const fullSearch = await measureSearch(browser, fullDir, full, true);

    const paintFull = median(fullPaint.map((s) => s.toPaint));
    const paintEmpty = median(emptyPaint.map((s) => s.toPaint));
    const readyFull = median(fullPaint.map((s) => s.toReady));
    const readyEmpty = median(emptyPaint.map((s) => s.toReady));
    const pageFull = median(fullPaint.map((s) => s.inPage));
    const pageEmpty = median(emptyPaint.map((s) => s.inPage));
    const searchFull = median(fullSearch);
    const searchEmpty = median(emptySearch);
    console.log(`Renderer benchmark: ${JOBS.toLocaleString('en-US')} mirrored jobs (2 sources each), ${RUNS} starts per side, ${SEARCH_TERMS.length} searches per side; medians.`);
    console.log(`(Filling the mirror from the service took ${fillSeconds.toFixed(1)} s; not part of the figures.)\n`);
    console.log('| Measure | With the mirror full | Baseline: empty mirror | Ratio |');
    console.log('|---|---|---|---|');
    console.log(`| Process start → server ready | ${ms(readyFull)} | ${ms(readyEmpty)} | ${(readyFull / readyEmpty).toFixed(2)}× |`);
    console.log(`| Process start → first paint of the job list | ${ms(paintFull)} | ${ms(paintEmpty)} (empty state) | ${(paintFull / paintEmpty).toFixed(2)}× |`);
    console.log(`| In the page: navigation → first paint of the list | ${ms(pageFull)} | ${ms(pageEmpty)} | ${(pageFull / pageEmpty).toFixed(2)}× |`);
    console.log(`| Keystroke → search results shown | ${ms(searchFull)} | ${ms(searchEmpty)} ("nothing matches") | ${(searchFull / searchEmpty).toFixed(2)}× |`);
  } finally {
    await browser.close();
    await stop(full.child);
    await stop(empty.child);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
