// Fragments: a sentence with no finite main clause ("From a GPS receiver on the roof, which drives the
// clock.": its only verb is in a relative clause), most often an FAQ answer that finishes its question
// heading. Cited alone it is not a sentence. compose.ts buildUnits joins it with its question when the
// question can be turned into the statement it asks about ("Where does the hut's water come from?" +
// "From a spring above the path." → "[The hut's water comes] from a spring above the path.", the
// supplied words in square brackets), and drops it otherwise. Pure but for the shipped verb and lemma tables.
import { formsOf, lemmaOf } from './lemmas';
import { verbShare, verbShareOfForm } from './verbs';

const AUXILIARY = /^(?:is|are|was|were|am|be|been|has|have|had|does|do|did|can|could|will|would|shall|should|may|might|must|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|doesn't|don't|didn't|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't|'s|'re|'ve|'ll|'d)$/i;
const PREPOSITION = /^(?:from|by|with|without|through|via|at|in|on|under|over|for|after|before|during|since|until|to|into|onto|near|inside|outside|behind|beside|using|because)$/i;
/** Words that may open a relative or subordinate clause inside a sentence: a verb after them is not the main clause's. */
const CLAUSE = /,\s*(?:which|who|whom|whose|where|when|while|whereas|as|so that|because|although|though|if|unless|that)\b[^,;:]*/gi;

/** Might a word be a finite verb (an auxiliary, a past form, a form of a word used mostly as a verb)? Generous: a fragment must have none. */
function mayBeVerb(token: string, next: string | undefined): boolean {
  const t = token.toLowerCase();
  // a present form with a word after it ("It heats the air", "A day ticket costs €5"): many verbs are mostly nouns
  if (next !== undefined && !/^(?:and|or|but|nor)$/i.test(next) && /^\p{Ll}{2,}[^s'u]s$/u.test(token)) return true;
  if (AUXILIARY.test(t)) return true;
  if (/^\p{Ll}{3,}ed$/u.test(t)) return true;
  const lemma = lemmaOf(t);
  if (lemma !== t && verbShare(lemma) > 0) return true;
  return verbShareOfForm(t) >= 0.3;
}

/**
 * Has a sentence no finite main clause: no word outside its relative and subordinate clauses that may
 * be a verb ("From a GPS receiver on the roof, which drives the clock.", "Steel-toe boots, gloves and a
 * packed lunch.")? Generous towards verbs: a sentence with any word that may be one is no fragment. Pure
 * but for the shipped tables.
 */
export function isFragment(sentence: string): boolean {
  // "Current status (updated 14 May): Alert Level ADVISORY": a short label and its value is a field, like a table row
  if (/^[^:.;]{1,60}:\s/.test(sentence.replace(/\([^)]*\)/g, '')) && (sentence.replace(/\([^)]*\)/g, '').split(':')[0] ?? '').trim().split(/\s+/).length <= 6) return false;
  const main = sentence.replace(/["“][^"”]*["”]/g, ' ').replace(/\([^)]*\)/g, ' ').replace(CLAUSE, ' ');
  // (a figure counts as the word after a verb: "A single lesson costs £42.")
  const all = main.match(/[\p{L}'’-]+|[£€$]?\d[\d,.:]*%?/gu) ?? [];
  const words = all.map((t, i) => ({ t, before: all[i - 1], next: all[i + 1] })).filter((x) => /^[\p{L}'’-]+$/u.test(x.t));
  if (words.length < 2) return false;
  // (nor is a word between a plural noun and a figure, whatever the table knows of it: "Games cost £22 per player.")
  const plural = (t: string | undefined): boolean => t !== undefined && /^\p{L}{2,}[^s'u]s$/u.test(t);
  const betweenNounAndFigure = (x: { t: string; before: string | undefined; next: string | undefined }): boolean => plural(x.before) && /^[£€$]?\d/.test(x.next ?? '') && /^\p{Ll}{3,}$/u.test(x.t) && !PREPOSITION.test(x.t) && !/^(?:and|or|but|nor|than|per|each|every|only|just|about|around|over|under|nearly|almost)$/i.test(x.t);
  return !words.some((x) => mayBeVerb(x.t, x.next) || betweenNounAndFigure(x));
}

/**
 * A fragment that opens with a preposition ("From a spring above the path, which…", "By phone or online."):
 * an answer to a question, never a statement of its own. (A verbless line that opens with a noun may be a
 * log entry or a field that holds a fact: "Handover to the ambulance crew at 04:02." is kept.) Pure.
 */
export function opensWithPreposition(sentence: string): boolean {
  return PREPOSITION.test((sentence.trim().replace(/^["“‘(]+/, '').split(/\s+/)[0] ?? '').replace(/[^\p{L}]/gu, ''));
}

/** The third-person singular of a base form: come → comes, carry → carries, watch → watches, have → has. */
function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'be') return 'is';
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** The past form of a base form: the lemma table's irregular form ("come" → came), else regular -ed. */
function past(verb: string): string {
  const irregular = formsOf(verb).find((f) => !/(?:s|ing)$/.test(f) && !/en$/.test(f));
  if (irregular) return irregular;
  if (/e$/.test(verb)) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // one syllable ending in a single vowel and a consonant doubles it: stop → stopped
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

/**
 * The statement a question heading asks about, to stand before a fragment that finishes it, or null
 * when the question has no such shape: "Where does the hut's water come from?" + "From a spring…" →
 * "The hut's water comes" (the fragment's own "from" follows); "When did the ferry stop running?" +
 * "In 1987." → "The ferry stopped running"; "Where is the spare key kept?" → "The spare key is kept";
 * "What does the warden carry?" + "A radio and a first-aid kit." → "The warden carries". Questions
 * about a person ("Do you…", "Can I…") or without an auxiliary ("Who runs the hut?") give null. Pure
 * but for the shipped tables.
 */
export function statementOf(question: string, fragment: string): string | null {
  const m = /^\s*(?:where|when|how|why|what|which|whom|how (?:much|many|long|often|far)|at what \w+|in what \w+|from where|with what)\s+(does|do|did|is|are|was|were)\s+([^?]+?)\s*\?\s*$/i.exec(question);
  if (!m) return null;
  const aux = (m[1] ?? '').toLowerCase();
  const words = (m[2] ?? '').split(/\s+/).filter((w) => w !== '');
  if (words.length === 0 || /^(?:i|you|we|they|he|she|it|one|there|this|that)$/i.test(words[0] ?? '')) return null;
  const firstWord = (fragment.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
  // the question's last word is a preposition the fragment opens with again ("come from?" + "From a spring…")
  const tail = words.length > 1 && PREPOSITION.test(words.at(-1) ?? '') && (words.at(-1) ?? '').toLowerCase() === firstWord ? words.slice(0, -1) : words;
  const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
  if (/^(?:is|are|was|were)$/.test(aux)) {
    // "Where is the spare key kept?" → "The spare key is kept"; "Where is the old clock?" → "The old clock is"
    const at = tail.findIndex((w, i) => i > 0 && (/^\p{Ll}+(?:ed|en)$/u.test(w) || lemmaOf(w.toLowerCase()) !== w.toLowerCase()) && !/s$/.test(w));
    const subject = at > 0 ? tail.slice(0, at) : tail;
    const rest = at > 0 ? tail.slice(at) : [];
    return capital([...subject, aux, ...rest].join(' '));
  }
  // do-support: the verb is the first word after the subject that is a base form used mostly as a verb
  // (not the subject's own first word: "the ferry stop running" → stop; the last word when no other is mostly a verb: "the swifts nest")
  const from = /^(?:the|a|an|your|its|their|this|these|those)$/i.test(tail[0] ?? '') ? 2 : 1;
  const found = tail.findIndex((w, i) => i >= from && /^\p{Ll}+$/u.test(w) && verbShare(w) >= 0.5);
  // (after do-support the last word is the verb, whatever the table knows of it: "How much does the course cost?")
  const at = found >= 0 ? found : tail.length > from && /^\p{Ll}+$/u.test(tail.at(-1) ?? '') && (verbShareOfForm(tail.at(-1) ?? '') > 0 || !PREPOSITION.test(tail.at(-1) ?? '')) ? tail.length - 1 : -1;
  if (at <= 0) return null;
  const verb = tail[at] ?? '';
  const subject = tail.slice(0, at);
  const plural = /[^s']s$/.test(subject.at(-1) ?? '') || aux === 'do';
  const form = aux === 'did' ? past(verb) : plural ? verb : thirdPerson(verb);
  return capital([...subject, form, ...tail.slice(at + 1)].join(' '));
}

/** The fragment with its question's statement supplied in square brackets: "[The hut's water comes] from a spring…". Pure. */
export function joinedWithQuestion(statement: string, fragment: string): string {
  const text = fragment.trim();
  const first = text.split(/\s+/)[0] ?? '';
  // "From a spring…" → "from a spring…"; a name keeps its capital ("Dr Okafor and two assistants")
  const lower = PREPOSITION.test(first) || /^(?:a|an|the|some|every|each|about|around|only|just|usually|always|never|once|twice|roughly|nearly|almost)$/i.test(first);
  return `[${statement}] ${lower ? text.charAt(0).toLowerCase() + text.slice(1) : text}`;
}
