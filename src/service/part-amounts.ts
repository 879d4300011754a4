// The amount floor of a many-part question (compose.ts amountFloor), read part by part. The floor leaves out
// the sentences that state no amount asked; read over the whole question it hides what one part asks: "How
// many items can I bring, and what time are the last items taken in?" asks a count and a time of day, and
// "When does the trial start, and how often will it be reviewed?" a date and a frequency, so a sentence giving
// the count, the time or the date is kept. A part asking something else ("Where do we meet, and what does it
// cost?") keeps its own sentences: there is no floor. And the amounts the kinds of amounts.ts leave out, said
// as the part asks them: a date or a time of day for "when" / "what time" ("The last orders are taken at
// 15:30"), an age limit for "how old" / "what age" ("Riders must be 18 or over"). Pure but for the lexicon.
import { dimensionsAsked, type Dimension } from './amounts';
import { answerShape, shapeFit } from './answer-shape';
import { limitsIn } from './limits';

/** "How old…", "what age…", "at what age": an age. */
const ASKS_AGE = /\bhow old\b|\bwhat age\b/i;
/** A part that asks for a thing, a place, a person or a reason by its question word (not a yes/no). */
const WH = /^\s*(?:what|which|who|whom|whose|where|why|how)\b/i;

/**
 * Does the amount floor hold for every part: each asks an amount (dimensionsAsked), a time (answerShape
 * "when"), or yes or no (no question word)? A part asking a thing, a place or a way does not. Pure but for the lexicon.
 */
export function floorApplies(parts: readonly string[]): boolean {
  return parts.every((p) => dimensionsAsked(p).length > 0 || answerShape(p) !== null || !WH.test(p));
}

/**
 * The kinds of amount the parts of a question ask, each read alone, with those read over the whole (`whole`):
 * read whole, "How many items…, and what time…?" hides the count behind the time. Pure.
 */
export function partDimensions(parts: readonly string[], whole: readonly Dimension[]): Dimension[] {
  return [...new Set([...whole, ...(parts.length > 1 ? parts.flatMap((p) => dimensionsAsked(p)) : [])])];
}

/**
 * Does a text state, in a form the dimensions of amounts.ts do not read, what one of the parts asks: a date or a
 * time of day where a part asks when or what time, an age limit where a part asks how old? Pure but for the lexicon.
 */
export function statesAskedForm(text: string, parts: readonly string[]): boolean {
  // (a day and month, a recurring day or a time of day: a bare year, "since 1261", more often dates something else)
  if (parts.some((p) => answerShape(p) === 'when' && shapeFit('when', text, p) >= 2)) return true;
  return parts.some((p) => ASKS_AGE.test(p)) && text.split(/(?<=[.!?])\s+/).some((s) => limitsIn(s).some((l) => l.of === 'age'));
}
