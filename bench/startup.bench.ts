// Startup benchmark: whole processes, interleaved with their baseline in the same run, medians.
// `quire --help`, `quire jobs` on a 10,000-job mirror (goals ≤ 2× and ≤ 3× `node -e 0`), the embedded
// service from spawn to ready (goal ≤ 4× `node -e 0`), and browser mode from process start to the
// first painted job rows (10,000 jobs) against process start to the first paint of a static page
// served by a 10-line node:http server, in the same Chromium (goal ≤ 2×); both timed in the page by the
// browser's own paint timing (paintWatch). Uses the bundled entries in
// out/main (bench/run.ts builds them and finds Chromium).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { RATIO_HEADER, ROOT, median, ratioRow, scratchDir, spawnGroup, stop, waitForOutput, withChildren } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The baseline page: the smallest server that serves one HTML page with a visible heading.
const STATIC_SERVER = [
  "const http = require('node:http');",
  "const page = '<!doctype html><title>static</title><h1 id=ready>Static page</h1>';",
  'const server = http.createServer((request, response) => {',
  "  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });",
  '  response.end(page);',
  '});',
  "server.listen(0, '127.0.0.1', () => {",
  "  console.log('listening on http://127.0.0.1:' + server.address().port + '/');",
  '});',
  "process.on('SIGTERM', () => process.exit(0));",
].join('\n');

const JOBS = Number(process.env.QUIRE_BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.QUIRE_BENCH_RUNS ?? 7);
const CLI = join(ROOT, 'bin', 'quire.mjs');

function timed(args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}: ${result.stderr.toString().slice(0, 500)}`);
  return elapsed;
}

async function serviceReady(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawnGroup(process.execPath, ['-e', "import('./out/main/service.js')"], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir, port: 0 }) },
  });
  const elapsed = await new Promise<number>((resolveReady, reject) => {
    child.on('message', (message) => {
      if ((message as { type?: unknown }).type === 'ready') resolveReady(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`the service exited with ${code} before it was ready`)));
  });
  await stop(child);
  return elapsed;
}

/**
 * In the page: when the first element matching `selector` was painted, on the epoch clock (ms). When the
 * element was in the document before the page's first contentful paint, that paint (the browser's own
 * Paint Timing entry) drew it; when it came later, the first animation frame after it came is taken (the
 * frame that renders it). Element Timing was tried: its entry is lost when the window's code replaces the
 * painted rows with its own right after the paint. Timed in the page because Playwright, which polls from
 * outside, sees the element only once the page's main thread is free.
 */
const paintWatch = (selector: string): string =>
  `(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      watch.disconnect();
      const came = performance.now();
      new PerformanceObserver((list, observer) => {
        const contentful = list.getEntriesByName('first-contentful-paint')[0];
        if (!contentful) return;
        observer.disconnect();
        if (contentful.startTime >= came) {
          window.__paintedBy = 'first contentful paint';
          window.__paintedAt = performance.timeOrigin + contentful.startTime;
        } else {
          requestAnimationFrame((frame) => {
            window.__paintedBy = 'animation frame';
            window.__paintedAt = performance.timeOrigin + Math.max(frame, came);
          });
        }
      }).observe({ type: 'paint', buffered: true });
    });
    watch.observe(document, { childList: true, subtree: true });
  })();`;

/** What paintWatch leaves on the page's window. */
interface Painted {
  __paintedAt?: number;
  __paintedBy?: string;
}

interface PaintRun {
  /** Process start → the element is painted (the measure). */
  painted: number;
  /** How `painted` was read: the first contentful paint, or the first animation frame after the element came. */
  by: string;
  /** Process start → Playwright sees it (what this bench measured before session 13). */
  seen: number;
}

/** Process start → the element `selector` is painted in a new page of `browser` (and Playwright sees it). */
async function toFirstPaint(browser: Browser, args: string[], printed: RegExp, selector: string, env: Record<string, string> = {}): Promise<PaintRun> {
  const started = performance.timeOrigin + performance.now();
  const child = spawnGroup(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
  try {
    await page.addInitScript({ content: paintWatch(selector) });
    const output = await waitForOutput(child, printed);
    const url = printed.exec(output)?.[1] ?? '';
    await page.goto(url);
    await page.locator(selector).first().waitFor({ timeout: 120_000 });
    const seen = performance.timeOrigin + performance.now() - started;
    // Functions, not strings: the window's Content-Security-Policy forbids eval.
    const paintedAt = (await (await page.waitForFunction(() => (globalThis as unknown as Painted).__paintedAt)).jsonValue()) as number;
    const by = await page.evaluate(() => (globalThis as unknown as Painted).__paintedBy ?? '');
    return { painted: paintedAt - started, by, seen };
  } finally {
    await page.close();
    await stop(child);
  }
}

async function main(): Promise<void> {
  const work = scratchDir('quire-bench-startup-');
  try {
    await withChildren(async () => {
      // A 10,000-job mirror: seed a local service, then one `quire sync --once` against it.
      const key = 'csk-bench-startup';
      const service = spawnGroup(process.execPath, ['out/main/service-cli.js', '--port', '0', '--data', join(work, 'service'), '--test-hooks'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, QUIRE_SERVICE_API_KEY: key },
      });
      const output = await waitForOutput(service, /admin token:\s*\S+/);
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
      const admin = /admin token:\s*(\S+)/.exec(output)?.[1] ?? '';
      const seeded = await fetch(`${url}/__admin/seed`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ jobs: JOBS, resultsPerJob: 2 }),
      });
      if (!seeded.ok) throw new Error(`seeding failed: HTTP ${seeded.status}`);
      const notebook = join(work, 'notebook');
      timed([CLI, '--data', notebook, '--base-url', url, 'sync', '--once'], { QUIRE_API_KEY: key });
      // The service keeps running: browser mode below syncs against it as a remote account would.
      const listed = spawnSync(process.execPath, [CLI, '--data', notebook, 'jobs', '--json', '--limit', '1'], { cwd: ROOT, encoding: 'utf8' });
      const total = (JSON.parse(listed.stdout) as { total: number }).total;

      const baseline: number[] = [];
      const help: number[] = [];
      const jobs: number[] = [];
      const ready: number[] = [];
      const serviceData = join(work, 'embedded');
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
      const staticPaint = () => toFirstPaint(browser, ['-e', STATIC_SERVER], /listening on (http:\S+)/, '#ready');
      // Browser mode over the 10,000-job mirror, talking to the seeded service (as a remote account):
      // its job rows, options of the listbox "Research jobs".
      const quirePaint = () =>
        toFirstPaint(browser, ['out/main/serve.js', '--data', notebook, '--port', '0', '--service-url', url], /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+)/, '[role=listbox][aria-label="Research jobs"] [role=option]', { QUIRE_API_KEY: key });
      const staticRuns: PaintRun[] = [];
      const quireRuns: PaintRun[] = [];
      // warm-up (disk cache, the service's first indexing of the sample library)
      timed(['-e', '0']);
      timed([CLI, '--help']);
      timed([CLI, '--data', notebook, 'jobs']);
      await serviceReady(serviceData);
      await staticPaint();
      await quirePaint();
      for (let run = 0; run < RUNS; run++) {
        staticRuns.push(await staticPaint());
        quireRuns.push(await quirePaint());
        baseline.push(timed(['-e', '0']));
        help.push(timed([CLI, '--help']));
        baseline.push(timed(['-e', '0']));
        jobs.push(timed([CLI, '--data', notebook, 'jobs']));
        baseline.push(timed(['-e', '0']));
        ready.push(await serviceReady(serviceData));
      }
      console.log(`Startup: whole processes, ${RUNS} runs each interleaved with \`node -e 0\` (${baseline.length} baseline runs); medians. Mirror: ${total.toLocaleString('en-US')} jobs.\n`);
      console.log(RATIO_HEADER);
      console.log(ratioRow('`quire --help` vs `node -e 0`', help, baseline, 2));
      console.log(ratioRow(`\`quire jobs\` (${total.toLocaleString('en-US')} jobs) vs \`node -e 0\``, jobs, baseline, 3));
      console.log(ratioRow('embedded service spawn → ready vs `node -e 0`', ready, baseline, 4));
      console.log(ratioRow(`browser mode start → first job rows painted (${total.toLocaleString('en-US')} jobs) vs a static page on node:http, same Chromium`, quireRuns.map((run) => run.painted), staticRuns.map((run) => run.painted), 2));
      const seenQuire = median(quireRuns.map((run) => run.seen));
      const seenStatic = median(staticRuns.map((run) => run.seen));
      const by = [...new Set([...quireRuns, ...staticRuns].map((run) => run.by))].join(', ');
      console.log(`\nFirst paint: when the browser painted the first row (the heading), timed in the page (${by}). Playwright, polling from outside, saw them at ${Math.round(seenQuire)} ms vs ${Math.round(seenStatic)} ms (${(seenQuire / seenStatic).toFixed(2)}×).`);
      await browser.close();
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
