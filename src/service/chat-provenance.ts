// Where a claim comes from (chat.ts asks): a follow-up that asks for the source of what was just said, with no topic
// of its own ("Who says so?", "Says who?", "Which source says that?", "Where did you get that?", "How do you know?",
// "Source?"), and how a source is described when a reader asks about it (its title, where in the library it is, its
// author and date as it states them). The reply names the sources the previous reply cited, not every source of the
// research: a reader checking a claim wants the document behind that claim. Pure.
import { withoutOpener } from './follow-up-opener';

/** The object a provenance question points at: the claim just made. */
const CLAIM = String.raw`(?:so|that|this|it|those|these|them)`;
const PROVENANCE = new RegExp(
  String.raw`^(?:(?:and|but|so|wait|really)[,!.]?\s+)*(?:` +
    [
      String.raw`(?:who|which (?:source|document|article|study|paper|report|one)|what (?:source|document|article|study|paper|report)) (?:says|said|claims|claimed|states|stated|reports|reported|tells you|told you) ${CLAIM}`,
      String.raw`says who`,
      String.raw`according to (?:whom|who|what|which (?:source|document|one))`,
      String.raw`where (?:does|did) (?:it|that|this) say (?:so|that|this|it)`,
      String.raw`where (?:is|was|are) (?:that|this|it|those) from`,
      String.raw`where(?:'s| is) that from`,
      String.raw`where did you (?:get|find|read|see) (?:that|this|it|those)(?: from)?`,
      String.raw`(?:what(?:'s| is| are)|which (?:is|are)) (?:the|your) (?:sources?|references?|evidence)(?: for (?:that|this|it|those))?`,
      String.raw`(?:sources?|references?|citations?)(?: (?:please|needed|for (?:that|this)))?`,
      String.raw`how do (?:you|we) know(?: (?:that|this|it))?`,
      String.raw`(?:is there|do you have|have you got) (?:a|any) (?:source|reference|evidence) for (?:that|this|it)`,
      String.raw`who told you (?:that|this|so)`,
    ].join('|') +
    String.raw`)[?!. ]*$`,
  'i',
);

/** Does a follow-up ask only where the last claim comes from ("Who says so?"), with nothing else to look up? Pure. */
export function asksProvenance(message: string): boolean {
  return PROVENANCE.test(withoutOpener(message.trim()).replace(/[’]/g, "'"));
}

/** The citation numbers a reply cites, in the order it first cites them ("…[2]. …[1][2]" → 2, 1). Pure. */
export function citedIndexes(reply: string): number[] {
  const seen: number[] = [];
  for (const m of reply.matchAll(/\[(\d+)\]/g)) {
    const n = Number(m[1]);
    if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

export interface DescribedSource {
  citation_index: number;
  title: string;
  url: string;
}

export interface SourceByline {
  author?: string | null;
  date?: string | null;
  publisher?: { name: string; from: string } | null;
}

/**
 * A source as a reader asking about it needs it: its number and title, where it is (a document of the local library,
 * by its file name, or the address it gives for itself), and its author and date as it states them, or that it does
 * not. Pure.
 */
export function describeSource(source: DescribedSource, byline: SourceByline): string {
  // every source here is a document of the local library (a sample or an upload); an address it gives in its front matter is its own claim
  const own = /^https?:\/\/library\.quire\.local\//.test(source.url);
  const origin = own ? `a document in your local library (${decodeURIComponent(source.url.split('/').pop() ?? '')})` : `a document in your local library that gives its address as ${source.url}`;
  const who = byline.author ? `It names its author: ${byline.author}.` : byline.publisher ? `It names no author; ${byline.publisher.from} says it is published by ${byline.publisher.name}.` : 'It does not say who wrote it.';
  const when = byline.date ? `It is dated ${byline.date}.` : 'It gives no date.';
  return `Source [${source.citation_index}], "${source.title}", is ${origin}. ${who} ${when}`;
}

/**
 * The lines of a provenance reply: which of the research's sources the last reply (or, before any reply, the answer's
 * lead) rests on, each described; or, when it cited none, that it rested on no source. Pure.
 */
export function provenanceLines<S extends DescribedSource>(lastReply: string, fromAnswer: boolean, sources: S[], bylineOf: (source: S) => SourceByline): { text: string; citations: number[] }[] {
  const cited = citedIndexes(lastReply)
    .map((n) => sources.find((s) => s.citation_index === n))
    .filter((s): s is S => s !== undefined);
  const what = fromAnswer ? "The answer's opening point" : 'The last reply';
  if (cited.length === 0) return [{ text: `${what} cites no source: it says what the sources do not cover, so no document stands behind it.`, citations: [] }];
  const head = `${what} rests on ${cited.length === 1 ? 'one source' : `${cited.length} sources`}:`;
  return [{ text: head, citations: [] }, ...cited.map((s) => ({ text: `- ${describeSource(s, bylineOf(s))}`, citations: [] }))];
}
