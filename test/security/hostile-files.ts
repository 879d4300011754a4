// Builders of real hostile files for the extraction tests: zips whose headers tell the truth or lie
// about their sizes (zip bombs), PDFs with many pages or a false page count, deeply nested HTML.
import zlib from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  content: Buffer;
  /** The uncompressed size written in the headers (defaults to the truth). */
  declaredSize?: number;
}

/** A zip (DEFLATE) written by hand, so its headers can lie. */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = zlib.deflateRawSync(entry.content, { level: 9 });
    const crc = zlib.crc32(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

export function documentXml(paragraphs: string[], padding = ''): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}${padding}</w:body></w:document>`);
}

/** A DOCX whose parts are given; the first two parts make it a DOCX to file-type and mammoth. */
export function buildDocx(parts: ZipEntrySpec[]): Buffer {
  return buildZip([{ name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) }, { name: '_rels/.rels', content: Buffer.from(RELS) }, ...parts]);
}

/** A PDF with `pages` real pages sharing one content stream, and a /Count that may lie. */
export function buildPdf(text: string, pages: number, declaredCount = pages): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ')}] /Count ${declaredCount} >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>'),
  ];
  return pdfOfObjects(objects);
}

/** A one-page PDF (Helvetica) of this content stream, with this document information dictionary (object 6) or none. */
export function onePagePdf(stream: string, info: string | null = null): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>',
    ...(info ? [info] : []),
  ];
  return pdfOfObjects(objects, info ? ' /Info 6 0 R' : '');
}

/** A PDF file of these objects, numbered from 1 (object 1 the catalog), with its cross-reference table; `trailer` adds entries (" /Info 6 0 R"). */
export function pdfOfObjects(objects: string[], trailer = ''): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** HTML with `depth` nested elements around one sentence. */
export function nestedHtml(depth: number, sentence: string, tag = 'div'): string {
  return `<!doctype html><html><head><title>Deep</title></head><body>${`<${tag}>`.repeat(depth)}<p>${sentence}</p>${`</${tag}>`.repeat(depth)}</body></html>`;
}

/** A valid HTML page of `paragraphs` short paragraphs (about 59 bytes each): huge ones need far more heap and time than their size. */
export function manyParagraphsHtml(paragraphs: number): string {
  return `<html><body>${Array.from({ length: paragraphs }, (_, i) => `<p>Paragraph ${i} about <b>otters</b> and <i>kelp</i>.</p>`).join('')}</body></html>`;
}
