// Browser mode's first answer, sent inside the page: the window's first page of job rows, computed by
// the core while the window loads and written at the end of index.html (only for a request that
// carries the launch token), so the list is painted without waiting for the WebSocket and a round trip.
// The window uses it once, for exactly this call; every later call goes over the WebSocket as before.
import type { JobSummary } from './domain';
import type { Envelope } from './errors';

/** The call the job list makes first (its first page with no filter: useJobPages' PAGE_SIZE). */
export const FIRST_JOB_PAGE = { op: 'jobs.list', input: { offset: 0, limit: 50 } } as const;

/** The id of the page's JSON data block that carries it (a data block, never executed: CSP allows it). */
export const FIRST_ANSWER_ID = 'quire-first-answer';

export interface FirstAnswer {
  op: string;
  input: unknown;
  envelope: Envelope<unknown>;
}

/** The data block for the page: JSON with every `<` escaped, so no text in it can close the element (pure). */
export function firstAnswerBlock(answer: FirstAnswer): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWER_ID}">${json}</script>`;
}

/** A value with its object keys sorted, so two inputs compare by content, not key order (pure). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether a call is the one the first answer answers (same operation, same input) (pure). */
export function answersCall(answer: Pick<FirstAnswer, 'op' | 'input'>, op: string, input: unknown): boolean {
  return answer.op === op && JSON.stringify(canonical(answer.input ?? {})) === JSON.stringify(canonical(input ?? {}));
}

/** Reads a first answer from the data block's text; anything else (missing, broken, another shape) is none (pure). */
export function parseFirstAnswer(text: string | null | undefined): FirstAnswer | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FirstAnswer> | null;
    if (!parsed || typeof parsed.op !== 'string' || !parsed.envelope || typeof parsed.envelope !== 'object' || typeof parsed.envelope.ok !== 'boolean') return null;
    return { op: parsed.op, input: parsed.input, envelope: parsed.envelope };
  } catch {
    return null;
  }
}

/** The job rows of a first answer (the list's first page, answered), else none (pure). */
export function firstRowsOf(answer: FirstAnswer | null): { items: JobSummary[]; total: number } | null {
  if (!answer || !answersCall(answer, FIRST_JOB_PAGE.op, FIRST_JOB_PAGE.input) || !answer.envelope.ok) return null;
  const value = answer.envelope.value as { items?: unknown; total?: unknown } | null;
  if (!value || !Array.isArray(value.items) || typeof value.total !== 'number') return null;
  return { items: value.items as JobSummary[], total: value.total };
}
