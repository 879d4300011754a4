// What a yes/no question asks to be there, and the sentences that deny it in other words (used by
// verdict.ts decideVerdict). "Do volunteers need a licence to walk a transect?" and "Was glue used to fix
// the feathers?" ask whether a thing (a licence, glue) is needed or used: the sentence that answers is the
// one that names that thing, in its own word, a synonym, or, denied, a word for its kind ("No adhesive was
// used" denies glue: no adhesive at all means no glue; "adhesive was used" would not say glue was). A
// sentence that dates what it says to another time than the question's ("In the 1950s the feathers had
// been glued") does not decide a question about the event asked. Pure but for the shipped lexicon.
import { mentioned, mentionedInOtherWords, stemsOf, type Concept } from './concepts';
import { broaderWords } from './lexicon';
import { contentTerms, stem } from './text';

/** Verbs of need and use: their object is what the question asks to be there. */
const NEED_VERB = 'need|needs|require|requires|use|uses|used';
const NEED_PARTICIPLE = 'needed|required|used|necessary|allowed|permitted|added|applied|involved';
/** Words that end the object: a purpose, a circumstance, a clause. */
const OBJECT_END = /\s+(?:to|for|before|after|when|while|if|in|on|at|under|during|into|near|up|through|inside|outside|with|by|from|onto|of)\s+/i;

/**
 * The thing a yes/no question asks to be needed or used: "Do volunteers need a licence to walk…" →
 * licence; "Does the recipe use fresh yeast?" → fresh, yeast; "Was glue used to fix…" → glue; "Is a
 * permit required for…" → permit. Empty for other questions. Pure.
 */
export function askedItem(query: string): string[] {
  const q = query.trim().replace(/\?+$/, '');
  const active = new RegExp(`^(?:do|does|did|will|would|can|could|must|should|shall)\\s+(?:\\S+\\s+){1,4}?(?:still\\s+|really\\s+|also\\s+|ever\\s+)?(?:${NEED_VERB})\\s+(.+)$`, 'i').exec(q);
  const passive = new RegExp(`^(?:is|are|was|were|will\\s+be|has\\s+been|have\\s+been|had\\s+been)\\s+(.+?)\\s+(?:still\\s+|ever\\s+|really\\s+|also\\s+)?(?:${NEED_PARTICIPLE})\\b`, 'i').exec(q);
  const phrase = active ? (active[1] ?? '').split(OBJECT_END)[0] ?? '' : passive ? (passive[1] ?? '') : '';
  return contentTerms(phrase.replace(/\b(?:any|some|a|an|the|my|our|your|their|its|his|her|this|that|these|those|much|many|more|extra)\b/gi, ' ')).filter((w) => !/^(?:it|they|them|one|i|we|you|he|she|there)$/i.test(w));
}

/** "no adhesive", "not need a licence", "not … any glue", "none of the", "never used": a denial and the words it governs, up to its clause's end. */
const DENIAL = /\b(?:no|not\s+(?:a|an|any)|never|none\s+of(?:\s+the)?|nor|without|(?:do|does|did|need|will|would|can|could|must|should|is|are|was|were)\s*(?:not|n['’]t)(?:\s+(?:need|needs|require|use|have|take|want|be|been))?)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/giu;

/** Stems a sentence denies: the words after a denial, in its clause ("No adhesive was used anywhere" → adhesive, was, used). Pure. */
export function deniedWords(sentence: string): Set<string> {
  const out = new Set<string>();
  for (const clause of sentence.split(/[,;:]|\s[–—]\s|\b(?:but|while|whereas|although|because)\b/i)) {
    for (const m of clause.matchAll(DENIAL)) for (const s of stemsOf(m[1] ?? '')) out.add(s);
  }
  return out;
}

/** Words up to `levels` levels above a noun in WordNet's hierarchy ("glue" → cement → adhesive). */
export function kindsOf(word: string, levels = 2): string[] {
  const out: string[] = [];
  let frontier = [word.toLowerCase()];
  for (let depth = 0; depth < levels; depth += 1) {
    frontier = frontier.flatMap((w) => broaderWords(w)).filter((w) => !out.includes(w));
    out.push(...frontier);
  }
  return out;
}

/**
 * How a sentence speaks of the asked thing: 'denied' when it denies it in its own word, a direct synonym or
 * a word for its kind ("No adhesive was used" for glue, "You do not need a licence"), 'named' when it names it
 * in its own word or a synonym without denying it, null when it does not name it (a word for its kind, not
 * denied, says nothing of it: "An adhesive held the label"). Pure but for the lexicon.
 */
export function itemStated(sentence: string, item: string[]): 'denied' | 'named' | null {
  if (item.length === 0) return null;
  const head = item.at(-1) ?? '';
  const concept: Concept = { term: head, stem: stem(head), soft: false };
  const denied = deniedWords(sentence);
  const namedIn = (stems: Set<string>): boolean => mentioned([concept], stems).length > 0 || mentionedInOtherWords([concept], stems, 'direct').length > 0;
  if (namedIn(denied) || kindsOf(head).some((k) => denied.has(stem(k)))) return 'denied';
  return namedIn(stemsOf(sentence)) ? 'named' : null;
}

/** A time the sentence sets what it says in: a year or decade ("In the 1950s", "until 1978"), or a past perfect ("had been stuck back"). */
const DATED = /\b(?:in|by|until|till|before|since|during|from)\s+(?:the\s+)?(?:early\s+|late\s+|mid-?)?(?:1[0-9]|20)\d0s\b|\b(?:in|by|until|till|before|during)\s+(?:1[0-9]|20)\d\d\b|\bhad\s+(?:been\s+)?\p{L}+(?:ed|en|wn|lt|ught)\b|\b(?:formerly|previously|originally)\b/iu;

/**
 * Does a sentence set what it says at another time than the question asks about: a year, decade or past
 * perfect the question does not name ("In the 1950s loose feathers had been stuck back with animal glue"
 * for "Was glue used to fix the loose feathers?"). Pure.
 */
export function otherTime(sentence: string, query: string): boolean {
  const m = DATED.exec(sentence);
  if (!m) return false;
  const year = /\d{4}/.exec(m[0])?.[0];
  return !(year && query.includes(year.slice(0, 3)));
}

/** A claim a source may deny in other words than a negation (otherWordsClaim). */
export interface OtherWordsClaim {
  kind: 'still' | 'as' | 'all';
  subject: string[];
}

/** Qualities whose "as … as" is met by the larger figure ("as far as", "as many as"). */
const AS_MUCH = /^(?:far|much|many|long|high|big|large|tall|wide|deep|heavy|strong|bright|loud|fast|often|quickly|well)$/;

/**
 * A yes/no question whose claim a source denies in other words than a negation: "Is the pendulum clock STILL
 * used…?" (denied by "until 1978", "for display only", "no longer"), "Does the LED light reach AS FAR AS its old
 * lamp?" (denied by "18 nautical miles, down from 22"), "Was the committee UNANIMOUS…?" (denied by "five votes to
 * two", "two members voted against"). `subject`: the words before the claim, which the answering sentence's
 * passage must name. null for other questions. Pure.
 */
export function otherWordsClaim(query: string): OtherWordsClaim | null {
  const q = query.trim().replace(/\?+$/, '');
  if (!/^(?:is|are|was|were|do|does|did|can|could|will|would|has|have|had)\b/i.test(q)) return null;
  const subjectOf = (text: string): string[] => contentTerms(text.replace(/^\S+\s+/, ''));
  const still = /^(.+?)\s+still\b/i.exec(q);
  if (still) return { kind: 'still', subject: subjectOf(still[1] ?? '') };
  const as = /^(.+?)\s+as\s+([a-z]+)\s+as\b/i.exec(q);
  if (as && AS_MUCH.test((as[2] ?? '').toLowerCase())) return { kind: 'as', subject: subjectOf((as[1] ?? '').split(/\s+/).slice(0, -1).join(' ') || (as[1] ?? '')) };
  const all = /^(.+?)\s+(?:unanimous(?:ly)?|all\s+(?:agreed?|in\s+favou?r))\b/i.exec(q);
  if (all) return { kind: 'all', subject: subjectOf(all[1] ?? '') };
  return null;
}

/** "no longer", "for display only", "only as a spare", "until 1978", "retired", "out of use": what was done has stopped. */
const STOPPED = /\bno\s+longer\b|\bfor\s+(?:[\p{L}-]+\s+){0,2}only\b|\bonly\s+(?:for|as)\s+(?:an?\s+|the\s+)?[\p{L}-]+|\buntil\s+(?:the\s+)?(?:1[0-9]|20)\d\d(?:s)?\b|\b(?:retired|decommissioned|withdrawn|disused|discontinued|abandoned)\b|\bout\s+of\s+(?:use|service)\b/iu;
/** "down from 22", "cut from 40 to 25": a figure that fell; "up from", "raised from": one that rose. */
const FELL = /\b(?:down|fallen|fell|dropped|reduced|cut|lowered|shrunk|shrank|decreased)\s+from\s+(?:about\s+|around\s+)?\d/i;
const ROSE = /\b(?:up|risen|rose|raised|increased|grown|grew)\s+from\s+(?:about\s+|around\s+)?\d/i;
const NUMBER_WORD = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
/** "five votes to two", "by 7 to 3", "two members voted against", "all but one": a split, not everyone. */
const SPLIT = new RegExp(`(?:\\b${NUMBER_WORD}\\s+votes?|\\bby\\s+${NUMBER_WORD})\\s+to\\s+(?!zero|none|nil|0\\b)${NUMBER_WORD}\\b|\\b${NUMBER_WORD}\\s+(?:[\\p{L}-]+\\s+){0,3}(?:voted|votes?)\\s+against\\b|\\ball\\s+but\\s+${NUMBER_WORD}\\b`, 'iu');

/**
 * What a sentence says to such a claim: 'no' for a denial in other words (stopped, a figure that fell, a split
 * vote), 'yes' for a figure that rose ("as far as": further now); null when it says neither. Pure.
 */
export function otherWordsVerdict(sentence: string, claim: OtherWordsClaim): 'yes' | 'no' | null {
  if (claim.kind === 'still') return STOPPED.test(sentence) ? 'no' : null;
  if (claim.kind === 'as') return FELL.test(sentence) ? 'no' : ROSE.test(sentence) ? 'yes' : null;
  return SPLIT.test(sentence) ? 'no' : null;
}

/** A quantifier a question claims ("nearly all", "every", "completely"), as a pattern of its words. */
const QUANTIFIER = /\b(?:(?:nearly|almost|virtually|practically)\s+(?:all|every|everything|always)|all|every|everything|completely|entirely|fully|always|totally)\b/i;

/**
 * Does a sentence deny the very quantifier the question claims: "reduce runoff by about half, NOT BY NEARLY ALL of
 * it" for "Do green roofs soak up nearly all the rain?", "rather than all", "far from every"? It answers no to that
 * claim, whatever else it affirms. Pure.
 */
export function quantifierDenied(sentence: string, query: string): boolean {
  const asked = QUANTIFIER.exec(query)?.[0];
  if (!asked) return false;
  const phrase = asked.trim().toLowerCase().split(/\s+/).join('\\s+');
  return new RegExp(`\\b(?:not|rather\\s+than|far\\s+from|never)\\s+(?:by\\s+|in\\s+|at\\s+|for\\s+|quite\\s+)?${phrase}\\b`, 'i').test(sentence);
}
