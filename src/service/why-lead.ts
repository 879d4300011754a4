// The lead of a why-question (used by compose.ts after chooseLead): the point that gives a reason FOR
// WHAT WAS ASKED, not a related point with a causal word in it. "Why does the water board add phosphate?"
// is not answered by "Because the catchment has no limestone, the water is soft" (a reason for something
// else, naming none of the question's distinctive words) but by "…dosed the supply with orthophosphate,
// which builds up a protective layer…". A reason is a cause stated outright, a purpose, a consequence
// that follows from the act asked about ("Freezing kills the larvae…", "…made that impossible"), or
// someone's reported words that themselves state one (a reported fact alone is no reason). What a
// point is about is weighed by how few of the candidates name each of the question's words (the rarest
// words are what the question asks about, the common ones its setting), the subject's words at half. Pure.
import { endsSubject } from './antecedent';
import { reasonWithoutCue, statesReason } from './reasons';
import { aboutTheText } from './self-reference';
import { isStopWord } from './text';
import { verbShare } from './verbs';
import { lemmaOf } from './lemmas';
import { isGeneralWord, isLightWord } from './lexicon';
import { causesAskedEffect } from './asked-effect';

/** A cause, a purpose or a consequence stated outright, beyond the engine's usual cues (compose.ts STRONG_CUES). */
const CAUSE =
  /\b(?:(?:collapse|decline|loss|losses|drop|fall|rise|outbreak|closure|failure|die-off|dieback|crash|shortage|surge|spike|slump|flooding|fire)s?\s+(?:that\s+)?(?:followed|came after)\s+(?:a|an|the|two|three|several|years?|months?|weeks?)\b|because|now that|(?:would|will) mean|means? (?:that\b|\p{Ll}+ing\b)|caused(?: \w+)? by|due to|owing to|thanks to|leads? to|led to|results? in|the reason|so that|in order to|so as to|(?:to|which|that) (?:prevent|stop|avoid|protect|keep|draw out|remove|reduce|kill|limit|cut)s?\b|otherwise|(?:makes?|made|making) (?:[\p{L}'’-]+ ){0,3}(?:impossible|possible|necessary|unsafe|safe|difficult|easier|harder)|too [\p{L}-]+ (?:for|to)\b|\b(?:gives?|gave|giving|lends?|lent) (?:[\p{L}'’-]+ ){1,4}(?:its|their|his|her) |, so\b|which means|that is why|this is why)/iu;
/**
 * The cause named as such, the noun of the slot a why-question asks ("The main CAUSE IS thought to be the loss of nest
 * sites", "One likely REASON WAS the heat"), or a clause said to follow from the sentence before it by a connective of
 * result opening it (the Penn Discourse Treebank's explicit Contingency.Cause.Result connectives: "…delivery of the new
 * kiln has been delayed. AS A RESULT, the studio will not close in February"): a cause stated outright (not one said to
 * be unknown: "The cause is still unclear").
 */
const NAMED_CAUSE = /\b(?:causes?|reasons?|explanations?)\s+(?:of\s+[^.;:]{1,40}?\s+|for\s+[^.;:]{1,40}?\s+)?(?:is|are|was|were|seems?\s+to\s+be|appears?\s+to\s+be|(?:is|are|was|were)\s+(?:thought|believed|said|likely|probably)\s+to\s+be)\b(?!\s+(?:not\b|never\b|still\b|unknown|unclear|uncertain|disputed|a\s+mystery))|(?:^|[.;!?]\s+)(?:as a (?:result|consequence)|consequently|accordingly|therefore|hence|thus|for (?:this|that) reason|because of (?:this|that))\b/iu;
/** A purpose infinitive after a comma or a duration: "…, changed regularly, to draw out the chlorides". */
const PURPOSE_INFINITIVE = /(?:,|\b(?:years?|months?|weeks?|days?|hours?|minutes?))\s+(?:in order\s+)?to\s+\p{Ll}{3,}\s+(?:out\s+|off\s+|up\s+|away\s+)?(?:the|a|an|its|their|any|all|every)\b/iu;
/** "Freezing kills…", "Dosing the supply keeps…": an act named as the subject, and what it does. */
const ACT_DOES = /(?:^|[.;:]\s+)(\p{Lu}\p{Ll}+ing)\s+(?:the\s+\p{Ll}+\s+)?(\p{Ll}+s)\b/u;

/** What doing something would bring about: "a new tile would never match the old glaze", "any dye we added would fade differently". */
const COUNTERFACTUAL = /\bwould(?:n['’]t)?\s+(?:never\s+|not\s+|only\s+|also\s+|just\s+|soon\s+)?(?:have\s+)?\p{Ll}{3,}/u;

/**
 * Does a why-question ask why something was NOT done ("Why didn't the conservators restore…?", "Why
 * was the fence not repaired?")? Its reason may be what doing it would have brought about. Pure.
 */
export function asksWhyNot(query: string): boolean {
  return /^\s*why\s+\p{L}+n['’]t\b/iu.test(query) || /^\s*why\s+(?:do|does|did|is|are|was|were|has|have|had|can|could|would|will|should|must)\s+(?:[\p{L}'’-]+\s+){0,6}?not\b/iu.test(query);
}

/** A cause, a purpose or a consequence in a text's own words: a cue, a cause named as such, a purpose infinitive. */
function causeCued(text: string): boolean {
  return CAUSE.test(text) || NAMED_CAUSE.test(text) || PURPOSE_INFINITIVE.test(text);
}

/** Does a text state a cause, a purpose or a consequence outright ("because", "due to", "in order to", ", so")? Pure. */
export function statesCause(text: string): boolean {
  return !aboutTheText(text) && causeCued(text);
}

/**
 * Does a text give a reason of its own (not merely report one)? `askedWords` are the question's content words;
 * `whyNot`: the question asks why something was not done, and what doing it would bring about is a reason. Pure.
 */
export function givesReasonFor(text: string, askedWords: string[], whyNot = false): boolean {
  // the writer's purpose in writing ("I am writing … to explain the decision") is no reason for what is asked
  if (aboutTheText(text)) return false;
  if (whyNot && COUNTERFACTUAL.test(text)) return true;
  if (causeCued(text)) return true;
  // an act that brings the asked effect about on the asked thing: "a disease … killed most of the sea stars" for "Why
  // did the sea stars die?" (asked-effect.ts; the thing is the question's last word before its verb)
  const verbAt = askedWords.findIndex((w, i) => i > 0 && verbShare(w.toLowerCase()) >= 0.5);
  if (verbAt > 0 && causesAskedEffect(text, askedWords.slice(0, verbAt), askedWords.slice(verbAt).filter((w) => verbShare(w.toLowerCase()) >= 0.5))) return true;
  // what a thing does, in a clause added after it: "…with orthophosphate, which builds up a layer…"
  // (a verb with an object: "which opens in April" says when, not what it does)
  for (const m of text.matchAll(/,\s+which\s+(\p{Ll}+?)(?:es|s)\s+(?:(?:up|out|down|off|back)\s+)?(\p{Ll}+)/gu)) {
    if (ENDS_CORE.test(m[2] ?? '')) continue;
    if (verbShare(m[1] ?? '') >= 0.5 || verbShare(`${m[1] ?? ''}e`) >= 0.5) return true;
  }
  // an act the question names, as the subject of what it does ("Freezing kills…" for "put in a freezer")
  for (const m of text.matchAll(new RegExp(ACT_DOES.source, 'gu'))) {
    const act = (m[1] ?? '').toLowerCase().replace(/ing$/, '');
    if (act.length >= 4 && askedWords.some((w) => w.toLowerCase().startsWith(act.slice(0, Math.max(4, act.length - 1))))) return true;
  }
  return false;
}

const WHY_AUX = /^\s*why\s+(do|does|did|is|are|was|were|has|have|had|can|could|would|will|should|must)(?:n['’]t)?\s+(?:not\s+)?(.+?)\s*\??\s*$/i;
const DETERMINER = /^(?:the|a|an|my|your|our|their|its|his|her|this|that|these|those|some|many|most)$/i;

/**
 * The words of a why-question's subject, the thing the question is about rather than what it asks of it:
 * "Why does Hallow Farm add sulphite…" → Hallow, Farm; "Why is the raised cannon being kept…" → raised,
 * cannon. The subject ends before its verb: an inflected verb or an auxiliary (not right after a
 * determiner: "the RAISED cannon"), a word used mostly as a verb after do/does/did or a modal, or a
 * lowercase word after a name. [] when no subject can be read. Pure.
 */
export function whySubjectWords(query: string): string[] {
  return whyQuestionParts(query).subject;
}

/**
 * The head of a why-question's subject: its words before the first preposition ("Why did kelp forests in California
 * disappear?" → kelp, forests; "California" only sets the scene). [] when no subject can be read. Pure.
 */
export function whySubjectHead(query: string, subject: string[] = whyQuestionParts(query).subject): string[] {
  const m = WHY_AUX.exec(query);
  if (subject.length === 0 || !m) return [];
  const tokens = (m[2] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase()).filter(Boolean);
  const stop = tokens.findIndex((t) => ENDS_CORE.test(t) || /^(?:of|about|across|along|around|between|among)$/.test(t));
  const before = new Set(stop < 0 ? tokens : tokens.slice(0, stop));
  return subject.filter((w) => before.has(w));
}

/** A sentence without its open questions: a "whether" clause, to the end of its clause, states nothing. Pure. */
export function openQuestionsOut(text: string): string {
  return text.replace(/\bwhether\b[^.;:]*/giu, ' ');
}

/** A cue that gives the cause after the effect: "X because Y", "X due to Y", "X, thanks to Y". */
const EFFECT_FIRST = /\b(?:because|due to|owing to|caused by|thanks to|as a result of|on account of)\b/iu;

/**
 * What a sentence that gives a cause after its effect ("The abalone fishery was closed in 2018 because abalone
 * starved without kelp") explains: the words before the cue. null when it has no such cue. Pure.
 */
export function explainedEffect(text: string): string | null {
  const m = EFFECT_FIRST.exec(text);
  if (!m || m.index === undefined || m.index === 0) return null;
  // (the clause the cue belongs to: after the last clause break before it)
  const before = text.slice(0, m.index);
  const clause = before.split(/[;:]|,\s+(?:and|but|so|while|whereas)\s+/u).at(-1) ?? before;
  return clause.trim() || null;
}

/** Words that end the verb and its object: the prepositional phrases after them set the scene. */
const ENDS_CORE = /^(?:in|on|at|to|from|into|onto|for|with|by|off|over|under|before|after|during|instead|rather|than|while|when|so|because|near|inside|outside|through|without|until|since|as|if|every|each)$/i;

/**
 * A why-question's subject words and the words of what it asks of the subject: its verb and object, up
 * to the first preposition ("Why does Hallow Farm add sulphite to its cider?" → subject hallow, farm;
 * asked add, sulphite). Both [] when no subject can be read. Pure.
 */
export function whyQuestionParts(query: string): { subject: string[]; asked: string[] } {
  const m = WHY_AUX.exec(query);
  if (!m) return { subject: [], asked: [] };
  const doSupport = !/^(?:is|are|was|were|has|have|had)$/i.test(m[1] ?? '');
  const tokens = (m[2] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, '')).filter(Boolean);
  const content = (w: string): boolean => !isStopWord(w.toLowerCase()) && !DETERMINER.test(w) && !/^(?:being|been|be|not|instead|rather)$/i.test(w);
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i] ?? '';
    const before = tokens[i - 1] ?? '';
    if (DETERMINER.test(before) || !/^\p{Ll}/u.test(t)) continue;
    // after do/does/did the verb is in its base form: an inflected one right after the subject is a participle that
    // describes it ("Why does a piano KEPT next to a radiator crack…", "Why do eggs STORED in the fridge last longer?")
    // (one with an object right after it is the verb itself: "Why doesn't the council LOWER the toll")
    if (doSupport && i > 0 && verbShare(t) === 0 && !DETERMINER.test(tokens[i + 1] ?? '') && (lemmaOf(t.toLowerCase()) !== t.toLowerCase() || /(?:[^e]ed|ied)$/i.test(t))) continue;
    // (after do/does/did, a word right before a determiner takes it as its object: "the observatory LOWER the level")
    const beforeObject = doSupport && DETERMINER.test(tokens[i + 1] ?? '') && !isStopWord(t);
    const verb = /^(?:being|been|be|not)$/i.test(t) || endsSubject(t) || (doSupport ? verbShare(t) > 0 : verbShare(t) >= 0.5) || beforeObject || (/^\p{Lu}/u.test(before) && !isStopWord(t));
    if (!verb) continue;
    // a noun that may be a verb ("the canal TRUST build the new gates") gives way to the next word when that one
    // takes the object ("BUILD the new gates"): the subject runs on to it
    const next = tokens[i + 1] ?? '';
    const weak = doSupport && !beforeObject && !endsSubject(t) && !/^(?:being|been|be|not)$/i.test(t);
    if (weak && /^\p{Ll}/u.test(next) && !isStopWord(next) && verbShare(next) > verbShare(t) && DETERMINER.test(tokens[i + 2] ?? '')) continue;
    const rest = tokens.slice(i);
    // a contrast asks about the choice it names ("build the gates FROM GREEN OAK instead of seasoned timber"):
    // the phrases on both sides of it are part of what is asked, not the scene
    const contrast = /\b(?:instead\s+of|rather\s+than)\b/i.test(m[2] ?? '');
    const end = contrast ? -1 : rest.findIndex((w, k) => k > 0 && ENDS_CORE.test(w));
    return {
      subject: tokens.slice(0, i).filter(content).map((w) => w.toLowerCase()),
      asked: rest.slice(0, end < 0 ? rest.length : end).filter(content).map((w) => w.toLowerCase()),
    };
  }
  return { subject: [], asked: [] };
}

/**
 * The index of the why-lead among `candidates` (best first), or -1 to keep `current`. Candidates within
 * half the best score that give a reason are weighed by the question's words they name (`named`), each
 * word counting 1/(how many candidates name it); the one naming most leads, unless the current lead
 * gives a reason and names as much. A point naming none of the question's words never leads.
 */
export function whyLead(
  candidates: { score: number; sentences: string[] }[],
  current: number,
  askedWords: string[],
  named: (text: string) => string[],
  subjectWords: string[] = [],
  coreWords: string[] = [],
  /** The question asks why something was not done (asksWhyNot): what doing it would bring about is a reason. */
  whyNot = false,
  /** The question asks why a thing is important to something (importance.ts): its effect, stated plainly, is the reason. */
  importance = false,
  /** The head of the question's subject (whySubjectHead): a "because" whose effect names neither it nor what is asked explains something else. */
  headWords: string[] = [],
): number {
  const best = candidates[0]?.score ?? 0;
  const texts = candidates.map((c) => c.sentences.join(' '));
  // (a light verb, "go out of tune", "make", names nothing asked: "in one GO" is no answer to it; the lexicon keeps no
  // sense counts for two-letter words, the lightest verbs "go" and "do" among them)
  // (what a point names only inside an open question, "researchers are studying WHETHER otters could help kelp
  // recover", it does not state: openQuestionsOut)
  const names = texts.map((t) => new Set(named(openQuestionsOut(t)).filter((w) => w.length >= 3 && !isLightWord(w.toLowerCase()))));
  const df = new Map<string, number>();
  for (const set of names) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  // the subject's words say what the question is about, not what it asks: they count half
  const subject = new Set(subjectWords.map((w) => w.toLowerCase()));
  const about = (i: number): number => [...(names[i] ?? [])].reduce((sum, w) => sum + (subject.has(w.toLowerCase()) ? 0.5 : 1) / (df.get(w) ?? 1), 0);
  // (reported words count too, reasons.ts statesReason: what they are about decides whether they lead)
  // (and a reason without a cue word, reasons.ts: "… but without the gap the eye does not register …", "Folded
  // across the grain, paper cracks …")
  // "The fishery was closed because abalone starved without KELP" gives a reason for the closing, not for the kelp's
  // loss: a cause given after its effect is a reason for what was asked only when the effect names what was asked
  const explained = new Set([...headWords, ...coreWords].map((w) => w.toLowerCase()));
  const explainsOther = texts.map((t) => {
    const effect = explained.size > 0 ? explainedEffect(t) : null;
    return effect !== null && !named(effect).some((w) => explained.has(w.toLowerCase()));
  });
  const forOther = (i: number): boolean => explainsOther[i] === true;
  const reason = (i: number): boolean => !forOther(i) && ((importance && !aboutTheText(texts[i] ?? '')) || givesReasonFor(texts[i] ?? '', askedWords, whyNot) || ((statesReason(texts[i] ?? '') || reasonWithoutCue(texts[i] ?? '') > 0) && !aboutTheText(texts[i] ?? '')));
  // What is asked of the subject (its verb and object: "add sulphite"): when a point giving a reason names
  // it, only such points may lead; a reason that names only the subject and the scene is about something else.
  // (a general verb, "be KEPT in a conservatory", says little of what is asked without its phrase: it is no core; a
  // general adjective, "look BLUE instead of green", still is)
  const core = new Set(coreWords.map((w) => w.toLowerCase()).filter((w) => !(isGeneralWord(w) && verbShare(lemmaOf(w)) >= 0.5)));
  const namesCore = (i: number): boolean => [...(names[i] ?? [])].some((w) => core.has(w.toLowerCase()));

  const eligible = (i: number): boolean => (candidates[i]?.score ?? 0) >= best * 0.5 && reason(i);
  // A point that does to the subject an act bringing about what is asked ("an algal bloom KILLED most of the carp" for
  // "Why did the carp die?": asked-effect.ts) states its cause: where one gives a reason, only such points may lead
  const effectVerbs = coreWords.filter((w) => verbShare(lemmaOf(w.toLowerCase())) >= 0.5);
  const causesAsked = (i: number): boolean => headWords.length > 0 && effectVerbs.length > 0 && causesAskedEffect(texts[i] ?? '', headWords, effectVerbs);
  const effectCaused = candidates.some((_, i) => eligible(i) && causesAsked(i));
  const coreNamed = candidates.some((_, i) => eligible(i) && namesCore(i));
  let pick = -1;
  let pickValue = 0;
  candidates.forEach((c, i) => {
    if (!eligible(i) || (effectCaused ? !causesAsked(i) : coreNamed && !namesCore(i))) return;
    // the score breaks ties between points naming as much
    const value = about(i) + (0.1 * c.score) / Math.max(best, 1e-9);
    if (about(i) > 0 && value > pickValue) {
      pickValue = value;
      pick = i;
    }
  });
  // a current lead that gives a reason for something else ("…closed BECAUSE abalone starved without kelp") gives way,
  // when no point gives a reason for what was asked, to the best point that names the subject's head
  if (pick < 0 && current >= 0 && forOther(current)) {
    const head = new Set(headWords.map((w) => w.toLowerCase()));
    return candidates.findIndex((c, i) => i !== current && !forOther(i) && c.score >= best * 0.5 && [...(names[i] ?? [])].some((w) => head.has(w.toLowerCase())));
  }
  if (pick < 0 || pick === current) return -1;
  // a cause given of the very thing asked ("the CRACKS were caused by metal fatigue" for "why did the beams crack?")
  // keeps the lead over a point that names more of the question but explains something else through it ("…was closed
  // after engineers found cracks"): the effect before its cue names what is asked
  const effectNamesAsked = (i: number): boolean => {
    const effect = explainedEffect(texts[i] ?? '');
    const asked = new Set(coreWords.map((w) => w.toLowerCase()));
    return effect !== null && named(effect).some((w) => asked.has(w.toLowerCase()));
  };
  if (effectCaused) return causesAsked(current) ? -1 : pick;
  if (current >= 0 && reason(current) && effectNamesAsked(current) && !effectNamesAsked(pick)) return -1;
  if (current >= 0 && reason(current) && (!coreNamed || namesCore(current)) && about(current) >= about(pick)) return -1;
  return pick;
}
