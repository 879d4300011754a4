// The contract between the renderer and the main-side core, as data: every operation's input and
// output schema and every pushed event's payload schema. Both transports (Electron IPC and the
// browser-mode WebSocket) serve the same Handlers map; the renderer never knows which it has.
// Each operation's schemas are built on its first use (lazyTable, lazySchema in ./lazy): a start that
// answers one call builds that call's schemas only. The *Operations maps hold the builders; merge
// those, never spread `operations` or `events` (that builds them all).
import { z } from 'zod';
import { lazySchema, lazyTable } from './lazy';
import { TABLE_NAMES } from './tables';
import { JOB_SORTS } from './job-sort';
import {
  ApiVersionSchema,
  BrainstormQuestionSchema,
  ChatMessageSchema,
  CollectionSchema,
  FileItemSchema,
  FileTextSchema,
  JobDetailSchema,
  JobOptionsSchema,
  JobSummarySchema,
  OutboxItemSchema,
  ProfileSchema,
  SearchHitSchema,
  ProfileCheckSchema,
  ServiceUrlSchema,
  SyncStatusSchema,
  UploadResultSchema,
  UsageSchema,
} from './domain';
import { notebookOperations } from './notebook-contract';
import { exportEvents, exportOperations } from './export-contract';
import { localModelOperations } from './local-model-contract';

const Ok = lazySchema(() => z.object({ ok: z.literal(true) }));
const Empty = lazySchema(() => z.object({}).strict());
const ById = lazySchema(() => z.object({ id: z.string().min(1) }).strict());

/** Operations served by the sync engine's services (each a builder of its input and output schemas). */
export const coreOperations = {
  'app.info': () => ({
    input: Empty,
    output: z.object({
      version: z.string(),
      transport: z.enum(['electron', 'browser']),
      dataDir: z.string(),
      /** Whether the active profile is the embedded local research service. */
      embedded: z.boolean(),
    }),
  }),
  /** Opens an https: URL in the system browser; anything else is refused. */
  'app.openExternal': () => ({ input: z.object({ url: z.string() }).strict(), output: Ok }),

  'jobs.list': () => ({
    input: z
      .object({
        status: z.string().optional(),
        collectionId: z.string().optional(),
        /** Notebook filters: jobs carrying this tag, starred jobs. */
        tag: z.string().optional(),
        starred: z.boolean().optional(),
        /** Order of the list; newest first when absent. */
        sort: z.enum(JOB_SORTS).optional(),
        /** true: only the jobs removed from this library; otherwise they are left out. */
        removed: z.boolean().optional(),
        /** Filled by the notebook layer for sort 'starred' (the starred jobs' notebook keys). */
        starredKeys: z.array(z.string()).max(100_000).optional(),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(1000).default(200),
      })
      .strict(),
    output: z.object({ items: z.array(JobSummarySchema), total: z.number().int() }),
  }),
  'jobs.get': () => ({ input: ById, output: JobDetailSchema }),
  /** Hides a job from this library on this machine (the service has no delete); restorable. */
  'jobs.remove': () => ({ input: ById, output: z.object({ removedAt: z.string() }) }),
  'jobs.restore': () => ({ input: ById, output: Ok }),
  'jobs.create': () => ({
    input: z.object({ query: z.string().trim().min(1).max(10_000), options: JobOptionsSchema.partial().default({}) }).strict(),
    output: z.object({ id: z.string() }),
  }),
  /** Asks the service for clarifying questions (online only). */
  'jobs.brainstorm': () => ({
    input: z.object({ query: z.string().trim().min(1) }).strict(),
    output: z.object({ sessionId: z.string(), questions: z.array(BrainstormQuestionSchema) }),
  }),
  'jobs.addUpdate': () => ({
    input: z.object({ jobId: z.string(), content: z.string().trim().min(1) }).strict(),
    output: z.object({ id: z.string() }),
  }),
  /** Full content of one source; served from the mirror, fetched (and mirrored) when online. */
  'results.content': () => ({
    input: z.object({ jobId: z.string(), resultId: z.string(), format: z.enum(['markdown', 'raw']).default('markdown') }).strict(),
    output: z.object({ content: z.string() }),
  }),
  'search.query': () => ({
    input: z.object({ text: z.string(), limit: z.number().int().min(1).max(500).default(50) }).strict(),
    output: z.object({ hits: z.array(SearchHitSchema) }),
  }),

  'chat.list': () => ({ input: z.object({ jobId: z.string() }).strict(), output: z.object({ messages: z.array(ChatMessageSchema) }) }),
  'chat.send': () => ({
    input: z.object({ jobId: z.string(), content: z.string().trim().min(1).max(10_000) }).strict(),
    output: z.object({ id: z.string() }),
  }),

  'collections.list': () => ({ input: Empty, output: z.object({ collections: z.array(CollectionSchema) }) }),
  'collections.create': () => ({
    input: z.object({ name: z.string().trim().min(1).max(200), description: z.string().max(2000).default('') }).strict(),
    output: z.object({ id: z.string() }),
  }),
  'collections.update': () => ({
    input: z
      .object({ id: z.string(), name: z.string().trim().min(1).max(200).optional(), description: z.string().max(2000).optional() })
      .strict(),
    output: Ok,
  }),
  /** collectionId: a collection's id, null for files in no collection, absent for all files. */
  'files.list': () => ({
    input: z.object({ collectionId: z.string().nullable().optional() }).strict(),
    output: z.object({ files: z.array(FileItemSchema) }),
  }),

  /** A file's extracted text, where the service can give it back (the local library can; the public API cannot). */
  'files.content': () => ({
    input: ById,
    output: z.object({ content: z.string().nullable(), truncated: z.boolean(), reason: z.string().nullable() }),
  }),

  /** A file's text as kept on this machine (read at upload, or from the local library): reads offline. */
  'files.text': () => ({
    input: ById,
    output: FileTextSchema,
  }),

  /** Desktop drag-and-drop and the CLI: paths on this machine (files or folders, recursive). */
  'uploads.addPaths': () => ({
    input: z
      .object({ paths: z.array(z.string()).min(1), collectionId: z.string().nullable().default(null), confirmLarge: z.boolean().default(false) })
      .strict(),
    output: UploadResultSchema,
  }),
  /** Browser mode: the renderer has File objects, not paths; bytes travel base64-encoded. */
  'uploads.addData': () => ({
    input: z
      .object({
        files: z.array(z.object({ name: z.string().min(1), type: z.string(), dataBase64: z.string(), relativePath: z.string().optional() })).min(1),
        collectionId: z.string().nullable().default(null),
      })
      .strict(),
    output: UploadResultSchema,
  }),
  'uploads.retry': () => ({ input: ById, output: Ok }),
  'uploads.discard': () => ({ input: ById, output: Ok }),

  /** Every queued intent (the pending view). */
  'outbox.list': () => ({ input: Empty, output: z.object({ items: z.array(OutboxItemSchema) }) }),
  'outbox.retry': () => ({ input: ById, output: Ok }),
  'outbox.discard': () => ({ input: ById, output: Ok }),

  /** A source's raw content (the service's format=raw): the kept copy, else fetched now and kept for offline reading. */
  'sources.raw': () => ({
    input: z.object({ jobId: z.string(), resultId: z.string() }).strict(),
    output: z.object({ content: z.string(), from: z.enum(['mirror', 'service']), truncated: z.boolean() }),
  }),
  'sync.status': () => ({ input: Empty, output: SyncStatusSchema }),
  /** Push the outbox and pull now, skipping any backoff wait. */
  'sync.now': () => ({ input: Empty, output: Ok }),
  'usage.get': () => ({ input: Empty, output: UsageSchema }),

  'profiles.list': () => ({ input: Empty, output: z.object({ profiles: z.array(ProfileSchema) }) }),
  'profiles.add': () => ({
    input: z
      .object({ name: z.string().trim().min(1), baseUrl: ServiceUrlSchema, apiKey: z.string().min(1), apiVersion: ApiVersionSchema.default('2025-11-27') })
      .strict(),
    /** The profile is saved whatever the test of its address and key found. */
    output: z.object({ id: z.string(), check: ProfileCheckSchema }),
  }),
  'profiles.update': () => ({
    input: z.object({ id: z.string(), name: z.string().trim().min(1).optional(), apiKey: z.string().min(1).optional(), apiVersion: ApiVersionSchema.optional() }).strict(),
    /** check: the test of the address and key when the key or version changed (else null). */
    output: z.object({ ok: z.literal(true), check: ProfileCheckSchema.nullable() }),
  }),
  /** Sets (a number) or forgets (null) the limits the user gives a remote profile; omitted ones stay. Returns those now set. */
  'profiles.setLimits': () => ({
    input: z.object({ id: z.string(), concurrency: z.number().int().nullable().optional(), budget: z.number().int().nullable().optional() }).strict(),
    output: z.object({ concurrency: z.number().int().nullable(), budget: z.number().int().nullable() }),
  }),
  /** Tests a remote profile's address and key with one request, and remembers what it found. */
  'profiles.test': () => ({ input: ById, output: ProfileCheckSchema }),
  'profiles.switch': () => ({ input: ById, output: Ok }),
  'profiles.remove': () => ({ input: ById, output: Ok }),
  /** Agent onboarding: sends a code to the e-mail address. */
  'auth.requestCode': () => ({ input: z.object({ baseUrl: ServiceUrlSchema, email: z.string().email() }).strict(), output: Ok }),
  /** Confirms the code; the minted key is stored in a new profile, which becomes active. */
  'auth.confirmCode': () => ({
    input: z.object({ baseUrl: ServiceUrlSchema, email: z.string().email(), code: z.string().trim().min(1), name: z.string().optional() }).strict(),
    output: z.object({ profileId: z.string() }),
  }),
  'account.topup': () => ({ input: z.object({ amountCents: z.number().int().min(1000) }).strict(), output: z.object({ checkoutUrl: z.string() }) }),
} as const;

/** Every operation of the contract: the core's and the notebook's. */
export const operations = lazyTable({ ...coreOperations, ...notebookOperations, ...exportOperations, ...localModelOperations });

export const events = lazyTable({
  /** Tables whose rows changed; the renderer refetches what it shows from them. */
  'db.changed': () => z.object({ tables: z.array(z.enum(TABLE_NAMES)) }),
  'sync.status': () => SyncStatusSchema,
  'upload.progress': () => z.object({ fileId: z.string(), bytesSent: z.number().int(), size: z.number().int(), state: z.string() }),
  'chat.delta': () => z.object({ jobId: z.string(), messageId: z.string(), delta: z.string(), content: z.string() }),
  'usage.changed': () => UsageSchema,
  /** The embedded local service died and is being restarted, runs again, or could not be restarted (#15). */
  'service.notice': () => z.object({ state: z.enum(['restarting', 'running', 'failed']), message: z.string() }),
  /** The window now shows another profile because another process (`quire profiles use`, another window) made it the active one. */
  'profile.followed': () => z.object({ profileId: z.string(), name: z.string() }),
  ...exportEvents,
});

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<K extends OperationName> = z.input<Operations[K]['input']>;
export type OperationParsedInput<K extends OperationName> = z.output<Operations[K]['input']>;
export type OperationOutput<K extends OperationName> = z.output<Operations[K]['output']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<K extends EventName> = z.output<Events[K]>;

type HandlersFor<Names extends OperationName> = { [K in Names]: (input: OperationParsedInput<K>) => Promise<OperationOutput<K>> };
/** One handler per operation: leaving one out is a compile error where the map is declared. */
export type Handlers = HandlersFor<OperationName>;
export type CoreHandlers = HandlersFor<keyof typeof coreOperations>;
export type NotebookHandlers = HandlersFor<keyof typeof notebookOperations>;
export type ExportHandlers = HandlersFor<keyof typeof exportOperations>;
export type LocalModelHandlers = HandlersFor<keyof typeof localModelOperations>;

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(operations, name);
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name);
}
