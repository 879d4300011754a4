// Sentences about the document itself rather than its subject (used by compose.ts scoreUnits and
// why-lead.ts): a letter's "I am writing, as club secretary, to explain the committee's decision…", an
// article's "This article explains what was wrong with the cloak…", a report's "This report sets out…".
// They say what the text will do, not what happened: the purpose they give ("to explain …") is the
// writer's, never a reason for what a question asks, and they answer nothing themselves. Pure.

/** The writer writing: "I am writing", "We write to…", "I'm writing to let you know". */
const WRITER_WRITING = /\b(?:i|we)(?:\s+(?:am|are)|['’](?:m|re))?\s+writ(?:e|ing)\b/i;
/** The text as the subject of a verb of telling: "This article explains…", "The following letter sets out…", "This guide covers…". */
const TEXT_TELLS =
  /\b(?:this|the following|the present|our|my)\s+(?:article|letter|report|note|page|guide|post|leaflet|document|paper|piece|essay|chapter|section|booklet|newsletter|email|summary|briefing)\s+(?:\p{Ll}+ly\s+)?(?:explains?|describes?|sets? out|looks? at|covers?|outlines?|summari[sz]es?|discusses|discuss|examines?|reports? on|tells? (?:you|readers)|is about|aims? to)\b/iu;

/** Is a sentence about the text it stands in (what the writer writes to do, what the text explains), not its subject? Pure. */
export function aboutTheText(sentence: string): boolean {
  return WRITER_WRITING.test(sentence) || TEXT_TELLS.test(sentence);
}
