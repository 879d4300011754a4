// Markdown exports of jobs with the user's notes and tags: one job as a string, or the whole
// notebook as a folder of files with YAML front matter that Obsidian, Zotero or git can read.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobDetail } from '../../shared/domain';

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

/** `[n]` stays as written in the text; the numbered reference list below resolves it. */
export function renderJobMarkdown(job: JobDetail, notebook: JobNotebookData | null): string {
  const lines: string[] = [
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
    `# ${job.query.replace(/\s+/g, ' ').trim()}`,
    '',
  ];
  if (notebook && notebook.tags.length > 0) lines.push(notebook.tags.map((tag) => `#${tag}`).join(' '), '');
  lines.push('## Answer', '', job.content?.trim() || `_No answer yet (status: ${job.status})._`, '');
  if (job.transformedContent) lines.push('## Transformed', '', job.transformedContent.trim(), '');
  if (notebook && notebook.note.trim().length > 0) lines.push('## My notes', '', notebook.note.trim(), '');
  const cited = [...job.results].sort((a, b) => (a.citationIndex ?? Number.MAX_SAFE_INTEGER) - (b.citationIndex ?? Number.MAX_SAFE_INTEGER));
  if (cited.length > 0) {
    lines.push('## References', '');
    for (const result of cited) {
      const label = result.citationIndex !== null ? `[${result.citationIndex}]` : '-';
      lines.push(`${label} ${result.title.replace(/\s+/g, ' ').trim()}. <${result.url}>`);
    }
    lines.push('');
  }
  return lines.join('\n');
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
