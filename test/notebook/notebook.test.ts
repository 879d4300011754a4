import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Notebook, NOTEBOOK_MIGRATIONS, NOTEBOOK_SCHEMA_VERSION, ftsQuery, normaliseTags } from '../../src/main/notebook/store';
import { createBackup, listBackups, openBackupDatabase } from '../../src/main/notebook/backup';
import { exportFileName, exportNotebook, renderJobMarkdown } from '../../src/main/notebook/export';
import { JobOptionsSchema, MATCH_END, MATCH_START, type JobDetail } from '../../src/shared/domain';

const open: Notebook[] = [];
function fresh(): { dir: string; notebook: Notebook } {
  const dir = mkdtempSync(join(tmpdir(), 'quire-notebook-'));
  const notebook = Notebook.open(join(dir, 'notebook.db'));
  open.push(notebook);
  return { dir, notebook };
}
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});

function job(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: '3f2a9c1e-0000-4000-8000-000000000001',
    serverId: '3f2a9c1e-0000-4000-8000-000000000001',
    query: 'How do sea otters affect kelp forests?',
    status: 'completed',
    reasoningLoopsConsumed: 3,
    runningTime: 12,
    createdAt: '2026-11-20T10:00:00.000Z',
    syncState: 'synced',
    error: null,
    availableOffline: true,
    sourceCount: 2,
    content: 'Otters eat urchins [1], so kelp recovers [2].',
    transformedContent: null,
    options: JobOptionsSchema.parse({}),
    results: [
      { id: 'r2', title: 'Urchin barrens', url: 'https://example.org/urchins', citationIndex: 2, highlights: [], hasContent: false },
      { id: 'r1', title: 'Otters and kelp', url: 'https://example.org/otters', citationIndex: 1, highlights: [], hasContent: false },
    ],
    events: [],
    updates: [],
    statusHistory: [],
    ...overrides,
  };
}

describe('notebook store', () => {
  it('saves notes, tags and stars and finds them by search with marked snippets', () => {
    const { notebook } = fresh();
    notebook.saveNote('job', 'job-1', 'Compare with the Aleutian urchin barrens data.');
    expect(notebook.setTags('job', 'job-1', ['  ecology ', '#thesis', 'Ecology', 'marine biology'])).toEqual(['ecology', 'thesis', 'marine-biology']);
    notebook.setStar('job', 'job-1', true);
    notebook.setTags('job', 'job-2', ['thesis']);

    expect(notebook.getNote('job', 'job-1').body).toContain('Aleutian');
    expect(notebook.allTags()).toEqual([
      { tag: 'thesis', count: 2 },
      { tag: 'ecology', count: 1 },
      { tag: 'marine-biology', count: 1 },
    ]);
    expect(notebook.filterIds('job', { tag: 'thesis' })).toEqual(new Set(['job-1', 'job-2']));
    expect(notebook.filterIds('job', { tag: 'thesis', starred: true })).toEqual(new Set(['job-1']));
    expect(notebook.filterIds('job', {})).toBeNull();

    const hits = notebook.search('aleutian');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ targetId: 'job-1', field: 'note' });
    expect(hits[0]?.snippet).toContain(`${MATCH_START}Aleutian${MATCH_END}`);
    expect(notebook.search('marine').map((hit) => hit.field)).toEqual(['tag']);
  });

  it('treats any search text as plain words, never FTS syntax', () => {
    const { notebook } = fresh();
    notebook.saveNote('job', 'j', 'NEAR the "kelp" forest AND otters');
    for (const hostile of ['"', 'kelp OR', 'NEAR(', '*', ')', 'a:b', "'; DROP TABLE notes; --", '\u0000', 'otters -kelp', '^kelp']) {
      expect(() => notebook.search(hostile), hostile).not.toThrow();
    }
    expect(ftsQuery('   ')).toBeNull();
    // Operators are ordinary words: the note literally contains "AND", and nothing starts with "or".
    expect(notebook.search('kelp AND').length).toBe(1);
    expect(notebook.search('kelp OR').length).toBe(0);
  });

  it('removes a note when it is emptied', () => {
    const { notebook } = fresh();
    notebook.saveNote('source', 'job-1/r1', 'quote');
    notebook.saveNote('source', 'job-1/r1', '');
    expect(notebook.getNote('source', 'job-1/r1')).toEqual({ body: '', updatedAt: null });
    expect(notebook.search('quote')).toEqual([]);
  });

  it('refuses a notebook written by a newer Quire and leaves it untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-notebook-'));
    const file = join(dir, 'notebook.db');
    const future = new Database(file);
    future.pragma(`user_version = ${NOTEBOOK_SCHEMA_VERSION + 1}`);
    future.close();
    expect(() => Notebook.open(file)).toThrow(/newer Quire/);
    const again = new Database(file);
    expect(again.pragma('user_version', { simple: true })).toBe(NOTEBOOK_SCHEMA_VERSION + 1);
    again.close();
  });

  it('moves a job’s note, tags, star and source notes to its server id, and search follows', () => {
    const { notebook } = fresh();
    notebook.saveNote('job', 'local-1', 'pending job note');
    notebook.setTags('job', 'local-1', ['draft']);
    notebook.setStar('job', 'local-1', true);
    notebook.saveNote('source', 'local-1/r9', 'source note');
    notebook.rekey('local-1', 'srv-1');
    expect(notebook.jobNotebook('srv-1')).toEqual({ note: 'pending job note', tags: ['draft'], starred: true });
    expect(notebook.getNote('source', 'srv-1/r9').body).toBe('source note');
    expect(notebook.jobNotebook('local-1')).toEqual({ note: '', tags: [], starred: false });
    expect(notebook.search('pending').map((hit) => hit.targetId)).toEqual(['srv-1']);
    expect(notebook.hasAny('local-1')).toBe(false);
  });

  it('backs the notebook up before migrating one that holds data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-notebook-migrate-'));
    const file = join(dir, 'notebook.db');
    const old = Notebook.open(file);
    old.saveNote('job', 'j', 'written by the older schema');
    old.close();
    const addColumn = (db: Database.Database) => db.exec("ALTER TABLE notes ADD COLUMN colour TEXT NOT NULL DEFAULT ''");
    const upgraded = Notebook.open(file, { preMigrationBackupDir: join(dir, 'backups'), migrations: [...NOTEBOOK_MIGRATIONS, addColumn] });
    open.push(upgraded);
    expect(upgraded.db.pragma('user_version', { simple: true })).toBe(NOTEBOOK_SCHEMA_VERSION + 1);
    const [backup] = listBackups(join(dir, 'backups'));
    expect(backup?.reason).toBe(`before-migration-${NOTEBOOK_SCHEMA_VERSION + 1}`);
    const copy = openBackupDatabase(join(backup?.path ?? '', 'notebook.db'));
    expect(copy.pragma('user_version', { simple: true })).toBe(NOTEBOOK_SCHEMA_VERSION);
    expect(copy.prepare('SELECT body FROM notes').pluck().get()).toBe('written by the older schema');
    copy.close();
    // A fresh notebook has nothing to protect: no backup is written for it.
    Notebook.open(join(dir, 'fresh.db'), { preMigrationBackupDir: join(dir, 'fresh-backups') }).close();
    expect(listBackups(join(dir, 'fresh-backups'))).toEqual([]);
  });

  it('normalises tags', () => {
    expect(normaliseTags(['', ' ', '##', 'a b', 'A-B'])).toEqual(['a-b']);
  });
});

describe('a note survives the process being killed right after it was saved', () => {
  it('is still there on restart after SIGKILL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-notebook-kill-'));
    const file = join(dir, 'notebook.db');
    const script = `
      import { Notebook } from ${JSON.stringify(resolve('src/main/notebook/store.ts'))};
      const notebook = Notebook.open(${JSON.stringify(file)});
      notebook.saveNote('job', 'job-1', 'typed just before the crash');
      process.kill(process.pid, 'SIGKILL');
    `;
    const scriptFile = join(dir, 'crash.mts');
    writeFileSync(scriptFile, script);
    const result = spawnSync(process.execPath, ['--import', 'tsx', scriptFile], { encoding: 'utf8' });
    expect(result.signal).toBe('SIGKILL');
    const notebook = Notebook.open(file);
    open.push(notebook);
    expect(notebook.getNote('job', 'job-1').body).toBe('typed just before the crash');
    expect(notebook.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});

describe('backups', () => {
  it('round-trips local-only data through the online backup API and keeps the last N', async () => {
    const { dir, notebook } = fresh();
    const settings = join(dir, 'profiles.json');
    writeFileSync(settings, '{"profiles":[]}');
    notebook.saveNote('job', 'job-1', 'first thoughts');
    notebook.setTags('job', 'job-1', ['thesis']);
    const root = join(dir, 'backups');
    const first = await createBackup({ databases: { 'notebook.db': notebook.db }, files: [settings] }, root, 'manual', 3, new Date('2026-11-01T00:00:00Z'));
    expect(readdirSync(first.path).sort()).toEqual(['notebook.db', 'profiles.json']);

    notebook.saveNote('job', 'job-1', 'overwritten later');
    notebook.setTags('job', 'job-1', []);
    notebook.restoreFrom(join(first.path, 'notebook.db'));
    expect(notebook.getNote('job', 'job-1').body).toBe('first thoughts');
    expect(notebook.tagsFor('job', 'job-1')).toEqual(['thesis']);
    expect(notebook.search('thoughts')).toHaveLength(1);

    for (let day = 2; day <= 5; day += 1) {
      await createBackup({ databases: { 'notebook.db': notebook.db }, files: [] }, root, 'scheduled', 3, new Date(`2026-11-0${day}T00:00:00Z`));
    }
    const kept = listBackups(root);
    expect(kept.map((b) => b.createdAt)).toEqual(['2026-11-05T00:00:00.000Z', '2026-11-04T00:00:00.000Z', '2026-11-03T00:00:00.000Z']);
  });

  it('never prunes the backup that is being restored, even the oldest of a full set', async () => {
    const { dir, notebook } = fresh();
    const root = join(dir, 'backups');
    for (let day = 1; day <= 3; day += 1) {
      await createBackup({ databases: { 'notebook.db': notebook.db }, files: [] }, root, 'scheduled', 3, new Date(`2026-11-0${day}T00:00:00Z`));
    }
    const oldest = listBackups(root).at(-1);
    await createBackup({ databases: { 'notebook.db': notebook.db }, files: [] }, root, 'before-restore', 3, new Date('2026-11-09T00:00:00Z'), oldest?.name ?? null);
    expect(listBackups(root).map((b) => b.name)).toContain(oldest?.name);
  });

  it('refuses a damaged backup', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-backup-bad-'));
    const file = join(dir, 'notebook.db');
    writeFileSync(file, Buffer.alloc(8192, 7));
    expect(() => openBackupDatabase(file)).toThrow();
  });
});

describe('exports', () => {
  it('writes a job with its note, tags and a numbered reference list', () => {
    const markdown = renderJobMarkdown(job(), { note: 'Check **Estes 1998**.', tags: ['ecology', 'thesis'], starred: true });
    expect(markdown).toContain('## My notes\n\nCheck **Estes 1998**.');
    expect(markdown).toContain('#ecology #thesis');
    const refs = markdown.split('## References\n\n')[1]?.trim().split('\n');
    // one paragraph per reference (a blank line between them), so Markdown viewers do not run them together
    expect(refs).toEqual(['[1] Otters and kelp. <https://example.org/otters>', '', '[2] Urchin barrens. <https://example.org/urchins>']);
  });

  it('exports the notebook as a folder of Markdown files with parseable front matter and stable names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-export-'));
    const hostile = job({ id: 'aaaaaaaa-1', query: 'Quotes "and": colons\n---\nnewlines', status: 'weird: value' });
    const first = exportNotebook(dir, [
      { job: job(), notebook: { note: 'n', tags: ['a: b', 'c'], starred: false } },
      { job: hostile, notebook: null },
    ]);
    const again = exportNotebook(dir, [{ job: job(), notebook: null }]);
    expect(again.written[0]).toBe(first.written[0]);
    expect(first.written[0]).toBe(exportFileName(job()));
    expect(first.written[0]).toBe('2026-11-20-how-do-sea-otters-affect-kelp-forests-3f2a9c1e.md');

    const text = readFileSync(join(dir, first.written[1] ?? ''), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    const fields = Object.fromEntries(front.split('\n').map((line) => [line.slice(0, line.indexOf(':')), JSON.parse(line.slice(line.indexOf(':') + 1))]));
    expect(fields).toMatchObject({ id: 'aaaaaaaa-1', query: 'Quotes "and": colons\n---\nnewlines', status: 'weird: value', tags: [], starred: false });
  });
});
