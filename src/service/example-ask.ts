// A question that asks for an example ("Give an example of a non-chemical way to control varroa", "What is an
// example of something not allowed on the poolside?", "Can you name one bird that nests in the dunes?"): what it
// asks is an instance of the thing after "example of", so it is answered as the question about that thing ("What
// is a non-chemical way to control varroa?"), never by a sentence that merely says "example" (the word is no
// topic: a question about it alone would find nothing, or the one sentence that uses it). Pure.

/** "Give (me) an example of", "Can you name one", "What is an example of", "Name a …". */
const ASKS_EXAMPLE = [
  /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:give|name|tell|show|provide|list)(?:\s+(?:me|us))?\s+(?:an?|one|some|any|two|three|a few)\s+(?:good\s+|real\s+|specific\s+)?(?:examples?|instances?|cases?)\s+of\s+(.+)$/i,
  /^(?:what|which)(?:['’]s|\s+is|\s+are|\s+would be)\s+(?:an?|one|some|the)?\s*(?:good\s+|real\s+|specific\s+)?(?:examples?|instances?)\s+of\s+(.+)$/i,
  /^(?:for\s+example|for\s+instance|as\s+an\s+example)\s*[,:]?\s+(.+)$/i,
];

/** "Name one bird that…", "Can you name a treatment…": the thing to name. */
const NAME_ONE = /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?name\s+(?:an?|one|any)\s+(.+)$/i;

/** The question an example question asks, about the thing it wants an example of; null for any other question. Pure. */
export function exampleAsked(query: string): { question: string; thing: string } | null {
  const text = query.trim().replace(/[?.!]+$/, '').trim();
  for (const pattern of ASKS_EXAMPLE) {
    const m = pattern.exec(text);
    const thing = m?.[1]?.trim();
    if (!thing) continue;
    // "an example of how the dam failed": the question it embeds
    if (/^(?:how|why|when|where|what|which|who)\b/i.test(thing)) return { question: `${thing.charAt(0).toUpperCase()}${thing.slice(1)}?`, thing };
    return { question: `What is ${/^(?:an?|the|one|some|something|anything|someone|somewhere)\b/i.test(thing) ? thing : `a ${thing}`}?`, thing };
  }
  const named = NAME_ONE.exec(text)?.[1]?.trim();
  if (named) return { question: `What is a ${named}?`, thing: named };
  return null;
}

/**
 * The instance a sentence names by an example marker ("Glassworts such as marsh samphire grow…" → "marsh samphire";
 * "…, for example the Brent goose, …" → "the Brent goose"), up to the next clause break or verb; null when it names
 * none. Pure.
 */
export function exampleIn(sentence: string): string | null {
  const m = /\b(?:such as|for example|for instance|e\.g\.|including)\s*,?\s+([^,;:.()]+?)(?=\s+(?:were|was|are|is|has|have|had|can|could|will|would|may|might|must|did|do|does|grow|grows|live|lives)\b|[,;:.()]|$)/i.exec(sentence);
  const found = m?.[1]?.trim() ?? '';
  return found.length >= 2 && found.split(/\s+/).length <= 8 ? found : null;
}

/** What exampleFirst needs of a composed answer (compose.ts Composition). */
interface Reorderable {
  sentences: { text: string; prefix: string; citationIndex: number }[];
  content: string;
}

/**
 * An example question's answer led by a sentence that names an instance by an example marker ("such as marsh
 * samphire"), when its lead names none and a later sentence of the answer does while naming a word of the thing asked
 * (`thingStems`, `stemsOf`): the general point ("only plants that tolerate salt water survive") follows. The notes
 * that open the answer stay first; `render` writes one cited sentence as the content does. Pure.
 */
export function exampleFirst<T extends Reorderable>(answer: T, thingStems: Set<string>, stemsOf: (text: string) => Set<string>, render: (sentence: T['sentences'][number]) => string): T {
  const [lead] = answer.sentences;
  if (!lead || exampleIn(lead.text) !== null) return answer;
  const at = answer.sentences.findIndex((s, i) => i > 0 && exampleIn(s.text) !== null && [...stemsOf(s.text)].some((w) => thingStems.has(w)));
  if (at < 0) return answer;
  const picked = answer.sentences[at] as T['sentences'][number];
  const sentences = [{ ...picked, prefix: lead.prefix }, { ...lead, prefix: '' }, ...answer.sentences.filter((_, i) => i !== 0 && i !== at)];
  const paragraphs = answer.content.split('\n\n');
  const leadAt = paragraphs.findIndex((p) => /\[\d+\]/.test(p));
  const opening = leadAt < 0 ? [] : paragraphs.slice(0, leadAt);
  return { ...answer, sentences, content: [...opening, render(sentences[0] as T['sentences'][number]), sentences.slice(1).map(render).join(' ')].join('\n\n') };
}
