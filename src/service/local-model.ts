// Optional local model: an OpenAI-compatible chat completions endpoint the user already runs
// (Ollama, llama.cpp server, LM Studio) writes the answer (and chat replies to follow-up questions)
// from the passages the research found,
// with [n] markers. Every generated sentence's citation is checked against the cited passages
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

/**
 * Checks each generated sentence: it must carry at least one [n] naming a given source, and at least
 * 60% of its content words must appear in the passages of the sources it cites. Others are dropped.
 */
export function checkSentences(text: string, sources: ModelSource[]): SentenceCheck {
  const byIndex = new Map(sources.map((s) => [s.index, new Set(contentTerms([s.title, ...s.passages].join(' ')).map(stem))]));
  const kept: CheckedSentence[] = [];
  const dropped: { text: string; reason: string }[] = [];
  // "…carbon. [1]" (a marker after the full stop, as models often write) belongs to the sentence before it.
  const normalised = text.replace(/([.!?]["')”’]*)[ \t]*((?:\[\d+\][ \t]*)+)/g, (_m, end: string, marks: string) => ` ${marks.replace(/\s+/g, '')}${end} `);
  for (const paragraph of normalised.split(/\n+/)) {
    for (const raw of splitSentences(paragraph)) {
      const sentence = raw.replace(/^[-*•]\s+/, '').trim();
      if (!sentence) continue;
      const citations = [...new Set([...sentence.matchAll(MARKER)].map((m) => Number(m[1])))];
      const body = sentence.replace(MARKER, '').replace(/\s+([.!?,;:])/g, '$1').trim();
      if (citations.length === 0) {
        dropped.push({ text: sentence, reason: 'no citation' });
        continue;
      }
      const unknown = citations.filter((n) => !byIndex.has(n));
      if (unknown.length > 0) {
        dropped.push({ text: sentence, reason: `cites [${unknown.join('], [')}], which is not a source` });
        continue;
      }
      const support = new Set(citations.flatMap((n) => [...(byIndex.get(n) ?? [])]));
      const terms = contentTerms(body).map(stem);
      const present = terms.filter((t) => support.has(t)).length;
      if (terms.length === 0 || present / terms.length < SUPPORT_THRESHOLD) {
        dropped.push({ text: sentence, reason: `only ${present} of its ${terms.length} content words are in the cited passages` });
        continue;
      }
      kept.push({ text: body, citations });
    }
  }
  return { kept, dropped };
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
  let body: string;
  try {
    body = await response.text();
  } catch {
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
  | { ok: false; reason: string };

/** The model's answer to a question over the sources, with every sentence's citation checked. */
export async function modelAnswer(config: LocalModelConfig, question: string, sources: ModelSource[], instruction: string | null = null): Promise<ModelAnswer> {
  const outcome = await complete(config, [
    { role: 'system', content: systemMessage() },
    { role: 'user', content: userMessage(question, sources, instruction) },
  ]);
  if (!outcome.ok) return outcome;
  const check = checkSentences(outcome.text, sources);
  if (check.kept.length === 0) {
    return { ok: false, reason: `none of the local model's ${check.dropped.length} sentences was supported by the passages it cited` };
  }
  return { ok: true, sentences: check.kept, dropped: check.dropped.length, model: config.model };
}
