// The mirror's hot SQL, in a module of its own with no imports: browser mode's first page
// (first-page.ts) runs the very statement the job list runs without loading the core or zod.
/** The hot queries, named so tests can assert their plans (EXPLAIN QUERY PLAN) on the very same SQL. */
export const HOT_SQL = {
  jobByServer: 'SELECT * FROM jobs WHERE server_id = ?',
  jobsPage: 'SELECT * FROM jobs ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
  jobsByStatusPage: 'SELECT * FROM jobs WHERE status = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
  resultsOf: 'SELECT id, title, url, citation_index, highlights_json, content, detail_fetched FROM results WHERE job_id = ? ORDER BY position',
  outboxActive: "SELECT * FROM outbox WHERE state IN ('pending', 'sending') ORDER BY seq",
  // the upload loop and the status ask these for every file: a queue of 1,000 uploads is not read whole each time
  intentsActive: "SELECT * FROM outbox WHERE state IN ('pending', 'sending') AND kind != 'file.upload' ORDER BY seq",
  uploadsDue: "SELECT * FROM outbox WHERE state IN ('pending', 'sending') AND kind = 'file.upload' AND next_attempt_at <= ? ORDER BY seq LIMIT ? OFFSET ?",
  nextUploadAt: "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE state IN ('pending', 'sending') AND kind = 'file.upload'",
  activeOfKind: "SELECT 1 AS found FROM outbox WHERE state IN ('pending', 'sending') AND kind = ? LIMIT 1",
  outboxForTarget: 'SELECT * FROM outbox WHERE target_id = ? ORDER BY seq',
  jobsToFollow: "SELECT * FROM jobs WHERE server_id IS NOT NULL AND status NOT IN ('completed', 'failed') ORDER BY next_poll_at",
  runningCount: "SELECT COUNT(*) AS n FROM jobs INDEXED BY jobs_unfinished WHERE server_id IS NOT NULL AND status NOT IN ('completed', 'failed')",
  jobsNeedingDetails:
    "SELECT id, server_id FROM jobs INDEXED BY jobs_needing_details WHERE status = 'completed' AND available_offline = 0 AND server_id IS NOT NULL ORDER BY created_at DESC LIMIT ?",
  // counted by the month a job COMPLETED, like the service: created_at + running_time (seconds); the
  // first parameter bounds the scan (jobs created up to 40 days before the month), the second is the month start
  loopsUsedSince:
    // completed at created_at + running_time; a job created this month completed this month (no date maths)
    "SELECT COALESCE(SUM(loops_consumed), 0) AS n FROM jobs WHERE status = 'completed' AND created_at >= ? AND (created_at >= ? OR julianday(created_at) + CAST(COALESCE(running_time, 0) AS INTEGER) / 86400.0 >= julianday(?))",
  /** Changes by this connection, and by other connections (another process on the same file). */
  writeMarks: 'SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS others',
  filesInCollection: 'SELECT * FROM files WHERE collection_id = ? ORDER BY file_name, id',
  fileByHash: "SELECT * FROM files WHERE content_hash = ? AND state != 'failed' LIMIT 1",
  chatOfJob: 'SELECT * FROM chat_messages WHERE job_id = ? ORDER BY created_at, rowid',
  eventsOfJob: 'SELECT message, created_at FROM job_events WHERE job_id = ? ORDER BY seq',
} as const;
