// The notebook layer runs sync passes on the schedule (nextPassDelay) by itself: the first pass at
// start, then a local note save is carried to the target after the debounce and reaches a second
// machine's layer on its next periodic pass, without anyone asking. Real SQLite, a real folder target.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotebookLayer } from '../../src/main/notebook/layer';
import { FileSecretStore } from '../../src/main/services/profiles';
import type { CoreHandlers } from '../../src/shared/contract';

const layers: NotebookLayer[] = [];
afterEach(() => {
  while (layers.length > 0) layers.pop()?.close();
});

function machine() {
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-sched-'));
  const mirror = new Database(':memory:');
  const layer = new NotebookLayer({
    dataDir,
    activeProfile: () => ({ id: 'local', mirror, notebookKey: 'local' }),
    restore: async () => undefined,
    transport: 'browser',
    backupEveryMs: 0,
    secrets: new FileSecretStore(join(dataDir, 'secrets.json')),
    syncSchedule: { debounceMs: 50, intervalMs: 300, maxBackoffMs: 1_000 },
  });
  layers.push(layer);
  // No mirror behind this layer: every job lookup misses, so notes stay keyed by the ids given.
  const core: Pick<CoreHandlers, 'jobs.get'> = { 'jobs.get': async () => Promise.reject(new Error('no mirror in this test')) };
  return layer.wrap(core as CoreHandlers);
}

async function until(check: () => Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met in time');
}

describe('scheduled notebook sync', () => {
  it('carries a saved note to another machine with no one asking', async () => {
    const target = mkdtempSync(join(tmpdir(), 'quire-sched-target-'));
    const a = machine();
    const b = machine();
    for (const h of [a, b]) await h['notebookSync.set']({ location: target, user: null, password: null, passphrase: 'scheduled passphrase' });
    for (const layer of layers) layer.startSync();
    await a['notes.save']({ targetType: 'source', targetId: 'j1/r1', body: 'saved on machine A' });
    await until(async () => (await b['notes.get']({ targetType: 'source', targetId: 'j1/r1' })).body === 'saved on machine A');
    // pending reaches 0 when the pass has written its file; the pass records its time when it ends
    await until(async () => {
      const now = await a['notebookSync.status']({});
      return now.pending === 0 && now.line.startsWith('Notebook synced');
    });
    const status = await a['notebookSync.status']({});
    expect(status.error).toBeNull();
    expect(status.line).toMatch(/^Notebook synced just now/);
  });
});
