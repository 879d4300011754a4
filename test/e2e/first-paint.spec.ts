// Browser mode's first paint: over a data folder that already holds jobs, the page arrives with the
// window's first screen painted in it (the job rows read straight from the files, src/shared/job-rows-
// markup.ts), and the window's code takes it over once they are painted. Here, with the window's code
// held back, the rows are on screen and are exactly `quire jobs`' first page (jobs.list); once the code
// runs, React's first render puts the same rows, with the same text, in the same boxes (nothing moves),
// and the console stays free of errors. Screenshots of both moments are kept in test-results/screens.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { builtEntry, expect, test } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'out', 'main', 'cli.js');

interface Row {
  id: string;
  text: string;
  box: number[];
}
type Snapshots = { served: Row[] | null; taken: Row[] | null; shell: Record<string, number[]> | null; shellTaken: Record<string, number[]> | null };

/** Records the rows (and a few landmarks of the shell) as the page painted them, and again the moment React replaced that markup. */
const WATCH = `(() => {
  const boxOf = (element) => { const r = element.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
  const rows = () => [...document.querySelectorAll('[role=listbox][aria-label="Research jobs"] [role=option]')].map((el) => ({ id: el.id, text: el.innerText, box: boxOf(el) }));
  const shell = () => Object.fromEntries(['[role=listbox][aria-label="Research jobs"]', 'input[aria-label="Search everything"]', 'nav.sidebar', 'section[aria-label="Collections"]'].map((s) => [s, document.querySelector(s) ? boxOf(document.querySelector(s)) : []]));
  window.__firstPaint = { served: null, taken: null, shell: null, shellTaken: null };
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    const served = root && root.querySelector(':scope > .app');
    if (!served) return;
    window.__firstPaint.served = rows();
    window.__firstPaint.shell = shell();
    new MutationObserver(() => {
      if (window.__firstPaint.taken || root.querySelector(':scope > .app') === served) return;
      window.__firstPaint.taken = rows();
      window.__firstPaint.shellTaken = shell();
    }).observe(root, { childList: true });
  });
})();`;

function startQuire(dataDir: string, serviceUrl: string, apiKey: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [builtEntry('serve'), '--data', dataDir, '--port', '0', '--service-url', serviceUrl, '--service-key', apiKey], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/.exec(output)?.[0];
      if (url) resolveStart({ child, url });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

const LISTBOX = '[role=listbox][aria-label="Research jobs"]';
const snapshots = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaint: Snapshots }).__firstPaint);

/** Holds the window's code (its entry script) back until the returned function is called. */
async function holdWindowCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Service = { url: string; apiKey: string; adminToken: string };
/** `jobs` seeded jobs on the service, synced by the CLI into a data folder of their own; the CLI on that folder. */
async function seededFolder(service: Service, dataDir: string, jobs: number) {
  const seeded = await fetch(`${service.url}/__admin/seed`, { method: 'POST', headers: { authorization: `Bearer ${service.adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ jobs, resultsPerJob: 1 }) });
  expect(seeded.ok).toBe(true);
  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, '--data', dataDir, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, QUIRE_API_KEY: service.apiKey } });
  expect(cli('--base-url', service.url, 'sync', '--once').status).toBe(0);
  return cli;
}

test("the first rows are painted with the page, are jobs.list's, and React takes them over without moving them", async ({ app, page, shot }) => {
  const { url: serviceUrl, apiKey } = app.service;
  // 120 jobs on the service, synced by the CLI into a data folder of their own; one starred, one tagged
  const dataDir = join(app.dataDir, 'painted');
  const cli = await seededFolder(app.service, dataDir, 120);
  const listed = JSON.parse(cli('jobs', '--json', '--limit', '50').stdout) as { items: Array<{ id: string; query: string }>; total: number };
  expect(listed.items).toHaveLength(50);
  expect(cli('star', listed.items[1]!.id).status).toBe(0);
  expect(cli('tag', listed.items[2]!.id, 'painted', 'rows').status).toBe(0);

  const { child, url } = await startQuire(dataDir, serviceUrl, apiKey);
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`${message.type()}: ${message.text()}`);
  });
  try {
    // The window's code is held back until the painted page has been looked at.
    const release = await holdWindowCode(page);
    await page.addInitScript({ content: WATCH });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('listbox', { name: 'Research jobs' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await shot(page, 'first-paint-served');
    expect(await page.evaluate(() => performance.getEntriesByName('quire:first-jobs').length), "the window's code has not run").toBe(0);
    const { served, shell } = await snapshots(page);
    // the page's rows are jobs.list's first page, in order, with the star and the tags
    expect(served?.map((row) => row.id)).toEqual(listed.items.map((job) => `job-row-${job.id}`));
    for (const [index, job] of listed.items.entries()) expect(served?.[index]?.text).toContain(job.query);
    await expect(list.getByRole('option').nth(1).getByRole('img', { name: 'starred' })).toBeVisible();
    await expect(list.getByRole('option').nth(2)).toContainText('painted');

    release();
    await page.waitForFunction(() => performance.getEntriesByName('quire:first-jobs').length > 0);
    const { taken, shellTaken } = await snapshots(page);
    // React's first render (with the list measured) holds the rows on screen, each in its box, same text
    const listBox = shell?.[LISTBOX] ?? [0, 0, 0, 0];
    const onScreen = (served ?? []).filter((row) => row.box[1]! < listBox[1]! + listBox[3]!);
    expect(onScreen.length).toBeGreaterThan(5);
    expect(taken?.length).toBeGreaterThanOrEqual(onScreen.length);
    expect(taken).toEqual(served?.slice(0, taken?.length));
    expect(shellTaken).toEqual(shell);
    // and later (the count, the profile and collections arrived over the socket) the rows are still there
    await expect(page.getByRole('heading', { name: /Research \(120\)/ })).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText(listed.items[0]!.query);
    await shot(page, 'first-paint-taken');
    expect(consoleProblems, 'console errors or warnings (a hydration or render problem would show here)').toEqual([]);
  } finally {
    child.kill('SIGTERM');
  }
});

test('what is typed or clicked on the painted page before the code runs is kept: the search text with its focus and caret, the row clicked', async ({ app, page, shot }) => {
  const { url: serviceUrl, apiKey } = app.service;
  const dataDir = join(app.dataDir, 'painted-input');
  const cli = await seededFolder(app.service, dataDir, 30);
  const listed = JSON.parse(cli('jobs', '--json', '--limit', '10').stdout) as { items: Array<{ id: string; query: string }> };
  const clicked = listed.items[3]!;

  const { child, url } = await startQuire(dataDir, serviceUrl, apiKey);
  try {
    const release = await holdWindowCode(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('listbox', { name: 'Research jobs' });
    await expect(list.getByRole('option').nth(3)).toBeVisible();
    // the painted page, the window's code still held back: a row clicked, then a search typed
    await list.getByRole('option').nth(3).click();
    const search = page.getByRole('searchbox', { name: 'Search everything' });
    await search.click();
    await search.pressSequentially('Seeded quest');
    await search.press('ArrowLeft');
    expect(await page.evaluate(() => performance.getEntriesByName('quire:first-jobs').length), "the window's code has not run").toBe(0);

    release();
    // the app's own box holds the text, has the focus and the caret where it was; the search ran on it
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    await expect(search).toHaveValue('Seeded quest');
    await expect(search).toBeFocused();
    expect(await search.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([11, 11]);
    // the row clicked on the painted page is open
    await expect(page.getByRole('heading', { level: 1 })).toContainText(clicked.query.slice(0, 30));
    await shot(page, 'first-paint-input-kept');
  } finally {
    child.kill('SIGTERM');
  }
});

test('a button pressed on the painted page before the code runs is pressed by the app: "+ New collection" opens its form', async ({ app, page, shot }) => {
  const { url: serviceUrl, apiKey } = app.service;
  const dataDir = join(app.dataDir, 'painted-press');
  await seededFolder(app.service, dataDir, 3);
  const { child, url } = await startQuire(dataDir, serviceUrl, apiKey);
  try {
    const release = await holdWindowCode(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option').first()).toBeVisible();
    // the painted page, the window's code held back: the button does nothing yet
    await page.getByRole('button', { name: '+ New collection' }).click();
    expect(await page.evaluate(() => performance.getEntriesByName('quire:first-jobs').length), "the window's code has not run").toBe(0);
    await expect(page.getByLabel('New collection name')).toHaveCount(0);
    release();
    // pressed again once the app rendered its own button: the form is open, once (a second press would close it)
    await expect(page.getByLabel('New collection name')).toBeVisible();
    await expect(page.getByLabel('New collection name')).toBeFocused();
    await shot(page, 'first-paint-button-kept');
  } finally {
    child.kill('SIGTERM');
  }
});
