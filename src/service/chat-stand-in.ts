// Follow-ups on a research job that cited no sources (used by chat.ts): the documents of the library its question is
// about stand in for the sources it never cited. The research was refused for what it asked as a whole ("the right
// safety kit", a word no document uses), yet the library may hold the document its question names ("the Wyvern Rowing
// Club boat rules"); a follow-up is then read with the whole chat's rules over that document (its pronouns, its
// ellipsis, the kind it asks), and what the reply finds is given in the document's own words, named by its title and
// uncited: it is no source of this research, and a new research job would cite it. A reply over the stand-ins that
// finds nothing keeps the plain refusal. Owns which documents stand in and how such a reply is worded; pure but for
// the shipped lexicon.
import { conceptsOf, joinWords, mentioned, stemsOf, withoutInstructionWords, type Concept } from './concepts';

/** A library document that may stand in: its title and its text (as the library holds it). */
export interface StandInCandidate {
  id: string;
  title: string;
  text: string;
}

/** A sentence of a chat reply: its text and its [n] citations (of the stand-ins' own numbering). */
export interface StandInLine {
  text: string;
  citations: number[];
}

/** The research question's content concepts the stand-ins are searched and chosen by (instruction words and soft words left out). Pure but for the shipped lexicon. */
export function standInConcepts(researchQuery: string): Concept[] {
  return conceptsOf(withoutInstructionWords(researchQuery), { dropInstructionWords: true }).filter((c) => !c.soft);
}

/**
 * The documents that stand in for a research's missing sources: those naming the most of its question's content
 * words (in their title or text), two at most, and only where they name at least half of them and two or more when
 * it has two or more (a document sharing one word of "the Skerrow Island Ferries luggage rules" is not about it).
 * In library order; [] when none does. Pure but for the shipped lexicon.
 */
export function standInDocuments<T extends StandInCandidate>(researchQuery: string, documents: T[], asked: Concept[] = standInConcepts(researchQuery)): T[] {
  if (asked.length === 0) return [];
  const scored = documents.map((d) => ({ d, n: mentioned(asked, stemsOf(`${d.title}\n${d.text}`)).length }));
  const best = Math.max(0, ...scored.map((s) => s.n));
  const enough = Math.max(Math.ceil(asked.length / 2), Math.min(2, asked.length));
  if (best < enough) return [];
  return scored.filter((s) => s.n === best).slice(0, 2).map((s) => s.d);
}

/** A reply's text without its [n] markers ("… a day [1].", "| 40 minutes [2] | Title |"). Pure. */
function uncited(text: string): string {
  return text.replace(/\s*\[\d+\](?:\s*\[\d+\])*/g, '').replace(/\s+([.,;:!?])/g, '$1');
}

/**
 * The follow-up intents (chat-intent.ts) whose reply reads what the sources say, which the stand-ins can give; not
 * those about the research's sources as sources (which agree, who made them, which the answer cites most), which a
 * research that cited none has not got.
 */
const READS_CONTENT: ReadonlySet<string> = new Set(['question', 'figures', 'list', 'table', 'summarise', 'more', 'action', 'recency']);

/** Does a follow-up of this intent read what the sources say (so the stand-ins may answer it)? Pure. */
export function readsContent(intent: string): boolean {
  return READS_CONTENT.has(intent);
}

/**
 * The reply over the stand-ins, worded as what the library says and cited to nothing: a line saying the research
 * cited no sources and naming the documents the reply drew on, then the reply's cited lines and table lines without
 * their markers (its own notes about "your sources" speak of sources this research has not got, and go); null when
 * the reply cites nothing (a refusal over the stand-ins is no finding: the plain refusal stays). Pure.
 */
export function standInReply(reply: StandInLine[], titleOf: (citation: number) => string | undefined): StandInLine[] | null {
  const used = [...new Set(reply.flatMap((r) => r.citations))].map(titleOf).filter((t): t is string => t !== undefined && t !== '');
  if (used.length === 0) return null;
  const one = used.length === 1;
  const lead = `This research cited no sources, so nothing here is cited; your library's ${joinWords(used.map((t) => `"${t}"`))}, which a new research job would use, ${one ? 'says' : 'say'}:`;
  const kept = reply.filter((r) => r.citations.length > 0 || r.text.trimStart().startsWith('|'));
  return [{ text: lead, citations: [] }, ...kept.map((r) => ({ text: uncited(r.text), citations: [] }))];
}

/** The opening of the chat's plain refusal (chat.ts notInSources) and its closing advice. */
const REFUSAL = /^That is not in these sources: (.*?)\s*Start a new research job\b.*$/s;

/**
 * The refusal of a follow-up the stand-ins do not answer either, saying what the chat found missing in them (the word
 * none of them uses, the thing none speaks of): "That is not in these sources: this research cited no sources, and
 * your library's "T" does not say it either: it does not use the word "sauna". …"; null when the reply over them is
 * no such refusal. Pure.
 */
export function standInRefusal(reply: StandInLine[], titles: string[]): StandInLine | null {
  const [only] = reply;
  if (reply.length !== 1 || !only || only.citations.length > 0 || titles.length === 0) return null;
  const m = REFUSAL.exec(only.text);
  const one = titles.length === 1;
  // (its words about "your sources" said of the documents named: one is "it")
  const detail = (m?.[1] ?? '')
    .replace(/\b(?:None of your sources|none of them) uses\b/g, one ? 'it does not use' : 'none of them uses')
    .replace(/\bnone of them speaks of\b/g, one ? 'it does not speak of' : 'none of them speaks of')
    .replace(/\bYour sources discuss\b/g, one ? 'it discusses' : 'they discuss')
    .replace(/\bYour sources give\b/g, one ? 'It gives' : 'They give')
    .replace(/\bin your sources\b/g, one ? 'in it' : 'in them')
    .trim();
  if (detail === '') return null;
  const named = joinWords(titles.map((t) => `"${t}"`));
  return { text: `That is not in these sources: this research cited no sources, and your library's ${named} ${one ? 'does' : 'do'} not say it either: ${detail} Start a new research job (or add documents to the library) to look further.`, citations: [] };
}
