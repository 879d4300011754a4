// Whether sources agree, asked (used by compose.ts): "Do the Harrowfield Gazette and the town council agree on what the
// repairs will cost?", "Do the manual and the review give the same figure for the noise?", "Does the report differ
// from the notice on the start date?". The question is a yes/no about two sources, but what decides it is the amount
// each gives for the topic: two documents giving different figures for it answer "no, they do not agree" (for
// "differ", yes), each figure cited. This module reads the question: the topic as a question of its own ("What will
// the repairs cost?"), and whether it is asked as agreement or as difference. The verbs of agreeing and differing are
// a closed set of English. Pure.

export interface AgreementAsked {
  /** The topic they are asked to agree on, as a question ("what the repairs will cost?"). */
  topic: string;
  /** Asked as a difference ("Do they differ on …?", "Do they disagree…?"): a disagreement answers yes. */
  inverted: boolean;
}

const WH = /^(?:what|how|when|where|which|who|whether)\b/i;

/**
 * The agreement a yes/no question asks about two sources, or null: "Do A and B agree on/about/over X?", "Does A agree
 * with B on X?", "Do A and B give/quote/report the same X?", "Do A and B differ/disagree on X?", "Is X the same in A
 * and B?" is left to the figures reading. Pure.
 */
export function agreementAsked(query: string): AgreementAsked | null {
  const q = query.replace(/\s+/g, ' ').trim();
  const question = /(?:^|[.!?]\s+)((?:do|does|did|are|is)\b[^?]*)\??/i.exec(q)?.[1] ?? '';
  if (!question) return null;
  const verb = /\b(agree|disagree|differ|match|contradict)(?:s|d|ed)?\b(?:\s+(?:with|from)\s+[^?]*?)?\s+(?:on|about|over|as to|regarding|in|when it comes to)\s+(.+)$/i.exec(question);
  if (verb) {
    const kind = (verb[1] ?? '').toLowerCase();
    return { topic: asQuestion(verb[2] ?? ''), inverted: kind !== 'agree' && kind !== 'match' };
  }
  const same = /\b(?:give|gives|quote|quotes|report|reports|state|states|use|uses|have|has)\s+the\s+same\s+(.+)$/i.exec(question);
  if (same) return { topic: asQuestion(`the ${same[1] ?? ''}`), inverted: false };
  const different = /\b(?:give|gives|quote|quotes|report|reports|state|states)\s+(?:different|differing)\s+(.+)$/i.exec(question);
  if (different) return { topic: asQuestion(`the ${different[1] ?? ''}`), inverted: true };
  // "The Herald and the council both give a cost for the restoration. Do their figures agree?": the verb alone, and
  // the topic the thing another sentence says they give
  const bare = /\b(agree|disagree|differ|match|tally|contradict)(?:s|d|ed)?\b/i.exec(question);
  const given = bare ? givenInStatement(q.replace(question, ' ')) : null;
  if (bare && given) {
    const kind = (bare[1] ?? '').toLowerCase();
    return { topic: asQuestion(`the ${given}`), inverted: kind !== 'agree' && kind !== 'match' && kind !== 'tally' };
  }
  return null;
}

/** What a statement says sources give ("…both give A COST FOR THE RESTORATION."), without its article; null with no verb of giving a figure. Pure. */
export function givenInStatement(text: string): string | null {
  // (the last verb of giving: in "Both REPORTS give different figures…" the first is the subject)
  const last = [...text.matchAll(/\b(?:give|gives|gave|quote|quotes|quoted|report|reports|reported|state|states|stated|put|puts|publish|publishes|published)\s/gi)].at(-1);
  const m = last ? /^\S+\s+(?:(?:a|an|the|their|its|his|her|different|differing|separate)\s+)*([^.?!;]+)/i.exec(text.slice(last.index)) : null;
  const thing = m?.[1]?.trim() ?? '';
  return thing === '' ? null : thing;
}

/** A topic as a question: "what the repairs will cost" stays; "the cost of the repairs" → "What is the cost of the repairs?". */
function asQuestion(topic: string): string {
  // ("the figure for how much the reservoir holds" asks how much it holds)
  const t = topic.replace(/[?.!\s]+$/, '').trim().replace(/^(?:the\s+)?(?:same\s+)?(?:figures?|numbers?|estimates?|amounts?|totals?)\s+(?:for|of|on)\s+(?=(?:what|how|when|where|which|who)\b)/i, '');
  if (WH.test(t)) return `${t.charAt(0).toUpperCase()}${t.slice(1)}?`;
  return `What is ${t}?`;
}
