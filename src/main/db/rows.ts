// Row shapes of the mirror's tables, the hot SQL (named, so the query-plan test runs the very SQL the
// engine and the UI run), and small pure helpers the repo modules share.
import { extraFields, type WireJob } from '../api/wire';
import type { FileItem, OutboxItem, SyncState } from '../../shared/domain';
import type { MirrorTable } from '../../shared/tables';

export type OutboxKind = OutboxItem['kind'];

export interface OutboxRow {
  id: string;
  seq: number;
  kind: OutboxKind;
  target_id: string;
  payload_json: string;
  summary: string;
  state: 'pending' | 'sending' | 'failed';
  attempts: number;
  maybe_sent: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  /** When it was last sent (markSending); null before migration 9 or before its first send. */
  last_sent_at: number | null;
  last_error: string | null;
  /** The local row this intent waits for (pending) or failed because of (failed); '*' = not recorded. */
  blocked_by: string | null;
  created_at: string;
}

export interface JobRow {
  id: string;
  server_id: string | null;
  query: string;
  status: string;
  loops_consumed: number | null;
  running_time: number | null;
  created_at: string;
  content: string | null;
  transformed_content: string | null;
  options_json: string;
  extra_json: string;
  wire_hash: string;
  sync_state: SyncState;
  error: string | null;
  source_count: number;
  available_offline: number;
  next_poll_at: number;
  poll_interval_ms: number;
}

export interface FileRow {
  id: string;
  server_id: string | null;
  file_name: string;
  content_type: string;
  collection_id: string | null;
  size: number | null;
  state: FileItem['state'];
  bytes_sent: number;
  error: string | null;
  created_at: string;
  path: string | null;
  content_hash: string | null;
}

export interface CollectionRow {
  id: string;
  server_id: string | null;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  sync_state: SyncState;
  error: string | null;
}

export interface ChatRow {
  id: string;
  server_id: string | null;
  job_id: string;
  role: string;
  content: string;
  status: string;
  created_at: string;
  sync_state: SyncState;
  error: string | null;
  results_json: string;
}

export interface ResultRow {
  id: string;
  title: string;
  url: string;
  citation_index: number | null;
  highlights_json: string;
  content: string | null;
  detail_fetched: number;
}

export { HOT_SQL } from './hot-sql';

export const nowIso = (): string => new Date().toISOString();

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Fields of a wire object that Quire has no column for, kept as JSON so nothing the service sends is dropped. */
export function extraJson(value: object, known: readonly string[]): string {
  return JSON.stringify(extraFields(value as Record<string, unknown>, known));
}

/** FNV-1a, 32 bits: a fast fingerprint for change detection (not security). */
function fnv1a(text: string | null): string {
  if (text === null) return '-';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36) + ':' + text.length;
}

/** What decides whether a pulled job changed: cheap enough to compute for every job of a bulk pull. */
export function fingerprint(job: WireJob, extra: string): string {
  let results = '';
  for (const r of job.results) results += `${r.id}|${r.title}|${r.url}|${r.citation_index ?? ''};`;
  return [job.status, job.query, job.created_at, job.reasoning_loops_consumed ?? '', job.running_time ?? '', fnv1a(job.content), fnv1a(job.transformed_content), fnv1a(results), fnv1a(extra)].join('\u0001');
}

/** The tables a change to an intent of this kind touches (what `db.changed` announces). */
export function tablesOf(kind: OutboxKind): MirrorTable[] {
  switch (kind) {
    case 'job.create':
      return ['jobs'];
    case 'collection.create':
    case 'collection.update':
      return ['collections'];
    case 'chat.send':
      return ['chat_messages'];
    case 'update.create':
      return ['research_updates', 'jobs'];
    case 'file.upload':
      return ['files', 'collections'];
  }
}
