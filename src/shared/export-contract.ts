// Contract operations of exports: a job, a selection or the whole library as Markdown or as
// citation files (BibTeX, RIS, CSL-JSON), a printable HTML document of one job, and (desktop) the
// window printed to PDF. Each entry builds its schemas when first used (see contract.ts).
import { z } from 'zod';
import { lazySchema } from './lazy';

export const EXPORT_FORMATS = ['markdown', 'bibtex', 'ris', 'csl-json', 'html'] as const;
export const ExportFormatSchema = lazySchema(() => z.enum(EXPORT_FORMATS));
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

const JobIdList = lazySchema(() => z.array(z.string().min(1).max(200)).max(10_000));
const NotifySettingsSchema = lazySchema(() => z.object({ enabled: z.boolean(), offerDismissed: z.boolean() }));
const NotifyStateSchema = lazySchema(() => NotifySettingsSchema.extend({
  /** Jobs known finished; null until the profile's list was first seen here. */
  known: z.array(z.string()).nullable(),
  unread: z.array(z.string()),
  /** Whether the profile's state is stored (else the page may import its old localStorage copy). */
  stored: z.boolean(),
}));

export const exportOperations = {
  /** jobIds (a job or a selection) or all (the whole library); exactly one of them. */
  'export.render': () => ({
    input: z
      .object({
        jobIds: z.array(z.string().min(1)).max(10_000).default([]),
        all: z.boolean().default(false),
        format: ExportFormatSchema,
        /** Markdown and HTML: `[n]` as footnotes. */
        footnotes: z.boolean().default(false),
        /** Markdown and HTML: the user's notes (on the job and its sources). */
        notes: z.boolean().default(true),
        /** Markdown: the follow-up chat. */
        chat: z.boolean().default(true),
      })
      .strict(),
    output: z.object({
      format: ExportFormatSchema,
      fileName: z.string(),
      mimeType: z.string(),
      text: z.string(),
      jobs: z.number().int(),
      /** Citation formats: entries written (distinct sources). */
      entries: z.number().int(),
    }),
  }),
  /**
   * Desktop only: prints the window (as the print stylesheet lays it out) to a PDF and saves it where
   * the user chooses. `path` is null when the user cancelled the save dialog.
   */
  'print.savePdf': () => ({
    input: z.object({ fileName: z.string().trim().min(1).max(200) }).strict(),
    output: z.object({ path: z.string().nullable(), bytes: z.number().int() }),
  }),
  /**
   * Desktop only: a system notification that a job finished (Electron's main-process Notification);
   * clicking it brings the window forward and emits `notify.clicked`. Browser mode answers
   * `{ shown: false }` and the page uses the Web Notifications API itself.
   */
  'notify.show': () => ({
    input: z.object({ jobId: z.string().min(1), title: z.string().min(1).max(300), body: z.string().max(1000) }).strict(),
    output: z.object({ shown: z.boolean() }),
  }),
  /** The dock/taskbar badge: the number of research jobs finished and not yet looked at (desktop; browser mode: no-op). */
  'notify.badge': () => ({
    input: z.object({ count: z.number().int().min(0).max(100_000) }).strict(),
    output: z.object({ shown: z.boolean() }),
  }),
  /**
   * Desktop: the notification click that opened the window (a window opened by a click may not yet
   * listen for notify.clicked), given once; nulls otherwise and in browser mode.
   */
  'notify.takeClick': () => ({
    input: z.object({}).strict(),
    output: z.object({ jobId: z.string().nullable(), profileId: z.string().nullable() }),
  }),
  /** What this machine remembers about a profile's finished research (notify.db, #13): setting, unread, known jobs. */
  'notify.state': () => ({
    input: z.object({ profileId: z.string().min(1) }).strict(),
    output: NotifyStateSchema,
  }),
  /** Turns a profile's notifications on or off, or records that the permission offer was dismissed. */
  'notify.setSettings': () => ({
    input: z.object({ profileId: z.string().min(1), enabled: z.boolean().optional(), offerDismissed: z.boolean().optional() }).strict(),
    output: NotifySettingsSchema,
  }),
  /** Remembers finished jobs of a profile, those in `unread` marked unread; `onlyIfSeen`: nothing for a profile never looked at. */
  'notify.remember': () => ({
    input: z
      .object({ profileId: z.string().min(1), finished: JobIdList, unread: JobIdList, onlyIfSeen: z.boolean().default(false) })
      .strict(),
    output: z.object({ recorded: z.boolean() }),
  }),
  'notify.markRead': () => ({
    input: z.object({ profileId: z.string().min(1), jobId: z.string().min(1) }).strict(),
    output: z.object({ ok: z.literal(true) }),
  }),
  /** One-time import of what the page once kept in localStorage; refused (imported: false) when the profile is already stored. */
  'notify.importLegacy': () => ({
    input: z
      .object({ profileId: z.string().min(1), known: JobIdList.nullable(), unread: JobIdList, enabled: z.boolean(), offerDismissed: z.boolean() })
      .strict(),
    output: z.object({ imported: z.boolean() }),
  }),
} as const;

/** Events of the export area: a system notification was clicked (open that job); a job of any profile finished. */
export const exportEvents = {
  /** profileId: set by the main process for a job of a profile that may not be the window's (a click switches to it). */
  'notify.clicked': () => z.object({ jobId: z.string(), profileId: z.string().optional() }),
  /** A job of any open profile (the window's or a background one) reached completed or failed. */
  'job.finished': () => z.object({ profileId: z.string(), profileName: z.string(), jobId: z.string(), status: z.string(), query: z.string() }),
} as const;
