// Contract operations of the notebook: the user's own notes, tags and stars, exports and backups.
// Kept beside the core contract (and merged into it) because this data is local-only. Each entry builds
// its schemas when first used (see contract.ts).
import { z } from 'zod';
import { lazySchema } from './lazy';

const Ok = lazySchema(() => z.object({ ok: z.literal(true) }));
const NoteTarget = lazySchema(() => z.enum(['job', 'source']));
const TagTarget = lazySchema(() => z.enum(['job', 'collection']));

export const BackupSchema = lazySchema(() => z.object({ name: z.string(), createdAt: z.string(), reason: z.string(), bytes: z.number().int() }));
export type Backup = z.infer<typeof BackupSchema>;

export const NotebookSyncStatusSchema = lazySchema(() => z.object({
  configured: z.boolean(),
  /** The target in words, without secrets ("folder /x", "WebDAV https://h/dav as ann"). */
  target: z.string().nullable(),
  hasPassphrase: z.boolean(),
  line: z.string(),
  lastSyncAt: z.string().nullable(),
  error: z.string().nullable(),
  pending: z.number().int(),
  machines: z.array(z.object({ device: z.string(), seenAt: z.string() })),
}));
export type NotebookSyncStatus = z.infer<typeof NotebookSyncStatusSchema>;

export const notebookOperations = {
  /** A note on a job, or on one of its sources (targetId `<jobId>/<resultId>`). */
  'notes.get': () => ({
    input: z.object({ targetType: NoteTarget, targetId: z.string().min(1) }).strict(),
    output: z.object({ body: z.string(), updatedAt: z.string().nullable() }),
  }),
  /** Durable when it answers: the renderer may say "saved" only after this resolves. */
  'notes.save': () => ({
    input: z.object({ targetType: NoteTarget, targetId: z.string().min(1), body: z.string().max(1_000_000) }).strict(),
    output: z.object({ updatedAt: z.string() }),
  }),
  'tags.set': () => ({
    input: z.object({ targetType: TagTarget, targetId: z.string().min(1), tags: z.array(z.string().max(64)).max(50) }).strict(),
    output: z.object({ tags: z.array(z.string()) }),
  }),
  /** Every tag in use, most used first (autocomplete). */
  'tags.list': () => ({ input: z.object({}).strict(), output: z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) }) }),
  'stars.set': () => ({ input: z.object({ targetType: TagTarget, targetId: z.string().min(1), starred: z.boolean() }).strict(), output: Ok }),
  /** Note, tags and star of one job (the job view's notebook panel). */
  'notebook.get': () => ({
    input: z.object({ jobId: z.string().min(1) }).strict(),
    output: z.object({ note: z.string(), noteUpdatedAt: z.string().nullable(), tags: z.array(z.string()), starred: z.boolean() }),
  }),
  /** Notes synced from another machine whose research this machine's mirror does not have yet: kept, and attached once it arrives. */
  'notebook.waiting': () => ({
    input: z.object({}).strict(),
    output: z.object({ notes: z.array(z.object({ targetType: z.enum(['job', 'source']), jobKey: z.string(), excerpt: z.string(), updatedAt: z.string() })) }),
  }),
  /** One job as Markdown with its note, tags and a numbered reference list. */
  'jobs.export': () => ({ input: z.object({ id: z.string().min(1) }).strict(), output: z.object({ fileName: z.string(), markdown: z.string() }) }),
  /** Writes every job as Markdown with front matter into a folder (default: <data>/export); removed jobs are left out, and counted. */
  'notebook.export': () => ({
    input: z.object({ dir: z.string().optional() }).strict(),
    output: z.object({ dir: z.string(), written: z.number().int(), removedLeftOut: z.number().int().default(0) }),
  }),
  'backups.list': () => ({ input: z.object({}).strict(), output: z.object({ backups: z.array(BackupSchema), dir: z.string() }) }),
  'backups.create': () => ({ input: z.object({}).strict(), output: BackupSchema }),
  /** Restores local-only data from a backup, then re-syncs the mirror from the service. */
  'backups.restore': () => ({ input: z.object({ name: z.string().min(1) }).strict(), output: Ok }),
  /** Notebook sync of the active profile: where to, and how it went ("Notebook synced 2 min ago; …"). Never returns a secret. */
  'notebookSync.status': () => ({ input: z.object({}).strict(), output: NotebookSyncStatusSchema }),
  /** Sets the target (a folder or an http(s) WebDAV address); secrets go to the secret store, a null one keeps the stored one. */
  'notebookSync.set': () => ({
    input: z
      .object({ location: z.string().min(1).max(4096), user: z.string().max(256).nullable(), password: z.string().max(4096).nullable(), passphrase: z.string().max(4096).nullable() })
      .strict(),
    output: NotebookSyncStatusSchema,
  }),
  /** Writes, reads back and deletes a test file on the typed target, or the configured one when location is null (the stored password when none is typed); what failed, in words. Saves nothing. */
  'notebookSync.test': () => ({
    input: z.object({ location: z.string().min(1).max(4096).nullable(), user: z.string().max(256).nullable(), password: z.string().max(4096).nullable() }).strict(),
    output: z.object({ ok: z.boolean(), message: z.string() }),
  }),
  /** Turns notebook sync off for the active profile and forgets its secrets; the notebook stays. */
  'notebookSync.clear': () => ({ input: z.object({}).strict(), output: NotebookSyncStatusSchema }),
  /** One pass now; its error, if any, is in the status (the call itself succeeds). */
  'notebookSync.now': () => ({ input: z.object({}).strict(), output: NotebookSyncStatusSchema }),
} as const;
