// A printable HTML document (print.ts) as a PDF file, printed by a Chromium found on this machine
// ($CHROMIUM_PATH, Debian's chromium, Chrome) in headless mode with --print-to-pdf: the page's
// print stylesheet decides the layout (A4, margins); no header or footer is added.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { QuireError } from '../../shared/errors';

/** The first existing Chromium among the candidates (pure over `exists`, for table tests). */
export function pickChromium(env: Record<string, string | undefined>, exists: (path: string) => boolean): string | null {
  const list = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  return list.find((path): path is string => typeof path === 'string' && path !== '' && exists(path)) ?? null;
}

export async function printHtmlToPdf(html: string, target: string, env: Record<string, string | undefined> = process.env): Promise<void> {
  const chromium = pickChromium(env, existsSync);
  if (!chromium) throw new QuireError('BAD_INPUT', 'PDF export needs Chromium or Chrome: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  const work = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
  try {
    const page = join(work, 'job.html');
    writeFileSync(page, html);
    // the page is our own HTML with every raw tag from the service escaped (print.ts), so it holds
    // no script; Chromium refuses to run as root with its sandbox (containers, CI), so only there
    // it runs without it. (--blink-settings=scriptEnabled=false makes --print-to-pdf write nothing.)
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    const args = ['--headless', '--disable-gpu', '--no-first-run', ...(root ? ['--no-sandbox'] : []), `--user-data-dir=${join(work, 'profile')}`, '--no-pdf-header-footer', `--print-to-pdf=${target}`, pathToFileURL(page).href];
    await new Promise<void>((resolve, reject) => {
      execFile(chromium, args, { timeout: 60_000 }, (error, _stdout, stderr) => {
        if (error) reject(new QuireError('INTERNAL', `Chromium could not print the PDF: ${String(stderr).trim().split('\n').slice(-2).join(' ') || error.message}`));
        else resolve();
      });
    });
    if (!existsSync(target) || statSync(target).size === 0) throw new QuireError('INTERNAL', 'Chromium wrote no PDF.');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
