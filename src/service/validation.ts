// Request validation: zod schemas for request bodies, error messages that name the offending
// field, pagination parsing with the spec's INVALID_PAGINATION body, and boolean query flags.
import { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body !== null && 'error' in body ? JSON.stringify((body as { error: unknown }).error) : String(status));
  }
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, { error: message });
}

export function notFound(): HttpError {
  return new HttpError(404, { error: 'Resource not found' });
}

/** Parses with a schema; a failure becomes a 400 whose message names the first offending field. */
export function parseBody<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw badRequest('Invalid request body');
  const field = issue.path.map(String).join('.');
  if (!field) throw badRequest(`Invalid request body: ${issue.message}`);
  if (issue.code === 'invalid_type') {
    const received = receivedType(valueAt(input, issue.path));
    if (received === 'undefined') throw badRequest(`Missing required field '${field}'`);
    throw badRequest(`Invalid JSON type for field '${field}': expected ${issue.expected}, received ${received}`);
  }
  throw badRequest(`Invalid value for field '${field}': ${issue.message}`);
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function receivedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isInteger(value)) return 'non-integer number';
  return typeof value;
}

const loopCount = z.number().int().min(1).max(10);

/** Body of POST /research and POST /agents/research (both versions; the version picks the loop field). */
export const ResearchCreateSchema = z.object({
  query: z.string().trim().min(1, 'query must not be empty').max(4000),
  reasoning_loops: loopCount.optional(),
  compute_units: loopCount.optional(),
  files: z.array(z.string()).max(100).optional(),
  collection_ids: z.array(z.string()).max(100).optional(),
  source_timeout: z.number().int().min(3).max(180).optional(),
  reasoning_mode: z.boolean().optional(),
  allow_early_exit: z.boolean().optional(),
  exclude_social: z.boolean().optional(),
  excluded_domains: z.array(z.string()).max(100).optional(),
  auto: z.boolean().optional(),
  system_prompt: z.string().max(10000).nullable().optional(),
  model: z.string().nullable().optional(),
  brainstorm_session_id: z.string().nullable().optional(),
  answers: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable().optional(),
});
export type ResearchCreateBody = z.infer<typeof ResearchCreateSchema>;

export const CollectionCreateSchema = z.object({
  name: z.string().trim().min(1, 'name must not be empty').max(200),
  description: z.string().max(2000).nullable().optional(),
});

export const CollectionPatchSchema = z.object({
  name: z.string().trim().min(1, 'name must not be empty').max(200).optional(),
  description: z.string().max(2000).nullable().optional(),
});

export const ChatCreateSchema = z.object({
  content: z.string().trim().min(1, 'content must not be empty').max(4000),
  snippets: z.array(z.string()).max(20).optional(),
  excluded_domains: z.array(z.string()).max(100).optional(),
});

export const UpdateCreateSchema = z.object({
  update_content: z.string().trim().min(1, 'update_content must not be empty').max(4000),
  files: z.array(z.string()).max(100).optional(),
});

export const BrainstormSchema = z.object({ query: z.string().trim().min(1, 'query must not be empty').max(4000) });

export const AgentAuthSchema = z.object({ email: z.email('email must be an e-mail address') });
export const AgentConfirmSchema = z.object({ email: z.email('email must be an e-mail address'), code: z.string().min(1) });
export const TopUpSchema = z.object({ amount_cents: z.number().int().min(1000, 'amount_cents must be at least 1000') });

export const SeedSchema = z.object({ jobs: z.number().int().min(1).max(100_000), resultsPerJob: z.number().int().min(0).max(50) });

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** page: integer >= 1 (default 1); limit: integer 1-200 (default 10); anything else → INVALID_PAGINATION. */
export function parsePagination(query: URLSearchParams): Page {
  const rawPage = query.get('page');
  const rawLimit = query.get('limit');
  const echo = (raw: string | null, fallback: number): number | string => {
    if (raw === null) return fallback;
    return /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  };
  const page = rawPage === null ? 1 : /^-?\d+$/.test(rawPage.trim()) ? Number(rawPage) : NaN;
  const limit = rawLimit === null ? 10 : /^-?\d+$/.test(rawLimit.trim()) ? Number(rawLimit) : NaN;
  const problems: string[] = [];
  if (!Number.isSafeInteger(page) || page < 1) problems.push('page must be an integer >= 1');
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 200) problems.push('limit must be an integer between 1 and 200');
  if (problems.length > 0) {
    throw new HttpError(400, {
      error: { code: 'INVALID_PAGINATION', message: problems.join('; '), details: { page: echo(rawPage, 1), limit: echo(rawLimit, 10) } },
    });
  }
  return { page, limit, offset: (page - 1) * limit };
}

export function envelope<T>(data: T[], page: Page, total: number): { data: T[]; pagination: { page: number; limit: number; has_next: boolean; total: number } } {
  return { data, pagination: { page: page.page, limit: page.limit, has_next: page.offset + data.length < total, total } };
}

/** Query-string boolean: absent → fallback; true/false/1/0 accepted; anything else → 400 naming the parameter. */
export function parseBooleanFlag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`Invalid value for query parameter '${name}': expected true or false`);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
