// The role a chat follow-up's wh-word asks, answered from the job's sources: "Who did the work?", "Who is footing the
// bill?", "When can we hear them again?", "Where did she do that?" ask a person or body, a time, a place (asked-filler.ts)
// of what the conversation is about. A reply whose lead holds no filler of that role (the previous lead again, a
// neighbouring sentence, a refusal over a word no source uses) gives way to the sentence of the sources that holds one
// and says the follow-up's own words, those the conversation has not used (in its text or under a heading naming them:
// "The work") or, with none of its own,
// the conversation's subject; a money word asked of a doer ("who pays", "the bill") wants a sum beside the doer. Pure
// but for the shipped tables.
import { askedRole, fillsRole, questionStems, questionWords } from './asked-filler';
import { isDiscourseAdverb, isLightVerb } from './follow-up-talk';
import { statesAmount, wordDimension } from './amounts';
import { stemMatches } from './concepts';
import { lemmaOf } from './lemmas';
import { stem } from './text';

export interface RoleCandidate {
  text: string;
  heading?: string;
  citation: number;
}

/** The stems of a text's words, and of their lemmas ("led" → lead, "bought" → buy). */
function stemsIn(text: string): Set<string> {
  return new Set((text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).flatMap((w) => {
    const lower = w.toLowerCase().replace(/['’]s$/, '');
    return [stem(lower), stem(lemmaOf(lower))];
  }));
}

/**
 * The follow-up's own words, as stems of their lemmas: its content words but light verbs and discourse adverbs
 * ("Where did the money COME from?" says nothing with "come"); `light`: where a light verb is all it says ("Who
 * LEADS it?"), that verb (not "be", "do", "go", "have", "get"), which may be what it asks of the thing talked about.
 * Pure but for the shipped tables.
 */
export function ownWords(followUp: string): { heavy: string[]; light: string[] } {
  const content = questionWords(followUp).filter((w) => !isDiscourseAdverb(w));
  const stems = (list: string[]): string[] => [...new Set(list.map((w) => stem(lemmaOf(w.toLowerCase()))))].filter((s) => s.length >= 3);
  const heavy = stems(content.filter((w) => !isLightVerb(w)));
  return { heavy, light: heavy.length > 0 ? [] : stems(content.filter((w) => !/^(?:be|do|go|have|get)$/.test(lemmaOf(w.toLowerCase())))) };
}

/** How many of these stems a set of stems holds (a stem, or one sharing its start as concepts.ts reads it). */
function shared(wanted: Iterable<string>, own: Set<string>): number {
  let n = 0;
  for (const w of wanted) if (own.has(w) || (w.length >= 4 && [...own].some((o) => o.length >= 4 && stemMatches(w, o)))) n += 1;
  return n;
}

/** Words that say money is asked of a doer ("who PAID", "who is footing the BILL", "who FUNDS it"). Pure but for the shipped table. */
export function asksPayer(followUp: string): boolean {
  return (followUp.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => wordDimension(w) === 'money' || /^(?:pa(?:y|ys|id|ying)|fund(?:s|ed|ing)?|bill|foot(?:s|ed|ing)?|financ(?:e|es|ed|ing)|sponsor(?:s|ed)?)$/.test(w));
}

/**
 * The sentence that answers a follow-up's asked role, or null to keep the reply: only where the follow-up asks a
 * place, time or person/body, the reply's lead (`lead`, null for a refusal) holds none, and a candidate holds one and
 * says the follow-up's own words (or, with none of its own, two of the conversation's `topics` words); for a payer,
 * a sum beside the doer counts as the paying. The best by own words, then sum, then topic words, then order. Pure
 * but for the shipped tables.
 */
export function roleReply<T extends RoleCandidate>(followUp: string, lead: string | null, topics: string[], candidates: T[]): T | null {
  const role = askedRole(followUp);
  if (!role || role === 'means') return null;
  // (its light verbs say nothing of their own: "Where did the money COME from?" is not answered by "The rest came from…")
  const { heavy, light } = ownWords(followUp);
  // (a place phrase made of the follow-up's own words is no answer to where: "in the timbers" for "Where was the timber bought?")
  const fills = (text: string): boolean => fillsRole(text, role, new Set(heavy));
  if (lead !== null && fills(lead)) return null;
  const talkedOf = new Set(topics.flatMap((t) => [...questionStems(t)]));
  const payer = role === 'agent' && asksPayer(followUp);
  const pick = (written: string[]): T | null => {
    // (its own words are those the conversation has not used already: "Who ended up buying the FERRY?" asks the buying;
    // a sentence naming only the ferry says nothing of it)
    const fresh = written.filter((s) => !talkedOf.has(s));
    const own = fresh.length > 0 ? fresh : written;
    const topic = new Set([...talkedOf].filter((s) => s.length >= 3 && !own.includes(s)));
    let best: { c: T; rank: number } | null = null;
    for (const c of candidates) {
      if (!fills(c.text)) continue;
      const text = stemsIn(c.text);
      const said = shared(own, new Set([...text, ...stemsIn(c.heading ?? '')]));
      const sum = payer && statesAmount(c.text, ['money']) ? 1 : 0;
      const about = shared(topic, text);
      if (said === 0 && sum === 0 && !(own.length === 0 && about >= 2)) continue;
      // (at least half of them: "Who was the engineer who designed the original LOCKS?" is not answered by "the lock floors")
      if (own.length > 0 && said * 2 < own.length && sum === 0) continue;
      const rank = said * 4 + sum * 3 + about;
      if (!best || rank > best.rank) best = { c, rank };
    }
    return best?.c ?? null;
  };
  // (a light verb that is all the follow-up says, "Who LEADS it?", is answered by the sentence that says it, "led by
  // ranger Sam Okafor", where one does; else by the conversation's subject as before)
  return (light.length > 0 ? pick(light) : null) ?? pick(heavy);
}
