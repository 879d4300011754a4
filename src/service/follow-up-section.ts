// Follow-up chat: a count of bullets asked ("the conditions as 3 bullet points", "the warning signs in 4 bullets") that
// the reply's chosen sentences fall short of is made up from the sections of the sources those sentences stand in: a
// section (the run of a document's sentences under one heading) holds one topic, so its other sentences, nearest
// first, are more of the same points, where the reply's word-by-word choice found only some ("The small print" holds
// the offer's other conditions beside "Offer closes on 2 April"). Owns finding each bullet's sentence in its source,
// the section around it, and the sentences taken from it. Read from the documents' structure, never from the words of
// the request; nothing is taken from a section no bullet comes from, and a sentence that opens on a word pointing at
// one left out is never taken (the reply still says it found fewer where the sections hold no more). Pure.
import { words } from './text';

export interface SectionSentence {
  text: string;
  /** The headings the sentence stands under ('' for none). */
  heading: string;
  documentId: string;
  citation: number;
}

/** How far (in sentences of its section) a sentence taken may stand from the bullet it follows. */
const REACH = 8;

const keyOf = (text: string): string[] => text.replace(/\[\d+\]/g, ' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Are most (four fifths) of a text's words among `said` (and has it any)? */
function mostlySaid(text: string, said: ReadonlySet<string>): boolean {
  const own = keyOf(text);
  return own.length > 0 && own.filter((w) => said.has(w)).length >= 0.8 * own.length;
}

/**
 * Is a source sentence said by a bullet: most (four fifths) of its words are among the bullet's, and the bullet cites
 * its source (a bullet may join two sentences of one source, or open on "According to …"). Pure.
 */
export function saidBy(sentence: SectionSentence, bullet: { text: string; citations: number[] }): boolean {
  return bullet.citations.includes(sentence.citation) && mostlySaid(sentence.text, new Set(keyOf(bullet.text)));
}

/**
 * The sentences that make up a count of bullets asked, from the sections the bullets' own sentences stand in: those
 * not said already, in the same document under the same heading and within REACH sentences of a bullet's sentence,
 * nearest first (on a tie, the earlier), none that opens on a word pointing at a sentence left out (`standsAlone`),
 * none of fewer than four words; at most `wanted` of them. [] when no bullet is found in its source. Pure.
 */
export function sectionFill(bullets: { text: string; citations: number[] }[], sentences: SectionSentence[], wanted: number, standsAlone: (text: string) => boolean): SectionSentence[] {
  if (wanted <= 0) return [];
  const at = sentences.map((s, i) => (bullets.some((b) => saidBy(s, b)) ? i : -1)).filter((i) => i >= 0);
  if (at.length === 0) return [];
  const said = new Set(at);
  // (a sentence the bullets already say in other words, "Offer closes…" as a bullet and in its source, is not taken again)
  const bulletKeys = bullets.map((b) => new Set(keyOf(b.text)));
  const saidAlready = (text: string): boolean => bulletKeys.some((k) => mostlySaid(text, k));
  const sameSection = (i: number, j: number): boolean => {
    const [a, b] = [sentences[i], sentences[j]];
    if (!a || !b || a.documentId !== b.documentId || a.heading !== b.heading) return false;
    // (contiguous: no sentence of another section between them)
    const [from, to] = i < j ? [i, j] : [j, i];
    for (let k = from; k <= to; k += 1) if (sentences[k]?.documentId !== a.documentId || sentences[k]?.heading !== a.heading) return false;
    return true;
  };
  const picked: { index: number; distance: number }[] = [];
  sentences.forEach((s, j) => {
    if (said.has(j) || words(s.text).length < 4 || !standsAlone(s.text) || saidAlready(s.text)) return;
    const distances = at.filter((i) => sameSection(i, j)).map((i) => Math.abs(i - j));
    const distance = Math.min(...distances);
    if (distances.length > 0 && distance <= REACH) picked.push({ index: j, distance });
  });
  picked.sort((a, b) => a.distance - b.distance || a.index - b.index);
  const seen = new Set<string>();
  const out: SectionSentence[] = [];
  for (const p of picked) {
    const s = sentences[p.index];
    const key = keyOf(s?.text ?? '').join(' ');
    if (!s || seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length >= wanted) break;
  }
  return out;
}
