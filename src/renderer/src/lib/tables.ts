// Which mirror tables each view reads, so it refetches only when `db.changed` names one of them.
// The names are the typed list in src/shared/tables.ts (the core announces exactly those).
import { NOTEBOOK_TABLE_NAMES, type TableName } from '../../../shared/tables';

/** The notebook (notes, tags, stars) changes from this window, another one, or the CLI. */
export const NOTEBOOK_TABLES = NOTEBOOK_TABLE_NAMES;
export const JOB_LIST_TABLES = ['jobs', 'outbox', ...NOTEBOOK_TABLES] as const satisfies readonly TableName[];
export const JOB_DETAIL_TABLES = ['jobs', 'results', 'job_events', 'job_status_history', 'research_updates', 'outbox'] as const satisfies readonly TableName[];
export const CHAT_TABLES = ['chat_messages', 'outbox'] as const satisfies readonly TableName[];
export const COLLECTION_TABLES = ['collections', 'files', 'outbox'] as const satisfies readonly TableName[];
export const FILE_TABLES = ['files', 'outbox'] as const satisfies readonly TableName[];
export const OUTBOX_TABLES = ['outbox', 'files', 'jobs', 'collections', 'chat_messages', 'research_updates'] as const satisfies readonly TableName[];
export const PROFILE_TABLES = ['profiles'] as const satisfies readonly TableName[];
export const SEARCH_TABLES = ['jobs', 'results', 'files', ...NOTEBOOK_TABLES] as const satisfies readonly TableName[];
