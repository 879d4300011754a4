// Which mirror tables each view reads, so it refetches only when `db.changed` names one of them.
// Several spellings are listed where the engine's table names may differ; extra names cost nothing.
/** The notebook (notes, tags, stars) changes from this window, another one, or the CLI. */
export const NOTEBOOK_TABLES = ['notes', 'tags', 'stars'] as const;
export const JOB_LIST_TABLES = ['jobs', 'outbox', ...NOTEBOOK_TABLES] as const;
export const JOB_DETAIL_TABLES = ['jobs', 'results', 'job_events', 'events', 'job_status_history', 'status_history', 'research_updates', 'updates', 'outbox'] as const;
export const CHAT_TABLES = ['chat_messages', 'messages', 'outbox'] as const;
export const COLLECTION_TABLES = ['collections', 'files', 'outbox'] as const;
export const FILE_TABLES = ['files', 'uploads', 'outbox'] as const;
export const OUTBOX_TABLES = ['outbox', 'uploads', 'files', 'jobs', 'collections', 'chat_messages', 'research_updates'] as const;
export const PROFILE_TABLES = ['profiles'] as const;
export const SEARCH_TABLES = ['jobs', 'results', 'files', 'search_docs', ...NOTEBOOK_TABLES] as const;
