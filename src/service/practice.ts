// What a how-to or what-did-they-do question is answered by (used by compose.ts to weigh its candidates). "How do I
// …?", "What should I do …?" ask for what to do: the source's instructions ("Turn off the stopcock…", "Never use a
// blowtorch"), its advice ("I always…", "we recommend…", "you should…"), not a sentence that merely shares the
// topic's words (someone's story of a bad experience). "What did they do (about it)?", "Did it work?", "What
// happened?" ask what someone did and how it turned out: the doer's own account of what they did ("I bought a
// hardwire kit…", "Since then I plant the corms in mesh baskets") and its outcome ("It worked!", "Silent since"),
// read in a thread from the original poster unless the question asks about anyone, with a later post (an update)
// before earlier words of the same poster; someone else's instructions are not what they did. A doer's account
// that follows the sentence naming the problem ("…mice dug up forty corms. Since then I plant…") answers for it even
// when it repeats none of the question's words. Decisions read the sentence's structure (its opening verb, its
// person and tense), never lists of topics. Pure but for the shipped lexicon.
import { lemmaOf } from './lemmas';
import { asksForProcedure } from './steps';
import { isStopWord } from './text';
import { verbShare } from './verbs';
import type { Post } from './writer-role';

export type AskedPractice = 'advice' | 'done';

/** What a question asks of practice: what to do ('advice'), what someone did and how it went ('done'), or neither. Pure but for the lexicon. */
export function askedPractice(query: string): AskedPractice | null {
  const q = query.toLowerCase().replace(/[’‘]/g, "'");
  if (/\bwhat (?:did|has|have|had) (?!you\b)[^?.!]{1,60}?\b(?:do|done|try|tried|use|used|change|changed)\b|\bhow did (?!you\b)[^?.!]{1,40}?\b(?:fix|solve|sort|cure|stop|deal|handle|get rid|manage|beat|tackle)\b|\bdid (?:it|that|this|the \w+) (?:work|help|fix|solve|last)\b|\bwhat happened\b|\bwhat (?:was|is) the (?:outcome|result)\b|\bwhat worked\b|\b(?:how|what) did (?:it|that|things) (?:go|turn out|end)\b/.test(q)) return 'done';
  if (asksForProcedure(query)) return 'advice';
  if (/\bwhat (?:should|shall|can|could|must|do|would you recommend) (?:i|we|you|one|people)\b[^?]*\b(?:do|try|use)\b|\bwhat (?:to|can be) do(?:ne)?\b|\b(?:any|what|your) (?:tips|advice|suggestions)\b|\bhow (?:can|do|should|could) (?:i|we|you|one) (?:stop|prevent|fix|avoid|get rid|keep|deal|cure|solve|protect|save|treat)\b/.test(q)) return 'advice';
  return null;
}

/** What a sentence does for such a question. */
export type SentencePractice = 'instruction' | 'advice' | 'action' | 'outcome';

/** Words that may open an instruction before its verb ("First, turn off…", "Then warm…", "Never use…"). */
const INSTRUCTION_OPENER = /^(?:(?:first|firstly|second|secondly|then|next|finally|after that|afterwards|now|also|and|meanwhile|lastly|once done)\s*,?\s+|(?:always|never|only|just|simply|gently|carefully|don['’]t|do not|please)\s+)+/i;
/** An object's determiner or pronoun right after a verb. */
const OBJECT_DETERMINER = /^(?:the|a|an|it|them|this|these|those|your|each|every|all|both|some|any)$/i;
/** What follows an instruction's verb: its object's determiner or pronoun, or a particle before it ("Turn off the stopcock"). */
const AFTER_VERB = /^(?:the|a|an|it|them|this|that|these|those|your|each|every|all|both|some|any|one|two|no|only|off|on|up|down|out|in|away|back|over|through|around|along|with|for|to|at|from|into|onto)$/i;

/** Does a sentence tell the reader what to do: it opens (after "First,", "Then", "Never"…) with a verb in its base form before its object? Pure but for the lexicon. */
export function isInstructionSentence(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“‘(]+/, '').replace(/^(?:\d{1,2}[.)]|step \d{1,2}[:.]?)\s*/i, '');
  const rest = s.replace(INSTRUCTION_OPENER, '');
  const tokens = rest.split(/\s+/).map((t) => t.replace(/[,;:.!?]+$/, ''));
  const verb = (tokens[0] ?? '').toLowerCase();
  const next = (tokens[1] ?? '').toLowerCase();
  if (!/^\p{L}+$/u.test(verb) || /(?:ing|ed|ly)$/.test(verb) || (/[^s]s$/.test(verb) && verbShare(verb) === 0) || isStopWord(verb)) return false;
  // (a form that is another verb's past and a verb of its own, "Lay the stems…" beside "lie", opens an instruction
  // before its object: no subject stands before it)
  if (lemmaOf(verb) !== verb && !(OBJECT_DETERMINER.test(next) && verbShare(verb) > 0)) return false;
  // a word right before its object's determiner is a verb whatever it mostly is ("Warm the pipe", "Clean the base");
  // before a particle or preposition it must be mostly a verb ("Turn off the stopcock", not "Water from the tap…")
  if (OBJECT_DETERMINER.test(next)) return true;
  // (a bare object after a word used mostly as a verb: "Use bleach", "Wear gloves", "Drip wax along…")
  const bareObject = /^\p{Ll}{3,}$/u.test(tokens[1] ?? '') && !isStopWord(next) && !/(?:ly|ed)$/.test(next);
  return verbShare(verb) >= 0.5 && (AFTER_VERB.test(next) || bareObject || (/^\p{Ll}+ly$/u.test(next) && AFTER_VERB.test(tokens[2] ?? '')));
}

const ADVICE = /\b(?:I|we)\s+(?:always|usually|normally|generally|never|now|would|recommend|suggest|advise|find it best)\b|\b(?:I|we)['’]d (?:recommend|suggest|advise|always)\b|\byou(?:['’]ll)? (?:should|need to|must|have to|want to|ought to)\b|\b(?:the trick|my tip|the key|the secret) is\b|\b(?:it['’]s|it is|is) (?:best|better|wise|worth) to\b|\bmake sure (?:you|to)\b/i;
const OUTCOME = /\b(?:it|that|this)\s+(?:worked|helped|did the trick|fixed (?:it|the problem)|solved (?:it|the problem)|made no difference|didn['’]t work|did not work)\b|\b(?:silent|quiet|fine|dry|sorted|solved|fixed|no (?:leaks?|problems?|issues?|trouble))\b[^.!?]*\bsince\b|\bsince(?: then)?\b[^.!?]*\b(?:not|no|never|every|each)\b|\b(?:every|each) (?:morning|day|night|time|week) since\b|\b(?:has|have|hasn['’]t|haven['’]t) (?:not )?(?:\p{Ll}+ )?(?:\p{Ll}+ed|been|had|lost|seen) [^.!?]*\bsince\b/iu;
/** "Since then I plant…", "Now we keep…": what the doer does from then on. */
const FROM_THEN_ON = /\b(?:since then|ever since|from then on|these days|nowadays|now)\s*,?\s+(?:I|we)\s+(?:\p{Ll}+ly\s+|also\s+|always\s+)?\p{Ll}+/iu;

/** Is a sentence the writer's own account of something they did: "I" or "we" with a past verb ("I bought…", "we switched…", "I've now wrapped…"), or what they have done since ("Since then I plant…")? Pure but for the lexicon. */
export function tellsOwnAction(sentence: string): boolean {
  if (FROM_THEN_ON.test(sentence)) return true;
  for (const m of sentence.matchAll(/\b(?:I|we|We)(?:['’]ve)?\s+(?:(?:then|also|just|finally|eventually|now|first|quickly|simply|had|have)\s+)*(\p{Ll}+)/gu)) {
    const verb = m[1] ?? '';
    if (/^(?:think|thought|guess|guessed|hope|hoped|wish|wished|wonder|wondered|know|knew|was|were|am|are|feel|felt|need|needed|want|wanted|get|got|assumed|believed|expected|suspected|noticed|realised|realized|worried|feared|seemed|used)$/.test(verb)) continue;
    // a form in -ed after "I" is its past whatever the word mostly is ("I oiled", "I planed", "I lagged")
    if (/^\p{Ll}{2,}ed$/u.test(verb)) return true;
    // an irregular past ("bought", "put", "took", "set"): a form whose lemma is another word, or the same form in the past tense
    if (lemmaOf(verb) !== verb && verbShare(lemmaOf(verb)) > 0) return true;
  }
  return false;
}

/** What a sentence does for a practice question: an instruction, advice, the writer's own action, its outcome, or nothing. Pure but for the lexicon. */
export function sentencePractice(sentence: string): SentencePractice | null {
  if (/\?["”’)]*\s*$/.test(sentence.trim())) return null;
  if (OUTCOME.test(sentence)) return 'outcome';
  if (tellsOwnAction(sentence)) return 'action';
  if (isInstructionSentence(sentence)) return 'instruction';
  if (ADVICE.test(sentence)) return 'advice';
  return null;
}

/** Does a done-question ask about anyone in the thread ("Did anyone try…", "Has someone…"), not the one who asked? Pure. */
export function asksAboutAnyone(query: string): boolean {
  return /\b(?:anyone|anybody|someone|somebody|others?|other (?:posters?|people|users|members)|another poster|the repl(?:y|ies))\b/i.test(query);
}

/** Does a question name the one whose account it asks for: the original poster (OP), a poster by name, the blogger or writer? Pure. */
export function namesDoer(query: string, posters: string[]): boolean {
  if (/\b(?:original poster|OP|(?:the|that) poster|the (?:person|user|member) who (?:asked|posted|started)|blogger|writer)\b/.test(query)) return true;
  return posters.some((p) => p.length >= 3 && query.toLowerCase().includes(p.toLowerCase()));
}

/** What practiceWeights needs of a unit. */
export interface PracticeUnit {
  documentId: string;
  sentences: string[];
  score: number;
  order: number;
  /** Its passage's and its own place (compose.ts): the sentence before it in its passage has place - 1. */
  place?: number;
  /** A list item or a table row (a list's steps are made whole by steps.ts, not weighed here). */
  line?: 'item' | 'row';
}

/** Does a done-question ask what was done about a problem ("What did she do about the mice?", "How did he fix it?"): the response to it? Pure. */
export function asksRemedy(query: string): boolean {
  return /\b(?:do|did|done|try|tried)\s+(?:about|against)\b|\bhow did [^?]*\b(?:fix|solve|stop|prevent|deal with|get rid of|cure|tackle|sort)\b/i.test(query);
}

/**
 * Weighs the candidates of a practice question in place: for 'advice', where no list of steps is on the topic (steps.ts answers with it), instructions and advice count more (×1.5) when
 * some candidate on the topic gives them, and a story of what someone did counts less (×0.7); for 'done', the doer's
 * own actions and outcomes count more (×1.8, a later post of the same poster ×1.2 again; asked what was done about a problem, the account responding to it
 * ×2.9 and the doer's other accounts ×1.2), others' instructions less
 * (×0.6), and a doer's action or outcome right after a candidate on the topic (the sentence naming the problem, or
 * the action before an outcome) is scored as that candidate is, when its own words name none of the question's.
 * `postsOf` gives a document's posts (a thread), else []. Pure but for the lexicon.
 */
export function practiceWeights<T extends PracticeUnit>(units: T[], query: string, postsOf: (documentId: string) => Post[]): void {
  const asked = askedPractice(query);
  if (!asked) return;
  const own = (u: T): string => u.sentences.at(-1) ?? '';
  const role = new Map(units.map((u) => [u, sentencePractice(own(u))]));
  const postOf = (u: T): { index: number; post: Post } | null => {
    const posts = postsOf(u.documentId);
    const index = posts.findIndex((p) => p.text.includes(own(u)));
    const post = posts[index];
    return post ? { index, post } : null;
  };
  if (asked === 'advice') {
    // (where a list of steps is on the topic, steps.ts answers with it whole; nothing is weighed against it)
    if (units.some((u) => u.score > 0 && u.line === 'item')) return;
    if (!units.some((u) => u.score > 0 && (role.get(u) === 'instruction' || role.get(u) === 'advice'))) return;
    for (const u of units) {
      if (u.score <= 0) continue;
      const r = role.get(u);
      if (r === 'instruction' || r === 'advice') u.score *= 1.5;
      else if (r === 'action' && postOf(u)?.post.original === false) u.score *= 0.7;
    }
    return;
  }
  const anyone = asksAboutAnyone(query);
  // a question that names the doer and nothing else ("What did the original poster do?", a poster's name), which no
  // sentence shares a word with, asks for their accounts: each of them is a candidate
  const named = namesDoer(query, [...new Set(units.flatMap((u) => postsOf(u.documentId).map((p) => p.writer)))]);
  const floor = units.some((u) => u.score > 0) ? 0 : 1;
  const doer = (u: T): boolean => {
    const at = postOf(u);
    return !at || anyone || at.post.original === true;
  };
  const place = (u: T): string => `${u.documentId}#${u.place ?? u.order}`;
  const byPlace = new Map(units.map((u) => [place(u), u]));
  const before = new Map(units.map((u) => [u, u.score]));
  const remedy = asksRemedy(query);
  for (const u of units) {
    const r = role.get(u);
    const mine = (r === 'action' || r === 'outcome') && doer(u);
    // the doer's account right after a sentence on the topic in its paragraph answers for it (it may repeat none of
    // the question's words); after a sentence that is no account itself (the problem), it is the response asked for
    const previous = byPlace.get(`${u.documentId}#${(u.place ?? u.order) - 1}`);
    const carried = mine && previous && (before.get(previous) ?? 0) > 0 ? (before.get(previous) ?? 0) : mine && named ? floor : 0;
    const later = (postOf(u)?.index ?? 0) > 0;
    // (asked what was done about a problem: the account that responds to it, after the problem in its paragraph or in
    // a later post, is the answer; another account of the doer's, the rest of their story, counts less)
    const responds = (carried > 0 && previous !== undefined && role.get(previous) !== 'action' && role.get(previous) !== 'outcome') || later;
    const weight = remedy ? (responds ? 1.8 * 1.6 : 1.2) : 1.8;
    if (mine) {
      u.score = Math.max(u.score, carried) * weight * (later ? 1.2 : 1);
    } else if (u.score > 0 && r === 'instruction' && postOf(u) !== null && !doer(u)) u.score *= 0.6;
  }
  // what they did comes before how it turned out: an outcome right after the doer's account never outranks it
  for (const u of units) {
    const previous = byPlace.get(`${u.documentId}#${(u.place ?? u.order) - 1}`);
    if (role.get(u) === 'outcome' && previous && role.get(previous) === 'action' && doer(previous) && previous.score > 0 && u.score >= previous.score) u.score = previous.score * 0.95;
  }
}

/**
 * For a question asking what to do, when the source gives no list: the run of instructions told one after another in
 * a paragraph ("First, turn off the stopcock… Open the tap… Then warm the pipe… Never use a blowtorch…"), whole and in
 * its order, when a chosen unit (the best-scored instruction chosen) is one of them: two or more consecutive sentences
 * of one passage that each tell the reader what to do. [] otherwise. Pure but for the lexicon.
 */
export function instructionRun<T extends PracticeUnit>(chosen: T[], units: T[]): T[] {
  // (a unit's own sentence is its last: "Then warm the pipe…" comes with the step before it as its referent)
  const instruction = (u: T): boolean => isInstructionSentence(u.sentences.at(-1) ?? '');
  const seed = [...chosen].filter(instruction).sort((a, b) => b.score - a.score)[0];
  if (!seed || seed.place === undefined) return [];
  const passage = Math.floor(seed.place / 10_000);
  const same = units.filter((u) => u.documentId === seed.documentId && u.place !== undefined && Math.floor(u.place / 10_000) === passage);
  const at = new Map(same.map((u) => [u.place as number, u]));
  let start = seed.place;
  while (at.get(start - 1) && instruction(at.get(start - 1) as T)) start -= 1;
  let end = seed.place;
  while (at.get(end + 1) && instruction(at.get(end + 1) as T)) end += 1;
  if (end === start) return [];
  // each sentence said once, where it first comes (a step brought in as the next one's referent is not said again)
  const said = new Set<string>();
  const run: T[] = [];
  for (let p = start; p <= end; p += 1) {
    const unit = at.get(p) as T;
    const fresh = unit.sentences.filter((x) => !said.has(x));
    for (const x of fresh) said.add(x);
    if (fresh.length > 0) run.push(fresh.length === unit.sentences.length ? unit : { ...unit, sentences: fresh });
  }
  return run;
}
