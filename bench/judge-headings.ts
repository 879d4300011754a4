// The answers bench judge's check for headings glued onto cited text (bench/answers.bench.ts): a plain-text
// document's "1. SUMMARY" line read into the sentence under it ("SUMMARY In 2022 the Trust…"), which the
// engine once did and the earlier judge could not see (it compared against the engine's own extraction).
// Judged against the documents as the user wrote them, independent of the engine's rules. Pure.

function norm(text: string): string {
  return text.toLowerCase().replace(/\[\d+\]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Does a cited sentence carry a heading of a document (as the user wrote it, `documentText`) glued onto
 * running text ("SUMMARY In 2022 the Trust…", "[PROBLEMS Eleven peat dams]")? A heading here is a short line of the document (at most 8
 * words, numbering and Markdown marks aside), in capitals or with every word of four letters or more
 * capitalised, that opens its block or follows a finished sentence, ends without punctuation, and is followed on the next line by text opening with a capital or a figure.
 */
export function gluedHeading(sentence: string, documentText: string): boolean {
  const lines = documentText.split(/\r?\n/).map((l) => l.trim());
  const said = ` ${norm(sentence)} `;
  return lines.some((line, i) => {
    const heading = line.replace(/^#+\s*|^[*_]+|[*_]+$/g, '').replace(/^(?:\d{1,2}\.)*\d{1,2}\.?\s+/, '').trim();
    const next = lines[i + 1] ?? '';
    const before = i > 0 ? (lines[i - 1] ?? '') : '';
    if (heading === '' || !/\p{L}/u.test(heading) || /[.!?:;,]$/.test(heading) || heading.split(/\s+/).length > 8) return false;
    if (!(before === '' || /[.!?]["'”’)]*$/.test(before)) || !/^[\p{Lu}\p{N}]/u.test(next)) return false;
    // written as headings are: in capitals, or every word of four letters or more capitalised
    if (/\p{Ll}/u.test(heading) && !heading.split(/\s+/).every((w) => w.replace(/[^\p{L}]/gu, '').length < 4 || /^[^\p{L}]*\p{Lu}/u.test(w))) return false;
    return said.includes(` ${norm(heading)} ${norm(next).split(' ').slice(0, 3).join(' ')} `);
  });
}
