// A file's extracted text through the real core and the local service over loopback HTTP: the
// preview shows what the library indexed, says why when it cannot, and the service's route refuses
// bad ids. filePreviewAvailability is the decision, as a table.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filePreviewAvailability } from '../../src/main/services/handlers';
import { call, makeCore, startTestService, tempDir, waitFor } from '../sync/helpers';

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  closers = [];
});

describe('filePreviewAvailability', () => {
  it.each([
    [{ embedded: true, uploaded: true }, null],
    [{ embedded: true, uploaded: false }, /has not reached the local library yet/],
    [{ embedded: false, uploaded: true }, /offers no way to read a file back/],
    [{ embedded: false, uploaded: false }, /offers no way to read a file back/],
  ] as const)('%o', (file, expected) => {
    const answer = filePreviewAvailability(file);
    if (expected === null) expect(answer).toBeNull();
    else expect(answer).toMatch(expected);
  });
});

describe('files.content against the local library', () => {
  it('previews an uploaded file’s extracted text, and refuses unknown or malformed ids', async () => {
    const service = await startTestService(tempDir('preview-svc'));
    closers.push(() => service.close());
    const core = await makeCore(tempDir('preview-core'), service);
    closers.push(() => core.close());
    const folder = tempDir('preview-files');
    const file = path.join(folder, 'transect.md');
    fs.writeFileSync(file, '# North transect\n\nGiant kelp grew 40 cm overnight at the north transect.\n');
    const added = await call(core, 'uploads.addPaths', { paths: [file] });
    expect(added.queued).toHaveLength(1);
    const synced = await waitFor('the upload', async () => (await call(core, 'files.list', {})).files.find((f) => f.fileName === 'transect.md' && f.state === 'synced'));

    const preview = await call(core, 'files.content', { id: synced.id });
    expect(preview.reason).toBeNull();
    expect(preview.truncated).toBe(false);
    expect(preview.content).toContain('Giant kelp grew 40 cm overnight');

    await expect(call(core, 'files.content', { id: 'not-a-file' })).rejects.toThrow(/NOT_FOUND/);
    const headers = { authorization: `Bearer ${service.apiKey}` };
    expect((await fetch(`${service.url}/research/files/not-a-uuid/content`, { headers })).status).toBe(400);
    expect((await fetch(`${service.url}/research/files/00000000-0000-4000-8000-000000000000/content`, { headers })).status).toBe(404);
    expect((await fetch(`${service.url}/research/files/${synced.serverId}/content`)).status).toBe(401);
  });
});
