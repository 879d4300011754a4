// Request bodies per API version: what 2025-11-27 and 2025-08-08 call the same things.
import type { JobOptions } from '../../shared/domain';
import type { ApiVersion } from './client';

function isAuto(options: JobOptions): boolean {
  return 'auto' in options && options.auto === true;
}

/** The POST /research body for `options`, with server ids of its files and collections. */
export function jobBody(apiVersion: ApiVersion, query: string, options: JobOptions, files: string[], collections: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = { query };
  // "Let the research decide" (options.auto, added by the composer): the service picks the loop count
  // only when none is given, so an automatic job sends auto and no count.
  if (isAuto(options)) body.auto = true;
  else if (apiVersion === '2025-08-08') body.compute_units = options.reasoningLoops;
  else body.reasoning_loops = options.reasoningLoops;
  if (files.length) body.files = files;
  if (collections.length && apiVersion === '2025-11-27') body.collection_ids = collections;
  body.source_timeout = options.sourceTimeout;
  body.allow_early_exit = options.allowEarlyExit;
  body.reasoning_mode = options.reasoningMode;
  if (options.excludeSocial) body.exclude_social = true;
  if (options.excludedDomains.length) body.excluded_domains = options.excludedDomains;
  if (options.systemPrompt) body.system_prompt = options.systemPrompt;
  if (options.model) body.model = options.model;
  if (options.brainstormSessionId) body.brainstorm_session_id = options.brainstormSessionId;
  if (options.answers) body.answers = options.answers;
  return body;
}
