// The form a research question asks its answer to take, apart from the question itself: "Briefly, in one
// sentence: why did the beams crack?" is the question "why did the beams crack?" answered in one sentence;
// "Explain simply why the pool shuts in a storm" is "why the pool shuts in a storm?" in plain words. Owns where a
// form may stand (a frame before a colon, a clause before the question word, a tail after the question or its
// last comma) so that words inside the question ("Is it safe for a child?", "one sentence of the rules") are
// never read as a form; what the form is comes from chat-followup.ts's replyFormat. Pure.
import { asksForm, replyFormat, type ReplyFormat } from './chat-followup';
import { withCitation } from './compose';
import { answerSteps, stepsInBullets } from './step-bullets';

export interface QuestionForm {
  /** The question without its form ("Why did the beams crack?"); the query itself when it asks no form. */
  question: string;
  /** The form asked; null when the question asks none. */
  form: ReplyFormat | null;
}

/** Words that only frame a form ("Briefly, in one sentence:", "Quick answer, one sentence please:"). */
const FILLER = /^(?:briefly|quickly|shortly|answer|reply|respond|quick|short|brief|question|just|only|so|and|ok|okay|please|in|short|summary|tl;?dr|me|us|the|a|give|tell|write|on|about)$/i;

/** The words that open a question or an embedded one. */
const QUESTION_START = /\b(?:why|how|what|which|who|whom|whose|when|where|whether|is|are|was|were|do|does|did|can|could|should|would|will|has|have|had)\b/gi;

/** A stretch of text that is nothing but a form (and filler words): the form, else null. */
export function formOnly(text: string): ReplyFormat | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.split(/\s+/).length > 10) return null;
  const { format, rest } = replyFormat(trimmed);
  if (!asksForm(format)) return null;
  const left = rest.split(/[^\p{L};]+/u).filter((w) => w !== '' && !FILLER.test(w));
  return left.length === 0 ? format : null;
}

/** The question's first letter in capitals and a question mark at its end. */
function asQuestion(text: string): string {
  const t = text.trim().replace(/[\s,;:.]+$/, '');
  const q = /[?]$/.test(t) ? t : `${t}?`;
  return q.charAt(0).toUpperCase() + q.slice(1);
}

/** The question and the form it asks (before a colon, before the question word, after the question or its last comma). Pure. */
export function questionForm(query: string): QuestionForm {
  const none: QuestionForm = { question: query, form: null };
  const text = query.trim();
  // "Briefly, in one sentence: why …?"
  const colon = text.indexOf(':');
  if (colon > 0 && colon < 80 && !text.slice(0, colon).includes('?')) {
    const form = formOnly(text.slice(0, colon));
    const after = text.slice(colon + 1).trim();
    if (form && after !== '') return { question: asQuestion(after), form };
  }
  // "In one sentence, why …?", "Explain simply why …"
  for (const m of text.matchAll(QUESTION_START)) {
    if (m.index === 0) break;
    const before = text.slice(0, m.index);
    const form = formOnly(before.replace(/[,;—–-]\s*$/, ''));
    if (form) return { question: asQuestion(text.slice(m.index)), form };
    break;
  }
  // "Why did the beams crack? One sentence, please." / "Why did the beams crack, in one sentence?"
  const mark = text.indexOf('?');
  if (mark > 0 && mark < text.length - 1) {
    const form = formOnly(text.slice(mark + 1).replace(/[.!?]+\s*$/, ''));
    if (form) return { question: text.slice(0, mark + 1), form };
  }
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const form = formOnly(text.slice(comma + 1).replace(/[.!?]+\s*$/, ''));
    if (form) return { question: asQuestion(text.slice(0, comma)), form };
  }
  // "List the checks before taking a boat out as 4 bullet points.": a form phrase opened by "as"/"in" that ends the
  // request, its own words only (a form word inside the question, "the rules in one sentence of the handbook", ends nothing)
  const end = text.replace(/[.!?]+\s*$/, '');
  for (const m of end.matchAll(/\s(?:as|in|into|using)\s/gi)) {
    const tail = end.slice((m.index ?? 0) + 1);
    if (tail.split(/\s+/).length > 6) continue;
    const form = formOnly(tail);
    if (form) return { question: `${end.slice(0, m.index).trim()}${/\?\s*$/.test(text) ? '?' : '.'}`, form };
  }
  return none;
}

/** What inSentences needs of a composed answer (compose.ts Composition). */
interface Trimmable {
  sentences: { text: string; prefix: string; citationIndex: number; unit: number }[];
  sources: { citationIndex: number }[];
  content: string;
}

/**
 * A composed answer cut to its first `n` cited sentences (a unit's first sentences stand without the later ones),
 * with the notes that open it and only the sources those sentences cite: the answer to "in one sentence" is the lead
 * the whole answer chose, never the best of a smaller pool. `render` writes one cited sentence as the content does.
 * Pure.
 */
export function inSentences<T extends Trimmable>(answer: T, n: number, render: (sentence: T['sentences'][number]) => string): T {
  if (n < 1 || answer.sentences.length <= n) return answer;
  // (a unit opens on the sentence the rest need, never the other way round: its first sentences stand alone)
  const kept = answer.sentences.slice(0, n);
  const lines = kept.map(render);
  const cited = new Set(kept.map((s) => s.citationIndex));
  return { ...answer, sentences: kept, sources: answer.sources.filter((s) => cited.has(s.citationIndex)), content: [...openingNotes(answer.content), lines.join(' ')].join('\n\n') };
}

/** The paragraphs that open an answer before its first cited one (its notes); none when no paragraph is cited. Pure. */
function openingNotes(content: string): string[] {
  const paragraphs = content.split('\n\n');
  const leadAt = paragraphs.findIndex((p) => /\[\d+\]/.test(p));
  return leadAt < 0 ? [] : paragraphs.slice(0, leadAt);
}

/** The line saying an answer or a reply holds fewer points than the bullets asked (never padded to the number). Pure. */
export function fewerPoints(given: number, asked: number): string {
  // (what Quire found, not what the sources could hold: the reply's choice is the engine's)
  return `Quire found ${given === 1 ? 'one point' : `${given} points`} on this in your sources, not ${asked}.`;
}

/** The lead-in that only says "this is the short answer" ("In short: "), which a bullet's dash already says. */
const SHORT_LEAD_IN = /^In short(?:, according to your sources)?: /;

/**
 * A composed answer as bullets ("As three bullet points: what do I need to do…?"): its first `n` cited sentences
 * (all of them when `n` is null), one per line after "- ", with the notes that open it and only the sources they
 * cite; a verdict's lead-in stays on the first bullet, "In short: " goes. An answer of steps keeps every step in its
 * order, neighbouring steps sharing a bullet when fewer bullets are asked (step-bullets.ts). When the answer holds
 * fewer sentences than the bullets asked, it says so in a last line rather than padding with sentences it did not
 * choose. Pure.
 */
export function inBullets<T extends Trimmable>(answer: T, n: number | null, render: (sentence: T['sentences'][number]) => string): T {
  if (answer.sentences.length === 0) return answer;
  const steps = answerSteps(answer.content);
  if (steps.length > 0) {
    const grouped = stepsInBullets(steps, n ?? steps.length);
    const paragraphs = answer.content.split('\n\n');
    const at = paragraphs.findIndex((p) => answerSteps(p).length > 0);
    const cited = new Set(grouped.flatMap((b) => b.citations));
    const content = [...paragraphs.slice(0, at), grouped.map((b) => `- ${withCitation(b.text, b.citations)}`).join('\n')].join('\n\n');
    const sentences = answer.sentences.filter((s) => content.includes(s.text.replace(/[.!?]+$/, '')));
    return { ...answer, sentences, sources: answer.sources.filter((s) => cited.has(s.citationIndex)), content };
  }
  const kept = n !== null && n >= 1 ? answer.sentences.slice(0, n) : answer.sentences;
  const lines = kept.map((s) => `- ${render({ ...s, prefix: s.prefix.replace(SHORT_LEAD_IN, '') })}`);
  const short = n !== null && kept.length < n ? [fewerPoints(kept.length, n)] : [];
  const cited = new Set(kept.map((s) => s.citationIndex));
  return { ...answer, sentences: kept, sources: answer.sources.filter((s) => cited.has(s.citationIndex)), content: [...openingNotes(answer.content), lines.join('\n'), ...short].join('\n\n') };
}
