// Optional local model: an OpenAI-compatible chat completions endpoint the user already runs
// (Ollama, llama.cpp server, LM Studio) writes the answer (and chat replies to follow-up questions)
// from the passages the research found, with [n] markers; the clarifying questions
// (local-model-brainstorm.ts) and transformed_content (local-model-transform.ts) use the same call
// and the same claim check. Every generated sentence's citation is checked against the cited passages
// (checkSentences, a pure function): a sentence without a valid marker, or whose content words are
// mostly absent from what it cites, is dropped and counted. Any failure (unreachable, timeout,
// error status, unreadable reply, nothing left after the check) returns a reason, and the built-in
// engine's answer stands; the caller writes the reason into the job's events.
import { contentTerms, sentences as splitSentences, stem } from './text';

export interface LocalModelConfig {
  /** Base URL of the OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Default 60 s: local models can be slow, but a research must end. */
  timeoutMs?: number;
}

/** The configuration from the environment (QUIRE_LOCAL_MODEL_URL and QUIRE_LOCAL_MODEL_NAME), or null. */
export function localModelFromEnv(env: NodeJS.ProcessEnv = process.env): LocalModelConfig | null {
  const baseUrl = env.QUIRE_LOCAL_MODEL_URL?.trim();
  const model = env.QUIRE_LOCAL_MODEL_NAME?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl, model, ...(env.QUIRE_LOCAL_MODEL_KEY ? { apiKey: env.QUIRE_LOCAL_MODEL_KEY } : {}) };
}

export interface ModelSource {
  /** The citation number the model must use for this source. */
  index: number;
  title: string;
  passages: string[];
}

export interface CheckedSentence {
  text: string;
  citations: number[];
}

export interface SentenceCheck {
  kept: CheckedSentence[];
  dropped: { text: string; reason: string }[];
}

const MARKER = /\[(\d+)\]/g;

/** Share of a sentence's content words (stemmed) that must appear in the passages it cites. */
export const SUPPORT_THRESHOLD = 0.6;

/** The stemmed content words of each source (its title and passages), by citation number. */
export function sourceTerms(sources: ModelSource[]): Map<number, Set<string>> {
  return new Map(sources.map((s) => [s.index, new Set(contentTerms([s.title, ...s.passages].join(' ')).map(stem))]));
}

export type ClaimCheck = { ok: true; body: string; citations: number[] } | { ok: false; reason: string };

/**
 * One generated claim (a sentence, a bullet, a table row, an option): it must carry at least one
 * [n] naming a given source, and at least 60% of its content words must appear in the passages of
 * the sources it cites. The body comes back without its markers.
 */
export function checkClaim(claim: string, byIndex: Map<number, Set<string>>): ClaimCheck {
  const citations = [...new Set([...claim.matchAll(MARKER)].map((m) => Number(m[1])))];
  const body = claim.replace(MARKER, '').replace(/\s+([.!?,;:])/g, '$1').replace(/\s+/g, ' ').trim();
  if (citations.length === 0) return { ok: false, reason: 'no citation' };
  const unknown = citations.filter((n) => !byIndex.has(n));
  if (unknown.length > 0) return { ok: false, reason: `cites [${unknown.join('], [')}], which is not a source` };
  const support = new Set(citations.flatMap((n) => [...(byIndex.get(n) ?? [])]));
  const terms = contentTerms(body).map(stem);
  const present = terms.filter((t) => support.has(t)).length;
  if (terms.length === 0 || present / terms.length < SUPPORT_THRESHOLD) {
    return { ok: false, reason: `only ${present} of its ${terms.length} content words are in the cited passages` };
  }
  return { ok: true, body, citations };
}

/** "…carbon. [1]" (a marker after the full stop, as models often write) belongs to the sentence before it. */
function markersBeforeStop(text: string): string {
  return text.replace(/([.!?]["')”’]*)[ \t]*((?:\[\d+\][ \t]*)+)/g, (_m, end: string, marks: string) => ` ${marks.replace(/\s+/g, '')}${end} `);
}

/** Checks every sentence of a piece of generated text (checkClaim); the kept ones in order. */
export function checkSentences(text: string, sources: ModelSource[], byIndex: Map<number, Set<string>> = sourceTerms(sources)): SentenceCheck {
  const kept: CheckedSentence[] = [];
  const dropped: { text: string; reason: string }[] = [];
  for (const paragraph of markersBeforeStop(text).split(/\n+/)) {
    for (const raw of splitSentences(paragraph)) {
      const sentence = raw.replace(/^[-*•]\s+/, '').trim();
      if (!sentence) continue;
      const check = checkClaim(sentence, byIndex);
      if (check.ok) kept.push({ text: check.body, citations: check.citations });
      else dropped.push({ text: sentence, reason: check.reason });
    }
  }
  return { kept, dropped };
}

/**
 * The JSON a model was asked for, from its reply: the reply itself, or the first ```json fence, or
 * the text from the first { or [ to the last } or ]. Null when none of these parses.
 */
export function extractJson(text: string): unknown {
  const candidates = [text.trim()];
  const fence = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(text);
  if (fence?.[1]) candidates.push(fence[1].trim());
  const start = text.search(/[{[]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  for (const candidate of candidates) {
    if (!/^[{[]/.test(candidate)) continue;
    try {
      const value = JSON.parse(candidate) as unknown;
      // "[1]" is a citation marker in prose, not the JSON asked for.
      if (Array.isArray(value) && value.every((item) => typeof item === 'number')) continue;
      return value;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/** Why sentences were dropped, counted by reason, in words ("2 cite no source; 1 is not in the cited passages"). */
export function droppedReasons(dropped: { reason: string }[]): string {
  const counts = new Map<string, number>();
  for (const d of dropped) {
    const kind =
      d.reason === 'no citation' ? 'had no [n] citation' : d.reason.startsWith('cites [') ? 'cited a source that does not exist' : d.reason.startsWith('only ') ? 'said what the cited passage does not' : d.reason;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const known = new Set(['had no [n] citation', 'cited a source that does not exist', 'said what the cited passage does not']);
  return [...counts.entries()].map(([kind, n]) => (known.has(kind) ? `${n} ${kind}` : `${n}: ${kind}`)).join(', ');
}

export function systemMessage(): string {
  return [
    'You answer research questions using only the numbered sources given by the user.',
    'Write 4 to 8 plain sentences. End every sentence with the number of the source it rests on, like [1] or [2][3].',
    'Use the sources\' own words where you can. Do not add facts that are not in the sources.',
    'If the sources do not answer part of the question, leave that part out.',
  ].join(' ');
}

export function userMessage(question: string, sources: ModelSource[], instruction: string | null): string {
  const blocks = sources.map((s) => `[${s.index}] ${s.title}\n${s.passages.join('\n')}`);
  return `Sources:\n\n${blocks.join('\n\n')}\n\nQuestion: ${question}${instruction ? `\n\nInstruction: ${instruction}` : ''}`;
}

/** The longest reply read from a model server (characters). */
export const MAX_REPLY_CHARS = 1_000_000;

export type ModelOutcome = { ok: true; text: string } | { ok: false; reason: string };

/** One non-streaming chat completion. Never throws: failures come back as a reason in words. */
export async function complete(config: LocalModelConfig, messages: { role: 'system' | 'user'; content: string }[]): Promise<ModelOutcome> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? 60_000;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, temperature: 0, stream: false }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error && 'cause' in error && error.cause instanceof Error ? error.cause.message : '';
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError') return { ok: false, reason: `the local model at ${url} did not answer within ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, reason: `the local model at ${url} is unreachable (${cause || (error instanceof Error ? error.message : String(error))})` };
  }
  let body = '';
  try {
    // Read at most MAX_REPLY_CHARS: a runaway or hostile server cannot fill the service's memory.
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
      if (body.length > MAX_REPLY_CHARS) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: `the local model at ${url} sent a reply longer than ${MAX_REPLY_CHARS.toLocaleString('en-US')} characters` };
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { ok: false, reason: `the local model at ${url} did not finish answering within ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, reason: `the local model at ${url} stopped while answering` };
  }
  if (!response.ok) return { ok: false, reason: `the local model at ${url} answered ${response.status}: ${body.slice(0, 160).replace(/\s+/g, ' ')}` };
  try {
    const parsed = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') return { ok: false, reason: `the local model at ${url} sent no answer text` };
    return { ok: true, text: content };
  } catch {
    return { ok: false, reason: `the local model at ${url} sent a reply that is not JSON` };
  }
}

export type ModelAnswer =
  | { ok: true; sentences: CheckedSentence[]; dropped: number; model: string }
  | { ok: false; reason: string; /** The server could not be used at all (unreachable, slow, error status, unreadable). */ transport?: boolean };

/** The model's answer to a question over the sources, with every sentence's citation checked. */
export async function modelAnswer(config: LocalModelConfig, question: string, sources: ModelSource[], instruction: string | null = null): Promise<ModelAnswer> {
  const outcome = await complete(config, [
    { role: 'system', content: systemMessage() },
    { role: 'user', content: userMessage(question, sources, instruction) },
  ]);
  if (!outcome.ok) return { ...outcome, transport: true };
  const check = checkSentences(outcome.text, sources);
  if (check.kept.length === 0) {
    return { ok: false, reason: `none of the local model's ${check.dropped.length} sentences was supported by the passages it cited` };
  }
  return { ok: true, sentences: check.kept, dropped: check.dropped.length, model: config.model };
}
