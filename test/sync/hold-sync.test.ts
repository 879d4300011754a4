// The engine's first sync waits for the window's first paint (CoreOptions.holdSyncUntil, used by
// browser mode): until then the core answers from the mirror and sends nothing to the service. A
// real HTTP server on loopback counts what reaches it. With deferIntegrityCheck the mirror's
// whole-file check waits for the hold too, and a damaged file is repaired then.
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { JobOptionsSchema } from '../../src/shared/domain';
import { damageIndexPage } from '../db/damage';
import { TEST_TIMING, call, makeCore, tempDir, waitFor } from './helpers';

let server: Server;
let url = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    // an empty account: every list is empty
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: [], items: [], pagination: { page: 1, limit: 50, total: 0, has_next: false } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('holding the first sync until the window has painted', () => {
  it('sends nothing before the hold is released, then syncs', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const core = await makeCore(tempDir('hold-sync'), { url, apiKey: 'csk-hold' }, { autoSync: true, holdSyncUntil: hold, engineTiming: TEST_TIMING });
    try {
      // the window's first calls are answered from the mirror meanwhile
      expect((await call(core, 'jobs.list', {})).total).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(seen).toEqual([]);
      release();
      await waitFor('the first request after the hold', () => (seen.length > 0 ? true : null));
      expect(seen.some((line) => line.startsWith('GET /research'))).toBe(true);
    } finally {
      await core.close();
    }
  });
});

describe("the notebook's daily backup waits for the first paint too", () => {
  /** Backups made in this data folder (any profile). */
  const backupsIn = (dataDir: string): string[] => {
    const root = path.join(dataDir, 'backups');
    return fs.existsSync(root) ? fs.readdirSync(root).flatMap((profile) => fs.readdirSync(path.join(root, profile))) : [];
  };

  it('is made once the hold is released, not while the window loads; without a hold at once', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldDir = tempDir('hold-backup');
    const freeDir = tempDir('free-backup');
    // the window's core (browser transport: it backs up daily) and, as the control, one opened without a hold
    const held = await makeCore(heldDir, { url, apiKey: 'csk-hold' }, { transport: 'browser', autoSync: false, holdSyncUntil: hold });
    const free = await makeCore(freeDir, { url, apiKey: 'csk-hold' }, { transport: 'browser', autoSync: false });
    try {
      expect((await call(held, 'jobs.list', {})).total).toBe(0);
      await waitFor('the control core to make its daily backup', () => (backupsIn(freeDir).length > 0 ? true : null));
      expect(backupsIn(heldDir)).toEqual([]);
      release();
      await waitFor('the daily backup after the hold', () => (backupsIn(heldDir).length > 0 ? true : null));
      expect(backupsIn(heldDir)).toHaveLength(1);
    } finally {
      await held.close();
      await free.close();
    }
  });
});

describe('the integrity check after the first paint (deferIntegrityCheck)', () => {
  /** A profile's mirror with 300 synced jobs and one unsent research, whose index page is then overwritten. */
  async function damagedMirror(dataDir: string): Promise<{ file: string; jobId: string }> {
    const first = await makeCore(dataDir, { url, apiKey: 'csk-hold' }, { autoSync: false });
    const profileId = (await call(first, 'profiles.list', {})).profiles.find((profile) => profile.active)?.id ?? '';
    await first.close();
    const file = path.join(dataDir, 'profiles', profileId, 'quire.db');
    const opened = openMirror(file);
    const repo = new Repo(opened.db);
    repo.applyJobs(
      Array.from({ length: 300 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
        status: 'completed',
        query: `query number ${i} about kelp`,
        reasoning_loops_consumed: 2,
        running_time: 10,
        results: [],
        content: `Answer ${i}.`,
        transformed_content: null,
      })),
    );
    const jobId = repo.createLocalJob('unsent research about kelp', JobOptionsSchema.parse({}));
    damageIndexPage(opened.db, file);
    return { file, jobId };
  }
  const quarantined = (file: string) => fs.readdirSync(path.dirname(file)).filter((name) => /^quire\.db\.corrupt-\d+$/.test(name));

  it('opens without the check, then finds the damage when the hold settles and rebuilds the mirror, keeping unsent work', async () => {
    const dataDir = tempDir('hold-check');
    const { file, jobId } = await damagedMirror(dataDir);
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const core = await makeCore(dataDir, { url, apiKey: 'csk-hold' }, { autoSync: true, holdSyncUntil: hold, deferIntegrityCheck: true });
    const changed: string[][] = [];
    const off = core.bus.subscribe((name, payload) => {
      if (name === 'db.changed') changed.push([...(payload as { tables: string[] }).tables]);
    });
    try {
      // opened as it was: nothing quarantined before the first paint
      expect(quarantined(file)).toEqual([]);
      release();
      await waitFor('the damaged mirror quarantined', () => (quarantined(file).length > 0 ? true : null));
      // the rebuilt mirror is the window's again (it was told), with the unsent research kept
      await waitFor('the window told', () => (changed.some((tables) => tables.includes('jobs')) ? true : null));
      const list = await waitFor('the rebuilt list', async () => {
        try {
          return await call(core, 'jobs.list', { limit: 10 });
        } catch {
          return null; // the profile is being reopened
        }
      });
      expect(list.items.map((job) => job.id)).toContain(jobId);
      expect(list.items.find((job) => job.id === jobId)?.query).toBe('unsent research about kelp');
      // and it syncs afterwards
      await waitFor('a sync request after the repair', () => (seen.some((line) => line.startsWith('GET /research')) ? true : null));
    } finally {
      off();
      await core.close();
    }
  });

  it('without deferIntegrityCheck the damage is found at open, as before', async () => {
    const dataDir = tempDir('hold-check-open');
    const { file } = await damagedMirror(dataDir);
    const core = await makeCore(dataDir, { url, apiKey: 'csk-hold' }, { autoSync: true, holdSyncUntil: new Promise<void>(() => undefined) });
    try {
      expect(quarantined(file)).toHaveLength(1);
    } finally {
      await core.close();
    }
  });
});
