// Citation exports parsed back: BibTeX (citation-js and the independent @retorquere/bibtex-parser),
// RIS (citation-js and a plain tag-line reader written here, since no independent RIS parser is
// installed), CSL-JSON (JSON.parse and citation-js). Checks one entry per distinct source across
// jobs, stable keys, access dates, the questions in the note, uploads as documents, hostile text.
import { describe, expect, it } from 'vitest';
import { Cite } from '@citation-js/core';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { bibtexLiteral, citationKey, citedUrl, collectSources, formatCitations, issuedParts, normalizeUrl, type CollectedSource } from '../../src/main/export/citations';
import type { FileItem, JobDetail, Result } from '../../src/shared/domain';

function result(id: string, title: string, url: string, citationIndex: number | null): Result {
  return { id, title, url, citationIndex, highlights: [], hasContent: false };
}

function job(id: string, query: string, createdAt: string, results: Result[]): JobDetail {
  return {
    id,
    serverId: id,
    query,
    status: 'completed',
    reasoningLoopsConsumed: 1,
    runningTime: 1,
    createdAt,
    syncState: 'synced',
    error: null,
    availableOffline: true,
    sourceCount: results.length,
    content: 'Answer [1].',
    transformedContent: null,
    options: {} as JobDetail['options'],
    results,
    events: [],
    updates: [],
    statusHistory: [],
  };
}

const upload: FileItem = { id: 'local-f1', serverId: 'srv-f1', fileName: 'Field notes 2025.pdf', contentType: 'application/pdf', collectionId: null, size: 1234, state: 'synced', bytesSent: 1234, error: null, createdAt: '2026-01-01T00:00:00Z' };

const HOSTILE_Q = 'Kelp & {braces} "quotes" <script>alert(1)</script> 100% $5 \\ ~ #tag _x_ } unbalanced {';
const HOSTILE_TITLE = '<img src=x onerror=alert(1)>Urchins } @misc{evil, title={pwned}} \\end{document} 50% & $x$';

const otters = job('job-otters', 'Do sea otters eat urchins?', '2026-03-04T10:00:00Z', [
  result('a1', 'Sea otters and kelp', 'https://www.nature.com/articles/otters?utm_source=feed&b=2&a=1#results', 1),
  result('a2', 'Sea otter - Wikipedia', 'https://en.wikipedia.org/wiki/Sea_otter', 2),
  result('a3', 'Field notes 2025.pdf', 'https://files.quire.local/srv-f1/Field%20notes%202025.pdf', 3),
  result('a4', 'Uncited but read', 'https://example.org/read', null),
]);
const kelp = job('job-kelp', HOSTILE_Q, '2026-02-01T08:30:00Z', [
  // the same page as otters' [1]: other scheme, host case, parameter order, trailing slash, tracking
  result('b1', 'Sea otters and kelp (dup)', 'http://WWW.Nature.com/articles/otters/?a=1&b=2&fbclid=xyz', 1),
  result('b2', HOSTILE_TITLE, 'https://hostile.example/path?q=%7Bx%7D', 2),
  result('b3', 'Field notes 2025.pdf', 'https://files.quire.local/srv-f1/Field%20notes%202025.pdf', 3),
  result('b4', 'Not a web page', 'javascript:alert(1)', 4),
]);

function sources(): CollectedSource[] {
  return collectSources([otters, kelp], [upload]);
}

/** A plain RIS reader: records between TY and ER, tags to lists of values. */
function readRis(text: string): Array<Record<string, string[]>> {
  const records: Array<Record<string, string[]>> = [];
  let current: Record<string, string[]> | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const match = /^([A-Z][A-Z0-9]) {2}- ?(.*)$/.exec(line);
    if (!match) throw new Error(`not a RIS tag line: ${JSON.stringify(line)}`);
    const [, tag, value] = match as unknown as [string, string, string];
    if (tag === 'TY') current = { TY: [value] };
    else if (tag === 'ER') {
      if (current) records.push(current);
      current = null;
    } else if (current) (current[tag] ??= []).push(value);
    else throw new Error(`tag ${tag} outside a record`);
  }
  if (current) throw new Error('record without ER');
  return records;
}

function byKey<T extends { id?: unknown }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [String(item.id), item]));
}

describe('collecting sources over jobs', () => {
  it('keeps one entry per distinct source, the earliest access date and every question', () => {
    const list = sources();
    // nature (both jobs), wikipedia, upload (both jobs), example.org, hostile.example, javascript:
    expect(list).toHaveLength(6);
    expect(list.filter((s) => s.host === 'www.nature.com')).toHaveLength(1);
    const nature = list.find((s) => s.host === 'www.nature.com');
    expect(nature?.accessed).toBe('2026-02-01');
    expect(nature?.questions).toEqual(['Do sea otters eat urchins?', HOSTILE_Q]);
    expect(nature?.url).toBe('https://www.nature.com/articles/otters?b=2&a=1');
    const file = list.find((s) => s.kind === 'file');
    expect(file?.fileName).toBe('Field notes 2025.pdf');
    expect(file?.url).toBeNull();
    expect(file?.questions).toHaveLength(2);
    const script = list.find((s) => s.identity.startsWith('text:'));
    expect(script?.url).toBeNull();
    expect(new Set(list.map((s) => s.key)).size).toBe(6);
  });

  it('gives keys that depend only on the source, not on which jobs or in what order', () => {
    const a = new Map(sources().map((s) => [s.identity, s.key]));
    const b = new Map(collectSources([kelp, otters], [upload]).map((s) => [s.identity, s.key]));
    const alone = collectSources([otters], [upload]);
    expect(b).toEqual(a);
    for (const s of alone) expect(a.get(s.identity)).toBe(s.key);
    expect(citationKey({ kind: 'web', identity: 'https://en.wikipedia.org/wiki/Sea_otter', host: 'en.wikipedia.org', fileName: null })).toMatch(/^wikipedia_[0-9a-f]{8}$/);
    for (const s of sources()) expect(s.key.length, s.key).toBeLessThanOrEqual(20);
  });

  it.each([
    ['https://a.example/x#frag', 'https://a.example/x'],
    ['http://A.example/x/', 'https://a.example/x'],
    ['http://a.example/x//?b=2&a=1', 'https://a.example/x?a=1&b=2'],
    ['https://a.example/x?utm_medium=m&z=1&gclid=2', 'https://a.example/x?z=1'],
    ['  https://a.example/  ', 'https://a.example/'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['ftp://a.example/file', null],
  ])('normalizes %s', (raw, expected) => {
    expect(normalizeUrl(raw)).toBe(expected);
  });

  it('cites the address as given, minus tracking parameters and fragment', () => {
    expect(citedUrl('http://a.example/x/?b=1&utm_source=y#top')).toBe('http://a.example/x/?b=1');
  });
});

describe('BibTeX', () => {
  const FORCE = '@biblatex/text';
  const text = formatCitations(sources(), 'bibtex');
  const list = sources();

  it('parses back with the independent @retorquere/bibtex-parser', () => {
    const library = parseBibtex(text, { sentenceCase: false });
    expect(library.errors).toEqual([]);
    expect(library.entries.map((e) => e.key)).toEqual(list.map((s) => s.key));
    const entries = new Map(library.entries.map((e) => [e.key, e]));
    for (const source of list) {
      const entry = entries.get(source.key);
      expect(entry, source.key).toBeDefined();
      const fields = entry?.fields as Record<string, unknown>;
      expect(fields.title).toBe(source.title);
      expect(String(fields.note)).toContain(`Accessed ${source.accessed}.`);
      for (const question of source.questions) expect(String(fields.note)).toContain(question);
      if (source.url) expect(fields.url).toBe(source.url);
      else expect(fields.url).toBeUndefined();
      if (source.kind === 'file') expect(fields.type).toBe('Uploaded file');
    }
  });

  it('parses back with citation-js with the same keys, titles, URLs and notes', () => {
    const items = byKey(new Cite(text, { forceType: FORCE }).data);
    expect([...items.keys()]).toEqual(list.map((s) => s.key));
    for (const source of list) {
      const item = items.get(source.key);
      expect(item?.title).toBe(source.title);
      expect(item?.URL).toBe(source.url ?? undefined);
      for (const question of source.questions) expect(String(item?.note)).toContain(question);
    }
  });

  it('keeps hostile titles as text: no tags, no entry injection', () => {
    const hostile = list.find((s) => s.host === 'hostile.example');
    expect(hostile?.title).toBe('Urchins } @misc{evil, title={pwned}} \\end{document} 50% & $x$');
    const library = parseBibtex(text, { sentenceCase: false });
    expect(library.entries.some((e) => e.key === 'evil')).toBe(false);
    expect(library.entries).toHaveLength(list.length);
    expect(text).not.toContain('<img');
  });
});

describe('RIS', () => {
  // forced: citation-js would sniff the hostile title's "@misc{" and read the file as BibTeX
  const FORCE = '@ris/file';
  const text = formatCitations(sources(), 'ris');
  const list = sources();

  it('reads back tag by tag: one record per source, no wrapped lines, access date in Y2', () => {
    const records = readRis(text);
    expect(records).toHaveLength(list.length);
    records.forEach((record, index) => {
      const source = list[index] as CollectedSource;
      expect(record.ID).toEqual([source.key]);
      expect(record.TI).toEqual([source.title]);
      expect(record.Y2).toEqual([`${source.accessed.replace(/-/g, '/')}/`]);
      expect(record.N1?.join(' ')).toContain(source.questions.join('”; “'));
      if (source.url) expect(record.UR).toEqual([source.url]);
      else expect(record.UR).toBeUndefined();
      expect(record.TY).toEqual([source.kind === 'file' ? 'GEN' : 'ELEC']);
    });
  });

  it('parses back with citation-js with the same ids, titles, URLs, notes and types', () => {
    const items = new Cite(text, { forceType: FORCE }).data;
    expect(items.map((item) => item.id)).toEqual(list.map((s) => s.key));
    items.forEach((item, index) => {
      const source = list[index] as CollectedSource;
      expect(item.title).toBe(source.title);
      expect(item.URL).toBe(source.url ?? undefined);
      expect(item.note).toBe(`${source.questions.length > 1 ? 'Quire research questions' : 'Quire research question'}: ${source.questions.map((q) => `“${q}”`).join('; ')}`);
      expect(item.type).toBe(source.kind === 'file' ? 'document' : 'webpage');
      // citation-js 0.8 reads neither Y2 nor M1 back as the access date; the tag reader above checks Y2
    });
  });
});

describe('CSL-JSON', () => {
  const FORCE = '@else/json';
  const text = formatCitations(sources(), 'csl-json');
  const list = sources();

  it('is JSON with the CSL fields Zotero and pandoc read', () => {
    const items = JSON.parse(text) as Array<Record<string, unknown>>;
    expect(items.map((item) => item.id)).toEqual(list.map((s) => s.key));
    items.forEach((item, index) => {
      const source = list[index] as CollectedSource;
      expect(item.type).toBe(source.kind === 'file' ? 'document' : 'webpage');
      expect(item.title).toBe(source.title);
      expect(item.accessed).toEqual({ 'date-parts': [source.accessed.split('-').map(Number)] });
      expect(String(item.note)).toContain(source.questions[0] ?? '');
      if (source.kind === 'file') expect(item.medium).toBe('application/pdf');
    });
  });

  it('parses back with citation-js unchanged', () => {
    const items = byKey(new Cite(text, { forceType: FORCE }).data);
    for (const source of list) {
      const item = items.get(source.key);
      expect(item?.title).toBe(source.title);
      expect(item?.accessed).toEqual({ 'date-parts': [source.accessed.split('-').map(Number)] });
    }
  });
});

describe('no sources', () => {
  it('writes empty files that still parse', () => {
    expect(formatCitations([], 'csl-json')).toBe('[]\n');
    expect(formatCitations([], 'bibtex')).toBe('');
    expect(parseBibtex(formatCitations([], 'bibtex')).entries).toEqual([]);
    expect(readRis(formatCitations([], 'ris'))).toEqual([]);
  });
});

describe('the author and date a source states about itself (issuedParts, bylines)', () => {
  it.each<[string, number[] | null]>([
    ['2025-04-02', [2025, 4, 2]],
    ['2025-04', [2025, 4]],
    ['14 March 2026', [2026, 3, 14]],
    ['March 2026', [2026, 3]],
    ['2024', [2024]],
    ['last spring', null],
  ])('%j → %j', (date, parts) => {
    expect(issuedParts(date)).toEqual(parts ? { 'date-parts': [parts] } : null);
  });

  it('an entry carries the byline read from its kept copy, and parses back with its author and year', () => {
    const withBylines = collectSources([otters, kelp], [upload], new Map([['a1', { author: 'Dr. Helen Okafor', date: '2025-04-02' }], ['a2', { author: null, date: null }]]));
    const nature = withBylines.find((s) => s.title === 'Sea otters and kelp');
    expect(nature?.author).toBe('Dr. Helen Okafor');
    const text = formatCitations(withBylines, 'bibtex');
    const library = parseBibtex(text, { sentenceCase: false });
    expect(library.errors).toEqual([]);
    const entry = library.entries.find((e) => e.key === nature?.key);
    const fields = entry?.fields as Record<string, unknown>;
    expect(JSON.stringify(fields.author)).toContain('Helen Okafor');
    expect(String(fields.year ?? fields.date)).toContain('2025');
    // a source that states neither gets neither, never a guessed one
    const wiki = library.entries.find((e) => e.key === withBylines.find((s) => s.title === 'Sea otter - Wikipedia')?.key);
    expect((wiki?.fields as Record<string, unknown>).author).toBeUndefined();
  });

  // A document's own author line is the document's words, as hostile as its title: BibTeX wrote it raw (braces closed the
  // field early, "$" opened math, "\relax" ran as a command) and readers garbled or lost it.
  it.each<[string]>([['} @misc{evil, title={pwned}'], ["O'Brien & Sons % 100$ #1 _x_ ~ ^"], ['Smith, John and {Jones}, \\relax Ann'], ['Line\\nER - \\nTY - JOUR (TeX reads two spaces as one)'], ['Ünïcödé Ñame 李小龍']])('a hostile author %j parses back as written, in one entry', (author) => {
    const withAuthor = collectSources([otters], [], new Map([['a1', { author, date: '2024' }]]));
    const library = parseBibtex(formatCitations(withAuthor, 'bibtex'), { sentenceCase: false });
    expect(library.errors).toEqual([]);
    expect(library.entries).toHaveLength(withAuthor.length);
    const entry = library.entries.find((e) => e.key === withAuthor.find((s) => s.title === 'Sea otters and kelp')?.key);
    const names = (entry?.fields as Record<string, unknown>).author as Array<{ name?: string; lastName?: string }>;
    expect(names).toHaveLength(1);
    expect(names[0]?.name ?? names[0]?.lastName).toBe(author);
  });

  it.each<[string, string]>([
    ['Plain Name', 'Plain Name'],
    ['a{b}c', 'a\\textbraceleft{}b\\textbraceright{}c'],
    ['50% & $5', '50\\% \\& \\$5'],
    ['back\\slash', 'back\\textbackslash{}slash'],
  ])('bibtexLiteral(%j) → %j', (name, text) => expect(bibtexLiteral(name)).toBe(text));
});
