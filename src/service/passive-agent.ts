// Who did it, said in the passive (chat-context.ts: the kind of answer a who-follow-up asks): "The line was built BY
// THE STATE RAILWAY COMPANY", "The trails are kept BY A TEAM of volunteers", "was paid for by a lottery grant" name
// the doer of the act, though not as a person's name or a person noun. Owns the reading of that agent from the
// sentence's structure: a form of "be" (or "get"), a past participle (with a particle or preposition of its own, "paid
// for"), then "by" and a noun phrase opened by a determiner or a capital, read up to its first preposition or clause (a
// participle after a comma is a passive too: ", paid for by a lottery grant"); never "by hand", "by car" (a means, no
// determiner), nor a noun phrase that gives a time ("by the end of May", "by the time it closed"). Pure.
import { amountIn } from './amounts';

/** Grammar: the forms of "be" and "get" that make a passive. */
const PASSIVE_AUX = '(?:is|are|was|were|be|been|being|get|gets|got|gotten|getting)';
/** Grammar: a past participle, regular or of the common irregular shapes ("built", "run", "taken", "led", "held", "paid", "put", "set"). */
const PARTICIPLE = "(?:\\p{L}+(?:ed|en|wn|ne|lt|ght|nt|pt|ld|id|ung|un|ead|eld|ot|uck|ut|et|it))";
/**
 * Grammar: what opens the agent's noun phrase: a determiner or a possessive, a capital (a name), or a bare plural ("paid
 * for by donations", "is run by volunteers": doers of the kind; never a bare singular, "by hand", "by car", a means).
 */
const OPENER = '(?:the|a|an|its|their|his|her|our|this|that|these|those|two|three|four|five|six|seven|eight|nine|ten|\\d+)\\s+|(?=\\p{Lu})|(?=\\p{Ll}{2,}[^s\\P{Ll}]s\\b)';

const AGENT = new RegExp(`(?:\\b${PASSIVE_AUX}\\s+|,\\s*)(?:\\p{L}+ly\\s+)?${PARTICIPLE}(?:\\s+(?:for|up|out|off|on|over|down|in))?\\s+by\\s+(?:${OPENER})([^,;:.()]+)`, 'gu');

/** The agent a passive sentence names ("the state railway company"), up to the clause's next punctuation; null when none. Pure. */
export function passiveAgent(sentence: string): string | null {
  for (const m of sentence.matchAll(AGENT)) {
    // (the noun phrase up to a preposition or a clause of its own: "Halden Consulting | in 2021")
    const phrase = (m[1] ?? '').split(/\s+(?:in|at|on|for|from|with|during|after|before|since|until|to|that|which|who|whose|and|but|or)\s/)[0]?.trim() ?? '';
    // (a time, "by the end of May", "by 2030", is no doer)
    if (phrase.length === 0 || amountIn(phrase, 'date') !== null || /^\d/.test(phrase) || /^(?:the\s+)?(?:end|time|start|beginning|middle|close)\b/i.test(phrase)) continue;
    return phrase;
  }
  return null;
}
