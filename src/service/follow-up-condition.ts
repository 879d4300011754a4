// The condition a "what if" follow-up asks about (chat.ts asks): "what if I can't afford it?", "And if nobody
// finishes?", "what happens if I put it too high?" ask what follows under a condition, so the sentence whose own
// condition (an "if", "unless", "when" clause, or a relative "who cannot…") matches the asked one answers it, not
// the sentence the pronoun's thing leads with ("The cost per member is £420"). Owns reading the asked condition, a
// sentence's condition clauses, how well they match (shared words, in other words too, and a negation on both
// sides: "can't afford" and "who cannot pay"), and the reordering of a reply. Pure but for the shipped lexicon.
import { conceptsOf, stemMatches, type Concept } from './concepts';
import { lexicalRelations } from './lexicon';
import { stem, words } from './text';
import { withoutOpener } from './follow-up-opener';

/** The condition a follow-up asks about ("what if I can't afford it?" → "I can't afford it"); null for another follow-up. Pure. */
export function askedCondition(followUp: string): string | null {
  const m = /^\s*(?:(?:and|but|so)\s*,?\s+)?(?:what\s+(?:if|happens\s+(?:if|when)|should\s+I\s+do\s+if|do\s+I\s+do\s+if|about\s+if)|if)\s+(.+?)[?.!]*\s*$/i.exec(withoutOpener(followUp));
  return m?.[1]?.trim() || null;
}

const NEGATION = /\b(?:not|no|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|never|nobody|no\s+one|nothing|none|unable|fails?\s+to)\b|n['’]t\b/i;

/** A sentence's condition clauses: "if/unless/when/once/in case …" and a relative "who/that cannot …", each up to the next comma or stop. Pure. */
export function conditionClauses(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(/\b(?:if|unless|when|whenever|once|in\s+case)\b([^,;:.]*)/gi)) out.push((m[1] ?? '').trim());
  for (const m of sentence.matchAll(/\b(?:who|that|which)\s+((?:cannot|can['’]t|do\s+not|don['’]t|does\s+not|doesn['’]t|did\s+not|are\s+not|is\s+not|will\s+not|won['’]t|fail\s+to|are\s+unable\s+to)\b[^,;:.]*)/gi)) out.push((m[1] ?? '').trim());
  return out.filter((c) => c.length > 0);
}

function names(c: Concept, stems: Set<string>): boolean {
  if (stems.has(c.stem)) return true;
  for (const s of stems) if (stemMatches(c.stem, s)) return true;
  return [...lexicalRelations(c.term).direct].some((s) => stems.has(s));
}

/**
 * How well a sentence's own condition matches the asked one: for its best clause, the asked condition's words it
 * names (in other words too) plus one when both are negated; 0 when it states no condition. Pure but for the shipped lexicon.
 */
export function conditionMatch(asked: string, sentence: string): number {
  const wanted = conceptsOf(asked, { dropInstructionWords: true }).filter((c) => !c.soft);
  const negated = NEGATION.test(asked);
  let best = 0;
  for (const clause of conditionClauses(sentence)) {
    const stems = new Set(words(clause).map((w) => stem(w.toLowerCase())));
    const score = wanted.filter((c) => names(c, stems)).length + (negated && NEGATION.test(clause) ? 1 : 0);
    best = Math.max(best, score);
  }
  return best;
}

/**
 * A "what if" reply led by the sentence whose condition matches the asked one (or by the sources' sentence, `pool`,
 * whose condition, or its question heading's, matches it in two words or more and better than any of the reply's): when a cited sentence of the reply
 * matches it better than the reply's lead, it leads (the lead's lead-in kept first), followed by the reply's other
 * sentences whose condition matches too, each with what its source says next when the reply gives that above it (its
 * consequence, ranked on its own); the reply's notes stay before it. When the lead matches best already, the later sentences that are
 * neither go (padding). null to keep the reply (nothing matches). Pure but for the
 * shipped lexicon.
 */
export function conditionLed<T extends { text: string; citations: number[] }>(followUp: string, reply: T[], leadIn: RegExp, continues: (text: string) => boolean = () => false, nextInSource: (text: string) => string | null = () => null, pool: Array<T & { heading?: string }> = []): T[] | null {
  const asked = askedCondition(followUp);
  if (!asked) return null;
  const cited = reply.filter((r) => r.citations.length > 0);
  const lead = cited[0];
  if (!lead) return null;
  const plain = (text: string): string => text.replace(leadIn, '');
  const key = (text: string): string => words(plain(text)).join(' ').toLowerCase();
  const scored = cited.map((r) => ({ r, score: conditionMatch(asked, plain(r.text)) }));
  const leadScore = scored[0]?.score ?? 0;
  const best = [...scored].sort((a, b) => b.score - a.score)[0];
  // a sentence of the sources the reply left out whose own condition matches the asked one better than any of the
  // reply's, in two words or more ("If a radiator is cold at the bottom but warm at the top, …" for "what if it's cold
  // at the bottom instead of the top?"): it leads, with what its source says next when that states no condition of its own
  const given = new Set(cited.map((r) => key(r.text)));
  // (an FAQ's question heading is the condition of the answer under it: "What if we cannot agree?" → "Either side can use …")
  const outside = pool
    .filter((r) => r.citations.length > 0 && !given.has(key(r.text)))
    .map((r) => ({ r, score: Math.max(conditionMatch(asked, r.text), r.heading ? conditionMatch(asked, r.heading) : 0) }))
    .sort((a, b) => b.score - a.score)[0];
  if (outside && outside.score >= 2 && outside.score > (best?.score ?? 0)) {
    const prefix = leadIn.exec(lead.text)?.[0] ?? '';
    const notes = reply.filter((r) => r.citations.length === 0 && reply.indexOf(r) < reply.indexOf(lead));
    const next = nextInSource(outside.r.text);
    const then = next !== null && conditionClauses(next).length === 0 ? pool.find((r) => key(r.text) === key(next) && r.citations.join() === outside.r.citations.join()) : undefined;
    const others = scored.filter((s) => s.score > 0 && (!then || key(s.r.text) !== key(then.text))).map((s) => ({ ...s.r, text: plain(s.r.text) }));
    const own = (r: T & { heading?: string }): T => {
      const { heading: _heading, ...rest } = r;
      return rest as unknown as T;
    };
    return [...notes, { ...own(outside.r), text: `${prefix}${outside.r.text}` }, ...(then ? [own(then)] : []), ...others];
  }
  if (cited.length < 2 || !best || best.score === 0) return null;
  // what a matching sentence's source says next is its consequence ("If you are caught by the tide, do not drive
  // on. Leave your vehicle and climb into the refuge hut"): kept with it
  const matching = scored.filter((s) => s.score > 0);
  // (only one the reply ranked above the matching sentence: a notice's next line, "Please tell the secretary…", is no consequence)
  const consequences = new Set(
    matching.flatMap((s) => {
      const next = nextInSource(plain(s.r.text));
      const at = next === null ? -1 : cited.findIndex((r) => key(r.text) === key(next));
      return at >= 0 && at < cited.indexOf(s.r) ? [key(next ?? '')] : [];
    }),
  );
  const adds = (r: T): boolean => matching.some((s) => s.r === r) || consequences.has(key(r.text));
  // the lead matches as well as any: it stays, and the sentences after it that state no matching condition and are
  // no consequence of one go (but one going on from the sentence before it: "It then…")
  if (best.score <= leadScore || best.r === lead) {
    const kept = reply.filter((r, i) => r.citations.length === 0 || r === lead || adds(r) || (i > 0 && continues(r.text) && reply[i - 1] === lead));
    return kept.length < reply.length ? kept : null;
  }
  const prefix = leadIn.exec(lead.text)?.[0] ?? '';
  const notes = reply.filter((r) => r.citations.length === 0 && reply.indexOf(r) < reply.indexOf(lead));
  const consequence = cited.find((r) => r !== best.r && consequences.has(key(r.text)) && key(r.text) === key(nextInSource(plain(best.r.text)) ?? ''));
  const others = cited.filter((r) => r !== best.r && r !== consequence && adds(r)).map((r) => ({ ...r, text: plain(r.text) }));
  return [...notes, { ...best.r, text: `${prefix}${plain(best.r.text)}` }, ...(consequence ? [{ ...consequence, text: plain(consequence.text) }] : []), ...others];
}
