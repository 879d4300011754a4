// Contract operations of exports: a job, a selection or the whole library as Markdown or as
// citation files (BibTeX, RIS, CSL-JSON), a printable HTML document of one job, and (desktop) the
// window printed to PDF.
import { z } from 'zod';

export const EXPORT_FORMATS = ['markdown', 'bibtex', 'ris', 'csl-json', 'html'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

export const exportOperations = {
  /** jobIds (a job or a selection) or all (the whole library); exactly one of them. */
  'export.render': {
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
  },
  /**
   * Desktop only: prints the window (as the print stylesheet lays it out) to a PDF and saves it where
   * the user chooses. `path` is null when the user cancelled the save dialog.
   */
  'print.savePdf': {
    input: z.object({ fileName: z.string().trim().min(1).max(200) }).strict(),
    output: z.object({ path: z.string().nullable(), bytes: z.number().int() }),
  },
  /**
   * Desktop only: a system notification that a job finished (Electron's main-process Notification);
   * clicking it brings the window forward and emits `notify.clicked`. Browser mode answers
   * `{ shown: false }` and the page uses the Web Notifications API itself.
   */
  'notify.show': {
    input: z.object({ jobId: z.string().min(1), title: z.string().min(1).max(300), body: z.string().max(1000) }).strict(),
    output: z.object({ shown: z.boolean() }),
  },
  /** The dock/taskbar badge: the number of research jobs finished and not yet looked at (desktop; browser mode: no-op). */
  'notify.badge': {
    input: z.object({ count: z.number().int().min(0).max(100_000) }).strict(),
    output: z.object({ shown: z.boolean() }),
  },
} as const;

/** Events of the export area: a system notification was clicked (open that job); a job of any profile finished. */
export const exportEvents = {
  'notify.clicked': z.object({ jobId: z.string() }),
  /** A job of any open profile (the window's or a background one) reached completed or failed. */
  'job.finished': z.object({ profileId: z.string(), profileName: z.string(), jobId: z.string(), status: z.string(), query: z.string() }),
} as const;
