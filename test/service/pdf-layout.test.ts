// @vitest-environment node
// A PDF's paragraphs and title from where its text sits (src/service/pdf-layout.ts). A newcomer's PDF (a browser's
// print of a grant decision) came out as one paragraph: the 24-point heading glued onto the first sentence, every
// paragraph joined, and the print date, the file's address and "1/1" glued on at the end; its title was the file name.
// Table tests on runs, then a PDF laid out here read by the real extractor (pdfjs-dist).
import { describe, expect, it } from 'vitest';
import { pdfPageParagraphs, pdfTitle, type PdfRun } from '../../src/service/pdf-layout';
import { extractDocument } from '../../src/service/extract';
import { onePagePdf } from '../security/hostile-files';

const run = (str: string, height: number, y: number, x = 34): PdfRun => ({ str, height, x, y });
const PAGE: PdfRun[] = [
  run('Parish Print 11/25/26', 8, 775, 24),
  run('Regional Heritage Fund: Grant Decision 2024', 24, 737),
  run('', 0, 704),
  run('The Fund awarded 30,000 euros to the Pell Point keepers on 12', 12, 704),
  run('March 2024 for the lantern room.', 12, 691),
  run('', 0, 665),
  run('The grant requires the association to open the lighthouse', 12, 665),
  run('at least 20 days a year.', 12, 652),
  run('Eligibility', 12, 626),
  run('file:///tmp/grant.html', 8, 17, 24),
  run('1/1', 8, 17, 575),
];

describe('pdfPageParagraphs (table)', () => {
  it('splits paragraphs at wider gaps, sets a larger heading apart, leaves out small running lines above and below the body', () => {
    expect(pdfPageParagraphs(PAGE)).toEqual([
      'Regional Heritage Fund: Grant Decision 2024',
      'The Fund awarded 30,000 euros to the Pell Point keepers on 12 March 2024 for the lantern room.',
      'The grant requires the association to open the lighthouse at least 20 days a year.',
      'Eligibility',
    ]);
  });
  it('joins runs on one baseline into one line', () => {
    expect(pdfPageParagraphs([run('Opening ', 12, 700), run('hours are 9 to 5.', 12, 700, 90), run('Closed on Mondays.', 12, 686)])).toEqual(['Opening hours are 9 to 5. Closed on Mondays.']);
  });
  it('keeps a small line inside the body (a caption) as text', () => {
    expect(pdfPageParagraphs([run('First line of body text here.', 12, 700), run('Figure 1: the lantern', 8, 660), run('Last line of body text here.', 12, 620)])).toContain('Figure 1: the lantern');
  });
  it('pdfTitle: the first line when set larger than the body, else null', () => {
    expect(pdfTitle(PAGE)).toBe('Regional Heritage Fund: Grant Decision 2024');
    expect(pdfTitle(PAGE.slice(2))).toBeNull();
  });
});

/** A one-page PDF with each line set at its own size and place (Helvetica). */
function laidOutPdf(lines: { text: string; size: number; x: number; y: number }[], metaTitle?: string): Buffer {
  const stream = lines.map((l) => `BT /F1 ${l.size} Tf ${l.x} ${l.y} Td (${l.text.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  return onePagePdf(stream, metaTitle ? `<< /Title (${metaTitle}) >>` : null);
}

describe('a laid-out PDF through the real extractor', () => {
  it('gives the heading as title and heading, each paragraph apart, and no print footer', async () => {
    const pdf = laidOutPdf([
      { text: 'Regional Heritage Fund: Grant Decision 2024', size: 24, x: 34, y: 737 },
      { text: 'The Fund awarded 30,000 euros to the keepers on 12', size: 12, x: 34, y: 704 },
      { text: 'March 2024 for the lantern room.', size: 12, x: 34, y: 691 },
      { text: 'A second round opens in October 2025.', size: 12, x: 34, y: 660 },
      { text: '11/25/26, 4:34 AM', size: 8, x: 24, y: 17 },
    ]);
    const doc = await extractDocument(pdf, 'grant-decision.pdf');
    expect(doc.title).toBe('Regional Heritage Fund: Grant Decision 2024');
    expect(doc.paragraphs).toContain('The Fund awarded 30,000 euros to the keepers on 12 March 2024 for the lantern room.');
    expect(doc.paragraphs).toContain('A second round opens in October 2025.');
    expect(doc.paragraphs.join(' ')).not.toMatch(/4:34 AM/);
    expect(doc.paragraphs.some((p) => /^#+ Regional Heritage Fund/.test(p))).toBe(true);
  });
  it('without a larger first line, takes the metadata title, not a file name', async () => {
    const body = [{ text: 'Opening hours are 9 to 5.', size: 12, x: 34, y: 700 }];
    expect((await extractDocument(laidOutPdf(body, 'Lido opening hours'), 'scan_0042.pdf')).title).toBe('Lido opening hours');
    expect((await extractDocument(laidOutPdf(body, 'Microsoft Word - hours.docx'), 'lido-hours.pdf')).title).toMatch(/lido hours/i);
  });
});
