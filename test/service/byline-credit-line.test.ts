// A credit line as people paste it into a document (byline.ts creditLine): "Author: Mira Castell, 2024", "By X",
// "Written by X | 12 March 2024", "— X, 2023". None was read as the author and year before, so the citation exports
// of such a document had neither. Table of lines, then one document through bylineOf into BibTeX, RIS and CSL-JSON.
import { describe, expect, it } from 'vitest';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { bylineOf, creditLine } from '../../src/service/byline';
import { collectSources, formatCitations } from '../../src/main/export/citations';
import type { JobDetail } from '../../src/shared/domain';

describe('a pasted credit line (creditLine)', () => {
  it.each<[string, { author: string; date: string | null } | null]>([
    ['Author: Mira Castell, 2024', { author: 'Mira Castell', date: '2024' }],
    ['Author: Mira Castell', { author: 'Mira Castell', date: null }],
    ['By Mira Castell', { author: 'Mira Castell', date: null }],
    ['By Mira Castell, 2024', { author: 'Mira Castell', date: '2024' }],
    ['Written by Mira Castell | 12 March 2024', { author: 'Mira Castell', date: '12 March 2024' }],
    ['Written by Mira Castell, 12/03/2024', { author: 'Mira Castell', date: '12/03/2024' }],
    ['By Mira Castell on 12 March 2024', { author: 'Mira Castell', date: '12 March 2024' }],
    ['— Mira Castell, 2023', { author: 'Mira Castell', date: '2023' }],
    ['– Mira Castell · March 2023', { author: 'Mira Castell', date: 'March 2023' }],
    ['*Authors: Mira Castell and Tom Reyes, 2022*', { author: 'Mira Castell and Tom Reyes', date: '2022' }],
    ['Author: Dr. Mira Castell (University of Leeds), 2024', { author: 'Dr. Mira Castell', date: '2024' }],
    ['Author: Hendrik van der Berg, 2021', { author: 'Hendrik van der Berg', date: '2021' }],
    // a dash and a name alone may be a quotation's attribution: no date, no credit
    ['— Mira Castell', null],
    // a list item is no credit line
    ['- Mira Castell, 2023', null],
    // not names: lower case, one word, a phrase
    ['By mira castell, 2024', null],
    ['By Mira, 2024', null],
    ['By the river, 2024', null],
    ['The mill turned twice a day, 2024', null],
  ])('%j → %j', (line, expected) => expect(creditLine(line)).toEqual(expected));

  it('a dash line under a quotation is its attribution, not the document\'s author', () => {
    expect(creditLine('> The tide waits for no mill.\n— Mira Castell, 2023')).toBeNull();
    expect(creditLine('"The tide waits for no mill."\n\n— Mira Castell, 2023')).toBeNull();
    expect(creditLine('The mill turned twice a day.\n\n— Mira Castell, 2023')).toEqual({ author: 'Mira Castell', date: '2023' });
  });
});

describe('a document with a pasted credit line (bylineOf)', () => {
  it.each<[string, string, string | null, string | null]>([
    ['under the title', '# Tidal mills of the Rance\n\nAuthor: Mira Castell, 2024\n\nThe mill turned twice a day.', 'Mira Castell', '2024'],
    ['a pipe and a full date', '# Tidal mills\n\nWritten by Mira Castell | 12 March 2024\n\nThe mill turned.', 'Mira Castell', '12 March 2024'],
    ['"By" and a year', '# Tidal mills\n\nBy Mira Castell, 2024\n\nThe mill turned.', 'Mira Castell', '2024'],
    ['signed at the end', '# Tidal mills\n\nThe mill turned twice a day.\n\nIt closed in 1920.\n\n— Mira Castell, 2023\n', 'Mira Castell', '2023'],
    // front matter still comes first
    ['front matter and a credit line', '---\nauthor: Ana Ruiz\ndate: 2025-05-02\n---\n# Tidal mills\n\nAuthor: Mira Castell, 2024\n', 'Ana Ruiz', '2025-05-02'],
    // a dated line says the date; the credit line the author
    ['a role stays with the other readers', '# Weir\n\nBy Ana Ruiz, Rivers Reporter, 2 May 2025\n\nThe weir goes.', 'Ana Ruiz, Rivers Reporter', '2 May 2025'],
    ['nothing said, nothing guessed', '# Tidal mills\n\nThe mill turned twice a day in 2024.', null, null],
  ])('%s', (_case, raw, author, date) => {
    const byline = bylineOf(raw);
    expect(byline.author).toBe(author);
    expect(byline.date).toBe(date);
  });

  it('the exports carry the author and the year', () => {
    const job: JobDetail = {
      id: 'job-1', serverId: 'job-1', query: 'How did tidal mills work?', status: 'completed', reasoningLoopsConsumed: 1, runningTime: 1, createdAt: '2026-03-04T10:00:00Z',
      syncState: 'synced', error: null, availableOffline: true, sourceCount: 1, content: 'They turned with the tide [1].', transformedContent: null, options: {} as JobDetail['options'],
      results: [{ id: 'r1', title: 'Tidal mills of the Rance', url: 'https://files.quire.local/f1/tidal.md', citationIndex: 1, highlights: [], hasContent: true }],
      events: [], updates: [], statusHistory: [],
    };
    const byline = bylineOf('# Tidal mills of the Rance\n\nAuthor: Mira Castell, 2024\n\nThe mill turned twice a day.');
    const sources = collectSources([job], [], new Map([['r1', byline]]));
    const bib = parseBibtex(formatCitations(sources, 'bibtex'), { sentenceCase: false });
    expect(bib.errors).toEqual([]);
    const fields = bib.entries[0]?.fields as Record<string, unknown>;
    expect(JSON.stringify(fields.author)).toContain('Mira Castell');
    expect(String(fields.year ?? fields.date)).toContain('2024');
    const ris = formatCitations(sources, 'ris');
    expect(ris).toMatch(/^AU {2}- Mira Castell$/m);
    expect(ris).toMatch(/^(?:PY|DA) {2}- 2024/m);
    const csl = JSON.parse(formatCitations(sources, 'csl-json')) as { author?: { literal: string }[]; issued?: { 'date-parts': number[][] } }[];
    expect(csl[0]?.author).toEqual([{ literal: 'Mira Castell' }]);
    expect(csl[0]?.issued).toEqual({ 'date-parts': [[2024]] });
  });
});
