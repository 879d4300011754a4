// Export and print from the app (#13), in real Chromium against browser mode and the local service:
// the job view's Export menu downloads Markdown, BibTeX, RIS and CSL-JSON; "Print or save as PDF…"
// opens the browser's print dialog; the print stylesheet lays the job out as a clean document, checked
// by printing the page to PDF (page.pdf), reading its text (pdftotext) and looking at its pages
// (pdftoppm PNGs under test-results/screens).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startResearch, test } from './fixtures';

const OTTERS = 'How do sea otters protect kelp forests?';
const SCREENS = resolve(import.meta.dirname, '../../test-results/screens');

async function download(page: Page, item: RegExp): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const waiting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const file = await waiting;
  const chunks = await (await file.createReadStream()).toArray();
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

test('export menu downloads each format of the job', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Export' });
  await expect(menu.getByRole('menuitem')).toHaveText([/^Markdown/, /^BibTeX/, /^RIS/, /^CSL-JSON/, /Print or save as PDF/]);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await shot(page, 'export-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeFocused();

  // one entry per source the job cites (how many the answer engine cites is not this test's subject)
  const cited = Number(((await page.getByRole('heading', { name: /^Sources \(\d+\)$/ }).innerText()).match(/\d+/) ?? ['0'])[0]);
  expect(cited, 'the job cites at least one source').toBeGreaterThanOrEqual(1);
  const markdown = await download(page, /^Markdown/);
  expect(markdown.name).toMatch(/\.md$/);
  expect(markdown.text).toContain(OTTERS);
  // One entry per distinct source the job cites (how many depends on the service's answer): the
  // three formats agree, and the toast says the same number.
  const csl = await download(page, /^CSL-JSON/);
  const entries = JSON.parse(csl.text) as Array<{ title: string; URL?: string }>;
  const n = entries.length;
  expect(n).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`Exported ${n === 1 ? '1 source' : `${n} sources`} of 1 research to .+\\.json\\.`))).toBeVisible();
  const bibtex = await download(page, /^BibTeX/);
  expect(bibtex.name).toMatch(/\.bib$/);
  expect(n).toBe(cited);
  expect(bibtex.text.match(/^@\w+\{/gm)?.length).toBe(n);
  expect(bibtex.text).toContain(OTTERS);
  const ris = await download(page, /^RIS/);
  expect(ris.text.match(/^TY {2}- /gm)?.length).toBe(n);
  expect(ris.text.match(/^ER {2}- ?/gm)?.length).toBe(n);
  for (const entry of entries) expect(entry.title.length).toBeGreaterThan(0);
});

test('the list selection exports the citations of several jobs at once', async ({ page, app, shot }) => {
  const SECOND = 'What do sea urchins eat?';
  await page.goto(app.url);
  await startResearch(page, OTTERS);
  await startResearch(page, SECOND);
  const first = page.getByRole('option', { name: /How do sea otters protect kelp forests\?/ });
  // The open job (the second) joins when the selection starts.
  await first.click({ modifiers: ['ControlOrMeta'] });
  const bar = page.getByRole('region', { name: 'Selected research' });
  await expect(bar).toContainText('2 selected');
  await expect(page.getByRole('img', { name: 'in selection' })).toHaveCount(2);
  await bar.getByRole('button', { name: 'Export 2' }).click();
  await shot(page, 'export-selection');
  const waiting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^BibTeX/ }).click();
  const file = await waiting;
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(file.suggestedFilename()).toMatch(/^quire-2-research-\d{4}-\d{2}-\d{2}\.bib$/);
  // one entry per distinct source; each job's question is in the note of the sources it cites
  const keys = text.match(/^@\w+\{([^,]+),/gm) ?? [];
  expect(new Set(keys).size).toBe(keys.length);
  expect(text).toContain(OTTERS);
  expect(text).toContain(SECOND);
  // Ctrl/⌘-click again removes; Clear empties it.
  await first.click({ modifiers: ['ControlOrMeta'] });
  await expect(bar).toContainText('1 selected');
  await bar.getByRole('button', { name: 'Clear the selection' }).click();
  await expect(bar).toBeHidden();

  // The same from the keyboard, in the list: Space, Shift+↑/↓, Ctrl/⌘+A, Escape.
  const list = page.getByRole('listbox', { name: 'Research jobs' });
  await list.focus();
  await page.keyboard.press('Space');
  await expect(bar).toContainText('1 selected');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(bar).toContainText('2 selected');
  await expect(page.getByRole('img', { name: 'in selection' })).toHaveCount(2);
  await page.keyboard.press('Space'); // the open job (moved by Shift+↓) leaves the selection
  await expect(bar).toContainText('1 selected');
  await page.keyboard.press('ControlOrMeta+a');
  await expect(bar).toContainText('2 selected');
  await shot(page, 'selection-keyboard');
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
});

test('print opens the print dialog, and the print stylesheet prints a clean document', async ({ page, app }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS);
  // Headless Chromium has no print dialog to show: record the call instead.
  await page.evaluate(`window.print = () => { window.__printed = (window.__printed || 0) + 1; }`);
  await page.getByRole('tab', { name: 'Chat' }).click();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /Print or save as PDF/ }).click();
  await expect.poll(() => page.evaluate('window.__printed')).toBe(1);
  // Printing shows the answer, whichever tab was open.
  await expect(page.getByRole('tab', { name: 'Answer' })).toHaveAttribute('aria-selected', 'true');

  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  mkdirSync(SCREENS, { recursive: true });
  const file = join(SCREENS, 'print-app.pdf');
  writeFileSync(file, pdf);
  if (spawnSync('pdftotext', ['-v']).error) {
    console.log('pdftotext/pdftoppm not installed (poppler-utils): the printed PDF was written but not read back.');
    return;
  }
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(OTTERS);
  expect(text).toContain('References');
  expect(text).toMatch(/\b1\.\s+Sea Otters as a Keystone Species/);
  expect(text).toMatch(/https?:\/\/\S+/);
  expect(text).toContain('printed from Quire');
  // None of the app around the job is printed.
  for (const chrome of ['New research', 'Collections', 'Re-run', 'Copy answer', 'Sources (3)', 'Transformed', 'Export']) expect(text).not.toContain(chrome);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, join(SCREENS, 'print-app')]);
});
