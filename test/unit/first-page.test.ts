// Browser mode's first page of job rows read straight from the profile's files (src/main/db/first-page.ts)
// must be exactly what the jobs.list handler answers through dispatch (the notebook layer's tags and
// stars, removed jobs left out, dispatch's output check), or null, never something else. Compared on
// real data folders: a mirror synced from a seeded service by the real core, with jobs created, pushed,
// tagged, starred and removed through it; and the cases where the read must step aside (a notebook
// entry still under a local id that the handler moves, another schema, a profiles file the core would
// not take as it is). The decisions are table-tested.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src/main/core';
import type { Core } from '../../src/main/core-types';
import { activeProfileId, firstPageRefusal, readFirstJobPage, wellFormedProfile, wellFormedSummary, type FirstPageFacts } from '../../src/main/db/first-page';
import { LATEST_VERSION } from '../../src/main/db/migrations';
import { NOTEBOOK_SCHEMA_VERSION } from '../../src/main/db/notebook-rows';
import { rawOpen } from '../../src/main/db/open';
import { Notebook, NOTEBOOK_MIGRATIONS } from '../../src/main/notebook/store';
import type { JobSummary } from '../../src/shared/domain';
import { dispatch } from '../../src/shared/dispatch';
import { FIRST_JOB_PAGE } from '../../src/shared/first-answer';
import { call, makeCore, mirrorFile, startTestService, tempDir, waitFor } from '../sync/helpers';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

const profile = (extra: Record<string, unknown> = {}) => ({ id: 'acct', name: 'Field work', kind: 'remote', baseUrl: 'https://api.example.test', apiVersion: '2025-11-27', ...extra });
const check = { outcome: 'ok', reachable: true, keyAccepted: true, apiVersion: '2025-11-27', message: 'fine', checkedAt: '2026-11-01T10:00:00.000Z' };

describe('which profile the core opens (profiles.json read as the core reads it)', () => {
  it.each<[string, string | null, string | null]>([
    ['no file', null, null],
    ['broken JSON', '{"activeId": "acct", "profiles": [', null],
    ['an account active', JSON.stringify({ activeId: 'acct', profiles: [profile(), { ...profile(), id: 'local', kind: 'local', baseUrl: '' }] }), 'acct'],
    ['the local library active', JSON.stringify({ activeId: 'local', profiles: [{ ...profile(), id: 'local', kind: 'local', baseUrl: '' }] }), 'local'],
    ['an active id no profile has (the core falls back to the local library)', JSON.stringify({ activeId: 'gone', profiles: [profile()] }), null],
    ['a profile of an unknown kind (the core starts over)', JSON.stringify({ activeId: 'acct', profiles: [profile({ kind: 'cloud' })] }), null],
    ['an unknown API version', JSON.stringify({ activeId: 'acct', profiles: [profile({ apiVersion: '2024-01-01' })] }), null],
    ['another profile malformed (the whole file is refused)', JSON.stringify({ activeId: 'acct', profiles: [profile(), { id: 'x' }] }), null],
    ['a last check and limits as stored', JSON.stringify({ activeId: 'acct', profiles: [profile({ lastCheck: check, account: 'a@b.test', limits: { budget: { value: 40, at: 1 } } })] }), 'acct'],
    ['a last check missing its message', JSON.stringify({ activeId: 'acct', profiles: [profile({ lastCheck: { ...check, message: undefined } })] }), null],
    ['a limit of zero', JSON.stringify({ activeId: 'acct', profiles: [profile({ limits: { concurrency: { value: 0, at: 1 } } })] }), null],
    ['profiles not a list', JSON.stringify({ activeId: 'acct', profiles: { acct: profile() } }), null],
  ])('%s', (_name, text, expected) => {
    expect(activeProfileId(text)).toBe(expected);
  });

  it('a profile needs id, name, kind, address and API version', () => {
    expect(wellFormedProfile(profile())).toBe(true);
    for (const field of ['id', 'name', 'kind', 'baseUrl', 'apiVersion']) expect(wellFormedProfile({ ...profile(), [field]: undefined }), field).toBe(false);
    expect(wellFormedProfile(null)).toBe(false);
    expect(wellFormedProfile(profile({ account: 7 }))).toBe(false);
  });
});

describe('whether the read is the handler (pure)', () => {
  const sure: FirstPageFacts = { mirrorVersion: LATEST_VERSION, notebookVersion: NOTEBOOK_SCHEMA_VERSION, needsRekey: false, rowsWellFormed: true };
  it.each<[string, Partial<FirstPageFacts>, RegExp | null]>([
    ['everything as the core leaves it', {}, null],
    ['no notebook yet (the core creates it empty)', { notebookVersion: null }, null],
    ['no mirror yet', { mirrorVersion: null }, /no mirror/],
    ['an older mirror (the core migrates first)', { mirrorVersion: LATEST_VERSION - 1 }, /migrates/],
    ['a newer mirror (the core refuses it)', { mirrorVersion: LATEST_VERSION + 1 }, /schema/],
    ['a notebook at another schema', { notebookVersion: NOTEBOOK_SCHEMA_VERSION + 1 }, /notebook/],
    ['an entry to move to a server id', { needsRekey: true }, /server id/],
    ['a row the contract refuses', { rowsWellFormed: false }, /contract/],
  ])('%s', (_name, facts, refusal) => {
    const found = firstPageRefusal({ ...sure, ...facts });
    if (refusal) expect(found).toMatch(refusal);
    else expect(found).toBeNull();
  });

  it('knows the notebook schema the store migrates to', () => {
    expect(NOTEBOOK_SCHEMA_VERSION).toBe(NOTEBOOK_MIGRATIONS.length);
  });

  const row: JobSummary = { id: 'j1', serverId: null, query: 'q', status: 'queued', reasoningLoopsConsumed: null, runningTime: null, createdAt: '2026-01-01T00:00:00.000Z', syncState: 'pending', error: null, availableOffline: false, sourceCount: 0 };
  it.each<[string, Partial<JobSummary> | Record<string, unknown>, boolean]>([
    ['a local intent', {}, true],
    ['a synced job with loops and time', { serverId: 's1', syncState: 'synced', reasoningLoopsConsumed: 3, runningTime: 12.5, sourceCount: 4 }, true],
    ['an unknown sync state', { syncState: 'sending' }, false],
    ['fractional loops', { reasoningLoopsConsumed: 1.5 }, false],
    ['a numeric query', { query: 42 }, false],
    ['a missing creation time', { createdAt: null }, false],
  ])('summary: %s', (_name, change, ok) => {
    expect(wellFormedSummary({ ...row, ...change } as JobSummary)).toBe(ok);
  });
});

describe('the first page read from the files equals the handler on real data folders', () => {
  /** The core as browser mode opens it (no sync run here), asked for the first page through dispatch. */
  async function handlerPage(dataDir: string, service: { url: string; apiKey: string }): Promise<unknown> {
    const core: Core = await createCore({ dataDir, transport: 'browser', autoSync: false, deferIntegrityCheck: true, backgroundProfiles: false, openExternal: async () => undefined, serviceOverride: { baseUrl: service.url, apiKey: service.apiKey } });
    try {
      const envelope = await dispatch(core.handlers, FIRST_JOB_PAGE.op, FIRST_JOB_PAGE.input);
      expect(envelope.ok).toBe(true);
      return envelope.ok ? envelope.value : null;
    } finally {
      await core.close();
    }
  }

  it('rows, totals, tags (in their order), stars and removals; steps aside while a notebook entry waits to move to its server id', { timeout: 120_000 }, async () => {
    const service = await startTestService(tempDir('firstpage-svc'));
    cleanup.push(() => service.close());
    const seeded = await fetch(`${service.url}/__admin/seed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jobs: 64, resultsPerJob: 1 }),
    });
    expect(seeded.status).toBe(200);
    const dataDir = tempDir('firstpage-data');
    const core = await makeCore(dataDir, service);
    await call(core, 'sync.now', {});
    await waitFor('the seeded jobs mirrored', async () => ((await call(core, 'jobs.list', { limit: 1 })).total >= 64 ? true : null));
    // a job asked in this window: a local id first, then the service's id once pushed
    const asked = await call(core, 'jobs.create', { query: 'Which lichens grow on slate roofs in Snowdonia?', options: {} });
    const pushed = await waitFor('the new job pushed', async () => {
      const job = await call(core, 'jobs.get', { id: asked.id });
      return job.serverId ? job : null;
    });
    expect(pushed.serverId).not.toBe(pushed.id);
    const seededFirst = (await call(core, 'jobs.list', { offset: 0, limit: 3 })).items.filter((item) => item.id !== asked.id);
    const [tagged, removed] = seededFirst;
    if (!tagged || !removed) throw new Error('expected seeded jobs on the first page');
    await call(core, 'tags.set', { targetType: 'job', targetId: asked.id, tags: ['slate', 'bryophytes', 'Moss'] });
    await call(core, 'stars.set', { targetType: 'job', targetId: asked.id, starred: true });
    await call(core, 'tags.set', { targetType: 'job', targetId: tagged.id, tags: ['roofs'] });
    await call(core, 'stars.set', { targetType: 'job', targetId: tagged.id, starred: true });
    await call(core, 'jobs.remove', { id: removed.id });
    await core.close();

    const mirror = mirrorFile(dataDir);
    const notebookFile = path.join(path.dirname(mirror), 'notebook.db');
    const before = [fs.statSync(mirror).mtimeMs, fs.statSync(notebookFile).mtimeMs];
    const direct = readFirstJobPage(dataDir, FIRST_JOB_PAGE.input);
    expect([fs.statSync(mirror).mtimeMs, fs.statSync(notebookFile).mtimeMs]).toEqual(before); // read-only
    expect(direct).not.toBeNull();
    expect(direct?.total).toBe(64); // 64 seeded + 1 asked - 1 removed
    expect(direct?.items).toHaveLength(50);
    expect(direct?.items.some((item) => item.id === removed.id)).toBe(false);
    expect(direct?.items.find((item) => item.id === asked.id)).toMatchObject({ serverId: pushed.serverId, tags: ['bryophytes', 'Moss', 'slate'], starred: true });
    expect(direct?.items.find((item) => item.id === tagged.id)).toMatchObject({ tags: ['roofs'], starred: true });
    const handler = await handlerPage(dataDir, service);
    expect(direct).toStrictEqual(handler);
    expect(JSON.stringify(direct)).toBe(JSON.stringify(handler)); // the same keys in the same order

    // A note written under the job's local id (as on a machine where it was not pushed yet): the
    // handler moves it to the server id while listing. The read cannot, so it steps aside ...
    const notebook = Notebook.open(notebookFile);
    notebook.saveNote('job', asked.id, 'Crustose lichens first.');
    notebook.db.close();
    expect(readFirstJobPage(dataDir, FIRST_JOB_PAGE.input)).toBeNull();
    // ... and once the handler has moved it, the read is the handler's again
    const moved = await handlerPage(dataDir, service);
    expect(readFirstJobPage(dataDir, FIRST_JOB_PAGE.input)).toStrictEqual(moved);
    expect(moved).toStrictEqual(handler);
  });

  it('steps aside for a mirror at another schema or a profiles file the core would start over from; a fresh folder has nothing to read', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('firstpage-local');
    expect(readFirstJobPage(dataDir, FIRST_JOB_PAGE.input)).toBeNull(); // nothing yet
    // local intents only (no service listening): the page is the handler's too
    const service = { url: 'http://127.0.0.1:9', apiKey: 'csk-none' };
    const core = await makeCore(dataDir, service);
    const first = await call(core, 'jobs.create', { query: 'How long does a green oak beam take to season?', options: {} });
    await call(core, 'jobs.create', { query: 'Does larch cladding need a finish?', options: {} });
    await call(core, 'tags.set', { targetType: 'job', targetId: first.id, tags: ['timber'] });
    await core.close();
    const direct = readFirstJobPage(dataDir, FIRST_JOB_PAGE.input);
    expect(direct?.items.map((item) => item.syncState)).toEqual(['pending', 'pending']);
    expect(direct).toStrictEqual(await handlerPage(dataDir, service));

    const older = rawOpen(mirrorFile(dataDir));
    older.pragma(`user_version = ${LATEST_VERSION - 1}`);
    older.close();
    expect(readFirstJobPage(dataDir, FIRST_JOB_PAGE.input)).toBeNull();
    const current = rawOpen(mirrorFile(dataDir));
    current.pragma(`user_version = ${LATEST_VERSION}`);
    current.close();
    expect(readFirstJobPage(dataDir, FIRST_JOB_PAGE.input)).toStrictEqual(direct);

    const profilesFile = path.join(dataDir, 'profiles.json');
    const profiles = JSON.parse(fs.readFileSync(profilesFile, 'utf8')) as { profiles: Array<Record<string, unknown>> };
    fs.writeFileSync(profilesFile, JSON.stringify({ ...profiles, profiles: [...profiles.profiles, { id: 'half' }] }));
    expect(readFirstJobPage(dataDir, FIRST_JOB_PAGE.input)).toBeNull();
  });
});
