// Argument parsing shared by every command: the global options (--profile, --data, --base-url,
// --api-key / QUIRE_API_KEY, --api-version, --json) checked with zod, and strict value parsers
// whose failures commander reports as usage errors (exit 2).
import { InvalidArgumentError } from 'commander';
import { z } from 'zod';
import { lazySchema } from '../shared/lazy';
import { ApiVersionSchema, ServiceUrlSchema, type ApiVersion, type JobOptions } from '../shared/domain';
import { usageError } from './errors';

export interface GlobalOptions {
  profile: string | undefined;
  dataDir: string | undefined;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  apiVersion: ApiVersion | undefined;
  json: boolean;
}

const RawGlobalsSchema = lazySchema(() => z.object({
  profile: z.string().trim().min(1, '--profile needs a profile id').optional(),
  data: z.string().trim().min(1, '--data needs a directory').optional(),
  baseUrl: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), '--base-url must be an http(s) address such as https://api.caesar.xyz')
    // The same rule as a profile's address (#15): the key is never sent in the clear off this machine.
    .refine((value) => !URL.canParse(value) || ServiceUrlSchema.safeParse(value).success, '--base-url must use https:// (plain http only for 127.0.0.1 or localhost), so the API key is never sent in the clear')
    .optional(),
  apiKey: z.string().trim().min(1, '--api-key is empty').optional(),
  apiVersion: ApiVersionSchema.optional(),
  json: z.boolean().optional(),
}));

/** Commander's merged option values (untyped) → checked globals; QUIRE_API_KEY fills in --api-key. */
export function parseGlobalOptions(raw: Record<string, unknown>, env: Record<string, string | undefined>): GlobalOptions {
  const parsed = RawGlobalsSchema.safeParse({
    profile: raw.profile,
    data: raw.data,
    baseUrl: raw.baseUrl,
    // QUIRE_API_KEY only matters together with --base-url; an explicit --api-key without one is a mistake.
    apiKey: raw.apiKey ?? (raw.baseUrl !== undefined && env.QUIRE_API_KEY ? env.QUIRE_API_KEY : undefined),
    apiVersion: raw.apiVersion,
    json: raw.json,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw usageError(issue?.message ?? 'Invalid global options.');
  }
  const value = parsed.data;
  if (value.profile && value.baseUrl) throw usageError('Use either --profile or --base-url, not both.');
  if (value.apiKey && !value.baseUrl) throw usageError('--api-key goes with --base-url (a stored profile keeps its own key; see: quire login).');
  if (value.apiVersion && !value.baseUrl) throw usageError('--api-version goes with --base-url (a stored profile keeps its own API version).');
  return {
    profile: value.profile,
    dataDir: value.data,
    baseUrl: value.baseUrl?.replace(/\/+$/, ''),
    apiKey: value.apiKey,
    apiVersion: value.apiVersion,
    json: value.json ?? false,
  };
}

/** A commander value parser for an integer within bounds. */
export function integerIn(min: number, max: number): (value: string) => number {
  return (value: string) => {
    if (!/^-?\d+$/.test(value.trim())) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    const number = Number(value);
    if (number < min || number > max) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    return number;
  };
}

/** A commander value parser for a duration in seconds (fractions allowed), at least `min`. */
export function secondsAtLeast(min: number): (value: string) => number {
  return (value: string) => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number) || number < min) throw new InvalidArgumentError(`Expected a number of seconds, at least ${min}.`);
    return number;
  };
}

/** Collects a repeatable option (--file a --file b) into an array. */
export function collect(value: string, previous: string[] | undefined): string[] {
  const trimmed = value.trim();
  if (trimmed === '') throw new InvalidArgumentError('Expected a non-empty value.');
  return [...(previous ?? []), trimmed];
}

/** Commander option values of `quire research`, before collection names are resolved. */
export const ResearchFlagsSchema = lazySchema(() => z.object({
  loops: z.number().int().min(1).max(10).optional(),
  file: z.array(z.string()).optional(),
  collection: z.array(z.string()).optional(),
  sourceTimeout: z.number().int().min(3).max(180).optional(),
  earlyExit: z.boolean().optional(),
  reasoningMode: z.boolean().optional(),
  excludeSocial: z.boolean().optional(),
  excludeDomain: z.array(z.string()).optional(),
  systemPrompt: z.string().optional(),
  model: z.string().optional(),
  wait: z.boolean().optional(),
  timeout: z.number().optional(),
  brainstorm: z.boolean().optional(),
  brainstormSession: z.string().trim().min(1).optional(),
  answer: z.array(z.string()).optional(),
}));
export type ResearchFlags = z.infer<typeof ResearchFlagsSchema>;

export function parseResearchFlags(raw: Record<string, unknown>): ResearchFlags {
  const parsed = ResearchFlagsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw usageError(`Invalid option ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'rejected'}`);
  }
  return parsed.data;
}

/** The research options as the contract's jobs.create expects them (only what the user set). */
export function researchOptions(flags: ResearchFlags, collectionIds: string[]): Partial<JobOptions> {
  const options: Partial<JobOptions> = {};
  if (flags.loops !== undefined) options.reasoningLoops = flags.loops;
  if (flags.file && flags.file.length > 0) options.files = flags.file;
  if (collectionIds.length > 0) options.collectionIds = collectionIds;
  if (flags.sourceTimeout !== undefined) options.sourceTimeout = flags.sourceTimeout;
  if (flags.earlyExit) options.allowEarlyExit = true;
  if (flags.reasoningMode) options.reasoningMode = true;
  if (flags.excludeSocial) options.excludeSocial = true;
  if (flags.excludeDomain && flags.excludeDomain.length > 0) options.excludedDomains = flags.excludeDomain;
  if (flags.systemPrompt !== undefined) options.systemPrompt = flags.systemPrompt;
  if (flags.model !== undefined) options.model = flags.model;
  if (flags.brainstormSession !== undefined) options.brainstormSessionId = flags.brainstormSession;
  const answers = parseAnswers(flags.answer ?? []);
  if (Object.keys(answers).length > 0) options.answers = answers;
  return options;
}

/** --answer <question-id=key> values → { questionId: key }. */
export function parseAnswers(values: string[]): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const value of values) {
    const split = value.indexOf('=');
    if (split <= 0 || split === value.length - 1) throw usageError(`--answer takes <question-id>=<option key>, e.g. --answer q1=b (got "${value}").`);
    answers[value.slice(0, split).trim()] = value.slice(split + 1).trim();
  }
  return answers;
}
