// `quire export --format` as a subprocess against a real local research service on 127.0.0.1: two
// researches (one over an uploaded file) exported as BibTeX, RIS and CSL-JSON to stdout and to a
// file, parsed back with @retorquere/bibtex-parser and citation-js; bad arguments refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { startService, type RunningService } from '../../src/service/server';
import type { JobDetail } from '../../src/shared/domain';
import { normalizeUrl } from '../../src/main/export/citations';
import { runQuire, stdoutJson as parse } from '../cli/helpers';
import { citesSources } from '../../src/cli/commands/library';
import { pickChromium } from '../../src/main/export/pdf';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = pickChromium(process.env, existsSync);
const noPdf = chromiumPath === null ? 'no Chromium (apt-get install chromium or set CHROMIUM_PATH)' : existsSync('/usr/bin/pdftotext') ? null : 'no pdftotext (apt-get install poppler-utils)';
if (noPdf) console.warn(`cli-export.test: the PDF test is skipped: ${noPdf}`);

describe('pickChromium', () => {
  it.each([
    [{ CHROMIUM_PATH: '/opt/c' }, ['/opt/c', '/usr/bin/chromium'], '/opt/c'],
    [{ CHROMIUM_PATH: '' }, ['/usr/bin/chromium'], '/usr/bin/chromium'],
    [{}, ['/usr/bin/google-chrome'], '/usr/bin/google-chrome'],
    [{ CHROMIUM_PATH: '/missing' }, [], null],
  ] as Array<[Record<string, string>, string[], string | null]>)('%j with %j → %s', (env, present, expected) => {
    expect(pickChromium(env, (path) => present.includes(path))).toBe(expected);
  });
});

let service: RunningService;
const temps: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quire-export-${name}-`));
  temps.push(dir);
  return dir;
}


beforeAll(async () => {
  service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 5, testHooks: true });
});

afterAll(async () => {
  await service?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('quire export --format', () => {
  let data: string;
  const online = (...args: string[]) => ['--data', data, '--base-url', service.url, '--api-key', service.apiKey, ...args];
  const jobs: JobDetail[] = [];

  beforeAll(async () => {
    data = tempDir('data');
    const folder = tempDir('uploads');
    writeFileSync(join(folder, 'otter-diary.md'), '---\ntitle: Otter diary\nauthor: Mara Lindqvist\ndate: 2025-04-02\n---\n\n# Otter diary\n\nOtters ate urchins near the kelp bed every morning; the kelp recovered within two years.\n');
    const uploaded = await runQuire(online('upload', join(folder, 'otter-diary.md'), '--json'));
    expect(uploaded.code, uploaded.stderr).toBe(0);
    for (const args of [
      ['research', 'How do sea otters protect kelp forests?', '--wait', '--loops', '1', '--json'],
      ['research', 'What did the otters eat near the kelp bed?', '--file', 'otter-diary.md', '--wait', '--loops', '1', '--json'],
    ]) {
      const ran = await runQuire(online(...args));
      expect(ran.code, ran.stderr).toBe(0);
      const id = parse<{ id: string }>(ran).id;
      jobs.push(parse<JobDetail>(await runQuire(online('show', id, '--json'))));
    }
  }, 120_000);

  it('writes BibTeX of a selection to stdout: one entry per distinct source, parsed by an independent parser', async () => {
    const result = await runQuire(online('export', ...jobs.map((job) => job.id.slice(0, 8)), '--format', 'bibtex'));
    expect(result.code, result.stderr).toBe(0);
    const library = parseBibtex(result.stdout, { sentenceCase: false });
    expect(library.errors).toEqual([]);
    const distinct = new Set(jobs.flatMap((job) => job.results.map((r) => (r.url.startsWith('https://files.quire.local/') ? r.url.split('/')[3] : normalizeUrl(r.url) ?? r.url))));
    expect(distinct.size).toBeGreaterThan(0);
    expect(library.entries).toHaveLength(distinct.size);
    expect(new Set(library.entries.map((e) => e.key)).size).toBe(library.entries.length);
    for (const entry of library.entries) {
      const fields = entry.fields as Record<string, unknown>;
      expect(String(fields.note)).toMatch(/Accessed \d{4}-\d{2}-\d{2}\. Quire research questions?: “/);
    }
    // the uploaded file is a document, not a web page
    const upload = library.entries.find((e) => (e.fields as Record<string, unknown>).type === 'Uploaded file');
    expect(upload, 'an entry for the uploaded file').toBeDefined();
    expect(String((upload?.fields as Record<string, unknown>).note)).toContain('What did the otters eat near the kelp bed?');
    // the author and date its kept copy states about itself (its front matter)
    expect(JSON.stringify((upload?.fields as Record<string, unknown>).author)).toContain('Lindqvist');
    expect(String((upload?.fields as Record<string, unknown>).year ?? (upload?.fields as Record<string, unknown>).date)).toContain('2025');
  });

  it('writes RIS of the whole library to a file, with the same keys as the BibTeX', async () => {
    const out = join(tempDir('ris'), 'library.ris');
    const written = parse<{ path: string; entries: number; jobs: number; format: string }>(await runQuire(online('export', '--all', '--format', 'ris', '--out', out, '--json')));
    expect(written).toMatchObject({ path: out, jobs: 2, format: 'ris' });
    const text = readFileSync(out, 'utf8');
    const items = new Cite(text, { forceType: '@ris/file' }).data;
    expect(items).toHaveLength(written.entries);
    const bib = parseBibtex((await runQuire(online('export', '--all', '--format', 'bibtex'))).stdout, { sentenceCase: false });
    expect(items.map((item) => item.id).sort()).toEqual(bib.entries.map((e) => e.key).sort());
    for (const item of items) expect(String(item.note)).toContain('Quire research question');
    const again = await runQuire(online('export', '--all', '--format', 'ris', '--out', out));
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--force');
  });

  it('writes CSL-JSON with access dates and the question in the note', async () => {
    const job = jobs[0] as JobDetail;
    const result = await runQuire(online('export', job.id, '--format', 'csl-json'));
    expect(result.code, result.stderr).toBe(0);
    const items = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(items.length).toBeGreaterThan(0);
    const day = job.createdAt.slice(0, 10).split('-').map(Number);
    for (const item of items) {
      expect(item.type).toBe('webpage');
      expect(item.accessed).toEqual({ 'date-parts': [day] });
      expect(item.note).toBe(`Quire research question: “${job.query}”`);
    }
    expect(new Cite(result.stdout, { forceType: '@else/json' }).data.map((item) => item.id)).toEqual(items.map((item) => item.id));
  });

  it.skipIf(noPdf !== null)('prints a job to a PDF file with Chromium (--format pdf --out)', async () => {
    const job = jobs[0] as JobDetail;
    const out = join(tempDir('pdf'), 'job.pdf');
    const written = parse<{ path: string; format: string; bytes: number }>(await runQuire(online('export', job.id, '--format', 'pdf', '--out', out, '--json')));
    expect(written).toMatchObject({ path: out, format: 'pdf' });
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' });
    expect(text).toContain(job.query);
    expect(text).toContain('References');
    expect(text).not.toMatch(/file:\/\//); // no header/footer with the temporary page's address
    const noOut = await runQuire(online('export', job.id, '--format', 'pdf'));
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--out');
  }, 90_000);

  it('refuses an unknown format, ids together with --all, and no ids at all', async () => {
    const bad = await runQuire(online('export', (jobs[0] as JobDetail).id, '--format', 'docx'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/docx/);
    const both = await runQuire(online('export', (jobs[0] as JobDetail).id, '--all', '--format', 'ris'));
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('not both');
    const none = await runQuire(online('export', '--format', 'ris'));
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--all');
  });
});

describe('citesSources', () => {
  it.each<[unknown, boolean]>([
    ['bibtex', true],
    ['ris', true],
    ['csl-json', true],
    ['markdown', false],
    ['html', false],
    ['pdf', false],
    [undefined, false],
  ])('%s → %s', (format, expected) => {
    expect(citesSources(format)).toBe(expected);
  });
});

describe('quire export on the local library (no account: the embedded service)', () => {
  it('cites an uploaded document with the author and date it states, though its copy was never opened', async () => {
    // a new user's own folder, no --base-url: export used to open the data without the embedded service, so the
    // document's raw copy could not be read and the entry had a title and nothing else
    const data = tempDir('local-data');
    const folder = tempDir('local-uploads');
    writeFileSync(join(folder, 'varroa.md'), '---\ntitle: Varroa Mite Control\nauthor: Hannah Okafor\ndate: 2024-05-12\n---\n\n# Varroa Mite Control\n\nOxalic acid dribbled in winter, when the colony is broodless, kills more than 90 per cent of phoretic mites.\n');
    const local = (...args: string[]) => runQuire(['--data', data, ...args]);
    const uploaded = await local('upload', join(folder, 'varroa.md'));
    expect(uploaded.code, uploaded.stderr).toBe(0);
    const ran = await local('research', 'When does oxalic acid kill varroa mites?', '--file', 'varroa.md', '--wait', '--loops', '1', '--json');
    expect(ran.code, ran.stderr).toBe(0);
    const id = parse<{ id: string }>(ran).id;
    const bib = await local('export', id, '--format', 'bibtex');
    expect(bib.code, bib.stderr).toBe(0);
    const library = parseBibtex(bib.stdout, { sentenceCase: false });
    expect(library.errors).toEqual([]);
    const entry = library.entries.find((e) => (e.fields as Record<string, unknown>).type === 'Uploaded file');
    expect(entry, bib.stdout).toBeDefined();
    const fields = entry?.fields as Record<string, unknown>;
    expect(JSON.stringify(fields.author)).toContain('Okafor');
    expect(String(fields.year ?? fields.date)).toContain('2024');
    const csl = JSON.parse((await local('export', id, '--format', 'csl-json')).stdout) as Array<Record<string, unknown>>;
    expect(csl.find((item) => item.genre === 'Uploaded file')).toMatchObject({ author: [{ literal: 'Hannah Okafor' }], issued: { 'date-parts': [[2024, 5, 12]] } });
  }, 120_000);
});
