// @vitest-environment node
// A PDF's author from its document information (/Author): kept as a front-matter line before its text,
// read by byline.ts as any document's author (so its citation names one), and never one of its
// paragraphs. A word processor's stand-in for an account ("Microsoft Office User") is no author.
import { describe, expect, it } from 'vitest';
import { bylineOf } from '../../src/service/byline';
import { extractDocument, paragraphsOfRaw, pdfInfoAuthor } from '../../src/service/extract';
import { onePagePdf } from '../security/hostile-files';

describe('pdfInfoAuthor', () => {
  it.each<[unknown, string | null]>([
    [{ Author: 'Dr Ines Okafor' }, 'Dr Ines Okafor'],
    [{ Author: '  Harbour  Trust\n' }, 'Harbour Trust'],
    [{ Author: 'Microsoft Office User' }, null],
    [{ Author: 'Administrator' }, null],
    [{ Author: '' }, null],
    [{ Author: 42 }, null],
    [{ Title: 'Tide tables' }, null],
    [null, null],
  ])('%o → %s', (info, author) => expect(pdfInfoAuthor(info)).toBe(author));
});

/** A one-page PDF of one line, with this document information dictionary (or none). */
function pdfWithInfo(text: string, info: string | null): Buffer {
  return onePagePdf(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, info);
}

describe('a PDF through the real extractor', () => {
  it('names the author its document information gives; the author line is no paragraph, also when re-indexed', async () => {
    const doc = await extractDocument(pdfWithInfo('The seawall was raised by 40 cm in 2023.', '<< /Author (Dr Ines Okafor) /Title (Seawall survey) >>'), 'seawall.pdf');
    expect(bylineOf(doc.raw).author).toBe('Dr Ines Okafor');
    expect(doc.paragraphs).toEqual(['The seawall was raised by 40 cm in 2023.']);
    expect(paragraphsOfRaw(doc.raw, doc.rawFormat, doc.markdown)).toEqual(doc.paragraphs);
    expect(doc.title).toBe('Seawall survey');
  });

  it('says no author where the PDF names none, or only a stand-in', async () => {
    for (const info of [null, '<< /Author (Microsoft Office User) >>']) {
      const doc = await extractDocument(pdfWithInfo('Opening hours are 9 to 5.', info), 'hours.pdf');
      expect(bylineOf(doc.raw).author).toBeNull();
      expect(doc.raw).toBe('Opening hours are 9 to 5.');
    }
  });
});
