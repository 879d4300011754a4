// What a "how many" question counts, read off the noun phrase after "how many" by its structure rather than
// its first word: "How many OF THE surveyed school PIANOS were in poor shape?" counts pianos (the head of the
// phrase, before its verb), not "of"; "How many pine martens did the project release?" counts martens;
// "…, and how many were still alive?" counts nothing of its own (the part before names it). Used by
// answer-shape.ts (amountAsked) and compose.ts (the lead of a how-many question). Pure but for the shipped
// verb and modifier tables.
import { isModifierWord } from './lexicon';
import { isStopWord, stem, words } from './text';
import { verbShareOfForm } from './verbs';

/** Words that end the counted phrase: auxiliaries and prepositions ("how many boxes WERE put up", "how many birds IN the colony"). */
const PHRASE_END = /^(?:is|are|was|were|be|been|being|do|does|did|have|has|had|will|would|can|could|shall|should|may|might|must|of|in|on|at|for|from|to|with|by|during|per|after|before|since|until|over|under|between|among|near|than|that|which|who|and|or|but)$/i;
/** Determiners: one after the counted phrase starts the object of its verb. */
const DETERMINER = /^(?:the|a|an|their|its|his|her|our|your|this|that|these|those|every|each|all|some|any|no)$/i;
/** Determiners after "how many of": "how many of THE pianos", "how many of THEIR chicks". */
const OF_DETERMINER = /^\s*(?:of\s+(?:the|their|its|his|her|our|your|these|those|this|that)\s+)/i;

/**
 * The head noun a how-many question part counts ("pianos", "martens", "boxes"), as written, or null when the part
 * names none ("how many were still alive", "how many of them"). Pure but for the shipped tables.
 */
export function howManyNoun(part: string): string | null {
  const m = /\bhow\s+many\s+(.+)$/iu.exec(part);
  if (!m) return null;
  // "how many of them / of us" names nothing counted
  if (/^\s*(?:of\s+)?(?:them|us|you)\b/i.test(m[1] ?? '')) return null;
  // (HTML tags are no words: "how many <em>breeding pairs</em>")
  const rest = (m[1] ?? '').replace(/<[^>]*>/g, ' ').replace(OF_DETERMINER, '');
  if (/^\s*of\b/i.test(rest)) return null;
  const tokens = words(rest);
  const phrase: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const lower = token.toLowerCase();
    if (PHRASE_END.test(lower)) break;
    // a determiner starts an object: the word before it was the verb ("how many ferries CROSSED the sound")
    if (DETERMINER.test(lower)) {
      if (phrase.length > 1) phrase.pop();
      break;
    }
    // a verb after the first word ends the phrase ("how many birds NESTED there"), a participle before a noun does not
    // ("how many SURVEYED pianos")
    // (only where nothing of the phrase can follow it: "how many grey SEAL pups" runs on to its head)
    const next = (tokens[i + 1] ?? '').toLowerCase();
    const endsHere = next === '' || PHRASE_END.test(next) || DETERMINER.test(next) || /ed$/.test(lower);
    if (i > 0 && endsHere && verbShareOfForm(lower) >= 0.5 && !isModifierWord(lower) && !/s$/.test(lower)) break;
    // a verb first counts nothing named: "how many SURVIVED until spring", "how many DIED"
    if (i === 0 && (next === '' || PHRASE_END.test(next) || DETERMINER.test(next)) && /ed$/.test(lower) && verbShareOfForm(lower) >= 0.5 && !isModifierWord(lower)) return null;
    phrase.push(token);
    if (phrase.length >= 5) break;
  }
  // "how many" asks for a plural: the last plural word is the head ("how many breeding PAIRS nest on the cliffs", where
  // "nest" is mostly a noun), else the last word ("how many sheep", "how many staff")
  const head = [...phrase].reverse().find((w) => w.length > 3 && /[^su]s$/i.test(w)) ?? phrase.at(-1);
  if (!head || head.length < 3 || isStopWord(head.toLowerCase())) return null;
  return head;
}

/**
 * The words a how-many question counts, as the engine reads them: the head of the phrase after "how many" (howManyNoun:
 * "how many grey seal PUPS", "how many of the surveyed PIANOS"), and the word right after "how many" as well when it is
 * no closed-class word ("GREY", as the engine read it before; "how many WERE still alive" is answered by "34 were").
 * [] without "how many". Pure but for the shipped tables.
 */
export function countedWords(query: string): string[] {
  const first = /\bhow many ([\p{L}-]+)/iu.exec(query)?.[1];
  const head = howManyNoun(query);
  return [...new Set([head, first && !/^of$/i.test(first) ? first : null].filter((w): w is string => Boolean(w)).map((w) => w.toLowerCase()))];
}

/**
 * What a how-many part says of what it counts: the stems of its content words after the counted phrase ("…pianos were
 * in POOR SHAPE" → poor, shape; "how many were still ALIVE a YEAR LATER" → alive, year, later; "how many were LAID
 * FLAT" → laid, flat), for binding a figure to it (figureBoundTo). [] without "how many" or words after it. Pure but
 * for the shipped tables.
 */
export function countPredicate(part: string): string[] {
  const m = /\bhow\s+many\s+(.+)$/iu.exec(part);
  if (!m) return [];
  const tokens = words((m[1] ?? '').replace(/<[^>]*>/g, ' ')).map((w) => w.toLowerCase());
  const head = howManyNoun(part)?.toLowerCase();
  let after = head ? tokens.slice(tokens.indexOf(head) + 1) : tokens;
  // "…did the Welsh project RELEASE (in 2020)": after do-support the subject comes first; what is said of the counted
  // thing is the verb that ends it (the word before a preposition or the end) and what follows
  // (the verb: the first word after the subject's own that ends the clause or takes an object or a preposition: "did
  // the club START the winter with", "did the Welsh project RELEASE", "did the hens LAY in May")
  if (/^(?:do|does|did)$/.test(after[0] ?? '')) {
    const verbAt = after.findIndex((w, i) => i > 1 && !DETERMINER.test(w) && (i === after.length - 1 || DETERMINER.test(after[i + 1] ?? '') || PREPOSITION.test(after[i + 1] ?? '')));
    after = verbAt > 0 ? after.slice(verbAt) : after;
  }
  // the predicate ends at a preposition after its first word ("were put up FOR the martens": the martens are the
  // setting), and a time ("a year later") sets the scene too
  const content = (w: string): boolean => w.length >= 3 && !isStopWord(w) && !AUXILIARY.test(w) && !/^\d/.test(w);
  const stop = after.findIndex((w, i) => PREPOSITION.test(w) && after.slice(0, i).some(content));
  return (stop < 0 ? after : after.slice(0, stop)).filter((w) => content(w) && !TIME_ADVERB.test(w)).map(stem);
}

const PREPOSITION = /^(?:in|on|at|for|from|to|with|by|during|after|before|since|until|over|under|between|among|near|into|onto|across|through)$/;
const TIME_ADVERB = /^(?:later|earlier|ago|afterwards|before|since|yet|today|now|then|annually|yearly|(?:year|month|week|day|hour|minute|decade|century|season|spring|summer|autumn|winter)s?)$/;
const AUXILIARY = /^(?:is|are|was|were|be|been|being|do|does|did|have|has|had|will|would|can|could|shall|should|may|might|must|still|also|ever|now|then)$/;

/** A figure, in digits or words ("45", "1,140", "thirty-one"). */
const FIGURE = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-\p{L}+)$/iu;

/**
 * Is a figure of the text bound to what the question says of the counted thing (`predicate`, countPredicate's stems,
 * each with its direct synonyms through `related`): both in one clause (the text split at punctuation and at "and"/
 * "but"/"while"), with no other figure between them ("and 45 POOR" in "58 were rated good, 83 fair and 45 poor";
 * "39 seal pups had been RETURNED to the sea"; "41 were LAID flat")? A figure that counts something else in the
 * sentence ("found at 97 of the 163 …") is not. Pure.
 */
export function figureBoundTo(text: string, predicate: string[], related: (s: string) => Set<string> = () => new Set()): boolean {
  if (predicate.length === 0) return false;
  const wanted = new Set(predicate.flatMap((s) => [s, ...related(s)]));
  return text.split(/[,;:.!?()]|\s(?:and|but|while|whereas)\s/i).some((clause) => {
    const tokens = words(clause).map((w) => w.toLowerCase());
    const figures = tokens.flatMap((t, i) => (FIGURE.test(t) ? [i] : []));
    const said = tokens.flatMap((t, i) => (wanted.has(stem(t)) ? [i] : []));
    // a figure and a predicate word with no other figure between them
    return figures.some((f) => said.some((w) => !figures.some((g) => g !== f && g > Math.min(f, w) && g < Math.max(f, w))));
  });
}
