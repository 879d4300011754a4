// Sentences about the document itself rather than its subject (used by compose.ts scoreUnits and
// why-lead.ts): a letter's "I am writing, as club secretary, to explain the committee's decision…", and
// what meta-lines.ts already reads as a meta sentence ("This article explains what was wrong with the
// cloak…", "This report sets out…"). They say what the text will do, not what happened: the purpose they
// give ("to explain …") is the writer's, never a reason for what a question asks, and they answer nothing
// themselves. Pure.
import { isMetaSentence } from './meta-lines';

/** The writer writing: "I am writing", "We write to…", "I'm writing to let you know". */
const WRITER_WRITING = /\b(?:i|we)(?:\s+(?:am|are)|['’](?:m|re))?\s+writ(?:e|ing)\b/i;

/** Is a sentence about the text it stands in (what the writer writes to do, what the text explains), not its subject? Pure. */
export function aboutTheText(sentence: string): boolean {
  return WRITER_WRITING.test(sentence) || isMetaSentence(sentence);
}
