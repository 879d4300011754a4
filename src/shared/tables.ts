// The names `db.changed` may carry: the mirror's tables, the notebook's, and the profile list. One typed
// list used by the core (what it announces), the contract (what it validates) and the renderer (what a
// view watches), so no side guesses a spelling the other never sends.
export const MIRROR_TABLES = ['jobs', 'results', 'job_events', 'job_status_history', 'research_updates', 'chat_messages', 'collections', 'files', 'outbox'] as const;
export const NOTEBOOK_TABLE_NAMES = ['notes', 'tags', 'stars'] as const;
export const TABLE_NAMES = [...MIRROR_TABLES, ...NOTEBOOK_TABLE_NAMES, 'profiles'] as const;

export type MirrorTable = (typeof MIRROR_TABLES)[number];
export type TableName = (typeof TABLE_NAMES)[number];

export function isTableName(name: string): name is TableName {
  return (TABLE_NAMES as readonly string[]).includes(name);
}
