// The store: migrations (from zero, from every version, a future DB refused, a corrupt DB quarantined
// with its unsent intents kept), query plans of the hot queries, and FTS with hostile input.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LATEST_VERSION, migrate, migrations } from '../../src/main/db/migrations';
import { FutureDatabaseError, carryOverIntents, openMirror, rawOpen } from '../../src/main/db/open';
import { HOT_SQL, Repo } from '../../src/main/db/repo';
import { toFtsQuery } from '../../src/main/db/search';
import { JobOptionsSchema, MATCH_END, MATCH_START } from '../../src/shared/domain';
import type { WireJob } from '../../src/main/api/wire';
import { tempDir } from '../sync/helpers';
import { damageIndexPage } from './damage';

function schemaOf(file: string): string[] {
  const db = rawOpen(file, { readonly: true });
  try {
    return (db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<Record<string, string>>).map(
      (r) => `${r.type} ${r.name} ${r.tbl_name} ${(r.sql ?? '').replace(/\s+/g, ' ')}`,
    );
  } finally {
    db.close();
  }
}

function wireJob(i: number, extra: Partial<WireJob> = {}): WireJob {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
    status: 'completed',
    query: `query number ${i} about kelp`,
    reasoning_loops_consumed: 2,
    running_time: 10,
    results: [{ id: `r-${i}`, title: `Source ${i} on otters`, url: 'https://example.org', citation_index: 1 }],
    content: `Answer ${i}: otters eat urchins [1].`,
    transformed_content: null,
    ...extra,
  };
}

describe('migrations', () => {
  it('builds the latest schema from zero', () => {
    const file = path.join(tempDir('mig'), 'quire.db');
    const { db } = openMirror(file);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    expect(schemaOf(file).some((line) => line.includes('search_fts'))).toBe(true);
  });

  it('migrates from every earlier version to the same schema, keeping the data', () => {
    const reference = path.join(tempDir('mig-ref'), 'quire.db');
    openMirror(reference).db.close();
    const expected = schemaOf(reference);
    for (let start = 1; start < LATEST_VERSION; start++) {
      const file = path.join(tempDir(`mig-${start}`), 'quire.db');
      const db = rawOpen(file);
      migrate(db, start);
      expect(db.pragma('user_version', { simple: true })).toBe(start);
      db.prepare("INSERT INTO jobs (id, server_id, query, status, created_at) VALUES ('j1', 's1', 'kept query', 'completed', '2026-01-01T00:00:00Z')").run();
      db.close();
      const opened = openMirror(file);
      expect(opened.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(opened.db.prepare("SELECT query FROM jobs WHERE id = 'j1'").get()).toEqual({ query: 'kept query' });
      // migration 5 rebuilds the search index from the mirror tables: a row from before it is findable
      const REBUILDS_SEARCH = 5;
      if (start < REBUILDS_SEARCH) expect(new Repo(opened.db).search.search('kept', 5).map((h) => h.jobId)).toEqual(['j1']);
      opened.db.close();
      expect(schemaOf(file)).toEqual(expected);
    }
    expect(migrations.length).toBe(LATEST_VERSION);
  });

  it('migration 7 marks intents that failed because of another item (known then only by their text) as blocked, and nothing else', () => {
    const file = path.join(tempDir('mig-7'), 'quire.db');
    const db = rawOpen(file);
    migrate(db, 6);
    const insert = db.prepare('INSERT INTO outbox (id, seq, kind, target_id, payload_json, summary, state, attempts, last_error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const at = '2026-11-01T00:00:00Z';
    insert.run('o-file', 1, 'file.upload', 'f1', '{}', 'Upload "notes.md"', 'failed', 3, 'The service refused the file (415).', at);
    insert.run('o-dep', 2, 'job.create', 'j1', '{"query":"otters"}', 'Research "otters"', 'failed', 1, 'It depends on an item that could not be sent (Upload "notes.md"): retry or discard that one first.', at);
    insert.run('o-gone', 3, 'job.create', 'j2', '{"query":"kelp"}', 'Research "kelp"', 'failed', 1, 'It depends on an item that no longer exists (it was discarded). Discard this one too.', at);
    insert.run('o-wait', 4, 'job.create', 'j3', '{"query":"urchins"}', 'Research "urchins"', 'pending', 0, 'Waiting for its files to finish uploading.', at);
    insert.run('o-other', 5, 'collection.create', 'c1', '{}', 'Collection "Shelf"', 'failed', 1, 'name too long', at);
    // a failed row whose text merely mentions the phrase later on is not one of them
    insert.run('o-text', 6, 'chat.send', 'm1', '{}', 'Message', 'failed', 1, 'Refused: It depends on an item', at);
    db.close();

    const opened = openMirror(file);
    const rows = opened.db.prepare('SELECT id, state, attempts, last_error, blocked_by, payload_json FROM outbox ORDER BY seq').all() as Array<{ id: string; state: string; attempts: number; last_error: string | null; blocked_by: string | null; payload_json: string }>;
    expect(rows.map((r) => [r.id, r.blocked_by])).toEqual([
      ['o-file', null],
      ['o-dep', '*'],
      ['o-gone', '*'],
      ['o-wait', null],
      ['o-other', null],
      ['o-text', null],
    ]);
    // nothing else changed: states, attempts, reasons and payloads are as they were
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([['failed', 3], ['failed', 1], ['failed', 1], ['pending', 0], ['failed', 1], ['failed', 1]]);
    expect(rows.find((r) => r.id === 'o-dep')?.last_error).toMatch(/^It depends on an item that could not be sent/);
    expect(rows.find((r) => r.id === 'o-dep')?.payload_json).toBe('{"query":"otters"}');
    // retrying the item they depended on gives the legacy-blocked intents another chance too (their
    // dependency was not recorded); the unrelated failure stays failed
    const repo = new Repo(opened.db);
    expect(repo.retryIntent('o-file')).toBe(true);
    const after = Object.fromEntries((opened.db.prepare('SELECT id, state, blocked_by FROM outbox').all() as Array<{ id: string; state: string; blocked_by: string | null }>).map((r) => [r.id, [r.state, r.blocked_by]]));
    expect(after).toMatchObject({ 'o-file': ['pending', null], 'o-dep': ['pending', null], 'o-gone': ['pending', null], 'o-other': ['failed', null], 'o-text': ['failed', null] });
    opened.db.close();
  });

  it('keeps a consistent copy of an older mirror (with its unsent work) before migrating it', () => {
    const dir = tempDir('mig-backup');
    const file = path.join(dir, 'quire.db');
    const db = rawOpen(file);
    migrate(db, LATEST_VERSION - 1);
    db.prepare("INSERT INTO jobs (id, server_id, query, status, created_at) VALUES ('j1', 's1', 'from the old schema', 'completed', '2026-01-01T00:00:00Z')").run();
    db.close();
    const opened = openMirror(file, { preMigrationBackupDir: path.join(dir, 'backups') });
    opened.db.close();
    const [folder] = fs.readdirSync(path.join(dir, 'backups'));
    expect(folder).toMatch(new RegExp(`-before-migration-${LATEST_VERSION}$`));
    const copy = rawOpen(path.join(dir, 'backups', folder!, 'mirror.db'), { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(LATEST_VERSION - 1);
    expect(copy.prepare("SELECT query FROM jobs WHERE id = 'j1'").get()).toEqual({ query: 'from the old schema' });
    copy.close();
    // A new or current mirror has nothing to protect: no copy.
    openMirror(file, { preMigrationBackupDir: path.join(dir, 'backups') }).db.close();
    expect(fs.readdirSync(path.join(dir, 'backups'))).toHaveLength(1);
  });

  it('refuses a database written by a newer Quire, leaving it untouched', () => {
    const file = path.join(tempDir('future'), 'quire.db');
    const db = rawOpen(file);
    db.pragma(`user_version = ${LATEST_VERSION + 3}`);
    db.exec('CREATE TABLE future_thing (x)');
    db.close();
    const before = fs.readFileSync(file);
    expect(() => openMirror(file)).toThrow(FutureDatabaseError);
    expect(() => openMirror(file)).toThrow(/newer version of Quire/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('quarantines a file that is not a database and starts fresh', () => {
    const dir = tempDir('garbage');
    const file = path.join(dir, 'quire.db');
    fs.writeFileSync(file, 'this is not sqlite at all'.repeat(500));
    const opened = openMirror(file);
    expect(opened.quarantinedTo).not.toBeNull();
    expect(fs.existsSync(opened.quarantinedTo!)).toBe(true);
    expect(opened.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    opened.db.close();
  });

  it('quarantines a corrupt database and carries over every unsent intent it can read', () => {
    const dir = tempDir('corrupt');
    const file = path.join(dir, 'quire.db');
    const first = openMirror(file);
    const repo = new Repo(first.db);
    repo.applyJobs(Array.from({ length: 300 }, (_, i) => wireJob(i)));
    const jobId = repo.createLocalJob('unsent research about kelp', JobOptionsSchema.parse({}));
    const collectionId = repo.createLocalCollection('Unsent collection', 'desc');
    // an index page overwritten with garbage: the tables stay readable, integrity_check fails
    damageIndexPage(first.db, file);

    const opened = openMirror(file);
    expect(opened.quarantinedTo).not.toBeNull();
    expect(opened.salvagedIntents).toBe(2);
    const rebuilt = new Repo(opened.db);
    expect(rebuilt.integrityOk()).toBe(true);
    expect(rebuilt.getJob(jobId)).toMatchObject({ query: 'unsent research about kelp', sync_state: 'pending' });
    expect(rebuilt.collectionRow(collectionId)).toMatchObject({ name: 'Unsent collection' });
    expect(rebuilt.outbox().map((o) => o.kind).sort()).toEqual(['collection.create', 'job.create']);
    // the synced jobs are not carried over: the next pull rebuilds them from the service
    expect(rebuilt.listJobs({ offset: 0, limit: 10 }).total).toBe(1);
    opened.db.close();
  });
});

describe('carrying intents over from another mirror (backups)', () => {
  it('copies unsent intents and their rows once, leaving existing rows alone', () => {
    const source = path.join(tempDir('carry-src'), 'quire.db');
    const from = openMirror(source);
    const repo = new Repo(from.db);
    const jobId = repo.createLocalJob('from the backup', JobOptionsSchema.parse({}));
    from.db.close();
    const target = openMirror(path.join(tempDir('carry-dst'), 'quire.db'));
    const live = new Repo(target.db);
    live.applyJobs([wireJob(7)]);
    expect(carryOverIntents(target.db, source)).toBe(1);
    expect(carryOverIntents(target.db, source)).toBe(0);
    expect(live.getJob(jobId)).toMatchObject({ query: 'from the backup', sync_state: 'pending' });
    expect(live.listJobs({ offset: 0, limit: 10 }).total).toBe(2);
    expect(live.search.search('backup', 5).map((h) => h.jobId)).toEqual([jobId]);
    // carried intents are reconciled before anything is sent
    expect(live.outbox()[0]).toMatchObject({ maybe_sent: 1, state: 'pending' });
    expect(live.outbox()[0]!.first_attempt_at).toBeGreaterThan(0);
    // once the live mirror shows the intent done, an old copy cannot bring it back (no second send)
    target.db.prepare("UPDATE jobs SET server_id = 'server-1', sync_state = 'synced' WHERE id = ?").run(jobId);
    target.db.prepare('DELETE FROM outbox').run();
    expect(carryOverIntents(target.db, source)).toBe(0);
    expect(live.outbox()).toEqual([]);
    target.db.close();
  });
});

describe('two processes on one mirror (the app and the CLI)', () => {
  it('lets only one of them claim an intent for sending', () => {
    const file = path.join(tempDir('claim'), 'quire.db');
    const app = openMirror(file);
    const cli = openMirror(file);
    const appRepo = new Repo(app.db);
    const cliRepo = new Repo(cli.db);
    appRepo.createLocalJob('claimed once', JobOptionsSchema.parse({}));
    const [intent] = cliRepo.outbox();
    expect(intent?.state).toBe('pending');
    expect(appRepo.markSending(intent!.id)).toBe(true);
    expect(cliRepo.markSending(intent!.id)).toBe(false);
    expect(cliRepo.outbox()[0]).toMatchObject({ state: 'sending', attempts: 1 });
    app.db.close();
    cli.db.close();
  });
});

describe('loops used this month', () => {
  it('counts a job by the month it completed (created + running time), like the service', () => {
    const { db } = openMirror(path.join(tempDir('loops'), 'quire.db'));
    const repo = new Repo(db);
    repo.applyJobs([
      // created on 31 Oct, ran 20 minutes: completed in November, counted in November
      wireJob(1, { created_at: '2026-10-31T23:50:00.000Z', running_time: 1200, reasoning_loops_consumed: 3 }),
      // created and completed in October: not counted
      wireJob(2, { created_at: '2026-10-15T10:00:00.000Z', running_time: 60, reasoning_loops_consumed: 4 }),
      // created and completed in November
      wireJob(3, { created_at: '2026-11-05T10:00:00.000Z', running_time: 30, reasoning_loops_consumed: 2 }),
      // still running: consumes nothing yet
      wireJob(4, { created_at: '2026-11-06T10:00:00.000Z', status: 'running', running_time: null, reasoning_loops_consumed: 5 }),
      // created 30 Nov, completed 1 Dec: next month's
      wireJob(5, { created_at: '2026-11-30T23:59:00.000Z', running_time: 120, reasoning_loops_consumed: 7 }),
    ]);
    expect(repo.loopsUsedSince('2026-11-01T00:00:00.000Z')).toBe(3 + 2 + 7);
    expect(repo.loopsUsedSince('2026-12-01T00:00:00.000Z')).toBe(7);
    expect(repo.loopsUsedSince('2026-10-01T00:00:00.000Z')).toBe(3 + 4 + 2 + 7);
    db.close();
  });

  it('is computed again after a write by this connection or by another process, and only then', () => {
    const file = path.join(tempDir('loops-memo'), 'quire.db');
    const { db } = openMirror(file);
    const repo = new Repo(db);
    repo.applyJobs([wireJob(1, { created_at: '2026-11-02T10:00:00.000Z', running_time: 60, reasoning_loops_consumed: 3 })]);
    expect(repo.loopsUsedSince('2026-11-01T00:00:00.000Z')).toBe(3);
    // this connection writes: the figure follows
    repo.applyJobs([wireJob(2, { created_at: '2026-11-03T10:00:00.000Z', running_time: 60, reasoning_loops_consumed: 4 })]);
    expect(repo.loopsUsedSince('2026-11-01T00:00:00.000Z')).toBe(7);
    // another process (the CLI beside the window) writes through its own connection: the figure follows
    const other = openMirror(file);
    new Repo(other.db).applyJobs([wireJob(3, { created_at: '2026-11-04T10:00:00.000Z', running_time: 60, reasoning_loops_consumed: 5 })]);
    other.db.close();
    expect(repo.loopsUsedSince('2026-11-01T00:00:00.000Z')).toBe(12);
    // nothing written: the same answer without running the month query again
    const prepare = vi.spyOn(db, 'prepare');
    expect(repo.loopsUsedSince('2026-11-01T00:00:00.000Z')).toBe(12);
    expect(prepare.mock.calls.map(([sql]) => sql)).not.toContain(HOT_SQL.loopsUsedSince);
    prepare.mockRestore();
    db.close();
  });
});

describe('query plans', () => {
  it('uses an index (never a full scan of a big table) for every hot query', () => {
    const { db } = openMirror(path.join(tempDir('plan'), 'quire.db'));
    db.exec('ANALYZE');
    const plans: Record<string, string> = {};
    for (const [name, sql] of Object.entries(HOT_SQL)) {
      const params = (sql.match(/\?/g) ?? []).map(() => 'x');
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>;
      plans[name] = rows.map((r) => r.detail).join(' | ');
    }
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, `${name}: ${plan}`).not.toMatch(/^SCAN (jobs|results|outbox|files|chat_messages|job_events)\b(?! USING)/m);
      expect(plan.split(' | ').some((step) => /^SCAN (jobs|results|outbox|files|chat_messages|job_events)$/.test(step)), `${name}: ${plan}`).toBe(false);
    }
    expect(plans.jobsPage).toMatch(/jobs_by_created/);
    expect(plans.jobsToFollow).toMatch(/jobs_unfinished/);
    expect(plans.runningCount).toMatch(/jobs_unfinished/);
    expect(plans.jobsNeedingDetails).toMatch(/jobs_needing_details/);
    expect(plans.outboxActive).toMatch(/outbox_by_seq/);
    expect(plans.outboxForTarget).toMatch(/outbox_by_target/);
    expect(plans.fileByHash).toMatch(/files_by_hash/);
    expect(plans.chatOfJob).toMatch(/chat_messages_by_job/);
    db.close();
  });
});

describe('full-text search', () => {
  const hostile = [
    '"',
    '""',
    "'",
    'otters"',
    'NEAR(otters kelp)',
    'otters AND OR NOT',
    '*',
    'kelp*',
    '^kelp',
    'col:otters',
    'text:kelp',
    '(',
    ')',
    '{}',
    '-',
    '+',
    '\u0000kelp',
    '\uE000kelp\uE001',
    'DROP TABLE jobs; --',
    '😀 kelp',
    'a'.repeat(5000),
    '   ',
    '',
    'Kelp OTTERS',
  ];

  it('accepts any input safely and finds what it should', () => {
    const { db } = openMirror(path.join(tempDir('fts'), 'quire.db'));
    const repo = new Repo(db);
    repo.applyJobs([wireJob(1), wireJob(2, { query: 'coffee and sleep', content: 'Caffeine delays sleep.', results: [] })]);
    for (const input of hostile) {
      expect(() => repo.search.search(input, 20), JSON.stringify(input).slice(0, 40)).not.toThrow();
    }
    expect(repo.search.search('otters', 10).map((h) => h.jobId)).toEqual([wireJob(1).id]);
    expect(repo.search.search('caffe', 10)[0]).toMatchObject({ jobId: wireJob(2).id, query: 'coffee and sleep' });
    expect(repo.search.search('NEAR(otters kelp)', 10)).toHaveLength(0);
    expect(repo.search.search('"kelp', 10).length).toBe(1);
    const snippet = repo.search.search('urchins', 10)[0]!.snippet;
    expect(snippet).toContain(`${MATCH_START}urchins${MATCH_END}`);
    expect(db.prepare('SELECT COUNT(*) AS n FROM jobs').get()).toEqual({ n: 2 });
    db.close();
  });

  it('quotes every term so operators are never parsed', () => {
    expect(toFtsQuery('a OR b')).toBe('"a" "OR" "b"*');
    expect(toFtsQuery('say "hi"')).toBe('"say" """hi"""*');
    expect(toFtsQuery('!!! ...')).toBeNull();
  });
});
