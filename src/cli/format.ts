// Plain-text renderings of the contract's domain objects for the terminal: job lists, job detail with
// numbered sources, search hits, collections, sync summaries, progress bars. Pure functions, no I/O.
import { MATCH_END, MATCH_START, isTerminalStatus, type ChatMessage, type Collection, type FileItem, type JobDetail, type JobSummary, type Profile, type Result, type SearchHit, type SyncStatus } from '../shared/domain';
import { truncate } from './io';
import { formatBytes, formatDuration } from '../shared/format';

/**
 * A file name or a question on one line: a control character in it (a newline or a tab in a file name,
 * which a file system allows) is shown as its symbol (␊, ␉), so each record of a list stays one line for
 * grep, cut and awk. --json keeps names as they are.
 */
export function oneLine(text: string): string {
  return text.replace(/\p{Cc}/gu, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });
}

export const SHORT_ID_LENGTH = 8;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

export { formatDuration, formatBytes };

/** '2026-11-22T00:31:05.123Z' → '2026-11-22 00:31' (UTC, stable across machines). */
export function formatTimestamp(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/** Known statuses as they are; anything else the service invents is shown as work in progress. */
export function describeStatus(status: string): string {
  const known = ['queued', 'searching', 'researching', 'analysing', 'analyzing', 'summarising', 'summarizing', 'completed', 'failed'];
  return known.includes(status) ? status : `in progress: ${status}`;
}

export function describeSyncState(item: { syncState: string; error: string | null }): string {
  if (item.syncState === 'pending') return 'pending (queued locally)';
  if (item.syncState === 'failed') return `failed${item.error ? `: ${item.error}` : ''}`;
  return 'synced';
}

function syncMark(item: { syncState: string }): string {
  if (item.syncState === 'pending') return '◌';
  if (item.syncState === 'failed') return '⚠';
  return ' ';
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** What the list filtered by (the empty list says so instead of "No research yet"). */
export interface JobListFilter {
  status?: string;
  collection?: string;
  tag?: string;
  starred?: boolean;
}

/** Pure: the sentence for an empty job list, naming the filters that matched nothing. */
export function emptyJobList(filter: JobListFilter = {}, offset = 0, total = 0): string {
  const parts = [
    filter.status ? `status "${filter.status}"` : null,
    filter.collection ? `collection "${filter.collection}"` : null,
    filter.tag ? `tag "${filter.tag}"` : null,
    filter.starred ? 'a star' : null,
  ].filter((part): part is string => part !== null);
  if (total > 0) return `${total} research job${total === 1 ? ' matches' : 's match'}; --offset ${offset} is past ${total === 1 ? 'it' : 'them'}.`;
  if (parts.length > 0) return `No research with ${parts.join(', ')}.`;
  return 'No research yet. Start one with: quire research "<question>"';
}

export function formatJobList(jobs: JobSummary[], total: number, width = 100, filter: JobListFilter = {}, offset = 0): string {
  if (jobs.length === 0) return emptyJobList(filter, offset, total);
  const statusWidth = Math.max(6, ...jobs.map((job) => describeStatus(job.status).length));
  const header = `${pad('ID', SHORT_ID_LENGTH)}  ${pad('STATUS', statusWidth)}    ${pad('CREATED', 16)}  SRC  QUERY`;
  const fixed = SHORT_ID_LENGTH + 2 + statusWidth + 4 + 16 + 2 + 5;
  const rows = jobs.map((job) => {
    const failure = job.syncState === 'failed' && job.error ? ` (not sent: ${job.error})` : '';
    const tags = job.tags && job.tags.length > 0 ? `  ${job.tags.map((tag) => `#${tag}`).join(' ')}` : '';
    const query = truncate(`${job.starred ? '★ ' : ''}${oneLine(job.query)}${failure}${tags}`, Math.max(20, width - fixed));
    return `${pad(shortId(job.id), SHORT_ID_LENGTH)}  ${pad(describeStatus(job.status), statusWidth)}  ${syncMark(job)} ${pad(formatTimestamp(job.createdAt), 16)}  ${String(job.sourceCount).padStart(3)}  ${query}`;
  });
  const more = total > jobs.length ? [`… ${total - jobs.length} more (use --limit)`] : [];
  return [header, ...rows, ...more].join('\n');
}

/** Sources in citation order ([1], [2], …), then any the content does not cite. */
export function orderSources(results: Result[]): Result[] {
  const cited = results.filter((result) => result.citationIndex !== null).sort((a, b) => (a.citationIndex ?? 0) - (b.citationIndex ?? 0));
  const uncited = results.filter((result) => result.citationIndex === null);
  return [...cited, ...uncited];
}

export function formatSources(results: Result[], options: { highlights?: boolean } = {}): string {
  if (results.length === 0) return 'No sources.';
  const lines: string[] = [];
  for (const result of orderSources(results)) {
    const label = result.citationIndex !== null ? `[${result.citationIndex}]` : '[-]';
    lines.push(`${label.padStart(5)} ${result.title}`);
    lines.push(`      ${result.url}`);
    if (options.highlights) for (const highlight of result.highlights.slice(0, 2)) lines.push(`      “${truncate(highlight, 160)}”`);
  }
  return lines.join('\n');
}

export function formatJobHeadline(job: JobSummary): string {
  const parts = [describeStatus(job.status)];
  if (job.reasoningLoopsConsumed !== null) parts.push(`${job.reasoningLoopsConsumed} loop${job.reasoningLoopsConsumed === 1 ? '' : 's'}`);
  const duration = formatDuration(job.runningTime);
  if (duration) parts.push(duration);
  parts.push(describeSyncState(job));
  if (job.availableOffline) parts.push('available offline');
  return parts.join(' · ');
}

/** What lifts a pause that holds new research, in words (null for a pause the status says all of). */
export function pauseLifts(reason: SyncStatus['pausedReason']): string | null {
  switch (reason) {
    case 'budget':
      return "it is sent when the month's loops reset, or sooner if the budget is raised (quire usage --set budget=N)";
    case 'concurrency':
      return 'it is sent when one of the running jobs finishes';
    case 'rate_limited':
      return 'Quire sends it on its own at that time';
    case 'out_of_credit':
      return 'it is sent once the account is topped up (Settings → Top up)';
    case 'unauthorized':
      return 'it is sent once the service accepts the API key (quire login)';
    default:
      return null;
  }
}

/**
 * A research not sent to the service yet (syncState pending) is not running: what holds it, from the
 * sync status when known (a pause and what lifts it; offline), else when it is sent. Never "Still running".
 */
export function notSentLine(status: SyncStatus | null): string {
  if (status?.state === 'paused') {
    const lifts = pauseLifts(status.pausedReason);
    return `Not sent yet, so not running: ${status.message.replace(/[.\s]+$/, '')}${lifts ? `; ${lifts}` : ''}.`;
  }
  if (status?.state === 'offline') return `Not sent yet, so not running: ${status.message.replace(/[.\s]+$/, '')}; it is sent when the service can be reached (quire sync, or the app).`;
  return 'Not sent yet, so not running: it is sent by the next `quire sync` (or while the app is open).';
}

export function formatJobDetail(job: JobDetail, options: { transformed?: boolean; events?: boolean; status?: SyncStatus | null } = {}): string {
  const out: string[] = [job.query, formatJobHeadline(job), `id ${job.id}${job.serverId && job.serverId !== job.id ? ` (service id ${job.serverId})` : ''} · created ${formatTimestamp(job.createdAt)}`, ''];
  // The choices made in a "Clarify first" round, as the service reported them ("Clarified: <question> → <choice>").
  const clarified = job.events.map((e) => /^Clarified: (.*)$/s.exec(e.message)?.[1]).filter((c): c is string => c !== undefined);
  if (clarified.length > 0) out.push('Clarified first', ...clarified.map((c) => `  ${c}`), '');
  if (job.content) out.push(job.content.trim(), '');
  else if (job.status === 'failed') out.push(`The research failed.${job.events.length > 0 ? ` Last note: ${job.events[job.events.length - 1]?.message}` : ''}`, '');
  else if (job.syncState === 'pending' && job.serverId === null && !isTerminalStatus(job.status)) out.push(notSentLine(options.status ?? null), '');
  else if (!isTerminalStatus(job.status)) out.push(`Still running (${describeStatus(job.status)}). Follow it with: quire show ${shortId(job.id)} --wait`, '');
  if (options.transformed !== false && job.transformedContent) {
    out.push('Transformed', '───────────', ...(job.options.systemPrompt ? [`System prompt: ${job.options.systemPrompt}`] : []), job.transformedContent.trim(), '');
  }
  out.push(`Sources (${job.results.length})`, formatSources(job.results));
  if (job.updates.length > 0) {
    out.push('', 'Updates');
    for (const update of job.updates) out.push(`  ${formatTimestamp(update.createdAt)}  ${update.content}${update.syncState === 'synced' ? '' : ` (${describeSyncState(update)})`}`);
  }
  if (options.events && job.events.length > 0) {
    out.push('', 'Events');
    for (const event of job.events) out.push(`  ${formatTimestamp(event.createdAt)}  ${event.message}`);
  }
  return out.join('\n');
}

/** The live line while waiting for a job: status, loops, elapsed time and the latest event. */
export function formatJobProgress(job: JobSummary & { events?: { message: string }[] }, elapsedSeconds: number): string {
  const parts = [`${isTerminalStatus(job.status) ? (job.status === 'completed' ? '✓' : '✗') : '◌'} ${describeStatus(job.status)}`];
  if (job.syncState === 'pending') parts.push('waiting to be sent');
  if (job.reasoningLoopsConsumed) parts.push(`${job.reasoningLoopsConsumed} loops`);
  parts.push(formatDuration(elapsedSeconds) || '0 s');
  const latest = job.events?.[job.events.length - 1];
  if (latest) parts.push(latest.message);
  return parts.join(' · ');
}

export function formatSearchHits(hits: SearchHit[], emphasise: (text: string) => string = (text) => text): string {
  if (hits.length === 0) return 'No matches in the local notebook.';
  return hits
    .map((hit) => {
      const snippet = hit.snippet.replace(new RegExp(`${MATCH_START}([^${MATCH_END}]*)${MATCH_END}`, 'g'), (_match, inner: string) => emphasise(inner));
      // a file's hit says it is a file (its id is no research's) and where it matched: its name or its text
      const what = hit.status === 'file' ? `  (file${hit.field === 'file_text' ? ', in its text' : ''})` : '';
      const field = hit.field === 'file_text' ? 'text' : hit.field;
      return `${shortId(hit.jobId)}  ${oneLine(hit.query)}${what}\n          ${field}: ${snippet.replace(/\s+/g, ' ').trim()}`;
    })
    .join('\n');
}

export function formatCollections(collections: Collection[]): string {
  if (collections.length === 0) return 'No collections yet. Create one with: quire collections create "<name>"';
  const nameWidth = Math.max(4, ...collections.map((collection) => collection.name.length));
  const header = `${pad('ID', SHORT_ID_LENGTH)}  ${pad('NAME', nameWidth)}  FILES  STATE`;
  const rows = collections.map(
    (collection) => `${pad(shortId(collection.id), SHORT_ID_LENGTH)}  ${pad(collection.name, nameWidth)}  ${String(collection.fileCount).padStart(5)}  ${describeSyncState(collection)}${collection.description ? `  — ${truncate(collection.description, 60)}` : ''}`,
  );
  return [header, ...rows].join('\n');
}

export function formatProgressBar(fraction: number, width = 20): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const filled = Math.round(clamped * width);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.round(clamped * 100)).padStart(3)}%`;
}

export function formatUploadLine(file: { fileName: string; bytesSent: number; size: number | null; state: string; error?: string | null }): string {
  const size = file.size ?? 0;
  const fraction = file.state === 'synced' ? 1 : size > 0 ? file.bytesSent / size : 0;
  const state = file.state === 'synced' ? 'done' : file.state === 'failed' ? `failed${file.error ? `: ${file.error}` : ''}` : file.state;
  return `${formatProgressBar(fraction)}  ${formatBytes(file.state === 'synced' ? size : file.bytesSent)}/${formatBytes(file.size)}  ${oneLine(file.fileName)}  ${state}`;
}

export function formatFiles(files: FileItem[]): string {
  if (files.length === 0) return 'No files.';
  return files.map((file) => `${pad(shortId(file.id), SHORT_ID_LENGTH)}  ${formatBytes(file.size).padStart(8)}  ${pad(file.state, 9)}  ${oneLine(file.fileName)}${file.error ? `  (${file.error})` : ''}`).join('\n');
}

/** How far a chat message has got, from its status and sync state: what its history line must say. */
export function chatMessageStage(message: Pick<ChatMessage, 'role' | 'status' | 'syncState'>): 'queued' | 'writing' | 'failed' | 'complete' | 'unknown' {
  if (message.role === 'user') return message.syncState === 'pending' ? 'queued' : message.syncState === 'failed' || message.status === 'failed' ? 'failed' : 'complete';
  if (message.status === 'processing') return 'writing';
  if (message.status === 'failed') return 'failed';
  return message.status === 'completed' ? 'complete' : 'unknown';
}

/** One turn of `quire chat --history`: a reply the service is still writing is marked incomplete, never shown as finished. */
export function formatChatMessage(message: ChatMessage): string {
  const who = message.role === 'user' ? 'You' : 'Quire';
  switch (chatMessageStage(message)) {
    case 'queued':
      return `${who} (queued, not sent yet): ${message.content}`;
    case 'writing':
      return `${who} (still being written…): ${message.content}${message.content ? ' …' : ''}\n(incomplete: this is the text so far; \`quire sync --once\` fetches the rest)`;
    case 'failed':
      return `${who}: ${message.content}\n(failed${message.error ? `: ${message.error}` : ''})`;
    case 'unknown':
      return `${who} (status "${message.status}" from the service; may be incomplete): ${message.content}`;
    case 'complete':
      return `${who}: ${message.content}`;
  }
}

/** What `sync --once` says when its --timeout ends the wait: what was still under way (queued items, or replies still being written). */
export function syncTimeoutNote(seconds: number, status: Pick<SyncStatus, 'pending' | 'message'>): string {
  if (status.pending > 0) return `Stopped waiting after ${seconds} s; ${status.pending} item(s) are still queued and will be sent next time.`;
  return `Stopped waiting after ${seconds} s (${status.message}); what is still under way is fetched next time.`;
}

export function formatProfiles(profiles: Profile[]): string {
  if (profiles.length === 0) return 'No profiles.';
  return profiles
    .map((profile) => `${profile.active ? '*' : ' '} ${pad(profile.id, 12)}  ${pad(profile.name, 20)}  ${profile.kind === 'local' ? 'local library' : profile.baseUrl}  ${profile.apiVersion}${profile.hasKey ? '' : '  (no key)'}`)
    .join('\n');
}

export interface SyncSummary {
  service: string;
  state: SyncStatus['state'];
  message: string;
  jobs: number;
  jobsAvailableOffline: number;
  jobsRunning: number;
  collections: number;
  files: number;
  sent: number;
  waiting: number;
  failed: number;
  lastSyncAt: string | null;
}

export function formatSyncSummary(summary: SyncSummary): string {
  const lines = [
    `${summary.state === 'offline' ? 'Offline' : 'Synced'} with ${summary.service}: ${summary.message}`,
    `  research     ${summary.jobs} (${summary.jobsAvailableOffline} available offline, ${summary.jobsRunning} running)`,
    `  collections  ${summary.collections}`,
    `  files        ${summary.files}`,
    `  sent         ${summary.sent} queued item${summary.sent === 1 ? '' : 's'}`,
    `  waiting      ${summary.waiting}${summary.failed > 0 ? ` (${summary.failed} failed; see: quire pending)` : ''}`,
  ];
  if (summary.lastSyncAt) lines.push(`  last sync    ${formatTimestamp(summary.lastSyncAt)} UTC`);
  return lines.join('\n');
}
