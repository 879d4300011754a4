// Contract operations of the notebook: the user's own notes, tags and stars, exports and backups.
// Kept beside the core contract (and merged into it) because this data is local-only.
import { z } from 'zod';

const Ok = z.object({ ok: z.literal(true) });
const NoteTarget = z.enum(['job', 'source']);
const TagTarget = z.enum(['job', 'collection']);

export const BackupSchema = z.object({ name: z.string(), createdAt: z.string(), reason: z.string(), bytes: z.number().int() });
export type Backup = z.infer<typeof BackupSchema>;

export const notebookOperations = {
  /** A note on a job, or on one of its sources (targetId `<jobId>/<resultId>`). */
  'notes.get': {
    input: z.object({ targetType: NoteTarget, targetId: z.string().min(1) }).strict(),
    output: z.object({ body: z.string(), updatedAt: z.string().nullable() }),
  },
  /** Durable when it answers: the renderer may say "saved" only after this resolves. */
  'notes.save': {
    input: z.object({ targetType: NoteTarget, targetId: z.string().min(1), body: z.string().max(1_000_000) }).strict(),
    output: z.object({ updatedAt: z.string() }),
  },
  'tags.set': {
    input: z.object({ targetType: TagTarget, targetId: z.string().min(1), tags: z.array(z.string().max(64)).max(50) }).strict(),
    output: z.object({ tags: z.array(z.string()) }),
  },
  /** Every tag in use, most used first (autocomplete). */
  'tags.list': { input: z.object({}).strict(), output: z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) }) },
  'stars.set': { input: z.object({ targetType: TagTarget, targetId: z.string().min(1), starred: z.boolean() }).strict(), output: Ok },
  /** Note, tags and star of one job (the job view's notebook panel). */
  'notebook.get': {
    input: z.object({ jobId: z.string().min(1) }).strict(),
    output: z.object({ note: z.string(), noteUpdatedAt: z.string().nullable(), tags: z.array(z.string()), starred: z.boolean() }),
  },
  /** One job as Markdown with its note, tags and a numbered reference list. */
  'jobs.export': { input: z.object({ id: z.string().min(1) }).strict(), output: z.object({ fileName: z.string(), markdown: z.string() }) },
  /** Writes every job as Markdown with front matter into a folder (default: <data>/export). */
  'notebook.export': {
    input: z.object({ dir: z.string().optional() }).strict(),
    output: z.object({ dir: z.string(), written: z.number().int() }),
  },
  'backups.list': { input: z.object({}).strict(), output: z.object({ backups: z.array(BackupSchema), dir: z.string() }) },
  'backups.create': { input: z.object({}).strict(), output: BackupSchema },
  /** Restores local-only data from a backup, then re-syncs the mirror from the service. */
  'backups.restore': { input: z.object({ name: z.string().min(1) }).strict(), output: Ok },
} as const;
