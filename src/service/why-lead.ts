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
import { isStopWord } from './text';
import { verbShare } from './verbs';

/** A cause, a purpose or a consequence stated outright, beyond the engine's usual cues (compose.ts STRONG_CUES). */
const CAUSE =
  /\b(?:because|caused(?: \w+)? by|due to|owing to|thanks to|leads? to|led to|results? in|the reason|so that|in order to|so as to|(?:to|which|that) (?:prevent|stop|avoid|protect|keep|draw out|remove|reduce|kill|limit|cut)s?\b|otherwise|(?:makes?|made|making) (?:[\p{L}'’-]+ ){0,3}(?:impossible|possible|necessary|unsafe|safe|difficult|easier|harder)|too [\p{L}-]+ (?:for|to)\b|\b(?:gives?|gave|giving|lends?|lent) (?:[\p{L}'’-]+ ){1,4}(?:its|their|his|her) |, so\b|which means|that is why|this is why)/iu;
/** A purpose infinitive after a comma or a duration: "…, changed regularly, to draw out the chlorides". */
const PURPOSE_INFINITIVE = /(?:,|\b(?:years?|months?|weeks?|days?|hours?|minutes?))\s+(?:in order\s+)?to\s+\p{Ll}{3,}\s+(?:out\s+|off\s+|up\s+|away\s+)?(?:the|a|an|its|their|any|all|every)\b/iu;
/** "Freezing kills…", "Dosing the supply keeps…": an act named as the subject, and what it does. */
const ACT_DOES = /(?:^|[.;:]\s+)(\p{Lu}\p{Ll}+ing)\s+(?:the\s+\p{Ll}+\s+)?(\p{Ll}+s)\b/u;

/** Does a text give a reason of its own (not merely report one)? `askedWords` are the question's content words. Pure. */
export function givesReasonFor(text: string, askedWords: string[]): boolean {
  if (CAUSE.test(text) || PURPOSE_INFINITIVE.test(text)) return true;
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
  const m = WHY_AUX.exec(query);
  if (!m) return [];
  const doSupport = !/^(?:is|are|was|were|has|have|had)$/i.test(m[1] ?? '');
  const tokens = (m[2] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, '')).filter(Boolean);
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i] ?? '';
    const before = tokens[i - 1] ?? '';
    if (DETERMINER.test(before) || !/^\p{Ll}/u.test(t)) continue;
    const verb = /^(?:being|been|be|not)$/i.test(t) || endsSubject(t) || (doSupport ? verbShare(t) > 0 : verbShare(t) >= 0.5) || (/^\p{Lu}/u.test(before) && !isStopWord(t));
    if (verb) return tokens.slice(0, i).filter((w) => !isStopWord(w.toLowerCase()) && !DETERMINER.test(w)).map((w) => w.toLowerCase());
  }
  return [];
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
): number {
  const best = candidates[0]?.score ?? 0;
  const texts = candidates.map((c) => c.sentences.join(' '));
  const names = texts.map((t) => new Set(named(t)));
  const df = new Map<string, number>();
  for (const set of names) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  // the subject's words say what the question is about, not what it asks: they count half
  const subject = new Set(subjectWords.map((w) => w.toLowerCase()));
  const about = (i: number): number => [...(names[i] ?? [])].reduce((sum, w) => sum + (subject.has(w.toLowerCase()) ? 0.5 : 1) / (df.get(w) ?? 1), 0);
  const reason = (i: number): boolean => givesReasonFor(texts[i] ?? '', askedWords);
  let pick = -1;
  let pickValue = 0;
  candidates.forEach((c, i) => {
    if (c.score < best * 0.5 || !reason(i)) return;
    // the score breaks ties between points naming as much
    const value = about(i) + (0.1 * c.score) / Math.max(best, 1e-9);
    if (about(i) > 0 && value > pickValue) {
      pickValue = value;
      pick = i;
    }
  });
  if (pick < 0 || pick === current) return -1;
  if (current >= 0 && reason(current) && about(current) >= about(pick)) return -1;
  return pick;
}
