// The holder of the slot a question asks, absent from a library that covers the rest of the question (used by
// compose.ts): "What time does the BAR close at Elmstead Barn?", "How much is it to hire a KAYAK at the beach desk?",
// "How often should the MOP PAD on the T9 be washed?" ask a slot (a time, a sum, a frequency) of a thing, the holder. The
// setting (at Elmstead Barn, at the beach desk, on the T9) is covered, so every sentence the answer could cite gives the
// same slot of a neighbour (the music's finishing time, a bodyboard's hire price, the filter's cleaning), which would be
// read as the answer. Where a content noun of the holder is one no source uses, in its own words or a direct synonym
// (coverage's `missing`, checked against every source's words: asked-absent.ts `absentAmong`), the answer says plainly
// that the sources do not mention it and cites nothing. Owns only the reading of the holder from the question's shape:
// the wh-frame that names the slot (what time, how much, how often, when, who + verb), the auxiliary, an "it to VERB"
// before the thing acted on, then the noun run up to a preposition, a verb or a clause. Never after a copula's "what is
// the …" (a noun the sources give in other words or as steps), a bare "what did" (its subject is the doer, "What did
// the July inspection find?", not what a slot is asked of) nor a pronoun ("Where can I park?" names no holder).
// Pure but for the shipped lexicon.
import { absentAmong, nounRun, tokens } from './asked-absent';
import { askingClauseOf } from './asked-thing';
import { knowsNoun } from './kinds';
import { verbShareOfForm } from './verbs';

const AUX = /^(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must)$/;
/** The do-auxiliaries and modals: "What time DOES the bar close?" (never a copula: "What time is it?"). */
const DO_AUX = /^(?:do|does|did|will|would|can|could|should|shall|may|might|must)$/;
/** How-words that ask a slot of the thing after the auxiliary (never "how many", the counted noun: asked-absent.ts). */
const HOW_SLOT = /^(?:much|often|long|far|old|soon|early|late|big|heavy|tall|high|deep|wide)$/;
const PRONOUN = /^(?:i|we|you|they|he|she|it|one|me|us|them|someone|anyone|people|there)$/;

/**
 * The words of the noun phrase whose slot a question asks ("What time does the bar close at Elmstead Barn?" → bar; "How
 * much is it to hire a kayak…?" → kayak; "Who runs the tea room?" → tea, room), or [] where its shape names none.
 * Pure but for the shipped lexicon.
 */
export function slotHolder(question: string): string[] {
  const written = tokens(askingClauseOf(question).trim());
  // (read without accents, as WordNet spells them: "café" is its "cafe"; given back as written)
  const words = written.map(plain);
  const first = words[0] ?? '';
  let at: number;
  if (first === 'how' && HOW_SLOT.test(words[1] ?? '')) at = 2;
  else if ((first === 'what' || first === 'which') && knowsNoun(words[1] ?? '') && !AUX.test(words[1] ?? '') && DO_AUX.test(words[2] ?? '')) at = 2;
  else if (first === 'when' || first === 'where') at = 1;
  else if (first === 'who' && !AUX.test(words[1] ?? '') && verbShareOfForm(words[1] ?? '') >= 0.5) return asWritten(written, words, 2, nounRun(words, 2));
  else return [];
  if (!AUX.test(words[at] ?? '')) return [];
  const doFrame = DO_AUX.test(words[at] ?? '');
  at += 1;
  // "How much is it TO HIRE a kayak…": the thing acted on
  if (words[at] === 'it' && words[at + 1] === 'to' && verbShareOfForm(words[at + 2] ?? '') >= 0.5) at += 3;
  if (PRONOUN.test(words[at] ?? '')) return [];
  const run = nounRun(words, at);
  // (after "does", the subject comes before the verb: where no word used mostly as a verb follows the run, its last word
  // is that verb, "the bar CLOSE at the barn", "a ticket COST"; "the mop pad on the T9 be WASHED" keeps its pad)
  const start = words.indexOf(run[0] ?? '', at);
  const after = words.slice(start + run.length);
  const verbLater = after.some((w) => verbShareOfForm(w) >= 0.5);
  const held = doFrame && run.length >= 2 && !verbLater ? run.slice(0, -1) : run;
  return asWritten(written, words, at, held);
}

/** A word without its accents ("café" → cafe). Pure. */
function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The run read from the unaccented words, as the question writes it. Pure. */
function asWritten(written: string[], words: string[], from: number, run: string[]): string[] {
  const start = words.indexOf(run[0] ?? '', from);
  return start < 0 ? run : written.slice(start, start + run.length);
}

/**
 * The word of the slot's holder that no source uses ("bar" over a wedding venue's pages that never name a bar), by the
 * rules of asked-absent.ts (coverage's `missing`, the sources' words; never a word an amount answers, a person or body,
 * a modifier), a made thing kept however many senses its word has; null where the holder is there. Pure but for the lexicon.
 */
export function absentHolder(question: string, missing: string[], sourceStems: Set<string>): string | null {
  const holder = slotHolder(question);
  if (holder.length === 0) return null;
  // (compared without accents: a source's "cafe" names the question's "café")
  const plainStems = new Set([...sourceStems].map(plain));
  const word = absentAmong(question, holder.map(plain), missing.map(plain), plainStems, { madeThings: true });
  return word === null ? null : (holder.find((w) => plain(w) === word) ?? word);
}

/** The plain statement that the sources do not mention the holder asked about: names it and quotes the question. Pure. */
export function holderAbsentStatement(question: string, word: string): string {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  const holder = slotHolder(question);
  const named = holder.length > 0 ? holder.join(' ') : word;
  return `Your sources do not mention the ${named}: none of them uses the word "${word}", so they do not answer "${q}?" Nothing in your sources answers it, so nothing is cited.`;
}
