// The part a question asks for, and whether a source sentence gives it: a kind ("What kind of wood…", "Which breed of
// cattle…", "What metal…": a word WordNet puts below the asked noun, kinds.ts, or a name before it, "Hereford cattle"),
// the cost of a part ("How much did the envelope of the balloon cost?": a sum bound to that part, never one of the whole
// that only lists it), a date for a when-question and a person or body for a who-question (answer-shape.ts), each in a
// sentence that names what the question is about. Where no sentence the answer may cite gives it, the answer says so
// plainly first and cites what the sources do say as that, not as the answer (notGivenStatement; compose.ts). Read from
// the question's structure and WordNet, never from a list of any question's words. Pure but for the shipped tables.
import { SUM } from './money';
import { conceptsOf, mentioned, requiredConcepts, stemsOf, withoutAskingFrame, type Concept } from './concepts';
import { dimensionsAsked, statesAmount, wordDimension, type Dimension } from './amounts';
import { answerShape, givesShape } from './answer-shape';
import { isKindOf, knowsNoun, siblingsOf } from './kinds';
import { isCommonNoun, isGeneralWord, isModifierWord } from './lexicon';
import { isMoneyNoun } from './money-nouns';
import { readRoles } from './question-roles';
import { askingClauseOf, asksPurchase, asksRate, isSumNoun, costActVerb, costOfActPhrase, givesPlace, isBrandWord, kindAskedOtherwise, namedThing, namesBrand, onlyRates, whereAsked } from './asked-thing';
import { superlativeAsked } from './table-rows';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';
import { askedEvent, countedNoun, doneAt, givesCount, holderAsked, namesAct, namesHolder, qualityBound, withoutIndividuals } from './asked-role';

export type AskedPart =
  /** A kind of `noun` ("wood"), asked as `kindWord` ("kind", "breed"; the noun itself when asked bare: "What metal…"). */
  /** `givenOnly`: a noun of any kind asked bare ("Which birds were seen?"): a sentence naming a kind of it answers, but
   * none naming one is no finding (the answer may be a name: "Which vet…?"). */
  | { role: 'kind'; noun: string; kindWord: string; about: Concept[]; givenOnly?: boolean }
  /** The cost of `part` ("envelope"), of `whole` ("balloon") where the question names it. */
  /** `label`: the thing's name as the question writes it, where it is known by a name ("Aerodry D12"), asked its price. */
  /** `purchase`: its price is asked (to buy it, or of a thing known by its name), which a rate ("6.7p an hour") never gives;
   * `act`: the cost of an act done to it ("to repair the dome"), which a sum for the whole it belongs to does not give. */
  | { role: 'cost'; part: string; whole: string | null; about: Concept[]; label?: string; purchase?: boolean; act?: boolean; sum?: boolean; verb?: string }
  /** `qualifier`: a superlative or ordinal that picks one of several ("the OLDEST quilt"): a sentence must name it. */
  | { role: 'when'; about: Concept[]; qualifier?: string }
  /** `holder`: a role or office asked the holder of ("Who was the ARCHITECT of the depot?"), given only by a sentence
   * naming it; `of`: the concepts of what it is held of, which the sources must speak of for its absence to be a finding. */
  | { role: 'who'; about: Concept[]; qualifier?: string; holder?: string; of?: Concept[] }
  /** The place of `thing` ("Where does she get the SPRUCE…?"), given in a clause that names it (asked-thing.ts). */
  | { role: 'where'; thing: string; about: Concept[] }
  /** A figure of a measure ("How HEAVY is a sea otter?": a weight; "How TALL is the lighthouse?": a length), given only
   * by a sentence stating an amount of that kind about what is asked (amounts.ts). */
  | { role: 'measure'; dimensions: Dimension[]; about: Concept[] }
  /** How many of `noun` ("How many sea OTTERS live in California?"), given only by a figure counting it (asked-role.ts). */
  | { role: 'count'; noun: string; about: Concept[] };

const AUX = '(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should)';
const KIND_WORD = /^(?:kinds?|types?|sorts?|variet(?:y|ies)|breeds?|species|makes?|models?|brands?|strains?|grades?)$/;
/** Kind words that ask for a name of the kind (a breed, a make), never a describing word ("suckler cattle" names no breed). */
const NAMED_KIND = /^(?:variet(?:y|ies)|breeds?|species|makes?|models?|brands?|strains?)$/;
const DETERMINER = /^(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my)$/i;
/** A time said otherwise than as a date: a decade, a century, a season or year near now, a time before now, a time of day ("at dusk"), an event it follows. */
const TIME_SAID = /\b(?:January|February|March|April|June|July|August|September|October|November|December|Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?)\b|\b(?:1[0-9]|20)[0-9]0s\b|\b\d{1,2}(?:st|nd|rd|th)\s+century\b|\b(?:last|this|next|that|the following|the previous)\s+(?:year|week|month|spring|summer|autumn|winter|fall|century|decade|weekend)\b(?!['’])|\b(?:in|during|by|until|since)\s+(?:the\s+)?(?:early\s+|late\s+)?(?:spring|summer|autumn|winter|fall)\b|\bago\b|\b(?:yesterday|today|tomorrow|recently|lately|dawn|dusk|midnight|midday|noon|sunrise|sunset|nightfall|daybreak)\b|\b(?:after|before|during|until|since)\s+(?:the|a|an|his|her|their|its)\s+\p{L}+/iu;
/** A superlative or an ordinal before a noun, picking one of several: "the OLDEST quilt", "the FIRST bridge". */
const PICKS_ONE = /\bthe\s+(first|last|second|third|earliest|latest|original|\p{Ll}{3,}est)\s+\p{L}/iu;

function clean(query: string): string {
  return withoutAskingFrame(askingClauseOf(query).replace(/^(?:and|but|so|also|then|ok|okay)\b[\s,]*/i, ''))
    .replace(/^(what|which|who|when)['’]s\b/i, '$1 is')
    .replace(/[?.!]+\s*$/, '');
}

/** The concepts of the question a sentence must name to speak of the thing asked about: its words but those of the ask. */
export function aboutConcepts(query: string, asked: string[]): Concept[] {
  const own = new Set(asked.map((w) => stem(w.toLowerCase())));
  // (never a word of the question's setting: "in Ashby LIBRARY" says where, not what; question-roles.ts)
  const setting = new Set(readRoles(query).filter((t) => t.light && t.role === undefined).map((t) => stem(t.lower)));
  return requiredConcepts(conceptsOf(query)).filter((c) => !own.has(c.stem) && !setting.has(c.stem) && !c.term.split(/\s+/).some((w) => own.has(stem(w))) && !(isGeneralWord(c.term) && verbShareOfForm(c.term) >= 0.5) && !isMoneyNoun(c.term) && !/^(?:cost|price|much)$/.test(c.term));
}

/** The concepts but general words (ten WordNet senses or more: "day", "time"), where any is left; all of them otherwise. Pure but for the lexicon. */
export function distinctive(concepts: Concept[]): Concept[] {
  const kept = concepts.filter((c) => !isGeneralWord(c.term));
  return kept.length > 0 ? kept : concepts;
}

/** The noun a noun phrase is about, and the whole after "of" or before "'s" ("the envelope of the club balloon" → envelope, balloon). Pure. */
export function partOf(phrase: string): { part: string; whole: string | null } | null {
  const tokens = phrase.toLowerCase().split(/\s+/).filter((t) => t !== '' && !DETERMINER.test(t));
  const of = tokens.indexOf('of');
  const possessive = tokens.findIndex((t) => /['’]s?$/.test(t));
  if (possessive >= 0 && possessive < tokens.length - 1) return { part: tokens.at(-1) ?? '', whole: (tokens[possessive] ?? '').replace(/['’]s?$/, '') };
  if (of > 0) return { part: tokens[of - 1] ?? '', whole: tokens.at(-1) ?? null };
  const last = tokens.at(-1);
  return last ? { part: last, whole: null } : null;
}

/** What the question asks for, where it is a kind, the cost of a part, a date or a person; else null. Pure but for the shipped tables. */
export function askedPart(query: string): AskedPart | null {
  // (the clause that asks, past a statement before it: "I want to help. When is the pruning day?"; asked-thing.ts)
  const q = clean(askingClauseOf(query));
  // (a question that asks a second thing after its first, "Who took the bells away, and when?", asks more than one part)
  if (/(?:,|\band\b|\bor\b)\s*(?:and\s+)?(?:what|which|who|whom|when|where|why|how)\b/i.test(q.replace(/^\S+/, ''))) return null;
  const kind = new RegExp(`^(?:what|which)\\s+([a-z]+)\\s+of\\s+(?:the\\s+|a\\s+|an\\s+)?([a-z]+)\\b`, 'i').exec(q);
  if (kind && KIND_WORD.test((kind[1] ?? '').toLowerCase())) {
    const kindWord = (kind[1] ?? '').toLowerCase();
    const noun = (kind[2] ?? '').toLowerCase();
    return { role: 'kind', noun, kindWord, about: aboutConcepts(q, [kindWord, noun]) };
  }
  // "What breed is the dog that guards the yard?", "Which breed are the cattle?": the kind asked of the subject
  const ofSubject = new RegExp(`^(?:what|which)\\s+([a-z]+)\\s+(?:is|are|was|were)\\s+(?:the|a|an|its|their|this|that|these|those|his|her|our|your)\\s+([a-z]+)\\b`, 'i').exec(q);
  if (ofSubject && KIND_WORD.test((ofSubject[1] ?? '').toLowerCase()) && knowsNoun(ofSubject[2] ?? '')) {
    const kindWord = (ofSubject[1] ?? '').toLowerCase();
    const noun = (ofSubject[2] ?? '').toLowerCase();
    return { role: 'kind', noun, kindWord, about: aboutConcepts(q, [kindWord, noun]) };
  }
  // "Which apple varieties grow…?", "What is the best brand of flour?": the kind word after its noun, or picked (asked-thing.ts)
  const otherwise = kindAskedOtherwise(q);
  if (otherwise && knowsNoun(otherwise.noun)) return { role: 'kind', ...otherwise, about: aboutConcepts(q, [otherwise.kindWord, otherwise.noun]) };
  // "What metal is the roof covered in?", "Which wood do they use?": a noun for a material or substance asked bare
  const bare = new RegExp(`^(?:what|which)\\s+([a-z]+)\\s+${AUX}\\b`, 'i').exec(q);
  const noun = (bare?.[1] ?? '').toLowerCase();
  if (bare && isCommonNoun(noun) && (noun === 'material' || isKindOf(noun, 'material') || isKindOf(noun, 'substance'))) return { role: 'kind', noun, kindWord: noun, about: aboutConcepts(q, [noun]) };
  // (a plural noun of living things asked bare, "Which birds were seen?", "What fish live in the beck?": given only)
  if (bare && knowsNoun(noun) && /s$/.test(noun) && isKindOf(noun, 'organism')) return { role: 'kind', noun, kindWord: noun, about: aboutConcepts(q, [noun]), givenOnly: true };
  // "How much did the envelope of the balloon cost?", "What did the balloon's envelope cost?", "What was the price of the basket?"
  const cost =
    new RegExp(`^(?:how much|what)\\s+${AUX}\\s+(.+?)\\s+(?:cost|costs|sell for|go for)\\b`, 'i').exec(q) ??
    /^(?:how much|what)\s+(?:is|was|were|are)\s+(?:the\s+)?(?:cost|price)\s+of\s+(.+)$/i.exec(q);
  if (cost) {
    const phrase = (cost[1] ?? '').replace(/\s+(?:in|at|on|for|to|during|when|after|before)\s.*$/i, '');
    const p = partOf(phrase);
    if (p && knowsNoun(p.part) && !/^(?:it|they|this|that|them)$/.test(p.part)) return { role: 'cost', ...p, about: aboutConcepts(q, [p.part]), ...(asksPurchase(q) ? { purchase: true } : {}) };
    // (a thing known by its name, "the Aerodry D12", asked its price)
    const name = namedThing(phrase);
    const named = name ? partOf(name) : null;
    if (name && named && !/^(?:it|they|this|that|them)$/.test(named.part)) return { role: 'cost', part: named.part, whole: null, about: aboutConcepts(q, name.split(/\s+/)), label: name, purchase: true };
  }
  // "How much did it cost to repair the copper dome on the lantern?": the cost of an act done to a thing
  const acted = costOfActPhrase(q);
  const actedPart = acted ? partOf(acted) : null;
  const verb = costActVerb(q);
  if (actedPart && knowsNoun(actedPart.part)) return { role: 'cost', ...actedPart, about: aboutConcepts(q, [actedPart.part]), act: true, ...(verb ? { verb } : {}), ...(asksPurchase(q) ? { purchase: true } : {}) };
  // "How much was the burner?": the cost of a made thing named bare (WordNet: an artifact or a document; not an amount,
  // "How much is the dose?", nor a thing of nature, "How much was the rainfall?")
  const bareCost = /^how much\s+(?:is|was|are|were)\s+((?:the|a|an|its|their)\s+[a-z]+(?:\s+[a-z]+)?)$/i.exec(q);
  const thing = bareCost ? partOf(bareCost[1] ?? '') : null;
  if (thing && knowsNoun(thing.part) && !isMoneyNoun(thing.part) && wordDimension(thing.part) === null && (isKindOf(thing.part, 'artifact') || isKindOf(thing.part, 'document'))) return { role: 'cost', ...thing, about: aboutConcepts(q, [thing.part]) };
  // "How much was the bequest?", "How much is the grant?": a sum of money named bare (WordNet: a gift, a payment, a
  // fund), given only by a sum bound to it (asked-thing.ts)
  if (thing && knowsNoun(thing.part) && isSumNoun(thing.part)) return { role: 'cost', ...thing, about: aboutConcepts(q, [thing.part]), sum: true };
  const shape = answerShape(askingClauseOf(query));
  const qualifier = PICKS_ONE.exec(q)?.[1]?.toLowerCase();
  const picked = qualifier ? { qualifier } : {};
  // (what a when-question asks about is named by its distinctive words: "the winter PRUNING day" is not "the juicing DAY")
  if (shape === 'when' && /^(?:when|what (?:time|date|day|year|month))\b/i.test(q)) return { role: 'when', about: distinctive(aboutConcepts(q, [])), ...picked };
  // "Who was the architect of the tram depot?": the holder of a role, named only by a sentence naming the role (asked-role.ts)
  const held = /^who\b/i.test(q) ? holderAsked(q) : null;
  if (held) return { role: 'who', about: requiredConcepts(conceptsOf(held.holder)), holder: held.holder, of: distinctive(requiredConcepts(conceptsOf(held.of.replace(/\s+(?:when|while|after|before|during|until|since)\s.*$/i, '')))), ...picked };
  if (shape === 'who' && /^who\b/i.test(q)) return { role: 'who', about: actAsked(q) ?? aboutConcepts(q, []), ...picked };
  // "How heavy is a sea otter?", "How tall is the lighthouse?": a figure of a weight, a length, a temperature
  // (not money, the cost above; not a time or a rate, which sources give in many words: "within a few years", "often";
  // not a count, which a table row or a spreadsheet cell gives without its noun: counted.ts and the chat's rows read those)
  const measured = /^how\s+(?:heavy|tall|high|deep|wide|thick|big|large|far)\b/i.test(q) ? dimensionsAsked(q).filter((d) => d === 'weight' || d === 'length' || d === 'temperature') : [];
  if (measured.length > 0) return { role: 'measure', dimensions: measured, about: distinctive(aboutConcepts(q, [])) };
  // "How many sea otters live in California?": a figure counting the asked noun (asked-role.ts)
  const counted = /^how many\b/i.test(q) ? countedNoun(q) : null;
  if (counted) return { role: 'count', noun: counted, about: distinctive(aboutConcepts(q, ['many'])) };
  const where = whereAsked(q, (w) => !isStopWord(w) && knowsNoun(w));
  if (where) return { role: 'where', thing: where, about: requiredConcepts(conceptsOf(where)) };
  return null;
}

/**
 * The act a who-question asks the doer of: its verb (unless a light one, "made", "took") and the head of its object
 * ("Who cast the bell of Holm chapel?" → cast, bell; "Who took away the bells?" → bells), or null where it has none.
 * Pure but for the shipped tables.
 */
export function actAsked(q: string): Concept[] | null {
  const act = actWords(q);
  if (!act) return null;
  const concepts = requiredConcepts(conceptsOf([...(isGeneralWord(act.verb) ? [] : [act.verb]), act.object].join(' ')));
  return concepts.length > 0 ? concepts : null;
}

/** The verb and the head of its object a who-question asks the doer of ("Who invented movable type?" → invented, movable), or null. Pure but for the tables. */
export function actWords(q: string): { verb: string; object: string } | null {
  const tokens = q.toLowerCase().split(/\s+/).map((t) => t.replace(/[^\p{L}'’-]/gu, ''));
  let i = 1;
  if (/^(?:did|does|do|has|have|had|will|would|was|were|is|are|first|originally|actually)$/.test(tokens[i] ?? '')) i += 1;
  const verb = tokens[i] ?? '';
  let j = i + 1;
  while (j < tokens.length && (DETERMINER.test(tokens[j] ?? '') || /^(?:away|up|down|over|out|off|in|on|back|first|last|original)$/.test(tokens[j] ?? '') || /^\p{Ll}{3,}est$/u.test(tokens[j] ?? '') || isModifierWord(tokens[j] ?? ''))) j += 1;
  const object = tokens[j] ?? '';
  if (!object || !knowsNoun(object)) return null;
  return { verb, object };
}

/** The words of a sentence, as written. */
function tokensOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Does a word stand for the noun ("cattle", "dogs" for dog)? */
function sameNoun(word: string, noun: string): boolean {
  const w = word.toLowerCase();
  return stem(w) === stem(noun) || w.replace(/s$/, '') === noun.replace(/s$/, '');
}

/**
 * Does a sentence name a kind of the noun: a word WordNet puts below it ("larch" for wood, "collie" for dog), a name
 * right before it ("Highland cattle"), or, asked "what kind/type/sort", a noun right before it ("dairy cattle")? Pure
 * but for the shipped tables.
 */
export function namesKind(text: string, noun: string, kindWord: string): boolean {
  // (a brand, a make or a model is a name: "Allinson flour", "flours such as Shipton Mill"; never a kind by WordNet,
  // "rye flour" names no brand; asked-thing.ts)
  if (isBrandWord(kindWord)) return namesBrand(text, noun);
  // a thing said to be one ("potash, a potassium-rich alkali", "the frame is an oak", "alkalis such as potash")
  const forms = `${noun}(?:s|es)?`;
  if (new RegExp(`\\p{L}{3,},\\s+(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}${forms}\\b|\\p{L}{3,}\\s+(?:is|are|was|were)\\s+(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}${forms}\\b|\\b${forms}\\s*(?:,\\s*)?(?:such as|like|called|named|known as|including|:)\\s+\\p{L}`, 'iu').test(text)) return true;
  const tokens = tokensOf(text);
  return tokens.some((t, i) => {
    const lower = t.toLowerCase().replace(/['’]s$/, '');
    if (lower.length >= 3 && !isStopWord(lower) && !sameNoun(lower, noun) && (isKindOf(lower, noun) || (noun === 'material' && isKindOf(lower, 'substance')))) return true;
    const next = tokens[i + 1];
    if (!next || !sameNoun(next, noun) || sameNoun(lower, noun) || DETERMINER.test(lower)) return false;
    if (i > 0 && /^\p{Lu}/u.test(t)) return true;
    return !NAMED_KIND.test(kindWord) && kindWord !== noun && isCommonNoun(lower) && !isModifierWord(lower);
  });
}

/** The clauses of a sentence, with asides ("…, with envelope, basket and burner, …", brackets) left out. Pure. */
export function clausesWithoutAsides(text: string): string[] {
  // (a listing aside only: a relative clause may state the sum itself, "a second van, which cost £18,500")
  const opener = '(?:with|including|plus|such as|like|together with|along with|as well as|excluding|except)';
  const bare = text
    // (a currency in brackets is no aside: a table row's "day rate (GBP) 48" gives a sum)
    .replace(/\(\s*([£$€¥]|NOK|SEK|DKK|EUR|USD|GBP|CHF|AUD|CAD|NZD|JPY)\s*\)/gi, ' $1 ')
    .replace(/\([^)]*\)/g, ' ')
    // (a list inside the aside runs to its "and": ", with deck, piles and kiosk,")
    // (items of a word or two: "…, cost £2.4 million, shared by the council and…" is no list)
    .replace(new RegExp(`,\\s*${opener}\\b[^,;]*(?:,\\s*[^,;\\s]+(?:\\s[^,;\\s]+){0,2})*\\s(?:and|or)\\s[^,;\\s.]+(?:\\s[^,;\\s.]+){0,2}(?:,|(?=[;.]|$))`, 'gi'), ' ')
    .replace(new RegExp(`,\\s*${opener}\\b[^,;]*(?:,|(?=[;.]|$))`, 'gi'), ' ');
  return bare
    .split(/;|,\s*(?:and|but|while|whereas)\s+|\.\s+/i)
    .map((c) => c.replace(/\s{2,}/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Is a sum in the sentence bound to the part: the part before the sum in its clause, not one of a list ("the envelope
 * and basket cost…"), or right after it behind "for" or "on" ("£12,000 went on the envelope")? Pure.
 */
/** Is a word the act a verb names, as a noun ("registration", "registering" for register; "repair" for repair)? Pure. */
export function actNoun(word: string, verb: string): boolean {
  const w = stem(word.toLowerCase());
  const v = stem(verb.toLowerCase());
  return v.length >= 3 && (w === v || (w.startsWith(v) && w.length - v.length <= 4));
}

export function sumBoundTo(text: string, part: string): boolean {
  for (const clause of clausesWithoutAsides(text)) {
    const at = clause.search(SUM);
    if (at < 0) continue;
    const before = tokensOf(clause.slice(0, at));
    const after = tokensOf(clause.slice(at)).slice(1, 8);
    const i = before.findIndex((t) => sameNoun(t, part));
    if (i >= 0) {
      // (the word before it, past its determiner and modifiers: "a deck oven AND a spiral mixer")
      // (up to three words back, with no preposition or verb between: "a deck oven AND a new spiral mixer")
      let k = i - 1;
      while (k >= Math.max(0, i - 3) && !/^(?:and|or|&)$/i.test(before[k] ?? '') && (DETERMINER.test(before[k] ?? '') || (!/^(?:of|for|to|with|from|by|on|in|at)$/i.test(before[k] ?? '') && verbShareOfForm((before[k] ?? '').toLowerCase()) < 0.5))) k -= 1;
      const listed = /^(?:and|or|&)$/i.test(before[i + 1] ?? '') || /^(?:and|or|&)$/i.test(before[k] ?? '') || new RegExp(`\\b${before[i] ?? ''}\\s*,\\s*[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s*(?:,|\\band\\b|\\bor\\b|&)`, 'iu').test(clause.slice(0, at));
      if (!listed) return true;
    }
    const j = after.findIndex((t) => sameNoun(t, part));
    // (or an act done to it: "£12,000 TO REPAIR the dome")
    if (j > 0 && after.slice(0, j).some((t) => /^(?:for|on|of|to)$/i.test(t))) return true;
  }
  return false;
}

/**
 * Does a sentence name who did something, in any words: a person or a body (WordNet: a kind of person or organisation:
 * "a smith", "German troops", "the council", "a boatyard owner") anywhere but in an aside that only lists it ("…, with
 * barges, horses and lock keepers"), or a name the question does not give, after "by" or before a verb ("Mabel Foy
 * painted it"). Pure but for the shipped tables.
 */
export function namesAgent(text: string, query: string): boolean {
  const asked = new Set(tokensOf(query).map((t) => t.toLowerCase()));
  // (never one only listed in an aside: "…, with barges, horses and lock keepers.")
  const tokens = tokensOf(clausesWithoutAsides(text).join(' '));
  return tokens.some((t, i) => {
    const lower = t.toLowerCase();
    if (asked.has(lower) || isStopWord(lower) || lower.length < 3) return false;
    // (in its two most frequent senses: a "rung" is a rank of an organisation only in a rare one)
    if (isKindOf(lower, 'person', 2) || isKindOf(lower, 'organization', 2)) return true;
    // a name: after "by" ("by Mabel Foy") or before a verb ("Mabel Foy painted it")
    if (i === 0 || !/^\p{Lu}/u.test(t) || isCommonNoun(lower)) return false;
    let j = i;
    while (/^\p{Lu}/u.test(tokens[j + 1] ?? '')) j += 1;
    const next = (tokens[j + 1] ?? '').toLowerCase();
    return /^by$/i.test(tokens[i - 1] ?? '') || (next !== '' && (/^(?:had|has|have|was|were|is|are|did|will|would|could)$/.test(next) || (!isStopWord(next) && verbShareOfForm(next) >= 0.5 && !isCommonNoun(next))));
  });
}

/** Does a noun name a place, a building, a way, water, woodland, or a body or person one gets things from (WordNet)? */
function isPlaceNoun(word: string): boolean {
  return ['location', 'structure', 'way', 'water', 'vegetation', 'organization', 'person', 'facility', 'establishment'].some((k) => isKindOf(word, k, 2));
}

/** Does a text name the superlative or ordinal a question picks one by (none asked: yes)? Pure. */
function namesQualifier(qualifier: string | undefined, text: string): boolean {
  return qualifier === undefined || tokensOf(text).some((t) => stem(t.toLowerCase()) === stem(qualifier));
}

/** Does a sentence give the part the question asks (bound to what it asks about)? Pure but for the shipped tables. */
export function givesAskedPart(asked: AskedPart, text: string, query: string): boolean {
  const stems = stemsOf(text);
  const about = asked.about.length === 0 || mentioned(asked.about, stems).length > 0;
  switch (asked.role) {
    case 'kind':
      // (a quality, "What colour are sea otters?", only where it is said of what is asked about, never of a neighbour:
      // "young white sharks"; asked-role.ts)
      if (isQualityNoun(asked.noun)) return about && qualityBound(text, asked.about.map((c) => c.term), (w) => isKindOf(w, asked.noun));
      // (a material's kind names it only where it is the material, not one thing of that kind: "bolted it to the oak" is
      // the tree, not the frame's wood; asked-role.ts)
      if (isKindOf(asked.noun, 'material', 2) || isKindOf(asked.noun, 'substance', 2)) {
        const material = withoutIndividuals(text, (w) => isKindOf(w, asked.noun));
        return (about || tokensOf(material).some((t) => sameNoun(t, asked.noun))) && namesKind(material, asked.noun, asked.kindWord);
      }
      return (about || tokensOf(text).some((t) => sameNoun(t, asked.noun))) && namesKind(text, asked.noun, asked.kindWord);
    case 'cost':
      // (a rate, "6.7p an hour", is what it costs to run, never its price, unless a rate is asked: asked-thing.ts)
      // (the cost of an act may be bound to the act's own noun: "REGISTRATION costs £30" for "cost to register hives")
      return (sumBoundTo(text, asked.part) || (asked.verb !== undefined && tokensOf(text).some((t) => actNoun(t, asked.verb ?? '') && sumBoundTo(text, t)))) && (!asked.purchase || asksRate(query) || !onlyRates(text));
    case 'when':
      return about && namesQualifier(asked.qualifier, text) && (givesShape('when', text, query) || TIME_SAID.test(text));
    case 'who':
      if (asked.holder !== undefined && !namesHolder(text, asked.holder)) return false;
      return about && namesQualifier(asked.qualifier, text) && (givesShape('who', text, query) || namesAgent(text, query));
    case 'where':
      return givesPlace(clausesWithoutAsides(text), asked.thing, new Set(tokensOf(query).map((t) => t.toLowerCase())), isPlaceNoun);
    case 'measure':
      return about && statesAmount(text, asked.dimensions);
    case 'count':
      return about && givesCount(text, asked.noun);
  }
}

/** Is a kind noun a quality of a thing (WordNet: an attribute, "colour", "shape"), said of it rather than named as one of it? */
function isQualityNoun(noun: string): boolean {
  return isKindOf(noun, 'attribute', 2);
}

/** Does a sentence open referring back by a pronoun ("After three rounds of bids, SHE was knocked down…")? Pure. */
export function refersBackByPronoun(text: string): boolean {
  return (text.match(/[\p{L}'’]+/gu) ?? []).slice(0, 8).some((w) => /^(?:she|he|it|they|her|his|its|their|him|them)$/i.test(w));
}

/**
 * Do consecutive sentences give the part asked: one alone, or one that refers back by a pronoun read with the one
 * before it ("The old ferry went under the hammer. … she was knocked down to a boatyard owner"); never two sentences
 * merely side by side ("The bell was cast in 1724. … the tower was rebuilt by local masons"). Pure but for the tables.
 */
export function givesInSentences(asked: AskedPart, sentences: string[], query: string): boolean {
  return sentences.some((s, i) => givesAskedPart(asked, s, query) || (i > 0 && asked.role !== 'cost' && refersBackByPronoun(s) && givesAskedPart(asked, `${sentences[i - 1] ?? ''} ${s}`, query)));
}

/**
 * Do the sentences speak of what the question asks about, so that a missing part is a finding worth saying: for a cost,
 * a sum of the whole or one that lists the part; else a sentence naming what the question is about. Pure.
 */
export function speaksOfSubject(asked: AskedPart, texts: string[]): boolean {
  if (asked.role === 'cost') {
    const sums = texts.filter((t) => SUM.test(t));
    if (sums.some((t) => tokensOf(t).some((w) => sameNoun(w, asked.part)) || (asked.whole !== null && sumBoundTo(t, asked.whole)))) return true;
    // (a sentence naming the part while others give sums: "the copper dome was repaired by coppersmiths" beside "the
    // whole restoration cost £780,000")
    // (a sum of money asked bare, "the bequest": a sentence naming it speaks of it)
    if (asked.sum === true) return texts.some((t) => tokensOf(t).some((w) => sameNoun(w, asked.part)));
    // (no sum at all while the sources name the thing asked its price: "The Gutenberg Bible, finished around 1455…")
    if (sums.length === 0) return texts.some((t) => tokensOf(t).some((w) => sameNoun(w, asked.part)));
    return asked.act === true && sums.length > 0 && texts.some((t) => tokensOf(t).some((w) => sameNoun(w, asked.part)));
  }
  // (the holder of a role: the sources speak of what it is held of, "the tram depot", though none names the role)
  if (asked.role === 'who' && asked.of !== undefined) return asked.of.length > 0 && texts.some((t) => mentioned(asked.of ?? [], stemsOf(t)).length > 0);
  return asked.about.length > 0 && texts.some((t) => mentioned(asked.about, stemsOf(t)).length > 0);
}

/** The question as a clause after "say" ("who painted the mural", "when the fete was held"), or null where it needs reordering. */
function saidAs(query: string): string | null {
  const q = clean(query);
  const be = /^(when|who)\s+(is|are|was|were)\s+(.+?)\s+(\p{Ll}+)$/iu.exec(q);
  if (be && verbShareOfForm((be[4] ?? '').toLowerCase()) >= 0.5 && !isCommonNoun((be[4] ?? '').toLowerCase())) return `${(be[1] ?? '').toLowerCase()} ${be[3] ?? ''} ${(be[2] ?? '').toLowerCase()} ${be[4] ?? ''}`;
  if (/^who\s+(?!(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could)\b)\p{Ll}+/iu.test(q)) return `who${q.slice(3)}`;
  return null;
}

/** A kind word in the singular ("varieties" → variety, "breeds" → breed; "species" as it is). Pure. */
function singularKind(word: string): string {
  if (/^(?:species|series)$/.test(word)) return word;
  return word.replace(/ies$/, 'y').replace(/s$/, '');
}

/** The plain statement that the sources do not give the part asked ("Your sources do not say when the fete was held."). Pure. */
export function notGivenStatement(asked: AskedPart, query: string, wholeSum = true): string {
  const q = clean(query);
  const quoted = `"${q.charAt(0).toUpperCase()}${q.slice(1)}?"`;
  switch (asked.role) {
    case 'kind':
      return asked.kindWord === asked.noun ? `Your sources do not name the ${asked.noun} asked about in ${quoted}` : `Your sources do not name the ${singularKind(asked.kindWord)} of ${asked.noun} asked about in ${quoted}`;
    case 'cost':
      if (asked.label) return `Your sources do not give a price for the ${asked.label}, so they do not answer ${quoted}`;
      if (asked.sum) return `Your sources do not give the amount of the ${asked.part}, so they do not answer ${quoted}`;
      // ("only for the whole" only where a sentence gives the whole's sum: never a partial claim no source backs)
      return `Your sources do not give a sum for the ${asked.part}${asked.whole && !wholeSum ? '' : ' on its own'}${asked.whole && wholeSum ? `, only for the ${asked.whole} as a whole` : ''}, so they do not answer ${quoted}`;
    case 'when': {
      const said = saidAs(query);
      return said ? `Your sources do not say ${said}: they give no date for it.` : `Your sources do not give a date for what ${quoted} asks.`;
    }
    case 'who': {
      if (asked.holder !== undefined) return `Your sources do not name ${clean(query).replace(/^who\s+(?:is|was|are|were)\s+(?:the|a|an|their|its)\s+/i, 'the ')}.`;
      const said = saidAs(query);
      return said ? `Your sources do not say ${said}: they name no one.` : `Your sources do not name anyone for ${quoted}`;
    }
    case 'where':
      return `Your sources do not give a place for the ${asked.thing} asked about in ${quoted}`;
    case 'measure':
      return `Your sources give no figure for what ${quoted} asks.`;
    case 'count':
      // (a question whose verb comes before its subject, "How many cranes DOES the harbour have?", is quoted, not reworded)
      return new RegExp(`^how many\\s+(?:[\\p{L}-]+\\s+){0,3}?${AUX}\\s`, 'iu').test(q) ? `Your sources give no number for ${quoted}` : `Your sources do not say ${q.charAt(0).toLowerCase()}${q.slice(1)}: they give no figure for it.`;
  }
}

/**
 * The words naming the thing a part is asked of, which a document must name to be quoted as what the sources do say
 * where the part is not given: the noun whose kind is asked ("hen"), the thing whose cost is asked ("dome", "D12"), else
 * the words of what the question asks about. Pure.
 */
export function thingWords(asked: AskedPart): string[] {
  switch (asked.role) {
    case 'kind':
      return [asked.noun];
    case 'cost':
      return [asked.label?.split(/\s+/).at(-1) ?? asked.part];
    case 'where':
      return [asked.thing];
    default:
      return asked.about.map((c) => c.term);
  }
}

/**
 * May a sentence be quoted as what the sources do say, where the part asked is not given? Never a question (a forum
 * poster's "Should I get the D12…?"), never a rate for a price ("6.7p an hour" is what it costs to run, a neighbour that
 * would be read as the price), and nothing at all for a kind picked by a superlative ("Which breed of hen lays the
 * MOST eggs?", "the BEST brand of flour"): with no kind named, no sentence bears on which is best. Pure but for the tables.
 */
export function quotableInstead(asked: AskedPart, query: string, sentence: string): boolean {
  if (/\?\s*["”’)\]]*\s*$/.test(sentence.trim())) return false;
  if (asked.role === 'kind' && superlativeAsked(askingClauseOf(query)) !== null) return false;
  if (asked.role === 'cost' && asked.purchase && !asksRate(query) && onlyRates(sentence)) return false;
  // (a count or a quality no sentence gives: any sentence of the subject would be read as the answer, "sharks cause many
  // otter deaths" for how many otters there are)
  if (asked.role === 'count' || (asked.role === 'kind' && isQualityNoun(asked.noun)) || (asked.role === 'who' && asked.holder !== undefined)) return false;
  // (nor, for a price or a cost, a sentence stating no sum: "Tudor sent 180 tonnes of ice to Calcutta" would be read as
  // the answer to what a tonne sold for; a sum of the whole may be quoted)
  // (a sentence on the price in words, "costs about twice as much as asphalt", is said of it)
  // (the price's own words, not any word of money: "Tudor lost money", "a cheap waste product" say nothing of a price)
  if (asked.role === 'cost' && !SUM.test(sentence) && !tokensOf(sentence).some((w) => /^(?:costs?|costing|costed|price[sd]?|pricier|dearer)$/i.test(w))) return false;
  return true;
}

/**
 * How an answer that does not give the part asked may quote what the sources do say: the words naming the thing a
 * quoted document must name (thingWords), and which sentences may be quoted (quotableInstead); null where the question
 * asks no part. Pure but for the shipped tables.
 */
export function quotingInstead(query: string): { thing: string[]; quotable: (sentence: string) => boolean } | null {
  const asked = askedPart(query);
  return asked ? { thing: thingWords(asked), quotable: (sentence) => quotableInstead(asked, query, sentence) } : null;
}

/** The lead-in of an answer that cites what the sources say of the subject, not the part asked. */
export const SAID_INSTEAD = 'What your sources do say: ';

/**
 * What the answer does with the part asked, over the units it may cite (the chosen first, best first): given, with the
 * unit that gives it to lead (the current lead where it does); not given while the sources speak of the subject, with
 * the statement to lead with; or null (nothing asked of this shape, or nothing said of the subject either). Pure but
 * for the shipped tables.
 */
export function askedPartOutcome<T extends { sentences: string[] }>(query: string, lead: T, candidates: T[], contextOf: (u: T) => string = () => ''): { given: true; lead: T } | { given: false; statement: string } | null {
  const asked = askedPart(query);
  if (!asked) return null;
  // (a date in the title of a dated document, "Reserve log, October", dates what its sentences tell)
  // (and a document whose title names what a who-question asks about, "Skaill Head Lighthouse – restoration", names it for
  // a sentence of it that shares a word of the question and names a doer: "Most of the MONEY … was given by the Heritage
  // Lottery Fund")
  const own = new Set(tokensOf(query).map((t) => t.toLowerCase()).filter((t) => !isStopWord(t) && !/^(?:who|whom|whose)$/.test(t)).map(stem));
  const titled = (u: T): boolean => asked.role === 'who' && contextOf(u) !== '' && speaksOfSubject(asked, [contextOf(u)]) && u.sentences.some((s) => tokensOf(s).some((t) => own.has(stem(t.toLowerCase()))) && givesAskedPart({ ...asked, about: [] }, s, query));
  const gives = (u: T): boolean => givesInSentences(asked, u.sentences, query) || titled(u) || (asked.role === 'when' && contextOf(u) !== '' && u.sentences.some((s) => speaksOfSubject(asked, [s]) && givesAskedPart(asked, `${contextOf(u)}. ${s}`, query)));
  // (a point whose first sentence gives it before one that gives it further on: "The whole rebuild … cost £2.4 million.
  // The kiosk alone cost £180,000." gives the kiosk's cost second)
  const first = (u: T): boolean => givesAskedPart(asked, u.sentences[0] ?? '', query);
  // (a doer asked of an act, "Who invented movable type?": a sentence naming that act on that thing leads over one
  // naming a doer of another act on it, "Gutenberg developed … movable metal type"; asked-role.ts)
  const act = asked.role === 'who' ? actWords(clean(query)) : null;
  if (act && !isGeneralWord(act.verb) && !namesAct(lead.sentences[0] ?? '', act.verb, act.object)) {
    const doing = (u: T): boolean => namesAct(u.sentences[0] ?? '', act.verb, act.object) && (givesAskedPart(asked, u.sentences[0] ?? '', query) || doneAt(u.sentences[0] ?? '', act.verb));
    const named = candidates.find(doing);
    if (named) return { given: true, lead: named };
  }
  // (a date or a place of an event, "When did Caxton bring the press to England?": a sentence giving it and naming the
  // event itself leads over one giving a date of a neighbouring event of the same subject; asked-role.ts)
  const event = asked.role === 'when' || asked.role === 'where' ? askedEvent(clean(query)) : null;
  if (event && !isGeneralWord(event.verb) && !(first(lead) && namesAct(lead.sentences[0] ?? '', event.verb, event.thing))) {
    const named = candidates.find((u) => first(u) && namesAct(u.sentences[0] ?? '', event.verb, event.thing));
    if (named) return { given: true, lead: named };
  }
  if (first(lead)) return { given: true, lead };
  const giver = candidates.find(first) ?? (gives(lead) ? lead : candidates.find(gives));
  // (a date or a person is led with by answer-shape.ts, which weighs the event's own words; a kind asked of the rows of a
  // ranking, "Which type of telescope needs the LEAST…", by the table's extreme: the lead stays)
  if (giver) return { given: true, lead: (asked.role === 'kind' || asked.role === 'cost' || asked.role === 'where') && superlativeAsked(query) === null ? giver : lead };
  if (asked.role === 'kind' && asked.givenOnly) return null;
  if (!speaksOfSubject(asked, [lead, ...candidates].flatMap((u) => u.sentences))) return null;
  const wholeSum = asked.role === 'cost' && [lead, ...candidates].some((u) => u.sentences.some((x) => SUM.test(x)));
  return { given: false, statement: notGivenStatement(asked, query, wholeSum) };
}

/**
 * A word of the question no source uses ("winter") while the sentences the answer cites speak of others of its kind
 * ("summer", "spring and autumn": WordNet, the same hypernym): the plain statement that the sources give it only for
 * those, or null. `missing` are the question's words coverage found in no source. Pure but for the shipped tables.
 */
export function siblingsInstead(missing: string[], cited: string[]): string | null {
  const said = cited.flatMap((t) => tokensOf(t));
  for (const word of missing) {
    if (word.includes(' ') || isStopWord(word) || !knowsNoun(word) || isModifierWord(word)) continue;
    const siblings = siblingsOf(word);
    const found = [...new Set(said.filter((w) => siblings.has(w.toLowerCase()) || siblings.has(w.toLowerCase().replace(/s$/, ''))))];
    if (found.length === 0) continue;
    const list = found.length === 1 ? found[0] : `${found.slice(0, -1).join(', ')} and ${found.at(-1) ?? ''}`;
    return `Your sources do not give this for ${word}: what they say is for ${list}.`;
  }
  return null;
}
