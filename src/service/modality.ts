// Permission asked, and a prohibition or permission stated (used by verdict.ts: the 'modality' evidence). "May a
// farmer padlock a gate across a footpath?" is answered by "Blocking or locking a path … is an offence" (no), not by a
// sentence that merely names the path; "Can owners service their own boilers?" by "Owners must not work on a gas
// appliance themselves" (no). A question asks permission by a modal ("may", "might"; "can", "could" of a person),
// by "allowed", "permitted", "legal", or asks the prohibition itself ("Is it illegal to …?", the answer inverted).
// A sentence states the act's modality when it names the act (its own word, a direct synonym, a word WordNet puts
// one level above it: "locking" for padlock) and either a word of forbidding (WordNet's synsets of forbid, prohibit,
// ban, outlaw and illegal with their derivations: offence, prohibited, illegal…; wordnet-modality.txt), a modal or a
// word of permission under negation ("must not", "may not", "not permitted", "no one may") or, for a yes, a word of
// permission or "may/can" before the act without a negation. A condition ("without a licence", "unless") makes it
// qualified. The modal verbs and negators are closed classes of English. Pure but for the lexicon.
import { stemMatches } from './concepts';
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { broaderWords, isModifierWord, lexicalRelations } from './lexicon';
import { phrasalTable } from './phrasal';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';
import { relationVerb, shouldVerb } from './verdict';

export interface ModalQuestion {
  /** The act asked about, as the question writes it ("padlock"). */
  act: string;
  /** Asked as permission ("may", "allowed", "legal"): only a sentence stating the act's modality may answer yes. */
  deontic: boolean;
  /** Asks whether the act is forbidden ("Is it illegal to …?"): a prohibition answers yes. */
  inverted: boolean;
  /** The content words of who or what is asked to do it ("tenants", "dogs"); empty for "I", "we", "it" or none. */
  subject: string[];
}

/** The content words of a subject: not a determiner, a pronoun or a stop word. */
function subjectWords(text: string): string[] {
  return (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !isStopWord(w) && !/^(?:i|we|you|one|it|they|he|she|anyone|anybody|someone|somebody|people)$/.test(w));
}

interface ModalityWords {
  forbidding: Set<string>;
  allowing: Set<string>;
  reporting: Set<string>;
}

/** Parses wordnet-modality.txt ("p offence", "a permit", "r estimate"). Pure. */
export function parseModality(text: string): ModalityWords {
  const out: ModalityWords = { forbidding: new Set(), allowing: new Set(), reporting: new Set() };
  for (const line of text.split('\n')) {
    const m = /^([par]) ([a-z]+)$/.exec(line.trim());
    if (!m) continue;
    const set = m[1] === 'p' ? out.forbidding : m[1] === 'a' ? out.allowing : out.reporting;
    set.add(m[2] ?? '');
  }
  return out;
}

let words: ModalityWords | null = null;
/** The shipped modality words (read once; no file: none). */
export function modalityWords(): ModalityWords {
  words ??= parseModality(readFirst(lexiconFilePlaces('wordnet-modality.txt')));
  return words;
}

/** Is a word one of WordNet's words of forbidding ("offence", "prohibited", "bans", "forbidden")? */
export function isForbiddingWord(word: string): boolean {
  const w = word.toLowerCase();
  const { forbidding } = modalityWords();
  return forbidding.has(w) || forbidding.has(lemmaOf(w)) || [...forbidding].some((f) => f.length >= 4 && stem(f) === stem(w) && /^(?:ban|prohibit|forbid|outlaw|proscrib|interdict|veto|illeg|offenc|offens|crime)/.test(stem(f)));
}

/** Is a word one of WordNet's words of permission ("permitted", "allowed", "legal")? */
export function isAllowingWord(word: string): boolean {
  const w = word.toLowerCase();
  const { allowing } = modalityWords();
  return allowing.has(w) || allowing.has(lemmaOf(w)) || [...allowing].some((a) => a.length >= 5 && stem(a) === stem(w));
}

/** Is a verb one of WordNet's reporting verbs (its most frequent sense one of communication or cognition: "count", "estimate")? */
export function isReportingVerb(word: string): boolean {
  const w = word.toLowerCase();
  const { reporting } = modalityWords();
  return reporting.has(w) || reporting.has(lemmaOf(w)) || reporting.has(w.replace(/(?:e?s|ed)$/, '')) || reporting.has(w.replace(/d$/, ''));
}

/**
 * The permission a yes/no question asks, or null: "May a farmer padlock a gate…?", "Can I fly a drone over the
 * park?", "Are dogs allowed to swim in the lake?", "Is it legal to camp on the beach?", "Is it illegal to feed the
 * pigeons?" (inverted); also inside a longer sentence ("I was wondering whether we may …"). "Can tardigrades survive
 * in space?" asks what is possible: "cannot" answers it as well, but it is not `deontic`. Pure but for the lexicon.
 */
export function modalQuestion(query: string): ModalQuestion | null {
  // (a question inside a longer sentence, "I was wondering whether a farmer may …", is read from its "whether")
  let q = query.replace(/[*_`]/g, '').trim();
  const AUX = /^(?:may|might|can|could|is|are|am|was|were|do|does|will|would|should|must)\b/i;
  if (!AUX.test(q)) q = /\b(?:whether|if)\s+(.+)$/i.exec(q)?.[1] ?? q;
  // (in a statement's order, "a farmer may padlock", the modal goes first)
  const asQuestion = AUX.test(q) ? q : q.replace(/^((?:[\p{L}'’-]+\s+){0,5}?)(may|might|can|could)\s+/iu, (_m, subject: string, modal: string) => `${modal} ${subject}`);
  // "Is it legal / illegal / an offence to …?", "Are dogs allowed to …?", "Is one permitted to …?"
  const asked = /^(?:is|are|am|was|were)\s+(.+?)\s+(?:(not\s+)?(allowed|permitted|legal|lawful|permissible|illegal|unlawful|forbidden|prohibited|banned|an?\s+offen[cs]e|against\s+the\s+law|ok|okay)\s+(?:for\s+(?:\S+\s+){1,3}?)?to\s+([\p{L}-]+))/iu.exec(asQuestion);
  if (asked) {
    const word = (asked[3] ?? '').toLowerCase();
    const forbidding = /^(?:illegal|unlawful|forbidden|prohibited|banned|an?\s+offen[cs]e|against\s+the\s+law)$/.test(word);
    const before = (asked[0] ?? '').split(/\s+for\s+/i)[1] ?? asked[1] ?? '';
    return { act: (asked[4] ?? '').toLowerCase(), deontic: true, inverted: forbidding, subject: subjectWords(before.replace(/\bto\s+[\p{L}-]+$/u, '')) };
  }
  const passive = /^(?:is|are)\s+(.+?)\s+(?:allowed|permitted)\b(?!\s+to\b)/iu.exec(asQuestion);
  if (passive) {
    const thing = (passive[1] ?? '').split(/\s+/).at(-1)?.toLowerCase() ?? '';
    return thing ? { act: thing, deontic: true, inverted: false, subject: [] } : null;
  }
  const modal = /^(may|might|can|could)\s+(.+)$/i.exec(asQuestion);
  if (!modal) return null;
  // (an adverb before the act is no act: "Can I LEGALLY burn…")
  const plain = asQuestion.replace(/\s+\p{L}+ly\b/giu, (m) => (isModifierWord(m.trim()) ? '' : m));
  const act = shouldVerb(plain) ?? relationVerb(plain) ?? verbAfterSubject(/^(?:may|might|can|could)\s+(.+)$/i.exec(plain)?.[1] ?? '');
  if (!act) return null;
  // ("can" asks permission or what is possible: "cannot" answers either way, but only "may" asks permission alone)
  const deontic = /^(?:may|might)$/i.test(modal[1] ?? '');
  const rest = (/^(?:may|might|can|could)\s+(.+)$/i.exec(plain)?.[1] ?? '').toLowerCase();
  const subject = rest.includes(` ${act} `) || rest.startsWith(`${act} `) ? subjectWords(rest.slice(0, rest.indexOf(act))) : [];
  return { act, deontic, inverted: false, subject };
}

/**
 * The verb after a subject of one noun phrase, light verbs included ("a landlord KEEP the deposit", "tenants HAVE
 * pets"): the first word after the subject's first word that is used as a verb and is followed by a determiner or a
 * pronoun, or that is used mostly as a verb. null when none is. Pure but for the lexicon.
 */
export function verbAfterSubject(rest: string): string | null {
  const t = rest.split(/\s+/).map((w) => w.toLowerCase().replace(/[^\p{L}'’-]/gu, ''));
  let i = 0;
  while (i < t.length && /^(?:a|an|the|my|our|your|their|his|her|its)$/.test(t[i] ?? '')) i += 1;
  for (let j = i + 1; j < Math.min(t.length, i + 4); j += 1) {
    const w = t[j] ?? '';
    const next = t[j + 1] ?? '';
    // (or a phrasal verb WordNet lists, "sort out", "set up": the word with its particle)
    if (verbShareOfForm(w) >= 0.5 || (verbShareOfForm(w) > 0 && /^(?:a|an|the|my|our|your|their|his|her|its|them|it|pets?|dogs?|back|out|away|up|down|off)$/.test(next)) || phrasalTable().has(`${stem(w)} ${next}`)) return w;
  }
  return null;
}

/** Verbs whose sense is mostly in their particle or object (closed set of English light verbs). */
const LIGHT = /^(?:put|take|give|get|set|make|bring|keep|let|turn|go|come)$/;

/** Adverb particles ("put it BACK", "take it DOWN"); "in", "on", "over", "through" are particles only where WordNet lists the phrasal verb. */
const PARTICLE = /^(?:back|up|down|out|off|away|aside|together|apart)$/;

/**
 * The particles of a phrasal act after its object ("Can a family PUT a fallen headstone BACK UP themselves?" → back,
 * up; "Can we take the fence DOWN?" → down), up to a preposition with an object of its own or the end. Empty when the
 * act has none. Pure.
 */
export function actParticles(query: string, act: string): string[] {
  const t = (query.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
  const at = t.indexOf(act.toLowerCase());
  if (at < 0) return [];
  const out: string[] = [];
  for (let i = at + 1; i < t.length && i <= at + 8; i += 1) {
    const w = t[i] ?? '';
    // (a particle, not a preposition before its own object: "put it back UP", but "put it IN the shed")
    // (right after the verb, a listed phrasal verb's particle precedes its object: "SORT OUT the drainage")
    // (or any adverb particle right after a verb whose sense is in its particle, "PUT UP the fence", "GIVE BACK the
    // deposits", or one that is never a preposition, "CLEAR OUT the pond")
    const listed = phrasalTable().has(`${stem(act)} ${w}`) || (PARTICLE.test(w) && (LIGHT.test(lemmaOf(act)) || /^(?:back|out|away|aside|apart|together)$/.test(w)));
    if ((PARTICLE.test(w) || listed) && (!/^(?:the|a|an|my|our|your|their|his|her|its|this|that)$/.test(t[i + 1] ?? '') || (listed && i === at + 1))) out.push(w);
  }
  return out;
}

/**
 * The stems a sentence may name a phrasal act by: the one word WordNet gives for the verb with each particle
 * ("put back" → replace), with its other lemmas, or the verb and the particle themselves (checked in order by
 * namesPhrasalAct). Pure but for the lexicon.
 */
export function phrasalActStems(act: string, particles: string[]): Set<string> {
  const out = new Set<string>();
  for (const particle of particles) {
    for (const w of phrasalTable().get(`${stem(act)} ${particle}`) ?? []) {
      out.add(stem(w));
      for (const r of lexicalRelations(w).direct) out.add(r);
    }
  }
  return out;
}

/**
 * Does a text name the act a modal question asks about (`act`, its `particles`): a phrasal act by its one word or its
 * verb followed within four words by one of its particles ("put the stone back"); another act by its own word, a
 * direct synonym, the word above it or its agent noun (namesAct). Pure but for the lexicon.
 */
export function namesQuestionAct(text: string, act: string, particles: string[]): boolean {
  const t = (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
  if (particles.length === 0) return t.some((w) => namesAct(w, actStems(act)));
  const one = phrasalActStems(act, particles);
  if (t.some((w) => one.has(stem(w)))) return true;
  const verb = stem(lemmaOf(act));
  return t.some((w, i) => (stem(w) === verb || stem(lemmaOf(w)) === verb) && t.slice(i + 1, i + 5).some((x) => particles.includes(x)));
}

/**
 * The phrasal act of a do/does/did/will/would question ("Did volunteers TAKE the old fence DOWN?", "Will the council
 * PUT the bench BACK?"): its verb after the subject and the particles after the object; null when it has no particle
 * (other acts are read by verdict.ts relationVerb) or the question is no such question. Pure but for the lexicon.
 */
export function phrasalActAsked(query: string): { act: string; particles: string[] } | null {
  const q = query.replace(/[*_`]/g, '').trim();
  const m = /^(?:do|does|did|will|would|should|has|have|had)\s+(.+)$/i.exec(q);
  if (!m) return null;
  const act = verbAfterSubject(m[1] ?? '');
  if (!act) return null;
  const particles = actParticles(q, act);
  return particles.length > 0 ? { act, particles } : null;
}

/** The stems a sentence may name the act by: its own, its direct synonyms, the words WordNet puts one level above it ("lock" for padlock). */
export function actStems(act: string): Set<string> {
  const a = act.toLowerCase();
  return new Set([stem(a), stem(lemmaOf(a)), ...lexicalRelations(a).direct, ...broaderWords(a).filter((w) => !/\s/.test(w)).map(stem)]);
}

/** A text's words as a thing is named by them: numbers kept, lower case, possessives dropped ("grandad's old 78s" → grandad, old, 78s). Pure. */
function thingWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.toLowerCase().replace(/['’]s$/, ''));
}

/**
 * The object of the act where the act says little by itself ("take", "keep", "have", "bring": WordNet's general
 * words and the light verbs): the content words after it up to a preposition ("Can I take MY CAT in the cabin?" →
 * cat), less the adjectives before its last word ("a broken microwave" → microwave), as stems with their direct
 * synonyms and the words one level above; empty when the act says enough. Pure but for the lexicon.
 */
export function actObject(query: string, act: string, general: boolean): Set<string> {
  if (!general) return new Set();
  const t = thingWords(query);
  const at = t.indexOf(act.toLowerCase());
  if (at < 0) return new Set();
  const phrase: { w: string; determined: boolean }[] = [];
  let determined = false;
  for (const w of t.slice(at + 1)) {
    if (/^(?:in|on|at|into|onto|to|for|from|with|by|over|under|across|along|through|near|inside|outside|during|after|before|when|while|if|that|which|who)$/.test(w)) break;
    if (/^(?:a|an|the|my|our|your|their|his|her|its|some|any|more|own)$/.test(w)) {
      determined = true;
      continue;
    }
    phrase.push({ w, determined });
  }
  // (a word WordNet uses mostly as an adjective, after a determiner and before the phrase's last word, modifies the
  // thing, "a BROKEN microwave": it names no thing, and its relations, "fault" of broken, would match a list of other
  // things' faults; a particle right after the act, "cut BACK a tree", is the act's)
  const things = phrase.filter((x, i) => i === phrase.length - 1 || !x.determined || !isModifierWord(x.w)).map((x) => x.w);
  const out = new Set<string>();
  for (const w of things) {
    out.add(stem(w));
    for (const r of lexicalRelations(w).direct) out.add(r);
    for (const b of broaderWords(w)) if (!/\s/.test(b)) out.add(stem(b));
  }
  return out;
}

/** Does a word name the act: its stem, or the act's agent noun ("riders" for ride, "anglers" for angle: English -er/-or)? */
function namesAct(word: string, stems: Set<string>): boolean {
  const w = stem(word);
  return [...stems].some((s) => stemMatches(s, w) || w === s || (s.length >= 3 && new RegExp(`^${s}e?[ro]s?$`).test(word.replace(/s$/, ''))));
}

const NEGATED_MODAL = /\b(?:must|may|shall|should|can|could)\s*(?:not|n['’]t|\s+never)\b|\bcannot\b|\bno\s+(?:one|person|owner|visitor|member|vehicle|dog)s?\s+(?:may|can|is\s+allowed|is\s+permitted)\b|\bnobody\s+(?:may|can)\b|\bnever\s+(?:allowed|permitted)\b/i;
const NEGATION = /\b(?:not|never|no|nor|without)\b|n['’]t\b/i;
const CONDITION = /\b(?:without|unless|except|apart\s+from|other\s+than|only\s+(?:if|with|when|after))\b/i;

/**
 * The act of a clause put in the passive after a modal ("must never BE CLEANED", "may not be removed", "can be
 * hired"), named as the question names it (`stems`: actStems), and where its modal stands; null for any other clause.
 * Pure but for the lexicon.
 */
export function passiveAct(clause: string, stems: Set<string>): { at: number } | null {
  const m = /\b(?:must|may|shall|should|can|could|cannot)(?:\s+not|n['’]t)?(?:\s+never)?\s+be\s+([\p{L}-]+)/iu.exec(clause);
  return m && namesAct((m[1] ?? '').toLowerCase(), stems) ? { at: m.index } : null;
}

/**
 * The thing an act is asked of, as written after it up to a preposition or a clause ("Can I clean MY GRANDAD'S OLD
 * 78S with…" → grandad, old, 78s), numbers kept; empty where the act is followed by none. Pure.
 */
export function actThing(query: string, act: string): string[] {
  const t = thingWords(query);
  const at = t.indexOf(act.toLowerCase());
  if (at < 0) return [];
  const out: string[] = [];
  for (const w of t.slice(at + 1)) {
    if (/^(?:in|on|at|into|onto|to|for|from|with|by|over|under|across|along|through|near|inside|outside|during|after|before|when|while|if|that|which|who|or|and)$/.test(w)) break;
    if (/^(?:a|an|the|my|our|your|their|his|her|its|some|any|more|own|it|them|this|that|these|those)$/.test(w) || isStopWord(w)) continue;
    out.push(w);
  }
  return out;
}

/** Does a text name a word of the thing asked: its stem, a direct synonym, or a number it is made of ("78" for "78s")? Pure but for the lexicon. */
function namesThing(text: string, thing: string[]): boolean {
  const t = (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
  return thing.some((x) => {
    const number = /^(\d+)/.exec(x)?.[1];
    if (number) return t.some((w) => /^(\d+)/.exec(w)?.[1] === number);
    const s = stem(x);
    const related = lexicalRelations(x).direct;
    return t.some((w) => stemMatches(s, stem(w)) || stem(w) === s || related.has(stem(w)));
  });
}

/**
 * The modality a sentence states of an act (`stems`: actStems; `object`: actObject, which it must name too; `subject`:
 * who is asked to do it, ModalQuestion.subject, which a clause said of some other group must name): 'forbidden', 'allowed', 'conditional' (forbidden or
 * allowed under a condition: "without a licence", "unless"), or null when it names no act asked or states no
 * modality of it. Pure but for the lexicon.
 */
export function modalityStated(sentence: string, stems: Set<string>, object: Set<string> = new Set(), subject: string[] = [], thing: string[] = []): 'forbidden' | 'allowed' | 'conditional' | null {
  const tokens = (sentence.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
  const at = tokens.findIndex((w) => namesAct(w, stems));
  if (at < 0) return null;
  // (a general act is stated of its object: "You can take one cabin bag" says nothing of taking a cat)
  if (object.size > 0 && !thingWords(sentence).some((w) => object.has(stem(w)))) return null;
  // (read in the act's own clause: "You may burn dry waste, but you must not let the smoke…" allows burning; a clause
  // ends at "but", "while", "whereas", "although", a semicolon, a colon or a dash, not at a comma of a list)
  const clauses = sentence.split(/[;:]|\s[–—]\s|,?\s+\b(?:but|while|whereas|although|though|yet)\b/i);
  const own = clauses.find((c) => (c.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).some((w) => namesAct(w.toLowerCase(), stems))) ?? sentence;
  const words = (own.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
  // (said of another group than the one asked, "PUPPIES under twelve weeks must not travel" for "Can dogs travel…?",
  // it is an exception to what is asked, not its answer: the words before the clause's modal or word of forbidding
  // or permission, where they do not name the act itself, name none of the asked subject)
  const modalAt = words.findIndex((w) => /^(?:must|may|shall|should|can|cannot|could|mustn['’]t)$/.test(w) || isForbiddingWord(w) || isAllowingWord(w));
  const before = modalAt > 0 ? words.slice(0, modalAt) : [];
  const ownSubject = before.filter((w) => !isStopWord(w) && !/^(?:you|we|they|it|anyone|nobody|no|one)$/.test(w));
  // (a passive, "Shellac discs … must never BE CLEANED with alcohol": the words before the modal name what is acted on,
  // not who acts; said of another thing than the one asked, "LPs may be cleaned with alcohol" for the 78s, it is no answer)
  const passive = passiveAct(own, stems);
  if (passive) {
    if (thing.length > 0 && !namesThing(own.slice(0, passive.at), thing)) return null;
  } else if (subject.length > 0 && ownSubject.length > 0 && !before.some((w) => namesAct(w, stems)) && !ownSubject.some((w) => subject.some((x) => stemMatches(stem(x), stem(w)) || stem(x) === stem(w) || lexicalRelations(x).direct.has(stem(w))))) return null;
  const forbidding = words.some((w) => isForbiddingWord(w)) || NEGATED_MODAL.test(own);
  const permission = words.findIndex((w) => isAllowingWord(w));
  const negated = NEGATION.test(own);
  // (a condition in the act's own phrase, "to fish WITHOUT a licence"; not one describing another act the clause
  // lists, "ploughing it out without restoring it")
  const phrase = own.split(/,/).find((c) => (c.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).some((w) => namesAct(w.toLowerCase(), stems))) ?? own;
  const conditional = CONDITION.test(phrase);
  if (forbidding || (permission >= 0 && negated)) return conditional ? 'conditional' : 'forbidden';
  // a permission word, or "may"/"can" right before the act (within three words), with no negation
  const actAt = words.findIndex((w) => namesAct(w, stems));
  const modalBefore = words.slice(Math.max(0, actAt - 3), actAt).some((w) => /^(?:may|can)$/.test(w));
  if ((permission >= 0 || modalBefore) && !negated) return conditional ? 'conditional' : 'allowed';
  return null;
}
