// Plain constants and predicates of the domain, with no zod: the renderer imports these at start-up
// without building the schemas (the window's first paint is measured in bench/startup.bench.ts).
// domain.ts re-exports them next to the schemas that use them.

/** Statuses the spec and the public docs name. Anything else is kept and shown as "in progress: <value>". */
export const KNOWN_JOB_STATUSES = [
  'queued',
  'searching',
  'researching',
  'analysing',
  'analyzing',
  'summarising',
  'summarizing',
  'completed',
  'failed',
] as const;
export const TERMINAL_JOB_STATUSES = ['completed', 'failed'] as const;
export function isTerminalStatus(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

/** The service's API versions Quire speaks (dated, as the service names them). */
export const API_VERSIONS = ['2025-11-27', '2025-08-08'] as const;
export type ApiVersionValue = (typeof API_VERSIONS)[number];
export function isApiVersion(value: string): value is ApiVersionValue {
  return (API_VERSIONS as readonly string[]).includes(value);
}

/** FTS snippets mark matches with these private-use characters; the renderer turns them into <mark>. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
