// The side a source recommends, for a question whether one thing is better (or worse) than another (used by verdict.ts
// predicationGate): "Choose a north- or east-facing wall" answers "Would the south wall be better than the north one?"
// with no: it recommends the other side. A sentence naming both sides says nothing of which is better by naming them
// (the general reading's yes off "Choose a north- or east-facing wall. A box … on a south- or west-facing wall can
// overheat" was a coin's); an instruction (practice.ts isInstructionSentence) naming one side and not the other
// recommends it, and one opening on a negation or on avoiding ("Never fit it to a south wall", "Avoid south walls")
// tells against it. Only "better" and "worse" (the comparatives of good and bad: a closed class) are decided so; a
// recommendation says nothing of which is cheaper or quieter. Pure but for the shipped tables.
import { namesSide, type ComparisonQuestion } from './comparison';
import { isInstructionSentence } from './practice';
import { sentences } from './text';

/** +1 where a question asks whether its subject is better, −1 where it asks whether it is worse; null for any other quality. */
export function evaluativeSign(query: string): 1 | -1 | null {
  const better = /\b(?:better|best|preferable)\b/i.test(query);
  const worse = /\b(?:worse|worst)\b/i.test(query);
  return better === worse ? null : better ? 1 : -1;
}

/** Does an instruction tell against what it names: opening on a negation or on avoiding it ("Do not …", "Never …", "Avoid …")? */
const AGAINST = /^\W*(?:do\s+not|don['’]t|never|avoid|avoiding)\b/i;

/**
 * The side an instruction recommends: 'subject' or 'other' where one sentence of the text is an instruction naming that
 * side and not the other (told against: the side it does not name), null where none does or two point different ways.
 * Pure but for the shipped tables.
 */
export function recommendedSide(text: string, q: Pick<ComparisonQuestion, 'subject' | 'other'>): 'subject' | 'other' | null {
  let found: 'subject' | 'other' | null = null;
  for (const sentence of sentences(text)) {
    if (!isInstructionSentence(sentence)) continue;
    const subject = namesSide(sentence, q.subject);
    const other = namesSide(sentence, q.other);
    if (subject === other) continue;
    const named: 'subject' | 'other' = subject ? 'subject' : 'other';
    const side = AGAINST.test(sentence) ? (named === 'subject' ? 'other' : 'subject') : named;
    if (found !== null && found !== side) return null;
    found = side;
  }
  return found;
}

/** The verdict a recommendation gives on "Is X better (worse) than Y?": the subject recommended, yes for better; null where nothing is recommended or nothing evaluative asked. Pure. */
export function preferenceVerdict(query: string, text: string, q: Pick<ComparisonQuestion, 'subject' | 'other'>): 'yes' | 'no' | null {
  const sign = evaluativeSign(query);
  const side = sign === null ? null : recommendedSide(text, q);
  if (sign === null || side === null) return null;
  return (side === 'subject') === (sign === 1) ? 'yes' : 'no';
}
