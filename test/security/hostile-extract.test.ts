// Hostile documents dropped or uploaded into the local library, built for real in the test (zips
// whose headers lie, zip bombs, PDFs with too many pages or a lying page count, HTML nested far
// deeper than any real page), read by the real extractor: each is refused with a sentence that
// names the file and the limit, or read without crashing; and the limit decisions as table tests.
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/service/extract';
import { EXTRACT_LIMITS, pdfPagesVerdict, pdfTimeVerdict, workerFailureMessage, zipVerdict, type ExtractLimits } from '../../src/service/extract-limits';
import { buildDocx, buildPdf, buildZip, documentXml, nestedHtml } from './hostile-files';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as mdastToString } from 'mdast-util-to-string';
import { withoutInlineCode } from '../../src/service/inline-code-html';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MiB = 1024 * 1024;
const small: ExtractLimits = { ...EXTRACT_LIMITS, zipMaxEntries: 50, zipMaxExpandedBytes: 2 * MiB, pdfMaxPages: 20 };

describe('limit decisions', () => {
  it.each([
    [{ entries: 10, expandedBytes: 1000 }, null],
    [{ entries: 51, expandedBytes: 0 }, 'bomb.docx was not read: its archive holds more than 50 entries (a zip bomb or not a document)'],
    [{ entries: 3, expandedBytes: 2 * MiB + 1 }, 'bomb.docx was not read: it expands to more than 2 MB (a zip bomb or not a document)'],
  ])('zip %j → %s', (seen, verdict) => {
    expect(zipVerdict('bomb.docx', seen, small)).toBe(verdict);
  });

  it.each([
    [20, null],
    [21, 'a.pdf was not read: it has 21 pages and Quire reads PDFs of up to 20 pages'],
    [-1, 'a.pdf could not be read as PDF: its page count is invalid'],
    [Number.NaN, 'a.pdf could not be read as PDF: its page count is invalid'],
  ])('pdf of %d pages → %s', (pages, verdict) => {
    expect(pdfPagesVerdict('a.pdf', pages, small)).toBe(verdict);
  });

  it('time and worker failures are said in words', () => {
    expect(pdfTimeVerdict('a.pdf', 10, small)).toBeNull();
    expect(pdfTimeVerdict('a.pdf', small.pdfMaxMs + 1, small)).toBe('a.pdf was not read: reading its pages took longer than 30 s');
    expect(workerFailureMessage('a.pdf', { kind: 'timeout' })).toBe('a.pdf was not read: reading it took longer than 60 s and was stopped');
    expect(workerFailureMessage('a.pdf', { kind: 'memory' })).toBe('a.pdf was not read: reading it needed more than 1024 MB of memory and was stopped');
    expect(workerFailureMessage('a.pdf', { kind: 'crash', detail: 'exit 134' })).toBe('a.pdf was not read: the reader stopped (exit 134)');
  });
});

describe('hostile files through the real extractor', () => {
  it('reads an honest DOCX', async () => {
    const docx = buildDocx([{ name: 'word/document.xml', content: documentXml(['Sea otters eat urchins.']) }]);
    const doc = await extractDocument(docx, 'otters.docx', DOCX, small);
    expect(doc.paragraphs.join(' ')).toContain('Sea otters eat urchins.');
  });

  it('refuses a zip bomb that inflates past the limit (honest headers)', async () => {
    const bomb = buildDocx([{ name: 'word/document.xml', content: documentXml(['x'], ' '.repeat(3 * MiB)) }]);
    expect(bomb.length).toBeLessThan(64 * 1024); // small on disk
    await expect(extractDocument(bomb, 'bomb.docx', DOCX, small)).rejects.toThrow('bomb.docx was not read: it expands to more than 2 MB (a zip bomb or not a document)');
  });

  it('refuses a zip bomb whose headers lie about its size', async () => {
    const liar = buildDocx([{ name: 'word/document.xml', content: documentXml(['x'], ' '.repeat(3 * MiB)), declaredSize: 100 }]);
    await expect(extractDocument(liar, 'liar.docx', DOCX, small)).rejects.toThrow(/^liar\.docx (was not read|could not be read as DOCX)/);
  });

  it('refuses an archive with more entries than the limit', async () => {
    const many = buildDocx(Array.from({ length: 60 }, (_, i) => ({ name: `word/media/${i}.xml`, content: Buffer.from('<a/>') })));
    await expect(extractDocument(many, 'many.docx', DOCX, small)).rejects.toThrow('many.docx was not read: its archive holds more than 50 entries');
  });

  it('reads a PDF within the page limit and refuses one above it, also when its page count lies', async () => {
    const fine = await extractDocument(buildPdf('Kelp grows fast.', 3), 'fine.pdf', 'application/pdf', small);
    expect(fine.paragraphs.join(' ')).toContain('Kelp grows fast.');
    await expect(extractDocument(buildPdf('Kelp.', 25), 'long.pdf', 'application/pdf', small)).rejects.toThrow('long.pdf was not read: it has 25 pages');
    // a /Count of a million over two real pages: read by its real pages (or refused), never a million page reads
    const liar = await extractDocument(buildPdf('Kelp lies.', 2, 1_000_000), 'liar.pdf', 'application/pdf', small).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (liar instanceof Error) expect(liar.message).toMatch(/^liar\.pdf (was not read|could not be read)/);
    else expect(liar.paragraphs.join(' ')).toContain('Kelp lies.');
  });

  it('reads HTML nested 12,000 levels deep without overflowing the stack, keeping its text', async () => {
    const html = nestedHtml(12_000, 'Urchin barrens shrink when otters return.');
    const doc = await extractDocument(Buffer.from(html), 'deep.html', 'text/html', small);
    expect(doc.paragraphs).toContain('Urchin barrens shrink when otters return.');
    expect(doc.markdown).toContain('Urchin barrens shrink when otters return.');
  });

  it('refuses a file that is not a zip at all but says it is a DOCX', async () => {
    await expect(extractDocument(Buffer.from('PK\u0003\u0004 not really a zip'), 'fake.docx', DOCX, small)).rejects.toThrow(/^fake\.docx could not be read/);
  });

  it('an empty zip entry list is not a document', async () => {
    await expect(extractDocument(buildZip([]), 'empty.docx', DOCX, small)).rejects.toThrow(/empty\.docx/);
  });
});

describe('inline script and style in Markdown are no text of the document', () => {
  const text = (markdown: string) => mdastToString(withoutInlineCode(fromMarkdown(markdown)), { includeHtml: false }).replace(/\s+/g, ' ').trim();
  it.each([
    ["See the guide and <script>alert('owned')</script> for more.", 'See the guide and for more.'],
    ['Before <STYLE type="text/css">p { color: red }</STYLE> after.', 'Before after.'],
    ['A <noscript>Turn on JavaScript</noscript>B and <template><b>x</b></template>C.', 'A B and C.'],
    ['Inline code keeps it: `<script>alert(1)</script>` is how pages run code.', 'Inline code keeps it: <script>alert(1)</script> is how pages run code.'],
    ['*Nested <script>evil()</script> emphasis* stays.', 'Nested emphasis stays.'],
    ['Unclosed <script>evil() and the rest', 'Unclosed'],
    ['Other tags keep their text: <b>bold</b> and <span>span</span>.', 'Other tags keep their text: bold and span.'],
  ])('%s', (markdown, expected) => {
    expect(text(markdown)).toBe(expected);
  });

  it('an uploaded Markdown file: the script is not among its paragraphs, the sentence around it is', async () => {
    const markdown = "# Winter care\n\nVarroa mites are the main cause of winter colony loss.\n\nSee [the treatment guide](javascript:alert('xss')) and <script>alert('owned')</script> for more. <img src=x onerror=\"alert(1)\">\n";
    const extracted = await extractDocument(Buffer.from(markdown), 'winter.md', 'text/markdown');
    const all = extracted.paragraphs.join('\n');
    expect(all).not.toContain('alert');
    expect(all).toContain('See the treatment guide and for more.');
    expect(all).toContain('Varroa mites are the main cause of winter colony loss.');
  });
});
