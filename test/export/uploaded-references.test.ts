// @vitest-environment node
// An uploaded file cited in a Markdown, HTML or PDF export is named as the file it is ("Uploaded file varroa.md"),
// not by the local service's placeholder address (https://files.quire.local/<id>/varroa.md, which exists nowhere
// and was printed as a link). Pure tables, then whole exports read back with a real Markdown parser.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { markdownUrl, referenceListHtml, uploadedFileName } from '../../src/shared/cite-text';
import { renderJobMarkdown } from '../../src/main/notebook/export';
import { renderJobHtml } from '../../src/main/export/print';
import type { JobDetail } from '../../src/shared/domain';
import { completedJob } from '../job-detail';

const UPLOAD = 'https://files.quire.local/fd199068-2758-4748-aba0-44fd84935fb3/varroa%20(2024).md';
const WEB = 'https://www.coastal-ecology.net/articles/sea-otters';

describe('uploadedFileName', () => {
  it.each<[string, string | null]>([
    [UPLOAD, 'varroa (2024).md'],
    ['https://files.quire.local/abc/keeper%27s%20diary.md', "keeper's diary.md"],
    [WEB, null],
    ['https://library.quire.local/doc-1', null],
    ['not a url', null],
    ['https://files.quire.local/', null],
  ])('%s → %s', (url, expected) => {
    expect(uploadedFileName(url)).toBe(expected);
  });
});

describe('markdownUrl', () => {
  it.each<[string, string]>([
    [UPLOAD, 'Uploaded file `varroa (2024).md`'],
    ['https://files.quire.local/abc/a%60b%0Ac.md', 'Uploaded file `a b c.md`'],
    [WEB, `<${WEB}>`],
    ['javascript:alert(1)', '`javascript:alert(1)`'],
  ])('%s → %s', (url, expected) => {
    expect(markdownUrl(url)).toBe(expected);
  });
});

function job(results: JobDetail['results']): JobDetail {
  return completedJob({
    id: 'e3ae25e6-0000-4000-8000-000000000001',
    query: 'When should oxalic acid be used against varroa?',
    createdAt: '2026-11-25T07:23:35.000Z',
    content: 'Oxalic acid dribbled in winter kills more than 90 per cent of phoretic mites [1]. Otters eat urchins [2].',
    results,
  });
}
const sources: JobDetail['results'] = [
  { id: 'r1', title: 'Varroa Mite Control', url: UPLOAD, citationIndex: 1, highlights: [], hasContent: false },
  { id: 'r2', title: 'Sea Otters', url: WEB, citationIndex: 2, highlights: [], hasContent: false },
];

describe('exports name an uploaded file, never its placeholder address', () => {
  it('Markdown references and footnotes, read back by a Markdown parser', () => {
    for (const footnotes of [false, true]) {
      const markdown = renderJobMarkdown(job(sources), null, { footnotes });
      expect(markdown).not.toContain('files.quire.local');
      const text = toString(fromMarkdown(markdown));
      expect(text).toContain('Varroa Mite Control. Uploaded file varroa (2024).md');
      expect(text).toContain(`Sea Otters. ${WEB}`);
    }
  });

  it('the HTML reference list and the printable page (the PDF)', () => {
    const list = referenceListHtml([1, 2], sources);
    expect(list).toContain('<li value="1">Varroa Mite Control. Uploaded file varroa (2024).md</li>');
    expect(list).toContain(`<a href="${WEB}">`);
    const page = renderJobHtml([{ job: job(sources), notebook: null, chat: [], sourceNotes: new Map() }], { notes: false });
    expect(page).not.toContain('files.quire.local');
    expect(page).toContain('Uploaded file varroa (2024).md');
  });
});
