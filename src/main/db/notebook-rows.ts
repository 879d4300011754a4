// The notebook's per-row reads that the job list makes for every job it shows (its tags, its star,
// whether anything is keyed by a local id that Notebook.rekey would move), shared by the notebook
// store and browser mode's first page (first-page.ts), which reads them without loading the core.
// No imports: first-page.ts must stay free of zod and the core.

/** The notebook's schema version (NOTEBOOK_MIGRATIONS.length; test/unit/first-page.test.ts keeps them equal). */
export const NOTEBOOK_SCHEMA_VERSION = 3;

export const NOTEBOOK_ROW_SQL = {
  tagsOf: 'SELECT tag FROM tags WHERE target_type = ? AND target_id = ? ORDER BY tag COLLATE NOCASE',
  starred: 'SELECT 1 FROM stars WHERE target_type = ? AND target_id = ?',
  noteOrTagOf: 'SELECT 1 FROM notebook_fts WHERE target_id = ? OR target_id LIKE ? LIMIT 1',
  anyStarOf: 'SELECT 1 FROM stars WHERE target_id = ? LIMIT 1',
} as const;

/** A prepared statement's `get`, as both callers have it (better-sqlite3). */
export type RowGet = (sql: string, ...params: unknown[]) => unknown;

/** Whether anything in the notebook is keyed by this id (a job's, or a source of that job: `<id>/…`). */
export function notebookHasAny(get: RowGet, targetId: string): boolean {
  return get(NOTEBOOK_ROW_SQL.noteOrTagOf, targetId, `${targetId.replace(/[%_]/g, '')}/%`) !== undefined || get(NOTEBOOK_ROW_SQL.anyStarOf, targetId) !== undefined;
}
