// The asked thing read in more of the ways people ask it, for asked-part.ts: the asking clause of a question that opens
// with a statement ("I want to help at Holm Lane. When is the pruning day?"), a kind named after its noun ("Which apple
// VARIETIES…") or picked by a superlative ("What is the best BRAND of flour?"), the cost of an act done to a thing ("How
// much did it cost to REPAIR THE DOME…"), the price of a thing known only by its name ("the Aerodry D12"), and a sum that
// is a rate ("6.7p an hour", "£4 per kWh"), which is a running cost and never the price of the thing unless the question
// asks a rate itself. Also which documents may be quoted under "What your sources do say" when the asked part is not
// given: only those that name the thing asked about. Read from the question's structure, never from a list of any
// question's words. Pure.
import { isKindOf } from './kinds';
import { stem } from './text';

/** Kind words: what asks for a kind of a noun ("variety of apple", "breed of hen"). */
const KIND_WORD = /^(?:kinds?|types?|sorts?|variet(?:y|ies)|breeds?|species|makes?|models?|brands?|strains?|grades?|cultivars?)$/;
const STOP = /^(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my|of|and|or|to|in|on|at|for|with|by|from|is|are|was|were|do|does|did|it|they|i|we|you)$/i;

/**
 * The clause of a question that asks, where a statement comes before it ("I want to help at Holm Lane. When is the winter
 * pruning day?" → "When is the winter pruning day?"); the question itself otherwise. Pure.
 */
export function askingClauseOf(query: string): string {
  const clauses = query.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((c) => c.trim() !== '');
  if (clauses.length < 2) return query.trim();
  const asking = clauses.filter((c) => /\?\s*$/.test(c));
  // (only one clause that asks: two questions are two parts, left to the parts reader)
  if (asking.length !== 1) return query.trim();
  return (asking[0] ?? query).trim();
}

/**
 * A kind asked with its noun before the kind word ("Which apple varieties grow…" → apple, varieties) or picked by a
 * superlative or an adjective after "is the" ("What is the best brand of flour?" → flour, brand); null otherwise. Pure.
 */
export function kindAskedOtherwise(question: string): { noun: string; kindWord: string } | null {
  const q = question.trim().replace(/[?.!]+\s*$/, '');
  const before = /^(?:what|which)\s+([a-z]+)\s+([a-z]+)\b/i.exec(q);
  if (before && KIND_WORD.test((before[2] ?? '').toLowerCase()) && !STOP.test(before[1] ?? '') && !KIND_WORD.test((before[1] ?? '').toLowerCase())) return { noun: (before[1] ?? '').toLowerCase(), kindWord: (before[2] ?? '').toLowerCase() };
  const picked = /^(?:what|which)\s+(?:is|are|was|were|would be)\s+(?:the|a|an)\s+(?:(?:most|least)\s+)?(?:[a-z]+\s+){0,2}?([a-z]+)\s+of\s+(?:the\s+|a\s+|an\s+)?([a-z]+)\b/i.exec(q);
  if (picked && KIND_WORD.test((picked[1] ?? '').toLowerCase())) return { noun: (picked[2] ?? '').toLowerCase(), kindWord: (picked[1] ?? '').toLowerCase() };
  return null;
}

/**
 * The thing an act is done to whose cost is asked ("How much did it cost to repair the copper dome on the lantern?" →
 * "the copper dome"); null where the question asks no such cost. Pure.
 */
export function costOfActPhrase(question: string): string | null {
  const q = question.trim().replace(/[?.!]+\s*$/, '');
  const m = /^(?:how much|what)\s+(?:did|does|do|will|would|is|was)\s+(?:it|that|this)\s+(?:cost|costs|come to)\s+to\s+[a-z]+(?:\s+(?:up|out|off|in|back))?\s+(.+)$/i.exec(q);
  if (!m) return null;
  // (the thing, without where it is: "the copper dome ON THE LANTERN")
  const phrase = (m[1] ?? '').replace(/\s+(?:on|in|at|for|of|to|during|when|after|before|from)\s.*$/i, '').trim();
  return phrase === '' ? null : phrase;
}

/** The verb of the act a cost-of-an-act question names ("How much does it cost to REGISTER hives?" → register), or null. Pure. */
export function costActVerb(question: string): string | null {
  return /^(?:how much|what)\s+(?:did|does|do|will|would|is|was)\s+(?:it|that|this)\s+(?:cost|costs|come to)\s+to\s+([a-z]+)\b/i.exec(question.trim())?.[1]?.toLowerCase() ?? null;
}

/** Is a word of a noun phrase a name rather than a common word: capitalised past the first word, or holding a digit ("D12")? Pure. */
export function isNameWord(word: string): boolean {
  return /\d/.test(word) && /\p{L}/u.test(word) ? true : /^\p{Lu}/u.test(word);
}

/**
 * The name a question gives a thing whose price it asks, as written ("How much does the Aerodry D12 cost to buy?" →
 * "Aerodry D12"), where its last word is a name; null otherwise. Pure.
 */
export function namedThing(phrase: string): string | null {
  const words = phrase.trim().split(/\s+/).filter((w) => w !== '' && !STOP.test(w));
  const last = words.at(-1);
  if (!last || !isNameWord(last)) return null;
  let i = words.length - 1;
  while (i > 0 && isNameWord(words[i - 1] ?? '')) i -= 1;
  return words.slice(i).join(' ');
}

/** A sum that is a rate: per something, or a sum of money an hour, a day, a week, a month, a year, a night. */
const RATE = /(?:[£$€¥]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:p|pence|pounds?|dollars?|euros?|cents?))\s*(?:(?:a|an|per|each|every)\s+(\p{L}+)|\/\s*(\p{L}+))/giu;
const TIME_UNIT = /^(?:hour|hr|day|week|month|year|annum|night|minute|session|kwh|unit|use|run|cycle|load)s?$/i;

/** The units the sums of a sentence are rates of ("6.7p an hour" → hour; "28p per kWh" → kwh). Pure. */
export function rateUnits(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(RATE)) {
    const unit = (m[1] ?? m[2] ?? '').toLowerCase();
    if (/^per$/i.test(m[0].match(/\b(a|an|per|each|every)\b/i)?.[1] ?? '') || TIME_UNIT.test(unit)) out.push(unit);
  }
  return out;
}

/** Does every sum of the sentence stand as a rate (running cost), none as a price? Pure. */
export function onlyRates(text: string): boolean {
  const sums = text.match(/[£$€¥]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:p|pence|pounds?|dollars?|euros?|cents?)\b/giu) ?? [];
  return sums.length > 0 && rateUnits(text).length >= sums.length;
}

/** Does the question ask a rate itself ("to run", "per hour", "a year", "running costs")? Pure. */
export function asksRate(question: string): boolean {
  return /\b(?:per|each|every|an?\s+(?:hour|day|week|month|year|night|minute))\b|\b(?:run|runs|running|operate|operating|use|using)\b|\b(?:hourly|daily|weekly|monthly|yearly|annual|annually)\b/i.test(question);
}

/**
 * Which documents an answer that does not give the asked part may quote as what the sources do say: those that name the
 * thing asked about (its noun, or a word of it: "hen", "Aerodry D12"), in their title or their text. Where none does,
 * every document may (the caller's pool stays). Pure over the documents' words.
 */
export function documentsNamingThing(thing: string[], documents: { id: string; words: Set<string> }[], stemOf: (w: string) => string): Set<string> {
  const wanted = thing.map((w) => stemOf(w.toLowerCase())).filter((w) => w !== '');
  if (wanted.length === 0) return new Set(documents.map((d) => d.id));
  const naming = documents.filter((d) => wanted.some((w) => d.words.has(w)));
  return new Set((naming.length > 0 ? naming : documents).map((d) => d.id));
}

/**
 * The points an answer that does not give the asked part may quote as what the sources do say: the chosen ones from
 * documents naming the thing (documentsNamingThing, by the words of the points and the title); where none of the chosen
 * is, the best-scoring points of those documents (up to three). The chosen as they are when every one qualifies, or no
 * document names the thing. Pure.
 */
export function saidInsteadPool<U extends { documentId: string; stems: Set<string>; score: number }>(chosen: U[], units: U[], thing: string[], titleOf: (id: string) => string): U[] {
  const byDocument = new Map<string, Set<string>>();
  for (const u of [...chosen, ...units]) {
    const words = byDocument.get(u.documentId) ?? new Set(stemsOfText(titleOf(u.documentId)));
    for (const s of u.stems) words.add(s);
    byDocument.set(u.documentId, words);
  }
  const all = [...byDocument].map(([id, words]) => ({ id, words }));
  const naming = documentsNamingThing(thing, all, stem);
  // (a point that names the thing itself first: "Winter pruning day: …" before "Bring gloves and secateurs")
  const wanted = new Set(thing.map((w) => stem(w.toLowerCase())));
  const names = (u: U): number => ([...wanted].some((w) => u.stems.has(w)) ? 1 : 0);
  const kept = chosen.filter((u) => naming.has(u.documentId)).map((u, i) => ({ u, i })).sort((a, b) => names(b.u) - names(a.u) || a.i - b.i).map((x) => x.u);
  if (kept.length === chosen.length && kept.every((u, i) => u === chosen[i])) return chosen;
  if (kept.length > 0) return kept;
  return units.filter((u) => naming.has(u.documentId) && u.score > 0).sort((a, b) => b.score - a.score).slice(0, 3);
}

function stemsOfText(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

const PRONOUN = /^(?:i|we|you|they|he|she|it|one|people)$/i;
const DETERMINER = /^(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my|some|any)$/i;
const WHERE_AUX = /^(?:does|do|did|is|are|was|were|can|could|should|will|would|has|have|had)$/i;

/**
 * The thing a where-question asks the place of: the object of its verb after a named or pronoun subject ("Where does
 * Renata Kovač get THE SPRUCE for her violin tops?" → spruce), else its subject after a determiner ("Where is THE
 * FESTIVAL held?" → festival); null where the question is no where-question or names no such noun. Pure but for
 * `isNoun`, the caller's test of a known noun.
 */
export function whereAsked(question: string, isNoun: (word: string) => boolean): string | null {
  const tokens = question.trim().replace(/[?.!]+\s*$/, '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  if (!/^where$/i.test(tokens[0] ?? '') || !WHERE_AUX.test(tokens[1] ?? '')) return null;
  let i = 2;
  if (!DETERMINER.test(tokens[i] ?? '')) {
    // a subject named or a pronoun, then its verb: the thing is the verb's object
    if (PRONOUN.test(tokens[i] ?? '')) i += 1;
    else {
      if (!/^\p{Lu}/u.test(tokens[i] ?? '')) return null;
      while (/^\p{Lu}/u.test(tokens[i] ?? '')) i += 1;
    }
    i += 1;
    // (a particle after the verb: "get hold of", "pick up")
    while (/^(?:up|out|hold|of|in|back)$/i.test(tokens[i] ?? '')) i += 1;
  }
  if (!DETERMINER.test(tokens[i] ?? '')) return null;
  while (DETERMINER.test(tokens[i] ?? '')) i += 1;
  // the head: the last noun of the phrase before a preposition, a verb or the end ("the winter pruning day")
  let head: string | null = null;
  for (; i < tokens.length; i += 1) {
    const t = (tokens[i] ?? '').toLowerCase();
    if (t === '' || /^(?:for|of|in|on|at|to|from|with|by|held|kept|made|built|sold|grown|found|based|located)$/.test(t)) break;
    if (isNoun(t)) head = t;
    else if (head) break;
  }
  return head;
}

const PLACE_PREPOSITION = /^(?:from|in|at|near|on|by|outside|inside|above|below|behind|beside|under|over|across|along|off|to)$/i;

/**
 * Does a sentence give a place for the thing: in a clause naming it, a name or a noun of a place, a building or a body
 * (the caller's `isPlaceNoun`: WordNet) after a preposition of place ("tops of spruce from the Val di Fiemme", "held
 * in the village hall")? Pure but for the caller's tests.
 */
export function givesPlace(clauses: string[], thing: string, asked: Set<string>, isPlaceNoun: (word: string) => boolean): boolean {
  const wanted = stem(thing.toLowerCase());
  for (const clause of clauses) {
    const tokens = clause.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    if (!tokens.some((t) => stem(t.toLowerCase()) === wanted)) continue;
    for (let i = 0; i < tokens.length - 1; i += 1) {
      if (!PLACE_PREPOSITION.test(tokens[i] ?? '')) continue;
      let j = i + 1;
      while (DETERMINER.test(tokens[j] ?? '')) j += 1;
      // the phrase after the preposition, up to four words: a name or a noun of place in it
      for (const t of tokens.slice(j, j + 4)) {
        const lower = t.toLowerCase();
        if (asked.has(lower)) continue;
        if (/^\p{Lu}/u.test(t) || isPlaceNoun(lower)) return true;
      }
    }
  }
  return false;
}

/** Is a kind word one that asks for a trade name ("brand", "make", "model")? Pure. */
export function isBrandWord(kindWord: string): boolean {
  return /^(?:brands?|makes?|models?|manufacturers?)$/i.test(kindWord);
}

/**
 * Does a sentence name a brand of the noun: a capitalised name, not opening the sentence, right before it ("we use
 * Allinson flour", "a Brompton bike") or after "such as", "like" or "called" ("flours such as Shipton Mill")? Pure.
 */
export function namesBrand(text: string, noun: string): boolean {
  const tokens = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const same = (t: string): boolean => stem(t.toLowerCase()) === stem(noun.toLowerCase());
  const name = (t: string, i: number): boolean => i > 0 && /^\p{Lu}/u.test(t) && !STOP.test(t) && !same(t);
  return tokens.some((t, i) => {
    if (same(tokens[i + 1] ?? '') && name(t, i)) return true;
    return same(t) && /^(?:such|like|called|named)$/i.test(tokens[i + 1] ?? '') && tokens.slice(i + 2, i + 4).some((x, k) => name(x, i + 2 + k));
  });
}

/** Does the question ask what it costs to buy or own ("to buy", "purchase", "for sale", "sell for")? Pure. */
export function asksPurchase(question: string): boolean {
  return /\b(?:buy|buying|bought|purchase|purchasing|for sale|sell for|sells for|retail|retails)\b/i.test(question);
}

/** Does a noun name a sum of money given or paid (WordNet, two most frequent senses: a gift, a payment, a fund: "bequest", "grant", "prize")? Pure but for the table. */
export function isSumNoun(noun: string): boolean {
  return ['gift', 'payment', 'fund'].some((k) => isKindOf(noun, k, 2));
}
