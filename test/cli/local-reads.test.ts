// Read commands on the local profile read the local mirror and notebook only: they never fork the
// embedded research service (which would index the library first and cost seconds). Runs the real
// CLI in-process on a real data directory; the embedded service, when it starts, creates
// <data>/local-service, and the core options the CLI asked for are recorded.
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';
import { rawOpen } from '../../src/main/db/open';
import type { Core, CoreOptions } from '../../src/main/core-types';
import { capturedIo } from './helpers';

let data: string;
let jobId = '';
const opened: CoreOptions[] = [];

async function openCore(options: CoreOptions): Promise<Core> {
  opened.push(options);
  return createCore(options);
}

async function quire(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = capturedIo({ NO_COLOR: '1' });
  const code = await runCli(['--data', data, ...args], io, openCore);
  return { code, stdout: io.out(), stderr: io.err() };
}

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'quire-cli-local-reads-'));
  // A research queued locally (as offline), so show/note/tag/star have a job to work on.
  const core = await createCore({ dataDir: data, transport: 'cli', autoSync: false, startLocalService: false, openExternal: async () => undefined });
  try {
    const created = await core.handlers['jobs.create']({ query: 'How do sea otters protect kelp forests?', options: {} });
    jobId = created.id;
  } finally {
    await core.close();
  }
});

afterAll(() => {
  rmSync(data, { recursive: true, force: true });
});

describe('read commands on the local profile', () => {
  const reads: [string, string[]][] = [
    ['jobs', ['jobs', '--json']],
    ['show', ['show', '<job>', '--json']],
    ['search', ['search', 'otters', '--json']],
    ['export', ['export', '<job>']],
    ['export --all', ['export', '--all', '--out', '<tmp>/export', '--json']],
    ['files', ['files', '--json']],
    ['collections', ['collections', '--json']],
    ['pending', ['pending', '--json']],
    ['usage', ['usage', '--json']],
    ['note', ['note', '<job>', 'Compare with the Aleutian survey']],
    ['tag', ['tag', '<job>', 'thesis', '--json']],
    ['star', ['star', '<job>']],
    ['profiles', ['profiles', '--json']],
    ['backups', ['backups', '--json']],
  ];

  it.each(reads)('%s answers from local data without starting the embedded service', async (_name, template) => {
    opened.length = 0;
    const args = template.map((arg) => arg.replace('<job>', jobId).replace('<tmp>', data));
    const result = await quire(...args);
    expect(result.stderr).not.toMatch(/quire: /);
    expect(result.code).toBe(0);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.startLocalService).toBe(false);
    expect(existsSync(join(data, 'local-service'))).toBe(false);
  });

  it('the local reads see what they wrote: the job is tagged, starred and noted', async () => {
    const listed = JSON.parse((await quire('jobs', '--tag', 'thesis', '--starred', '--json')).stdout) as { items: { id: string; starred: boolean }[] };
    expect(listed.items.map((job) => [job.id, job.starred])).toEqual([[jobId, true]]);
    const shown = await quire('show', jobId);
    expect(shown.stdout).toContain('How do sea otters protect kelp forests?');
    expect(existsSync(join(data, 'local-service'))).toBe(false);
  });

  it('a command that needs the service (sync) starts the embedded one', async () => {
    opened.length = 0;
    const result = await quire('sync', '--once', '--json');
    expect(result.code).toBe(0);
    expect(opened[0]?.startLocalService).toBe(true);
    expect(existsSync(join(data, 'local-service'))).toBe(true);
    // The queued research reached the embedded service.
    const job = JSON.parse((await quire('show', jobId, '--json')).stdout) as { syncState: string };
    expect(job.syncState).toBe('synced');
  });
});

// Read commands skip SQLite's whole-file quick_check (it was a quarter of `quire jobs` on a 10,000-job
// mirror). A damaged mirror must then still be reported truthfully by the read that hits it, lose
// nothing, and be repaired by the next full open (which quarantines it and keeps unsent work).
describe('a damaged mirror under a read command', () => {
  it('reports the damage with the repair, leaves the file alone, and the next full open repairs it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-cli-damaged-'));
    try {
      const core = await createCore({ dataDir: dir, transport: 'cli', autoSync: false, startLocalService: false, openExternal: async () => undefined });
      const profileId = (await core.handlers['profiles.list']({})).profiles.find((profile) => profile.active)?.id ?? '';
      const unsent = await core.handlers['jobs.create']({ query: 'Unsent research about kelp forests', options: {} });
      await core.close();
      const file = join(dir, 'profiles', profileId, 'quire.db');
      // Overwrite the page of the index `quire jobs` reads with garbage (the tables stay readable).
      const db = rawOpen(file);
      const root = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'jobs_by_created'").get() as { rootpage: number }).rootpage;
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (root - 1) * pageSize);
      closeSync(fd);

      const io = capturedIo({ NO_COLOR: '1' });
      const code = await runCli(['--data', dir, 'jobs'], io, (options) => createCore(options));
      expect(code).toBe(1);
      expect(io.err()).toMatch(/library database on this machine is damaged.*quire sync --once/);
      expect(readdirSync(join(dir, 'profiles', profileId)).filter((name) => name.includes('.corrupt-'))).toEqual([]);

      // A full open (the app, or any command that talks to the service) quarantines and rebuilds it.
      const repaired = await createCore({ dataDir: dir, transport: 'cli', autoSync: false, startLocalService: false, openExternal: async () => undefined });
      try {
        const listed = await repaired.handlers['jobs.list']({ offset: 0, limit: 50 });
        expect(listed.items.map((job) => job.id)).toContain(unsent.id);
        expect(readdirSync(join(dir, 'profiles', profileId)).some((name) => name.includes('.corrupt-'))).toBe(true);
      } finally {
        await repaired.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('quire jobs filters', () => {
  it('refuses a status no job has and the service does not name (exit 2), and says which filter matched nothing', async () => {
    const typo = await quire('jobs', '--status', 'bogus');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/no job has the status "bogus".*completed, failed/);
    const none = await quire('jobs', '--status', 'failed');
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('No research with status "failed".');
    expect(none.stdout).not.toContain('No research yet');
    // the library does have research: the plain list shows it
    expect((await quire('jobs')).stdout).toContain('How do sea otters protect kelp forests?');
  });
});
