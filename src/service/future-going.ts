// "Going to" as the future (used by concepts.ts): "Is it going to fall down?", "Are they going to close the pool?"
// say will, and "going" is no word a source must use; "going to the park" is a going. After a form of "be", "going to"
// before a word WordNet uses mostly as a verb is the future and is read as "will". Pure but for the verb table.
import { verbShareOfForm } from './verbs';

/** The text with the future "be going to V" read as "be will V" ("going" dropped as a concept). Pure but for the verb table. */
export function withoutFutureGoing(text: string): string {
  return text.replace(/\b(am|is|are|was|were|be|being|['’]s|['’]re|['’]m)(\s+(?:\p{L}+\s+){0,2}?)going\s+to\s+(\p{L}+)/giu, (whole: string, be: string, between: string, verb: string) => (verbShareOfForm(verb.toLowerCase()) >= 0.5 ? `${be}${between}will ${verb}` : whole));
}
