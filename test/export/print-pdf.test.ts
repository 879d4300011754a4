// The printable HTML of a real research job (CLI `export --format html` against a real local
// service) printed to PDF by a real Chromium (page.pdf()), its pages rendered to PNG by poppler's
// pdftoppm and its text extracted by pdftotext: question, answer, numbered references with URLs.
// The PNGs are kept in test-results/screens/ to be looked at. Skips with a printed reason where
// Chromium or poppler-utils is missing (npm test installs both on Debian).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import { runQuire, ROOT } from '../cli/helpers';

function findChromium(): string | null {
  const list = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return list.find((path): path is string => typeof path === 'string' && path !== '' && existsSync(path)) ?? null;
}

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const chromiumPath = findChromium();
const missing = !chromiumPath ? 'no Chromium (set CHROMIUM_PATH or apt-get install chromium)' : !hasTool('pdftoppm') || !hasTool('pdftotext') ? 'no pdftoppm/pdftotext (apt-get install poppler-utils)' : null;
if (missing) console.warn(`print-pdf.test: skipped: ${missing}`);

let service: RunningService;
let browser: Browser | undefined;
const temps: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quire-pdf-${name}-`));
  temps.push(dir);
  return dir;
}

beforeAll(async () => {
  if (missing) return;
  service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 5, testHooks: true });
  browser = await chromium.launch({ executablePath: chromiumPath ?? undefined });
});

afterAll(async () => {
  await browser?.close();
  await service?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(missing !== null)('print a job to PDF', () => {
  it('prints question, answer and numbered references with URLs on A4 pages', async () => {
    const data = tempDir('data');
    const online = (...args: string[]) => ['--data', data, '--base-url', service.url, '--api-key', service.apiKey, ...args];
    const ran = await runQuire(online('research', 'How do sea otters protect kelp forests?', '--wait', '--loops', '1', '--json'));
    expect(ran.code, ran.stderr).toBe(0);
    const id = (JSON.parse(ran.stdout) as { id: string }).id;
    const html = await runQuire(online('export', id, '--format', 'html'));
    expect(html.code, html.stderr).toBe(0);

    const page = await (browser as Browser).newPage();
    await page.setContent(html.stdout, { waitUntil: 'load' });
    const work = tempDir('out');
    const pdfPath = join(work, 'job.pdf');
    await page.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    await page.close();
    expect(statSync(pdfPath).size).toBeGreaterThan(2_000);

    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('How do sea otters protect kelp forests?');
    expect(text).toContain('Answer');
    expect(text).toContain('References');
    expect(text).toMatch(/1\.\s+Sea Otters as a Keystone Species in Kelp Forests/);
    // long URLs break anywhere inside the reference (word-break), so compare without whitespace
    expect(text.replace(/\s+/g, '')).toContain('https://www.coastal-ecology.net/articles/sea-otters-keystone-species');
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+59\d\.\d+ x 841\.\d+ pts \(A4\)/);

    const screens = join(ROOT, 'test-results', 'screens');
    mkdirSync(screens, { recursive: true });
    for (const file of readdirSync(screens).filter((f) => f.startsWith('print-job-'))) rmSync(join(screens, file));
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, join(screens, 'print-job')]);
    const pngs = readdirSync(screens).filter((f) => f.startsWith('print-job-') && f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThanOrEqual(1);
    // the screen-only grey backdrop is not printed: a white page has a white corner pixel: the screen backdrop (#f4f4f4) must not print
    const ppm = execFileSync('pdftoppm', ['-r', '20', '-f', '1', '-l', '1', '-x', '0', '-y', '0', '-W', '4', '-H', '4', pdfPath]);
    const pixels = ppm.subarray(ppm.length - 4 * 4 * 3);
    expect(Math.min(...pixels)).toBe(255);
  }, 120_000);
});
