// A yes/no question about an event still to come (used by verdict.ts, the 'risk' evidence): "Is the bridge going to
// fall down?", "Will the sea wall give way?", "Could the tower collapse?". Sources rarely say it in the question's
// verb; they say the thing's risk: "The bridge is not in danger of collapse", "no risk of failure", "unlikely to
// fail". Such a sentence decides when it is said of the thing asked (its head noun; for a pronoun with no antecedent
// in the question, whatever the sentence says it of) and what it fears is the event asked: the same word, a WordNet
// synonym, or a close GloVe neighbour that is no antonym ("collapse" for fall). Denied ("not in danger", "no risk",
// "unlikely") it answers no; affirmed ("at risk of collapse") the answer is qualified: a risk is no certainty. The
// words of risk and likelihood are a closed set of English. Pure but for the lexicon and the word vectors.
import { antonymStems, lexicalRelations } from './lexicon';
import { wordSimilarity } from './embeddings';
import { contentTerms, isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export interface EventAsked {
  /** The thing the event is asked of, its head first ("bridge", "kessling"); empty for a pronoun with no antecedent. */
  holder: string[];
  /** The event's verb as written ("fall", "burst"). */
  verb: string;
}

const PRONOUN = /^(?:it|they|this|that|he|she)$/i;
const PARTICLE = /^(?:down|up|over|off|out|away|in|apart|way)$/i;

/**
 * The event a yes/no question asks is to come: "Is X going to V", "Will/Could/Might X V", "Is X about/likely to V";
 * null for any other question. The holder of a pronoun is the last capitalised phrase of the question's other
 * sentence ("We cross Pellow Viaduct daily. Is it going to fall down?"). Pure.
 */
export function eventAsked(query: string): EventAsked | null {
  const q = query.replace(/\s+/g, ' ').trim();
  const going = /(?:^|[.!?]\s+|\s[-–—]\s)(?:(?:so|and|but)\s*,?\s+)?(?:is|are)\s+(.+?)\s+(?:going|about|likely|set)\s+to\s+([\p{L}-]+)([^?.!]*)/iu.exec(q);
  const modal = going ? null : /(?:^|[.!?]\s+|\s[-–—]\s)(?:(?:so|and|but)\s*,?\s+)?(?:will|could|might|may)\s+(.+?)\s+([\p{Ll}-]+)((?:\s+(?:down|up|over|off|out|away|in|apart|way))*)\s*\??\s*$/iu.exec(q);
  const m = going ?? modal;
  if (!m) return null;
  const subject = (m[1] ?? '').trim();
  const verb = (m[2] ?? '').toLowerCase();
  if (isStopWord(verb) || /^(?:be|have|get|do|need|cost|take|make|go|come|i|we|you)$/i.test(verb) || /^(?:i|we|you|there)\b/i.test(subject)) return null;
  // (the event is a verb: "Will I need a TICKET?" asks no event of a ticket)
  if (verbShareOfForm(verb) < 0.5) return null;
  if (PRONOUN.test(subject)) {
    const elsewhere = q.slice(0, m.index) + ' ' + q.slice((m.index ?? 0) + m[0].length);
    const names = [...elsewhere.matchAll(/(?<!^|[.?!]\s)\b(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/gu)].map((x) => x[1] ?? '').filter((n) => !/^(?:I|My|We|Our)$/.test(n));
    const named = names.at(-1);
    return { holder: named ? headFirst(named.split(/\s+/)) : [], verb };
  }
  const own = contentTerms(subject).filter((w) => !isStopWord(w.toLowerCase()));
  return own.length > 0 ? { holder: headFirst(own), verb } : null;
}

function headFirst(words: string[]): string[] {
  const clean = words.map((w) => w.toLowerCase().replace(/['’]s$/, ''));
  const head = clean.at(-1);
  return head ? [head, ...clean.slice(0, -1)] : [];
}

/** Does a word say the event: the same stem, a WordNet synonym (direct or bridged), or a close neighbour that is no antonym? */
export function saysEvent(word: string, verb: string): boolean {
  const a = stem(verb);
  const b = stem(word.toLowerCase());
  if (a === b) return true;
  const related = lexicalRelations(verb);
  if (related.direct.has(b) || related.bridged.has(b)) return true;
  if (antonymStems(verb).has(b)) return false;
  return (wordSimilarity(verb, word) ?? 0) >= 0.5;
}

/** A risk stated: "(not) in danger of N", "(no|little) risk of N", "(not|un)likely to V", "at risk of N". */
const RISK = /\b(?:(not|no|never|in\s+no|under\s+no|little|without\s+any)\s+)?(?:in\s+(?:any\s+|real\s+|serious\s+|immediate\s+)?danger\s+of|at\s+(?:any\s+|real\s+|serious\s+)?risk\s+of|(?:any\s+|real\s+|serious\s+)?(?:risk|danger|chance|threat)\s+(?:of|that)|(un)?likely\s+to)\s+(?:the\s+|a\s+|an\s+|it\s+)?([\p{L}-]+)/iu;

/**
 * The answer a sentence gives on the event: 'no' when it denies the risk of it of the holder ("The bridge is not in
 * danger of collapse", "there is no risk of failure", "is unlikely to fail"), 'qualified' when it affirms one ("at
 * serious risk of collapse"), null when it says no risk of the event or not of the holder. Pure but for the lexicon.
 */
export function riskVerdict(sentence: string, asked: EventAsked): 'no' | 'qualified' | null {
  const m = RISK.exec(sentence);
  if (!m) return null;
  const feared = m[3] ?? '';
  if (!saysEvent(feared, asked.verb) || PARTICLE.test(feared)) return null;
  const before = sentence.slice(0, m.index);
  if (asked.holder.length > 0) {
    // (the subject of the risk's clause: its last clause before it, up to a preposition; "The cottage by the viaduct" is the cottage's)
    const head = stem(asked.holder[0] ?? '');
    const clause = before.split(/[,;:]|\b(?:that|says?|said)\b/i).at(-1) ?? '';
    const subject = clause.split(/\b(?:of|by|near|beside|next\s+to|on|in|at|under|over|behind|above|below)\b/i)[0] ?? '';
    const named = (subject.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some((w) => stem(w) === head);
    if (!named) return null;
  }
  // (a question about the risk, or a report of someone asking, decides nothing)
  if (/\?\s*["'”]?\s*$/.test(sentence) || /\b(?:whether|if)\b[^,;]*$/i.test(before)) return null;
  const denied = Boolean(m[1]) || Boolean(m[2]) || /\b(?:not|never|no)\s*$/i.test(before) || /n['’]t\s+(?:\w+\s+)?$/i.test(before);
  return denied ? 'no' : 'qualified';
}
