// The upload queue with many files: a dropped folder is queued in one durable transaction (one sync to
// disk, not one per file), a copy of a file earlier in the same drop is still a duplicate, and the upload
// loop reads the due uploads a page at a time yet still passes over more than a page of files waiting for
// their collection to reach one that can go. Real SQLite mirror; the service is a stub of uploadFile.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openMirror } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { intakePaths } from '../../src/main/sync/upload-intake';
import { uploadNext } from '../../src/main/sync/uploads';
import type { EngineContext } from '../../src/main/sync/context';
import { tempDir } from './helpers';

function mirror(): Repo {
  return new Repo(openMirror(path.join(tempDir('uq'), 'quire.db')).db);
}

describe('queueing a dropped folder', () => {
  it('queues 40 files in one durable transaction, in order, each with its upload intent', async () => {
    const repo = mirror();
    const folder = tempDir('drop');
    for (let i = 0; i < 40; i++) fs.writeFileSync(path.join(folder, `n${String(i).padStart(2, '0')}.md`), `# Note ${i}\n${'kelp '.repeat(i + 1)}`);
    const durably = vi.spyOn(repo, 'durably');
    const result = await intakePaths(repo, [folder], null, true);
    expect(durably).toHaveBeenCalledTimes(1);
    expect(result.queued.map((q) => q.fileName)).toEqual(Array.from({ length: 40 }, (_, i) => `n${String(i).padStart(2, '0')}.md`));
    const outbox = repo.activeOutbox();
    expect(outbox.map((row) => row.target_id)).toEqual(result.queued.map((q) => q.id));
    expect(outbox.every((row) => row.kind === 'file.upload' && row.state === 'pending')).toBe(true);
    expect(repo.search.search('n07', 5).map((hit) => hit.jobId)).toEqual([result.queued[7]!.id]);
    repo.db.close();
  });

  it('finds a copy of a file earlier in the same drop (not yet written) and one already queued', async () => {
    const repo = mirror();
    const folder = tempDir('drop');
    fs.writeFileSync(path.join(folder, 'a.md'), 'Sea urchins graze kelp.');
    fs.writeFileSync(path.join(folder, 'b-copy.md'), 'Sea urchins graze kelp.');
    fs.writeFileSync(path.join(folder, 'c.md'), 'Sea urchins graze reef.');
    const first = await intakePaths(repo, [folder], null, true);
    expect(first.queued.map((q) => q.fileName)).toEqual(['a.md', 'c.md']);
    expect(first.duplicates).toEqual([{ fileName: 'b-copy.md', existingFileName: 'a.md' }]);
    const again = await intakePaths(repo, [path.join(folder, 'c.md')], null, true);
    expect(again).toMatchObject({ queued: [], duplicates: [{ fileName: 'c.md', existingFileName: 'c.md' }] });
    repo.db.close();
  });

  it('queues nothing for a drop with nothing to queue (no empty transaction)', async () => {
    const repo = mirror();
    const durably = vi.spyOn(repo, 'durably');
    expect(repo.createLocalFiles([])).toEqual([]);
    expect(durably).not.toHaveBeenCalled();
    repo.db.close();
  });
});

describe('the upload loop over a long queue', () => {
  it('passes over 120 files waiting for their collection (more than two pages) to upload the one that can go', async () => {
    const repo = mirror();
    const collectionId = repo.createLocalCollection('Not yet created', '');
    const folder = tempDir('drop');
    for (let i = 0; i < 120; i++) fs.writeFileSync(path.join(folder, `w${i}.md`), `waiting ${i}`.padEnd(20 + i, '.'));
    await intakePaths(repo, [folder], collectionId, true);
    const free = path.join(tempDir('free'), 'free.md');
    fs.writeFileSync(free, 'This one has no collection.');
    const [freeFile] = (await intakePaths(repo, [free], null, true)).queued;
    const sent: string[] = [];
    const ctx = {
      repo,
      facts: { unauthorized: false },
      ownLibrary: false,
      timing: { progressThrottleMs: 0 },
      events: { uploadProgress: () => undefined },
      fileText: null,
      signal: undefined,
      stagingDir: null,
      mainWake: { kick: () => undefined },
      track: () => undefined,
      stopped: () => false,
      client: {
        uploadFile: async (source: { fileName: string; size: number; contentType: string }) => {
          sent.push(source.fileName);
          return { file: { id: 'srv-free', content_type: source.contentType }, sha256: null };
        },
      },
    } as unknown as EngineContext;
    expect(await uploadNext(ctx)).toBe(true);
    expect(sent).toEqual(['free.md']);
    expect(repo.fileRow(freeFile!.id)).toMatchObject({ state: 'synced', server_id: 'srv-free' });
    // the waiting ones wait, said why; nothing more is due to go
    expect(repo.activeOutbox().filter((row) => row.last_error === 'Waiting for its collection to be created.')).toHaveLength(120);
    expect(await uploadNext(ctx)).toBe(false);
    expect(sent).toEqual(['free.md']);
    repo.db.close();
  });
});
