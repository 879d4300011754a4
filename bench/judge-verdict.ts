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
// one table row of the subject compares nothing; and every comparison question ("…than Y?", "X or Y?", "between X and
// Y", "as much … as") rests only on a point naming each side by what sets it apart from the other ("Fenner Wash" and
// "Chuckwalla Bench", "red" and "sugar" maple): a lead giving one of the compared rows shows no comparison (REPORT 17,
// Q24: right by label, resting on the Chuckwalla row alone). Independent of the engine's rules: it reads the answer's text and
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
export function verdictSupported(content: string, lead: string[] | undefined, other: string[] = [], asked?: AskedContext, compared?: string): boolean | null {
  const support = verdictSupport(content);
  const comparesBoth = other.length === 0 || other.some((w) => phrase(w.replace(/(?:es|s)$/, '')).test(support));
  // a comparison question (`compared`: its text) rests only on a point naming both of its sides, each by what sets it
  // apart from the other (namesBothSides): the Chuckwalla Bench row alone compares nothing with Fenner Wash
  // (not where the sources disagree: each source's claim is a side of its own, said in its own words)
  const sidesNamed = compared === undefined || /qualified answer|sources disagree/i.test(content) || namesBothSides(content, compared);
  if (lead && lead.length > 0) return comparesBoth && sidesNamed && lead.some((w) => phrase(w).test(support));
  if (!sidesNamed) return false;
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

/** The two sides of a comparison question as the judge reads them, or null when it names no second side. Pure. */
export function comparedSides(query: string): { first: string; second: string } | null {
  const q = query.replace(/[?.!]+\s*$/, '');
  const at = (re: RegExp): { first: string; second: string } | null => {
    const m = re.exec(q);
    return m ? { first: q.slice(0, m.index), second: q.slice(m.index + m[0].length) } : null;
  };
  const between = /\bbetween\s+(.+?)\s+and\s+(.+)$/i.exec(q);
  if (between) return { first: between[1] ?? '', second: between[2] ?? '' };
  const split = at(/\bthan\b/i) ?? at(/\bas\s+(?:[\p{L}-]+\s+){1,2}as\b/iu) ?? at(/\b(?:compared (?:with|to)|in comparison (?:with|to)|versus|vs\.?|as opposed to)\s/i);
  if (split) return split;
  // "Which sets faster, lime or cement?", "…: the 2021 release at Fenner Wash or the 2022 one at Ivanpah?"
  const or = /(?:,|:)\s*([^,:]+?)\s+or\s+([^,]+)$/i.exec(q);
  return or ? { first: or[1] ?? '', second: or[2] ?? '' } : null;
}

const COMPARATIVE = /^(?:more|less|fewer|better|worse|further|farther|bigger|smaller|larger|higher|lower|greater|longer|shorter|faster|slower|cheaper|dearer|heavier|lighter|stronger|weaker|easier|harder|quicker|older|newer|younger|same|much|many)$/i;
const DETERMINER = /^(?:the|a|an|its|their|his|her|our|your|my|this|that|these|those|of|at|in|on|for|from|by|with|to)$/i;

/**
 * What names one side of a comparison against the other (lower case, any of them will do): the word before a head
 * noun both sides share ("red" of "red maple" against "sugar maple", "Watch" of "Watch level" against "Warning
 * level"); else its capitalised names that the other side lacks ("Fenner Wash" against "Chuckwalla Bench"); else its
 * figures the other lacks ("2021" against "2022"); else, where the other side opens with a preposition ("in winter"),
 * the words after the same preposition in this side ("in summer"); else its content words the other lacks,
 * comparatives aside. `atStart`: the side opens the question (its first word is capitalised as a sentence's). Pure.
 */
export function sideKeys(side: string, other: string, atStart: boolean): string[] {
  const tokens = side.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const otherTokens = other.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const lower = (w: string): string => w.toLowerCase().replace(/['’]s$/, '');
  const otherWords = new Set(otherTokens.map(lower));
  const modifiers = tokens.flatMap((w, i) => {
    const before = tokens[i - 1];
    return i > (atStart ? 1 : 0) && before !== undefined && w.length >= 3 && !DETERMINER.test(w) && !AUX_WORD.test(w) && !PRONOUN.test(before) && otherWords.has(lower(w)) && !DETERMINER.test(before) && !otherWords.has(lower(before)) && !COMPARATIVE.test(before) && !AUX_WORD.test(before) ? [lower(before)] : [];
  });
  if (modifiers.length > 0) return modifiers;
  const names = tokens.filter((w, i) => !(atStart && i === 0) && /^\p{Lu}/u.test(w) && !otherWords.has(lower(w))).map(lower);
  if (names.length > 0) return names;
  const figures = tokens.filter((w) => /^\p{N}/u.test(w) && !otherWords.has(w.toLowerCase()));
  if (figures.length > 0) return figures;
  const preposition = (otherTokens[0] ?? '').toLowerCase();
  const at = /^(?:in|at|on|for|with|during|under|after|before|by|from)$/.test(preposition) ? tokens.map((t) => t.toLowerCase()).lastIndexOf(preposition) : -1;
  const parallel = at >= 0 ? tokens.slice(at + 1).map(lower).filter((w) => !DETERMINER.test(w) && !otherWords.has(w)).slice(0, 3) : [];
  if (parallel.length > 0) return parallel;
  return tokens
    .slice(atStart ? 1 : 0)
    .map(lower)
    .filter((w) => w.length >= 4 && !STOP.has(w) && !COMPARATIVE.test(w) && !otherWords.has(w) && !/ier$/.test(w));
}

const AUX_WORD = /^(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|may|might|must)$/i;
const PRONOUN = /^(?:it|they|he|she|we|you|i|one|ones|those|these|them)$/i;

/**
 * Does the verdict's supporting point name both sides of the comparison asked? A lead that gives one row (the
 * Chuckwalla Bench row, for "a bigger share at Fenner Wash than at Chuckwalla Bench?") shows no comparison, whatever
 * its label. True when the question names no two sides the judge can read. Pure.
 */
export function namesBothSides(content: string, query: string): boolean {
  const sides = comparedSides(query);
  if (!sides) return true;
  const text = verdictSupport(content);
  // one sentence that sets two figures against each other ("a range of 18 nautical miles, down from 22") compares both
  // (the two figures on either side of the comparing words, in one clause: not "17; … moved more than a kilometre")
  if (/\d[^.;\d]{0,40}?\b(?:(?:down|up|fallen|risen|fell|rose|dropped|increased|decreased|reduced|cut) from|than|compared (?:with|to)|vs\.?|versus|whereas|against)\b[^.;\d]{0,40}?\d/i.test(text.replace(/\[\d+\]/g, ''))) return true;
  const support = new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(prefix));
  const named = (keys: string[]): boolean => keys.length === 0 || keys.some((k) => (k.match(/[\p{L}\p{N}]+/gu) ?? []).every((part) => support.has(prefix(part))));
  const atStart = query.trimStart().startsWith(sides.first.trimStart());
  return named(sideKeys(sides.first, sides.second, atStart)) && named(sideKeys(sides.second, sides.first, false));
}
