// A section that announces the reason asked for: under "Why are foresters keen to see martens come back?" the
// article's section "## Why foresters welcome them" gives it, whatever its sentences' causal words; a council page's
// "Why we are doing this" gives the reasons for the conversion its title names; a report's "WHY THE MAST CAME DOWN"
// the reason the mast came down. A why-question's lead is taken from such a section (compose.ts) rather than from a
// "so that" sentence elsewhere whose purpose belongs to another act ("…held in a pen, so that they would settle").
// The heading is bound to the question when it names a word of the question its document's title does not (what
// the question asks beyond the setting), or, naming nothing of its own ("Why we are doing this"), when the title
// names most of the question (the section's "this" is the document's topic). Pure.
import { antonymStems } from './lexicon';
import { isStopWord, stem, words } from './text';

/**
 * A heading that announces a reason: "Why …", "Reasons for …", "The reason …", "What caused …", "Causes of …", or a
 * plural cause noun with at most two words before it and nothing after ("Likely causes", "Main reasons", "Contributing
 * factors": causes of what the document is about, its title).
 */
const REASON_HEADING = /^\s*(?:#+\s*)?(?:[*_]+\s*)?(?:why\b|(?:the\s+|our\s+|main\s+)*reasons?\b|(?:the\s+)?causes?\s+of\b|what\s+(?:caused|causes|lies\s+behind)\b|(?:[\p{L}-]+\s+){0,2}(?:causes|reasons|factors)\s*[*_:.]*\s*$)/iu;

/** Does a heading announce a reason (not merely name a topic)? Pure. */
export function announcesReason(heading: string): boolean {
  return REASON_HEADING.test(heading);
}

/** The heading's own content words: not its wh-word, pronouns or stop words, nor a verb whose object is a pro-form ("doing THIS", "did IT": it says nothing of its own). */
function headingWords(heading: string): string[] {
  const tokens = words(heading.replace(REASON_HEADING, ' ')).map((w) => w.toLowerCase());
  return tokens.filter((w, i) => w.length >= 3 && !isStopWord(w) && !PRONOUN.test(w) && !PRONOUN.test(tokens[i + 1] ?? '-'));
}

const PRONOUN = /^(?:we|us|our|it|its|they|them|their|this|that|these|those|here|so)$/;

/** How close two words must be (GloVe cosine, embeddings.ts) for a heading's word to say a question's word in other words ("welcome" for keen: 0.44). */
export const HEADING_SIMILARITY = 0.4;

/** A word's form for telling a title's words from a question's: lower case, a plural's "s" off ("foresters" → forester, never the stem "forest" its title's "forests" shares). */
function formOf(word: string): string {
  const w = word.toLowerCase();
  return w.length > 3 && /[^su]s$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * Is a reason heading bound to the question (`asked`: its content words)? It names a word of the question (by
 * stem) that its document's title (`title`) does not name (in that form: what the question asks beyond the
 * setting), and says nothing beyond the question: each of its words is a question word or close to one
 * (`similar`, a cosine or null when unknown) ("Why foresters welcome them" for "Why are foresters keen to see
 * martens come back?"; not "Why the lamps fail" for "Why are the lamps being converted?", nor "Why the gates had to
 * go" under a title about the gates for why they were built of green oak); or it names no word of its own ("Why we
 * are doing this") and the title or the section's own sentences (`sectionText`) name at least half of the question's words. False for a heading that announces
 * no reason. `negated`: the question asks why something is not so (asksNegated). Pure but for the shipped lexicon.
 */
export function reasonHeadingFor(heading: string, asked: string[], title: string, similar: (a: string, b: string) => number | null = () => null, negated = false, sectionText = ''): boolean {
  if (!announcesReason(heading) || asked.length === 0) return false;
  const own = headingWords(heading);
  // a question that asks why something is NOT so ("Why isn't the footbridge open yet?") is answered under a heading
  // that says its opposite ("Why the footbridge is still closed"): WordNet's antonyms of its words count as its words
  const askedStems = [...asked.map((w) => stem(w.toLowerCase())), ...(negated ? asked.flatMap((w) => [...antonymStems(w.toLowerCase())]) : [])];
  const titleWords = words(title).map(formOf);
  const titleStems = new Set(words(title).map((w) => stem(w.toLowerCase())));
  // (or its own sentences do: under "Likely causes" the section that says "most of the colonies that later died"
  // is about why the colonies died, whatever its document's title)
  const sectionStems = new Set(words(sectionText).map((w) => stem(w.toLowerCase())));
  if (own.length === 0) return askedStems.filter((s) => titleStems.has(s) || sectionStems.has(s)).length * 2 >= askedStems.length;
  if (!own.some((w) => askedStems.includes(stem(w)) && !titleWords.includes(formOf(w)))) return false;
  return own.every((w) => askedStems.includes(stem(w)) || asked.some((q) => (similar(q.toLowerCase(), w) ?? 0) >= HEADING_SIMILARITY));
}

/**
 * How a point ranks the cause it names, within a section of causes: 2 when it calls it the main one ("The main cause
 * was Varroa destructor", "The biggest factor is…"), 0 when a lesser one ("Starvation played a smaller role"), else 1.
 * Pure.
 */
export function causeRank(text: string): number {
  if (/\b(?:main|chief|primary|principal|biggest|largest|leading|major|most\s+important|most\s+common|single\s+biggest)\s+(?:causes?|reasons?|factors?|drivers?|culprits?)\b/i.test(text)) return 2;
  if (/\b(?:smaller|minor|lesser|secondary|smallest)\s+(?:role|part|causes?|factors?|reasons?)\b/i.test(text)) return 0;
  return 1;
}

/** Does a why-question ask why something is not so ("Why isn't…", "Why is … not …", "Why does it never …")? Pure. */
export function asksNegated(query: string): boolean {
  return /\b(?:not|never|no longer)\b|n['’]t\b/i.test(query);
}
