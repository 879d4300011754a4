// Yes/no follow-ups (chat.ts asks): a reader checks what they understood ("So bikes are free?", "So it was the
// weather?", "Is the ferry run by the council?"), and a reply that agrees without grounds is the worst kind of
// wrong. Owns: reading a suggestion typed as a statement as the yes/no question it is; reading "So it was X?" as
// a guess at the previous turn's answer (its reason, its person); and the grounding a verdict needs in chat, with
// the research answers' own rule (verdict-ground.ts): the sentence a yes or no rests on names every asked word of
// the claim (not the setting every sentence of a document shares), in its own words or a direct synonym, and
// states the figure the claim names when it names one; or it predicates the asked key of the asked subject
// (predication.ts, the research answers' deciding sentence). Pure but for the shipped lexicon.
import { amountIn, dimensionsAsked, type Dimension } from './amounts';
import { conceptsOf, stemsOf } from './concepts';
import { askedConcepts, nameStems, namesAsked, type GroundDocument } from './verdict-ground';
import { askedPredication, decides } from './predication';
import { relationVerb } from './verdict';
import { withoutOpener } from './follow-up-opener';

const AUX = /^(?:is|are|was|were|has|have|had|will|would|can|could|should|does|do|did|must|may|might)$/i;
const LEAD = /^(?:(?:and|but|right)\s*,?\s+)?(?:so|then)\s*,?\s+/i;

/**
 * The yes/no question a suggestion typed as a statement asks: "So bikes are free?" → "Are bikes free?", "So the
 * budget was cut?" → "Was the budget cut?", "So children pay half?" → "Do children pay half?". Only a message
 * opening with "so"/"then" and ending with a question mark; null for anything else, and for "So it was X?" (a
 * guess at the previous answer: suggestedThing). Pure.
 */
export function suggestionAsQuestion(message: string): string | null {
  const text = withoutOpener(message.trim());
  if (!/\?\s*$/.test(text) || !LEAD.test(text)) return null;
  if (suggestedThing(text) !== null) return null;
  const body = text.replace(LEAD, '').replace(/\?\s*$/, '').trim();
  // "So how much profit did they make?": a question word after "so" asks that question, it suggests no answer
  if (/^(?:how|what|which|who|whom|whose|when|where|why)\b/i.test(body)) return null;
  const tokens = body.split(/\s+/);
  // "So can I drink it straight from the tank?": a question already, asked after "so"
  if (AUX.test(tokens[0] ?? '')) return `${body[0]?.toUpperCase() ?? ''}${body.slice(1)}?`;
  // the auxiliary within the first five words goes first ("the budget was cut" → "was the budget cut")
  const at = tokens.slice(0, 5).findIndex((t, i) => i > 0 && AUX.test(t));
  if (at > 0) {
    const aux = tokens[at] ?? '';
    const rest = [...tokens.slice(0, at), ...tokens.slice(at + 1)];
    return `${aux[0]?.toUpperCase() ?? ''}${aux.slice(1).toLowerCase()} ${lowerFirst(rest.join(' '))}?`;
  }
  // no auxiliary: a present-tense verb after a one- or two-word subject ("children pay", "the fee covers")
  const verbAt = /^(?:the|a|an|this|that|these|those|my|our|their|its|his|her)$/i.test(tokens[0] ?? '') ? 2 : 1;
  if (!/^[a-z]+$/.test(tokens[verbAt] ?? '')) return null;
  const verb = tokens[verbAt] ?? '';
  const third = /s$/.test(verb) && !/(?:ss|us|is)$/.test(verb);
  const base = !third ? verb : /ies$/.test(verb) ? verb.replace(/ies$/, 'y') : /(?:ss|sh|ch|x|z|o)es$/.test(verb) ? verb.replace(/es$/, '') : verb.replace(/s$/, '');
  return `${third ? 'Does' : 'Do'} ${lowerFirst([...tokens.slice(0, verbAt), base, ...tokens.slice(verbAt + 1)].join(' '))}?`;
}

function lowerFirst(text: string): string {
  // "the budget", but "Tarrow Marine" keeps its capital: only a determiner or pronoun is lowered
  return text.replace(/^(The|A|An|This|That|These|Those|It|They|We|You|My|Our|Their|Its)\b/, (w) => w.toLowerCase());
}

/**
 * The thing a reader guesses was the previous answer: "So it was the weather?", "So it was because of the cuts?",
 * "Then that was down to the council?", "So the reason was the bridge?" → "the weather", "the cuts", "the council",
 * "the bridge"; null for anything else. Pure.
 */
export function suggestedThing(message: string): string | null {
  const text = withoutOpener(message.trim()).replace(/[?.!]+$/, '').trim();
  if (!LEAD.test(text) && !/^(?:it|that)\s+(?:was|is)\b/i.test(text)) return null;
  const body = text.replace(LEAD, '');
  const m = /^(?:it|that|this)\s+(?:was|is|were|'s)\s+(?:all\s+|just\s+|really\s+|mainly\s+)?(?:(?:because of|due to|down to|caused by|about)\s+)?(.+?)(?:\s+then|\s+after all)?$/i.exec(body) ?? /^the (?:reason|cause) (?:was|is)\s+(.+)$/i.exec(body);
  const thing = m?.[1]?.trim() ?? '';
  // a thing: a noun phrase after a determiner, or a name ("So it was the weather?", "So it was Tarrow Marine?"), or
  // what follows "because of"; not a clause ("So it is run by the council?" asks a yes/no question of its own)
  const caused = /\b(?:because of|due to|down to|caused by)\s*$/i.test(body.slice(0, body.length - thing.length).trim());
  if (thing === '' || (!caused && !/^(?:the|a|an|his|her|their|its|our|my|this|these|those)\s|^\p{Lu}/u.test(thing))) return null;
  return conceptsOf(thing, { dropInstructionWords: true }).some((c) => !c.soft) ? thing : null;
}

/** What the sources give of a guessed thing: the answer's lead names it, another sentence does, some of its words only, nothing. */
export type GuessVerdict = { kind: 'given' } | { kind: 'said'; at: number } | { kind: 'not-given' } | { kind: 'not-mentioned' };

/**
 * Whether the previous answer gives the thing guessed: every word of it named in the lead (in its own words or a
 * direct synonym) → 'given'; else named whole by another sentence (the previous reply's first, then the sources')
 * → 'said' with that sentence's index in `sentences`; else some of its words named somewhere → 'not-given'; else
 * 'not-mentioned'. Only the lead gives a yes: a padding sentence that names the guess is shown, never agreed with.
 * Pure but for the shipped lexicon.
 */
export function guessVerdict(thing: string, lead: string, sentences: string[]): GuessVerdict {
  const concepts = conceptsOf(thing, { dropInstructionWords: true }).filter((c) => !c.soft);
  const says = (text: string): boolean => concepts.every((c) => namesAsked([c], stemsOf(text), text));
  if (says(lead)) return { kind: 'given' };
  const at = sentences.findIndex(says);
  if (at >= 0) return { kind: 'said', at };
  return sentences.some((s) => concepts.some((c) => namesAsked([c], stemsOf(s), s))) ? { kind: 'not-given' } : { kind: 'not-mentioned' };
}

/**
 * Does a sentence ground a yes or a no to a yes/no follow-up? It names every asked word of the claim (the
 * follow-up's words that are not names and not the setting of the documents: verdict-ground.ts), each in its own
 * words or a direct synonym, and, when the follow-up names a figure ("Does a crossing cost £3?"), states that same
 * figure. With no asked word left (every word the setting) it grounds nothing. Pure but for the shipped lexicon.
 */
export function groundsVerdict(question: string, sentence: string, documents: GroundDocument[]): boolean {
  // a sentence predicating the asked key of the asked subject decides, whatever words it uses for them
  // ("Decaffeinated coffee is not completely free of caffeine" for "Is decaf caffeine-free?"; predication.ts)
  const predication = askedPredication(question, relationVerb(question));
  if (predication && decides(sentence, predication)) return figuresAgree(question, sentence);
  const concepts = conceptsOf(question, { dropInstructionWords: true });
  const asked = askedConcepts(concepts, documents, nameStems(question));
  if (asked.length === 0) return false;
  if (!asked.every((c) => namesAsked([c], stemsOf(sentence), sentence))) return false;
  return figuresAgree(question, sentence);
}

/** The figure a follow-up names, if any, is the one the sentence states (same digits of the same kind). Pure. */
function figuresAgree(question: string, sentence: string): boolean {
  const dimensions: Dimension[] = ['money', 'count', 'time', 'length', 'weight', 'temperature', 'speed', 'frequency'];
  for (const d of dimensions) {
    const asked = /\d/.test(question) ? amountIn(question, d) : null;
    if (!asked) continue;
    const digits = (t: string): string => (t.match(/\d[\d,.]*/g) ?? []).map((x) => x.replace(/[,]/g, '').replace(/\.0+$/, '')).join(' ');
    const stated = amountIn(sentence, d);
    if (!stated || !digits(stated).split(' ').some((x) => digits(asked).split(' ').includes(x))) return false;
  }
  // a bare number asked ("more than 20 trees?") with no kind: the sentence must carry that number
  if (dimensionsAsked(question).length === 0) {
    for (const n of question.match(/\b\d[\d,.]*\b/g) ?? []) if (!new RegExp(`(?<![\\d.,])${n.replace(/[.]/g, '\\.')}(?!\\d)`).test(sentence)) return false;
  }
  return true;
}
