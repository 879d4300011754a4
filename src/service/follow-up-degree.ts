// A follow-up asked by a degree ("Which of the two is louder?", "Is Fernhill cheaper?", "Which is lighter to lift?",
// "What's the heaviest one like?"): a comparative or superlative asks where the things talked about stand on the
// adjective's scale, which sources state as levels ("82 dB", "weighs 17.5 kg", "£310 a week"), seldom with the
// comparative itself. Refusing because no source says "louder" hides the answer; the reply is the sentences that
// give a level of that quality (a figure with the quality's word, WordNet's attribute noun of it, a word close to
// it in GloVe, or an amount of the attribute's kind) for the things of the conversation, one per thing, with no
// verdict drawn (chat.ts). Owns reading the degree word and choosing those sentences. Pure but for the shipped
// lexicon and vectors.
import { statesAmount, stemDimension, type Dimension } from './amounts';
import { ranks } from './chat-context';
import { conceptsOf, mentioned, type Concept } from './concepts';
import { wordSimilarity } from './embeddings';
import { lemmaOf } from './lemmas';
import { isCommonNoun, isLightWord, isModifierWord } from './lexicon';
import { givesLevelOf, qualityStems } from './measured-quality';
import { attributesOf } from './table-columns';
import { isStopWord, stem, words } from './text';
import { escapeRegExp } from '../shared/regexp';

/** How close (GloVe cosine) a source word must be to the quality to say it (loud ~ noise 0.64, noisy 0.68; hard ~ cost 0.54 is none). */
export const DEGREE_SIMILARITY = 0.6;

/** Degree words with no quality of their own ("the most", "the first") or none a figure measures ("best", "worse"): never a level asked. */
const NO_QUALITY = /^(?:most|least|more|less|fewer|fewest|top|first|last|latest|earliest|further|furthest|other|over|under|after|later|former|latter|better|best|worse|worst)$/;

/** An adjective the lexicon knows: mostly a modifier, or one WordNet gives an attribute noun ("light" → weight). */
function isAdjective(word: string): boolean {
  return isModifierWord(word) || attributesOf(word).length > 0;
}

/**
 * The positive adjective of a comparative or superlative ("louder" → loud, "heaviest" → heavy, "bigger" → big,
 * "happier" → happy, an irregular one by the lemma table), or null for another word or a degree with no quality of
 * its own ("most", "least", "later") or none a figure measures ("best"). Pure but for the shipped lexicon.
 */
export function degreeBase(word: string): string | null {
  const lower = word.toLowerCase();
  if (NO_QUALITY.test(lower)) return null;
  const lemma = lemmaOf(lower);
  if (lemma !== lower && lemma.length >= 3 && /(?:er|est)$/.test(lower) === false && isAdjective(lemma)) return lemma;
  const m = /^(\p{L}{2,}?)(?:er|est)$/u.exec(lower);
  const stemmed = m?.[1];
  if (!stemmed) return null;
  const bases = [stemmed, `${stemmed}e`, stemmed.replace(/(\p{L})\1$/u, '$1'), stemmed.replace(/i$/, 'y')];
  return bases.find((b) => b.length >= 3 && isAdjective(b)) ?? null;
}

/**
 * The degree a follow-up asks by: its first comparative or superlative with a positive adjective; a form that is a
 * noun as well ("lighter", "cleaner") only where an adjective stands (after "is", "are", "the", "much", "even"…).
 * `superlative`: it ranks among all the things ("the hardest"), not two. `predicative`: the degree is what the follow-up asks ("Which one is LIGHTER?", "Is it cheaper than the bus?",
 * "Which lasts longer?"), not a word describing a thing it asks something else of ("Is the BIGGER room free?"). null
 * for none. Pure but for the shipped lexicon.
 */
export function degreeAsked(followUp: string): { word: string; base: string; predicative: boolean; superlative: boolean } | null {
  const tokens = words(followUp).map((w) => w.toLowerCase());
  for (const [i, word] of tokens.entries()) {
    const base = degreeBase(word);
    if (!base) continue;
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1];
    const adjectivePlace = /^(?:is|are|was|were|be|been|much|far|even|bit|lot|any|the|one|ones|no|get|gets|got|run|runs|last|lasts)$/.test(before);
    if (isCommonNoun(word) && !ranks(word) && !adjectivePlace) continue;
    const predicative = !/^(?:the|a|an)$/.test(before) && (after === undefined || /^(?:than|to|for|on|in|at|of|overall|now|then)$/.test(after));
    return { word, base, predicative, superlative: /est$/.test(word) };
  }
  return null;
}

/** The kinds of amount a quality's attribute nouns (stems) name (light → weight; long → duration, length). Pure. */
function attributeDimensions(attributes: string[]): Dimension[] {
  return [...new Set(attributes.flatMap((a) => stemDimension(a, stem) ?? []))];
}

export interface LevelCandidate {
  text: string;
  /** Its source's title: a review of one thing names it there, not in every sentence. */
  title?: string;
}

/**
 * The sentences that give a level of the quality `base` names for the things talked about (`things`): each gives a
 * figure with the quality's word, an attribute noun or a word close to it in `similar`, or an amount of the kind an
 * attribute noun names ("weighs 17.5 kg" for light), and names one of the things (in it or in its source's title). Chosen so that each covers a thing
 * no sentence before it named (the one naming most first, then the earlier), `max` at most, in the candidates'
 * order; [] when none does, or for a `superlative` of a quality no attribute measures as an amount. Pure but for the
 * shipped lexicon.
 */
export function levelSentences<T extends LevelCandidate>(base: string, things: Concept[], candidates: T[], similar: (a: string, b: string) => number | null = wordSimilarity, max = 3, superlative = false): T[] {
  if (things.length === 0) return [];
  // (closer than the composer's level reading asks, and never a function word: "and" is 0.65 from hard)
  const near = (a: string, b: string): number | null => {
    const cosine = isStopWord(b) ? null : similar(a, b);
    return cosine !== null && cosine >= DEGREE_SIMILARITY ? cosine : null;
  };
  const attributes = attributesOf(base).map((a) => a.noun);
  const stems = new Set(qualityStems(base, attributes));
  const dimensions = attributeDimensions(attributes);
  // (a superlative ranks every thing: only a quality measured as an amount, where each level is a figure, is answered
  // by levels; one row of a table said for "the hardest" would read as the answer)
  if (superlative && dimensions.length === 0) return [];
  // (a quality whose attribute names a kind of amount is given by that amount, "weighs 17.5 kg" for light; another by
  // its word or one close to it beside a figure, in the sentence or in a row's label: "Noise level: 82 dB(A)")
  const saysQuality = (text: string): boolean => words(text).some((w) => w.length >= 4 && (stems.has(stem(w.toLowerCase())) || near(base, w.toLowerCase()) !== null));
  const label = (text: string): string => (/^[^:]{2,40}:\s*\S/.test(text) ? (text.split(':')[0] ?? '') : '');
  const gives = (c: T): boolean =>
    dimensions.length > 0
      ? statesAmount(c.text, dimensions)
      : givesLevelOf(c.text, base, [...stems], near) || (/\d/.test(c.text) && saysQuality(label(c.text)));
  const levelled = candidates
    .map((c, order) => ({ c, order, named: mentioned(things, new Set(words(`${c.text} ${c.title ?? ''}`).map((w) => stem(w.toLowerCase())))).map((t) => t.stem) }))
    .filter((x) => x.named.length > 0 && gives(x.c));
  const chosen: typeof levelled = [];
  const covered = new Set<string>();
  while (chosen.length < max) {
    let best: (typeof levelled)[number] | null = null;
    let gain = 0;
    for (const x of levelled) {
      if (chosen.includes(x)) continue;
      const fresh = x.named.filter((s) => !covered.has(s)).length;
      if (fresh > gain) {
        best = x;
        gain = fresh;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const s of best.named) covered.add(s);
  }
  return chosen.sort((a, b) => a.order - b.order).map((x) => x.c);
}

/**
 * The things a degree is asked of: the follow-up's own (not the degree word, not a light word: "Is FERNHILL
 * cheaper?"), then the conversation's (the previous question's and the research question's), its names where it
 * has any ("the Mowmaster M40 and the Greenblade GB36"), each once. Pure but for the shipped lexicon.
 */
export function degreeThings(followUp: string, degreeWord: string, conversation: string[]): Concept[] {
  const keep = (c: Concept): boolean => !c.soft && c.term.toLowerCase() !== degreeWord && degreeBase(c.term) === null && !isLightWord(c.term);
  const own = conceptsOf(followUp, { dropInstructionWords: true }).filter(keep);
  // (a name: written with a capital where the conversation says it, not at the start of its question)
  const named = (text: string, term: string): boolean => {
    const at = text.search(new RegExp(`(?<=\\s)${escapeRegExp(term)}\\b`, 'iu'));
    return at > 0 && /^\p{Lu}/u.test(text.slice(at));
  };
  const talked = conversation.flatMap((text) => conceptsOf(text, { dropInstructionWords: true }).filter(keep).map((c) => ({ c, named: named(text, c.term) })));
  const names = talked.filter((t) => t.named).map((t) => t.c);
  const out: Concept[] = [];
  for (const c of [...own, ...(names.length > 0 ? names : talked.map((t) => t.c))]) if (!out.some((o) => o.stem === c.stem)) out.push(c);
  return out;
}
