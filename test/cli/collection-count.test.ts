// A collection's file count is the files it holds: an upload the service refused (here an .odt, which the local
// service does not index) is listed with its reason, but not counted ("2 files" of a collection holding 1). The real
// CLI in-process against a real service on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import type { Collection, FileItem } from '../../src/shared/domain';
import { runQuire, stdoutJson } from './helpers';

describe('collection file counts', () => {
  let service: RunningService;
  const temps: string[] = [];
  const temp = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `quire-count-${name}-`));
    temps.push(dir);
    return dir;
  };
  beforeAll(async () => {
    service = await startService({ dataDir: temp('svc'), port: 0, stepDelayMs: 5, testHooks: true, sampleLibrary: false });
  });
  afterAll(async () => {
    await service?.close();
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves out an upload the service refused, and still lists it with its reason', async () => {
    const data = temp('data');
    const folder = temp('docs');
    const online = (...args: string[]) => runQuire(['--data', data, '--base-url', service.url, '--api-key', service.apiKey, ...args]);
    writeFileSync(join(folder, 'varroa.md'), '# Varroa\n\nOxalic acid in winter kills most phoretic mites.\n');
    // an OpenDocument text: a zip whose first entry names its type (the local service indexes no .odt)
    writeFileSync(join(folder, 'swarm.odt'), Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text')]));
    expect((await online('collections', 'create', 'Bees')).code).toBe(0);
    const uploaded = await online('upload', '--collection', 'Bees', join(folder, 'varroa.md'), join(folder, 'swarm.odt'));
    expect(uploaded.code, uploaded.stderr).toBe(1);
    expect(uploaded.stderr).toMatch(/Failed: swarm\.odt: /);
    const { items: collections } = stdoutJson<{ items: Collection[] }>(await online('collections', '--json'));
    expect(collections.map((c) => [c.name, c.fileCount])).toEqual([['Bees', 1]]);
    const { items: files } = stdoutJson<{ items: FileItem[] }>(await online('collections', 'files', 'Bees', '--json'));
    expect(files.map((f) => [f.fileName, f.state]).sort()).toEqual([
      ['swarm.odt', 'failed'],
      ['varroa.md', 'synced'],
    ]);
  }, 60_000);
});
