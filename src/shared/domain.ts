// Domain shapes the UI sees. Pure zod: no Node, no DOM, no Electron. Each schema is built on its first
// use (lazySchema), so importing this costs nothing until a value is checked.
// These are Quire's own view of the mirror, not the service's wire format (that lives in main/api).
import { z } from 'zod';
import { lazySchema } from './lazy';

export { KNOWN_JOB_STATUSES, TERMINAL_JOB_STATUSES, isTerminalStatus, MATCH_START, MATCH_END, API_VERSIONS } from './values';
import { API_VERSIONS } from './values';
import { SERVICE_URL_RULE, keySafeServiceUrl } from './service-url';

/** Whether a local row matches the service, waits in the outbox, or failed permanently. */
export const SyncStateSchema = lazySchema(() => z.enum(['synced', 'pending', 'failed']));
export type SyncState = z.infer<typeof SyncStateSchema>;

export const JobOptionsSchema = lazySchema(() => z.object({
  reasoningLoops: z.number().int().min(1).max(10).default(3),
  files: z.array(z.string()).default([]),
  collectionIds: z.array(z.string()).default([]),
  sourceTimeout: z.number().int().min(3).max(180).default(60),
  allowEarlyExit: z.boolean().default(false),
  reasoningMode: z.boolean().default(false),
  /** The service picks the number of loops itself (up to 10, stopping early) when no count is sent. */
  auto: z.boolean().optional(),
  excludeSocial: z.boolean().default(false),
  // the research service takes at most 100 (POST /research excluded_domains)
  excludedDomains: z.array(z.string()).max(100, 'at most 100 excluded domains (the research service refuses more)').default([]),
  systemPrompt: z.string().nullable().default(null),
  model: z.string().nullable().default(null),
  brainstormSessionId: z.string().nullable().default(null),
  answers: z.record(z.string(), z.string()).nullable().default(null),
}));
export type JobOptions = z.infer<typeof JobOptionsSchema>;

export const JobSummarySchema = lazySchema(() => z.object({
  /** Local id (stable for the row's lifetime). Equals serverId for jobs first seen on the service. */
  id: z.string(),
  serverId: z.string().nullable(),
  query: z.string(),
  /** Raw status string from the service (or 'queued' locally before the push). */
  status: z.string(),
  reasoningLoopsConsumed: z.number().int().nullable(),
  runningTime: z.number().nullable(),
  createdAt: z.string(),
  syncState: SyncStateSchema,
  /** The server's message when the intent failed permanently. */
  error: z.string().nullable(),
  /** True when content, results with details and highlights are all mirrored. */
  availableOffline: z.boolean(),
  sourceCount: z.number().int(),
  /** The user's own tags and star (from the notebook; absent where the notebook was not consulted). */
  tags: z.array(z.string()).optional(),
  starred: z.boolean().optional(),
  /** When the job was removed from this library on this machine (hidden; the service keeps it). */
  removedAt: z.string().nullable().optional(),
}));
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const ResultSchema = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  citationIndex: z.number().int().nullable(),
  highlights: z.array(z.string()),
  /** Markdown content of the source, when mirrored. */
  hasContent: z.boolean(),
}));
export type Result = z.infer<typeof ResultSchema>;

export const JobEventSchema = lazySchema(() => z.object({ message: z.string(), createdAt: z.string() }));
export type JobEvent = z.infer<typeof JobEventSchema>;

export const ResearchUpdateSchema = lazySchema(() => z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  syncState: SyncStateSchema,
  error: z.string().nullable(),
}));
export type ResearchUpdate = z.infer<typeof ResearchUpdateSchema>;

export const JobDetailSchema = lazySchema(() => JobSummarySchema.extend({
  content: z.string().nullable(),
  transformedContent: z.string().nullable(),
  options: JobOptionsSchema,
  results: z.array(ResultSchema),
  events: z.array(JobEventSchema),
  updates: z.array(ResearchUpdateSchema),
  /** Every distinct status the mirror has observed for this job, oldest first. */
  statusHistory: z.array(z.object({ status: z.string(), seenAt: z.string() })),
}));
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const ChatMessageSchema = lazySchema(() => z.object({
  id: z.string(),
  jobId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** processing | completed | failed, or any unknown value from the service. */
  status: z.string(),
  createdAt: z.string(),
  syncState: SyncStateSchema,
  error: z.string().nullable(),
  /** Citation indexes the answer refers to (into the job's results, or its own `results`). */
  results: z.array(z.object({ title: z.string(), url: z.string(), citationIndex: z.number().int().nullable() })),
}));
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const CollectionSchema = lazySchema(() => z.object({
  id: z.string(),
  serverId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  fileCount: z.number().int(),
  syncState: SyncStateSchema,
  error: z.string().nullable(),
}));
export type Collection = z.infer<typeof CollectionSchema>;

export const FileStateSchema = lazySchema(() => z.enum(['synced', 'queued', 'uploading', 'failed']));
export const FileItemSchema = lazySchema(() => z.object({
  id: z.string(),
  serverId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  collectionId: z.string().nullable(),
  size: z.number().int().nullable(),
  state: FileStateSchema,
  bytesSent: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** Whether Quire read this file's text for offline search (and why not); absent: never read on this machine. */
  text: z.object({ indexed: z.boolean(), note: z.string().nullable(), truncated: z.boolean() }).optional(),
}));
export type FileItem = z.infer<typeof FileItemSchema>;

/** A file's text as this machine keeps it, for the reader (offline). */
export const FileTextSchema = lazySchema(() => z.object({
  id: z.string(),
  fileName: z.string(),
  collectionId: z.string().nullable(),
  /** null: no text kept (see note). */
  text: z.string().nullable(),
  note: z.string().nullable(),
  truncated: z.boolean(),
  /** Where the text came from: read from the file at upload, or from the local library's service. null: never read. */
  source: z.enum(['upload', 'library']).nullable(),
}));
export type FileText = z.infer<typeof FileTextSchema>;

export const OutboxKindSchema = lazySchema(() => z.enum([
  'job.create',
  'collection.create',
  'collection.update',
  'chat.send',
  'update.create',
  'file.upload',
]));
export const OutboxItemSchema = lazySchema(() => z.object({
  id: z.string(),
  kind: OutboxKindSchema,
  /** A sentence for the pending view, e.g. 'Research "otters and kelp"'. */
  summary: z.string(),
  state: z.enum(['pending', 'sending', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** Local id of the row this intent creates or changes (job, collection, message, file). */
  targetId: z.string(),
}));
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const SyncStatusSchema = lazySchema(() => z.object({
  /** error: the service answers, but with errors (5xx or garbage); the mirror shows the last sync. */
  state: z.enum(['online', 'offline', 'syncing', 'paused', 'error']),
  /** Human sentence: "Offline: 2 items waiting", "Paused: monthly loops used up until 1 Dec". */
  message: z.string(),
  pausedReason: z.enum(['unauthorized', 'rate_limited', 'budget', 'out_of_credit', 'concurrency']).nullable(),
  pending: z.number().int(),
  failed: z.number().int(),
  lastSyncAt: z.string().nullable(),
}));
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

export const LimitSourceSchema = lazySchema(() => z.enum(['set', 'learned', 'account']));

export const UsageSchema = lazySchema(() => z.object({
  /** Loops of jobs completed this month; null until the jobs were mirrored once (unknown, never 0). */
  loopsUsed: z.number().int().nullable(),
  /** The account's monthly budget; null until known (set, or the local service's own). */
  loopsBudget: z.number().int().nullable(),
  /** Jobs running now; null until the jobs were mirrored once. */
  running: z.number().int().nullable(),
  /** The account's concurrency limit; null until known. */
  concurrencyLimit: z.number().int().nullable(),
  /** First instant of next month (ISO), when the budget resets. */
  resetsAt: z.string(),
  balanceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** Where the budget shown comes from: set by the user, learned from the service's answers, or the account's own (the local service's); null when unknown. */
  budgetSource: LimitSourceSchema.nullable().default(null),
  /** Where the concurrency limit shown comes from (as budgetSource). */
  concurrencySource: LimitSourceSchema.nullable().default(null),
  /** What research is measured in: loops (2025-11-27), or compute units (2025-08-08, which reports no loops used). */
  unit: z.enum(['loops', 'compute_units']).default('loops'),
  /** The account has no monthly loop budget (the embedded local library): loopsBudget is null for that, not for want of knowing. */
  noMonthlyLimit: z.boolean().default(false),
  /** The embedded local library on this machine: no account, no balance, no cost. */
  ownLibrary: z.boolean().default(false),
}));
export type Usage = z.infer<typeof UsageSchema>;

/** A research service address: https, or plain http only on this machine (the local service). */
export const ServiceUrlSchema = lazySchema(() => z
  .string()
  .url()
  .refine((raw) => keySafeServiceUrl(new URL(raw)), SERVICE_URL_RULE));

export const ApiVersionSchema = lazySchema(() => z.enum(API_VERSIONS));
export type ApiVersion = z.infer<typeof ApiVersionSchema>;

/** What testing a profile's address and key with one request found (src/main/api/probe.ts). */
export const ProfileCheckSchema = lazySchema(() => z.object({
  outcome: z.enum(['ok', 'unreachable', 'key_refused', 'version_refused', 'rate_limited', 'service_error', 'not_a_service']),
  reachable: z.boolean(),
  keyAccepted: z.boolean().nullable(),
  apiVersion: z.string().nullable(),
  message: z.string(),
  checkedAt: z.string(),
}));
export type ProfileCheck = z.infer<typeof ProfileCheckSchema>;

export const ProfileSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['local', 'remote']),
  baseUrl: z.string(),
  apiVersion: ApiVersionSchema,
  /** Whether a key is stored. The key itself never crosses to the renderer. */
  hasKey: z.boolean(),
  active: z.boolean(),
  /** The last test of its address and key (when added or edited), or null if never tested. */
  lastCheck: ProfileCheckSchema.nullable().default(null),
  /** The limits the user set for this profile (null: not set; the service's answers teach them). */
  limits: z.object({ concurrency: z.number().int().nullable(), budget: z.number().int().nullable() }).default({ concurrency: null, budget: null }),
  /** How its background sync stands (every open profile syncs), or null while it is not open. */
  sync: z
    .object({
      state: z.enum(['online', 'offline', 'syncing', 'paused', 'error']),
      message: z.string(),
      /** Running research jobs; null while unknown. */
      running: z.number().int().nullable(),
      /** Items waiting to be sent. */
      pending: z.number().int(),
      /** Items that need attention. */
      failed: z.number().int(),
    })
    .nullable()
    .default(null),
}));
export type ProfileSyncSummary = NonNullable<z.infer<typeof ProfileSchema>['sync']>;
export type Profile = z.infer<typeof ProfileSchema>;


export const SearchHitSchema = lazySchema(() => z.object({
  jobId: z.string(),
  query: z.string(),
  status: z.string(),
  /** Which kind of text matched: query, content, transformed, source, highlight, file, note. */
  field: z.string(),
  snippet: z.string(),
}));
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const BrainstormQuestionSchema = lazySchema(() => z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
}));
export type BrainstormQuestion = z.infer<typeof BrainstormQuestionSchema>;

export const UploadResultSchema = lazySchema(() => z.object({
  queued: z.array(z.object({ id: z.string(), fileName: z.string() })),
  duplicates: z.array(z.object({ fileName: z.string(), existingFileName: z.string() })),
  rejected: z.array(z.object({ path: z.string(), reason: z.string() })),
  /** Set when a folder holds more files than the confirmation threshold; nothing was queued. */
  needsConfirmation: z.object({ count: z.number().int() }).nullable(),
}));
export type UploadResult = z.infer<typeof UploadResultSchema>;
