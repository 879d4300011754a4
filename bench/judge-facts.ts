// The answers bench judge's reading of what an answer asserts (bench/answers.bench.ts): which sentences
// count for fact recall, cited headings glued onto a sentence, and the claims a reviewer marked untrue.
// Independent of the engine's rules: it reads only the answer's text and the raw documents. Pure functions.
import { escapeRegExp } from '../src/shared/regexp';

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * One line's sentences by Intl.Segmenter, also split after a citation marker that ends a sentence: the segmenter
 * keeps "… April [1]. 2024-06: 5,200 eels [1]." as one sentence (no break before a digit), so a lead check once read
 * the next row as part of the first sentence (REPORT 16c: "And at Brackenford?" right by accident).
 */
export function segmentSentences(line: string): string[] {
  return line.split(/(?<=\[\d+\][.!?])\s+(?=\S)/).flatMap((part) => [...segmenter.segment(part)].map(({ segment }) => segment));
}

/** An answer's (or a document's) sentences, paragraph by paragraph, without list bullets. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    for (const segment of segmentSentences(paragraph)) {
      const s = segment.trim().replace(/^[-*]\s+/, '');
      if (s) out.push(s);
    }
  }
  return out;
}

/** The sentence without a lead-in of the answer ("Your sources point to yes: …", "In short, …: "). */
export function body(sentence: string): string {
  // a part's lead-in names the part asked about in quotation marks ('On "Does X…", your sources point to no: ')
  // 'The steps, as your source gives them: …' is a lead-in as much as 'Your sources point to no: …'
  // and so is the engine's line on two figures before the second one's sentence ('The figures differ by £0.5 million (£3.1 million
  // against £2.6 million): The county estimates…'): the words after it are the cited ones
  return sentence.replace(/^on "[^"]+",\s+/i, '').replace(/^(?:in short|[^:[]{0,40}\byour sources?\b)[^:[]{0,40}:\s+/i, '').replace(/^the figures differ by [^:[]{1,80}:\s+/i, '');
}

/**
 * A fact, lead or off-topic phrase as it must appear: from the start of a word ("ants" is not in
 * "plants"), any ending of a word ("sea star" in "sea stars"), but a figure whole ("€20" is not in "€200").
 */
export function phrase(text: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}${/\p{N}$/u.test(text) ? '(?![\\p{N}])' : ''}`, 'iu');
}

/** The verdict an answer gives in words; sources that disagree count as a qualified answer. */
export function verdictGiven(content: string): string {
  if (/point to yes/i.test(content)) return 'yes';
  if (/point to no/i.test(content)) return 'no';
  if (/qualified answer|sources disagree/i.test(content)) return 'qualified';
  return 'none';
}

/**
 * Was a fact (any of its alternatives) stated by the answer, not merely mentioned? It counts only in the
 * words of a cited point (citedPoints; lead-in removed): a note of the engine's own ('None of your sources mentions
 * "40 years"', 'Your sources do not say whether …') names a fact without asserting it. And an answer whose
 * verdict is the opposite of the expected one (yes for no, no for yes) contradicts the facts that make the
 * expected verdict true, so none of them count ("Your sources point to yes: urushi does not dry by
 * evaporation" does not state that it does not).
 */
export function factStated(alternatives: string[], content: string, expectedVerdict?: string): boolean {
  const given = verdictGiven(content);
  if ((expectedVerdict === 'yes' && given === 'no') || (expectedVerdict === 'no' && given === 'yes')) return false;
  const cited = citedPoints(content).map(body);
  return alternatives.some((a) => cited.some((s) => phrase(a).test(s)));
}

/**
 * The sentences of an answer that its citations cover: in each paragraph, every sentence up to its last
 * [n] marker (a point of several sentences is cited once, after its last: "Let it rest for 30 minutes.
 * Resting lets the gluten relax [1]."). A paragraph with no marker (the engine's notes) covers nothing.
 */
export function citedPoints(content: string): string[] {
  return content.split(/\n\s*\n/).flatMap((paragraph) => {
    const sentences = splitSentences(paragraph);
    const last = sentences.findLastIndex((s) => /\[\d+\]/.test(s));
    return sentences.slice(0, last + 1);
  });
}

/** The words of a line as the judge compares them (letters and figures, lower case). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\[\d+\]/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * A document line that is a heading: at most eight words, after any Markdown marks and numbering ("#",
 * "1.", "2)", "**"), with no sentence punctuation at its end. Returns its words, or null.
 */
function headingWords(line: string): string[] | null {
  const t = line.trim().replace(/^#{1,6}\s+/, '').replace(/^\(?\d{1,2}[.)]\s+/, '').replace(/^\*\*(.*)\*\*$/, '$1').trim();
  if (!t || /[.!?:;,"”)]$/.test(t)) return null;
  const w = words(t);
  return w.length > 0 && w.length <= 8 ? w : null;
}

/**
 * Cited sentences that begin with a heading glued onto the sentence after it ("SUMMARY In 2022 the Trust
 * blocked…", "[PROBLEMS Eleven peat dams] were rebuilt…"): the sentence's first words are a heading line
 * of a document and its next two words open the next non-empty line of that document. A sentence that merely
 * starts with the heading's word ("Lifespan depends on…" written on one line under "Lifespan") is not
 * glued, since its words stand on one line in the document.
 */
export function gluedHeadings(citedSentences: string[], documents: string[]): string[] {
  const pairs: { heading: string[]; next: string[] }[] = [];
  for (const document of documents) {
    const lines = document.split('\n');
    lines.forEach((line, i) => {
      const heading = headingWords(line);
      if (!heading) return;
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      if (next !== undefined && words(next).length > 0) pairs.push({ heading, next: words(next).slice(0, 2) });
    });
  }
  return citedSentences.filter((sentence) => {
    const w = words(body(sentence));
    return pairs.some(({ heading, next }) => w.length > heading.length && heading.every((h, i) => w[i] === h) && next.every((n, i) => w[heading.length + i] === n || heading.length + i >= w.length));
  });
}

/** The phrases a reviewer marked untrue for a question (`untrue`) that the answer says. */
export function untrueSaid(content: string, untrue: string[] = []): string[] {
  return untrue.filter((u) => u.trim() !== '' && phrase(u).test(content));
}
