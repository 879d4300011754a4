// Which way a sentence points on a quality a yes/no question asks about ("Is it SAFE to swim in a
// quarry?", "Are e-scooters NOISY?"): the quality or a WordNet synonym says yes, its WordNet antonym
// ("dangerous" for safe) or a negative prefix ("unsafe") says no, and a negation in the same clause
// ("not safe", "never dangerous") turns it round; an instruction against the act ("Never swim in…",
// "Avoid…") is a no; a hedge ("may", "some studies") makes it a qualified answer. A sentence counts
// only when it names what is asked about (the act's object: "quarry"), so "The safest place is a
// lifeguarded beach" says nothing on quarries. The quality is read in the question itself, not in the story told
// with it or a second alternative (question-claim.ts); a source's hyphened compound is read as the question writes it
// ("alcohol-free" for "alcohol free"), and a term defined in quotation marks is said only by the clause after it that
// leaves its predicate out ('"alcohol-free" means no more than 0.05%, so mine definitely isn't': no). Used by
// verdict.ts. Pure, but for the shipped lexicon.
import { stemMatches } from './concepts';
import { lemmaOf } from './lemmas';
import { antonymStems, isCommonNoun, isModifierWord, isPersonNoun, lexicalRelations, lexicon } from './lexicon';
import { verbShareOfForm } from './verbs';
import { contentTerms, isStopWord, stem } from './text';
import { acceptabilityWord, isAcceptability } from './quality-holder';
import { questionClaim } from './question-claim';

export interface QualityQuestion {
  /** The quality asked about, as written ("safe"). */
  quality: string;
  /** The act it is asked of, for "is it Q to ACT …" ("swim"); null for "is X Q". */
  act: string | null;
  /** Content words of what the quality is asked of, the act's object first ("quarry", "lake"). */
  about: string[];
}

/** The stems of a quality's opposites: its WordNet antonyms and its direct synonyms' ("hurt": harm's harmless, injured's uninjured). */
function opposites(word: string): Set<string> {
  const q = lemmaOf(word.toLowerCase());
  const out = new Set(antonymStems(q));
  const antonyms = lexicon().antonyms;
  for (const d of lexicalRelations(q).direct) for (const a of antonyms.get(d) ?? []) out.add(a);
  return out;
}

/** Does WordNet give the word an opposite (is it a quality: safe/dangerous, noisy/quiet, hurt/unharmed)? */
function hasOpposite(word: string): boolean {
  const prefixed = /^(?:un|in|im|non-?)(.{3,})$/.exec(word.toLowerCase());
  return opposites(word).size > 0 || Boolean(prefixed?.[1] && opposites(prefixed[1]).size > 0);
}

const PREPOSITION = /^(?:for|to|in|on|at|with|during|after|before|under|near|inside|outside|around|by|of|when|if)$/i;

/**
 * The quality a yes/no question asks about, or null (a comparison, or no word with an opposite where a
 * quality goes): "Is it safe to shelter under a pylon in a gale?" → safe, act shelter, about pylon, gale;
 * "Are e-scooters noisy at night?" → noisy, about e-scooters, night. Pure but for the lexicon.
 */
export function qualityQuestion(query: string): QualityQuestion | null {
  if (/\bthan\b|\b(?:as \w+ as)\b/i.test(query)) return null;
  // (the quality is read in the question itself, its first alternative; the story told with it and a second
  // alternative may name what it is asked of, never the quality: question-claim.ts)
  const { claim, context } = questionClaim(query);
  const found = qualityInClaim(claim);
  if (!found || context === '') return found;
  return { ...found, about: [...found.about, ...contentTerms(context).filter((w) => !found.about.includes(w))] };
}

/** The quality a question's claim asks about (qualityQuestion, on the claim alone), or null. Pure but for the lexicon. */
function qualityInClaim(claim: string): QualityQuestion | null {
  // "Was the son hurt as well?": a closing "as well", "too", "also", "at all" asks the same
  const q = claim.trim().replace(/\?+\s*$/, '').replace(/\s+(?:as well|too|also|either|at all)$/i, '');
  // "is it safe (for children) to swim in …", "is it all right to …" (a quality of two words)
  const act = /^(?:is|are|was|were|would|will)\s+(?:it\s+be\s+|it\s+)(?:(?:really|ever|always|usually|generally|still)\s+)?(all right|[\p{L}-]+)\s+(?:for\s+(.+?)\s+)?to\s+([\p{L}-]+)\s*(.*)$/iu.exec(q);
  if (act) {
    const quality = (act[1] ?? '').toLowerCase();
    if (isStopWord(quality)) return null;
    const verb = (act[3] ?? '').toLowerCase();
    const about = [...contentTerms(act[4] ?? ''), ...contentTerms(act[2] ?? '')];
    return { quality, act: verb, about };
  }
  // "are e-scooters noisy (at night)": the first word after the subject that has an opposite, ending the question or before a preposition
  const be = /^(?:is|are|was|were)\s+(.+)$/i.exec(q);
  if (!be) return null;
  const tokens = (be[1] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  for (let i = 1; i < tokens.length; i += 1) {
    const word = (tokens[i] ?? '').toLowerCase();
    const next = tokens[i + 1];
    if (isStopWord(word) || !/^[\p{Ll}-]+$/u.test(tokens[i] ?? '')) continue;
    if (next !== undefined && !PREPOSITION.test(next)) continue;
    // (not a noun with no antonym of its own that is neither mostly an adjective nor mostly a verb's form: "tower" of
    // "the bell tower at …"; "hurt" of "Was the son hurt" stays)
    if (!hasOpposite(word) || (isCommonNoun(word) && antonymStems(word).size === 0 && !isModifierWord(word) && verbShareOfForm(word) < 0.5)) continue;
    // what the quality is asked of: the subject's head noun first ("captain" of "the ferry captain")
    // (before a prepositional phrase after it: "the bell TOWER at Dunmore Castle")
    const subject = contentTerms(tokens.slice(0, i).join(' '));
    const at = tokens.slice(0, i).findIndex((t, k) => k > 0 && PREPOSITION.test(t));
    const head = (at > 0 ? contentTerms(tokens.slice(0, at).join(' ')) : subject).at(-1);
    return { quality: word, act: null, about: [...(head ? [head] : []), ...subject.filter((w) => w !== head), ...contentTerms(tokens.slice(i + 1).join(' '))] };
  }
  return null;
}

/** A clause's words, lemmatised and lowercased. */
function lemmas(clause: string): string[] {
  return (clause.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => lemmaOf(w));
}

/**
 * How a clause names a quality: 'same' (the word, its comparative or superlative, a WordNet synonym),
 * 'contrary' (a WordNet antonym, or the word with a negative prefix: unsafe, non-toxic for toxic;
 * for a negative quality the word without it: safe for unsafe), null when it names neither. Pure but for the lexicon.
 */
export function qualityStated(clause: string, quality: string): 'same' | 'contrary' | null {
  const q = lemmaOf(quality.toLowerCase());
  const s = stem(q);
  const positive = /^(?:un|in|im|non-?)(.+)$/.exec(q);
  const direct = lexicalRelations(q).direct;
  const contrary = opposites(q);
  if (positive?.[1] && hasOpposite(positive[1])) contrary.add(stem(positive[1]));
  // the quality itself or a direct synonym ("injury", "harmed" for hurt)
  const says = (w: string): boolean => w === s || direct.has(w) || [...direct].some((d) => d.length >= 5 && stemMatches(d, w));
  let said: 'same' | 'contrary' | null = null;
  // ("Is it OK to bring a lilo?": "not allowed" says it, quality-holder.ts)
  const acceptability = isAcceptability(q);
  for (const word of lemmas(clause)) {
    const w = stem(word);
    const permission = acceptability ? acceptabilityWord(word) : null;
    if (permission) {
      said = said ?? permission;
      continue;
    }
    // "unsafe", "uninjured", "unharmed": the quality or a synonym with a negative prefix
    const prefixed = /^(?:un|in|im|non-?)(.+)$/.exec(word);
    if (prefixed?.[1] && prefixed[1].length >= 3 && says(stem(lemmaOf(prefixed[1])))) return 'contrary';
    if (says(w)) said = said ?? 'same';
    else if (contrary.has(w) || [...contrary].some((c) => stemMatches(c, w) && c.length >= 4)) said = said ?? 'contrary';
  }
  return said;
}

/** Is the quality (or a direct synonym) said before a noun, after a determiner ("the injured man", "two hurt walkers")? */
function attributive(clause: string, quality: string): boolean {
  const words = clause.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  return words.some((w, i) => i > 0 && i < words.length - 1 && /^(?:the|a|an|one|two|three|four|five|several|some|his|her|their)$/.test(words[i - 1] ?? '') && qualityStated(w, quality) === 'same' && !isStopWord(words[i + 1] ?? ''));
}

/** Does a clause name a person: he/she/his/her, or a noun WordNet files under person ("man", "passenger"; not a participle: "dried" is no dry, a prohibitionist)? */
export function namesPerson(clause: string): boolean {
  return /\b(?:he|she|him|his|her)\b/i.test(clause) || (clause.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => !isStopWord(w) && !/(?:ed|ing)$/.test(w) && isPersonNoun(w));
}

/** Indefinite pronouns a question asks a quality of ("Was anyone hurt?"). */
const INDEFINITE = /^(?:anyone|anybody|someone|somebody)$/i;
/** A subject that covers everyone: a denial of it denies it of anyone. */
export const EVERYONE = /\b(?:no one|no-one|nobody|none|not one|not a single|everyone|everybody|all)\b/i;

const NEGATED = /\b(?:not|never|no|no longer|hardly|far from|nor|neither|without|free of|nobody|none|no-one)\b|n['’]t\b/i;
const INSTRUCTION_AGAINST = /^(?:[^,;]*?\b)?(?:do not|don['’]t|never|avoid|should not|shouldn['’]t|must not|mustn['’]t|stay away from|keep away from)\b/i;
const HEDGE = /\b(?:may|might|could|possibly|perhaps|sometimes|in some cases|some (?:studies|research|experts|people|doctors|scientists)|it depends|depends on)\b/i;

/** The text with the month "May" (capitalised, not opening the sentence) written as "month", so that it is not read as a hedge. Pure. */
export function withoutMonthMay(text: string): string {
  return text.replace(/(?<=\S\s+)May\b/g, 'month');
}

/** A clause defining a term in quotation marks: '"alcohol-free" means …', '“fresh” is defined as …'. */
function definedOnly(clause: string): boolean {
  return /["“‘'][^"”’']{2,40}["”’']\s+(?:means|meant|is\s+defined\s+as|refers\s+to|stands\s+for)\b/i.test(clause);
}

/** A clause whose predicate is left out, ending on its copula: "so mine definitely isn't", "and theirs is", "but it was not". */
const ELLIPTIC = /^\s*(?:and|so|but|yet|though)?\s*(?:[\p{L}'’-]+\s+){1,3}?((?:is|are|was|were)(?:n['’]t|\s+not)?)\s*[.!]?\s*$/iu;

/** Clauses of a sentence: split at commas, semicolons, colons and clause words, each with its own negation. */
function clauses(sentence: string): string[] {
  return sentence.split(/[,;:]|\b(?:because|which|while|whereas|but|although|though|so that|unless)\b/i).filter((c) => c.trim() !== '');
}

/**
 * Does a text say the quality of the act asked about in so many words: the quality, "to", the act's verb
 * ("safe to eat from" for "is it safe to eat from a finished bowl")? Pure but for the stemmer.
 */
export function qualityOfAct(text: string, quality: string, act: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  const q = quality.toLowerCase().split(/\s+/);
  const verb = stem(act.toLowerCase());
  for (let i = 0; i + q.length + 1 < words.length; i += 1) {
    if (q.every((w, j) => words[i + j] === w) && words[i + q.length] === 'to' && stem(words[i + q.length + 1] ?? '') === verb) return true;
  }
  return false;
}

/**
 * A sentence with its hyphened compounds written open where the question writes them so: "alcohol-free" read as
 * "alcohol free" when the question asks whether kombucha is alcohol free, so that its last part says the quality asked
 * and its first part the word the question puts before it. A compound whose first part the question does not name
 * ("gluten-free" for "Is the museum free?") is left whole: it says nothing of the quality asked. Pure but for the stemmer.
 */
export function openCompounds(sentence: string, asked: string[]): string {
  const named = new Set(asked.map((w) => stem(w.toLowerCase())));
  return sentence.replace(/(?<![\p{L}-])(\p{L}{3,})-(\p{L}{3,})(?![\p{L}-])/gu, (whole: string, first: string, last: string) => (named.has(stem(first.toLowerCase())) ? `${first} ${last}` : whole));
}

/**
 * The verdict a sentence gives on a quality question, or null when it does not speak to it (it must
 * name the act's object, or with none the act itself). Pure but for the lexicon.
 */
export function qualityVerdict(written: string, question: QualityQuestion): 'yes' | 'no' | 'qualified' | null {
  const sentence = openCompounds(written, question.about);
  // "Was anyone hurt (in the fire)?": said of anyone, the quality answers yes; only a denial of everyone ("No one was hurt") answers no
  // (any sentence of the passages found for it: they need not name the occasion again)
  const anyone = INDEFINITE.test(question.about[0] ?? '');
  const target = anyone ? null : (question.about[0] ?? question.act);
  if (!target && !anyone) return null;
  const t = target ? stem(target) : '';
  // "…is inert and SAFE TO EAT from" says the quality of the act itself, whatever it names as the object
  const ofAct = (text: string): boolean => question.act !== null && qualityOfAct(text, question.quality, question.act);
  const names = (text: string): boolean => !target || lemmas(text).some((w) => stemMatches(t, stem(w))) || ofAct(text);
  if (!names(sentence)) return null;
  const parts = clauses(sentence);
  // the quality stated in a clause of the sentence (the clause naming the object first)
  const ordered = [...parts.filter(names), ...parts.filter((c) => !names(c))];
  for (const clause of ordered) {
    const said = qualityStated(clause, question.quality);
    if (!said) continue;
    // (the quality only named, in quotation marks before a verb of meaning, '"alcohol free" means no more than 0.05%',
    // is defined, not said of anything: a clause after it that leaves its predicate out, "so mine definitely isn't",
    // says it, its own negation deciding; with none, the clause says nothing either way)
    if (definedOnly(clause)) {
      const elided = ELLIPTIC.exec(parts[parts.indexOf(clause) + 1] ?? '');
      if (!elided) continue;
      return (said === 'same') !== /n['’]t$|\bnot$/i.test(elided[1] ?? '') ? 'yes' : 'no';
    }
    const negated = NEGATED.test(clause);
    const yes = (said === 'same') !== negated;
    // "No team member was injured", "His son escaped unhurt": a denial of some says nothing of anyone else
    if (anyone && !yes && !EVERYONE.test(clause)) continue;
    // said of a person ("he", "the injured man", "two passengers"), not of anything ("Freezing kills the eggs")
    if (anyone && yes && !namesPerson(sentence)) continue;
    // "…could lift THE INJURED MAN…": the quality said of someone named by it is no hedged claim
    if (anyone && yes && attributive(clause, question.quality)) return 'yes';
    if (HEDGE.test(withoutMonthMay(clause))) return 'qualified';
    return yes ? 'yes' : 'no';
  }
  // an instruction against the act or its object ("Never stand under a lone tree")
  const verb = question.act ? stem(question.act) : null;
  for (const clause of parts) {
    if (!INSTRUCTION_AGAINST.test(clause.trim())) continue;
    // (and, where the question sets the act in a circumstance, "store batteries IN A HOT CAR", one the instruction names:
    // "Do not store a battery completely empty" forbids another case)
    const circumstance = question.about.slice(1);
    if (circumstance.length > 0 && !lemmas(clause).some((w) => circumstance.some((c) => stemMatches(stem(c), stem(w))))) continue;
    if (names(clause) || (verb && lemmas(clause).some((w) => stem(w) === verb))) return HEDGE.test(withoutMonthMay(clause)) ? 'qualified' : 'no';
  }
  return null;
}
