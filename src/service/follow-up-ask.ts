// What a follow-up asks, and which sentence of the job's sources gives it (chat.ts). A follow-up is a question
// of its own: "How come the hawks work where the gas cannons failed?" asks a reason, "How is a fire's position
// worked out when two lookouts see it?" a manner, "Who is doing the repairs?" an agent, "This season was a
// short one, wasn't it? By how much?" a difference. The ask is read from the question's structure (its
// question word and frame, idioms such as "how come", "what made", "what … for", a statement before an elliptic
// "By how much?"), through Markdown decoration and a frame of asking. A sentence answers it when it GIVES that
// ask (a reason clause, a consequence or a contrast; a means; a person or body; two amounts compared) ABOUT
// the thing asked (the follow-up's own nouns, in it or in the sentence it continues), ranked by the follow-up's
// own words weighted by how few sentences share them (WordNet synonyms, kin and, for a manner word, its
// antonym count), with the research question's words only as context: a sentence that merely repeats the
// research answer's words is no answer to a new ask. Pure but for the shipped lexicon.
import { amountIn, statesAmount, type Dimension } from './amounts';
import { conceptsOf, stemMatches, type Concept } from './concepts';
import { antonymStems, isLightWord, isModifierWord, isPersonNoun, lexicalRelations } from './lexicon';
import { passiveAgent } from './passive-agent';
import { peopleIn } from './people';
import { lemmaOf } from './lemmas';
import { reasonWithoutCue, statesReason } from './reasons';
import { hasDanglingOpener, hasFiniteVerb } from './compose';
import { isFragment } from './fragments';
import { isContactLine, isMetaSentence } from './meta-lines';
import { isProcedureQuestion, plainQuestion } from './steps';
import { isStopWord, stem, words } from './text';
import { verbShareOfForm } from './verbs';
import { givesReasonFor } from './why-lead';

export type Ask = 'reason' | 'manner' | 'agent' | 'difference';

/** The question sentences of a message (ending in "?"), else the whole message; a tag question ("…, wasn't it?") is a statement. */
function questionSentences(message: string): { questions: string[]; statements: string[] } {
  const parts = message.match(/[^.?!]+[.?!]*/g)?.map((p) => p.trim()).filter(Boolean) ?? [];
  const tag = /,\s*(?:is|isn't|was|wasn't|are|aren't|were|weren't|do|don't|does|doesn't|did|didn't|has|hasn't|have|haven't|can|can't|will|won't|would|wouldn't)\s+(?:it|they|he|she|there|that|this|we|you|i)\s*\?$/i;
  const questions = parts.filter((p) => p.endsWith('?') && !tag.test(p));
  return { questions: questions.length > 0 ? questions : [message.trim()], statements: parts.filter((p) => !questions.includes(p)) };
}

const AUX = '(?:do|does|did|is|are|was|were|can|could|will|would|should|must|has|have|had|may|might)';

/**
 * What a follow-up asks: a reason ("Why …", "How come …", "What made …", "What are the bands … for?"), a
 * difference ("By how much?", "How much longer …", "What is the difference in price …"; not "the difference between"
 * two things, which asks what sets them apart: their own defining sentences, as the composition reads it), an agent ("Who …", "By whom
 * …", "Which company …"), a manner ("How is … worked out", "In what way …"); null for another ask (an amount,
 * a date, yes or no, an instruction). Read from the last question of the message, through decoration and a
 * frame of asking. Pure.
 */
export function askOf(message: string): Ask | null {
  const { questions } = questionSentences(message);
  const q = plainQuestion(questions.at(-1) ?? '').replace(/[?.!\s]+$/, '').replace(/\s+(?:actually|then|exactly|really|again|please)$/, '');
  // a how-to is answered by the source's steps (steps.ts, in compose)
  if (q === '' || isProcedureQuestion(q)) return null;
  if (/^(?:and |so |but )?by how (?:much|many|far|long)\b/.test(q)) return 'difference';
  if (/\bhow (?:much|many|far) (?:more|less|fewer|longer|shorter|bigger|smaller|higher|lower|earlier|later|faster|slower|\p{Ll}{3,}er)\b/u.test(q)) return 'difference';
  if (/\bwhat(?:'s| is| was| are| were)? the (?:difference|gap)\b(?! between)/.test(q) || /\bhow (?:big|large|wide) (?:a |was the |is the |is |was )?(?:gap|difference)\b/.test(q)) return 'difference';
  if (/^(?:why|how come)\b/.test(q)) return 'reason';
  if (/^what (?:made|makes|caused|causes|led to|leads to|lies behind|lay behind|is behind|was behind|drove|drives|prompted|prompts|forced|forces|explains|explained|triggered|triggers)\b/.test(q)) return 'reason';
  if (/^(?:what|which)(?:'s| is| was| are| were)? the (?:reason|cause|point|purpose|idea|thinking|logic)\b/.test(q) || /^for what (?:reason|purpose)\b/.test(q)) return 'reason';
  // "What are the grease bands round the trunks for?": a purpose
  if (new RegExp(`^what ${AUX} .{3,80}? for$`).test(q) || /\bwhat for$/.test(q)) return 'reason';
  if (/^(?:who|whom|whose)\b/.test(q) || /^by whom\b/.test(q)) return 'agent';
  if (/^(?:which|what) (?:person|people|body|bodies|organi[sz]ations?|company|companies|firm|firms|group|team|agency|council|department|authority|contractor|charity|trust)\b/.test(q)) return 'agent';
  if (/^in what (?:way|manner)\b/.test(q) || /^by what (?:means|method|process)\b/.test(q) || /^what (?:method|means|process)\b/.test(q)) return 'manner';
  if (new RegExp(`^how ${AUX}\\b`).test(q)) return 'manner';
  return null;
}

/**
 * The two sides a follow-up sets against each other ("How come the hawks work | where the gas cannons failed?",
 * "… in July | instead of in winter", "unlike …", "rather than …"): the words before the contrast and from it on;
 * null when it sets none. Pure.
 */
export function contrastSides(message: string): [string, string] | null {
  const plain = plainQuestion(message);
  const m = /\b(?:where|whereas|while|when) (?:the |a |an |its |their )?[\p{L}-]+(?: [\p{L}-]+){0,3} (?:failed|didn't|did not|don't|do not|couldn't|could not|can't|cannot|never)\b|\b(?:rather than|instead of|unlike|compared (?:with|to)|but not)\b/iu.exec(plain);
  return m ? [plain.slice(0, m.index), plain.slice(m.index)] : null;
}

/** A sentence of the job's sources, with the one before it in its document and its section's heading. */
export interface AskCandidate {
  text: string;
  before: string;
  heading: string;
  /** Its document, to keep the sentence before within it. */
  documentId: string;
}

const CONSEQUENCE = /\b(?:can|could|would|will|may|might)\s+(?:\p{Ll}+ly\s+|also\s+|then\s+|easily\s+)?(?:break|crack|fail|burst|collapse|split|fall|sink|spoil|rot|die|damage|destroy|kill|harm|stop|block|spread|flood|freeze|melt|tear|snap|give way|blow|overturn|crush|bend|warp|rust|leak|ruin)\w*\b/iu;
/** A heading that announces a reason ("Why the old survey was wrong", "Reasons for the delay"). */
const REASON_HEADING = /^(?:\W*\d+[.)]?\s*)?(?:why\b|reasons?\b|the reasons?\b|what (?:caused|went wrong)\b)|\bbecause\b/i;
const CONTRAST = /\b(?:never|unlike|whereas|no longer|not|n['’]t|instead|but|while)\b/iu;
/** A means: "by heating …", "with a …", "using …", a "when …, …" or "where …" clause. */
const MEANS = /\bby (?:\p{Ll}+ing|the|a|an|its|their)\b|\busing\b|\bwith (?:a|an|the|two|both)\b|\bthrough\b|\bwhere (?:they|it|the)\b|(?:^|,\s*)when\b[^,]{3,},/iu;
/** A comparison of amounts: "against an average of 68", "than last year", "up from", "compared with". */
const COMPARED = /\b(?:than|against|compared (?:with|to)|up from|down from|average|from [^,;]{1,20} to|longest|shortest|lowest|highest|twice|half)\b/i;

/** A credit or issue line: "Report compiled by …", "Issued by the Winter Road Office, 3 March 2026". */
const CREDIT = /^(?:(?!(?:is|was|are|were|be|been|being|has|have|had)\s)[\p{L}\d.,:'’-]+\s+){0,8}?(?:compiled|written|issued|published|prepared|edited|photographed|illustrated)\s+by\b/iu;
const PREPOSITION = /^(?:on|in|at|from|near|into|onto|across|under|over|through|along|about|beside|between|behind|past|via|off|around|inside|outside)$/i;


/**
 * Who a sentence says does something, 0 to 1: 1 for a passive's agent ("carried out by Severn Heritage Masonry",
 * "taken by the orchard's tree warden"), 0.6 for a person named or a person noun (WordNet) the question does not
 * use, not inside a place phrase ("on the Teme Navigation"); 0 otherwise. Pure but for the shipped lexicon.
 */
export function agentGiven(text: string, askedStems: Set<string>): number {
  const tokens = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => m[0]);
  const fresh = (w: string): boolean => !askedStems.has(stem(w.toLowerCase()));
  const personal = (w: string, i: number): boolean => fresh(w) && ((i > 0 && /^\p{Lu}/u.test(w)) || (w.length >= 4 && isPersonNoun(w.toLowerCase())));
  // (a body a passive names, "built by the state railway company": passive-agent.ts)
  const agent = passiveAgent(text);
  if (agent !== null && words(agent).some(fresh)) return 1;
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]?.toLowerCase() !== 'by') continue;
    if (tokens.slice(i + 1, i + 6).some((w, k) => personal(w, i + 1 + k))) return 1;
  }
  const named = peopleIn(text).filter((name) => {
    const at = text.indexOf(name);
    const before = /([\p{L}]+)\s+(?:the\s+)?$/u.exec(text.slice(0, at))?.[1] ?? '';
    return !PREPOSITION.test(before) && name.split(/\s+/).some(fresh);
  });
  if (named.length > 0) return 0.6;
  return tokens.some((w, i) => w.length >= 4 && fresh(w) && isPersonNoun(w.toLowerCase()) && !PREPOSITION.test(tokens[i - 1] ?? '') && !PREPOSITION.test(tokens[i - 2] ?? '')) ? 0.6 : 0;
}

/** How well a sentence gives an ask, 0 to 1 (a reason against another case: contrastSides, in askRanked). Pure but for the shipped lexicon. */
export function givesAsk(text: string, ask: Ask, askedWords: string[], askedStems: Set<string>, heading = ''): number {
  if (ask === 'reason') {
    if (givesReasonFor(text, askedWords) || statesReason(text)) return 1;
    const uncued = reasonWithoutCue(text);
    if (uncued > 0) return uncued;
    if (REASON_HEADING.test(heading.split('\n').at(-1)?.trim() ?? '')) return 0.9;
    return CONSEQUENCE.test(text) ? 0.6 : 0;
  }
  if (ask === 'manner') return MEANS.test(text) ? 1 : 0.4;
  if (ask === 'agent') return agentGiven(text, askedStems);
  // a difference: two amounts of one kind, or an amount compared
  const amounts = (['time', 'count', 'money', 'length', 'mass', 'percent', 'temperature'] as Dimension[]).filter((d) => statesAmount(text, [d]));
  const numbers = text.match(/\d[\d,.]*/g) ?? [];
  if (amounts.length > 0 && (numbers.length >= 2 || COMPARED.test(text))) return 1;
  return amounts.length > 0 || amountIn(text, 'count') !== null ? 0.25 : 0;
}

/** Words of a question that frame the ask, not what it is about. */
const FRAME = /^(?:come|reason|reasons|cause|causes|purpose|point|way|ways|means|method|difference|gap|much|many|happen|happens|happened|say|tell|know|wonder|wondering|gather)$/;

interface Weighted {
  concept: Concept;
  weight: number;
  /** A noun: the thing asked about, which a sentence (or the one it continues) must name. */
  thing: boolean;
  says: (word: string) => number;
}

/** A test of how a word says a concept: 1 its stem or a synonym, 0.7 a kind one level up or down WordNet, 0.7 a manner word's antonym ("fast" for slowly). */
function sayer(concept: Concept): (word: string) => number {
  const lemma = lemmaOf(concept.term.toLowerCase());
  const relations = lexicalRelations(lemma);
  const base = concept.term.toLowerCase().replace(/ly$/, '');
  const opposite = isModifierWord(concept.term) || isModifierWord(base) ? new Set([...antonymStems(concept.term), ...antonymStems(base)]) : new Set<string>();
  return (word: string): number => {
    const s = stem(word.toLowerCase());
    if (s === concept.stem || stemMatches(concept.stem, s) || relations.direct.has(s)) return 1;
    if (relations.kin.has(s) || opposite.has(s)) return 0.7;
    return 0;
  };
}

const VERB_BEFORE = /^(?:can|could|will|would|shall|should|may|might|must|to|do|does|did|don't|doesn't|didn't|can't|cannot|won't)$/;
const PARTICLE = /^(?:through|out|off|up|down|along|back|away|across|over|into|onto|round|around|about|apart)$/;
const DETERMINER = /^(?:the|a|an|its|their|this|that|these|those|his|her|my|your|our|each|every|some|any|two|three|both)$/;

/**
 * Does a word of a question name a thing (a noun, not an act or a manner): a word after a determiner ("the
 * repairs", "a fire's position" within two words of it); not a word in a verb's place (after a modal, an
 * auxiliary or "to", or before a particle: "can go through"); else one that is neither a modifier nor mostly a
 * verb in WordNet ("tree" in "whether a tree is cut down"; not "cut", "loaded", "slowly"). Pure but for the shipped lexicon.
 */
export function namesThing(term: string, tokens: string[]): boolean {
  const lower = term.toLowerCase();
  const at = tokens.indexOf(lower);
  if (at > 0 && (DETERMINER.test(tokens[at - 1] ?? '') || (at > 1 && DETERMINER.test(tokens[at - 2] ?? '') && !isModifierWord(lower)))) return true;
  // a verb by its place: after a modal, an auxiliary or "to", or before a particle ("can go through", "crawl along")
  if (at > 0 && (VERB_BEFORE.test(tokens[at - 1] ?? '') || PARTICLE.test(tokens[at + 1] ?? ''))) return false;
  return !isModifierWord(lower) && verbShareOfForm(lower) < 0.5 && !/(?:ly|ing|ed)$/.test(lower);
}

const NUMBER = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|both|half)$/;

/** Does a text say two stems side by side? */
function hasPhrase(text: string, pair: string[]): boolean {
  const own = words(text).map((w) => stem(w.toLowerCase()));
  return own.some((w, i) => w === pair[0] && own[i + 1] === pair[1]);
}

/** The best a text says a weighted concept (0 when not at all). */
function said(w: Weighted, text: string): number {
  let best = 0;
  for (const word of words(text)) best = Math.max(best, w.says(word));
  return best;
}

export interface AskRanked<T> {
  candidate: T;
  /** The sentence before it, when the reply should carry it (it states what the candidate explains, or the candidate is a fragment). */
  lead: T | null;
  score: number;
  gives: number;
}

/**
 * The sentences of the job's sources that give a follow-up's ask about the thing asked, best first: scored by the
 * follow-up's own words each names (weighted by how few candidates name them; the research question's words at a
 * quarter), the sentence before it at 0.8 in its section (a reason follows what it explains) or half across a
 * heading, its heading at a third, times how well it gives the ask. Only
 * sentences that give the ask and name (or continue a sentence naming) the thing asked; none when the follow-up
 * has no ask of these kinds or no own words. With them, how well any sentence gives the ask (after the sentence
 * before it, under its heading), for the reply another path chose. Pure but for the shipped lexicon.
 */
export function askRanked<T extends AskCandidate>(message: string, researchQuery: string, candidates: T[]): { ranked: AskRanked<T>[]; givenBy: (text: string, before: string, heading: string) => number } {
  const none = { ranked: [], givenBy: (): number => 0 };
  const ask = askOf(message);
  if (!ask || candidates.length === 0) return none;
  const plain = plainQuestion(message).replace(/^how come\b/, 'why');
  // (a light verb, "worked out", "get", names no act of its own)
  const concepts = conceptsOf(plain, { dropInstructionWords: true }).filter((c) => !c.soft && !FRAME.test(c.term.toLowerCase()) && !(verbShareOfForm(c.term) >= 0.5 && isLightWord(c.term)));
  if (concepts.length === 0) return none;
  const research = new Set(conceptsOf(researchQuery, { dropInstructionWords: true }).map((c) => c.stem));
  const n = candidates.length;
  const tokens = words(plain).map((w) => w.toLowerCase());
  const weighted: Weighted[] = concepts.map((concept) => {
    const says = sayer(concept);
    const w: Weighted = { concept, weight: 0, thing: namesThing(concept.term, tokens), says };
    const df = candidates.filter((c) => said(w, c.text) > 0).length;
    const rarity = df === 0 ? 0 : Math.log((n + 1) / df);
    const shared = [...research].some((r) => r === concept.stem || stemMatches(concept.stem, r) || stemMatches(r, concept.stem));
    return { ...w, weight: rarity * (shared ? 0.25 : 1) };
  });
  const things = weighted.filter((w) => w.thing && w.weight > 0);
  const own = weighted.filter((w) => w.weight > 0);
  if (own.length === 0) return none;
  // two words side by side in the follow-up, neither a function word (a number may be one: "two lookouts"), and
  // not both the research question's: weighted by how few candidates say them side by side
  const spelled = words(plain).map((w) => w.toLowerCase());
  const content = (w: string): boolean => NUMBER.test(w) || !isStopWord(w);
  const phrases = spelled.slice(1).map((w, i) => [spelled[i] ?? '', w]).filter(([a, b]) => a && b && content(a) && content(b)).map((pair) => pair.map(stem)).filter(([a, b]) => !(research.has(a ?? '') && research.has(b ?? ''))).map((pair) => {
    const df = candidates.filter((c) => hasPhrase(c.text, pair)).length;
    return { stems: pair, weight: df === 0 ? 0 : Math.log((n + 1) / df) };
  });
  const askedWords = concepts.map((c) => c.term);
  const askedStems = new Set(words(plain).map((w) => stem(w)));
  // a reason asked against another case ("where the gas cannons failed"): given by what sets the two sides apart
  const sides = ask === 'reason' ? contrastSides(message) : null;
  const sideOf = (side: string): Weighted[] => own.filter((w) => words(side).some((x) => x.toLowerCase() === w.concept.term.toLowerCase()));
  const [sideA, sideB] = sides ? [sideOf(sides[0]), sideOf(sides[1])] : [[], []];
  const givenBy = (text: string, before: string, heading: string): number => {
    const window = words(text).length < 6 ? `${before} ${text}` : text;
    const stated = givesAsk(window, ask, askedWords, askedStems, heading);
    if (!sides || sideA.length === 0 || sideB.length === 0) return stated;
    const setsApart = CONTRAST.test(`${before} ${text}`) && [sideA, sideB].every((side) => side.some((w) => said(w, `${before} ${text}`) > 0));
    return setsApart ? 1 : 0.2 * stated;
  };
  const out: AskRanked<T>[] = [];
  candidates.forEach((c, i) => {
    const prev = i > 0 && candidates[i - 1]?.documentId === c.documentId ? (candidates[i - 1] as T) : null;
    const before = prev?.text ?? '';
    // a reason follows the statement it explains in its section: the sentence before weighs more there
    const continues = prev && prev.heading === c.heading ? 0.8 : 0.5;
    const fragment = words(c.text).length < 6;
    // a credit line, a contact line, a line about the document or a verbless line answers nothing (a short one
    // read with the sentence it completes may: "A cannon they learn to ignore in a fortnight. A falcon, never.")
    const clause = (t: string): boolean => hasFiniteVerb(t) || !isFragment(t);
    const says = (t: string): boolean => (t.match(/\p{L}{2,}/gu) ?? []).length >= 2 && !isContactLine(t) && !isMetaSentence(t) && !CREDIT.test(t);
    if (!says(c.text) || (!clause(c.text) && !(fragment && says(before) && clause(before)))) return;
    const gives = givenBy(c.text, before, c.heading);
    if (gives === 0) return;
    // about the thing asked: it names one of the follow-up's nouns the sources use, or continues a sentence that does
    if (things.length > 0 && !things.some((w) => said(w, c.text) > 0 || said(w, before) > 0)) return;
    let inText = 0;
    let beside = 0;
    for (const w of own) {
      const here = said(w, c.text);
      const there = Math.max(continues * said(w, before), 0.33 * said(w, c.heading));
      inText += w.weight * here;
      beside += w.weight * Math.max(0, there - here);
    }
    // a phrase of the follow-up said as it is ("when two lookouts …"): its rarity, whatever its words' own
    for (const p of phrases) if (p.weight > 0 && hasPhrase(c.text, p.stems)) inText += p.weight;
    if (inText + beside === 0) return;
    const score = (inText + beside) * gives;
    // the sentence before is carried when it names more of the follow-up than the candidate, or the candidate is a fragment
    // (a reason's statement of what it explains; not for an agent or an amount, which the candidate itself gives)
    const beforeScore = prev ? own.reduce((sum, w) => sum + w.weight * said(w, prev.text), 0) : 0;
    // (and whatever opens on a word pointing back at it: "They were freed with hydraulic jacks …")
    out.push({ candidate: c, lead: prev && (fragment || hasDanglingOpener(c.text) || (ask === 'reason' && beforeScore > inText)) ? prev : null, score, gives });
  });
  return { ranked: out.sort((a, b) => b.score - a.score), givenBy };
}
