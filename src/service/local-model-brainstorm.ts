// Clarifying questions written by the optional local model (POST /research/brainstorm when Settings
// → "Use a local model" is set): the model gets the passages the library holds on the query and
// answers with JSON questions whose options each cite the passage they come from ([n]). Every option
// is checked like an answer sentence (checkClaim: a valid [n], its words in the cited passage);
// unsupported options are dropped, a question left with fewer than two options is dropped, and the
// reasons are counted in words. checkModelQuestions is pure (table-tested); modelQuestions never
// throws: any failure (unreachable, timeout, not JSON, nothing left) comes back as a reason, and the
// built-in questions stand.
import { checkClaim, complete, droppedReasons, extractJson, sourceTerms, type LocalModelConfig, type ModelSource } from './local-model';
import { contentTerms, stem } from './text';

/** A question the model wrote, after the checks: options without their markers. */
export interface DraftQuestion {
  question: string;
  options: string[];
}

export interface QuestionsCheck {
  questions: DraftQuestion[];
  /** What was dropped and why (options and whole questions). */
  dropped: { text: string; reason: string }[];
}

export const MAX_MODEL_QUESTIONS = 4;
export const MAX_MODEL_OPTIONS = 5;
/** Brainstorm runs while the person waits: a shorter limit than an answer's. */
export const BRAINSTORM_TIMEOUT_MS = 30_000;

export function brainstormSystemMessage(): string {
  return [
    'You help a researcher narrow a research question before it runs over their own library.',
    'Using only the numbered sources given, write 1 to 3 clarifying questions (which aspect, which place or period, which comparison).',
    'Each question has 2 to 4 short options written as phrases taken from the sources, each ending with the number of the source it comes from, like "adenosine receptors [2]".',
    'Reply with JSON only: {"questions":[{"question":"…?","options":["… [1]","… [2]"]}]}',
  ].join(' ');
}

export function brainstormUserMessage(query: string, sources: ModelSource[]): string {
  const blocks = sources.map((s) => `[${s.index}] ${s.title}\n${s.passages.join('\n')}`);
  return `Sources:\n\n${blocks.join('\n\n')}\n\nResearch question: ${query}`;
}

/** Control characters and bidirectional overrides (which can disguise text). */
function hasControl(text: string): boolean {
  return [...text].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return (code < 0x20 && ch !== '\t' && ch !== '\n') || code === 0x7f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
  });
}

/** Why a question's own text is refused, or null when it can be shown. */
function questionProblem(text: string, query: string, options: string[]): string | null {
  if (text.length < 8 || text.length > 300) return 'the question is not 8 to 300 characters long';
  if (hasControl(text)) return 'the question holds control characters';
  if (!text.endsWith('?')) return 'it is not a question';
  if (/https?:|www\.|\S@\S|\[\d+\]|[<>{}]/i.test(text)) return 'the question holds an address, markup or a citation';
  // It must be about the research: name a word of the query or of one of its own options.
  const own = new Set([...contentTerms(query), ...options.flatMap((o) => contentTerms(o))].map(stem));
  if (!contentTerms(text).map(stem).some((t) => own.has(t))) return 'the question names neither the research topic nor its options';
  return null;
}

/**
 * The model's reply → the questions that pass the checks. Accepts {"questions":[…]} or a bare array;
 * each question { question: string, options: string[] } (an option may be { text }). Returns an
 * error in words when the reply is not that JSON at all.
 */
export function checkModelQuestions(reply: string, query: string, sources: ModelSource[]): QuestionsCheck | { error: string } {
  const parsed = extractJson(reply);
  if (parsed === null) return { error: 'its reply is not JSON' };
  const list: unknown = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).questions : undefined;
  if (!Array.isArray(list)) return { error: 'its JSON has no list of questions' };
  const byIndex = sourceTerms(sources);
  const questions: DraftQuestion[] = [];
  const dropped: { text: string; reason: string }[] = [];
  for (const item of list.slice(0, 10)) {
    if (typeof item !== 'object' || item === null || typeof (item as Record<string, unknown>).question !== 'string' || !Array.isArray((item as Record<string, unknown>).options)) {
      dropped.push({ text: JSON.stringify(item)?.slice(0, 80) ?? String(item), reason: 'not a question with options' });
      continue;
    }
    const record = item as { question: string; options: unknown[] };
    const text = record.question.replace(/\s+/g, ' ').trim();
    const options: string[] = [];
    for (const option of record.options.slice(0, 10)) {
      const raw = typeof option === 'string' ? option : typeof option === 'object' && option !== null && typeof (option as Record<string, unknown>).text === 'string' ? ((option as Record<string, unknown>).text as string) : null;
      if (raw === null) {
        dropped.push({ text: String(option).slice(0, 80), reason: 'an option that is not text' });
        continue;
      }
      if (raw.length > 200 || hasControl(raw)) {
        dropped.push({ text: raw.slice(0, 80), reason: 'an option longer than 200 characters or with control characters' });
        continue;
      }
      const check = checkClaim(raw, byIndex);
      if (!check.ok) {
        dropped.push({ text: raw, reason: check.reason });
        continue;
      }
      const phrase = check.body.replace(/[.!?;:,]+$/, '').trim();
      if (phrase.length < 2 || phrase.length > 80) {
        dropped.push({ text: raw, reason: 'an option that is not a short phrase' });
        continue;
      }
      if (options.some((o) => o.toLowerCase() === phrase.toLowerCase())) continue;
      options.push(phrase);
    }
    const problem = questionProblem(text, query, options);
    if (problem) {
      dropped.push({ text: text.slice(0, 120), reason: problem });
      continue;
    }
    if (options.length < 2) {
      dropped.push({ text, reason: 'fewer than two of its options are in your sources' });
      continue;
    }
    if (questions.length >= MAX_MODEL_QUESTIONS) {
      dropped.push({ text, reason: `more than ${MAX_MODEL_QUESTIONS} questions` });
      continue;
    }
    questions.push({ question: text, options: options.slice(0, MAX_MODEL_OPTIONS) });
  }
  return { questions, dropped };
}

export type ModelQuestions =
  | { ok: true; questions: DraftQuestion[]; dropped: { text: string; reason: string }[]; model: string }
  | { ok: false; reason: string };

/** Clarifying questions from the model over the library's passages, checked. Never throws. */
export async function modelQuestions(config: LocalModelConfig, query: string, sources: ModelSource[]): Promise<ModelQuestions> {
  const outcome = await complete({ ...config, timeoutMs: Math.min(config.timeoutMs ?? BRAINSTORM_TIMEOUT_MS, BRAINSTORM_TIMEOUT_MS) }, [
    { role: 'system', content: brainstormSystemMessage() },
    { role: 'user', content: brainstormUserMessage(query, sources) },
  ]);
  if (!outcome.ok) return outcome;
  const check = checkModelQuestions(outcome.text, query, sources);
  if ('error' in check) return { ok: false, reason: `the local model ${config.model} did not write usable questions: ${check.error}` };
  if (check.questions.length === 0) {
    return { ok: false, reason: `none of the local model's questions passed the checks${check.dropped.length > 0 ? ` (${droppedSummary(check.dropped)})` : ''}` };
  }
  return { ok: true, questions: check.questions, dropped: check.dropped, model: config.model };
}

/** What was dropped, counted: "2 options said what the cited passage does not; 1 question: it is not a question". */
export function droppedSummary(dropped: { text: string; reason: string }[]): string {
  const optionReasons = dropped.filter((d) => d.reason === 'no citation' || d.reason.startsWith('cites [') || d.reason.startsWith('only '));
  const others = dropped.filter((d) => !optionReasons.includes(d));
  const parts: string[] = [];
  if (optionReasons.length > 0) parts.push(`${optionReasons.length} option${optionReasons.length === 1 ? '' : 's'} dropped (${droppedReasons(optionReasons)})`);
  const byReason = new Map<string, number>();
  for (const d of others) byReason.set(d.reason, (byReason.get(d.reason) ?? 0) + 1);
  for (const [reason, n] of byReason) parts.push(`${n} dropped: ${reason}`);
  return parts.join('; ');
}
