// Markdown exports of jobs with the user's notes and tags: one job as a string, or the whole
// notebook as a folder of files with YAML front matter that Obsidian, Zotero or git can read.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatMessage, JobDetail } from '../../shared/domain';
import { escapeRawHtml, markdownTitle, markdownUrl, nestHeadings, toFootnotes, type CitedSource } from '../../shared/cite-text';

export interface JobNotebookData {
  note: string;
  tags: string[];
  starred: boolean;
}

/** Stable across exports: date, a slug of the query, and the job id's first 8 characters. */
export function exportFileName(job: Pick<JobDetail, 'id' | 'query' | 'createdAt'>): string {
  const slug = job.query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const day = /^\d{4}-\d{2}-\d{2}/.exec(job.createdAt)?.[0] ?? 'undated';
  return `${day}-${slug || 'research'}-${job.id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8)}.md`;
}

/** JSON strings are valid YAML scalars, so every value is quoted safely whatever it contains. */
function yaml(value: string | number | boolean | null | string[]): string {
  return JSON.stringify(value);
}

export interface MarkdownOptions {
  /** `[n]` markers become Markdown footnotes (`[^n]`) with their definitions at the end. */
  footnotes?: boolean;
  /** The follow-up chat, oldest first. */
  chat?: readonly ChatMessage[];
  /** The user's notes on sources, by result id. */
  sourceNotes?: ReadonlyMap<string, string>;
  /** Leave out the YAML front matter (several jobs in one document). */
  frontMatter?: boolean;
}

/**
 * One job as a Markdown document: the job's question is the title (#), its parts are sections (##)
 * and every heading inside the answer, the chat or a note nests below them (### and deeper). Raw
 * HTML from the service is escaped; references are separated by blank lines; URLs are autolinks.
 */
export function renderJobMarkdown(job: JobDetail, notebook: JobNotebookData | null, options: MarkdownOptions = {}): string {
  const lines: string[] = [];
  if (options.frontMatter !== false) {
    lines.push(
      '---',
      `id: ${yaml(job.id)}`,
      `server_id: ${yaml(job.serverId)}`,
      `query: ${yaml(job.query)}`,
      `status: ${yaml(job.status)}`,
      `created: ${yaml(job.createdAt)}`,
      `reasoning_loops: ${yaml(job.reasoningLoopsConsumed)}`,
      `tags: ${yaml(notebook?.tags ?? [])}`,
      `starred: ${yaml(notebook?.starred ?? false)}`,
      `sources: ${yaml(job.results.length)}`,
      '---',
      '',
    );
  }
  lines.push(`# ${markdownTitle(job.query)}`, '');
  if (notebook && notebook.tags.length > 0) lines.push(notebook.tags.map((tag) => `#${tag}`).join(' '), '');
  const cited = [...job.results].sort((a, b) => (a.citationIndex ?? Number.MAX_SAFE_INTEGER) - (b.citationIndex ?? Number.MAX_SAFE_INTEGER));
  const footnoteDefs: string[] = [];
  const footnoted = new Set<number>();
  const body = (text: string, prefix = '', sources: readonly CitedSource[] = job.results, top = 3): string => {
    const nested = nestHeadings(escapeRawHtml(text.trim()), top);
    if (!options.footnotes) return nested;
    const converted = toFootnotes(nested, sources, prefix);
    if (converted.footnotes) footnoteDefs.push(converted.footnotes);
    if (prefix === '') for (const n of converted.used) footnoted.add(n);
    return converted.body;
  };
  lines.push('## Answer', '', job.content?.trim() ? body(job.content) : `_No answer yet (status: ${job.status})._`, '');
  if (job.transformedContent) lines.push('## Transformed', '', body(job.transformedContent), '');
  if (notebook && notebook.note.trim().length > 0) lines.push('## My notes', '', nestHeadings(notebook.note.trim(), 3), '');
  const chat = (options.chat ?? []).filter((message) => message.content.trim().length > 0);
  if (chat.length > 0) {
    lines.push('## Follow-up chat', '');
    chat.forEach((message, index) => {
      lines.push(`### ${message.role === 'user' ? 'You' : 'Quire'} (${message.createdAt.slice(0, 16).replace('T', ' ')})`, '');
      const sources = message.results.length > 0 ? message.results : job.results;
      lines.push(body(message.content, `chat${index + 1}-`, sources, 4), '');
      if (!options.footnotes && message.results.length > 0) {
        for (const source of message.results) lines.push(`${source.citationIndex !== null ? `[${source.citationIndex}]` : '-'} ${markdownTitle(source.title)}. ${markdownUrl(source.url)}`, '');
      }
    });
  }
  const notes = cited.filter((result) => (options.sourceNotes?.get(result.id) ?? '').trim().length > 0);
  if (notes.length > 0) {
    lines.push('## Notes on sources', '');
    for (const result of notes) {
      const label = result.citationIndex !== null ? `[${result.citationIndex}] ` : '';
      lines.push(`### ${label}${markdownTitle(result.title)}`, '', markdownUrl(result.url), '', nestHeadings((options.sourceNotes?.get(result.id) ?? '').trim(), 4), '');
    }
  }
  const listed = options.footnotes ? cited.filter((result) => result.citationIndex === null || !footnoted.has(result.citationIndex)) : cited;
  if (listed.length > 0) {
    lines.push(options.footnotes ? '## Other sources' : '## References', '');
    for (const result of listed) {
      const label = result.citationIndex !== null ? `[${result.citationIndex}]` : '-';
      lines.push(`${label} ${markdownTitle(result.title)}. ${markdownUrl(result.url)}`, '');
    }
  }
  if (footnoteDefs.length > 0) lines.push(footnoteDefs.join('\n\n'), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * Writes every job to `<dir>/<stable name>.md`. Files of jobs that no longer exist are left alone
 * (the folder may be the user's own vault); files are replaced atomically.
 */
export function exportNotebook(dir: string, jobs: Iterable<{ job: JobDetail; notebook: JobNotebookData | null }>): { written: string[] } {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const { job, notebook } of jobs) {
    const name = exportFileName(job);
    const temp = join(dir, `.${name}.tmp`);
    writeFileSync(temp, renderJobMarkdown(job, notebook));
    renameSync(temp, join(dir, name));
    written.push(name);
  }
  for (const leftover of readdirSync(dir)) if (leftover.startsWith('.') && leftover.endsWith('.md.tmp')) rmSync(join(dir, leftover), { force: true });
  return { written };
}
