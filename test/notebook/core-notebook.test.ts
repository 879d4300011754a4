// The notebook through the real core and dispatcher against the local service: notes, tags and
// stars on a finished job, filtering and search, exports parsed back, and backup → restore,
// including recovery of a corrupted mirror from the latest backup plus a re-sync.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../src/main/core-types';
import type { RunningService } from '../../src/service/server';
import { call, makeCore, mirrorFile, startTestService, tempDir, waitFor } from '../sync/helpers';
import { rawOpen } from '../../src/main/db/open';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

async function setup(): Promise<{ service: RunningService; core: Core; dataDir: string }> {
  const service = await startTestService(tempDir('nb-svc'));
  cleanup.push(() => service.close());
  const dataDir = tempDir('nb-core');
  const core = await makeCore(dataDir, service);
  cleanup.push(() => core.close());
  return { service, core, dataDir };
}

async function completedJob(core: Core, query: string): Promise<string> {
  const { id } = await call(core, 'jobs.create', { query, options: { reasoningLoops: 1 } });
  await waitFor(`"${query}" to complete`, async () => (await call(core, 'jobs.get', { id })).status === 'completed');
  return id;
}

describe('what a browser page may not ask of the core', () => {
  it('refuses uploads by path and exports into a chosen folder, and serves every operation', async () => {
    const service = await startTestService(tempDir('nb-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('nb-browser');
    const core = await makeCore(dataDir, service, { transport: 'browser' });
    cleanup.push(() => core.close());
    const { operations } = await import('../../src/shared/contract');
    expect(Object.keys(core.handlers).sort()).toEqual(Object.keys(operations).sort());
    const secret = path.join(dataDir, 'secret.txt');
    fs.writeFileSync(secret, 'not for the page');
    await expect(call(core, 'uploads.addPaths', { paths: [secret] })).rejects.toThrow(/FORBIDDEN/);
    await expect(call(core, 'notebook.export', { dir: path.join(dataDir, 'elsewhere') })).rejects.toThrow(/FORBIDDEN/);
    expect(fs.existsSync(path.join(dataDir, 'elsewhere'))).toBe(false);
    expect((await call(core, 'notebook.export', {})).dir).toContain(dataDir);
  });
});

describe('a sync pass mirrors follow-up chat', () => {
  it('brings a job’s chat along when the job is made readable offline, without opening it', async () => {
    const service = await startTestService(tempDir('nb-svc'));
    cleanup.push(() => service.close());
    // Another device asks the follow-up.
    const elsewhere = await makeCore(tempDir('nb-elsewhere'), service);
    cleanup.push(() => elsewhere.close());
    const id = await completedJob(elsewhere, 'How do sea otters affect kelp forests?');
    await call(elsewhere, 'chat.send', { jobId: id, content: 'Why do urchin barrens persist?' });
    await waitFor('the answer on the service', async () => (await call(elsewhere, 'chat.list', { jobId: id })).messages.some((m) => m.role === 'assistant' && m.status === 'completed'));
    await elsewhere.close();

    // This machine syncs; nobody opens the job's chat.
    const dataDir = tempDir('nb-here');
    const here = await makeCore(dataDir, service);
    cleanup.push(() => here.close());
    await waitFor('the job to be readable offline', async () => (await call(here, 'jobs.list', {})).items.some((job) => job.availableOffline));
    const mirror = rawOpen(mirrorFile(dataDir), { readonly: true });
    try {
      const roles = (mirror.prepare('SELECT role FROM chat_messages').all() as Array<{ role: string }>).map((row) => row.role);
      expect(roles.sort()).toEqual(['assistant', 'user']);
    } finally {
      mirror.close();
    }
  });
});

describe('the sync status follows the outbox', () => {
  it('says how many items wait, and updates at once when one is discarded', async () => {
    const service = await startTestService(tempDir('nb-svc'));
    cleanup.push(() => service.close());
    service.faults.set({ offline: true });
    const core = await makeCore(tempDir('nb-status'), service);
    cleanup.push(() => core.close());
    const statuses: Array<{ pending: number }> = [];
    core.bus.subscribe((name, payload) => {
      if (name === 'sync.status') statuses.push(payload as { pending: number });
    });
    await call(core, 'jobs.create', { query: 'First while offline', options: { reasoningLoops: 1 } });
    await call(core, 'jobs.create', { query: 'Second while offline', options: { reasoningLoops: 1 } });
    await waitFor('both to be counted', () => statuses.at(-1)?.pending === 2);
    const [first] = (await call(core, 'outbox.list', {})).items;
    await call(core, 'outbox.discard', { id: first!.id });
    await waitFor('the count to drop', () => statuses.at(-1)?.pending === 1, 2_000);
    expect((await call(core, 'sync.status', {})).pending).toBe(1);
  });
});

describe('two processes on one data folder', () => {
  it('tells the window when another process (the CLI) changed the mirror or the notebook', async () => {
    const service = await startTestService(tempDir('nb-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('nb-shared');
    const window = await makeCore(dataDir, service, { transport: 'browser', autoSync: false });
    cleanup.push(() => window.close());
    const cli = await makeCore(dataDir, service, { transport: 'cli', autoSync: false });
    cleanup.push(() => cli.close());
    const seen: string[][] = [];
    window.bus.subscribe((name, payload) => {
      if (name === 'db.changed') seen.push((payload as { tables: string[] }).tables);
    });
    await call(window, 'notebook.get', { jobId: 'nothing-yet' });
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    seen.length = 0;
    const { id } = await call(cli, 'jobs.create', { query: 'Written by the command line', options: { reasoningLoops: 1 } });
    await call(cli, 'notes.save', { targetType: 'job', targetId: id, body: 'from the terminal' });
    await waitFor('the window to hear of the other process', () => seen.some((tables) => tables.includes('jobs') && tables.includes('notes')), 10_000);
    expect((await call(window, 'jobs.list', {})).items.map((job) => job.query)).toContain('Written by the command line');
  });
});

describe('the notebook in the core', () => {
  it('keeps notes, tags and stars, filters and searches by them, and exports them', async () => {
    const { core, dataDir } = await setup();
    const otters = await completedJob(core, 'How do sea otters affect kelp forests?');
    const coffee = await completedJob(core, 'Does coffee late in the day harm sleep?');

    const changed: string[][] = [];
    core.bus.subscribe((name, payload) => {
      if (name === 'db.changed') changed.push((payload as { tables: string[] }).tables);
    });
    await call(core, 'notes.save', { targetType: 'job', targetId: otters, body: 'Compare with **Estes** on the Aleutian barrens.' });
    // Other windows and the CLI refresh from this event, not from their own writes.
    expect(changed).toContainEqual(['notes']);
    expect((await call(core, 'tags.set', { targetType: 'job', targetId: otters, tags: ['thesis', 'ecology'] })).tags).toEqual(['thesis', 'ecology']);
    await call(core, 'tags.set', { targetType: 'job', targetId: coffee, tags: ['thesis'] });
    await call(core, 'stars.set', { targetType: 'job', targetId: otters, starred: true });

    const tagged = await call(core, 'jobs.list', { tag: 'ecology' });
    expect(tagged.items.map((job) => job.id)).toEqual([otters]);
    expect(tagged.items[0]).toMatchObject({ tags: ['ecology', 'thesis'], starred: true });
    expect((await call(core, 'jobs.list', { tag: 'thesis' })).total).toBe(2);
    expect((await call(core, 'jobs.list', { starred: true })).items.map((job) => job.id)).toEqual([otters]);
    const all = await call(core, 'jobs.list', {});
    expect(all.items.find((job) => job.id === coffee)).toMatchObject({ tags: ['thesis'], starred: false });
    expect((await call(core, 'tags.list', {})).tags[0]).toEqual({ tag: 'thesis', count: 2 });

    const byNote = await call(core, 'search.query', { text: 'Aleutian' });
    expect(byNote.hits.find((hit) => hit.field === 'note')).toMatchObject({ jobId: otters, query: 'How do sea otters affect kelp forests?' });
    const byTag = await call(core, 'search.query', { text: 'ecology' });
    expect(byTag.hits.some((hit) => hit.field === 'tag' && hit.jobId === otters)).toBe(true);

    const exported = await call(core, 'jobs.export', { id: otters });
    expect(exported.fileName).toMatch(/how-do-sea-otters-affect-kelp-forests-[0-9a-f]{8}\.md$/);
    expect(exported.markdown).toContain('## My notes\n\nCompare with **Estes**');
    expect(exported.markdown).toMatch(/^tags: \["ecology","thesis"\]$/m);
    expect(exported.markdown).toMatch(/^\[1\] .+ <https:\/\/.+>$/m);

    const out = path.join(dataDir, 'vault');
    const written = await call(core, 'notebook.export', { dir: out });
    expect(written.written).toBe(2);
    const files = fs.readdirSync(out).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      const front = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(path.join(out, file), 'utf8'))?.[1] ?? '';
      const fields = Object.fromEntries(front.split('\n').map((line) => [line.slice(0, line.indexOf(':')), JSON.parse(line.slice(line.indexOf(':') + 1)) as unknown]));
      expect([otters, coffee]).toContain(fields.id);
      expect(fields.status).toBe('completed');
      expect(fields.tags).toEqual(fields.id === otters ? ['ecology', 'thesis'] : ['thesis']);
    }
  });

  it('backs up and restores local-only data, and recovers a corrupted mirror from the latest backup plus a re-sync', async () => {
    const { service, core, dataDir } = await setup();
    const otters = await completedJob(core, 'How do sea otters affect kelp forests?');
    const ottersOnService = (await call(core, 'jobs.get', { id: otters })).serverId;
    expect(ottersOnService).toBeTruthy();
    await call(core, 'notes.save', { targetType: 'job', targetId: otters, body: 'before the backup' });
    await call(core, 'tags.set', { targetType: 'job', targetId: otters, tags: ['keep'] });

    // An intent queued while the service is unreachable lives only in the outbox.
    service.faults.set({ offline: true });
    const { id: queued } = await call(core, 'jobs.create', { query: 'Queued while offline: printing press and literacy', options: { reasoningLoops: 1 } });
    const backup = await call(core, 'backups.create', {});
    expect(backup.reason).toBe('manual');
    expect((await call(core, 'backups.list', {})).backups.map((b) => b.name)).toContain(backup.name);

    await call(core, 'notes.save', { targetType: 'job', targetId: otters, body: 'changed after the backup' });
    await call(core, 'tags.set', { targetType: 'job', targetId: otters, tags: [] });
    await call(core, 'backups.restore', { name: backup.name });
    expect((await call(core, 'notebook.get', { jobId: otters })).note).toBe('before the backup');
    expect((await call(core, 'notebook.get', { jobId: otters })).tags).toEqual(['keep']);
    // The restore itself was backed up first, so it can be undone.
    expect((await call(core, 'backups.list', {})).backups.some((b) => b.reason === 'before-restore')).toBe(true);

    // Now the mirror file is destroyed while Quire is closed.
    await core.close();
    const file = mirrorFile(dataDir);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.writeFileSync(file, Buffer.alloc(64 * 1024, 0x5a));
    service.faults.clear();

    const reopened = await makeCore(dataDir, service);
    cleanup.push(() => reopened.close());
    await call(reopened, 'backups.restore', { name: backup.name });
    // The queued research comes back from the backup and is sent exactly once.
    await waitFor('the queued research to reach the service and complete', async () => {
      const job = await call(reopened, 'jobs.get', { id: queued }).catch(() => null);
      return job?.status === 'completed' && job.syncState === 'synced';
    });
    const serviceJobs = (await (await fetch(`${service.url}/research?limit=200`, { headers: { authorization: `Bearer ${service.apiKey}` } })).json()) as {
      data: Array<{ query: string }>;
    };
    expect(serviceJobs.data.filter((job) => job.query.startsWith('Queued while offline')).length).toBe(1);
    // Server data comes back by re-sync, local-only data from the backup.
    // A rebuilt mirror knows the job by its server id only; the note follows it there.
    const again = await waitFor('the finished job to be mirrored again', async () =>
      (await call(reopened, 'jobs.list', {})).items.find((job) => job.serverId === ottersOnService),
    );
    expect((await call(reopened, 'notebook.get', { jobId: again.id })).note).toBe('before the backup');
    expect(again.tags).toEqual(['keep']);
  });
});

describe('export of every job', () => {
  it('leaves removed jobs out and says how many', async () => {
    const { core, dataDir } = await setup();
    await completedJob(core, "How do sea otters affect kelp forests?");
    const removed = await completedJob(core, 'What do sea urchins eat?');
    await call(core, 'jobs.remove', { id: removed });
    const result = await call(core, 'notebook.export', {});
    expect(result).toMatchObject({ written: 1, removedLeftOut: 1 });
    expect(result.dir).toContain(dataDir);
    const files = fs.readdirSync(result.dir).filter((name) => name.endsWith('.md'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(result.dir, files[0] ?? ''), 'utf8')).toMatch(/sea otters affect kelp/i);
  });
});
