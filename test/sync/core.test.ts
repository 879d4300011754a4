// The core end to end against the local service: create research, collections, uploads and chat
// through the contract, watch them sync, and check the shared invariants.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import type { Core } from '../../src/main/core-types';
import type { EventName } from '../../src/shared/contract';
import { TEST_TIMING, call, checkInvariants, emptyAcknowledged, makeCore, mirrorFile, startTestService, tempDir, waitFor } from './helpers';
import { rawOpen } from '../../src/main/db/open';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

async function setup(): Promise<{ service: RunningService; core: Core; dataDir: string; events: Array<{ name: EventName; payload: unknown }> }> {
  const service = await startTestService(tempDir('svc'));
  cleanup.push(() => service.close());
  const dataDir = tempDir('core');
  const core = await makeCore(dataDir, service);
  cleanup.push(() => core.close());
  const events: Array<{ name: EventName; payload: unknown }> = [];
  core.bus.subscribe((name, payload) => events.push({ name, payload }));
  return { service, core, dataDir, events };
}

describe('core against the local service', () => {
  it('creates research that is visible at once as pending, then syncs, completes and reads offline', async () => {
    const { service, core, dataDir, events } = await setup();
    const query = 'How do sea otters affect kelp forests?';
    const { id } = await call(core, 'jobs.create', { query, options: { reasoningLoops: 2 } });
    const pending = await call(core, 'jobs.get', { id });
    expect(pending.query).toBe(query);
    const done = await waitFor('the job to complete and be available offline', async () => {
      const job = await call(core, 'jobs.get', { id });
      return job.status === 'completed' && job.availableOffline ? job : null;
    });
    expect(done.id).toBe(id);
    expect(done.syncState).toBe('synced');
    expect(done.content).toMatch(/\[\d+\]/);
    expect(done.results.length).toBeGreaterThan(0);
    expect(done.results.every((r) => r.hasContent)).toBe(true);
    expect(done.statusHistory.map((h) => h.status)).toContain('completed');
    const hits = await call(core, 'search.query', { text: 'otters' });
    expect(hits.hits.some((h) => h.jobId === id)).toBe(true);
    expect(events.some((e) => e.name === 'db.changed')).toBe(true);
    expect(events.some((e) => e.name === 'sync.status')).toBe(true);
    const usage = await call(core, 'usage.get', {});
    expect(usage.loopsUsed).toBeGreaterThan(0);
    const content = await call(core, 'results.content', { jobId: id, resultId: done.results[0]!.id });
    expect(content.content.length).toBeGreaterThan(0);
    const acknowledged = emptyAcknowledged();
    acknowledged.jobs.push(query);
    await checkInvariants(core, service, dataDir, acknowledged);
  });

  it('creates and renames collections, uploads files into them, and chats on a job', async () => {
    const { service, core, dataDir, events } = await setup();
    const { id: collectionId } = await call(core, 'collections.create', { name: 'Thesis', description: 'Chapter 2' });
    await call(core, 'collections.update', { id: collectionId, name: 'Thesis notes' });
    const folder = tempDir('files');
    fs.writeFileSync(path.join(folder, 'a.md'), '# Kelp\nKelp forests grow fast when urchins are few.');
    fs.mkdirSync(path.join(folder, 'sub'));
    fs.writeFileSync(path.join(folder, 'sub', 'b.txt'), 'Sea urchins graze kelp holdfasts.');
    fs.writeFileSync(path.join(folder, 'sub', 'copy.txt'), 'Sea urchins graze kelp holdfasts.');
    fs.writeFileSync(path.join(folder, 'empty.txt'), '');
    const added = await call(core, 'uploads.addPaths', { paths: [folder], collectionId });
    expect(added.queued.map((q) => q.fileName).sort()).toEqual(['a.md', 'b.txt']);
    expect(added.duplicates).toEqual([{ fileName: 'copy.txt', existingFileName: 'b.txt' }]);
    expect(added.rejected.map((r) => path.basename(r.path))).toEqual(['empty.txt']);
    const again = await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'a.md')], collectionId });
    expect(again.duplicates).toHaveLength(1);
    // the same file dropped on another collection is uploaded into it (a file belongs to one collection: skipping it as a
    // duplicate of the first left the second without it); dropped on the library as a whole, it is a duplicate
    const { id: otherId } = await call(core, 'collections.create', { name: 'Other', description: '' });
    fs.writeFileSync(path.join(folder, 'a-copy.md'), fs.readFileSync(path.join(folder, 'a.md')));
    const elsewhere = await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'a-copy.md')], collectionId: otherId });
    expect(elsewhere.duplicates).toEqual([]);
    expect(elsewhere.queued.map((q) => q.fileName)).toEqual(['a-copy.md']);
    expect((await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'a-copy.md')] })).duplicates).toHaveLength(1);

    await waitFor('files to upload', async () => {
      const { files } = await call(core, 'files.list', { collectionId });
      return files.length === 2 && files.every((f) => f.state === 'synced') ? files : null;
    });
    expect(events.some((e) => e.name === 'upload.progress')).toBe(true);
    const collections = await call(core, 'collections.list', {});
    expect(collections.collections.find((c) => c.id === collectionId)).toMatchObject({ name: 'Thesis notes', fileCount: 2 });
    await waitFor('the copy in the other collection to upload', async () => {
      const { files } = await call(core, 'files.list', { collectionId: otherId });
      return files.length === 1 && files[0]?.state === 'synced' ? files : null;
    });

    const { id: jobId } = await call(core, 'jobs.create', { query: 'Why do urchins matter for kelp?', options: { reasoningLoops: 1, collectionIds: [collectionId] } });
    await waitFor('the job to complete', async () => (await call(core, 'jobs.get', { id: jobId })).status === 'completed');
    await call(core, 'chat.send', { jobId, content: 'What eats urchins?' });
    const answered = await waitFor('the chat answer', async () => {
      const { messages } = await call(core, 'chat.list', { jobId });
      const reply = messages.find((m) => m.role === 'assistant');
      return reply && reply.status === 'completed' && reply.content.length > 0 ? messages : null;
    });
    expect(answered.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(events.some((e) => e.name === 'chat.delta')).toBe(true);
    // fields Quire has no column for are kept, not dropped
    const mirror = rawOpen(mirrorFile(dataDir), { readonly: true });
    const reply = mirror.prepare("SELECT extra_json FROM chat_messages WHERE role = 'assistant'").get() as { extra_json: string };
    mirror.close();
    expect(JSON.parse(reply.extra_json)).toHaveProperty('updated_at');

    const acknowledged = emptyAcknowledged();
    acknowledged.collections.push('Thesis notes', 'Other');
    acknowledged.files.push('a.md', 'b.txt', 'a-copy.md');
    acknowledged.jobs.push('Why do urchins matter for kelp?');
    acknowledged.chats.push({ jobQuery: 'Why do urchins matter for kelp?', content: 'What eats urchins?' });
    await checkInvariants(core, service, dataDir, acknowledged);
  });

  it('research over a collection waits for the files still uploading into it, then searches them', async () => {
    const { service, core } = await setup();
    const { id: collectionId } = await call(core, 'collections.create', { name: 'Transects', description: '' });
    await waitFor('the collection to sync', async () => (await call(core, 'collections.list', {})).collections.find((c) => c.id === collectionId && c.syncState === 'synced'));
    // uploads are slow: without waiting, the research would reach the service before its only file
    service.faults.set({ pathPattern: '^/research/files$', methods: ['POST'], latencyMs: 1_500 });
    const folder = tempDir('files');
    fs.writeFileSync(path.join(folder, 'transect.txt'), 'Giant kelp grew 40 cm overnight at the north transect.');
    const added = await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'transect.txt')], collectionId });
    expect(added.queued).toHaveLength(1);
    const { id: jobId } = await call(core, 'jobs.create', { query: 'How much did giant kelp grow at the north transect?', options: { reasoningLoops: 1, collectionIds: [collectionId] } });
    const waiting = await waitFor('the research to wait for the upload', async () => {
      const { items } = await call(core, 'outbox.list', {});
      return items.find((item) => item.targetId === jobId && /Waiting for 1 file in Transects to finish uploading/.test(item.lastError ?? ''));
    });
    expect(waiting).toBeDefined();
    const done = await waitFor('the job to finish', async () => {
      const job = await call(core, 'jobs.get', { id: jobId });
      return job.status === 'completed' || job.status === 'failed' ? job : null;
    });
    expect(done.status).toBe('completed');
    expect(done.results.length).toBeGreaterThan(0);
  });

  it('refuses non-https external URLs and bad input with the contract error shape', async () => {
    const { core, service } = await setup();
    await expect(call(core, 'app.openExternal', { url: 'file:///etc/passwd' })).rejects.toThrow(/FORBIDDEN/);
    await expect(call(core, 'app.openExternal', { url: 'javascript:alert(1)' })).rejects.toThrow(/FORBIDDEN/);
    await expect(call(core, 'app.openExternal', { url: 'https://example.org/x' })).resolves.toEqual({ ok: true });
    // Loopback http opens only as the embedded service's own checkout page, not another local port's.
    await expect(call(core, 'app.openExternal', { url: `${service.url}/checkout/abc` })).resolves.toEqual({ ok: true });
    await expect(call(core, 'app.openExternal', { url: 'http://127.0.0.1:5/checkout/abc' })).rejects.toThrow(/FORBIDDEN/);
    await expect(call(core, 'app.openExternal', { url: `${service.url}/__admin/reset` })).rejects.toThrow(/FORBIDDEN/);
    await expect(call(core, 'jobs.get', { id: 'nope' })).rejects.toThrow(/NOT_FOUND/);
    const profiles = await call(core, 'profiles.list', {});
    expect(profiles.profiles[0]).toMatchObject({ id: 'local', kind: 'local', active: true });
  });

  it('asks for confirmation above the folder limit and reports files that vanished before upload', async () => {
    const { service, core } = await setup();
    const big = tempDir('big');
    for (let i = 0; i < 101; i++) fs.writeFileSync(path.join(big, `n${i}.txt`), `note ${i}`);
    const asked = await call(core, 'uploads.addPaths', { paths: [big] });
    expect(asked).toMatchObject({ queued: [], needsConfirmation: { count: 101 } });
    expect((await call(core, 'files.list', {})).files).toHaveLength(0);

    service.faults.set({ offline: true });
    const folder = tempDir('vanish');
    const file = path.join(folder, 'gone.md');
    fs.writeFileSync(file, 'about to vanish');
    const queued = await call(core, 'uploads.addPaths', { paths: [file, path.join(folder, 'never-existed.md')] });
    expect(queued.queued).toHaveLength(1);
    expect(queued.rejected[0]?.reason).toBe('The file or folder does not exist.');
    fs.rmSync(file);
    service.faults.clear();
    await call(core, 'sync.now', {});
    const failed = await waitFor('the vanished file to fail', async () => (await call(core, 'files.list', {})).files.find((f) => f.fileName === 'gone.md' && f.state === 'failed'));
    expect(failed.error).toMatch(/moved or deleted/);
    await call(core, 'uploads.discard', { id: failed.id });
    expect((await call(core, 'files.list', {})).files.find((f) => f.fileName === 'gone.md')).toBeUndefined();
  });

  it('speaks API version 2025-08-08: compute_units, and no collections or chat', async () => {
    const { service, core } = await setup();
    const { id: profileId } = await call(core, 'profiles.add', { name: 'Old API', baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-08-08' });
    await call(core, 'profiles.switch', { id: profileId });
    const { id } = await call(core, 'jobs.create', { query: 'sea otters kelp', options: { reasoningLoops: 2 } });
    const done = await waitFor('the job to complete', async () => {
      const job = await call(core, 'jobs.get', { id });
      return job.status === 'completed' && job.availableOffline ? job : null;
    });
    expect(done.syncState).toBe('synced');
    expect(done.results.every((r) => r.hasContent)).toBe(true);
    expect((await call(core, 'collections.list', {})).collections).toEqual([]);
    await expect(call(core, 'collections.create', { name: 'x' })).rejects.toThrow(/FORBIDDEN.*2025-08-08/);
    await expect(call(core, 'chat.send', { jobId: id, content: 'hi' })).rejects.toThrow(/FORBIDDEN/);
    expect((await call(core, 'chat.list', { jobId: id })).messages).toEqual([]);
    const profiles = (await call(core, 'profiles.list', {})).profiles;
    expect(profiles.find((p) => p.id === profileId)).toMatchObject({ active: true, apiVersion: '2025-08-08', hasKey: true });
    // 2025-08-08 reports no loops consumed: the month's use is unknown, never a 0 that stays 0
    const usage = await call(core, 'usage.get', {});
    expect(usage.loopsUsed).toBeNull();
    expect(usage.running).not.toBeNull();
  });

  it('reads a file for the duplicate check only when one of the same size exists; the hash is of the bytes uploaded', async () => {
    const { core, dataDir } = await setup();
    const folder = tempDir('hash-at-upload');
    const text = 'Otters eat urchins; kelp recovers.';
    fs.writeFileSync(path.join(folder, 'otters.txt'), text);
    const hashes = () => {
      const db = rawOpen(mirrorFile(dataDir), { readonly: true });
      try {
        return Object.fromEntries((db.prepare('SELECT file_name, content_hash FROM files').all() as Array<{ file_name: string; content_hash: string | null }>).map((r) => [r.file_name, r.content_hash]));
      } finally {
        db.close();
      }
    };
    // no other file has its size: queued without being read, no hash yet
    expect((await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'otters.txt')] })).queued).toHaveLength(1);
    expect(hashes()['otters.txt']).toBeNull();
    // the same size, other bytes: read, compared (the queued file is read too), not a duplicate
    fs.writeFileSync(path.join(folder, 'urchins.txt'), text.replace('Otters', 'Urchin'));
    expect((await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'urchins.txt')] })).queued).toHaveLength(1);
    // a copy while the first still waits: a duplicate, found by reading the queued file
    fs.writeFileSync(path.join(folder, 'copy.txt'), text);
    expect((await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'copy.txt')] })).duplicates).toEqual([{ fileName: 'copy.txt', existingFileName: 'otters.txt' }]);
    await waitFor('both files to upload', async () => ((await call(core, 'files.list', {})).files.filter((f) => f.state === 'synced').length === 2 ? true : null));
    // after the upload the hash is that of the bytes sent, so a later copy is found without the original file
    expect(hashes()['otters.txt']).toBe(createHash('sha256').update(text).digest('hex'));
    fs.rmSync(path.join(folder, 'otters.txt'));
    expect((await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'copy.txt')] })).duplicates).toEqual([{ fileName: 'copy.txt', existingFileName: 'otters.txt' }]);
  });

  it('takes browser-mode uploads as base64, stages them, uploads, and cleans the staging copy', async () => {
    const { core, dataDir } = await setup();
    const data = Buffer.from('# Staged\nKelp and otters, from a browser.').toString('base64');
    const result = await call(core, 'uploads.addData', { files: [{ name: '../../evil/staged.md', type: 'text/markdown', dataBase64: data }, { name: 'bad.txt', type: 'text/plain', dataBase64: '%%%not base64%%%' }] });
    expect(result.queued.map((q) => q.fileName)).toEqual(['staged.md']);
    expect(result.rejected.map((r) => r.path)).toEqual(['bad.txt']);
    const synced = await waitFor('the staged file to upload', async () => (await call(core, 'files.list', {})).files.find((f) => f.fileName === 'staged.md' && f.state === 'synced'));
    expect(synced.size).toBeGreaterThan(0);
    const staging = path.join(dataDir, 'staging');
    await waitFor('the staging copy to be removed', () => fs.readdirSync(staging).length === 0);
    const again = await call(core, 'uploads.addData', { files: [{ name: 'copy.md', type: 'text/markdown', dataBase64: data }] });
    expect(again.duplicates).toEqual([{ fileName: 'copy.md', existingFileName: 'staged.md' }]);
  });

  it('bootstraps a library of many pages in bulk mode and leaves the index merged and searchable', async () => {
    // the library exists before Quire first starts, so the first pull is a bootstrap
    const service = await startTestService(tempDir('svc'));
    cleanup.push(() => service.close());
    const seeded = await fetch(`${service.url}/__admin/seed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jobs: 450, resultsPerJob: 2 }),
    });
    expect(seeded.status).toBe(200);
    const dataDir = tempDir('core');
    const core = await makeCore(dataDir, service, { engineTiming: { ...TEST_TIMING, pageSize: 100 } });
    cleanup.push(() => core.close());
    await call(core, 'sync.now', {});
    const listed = await waitFor('all pages mirrored', async () => {
      const list = await call(core, 'jobs.list', { limit: 1 });
      return list.total >= 450 ? list : null;
    });
    expect(listed.total).toBe(450);
    expect((await call(core, 'search.query', { text: 'seeded question 449' })).hits.length).toBeGreaterThan(0);
    const mirror = rawOpen(mirrorFile(dataDir), { readonly: true });
    const automerge = mirror.prepare("SELECT v FROM search_fts_config WHERE k = 'automerge'").get() as { v: number } | undefined;
    const bootstrapped = mirror.prepare("SELECT value FROM sync_state WHERE key = 'jobs.bootstrapped'").get() as { value: string };
    mirror.close();
    expect(automerge?.v ?? 4).toBe(4);
    expect(bootstrapped.value).toBe('1');
  });
});
