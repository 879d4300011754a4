// The job list's sorts and "remove from this library" (a local hide, restorable) over a real,
// migrated SQLite mirror; and through the real core with the notebook layer, where starred and
// tagged lists are built in memory and must honour the same sort and removal.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JobListStore, jobListOrder } from '../../src/main/db/job-list';
import { openMirror, rawOpen } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { compareJobs, JOB_SORTS, statusRank } from '../../src/shared/job-sort';
import { call, makeCore, tempDir } from '../sync/helpers';
import type { Core } from '../../src/main/core-types';

let closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.reverse()) await close();
  closers = [];
});

function mirrorWith(jobs: Array<{ id: string; status: string; createdAt: string; serverId?: string }>): { repo: Repo; store: JobListStore; file: string } {
  const file = path.join(tempDir('joblist'), 'mirror.db');
  const { db } = openMirror(file);
  const repo = new Repo(db);
  closers.push(() => {
    db.close();
  });
  const insert = db.prepare(
    `INSERT INTO jobs (id, server_id, query, status, created_at, options_json, extra_json, wire_hash, sync_state, source_count, available_offline)
     VALUES (?, ?, ?, ?, ?, ?, '{}', '', 'synced', 0, 0)`,
  );
  for (const job of jobs) insert.run(job.id, job.serverId ?? null, `question ${job.id}`, job.status, job.createdAt, JSON.stringify({ collectionIds: job.id === 'b' ? ['c1'] : [] }));
  return { repo, store: new JobListStore(db, repo), file };
}

const JOBS = [
  { id: 'a', status: 'completed', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 'b', status: 'failed', createdAt: '2026-01-02T00:00:00.000Z', serverId: 'srv-b' },
  { id: 'c', status: 'researching', createdAt: '2026-01-03T00:00:00.000Z' },
  { id: 'd', status: 'completed', createdAt: '2026-01-04T00:00:00.000Z' },
];
const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

describe('job list order (pure)', () => {
  it.each([
    ['newest', 'ORDER BY created_at DESC, id'],
    ['oldest', 'ORDER BY created_at ASC, id'],
  ] as const)('%s → %s', (sort, sql) => expect(jobListOrder(sort)).toBe(sql));

  it('ranks in-progress before failed before completed', () => {
    expect([statusRank('queued'), statusRank('researching'), statusRank('failed'), statusRank('completed')]).toEqual([0, 0, 1, 2]);
  });

  it('sorts in memory the same way the mirror does', () => {
    const { store } = mirrorWith(JOBS);
    const starred = new Set(['srv-b', 'a']);
    for (const sort of JOB_SORTS) {
      const inMemory = JOBS.map((job) => ({ ...job, starred: starred.has(job.serverId ?? job.id) })).sort(compareJobs(sort)).map((job) => job.id);
      expect(ids(store.page({ sort, starredKeys: [...starred], offset: 0, limit: 10 })), sort).toEqual(inMemory);
    }
  });
});

describe('job list over a real mirror', () => {
  it('sorts newest, oldest, by status and starred first (starred by server id or local id)', () => {
    const { store } = mirrorWith(JOBS);
    expect(ids(store.page({ offset: 0, limit: 10 }))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(store.page({ sort: 'oldest', offset: 0, limit: 10 }))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(store.page({ sort: 'status', offset: 0, limit: 10 }))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(store.page({ sort: 'starred', starredKeys: ['srv-b', 'a'], offset: 0, limit: 10 }))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(store.page({ sort: 'oldest', offset: 1, limit: 2 }))).toEqual(['b', 'c']);
  });

  it('removes a job from the list (kept in the mirror), lists it under removed, and restores it', () => {
    const { store, repo } = mirrorWith(JOBS);
    expect(store.page({ removed: true, offset: 0, limit: 10 })).toEqual({ items: [], total: 0 });
    const at = store.remove('b', new Date('2026-02-01T10:00:00.000Z'));
    expect(at).toBe('2026-02-01T10:00:00.000Z');
    // Removing twice keeps the first time.
    expect(store.remove('b', new Date('2026-03-01T10:00:00.000Z'))).toBe(at);
    expect(store.page({ offset: 0, limit: 10 })).toMatchObject({ total: 3 });
    expect(ids(store.page({ offset: 0, limit: 10 }))).toEqual(['d', 'c', 'a']);
    expect(ids(store.page({ sort: 'status', status: 'failed', offset: 0, limit: 10 }))).toEqual([]);
    const removed = store.page({ removed: true, offset: 0, limit: 10 });
    expect(removed.total).toBe(1);
    expect(removed.items[0]).toMatchObject({ id: 'b', removedAt: at });
    expect(ids(store.page({ removed: true, collectionId: 'c1', offset: 0, limit: 10 }))).toEqual(['b']);
    expect(repo.getJob('b')?.query).toBe('question b');
    store.restore('b');
    expect(store.removedAt('b')).toBeNull();
    expect(ids(store.page({ offset: 0, limit: 10 }))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('reads a read-only mirror that never had a removal', () => {
    const { file, repo } = mirrorWith(JOBS);
    const readonly = rawOpen(file, { readonly: true });
    closers.push(() => {
      readonly.close();
    });
    const store = new JobListStore(readonly, repo);
    expect(store.removedAt('a')).toBeNull();
    expect(store.page({ removed: true, offset: 0, limit: 10 }).total).toBe(0);
    expect(ids(store.page({ sort: 'oldest', offset: 0, limit: 10 }))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('job list through the core and the notebook layer', () => {
  it('a removed job leaves the list, the starred filter and tag filter, shows under removed, and comes back', async () => {
    // No service is listening: the jobs stay local intents, which is all the list needs.
    const core: Core = await makeCore(tempDir('joblist-core'), { url: 'http://127.0.0.1:9', apiKey: 'csk-none' });
    closers.push(() => core.close());
    const first = (await call(core, 'jobs.create', { query: 'first question', options: {} })).id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await call(core, 'jobs.create', { query: 'second question', options: {} })).id;
    await call(core, 'stars.set', { targetType: 'job', targetId: first, starred: true });
    await call(core, 'tags.set', { targetType: 'job', targetId: first, tags: ['kelp'] });
    await call(core, 'tags.set', { targetType: 'job', targetId: second, tags: ['kelp'] });

    expect(ids(await call(core, 'jobs.list', {}))).toEqual([second, first]);
    expect(ids(await call(core, 'jobs.list', { sort: 'starred' }))).toEqual([first, second]);
    expect(ids(await call(core, 'jobs.list', { tag: 'kelp', sort: 'oldest' }))).toEqual([first, second]);
    expect(ids(await call(core, 'jobs.list', { tag: 'kelp', sort: 'starred' }))).toEqual([first, second]);

    const { removedAt } = await call(core, 'jobs.remove', { id: first });
    expect((await call(core, 'jobs.get', { id: first })).removedAt).toBe(removedAt);
    expect(ids(await call(core, 'jobs.list', {}))).toEqual([second]);
    expect(ids(await call(core, 'jobs.list', { starred: true }))).toEqual([]);
    expect(ids(await call(core, 'jobs.list', { tag: 'kelp' }))).toEqual([second]);
    const removed = await call(core, 'jobs.list', { removed: true });
    expect(removed.total).toBe(1);
    expect(removed.items[0]).toMatchObject({ id: first, starred: true, tags: ['kelp'], removedAt });
    expect(ids(await call(core, 'jobs.list', { removed: true, tag: 'kelp' }))).toEqual([first]);

    await call(core, 'jobs.restore', { id: first });
    expect(ids(await call(core, 'jobs.list', {}))).toEqual([second, first]);
    await expect(call(core, 'jobs.remove', { id: 'no-such-job' })).rejects.toThrow(/NOT_FOUND/);
  });
});

describe('search leaves removed jobs out', () => {
  it('finds a job by its question and by its note until it is removed, and again once restored', async () => {
    const core: Core = await makeCore(tempDir('joblist-search'), { url: 'http://127.0.0.1:9', apiKey: 'csk-none' });
    closers.push(() => core.close());
    const { id } = await call(core, 'jobs.create', { query: 'How do sea otters crack urchins?', options: {} });
    await call(core, 'notes.save', { targetType: 'job', targetId: id, body: 'Stones as anvils.' });
    const found = async (text: string) => (await call(core, 'search.query', { text, limit: 20 })).hits.map((hit) => hit.jobId);
    expect(await found('otters')).toContain(id);
    expect(await found('anvils')).toContain(id);
    await call(core, 'jobs.remove', { id });
    expect(await found('otters')).not.toContain(id);
    expect(await found('anvils')).not.toContain(id);
    await call(core, 'jobs.restore', { id });
    expect(await found('otters')).toContain(id);
  });
});
