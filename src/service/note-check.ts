// Notes checked before they are said (compose.ts): every note an answer carries is read against the sources' text
// and against the answer it accompanies. A word named as discussed that no source uses (a word the question's was
// bridged to, "holiday") is dropped; a word named as unused in a question the answer covers is dropped where the
// answer gives what it asks in other words (a fraction asked and "one in five" given, the verb whose duration is asked
// and the years given, a kind asked and a word naming a kind of it), where it stands only in a statement before the
// question, or where it is half of a two-word verb ("end up"). A note left with no word is not said. Owns that check;
// the notes themselves are written in concepts.ts and compose.ts. Pure but for the shipped lexicon.
import { dimensionsAsked, statesAmount, wordDimension } from './amounts';
import { askedPart, namesKind } from './asked-part';
import { formsOf, lemmaOf } from './lemmas';
import { broaderWords, isCommonNoun, isModifierWord, lexicalRelations } from './lexicon';
import { hyphenedAsAsked, saysNothingMissing, unitAsSymbol, writtenOut } from './note-words';
import { partGiven } from './part-given';
import { phrasalVerbs } from './phrasal';
import { isStopWord, stem, words } from './text';
import { verbShareOfForm } from './verbs';
import { escapeRegExp } from '../shared/regexp';

export interface NoteContext {
  /** The question the notes are about. */
  question: string;
  /** The answer's cited text, lead first ('' when nothing is cited). */
  answer: string;
  /** Stems of every source's words (text and titles): a word named as discussed must be among them. */
  sourceStems: Set<string>;
  /** Stems of the cited sources' words: what a note says "the sources cited below" (or "they", after it) discuss. */
  citedStems?: Set<string>;
  /** Every source's text, where known: an abbreviation of the question written out there ("United Kingdom") is no missing word. */
  sourceText?: string;
}

/** Words that ask for a quantity themselves ("what share", "what proportion"). */
const QUANTITY_WORDS = new Set(['proportion', 'ratio', 'fraction', 'percentage', 'percent', 'share', 'portion', 'rate', 'quotient', 'magnitude', 'quantity', 'amount', 'number', 'total', 'sum', 'count']);
/** WordNet's words for a quantity's kind, one level up: a question word of one of these kinds asks for an amount ("proportion" → magnitude). */
const QUANTITY_KINDS = new Set(['magnitude', 'quantity', 'amount', 'measure', 'proportion', 'ratio', 'fraction', 'percentage', 'quotient', 'rate']);

/** A figure, a number word or a fraction said in words ("a third", "one in five", "40 per cent", "most"). */
const QUANTITY_SAID = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|half|halves|third|thirds|quarter|quarters|fifth|fifths|tenth|tenths|dozen|per ?cent|percent|most|majority|minority|none|all|every|few)\b/i;

/** Does a question's word name a quantity (a fraction, a share, a rate; or a kind of amount: "cost", "depth")? */
export function namesQuantity(word: string): boolean {
  const w = word.toLowerCase();
  if (wordDimension(w) !== null) return true;
  const lemma = lemmaOf(w);
  if (QUANTITY_WORDS.has(w) || QUANTITY_WORDS.has(lemma)) return true;
  return broaderWords(w).some((b) => QUANTITY_KINDS.has(b));
}

/** Does a clause ask: a "?" ends it or a wh-word or an auxiliary opens it? Pure. */
export function asksInClause(clause: string): boolean {
  return /\?\s*$/.test(clause) || /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|will|would|should|may|might|must|has|have|had)\b/i.test(clause.trim());
}

/**
 * Is a part of a question a statement told after what it asks ("… square metres? The council and the Gazette seem to
 * give different sizes.", "… hot shop? It gets cold in there in winter."): it ends in a full stop and asks nothing
 * (asksInClause). It is the reader's context, as a statement told before the question is (question-roles.ts): no note
 * names its words as missing. Pure.
 */
export function toldNotAsked(part: string): boolean {
  return /[.!]\s*$/.test(part) && !asksInClause(part);
}

/**
 * Is a part of a question (not its first) a statement told after what it asks: toldNotAsked, or a clause the question
 * ends on with no stop of its own ("Is there a weight limit on the trampolines? I'M ABOUT 110KG AND WANT TO JUMP WITH MY
 * KIDS", "… or a walk in shower? SHE ALREADY HAS THEIR ALARM PENDANT IF THAT MAKES A DIFFERENCE"): it asks nothing
 * (asksInClause), no "?" follows it in the question, and it is a clause, not a bare list of topics after a question
 * ("How do bees nest? carpenter leafcutter mason", whose words are all content words). It tells the reader's case: no
 * note names its words as missing, and no "what would help" asks for them. Pure.
 */
export function toldAfter(question: string, part: string): boolean {
  const text = part.trim();
  if (asksInClause(text)) return false;
  if (toldNotAsked(text)) return true;
  const at = question.indexOf(text);
  if (at <= 0 || /^\s*\?/.test(question.slice(at + text.length))) return false;
  return (text.match(/[\p{L}'’]+/gu) ?? []).some((w) => isStopWord(w.toLowerCase()));
}

/**
 * Is a part of a question the other alternative of the yes/no question right before it ("Does the Halden 42 last longer
 * than the Brookline 37, OR IS THAT JUST THE BROCHURE?", "is that just air in them OR IS IT SOMETHING WORSE", "can I brew
 * in that OR DO I NEED TO BUY A GLASS JAR?"): it opens on an auxiliary right after "or", and the part before asks yes or
 * no (`previousAsksYesNo`). It asks nothing of its own: the answer to the part before says which alternative holds, so no
 * note names its words as missing. Read from the question's structure (the "or" that joins two yes/no clauses). Pure.
 */
export function otherAlternative(question: string, part: string, previousAsksYesNo: boolean): boolean {
  const opened = part.trim();
  if (!previousAsksYesNo || !/^(?:is|are|was|were|am|do|does|did|can|could|will|would|should|may|might|must|has|have|had)\b/i.test(opened)) return false;
  const at = question.indexOf(opened);
  return at > 0 && /(?:^|[\s,])or\s+$/i.test(question.slice(0, at));
}

/** The clauses of a question (split at sentence ends, semicolons and colons) that ask: a "?" ends them or a wh-word or an auxiliary opens them. */
export function askingClauses(question: string): string[] {
  // (a spaced dash ends a clause too: "My partner dug up some clay - could we get it fired?")
  const clauses = question.split(/(?<=[.;:!?])\s+|\s+[-–—]\s+/).map((c) => c.trim()).filter((c) => c !== '');
  const asking = clauses.filter(asksInClause);
  return asking.length > 0 ? asking : clauses;
}

/**
 * Does the answer give what a question's word asks, in other words? A word naming a quantity, where the answer
 * states one (of its kind, for a kind of amount: "cost" needs a sum); the verb of the amount asked ("How long does it
 * take to TRAIN …"), where the answer states that amount. Pure but for the shipped lexicon.
 */
export function answeredOtherwise(word: string, question: string, answer: string): boolean {
  if (answer.trim() === '') return false;
  const w = word.toLowerCase();
  const dimension = wordDimension(w);
  // (the quantity of the whole the question names after "of", in one sentence of the answer: "what share OF THE PONIES" is
  // answered by "a third of the ponies", not by a figure of something else; "of them" names nothing to check, so no)
  if (namesQuantity(w) && quantityOfWhole(w, question, answer, dimension)) return true;
  const dimensions = dimensionsAsked(question);
  if (dimensions.length > 0 && verbShareOfForm(w) >= 0.5 && new RegExp(`\\bhow\\s+(?:long|much|many|often|far|soon)\\b[^,;:?]*\\b${w}\\b`, 'i').test(question) && statesAmount(answer, dimensions)) return true;
  // a WordNet synonym or kin of the word in the answer ("novices" for beginner, "journey" for trip), one the question does
  // not use itself: "minor side effects" echoes the question's own "minor", and answers nothing of its "children"
  // (and, for a word that is no adjective, never an answer word that can be one: "reactions were mostly MINOR" says
  // nothing of children, though a minor is a child)
  // a kind asked ("what BREED of DOG") is answered by a word naming a kind of it ("a border collie"; asked-part.ts)
  const part = askedPart(question);
  if (part?.role === 'kind' && [part.noun, part.kindWord].some((k) => stem(k) === stem(w)) && namesKind(answer, part.noun, part.kindWord)) return true;
  const asked = new Set(words(question).map(stem));
  const adjectiveToo = isModifierWord(w);
  const said = new Set(words(answer).filter((t) => adjectiveToo || !isModifierWord(t)).map(stem));
  const relations = lexicalRelations(w);
  return [...relations.direct, ...relations.kin, ...broaderWords(w).map((b) => stem(b))].some((r) => said.has(r) && !asked.has(r));
}

/**
 * Does one sentence of the answer state a quantity (of the word's kind of amount, for a kind of amount) and name the
 * whole the question puts after the word ("what proportion of the HORSES": horses)? Without such a whole (none said, or a
 * pronoun: "of them"), any sentence stating the quantity does, for a word of a kind of amount only. Pure.
 */
export function quantityOfWhole(word: string, question: string, answer: string, dimension = wordDimension(word)): boolean {
  const after = new RegExp(`\\b${word}\\s+of\\s+(?:(?:the|a|an|this|that|these|those|its|their|our|your|all)\\s+)*([\\p{L}-]+)`, 'iu').exec(question)?.[1]?.toLowerCase();
  const states = (sentence: string): boolean => (dimension !== null ? statesAmount(sentence, [dimension]) : QUANTITY_SAID.test(sentence));
  if (after === undefined) return dimension !== null && states(answer);
  if (/^(?:them|it|those|these|which|whom|us|you)$/.test(after)) return false;
  const whole = stem(after);
  return answer.split(/(?<=[.!?])\s+/).some((sentence) => states(sentence) && words(sentence).some((t) => stem(t) === whole));
}

/** Is a word of the question one a note may not name alone: only in a statement before the question, or half of a two-word verb? */
export function outsideTheAsk(word: string, question: string): boolean {
  const w = word.toLowerCase();
  const inClause = (clause: string): boolean => words(clause).includes(w);
  if (!askingClauses(question).some(inClause) && inClause(question)) return true;
  return phrasalVerbs(question).some((p) => p.verb === w || p.particle === w);
}

/**
 * Does some source use an item a note names as discussed: every word of it (by its stem), or, for a word or a two-word
 * verb, one of its WordNet synonyms ("let go": release, "released")? A word reached only through a neighbour of a
 * neighbour or a similar word ("holiday" for a source's "working visa") is not what the sources discuss.
 */
export function usedBySources(item: string, sourceStems: Set<string>): boolean {
  const parts = words(item);
  if (parts.length === 0) return false;
  if (parts.every((p) => sourceStems.has(stem(p)) || sourceStems.has(stem(lemmaOf(p))))) return true;
  const phrasal = phrasalVerbs(item).flatMap((p) => [p.word, ...p.others]);
  if (phrasal.some((w) => sourceStems.has(stem(w)))) return true;
  return parts.length === 1 && [...lexicalRelations(parts[0] ?? '').direct].some((s) => sourceStems.has(s));
}

/** "x", "x" or "y", "x", "y" or "z": the words a note quotes, in order. */
function quotedWords(list: string): string[] {
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
}

function joinQuoted(items: string[]): string {
  const quoted = items.map((w) => `"${w}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1) ?? ''}`;
}

function joinPlain(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** One note checked (see the module's header); '' when nothing of it is left to say. Pure but for the lexicon. */
export function checkedNote(note: string, context: NoteContext): string {
  let out = note;
  // 'None of your sources uses the word(s) "x" …; the answer (below) covers the rest of the question.'
  out = out.replace(/(None of (?:your sources|the sources cited below|these sources)) uses the words? ((?:"[^"]+"(?:,\s*|\s+or\s+)?)+)(;\s*(?:the answer (?:below )?covers the rest of the question|the reply reads the question without (?:it|them))\.)/g, (whole, who: string, list: string, rest: string) => {
    // (never a word whose absence says nothing, an abbreviation written out, a unit written as its symbol; note-words.ts)
    const kept = hyphenedAsAsked(quotedWords(list), context.question).filter((w) => !outsideTheAsk(w, context.question) && !answeredOtherwise(w, context.question, context.answer) && !saysNothingMissing(w) && !writtenOut(w, `${context.answer} ${context.sourceText ?? ''}`) && !unitAsSymbol(w, context.answer));
    if (kept.length === 0) return '';
    const tail = rest.replace(/without (?:it|them)\./, `without ${kept.length === 1 ? 'it' : 'them'}.`);
    return `${who} uses the word${kept.length === 1 ? '' : 's'} ${joinQuoted(kept)}${tail}`;
  });
  // '… discuss a, b and c' (and 'mention'): only what some source uses
  out = out.replace(/\b(Your sources|The sources cited below|they) (discuss|mention) ([^;:.]+?)(?=;|:|\.|,\s*but\b|\s+but\b)/g, (whole, who: string, verb: string, list: string) => {
    const items = list.split(/,\s*|\s+and\s+/).map((i) => i.trim()).filter((i) => i !== '');
    // ("the sources cited below", and "they" after them, are the cited ones: "they discuss cost" must be true of those)
    const stems = context.citedStems && (who === 'The sources cited below' || (who === 'they' && /\b(?:the )?sources cited below\b/i.test(out))) ? context.citedStems : context.sourceStems;
    const kept = items.filter((i) => usedBySources(i, stems));
    if (kept.length === items.length) return whole;
    return kept.length === 0 ? `${who} ${verb} \uE000` : `${who} ${verb} ${joinPlain(kept)}`;
  });
  // a list left empty: the clause that named it goes, and what follows it stands alone
  out = out
    .replace(/(Your sources|The sources cited below) discuss \uE000; none of them /g, (_m, who: string) => `None of ${who === 'Your sources' ? 'your sources' : 'the sources cited below'} `)
    .replace(/(Your sources|The sources cited below) discuss \uE000; Quire found in them /g, (_m, who: string) => `Quire found in ${who === 'Your sources' ? 'your sources' : 'the sources cited below'} `)
    .replace(/;\s*they discuss \uE000/g, '')
    .replace(/(Your sources|The sources cited below) (?:discuss|mention) \uE000(?:,\s*but\s+|\s+but\s+)?/g, '')
    .replace(/(?:^|\s)(?:Your sources|The sources cited below) discuss \uE000\./g, '')
    .replace(/\uE000/g, '');
  // (the parts of a hyphenated word of the question, "wi" and "fi", named as that word: "Wi-Fi"; note-words.ts)
  out = out.replace(/\buses the words? ((?:"[^"]+"(?:,\s*|\s+or\s+)?)+)/g, (whole, list: string) => {
    const named = hyphenedAsAsked(quotedWords(list), context.question);
    const trailing = /(?:,\s*|\s+or\s+)$/.exec(list)?.[0] ?? '';
    return named.length === quotedWords(list).length ? whole : `uses the word${named.length === 1 ? '' : 's'} ${joinQuoted(named)}${trailing}`;
  });
  // a part note about a statement before the question ('… so this answer leaves out "We're moving to Skye in June".')
  out = out.replace(/None of (?:your sources|the sources on "[^"]+") (?:uses the words? (?:"[^"]+"(?:,\s*|\s+or\s+)?)+|says what "[^"]+" asks), so this answer leaves out "([^"]+)"\.\s*/g, (whole, part: string) => (askingClauses(context.question).some((c) => c.includes(part) || part.includes(c)) || askingClauses(part).some((c) => /\?\s*$|^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|will|would|should|may|might|must|has|have|had)\b/i.test(c)) ? whole : ''));
  // a part note above an answer that gives the part's amount or degree ('… leaves out "how full was it"' over "level pct 41"; part-given.ts)
  out = out.replace(/None of (?:your sources|the sources on "[^"]+") (?:uses the words? (?:"[^"]+"(?:,\s*|\s+or\s+)?)+|says what "[^"]+" asks), so this answer leaves out "([^"]+)"\.\s*/g, (whole, part: string) => (partGiven(part, context.answer) ? '' : whole));
  return out.replace(/\s{2,}/g, ' ').replace(/^[\s;,]+/, '').trim();
}

/** The notes an answer may carry, each checked (checkedNote); notes left empty are dropped. Pure but for the lexicon. */
export function checkedNotes(notes: string[], context: NoteContext): string[] {
  return notes.map((n) => checkedNote(n, context)).filter((n) => n !== '');
}

/** A verb's -ing form ("farm" → farming, "make" → making, "dig" → digging), from the lemma table where it lists one. */
function gerund(verb: string): string {
  const listed = formsOf(verb).find((f) => f.endsWith('ing'));
  if (listed) return listed;
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  // one syllable ending in one vowel and one consonant doubles it ("run" → running, "dig" → digging)
  if (/^[^aeiou]*[aeiou][bdgklmnprtvz]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/**
 * What a note suggests documents be about, in the question's own words: the words no source uses, as the stretch of
 * the question that holds them (up to six words: "farm hagfish in tanks", read "farming hagfish in tanks" where it
 * opens with a verb), else each run of them as the question writes it. Never a stem. Pure but for the lemma table.
 */
export function topicPhrases(question: string, terms: string[]): string[] {
  const tokens = question.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
  // (a term of two words, "let go", is found by each of its words)
  const want = new Set(terms.flatMap((t) => t.toLowerCase().split(/\s+/)).map((t) => stem(t)));
  // (a hyphenated word holds its parts: "double-action" holds "double" and "action")
  const holds = (t: string): boolean => [t, ...t.split('-')].some((p) => want.has(stem(p.toLowerCase().replace(/['’]s$/, ''))));
  const at = tokens.map((t, i) => (holds(t) ? i : -1)).filter((i) => i >= 0);
  if (at.length === 0) return terms;
  const first = at[0] ?? 0;
  const last = at.at(-1) ?? 0;
  // (within one sentence of the question: a stretch across "choir. What" is no phrase)
  const oneSentence = at.length >= 2 && new RegExp(`${escapeRegExp(tokens[first] ?? '')}[^.?!;:]*\\b${escapeRegExp(tokens[last] ?? '')}`).test(question);
  // (nor across the auxiliary of an inverted question: "What honey PRICE do allotment beekeepers CHARGE?" holds no phrase
  // "price do allotment beekeepers charge")
  const auxiliary = tokens.slice(first + 1, last).some((t) => /^(?:do|does|did|is|are|was|were|be|been|being|can|could|will|would|should|shall|may|might|must|has|have|had)$/i.test(t));
  if (last - first <= 5 && oneSentence && !auxiliary) {
    // (the noun a last modifier belongs to comes along: "Galápagos giant tortoise", "concert harps")
    const next = tokens[last + 1] ?? '';
    const span = tokens.slice(first, last + 1 + (next !== '' && !isStopWord(next.toLowerCase()) && (isCommonNoun(next.toLowerCase()) || isCommonNoun(lemmaOf(next.toLowerCase()))) ? 1 : 0));
    const opener = (span[0] ?? '').toLowerCase();
    // (a verb opening it, by its use or after "to": "to farm hagfish in tanks" → "farming hagfish in tanks")
    if (lemmaOf(opener) === opener && (verbShareOfForm(opener) >= 0.5 || /^to$/i.test(tokens[first - 1] ?? ''))) span[0] = gerund(opener);
    return [span.join(' ')];
  }
  const runs: string[][] = [];
  at.forEach((i, k) => (k > 0 && i === (at[k - 1] ?? -2) + 1 ? runs.at(-1)?.push(tokens[i] ?? '') : runs.push([tokens[i] ?? ''])));
  return runs.map((r) => r.join(' '));
}
