// The research service's wire format, checked at the edge. Objects are loose: unknown fields are kept
// (and stored), unknown status strings are accepted. Both API versions parse with the same schemas.
import { z } from 'zod';
import { lazySchema } from '../../shared/lazy';

const nullishString = lazySchema(() => z.string().nullish().transform((v) => v ?? null));
const nullishNumber = lazySchema(() => z.number().nullish().transform((v) => v ?? null));

// The job list is the hot path of a bulk pull (10,000 jobs x 10 results): its schemas use no zod
// transforms (they cost ~6x in parsing); normalizeJob fills the defaults in plain code afterwards.
const WireResultRefSchema = lazySchema(() => z.looseObject({
  id: z.string(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  citation_index: z.number().nullish(),
}));
export const WireJobSchema = lazySchema(() => z.looseObject({
  id: z.string(),
  created_at: z.string().nullish(),
  status: z.string(),
  query: z.string().nullish(),
  reasoning_loops_consumed: z.number().nullish(),
  running_time: z.number().nullish(),
  results: z.array(WireResultRefSchema).nullish(),
  content: z.string().nullish(),
  transformed_content: z.string().nullish(),
}));
type WireJobRaw = z.infer<typeof WireJobSchema>;

export interface WireResultRef {
  [key: string]: unknown;
  id: string;
  title: string;
  url: string;
  citation_index: number | null;
}
/** A research job as Quire stores it: defaults filled, unknown fields kept. */
export interface WireJob {
  [key: string]: unknown;
  id: string;
  created_at: string;
  status: string;
  query: string;
  reasoning_loops_consumed: number | null;
  running_time: number | null;
  results: WireResultRef[];
  content: string | null;
  transformed_content: string | null;
}

export function normalizeJob(raw: WireJobRaw): WireJob {
  return {
    ...raw,
    created_at: raw.created_at ?? new Date(0).toISOString(),
    query: raw.query ?? '',
    reasoning_loops_consumed: raw.reasoning_loops_consumed ?? null,
    running_time: raw.running_time ?? null,
    results: (raw.results ?? []).map((r) => ({ ...r, title: r.title ?? '', url: r.url ?? '', citation_index: r.citation_index ?? null })),
    content: raw.content ?? null,
    transformed_content: raw.transformed_content ?? null,
  };
}

export const WireCreated = lazySchema(() => z.looseObject({ id: z.string(), status: z.string().nullish() }));

export const WirePagination = lazySchema(() => z.looseObject({
  page: z.number().int(),
  limit: z.number().int(),
  has_next: z.boolean(),
  total: z.number().int().nullish(),
}));
export function envelope<T extends z.ZodType>(item: T) {
  return z.looseObject({ data: z.array(item), pagination: WirePagination });
}

export const WireEvent = lazySchema(() => z.looseObject({ message: z.string(), created_at: z.string().nullish().transform((v) => v ?? '') }));
export const WireEvents = lazySchema(() => z.union([z.array(WireEvent), z.looseObject({ data: z.array(WireEvent) }).transform((v) => v.data)]));

export const WireResultDetail = lazySchema(() => z.looseObject({
  title: z.string().nullish(),
  url: z.string().nullish(),
  citation_index: nullishNumber,
  highlights: z.array(z.string()).nullish().transform((v) => v ?? []),
  content: z.string().nullish().transform((v) => v ?? null),
}));
export const WireContent = lazySchema(() => z.looseObject({ content: z.string() }));

export const WireFile = lazySchema(() => z.looseObject({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string().nullish().transform((v) => v ?? 'application/octet-stream'),
  collection_id: nullishString,
  size: nullishNumber,
  created_at: z.string().nullish(),
}));
export type WireFile = z.infer<typeof WireFile>;

export const WireCollection = lazySchema(() => z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish().transform((v) => v ?? ''),
  created_at: z.string().nullish().transform((v) => v ?? new Date(0).toISOString()),
  updated_at: z.string().nullish(),
}));
export type WireCollection = z.infer<typeof WireCollection>;

export const WireChatResult = lazySchema(() => z.looseObject({
  title: z.string().nullish().transform((v) => v ?? ''),
  url: z.string().nullish().transform((v) => v ?? ''),
  citation_index: nullishNumber,
}));
export const WireChatMessage = lazySchema(() => z.looseObject({
  id: z.string(),
  role: z.string().nullish().transform((v) => v ?? 'assistant'),
  content: z.string().nullish().transform((v) => v ?? ''),
  status: z.string().nullish().transform((v) => v ?? 'completed'),
  created_at: z.string().nullish().transform((v) => v ?? new Date().toISOString()),
  error_message: nullishString,
  results: z.array(WireChatResult).nullish().transform((v) => v ?? []),
}));
export type WireChatMessage = z.infer<typeof WireChatMessage>;
export const WireChatList = lazySchema(() => z.union([z.array(WireChatMessage), z.looseObject({ data: z.array(WireChatMessage) }).transform((v) => v.data)]));

export const WireUpdate = lazySchema(() => z.looseObject({
  id: z.string().nullish(),
  update_content: z.string().nullish().transform((v) => v ?? ''),
  created_at: z.string().nullish(),
}));
export const WireUpdates = lazySchema(() => z.union([z.array(WireUpdate), z.looseObject({ data: z.array(WireUpdate) }).transform((v) => v.data)]));

export const WireBrainstorm = lazySchema(() => z.looseObject({
  id: z.string(),
  questions: z.array(
    z.looseObject({ id: z.string(), question: z.string(), options: z.array(z.looseObject({ key: z.string(), text: z.string() })).nullish().transform((v) => v ?? []) }),
  ),
}));
/**
 * Brainstorm answers as the public service takes them: [{ question_id, selected_option (0-based
 * int) | custom_text }]. Quire keeps answers as { questionId: option key or the person's own words };
 * a key that is a 0-based index ("0", "1", …) is sent as selected_option, anything else as custom_text.
 */
export function wireAnswers(answers: Record<string, string>): { question_id: string; selected_option?: number; custom_text?: string }[] {
  return Object.entries(answers)
    .filter(([, value]) => value.trim() !== '')
    .map(([questionId, value]) => (/^\d+$/.test(value) ? { question_id: questionId, selected_option: Number(value) } : { question_id: questionId, custom_text: value }));
}

export const WireBalance = lazySchema(() => z.looseObject({ balance_cents: z.number().int(), currency: z.string().nullish() }));
export const WireCheckout = lazySchema(() => z.looseObject({ checkout_url: z.string() }));
export const WireApiKey = lazySchema(() => z.looseObject({ api_key: z.string() }));
export const WireAck = lazySchema(() => z.unknown());

/** Chat stream frames: Quire's documented shape and the OpenAI chunk shape. */
export const WireOpenAiChunk = lazySchema(() => z.looseObject({
  choices: z.array(z.looseObject({ delta: z.looseObject({ content: z.string().nullish() }).nullish() })),
  results: z.array(WireChatResult).nullish(),
}));
export const WireQuireChunk = lazySchema(() => z.looseObject({
  content: z.string().nullish(),
  id: z.string().nullish(),
  citationIndex: z.number().nullish(),
  citationIndices: z.array(z.number()).nullish(),
}));

/** Error bodies: `{ error: "..." }` or `{ error: { code, message, details } }`. */
export const WireErrorBody = lazySchema(() => z.looseObject({
  error: z.union([z.string(), z.looseObject({ code: z.string().nullish(), message: z.string().nullish(), details: z.unknown() })]),
}));

/** Keys a schema names; everything else in a wire object is kept in extra_json. */
export function extraFields(value: Record<string, unknown>, known: readonly string[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!known.includes(key)) extra[key] = v;
  return extra;
}
export const JOB_KNOWN_FIELDS = ['id', 'created_at', 'status', 'query', 'reasoning_loops_consumed', 'running_time', 'results', 'content', 'transformed_content'] as const;
