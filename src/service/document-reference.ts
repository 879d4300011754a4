// A question's words that point at one of the user's documents by its kind, not at the topic: "the person in the
// forum thread", "the woman in the article", "in the blog post", "on the website", "from the newsletter". The
// documents are where the answer is looked for, never what it is about; a note that no source uses the word "person"
// or "thread" would be untrue of what was asked (concepts.ts reads questions without them). Only in that shape: a
// kind of document after in/on/from/of the (this, that, your), with a person word before it where one stands; "How
// do I start a forum?" keeps its forum. Pure.

/** Kinds of document a user saves or is sent, as people name them in a question. */
const DOCUMENT_KIND = String.raw`(?:forum\s+)?(?:thread|forum|post|posts|article|blog(?:\s+post)?|web\s?page|page|site|website|e-?mail|mail|message|newsletter|transcript|faq|leaflet|brochure|notice|video|podcast|review|comments?|replies|reply)`;
/** A person the document speaks of or who wrote in it, named by role only. */
const PERSON_WORD = String.raw`(?:person|people|guy|guys|man|woman|lady|bloke|poster|posters|author|writer|op|user|member|folks|someone|somebody|chap|fellow)`;

/** Kinds that are places or things as often as documents ("the post office", "on the site", "the notice board"): a document only beside a person who wrote in it. */
const PLACE_LIKE = /^(?:post|posts|page|site|notice|review|comments?|mail|message)$/i;

const REFERENCE = new RegExp(
  String.raw`(?:\b(?:for|by|from|of)\s+)?(?:\bthe\s+(${PERSON_WORD})\s+(?:who\s+(?:wrote|posted|started|asked)\s+)?)?\b(?:in|on|from|of|at)\s+(?:the|this|that|your|my)\s+(?:same\s+|other\s+|first\s+|last\s+|original\s+|saved\s+)?(${DOCUMENT_KIND})\b(?!\s+(?!(?:say|says|said|about|on|for|to|and|or|but|is|was|are|were)\b)\p{L})`,
  'giu',
);

/**
 * The question without the words that point at a document by its kind ("What fixed it for the person in the forum
 * thread?" → "What fixed it?"); the question as it is where nothing would be left to ask about. Pure.
 */
export function withoutDocumentReferences(text: string): string {
  // (never a kind with a noun after it, "the post office"; a place-like kind, "on the site", only with its writer named)
  const out = text.replace(REFERENCE, (whole: string, person: string | undefined, kind: string) => (person === undefined && PLACE_LIKE.test(kind.split(/\s+/).at(-1) ?? '') && !/^forum\b/i.test(kind) ? whole : ' ')).replace(/\s+([?.!,;:])/g, '$1').replace(/\s{2,}/g, ' ').trim();
  // (a question about the document itself, "What is in the newsletter?", keeps its words: nothing else names a topic)
  const content = (t: string): number => (t.match(/\p{L}{4,}/gu) ?? []).filter((w) => !/^(?:what|which|when|where|does|did|that|this|there|they|them|with|have|about)$/i.test(w)).length;
  return content(out) === 0 ? text : out;
}
