// The answers bench judge's check that a verdict rests on what was asked (bench/answers.bench.ts): a
// "Your sources point to no" is right only when the point it rests on states the asked point, not when its
// label matches by accident ("point to no" resting on "participants have never lifted a stone" for "Do you
// need mortar?"). The point a verdict rests on is the answer's first cited paragraph (the lead, and for
// sources that disagree the other document's claim); where the set says what a lead must state
// (expect.lead), that paragraph must state one of its phrases. Without a lead in the set (session 14, stricter) a
// "yes"/"no" counts only when its point names half or more of the ASKED words of the question (content words that
// are not names, not in a cited document's title and not in half or more of its sentences: the setting every
// sentence shares) or states one of the set's facts: a point that only names the subject or the setting ("Northvale Interpreting
// Service arranges interpreters…" under "point to yes" for "can an assessment be interpreted over video link?")
// does not. A question's facts are often stated elsewhere in a right answer ("couching" for "did they reweave?"),
// so a point naming the asked words is enough. A comparison ("…than Y?") rests only on a point that names Y too:
// one table row of the subject compares nothing. Independent of the engine's rules: it reads the answer's text and
// the cited documents only. Pure.
import { body, phrase, splitSentences } from './judge-facts';

/** The verdict's supporting point: the first paragraph with a citation marker, lead-in removed. */
export function verdictSupport(content: string): string {
  const paragraph = content.split(/\n\s*\n/).find((p) => /\[\d+\]/.test(p)) ?? '';
  return splitSentences(paragraph).map(body).join(' ');
}

/**
 * The other side of a comparison question, as the judge reads it: the content words after "than" ("Are
 * tubeless tyres more puncture resistant than clinchers?" → clinchers; "…cheaper than adding it at the
 * airport?" → adding, airport). Empty without "than". Independent of the engine's reading. Pure.
 */
export function otherSide(query: string): string[] {
  const after = /\bthan\s+(.+)$/i.exec(query)?.[1] ?? '';
  return after
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 3 && !/^(?:the|and|for|from|with|into|onto|over|under|after|before|during|when|one|ones|its|their|them|they|that|those|this|these|did|does|was|were|are|has|have|had|can|could|would|should|will)$/.test(w));
}

/**
 * Does the verdict rest on a point about what was asked? true when its supporting point states one of the
 * set's lead phrases; null when the set gives none (the label alone is judged). A comparison ("…than Y?",
 * `other`: Y's words) rests on a point only when that point names the other side too: one table row (the
 * wildflower strips' "fruit set percent 31") gives one side and compares nothing.
 */
export function verdictSupported(content: string, lead: string[] | undefined, other: string[] = [], asked?: AskedContext): boolean | null {
  const support = verdictSupport(content);
  const comparesBoth = other.length === 0 || other.some((w) => phrase(w.replace(/(?:es|s)$/, '')).test(support));
  if (lead && lead.length > 0) return comparesBoth && lead.some((w) => phrase(w).test(support));
  // without a lead: a "yes"/"no" resting on a point that names none of what is asked, only the subject or the
  // setting ("Northvale Interpreting Service arranges interpreters…" for "can an assessment be interpreted over video
  // link by Northvale?"), is not supported; one naming an asked word or stating one of the set's facts is judged by its label
  if (asked && /point to (?:yes|no)/i.test(content) && !namesWhatIsAsked(support, asked)) return false;
  return other.length === 0 ? (asked ? true : null) : comparesBoth;
}

/** What the judge knows of a question to tell an asked word from its setting: the question, the set's facts, the cited documents. */
export interface AskedContext {
  query: string;
  facts: string[];
  /** Title and text of each cited document. */
  documents: { title: string; text: string }[];
}

/** A word's first five letters, lower case: "interpreted" and "interpreters" meet, as a reader would. */
function prefix(word: string): string {
  return word.toLowerCase().slice(0, 5);
}

/**
 * The question's asked words, as the judge reads them (independent of the engine): its content words of four letters
 * or more that are not capitalised names (after its first word), not in the title of any cited document, and named in
 * under half of the sentences of every cited document that has four or more (the setting words every sentence shares).
 */
export function askedWords(asked: AskedContext): string[] {
  const words = asked.query.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  const titles = asked.documents.map((d) => d.title.toLowerCase());
  const sentencesOf = asked.documents.map((d) => splitSentences(d.text).map((s) => s.toLowerCase()));
  const inTitle = (w: string): boolean => titles.some((t) => (t.match(/[\p{L}]+/gu) ?? []).some((x) => prefix(x) === prefix(w)));
  const common = (w: string): boolean =>
    sentencesOf.some((sentences) => sentences.length >= 4 && sentences.filter((s) => (s.match(/[\p{L}]+/gu) ?? []).some((x) => prefix(x) === prefix(w))).length * 2 >= sentences.length);
  return words
    .slice(1)
    .filter((w) => w.length >= 4 && !/^\p{Lu}/u.test(w) && !STOP.has(w.toLowerCase()))
    .filter((w) => !inTitle(w) && !common(w));
}

const STOP = new Set('that this these those with from into onto than then there their they them what when where which while whom whose will would could should have has had been being does did done also only just more most less much many some such very your yours ours about after before over under again still ever even make made take took give gave keep kept need needs used using like'.split(' '));

/**
 * Does the supporting point name at least half of the asked words (by their first five letters; the subject is one of
 * them, so naming it alone is not enough where more is asked) or state one of the set's facts? With no asked word,
 * any point will do.
 */
export function namesWhatIsAsked(support: string, asked: AskedContext): boolean {
  const words = [...new Set(askedWords(asked).map(prefix))];
  if (asked.facts.some((f) => phrase(f).test(support))) return true;
  if (words.length === 0) return true;
  const said = new Set((support.toLowerCase().match(/[\p{L}]+/gu) ?? []).map(prefix));
  return words.filter((w) => said.has(w)).length * 2 >= words.length;
}
