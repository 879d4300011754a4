// Who made a document, asked of it ("Who compiled the hedgehog survey?", "Who wrote the piece on the ferry?",
// "Who was the report prepared by?"): answered from the document's own credit line, a line of its own that says
// "<participle> by <Name>" ("Compiled by Jo Marsh for the parish council") or a bare byline ("By Iona Fraser,
// Highland Courier"), cited (used by compose.ts). Such a line is no sentence, so the usual composition never
// cites it. A credit line answers when its participle is the question's own verb (any verb: "Surveyed by…",
// "Photographed by…"), or when both are verbs of making a text (byline.ts's class: write, compile, prepare,
// edit, report, draft, author); a bare byline answers a question about making a text. The document is the
// one that covers most of the question's other words (at least half). Pure but for the lexicon.
import { MADE_TEXT } from './byline';
import { lemmaOf } from './lemmas';
import { sameFamily } from './morphology';
import { stemsOf } from './concepts';
import { isHeadingLine, isStopWord, stem, words } from './text';
import { baseFormCandidates, verbShare, verbShareOfForm } from './verbs';

export interface Credit {
  /** The participle's lemma ("compile"), or null for a bare byline. */
  verb: string | null;
  /** The line as the document writes it, its emphasis marks aside. */
  line: string;
}

/** A verb form's lemma: the irregular table's, else the first regular base form WordNet uses as a verb ("compiled" → compile). Pure but for the lexicon. */
function verbLemma(word: string): string {
  const w = word.toLowerCase();
  const irregular = lemmaOf(w);
  if (irregular !== w) return irregular;
  return baseFormCandidates(w).find((b) => verbShare(b) > 0) ?? w;
}

/** The verb (a lemma) a who-question asks who did, or null when it asks no such thing. Pure but for the lexicon. */
export function madeByAsked(query: string): string | null {
  const q = query.trim();
  if (!/^(?:and\s+)?who\b/i.test(q)) return null;
  // "Who was the report prepared by?": the participle before the closing "by"
  const passive = /\b(\p{L}+)\s+by\s*[?.!]*$/iu.exec(q)?.[1];
  if (passive && verbShareOfForm(passive) > 0) return verbLemma(passive);
  // "Who is the author of…", "Who was the compiler of…": the agent noun's verb (author, compile, write)
  const noun = /^(?:and\s+)?who\s+(?:is|was|were|are)\s+(?:the\s+)?(\p{L}+)\s+of\b/iu.exec(q)?.[1]?.toLowerCase();
  if (noun) return [noun, noun.replace(/r$/, ''), noun.replace(/er$/, ''), noun.replace(/or$/, '')].find((v) => v.length >= 3 && (verbShare(v) > 0 || MADE_TEXT.has(v))) ?? null;
  // "Who wrote…", "Who has compiled…"
  const verb = /^(?:and\s+)?who\s+(?:(?:did|has|had|have)\s+)?(\p{L}+)/iu.exec(q)?.[1]?.toLowerCase();
  if (!verb || /^(?:is|was|were|are|will|would|can|could|should|does|do)$/.test(verb) || verbShareOfForm(verb) === 0) return null;
  return verbLemma(verb);
}

const NAME = String.raw`\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|van|von|de|da|del|la|le|of|the|and|for|&))*`;
// (no i flag: with it \p{Lu} would match any letter; "By" and "by" are spelt out)
const CREDIT = new RegExp(String.raw`^(?:(\p{L}+)\s+)?[Bb]y\s+(${NAME}(?:[,;]\s*[^\n]{0,100})?|the\s+[^\n]{3,100})$`, 'u');

/** A credit line ("Compiled by Jo Marsh for …", "By Iona Fraser, Highland Courier"), or null: a short line of its own, no sentence. Pure but for the lexicon. */
export function creditOf(line: string): Credit | null {
  const text = line.replace(/^[\s*_>#-]+|[\s*_]+$/g, '').trim();
  if (text === '' || words(text).length > 20) return null;
  const m = CREDIT.exec(text);
  if (!m) return null;
  const participle = m[1]?.toLowerCase();
  if (!participle) return { verb: null, line: text };
  // the word before "by" is a participle: a verb form other than its lemma ("compiled", "written")
  const verb = verbLemma(participle);
  if (verb === participle || verbShare(verb) === 0) return null;
  return { verb, line: text };
}

/** Does the credit answer a question asking who did `asked` (a verb's lemma)? Pure. */
export function creditAnswers(credit: Credit, asked: string): boolean {
  if (credit.verb === null) return MADE_TEXT.has(asked);
  if (credit.verb === asked || sameFamily(stem(credit.verb), stem(asked)) || sameFamily(stem(asked), stem(credit.verb))) return true;
  return MADE_TEXT.has(credit.verb) && MADE_TEXT.has(asked);
}

/**
 * The credit that answers a who-made question among the passages (`titleOf`: a document's title): the line and
 * its document, from the document that covers most of the question's other content words (at least half of
 * them, and one); null when the question asks no such thing or no such document has a credit line that answers
 * it. Pure but for the lexicon.
 */
export function creditAsked(query: string, passages: { documentId: string; text: string }[], titleOf: (id: string) => string): { documentId: string; credit: Credit } | null {
  const asked = madeByAsked(query);
  if (!asked) return null;
  const others = [...new Set(words(query).filter((w) => !isStopWord(w) && !/^(?:who|whom)$/i.test(w) && verbLemma(w) !== asked && !sameFamily(stem(asked), stem(w))).map(stem))];
  if (others.length === 0) return null;
  const found = new Map<string, { covered: Set<string>; credit: Credit | null }>();
  for (const p of passages) {
    const entry = found.get(p.documentId) ?? { covered: stemsOf(titleOf(p.documentId)), credit: null };
    for (const s of stemsOf(p.text)) entry.covered.add(s);
    for (const line of p.text.split('\n')) {
      if (entry.credit || isHeadingLine(line)) continue;
      const credit = creditOf(line);
      if (credit && creditAnswers(credit, asked)) entry.credit = credit;
    }
    found.set(p.documentId, entry);
  }
  const best = [...found.entries()]
    .map(([documentId, e]) => ({ documentId, credit: e.credit, share: others.filter((s) => e.covered.has(s)).length / others.length }))
    .filter((d): d is { documentId: string; credit: Credit; share: number } => d.credit !== null && d.share >= 0.5)
    .sort((a, b) => b.share - a.share)[0];
  return best ? { documentId: best.documentId, credit: best.credit } : null;
}

/** The answer's sentence: "“Ashby hedgehog survey 2025” was compiled by Jo Marsh for …", "“Why the ferry stopped” is by Iona Fraser, …". Pure. */
export function creditSentence(title: string, credit: Credit): string {
  const rest = credit.line.replace(/^\p{L}+\s+by\s+|^by\s+/iu, '').replace(/[.\s]+$/, '');
  const participle = /^(\p{L}+)\s+by\s+/iu.exec(credit.line)?.[1];
  return credit.verb === null || !participle || /^by$/i.test(participle) ? `"${title}" is by ${rest}.` : `"${title}" was ${participle.toLowerCase()} by ${rest}.`;
}
