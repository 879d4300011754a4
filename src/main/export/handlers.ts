// The export operations of the contract, served over the other operations (jobs, chat, notes,
// files), so they see exactly what the window sees: Markdown documents and citation files for a
// job, a selection or the whole library.
import type { ExportHandlers, Handlers } from '../../shared/contract';
import type { ChatMessage, FileItem, JobDetail } from '../../shared/domain';
import { QuireError } from '../../shared/errors';
import { exportFileName, renderJobMarkdown } from '../notebook/export';
import type { NotifyStateHandlers } from './notify-handlers';

type Api = Omit<Handlers, keyof ExportHandlers>;

const PAGE = 500;

async function loadJobs(api: Api, jobIds: readonly string[], all: boolean): Promise<JobDetail[]> {
  if (all && jobIds.length > 0) throw new QuireError('BAD_INPUT', 'Give job ids or ask for the whole library, not both.');
  if (!all && jobIds.length === 0) throw new QuireError('BAD_INPUT', 'Choose at least one research to export.');
  if (!all) {
    const seen = new Set<string>();
    const jobs: JobDetail[] = [];
    for (const id of jobIds) {
      const job = await api['jobs.get']({ id });
      if (seen.has(job.id)) continue;
      seen.add(job.id);
      jobs.push(job);
    }
    return jobs;
  }
  const jobs: JobDetail[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await api['jobs.list']({ offset, limit: PAGE });
    for (const item of page.items) jobs.push(await api['jobs.get']({ id: item.id }));
    if (page.items.length < PAGE) break;
  }
  // oldest first: a library reads in the order it was researched
  return jobs.reverse();
}

async function sourceNotes(api: Api, job: JobDetail): Promise<Map<string, string>> {
  const notes = new Map<string, string>();
  for (const result of job.results) {
    const note = await api['notes.get']({ targetType: 'source', targetId: `${job.id}/${result.id}` });
    if (note.body.trim()) notes.set(result.id, note.body);
  }
  return notes;
}

export interface JobBundle {
  job: JobDetail;
  notebook: { note: string; tags: string[]; starred: boolean } | null;
  chat: ChatMessage[];
  sourceNotes: Map<string, string>;
}

export async function loadBundle(api: Api, job: JobDetail, withNotes: boolean, withChat: boolean): Promise<JobBundle> {
  const book = await api['notebook.get']({ jobId: job.id });
  return {
    job,
    notebook: withNotes ? { note: book.note, tags: book.tags, starred: book.starred } : { note: '', tags: book.tags, starred: book.starred },
    chat: withChat ? (await api['chat.list']({ jobId: job.id })).messages : [],
    sourceNotes: withNotes ? await sourceNotes(api, job) : new Map(),
  };
}

function day(): string {
  return new Date().toISOString().slice(0, 10);
}

export function createExportHandlers(api: Api, notifyState: NotifyStateHandlers): ExportHandlers {
  return {
    ...notifyState,
    'export.render': async ({ jobIds, all, format, footnotes, notes, chat }) => {
      const jobs = await loadJobs(api, jobIds, all);
      const single = jobs.length === 1 && !all ? jobs[0] : undefined;
      const baseName = single ? exportFileName(single).replace(/\.md$/, '') : all ? `quire-library-${day()}` : `quire-${jobs.length}-research-${day()}`;
      if (format === 'markdown' || format === 'html') {
        const bundles: JobBundle[] = [];
        for (const job of jobs) bundles.push(await loadBundle(api, job, notes, chat));
        if (format === 'html') {
          // Loaded with the first export: react-dom/server and react-markdown would cost every CLI start.
          const { renderJobHtml } = await import('./print');
          return { format, fileName: `${baseName}.html`, mimeType: 'text/html', text: renderJobHtml(bundles, { footnotes, notes }), jobs: jobs.length, entries: 0 };
        }
        const documents = bundles.map((bundle) =>
          renderJobMarkdown(bundle.job, bundle.notebook, { footnotes, chat: bundle.chat, sourceNotes: bundle.sourceNotes, frontMatter: bundles.length === 1 }),
        );
        return { format, fileName: `${baseName}.md`, mimeType: 'text/markdown', text: documents.join('\n* * *\n\n'), jobs: jobs.length, entries: 0 };
      }
      let files: FileItem[] = [];
      try {
        files = (await api['files.list']({})).files;
      } catch {
        // no file list (e.g. a profile without uploads): every source is a web page
      }
      // Loaded with the first export: citation-js and its plugins would cost every CLI start.
      const { CITATION_FILES, collectSources, formatCitations } = await import('./citations');
      // what each source says of itself (author, date), read from its raw copy: the one kept offline, else fetched (and
      // kept) while online; a source with no copy to read has no author or date, never a guessed one (at most 200 read)
      const { bylineOf } = await import('../../service/byline');
      const bylines = new Map<string, { author: string | null; date: string | null }>();
      const cited = jobs.flatMap((job) => job.results.filter((result) => result.citationIndex !== null).map((result) => ({ jobId: job.id, resultId: result.id })));
      for (const { jobId, resultId } of cited.slice(0, 200)) {
        try {
          const raw = await api['sources.raw']({ jobId, resultId });
          bylines.set(resultId, bylineOf(raw.content));
        } catch {
          // offline with no kept copy, or the service has none: no byline
        }
      }
      const sources = collectSources(jobs, files, bylines);
      const { extension, mimeType } = CITATION_FILES[format];
      return { format, fileName: `${baseName}.${extension}`, mimeType, text: formatCitations(sources, format), jobs: jobs.length, entries: sources.length };
    },
    // The desktop replaces this with the window's printToPDF (src/main/export/desktop-pdf.ts).
    'print.savePdf': async () => {
      throw new QuireError('BAD_INPUT', 'Saving as PDF from Quire needs the desktop app. In the browser, use Print and choose "Save as PDF" as the destination.');
    },
    // Browser mode: the page shows Web Notifications and its title carries the count; the desktop
    // replaces both with Electron's Notification and app.setBadgeCount (src/main/export/desktop-notify.ts).
    'notify.show': async () => ({ shown: false }),
    'notify.badge': async () => ({ shown: false }),
    'notify.takeClick': async () => ({ jobId: null, profileId: null }),
  };
}
