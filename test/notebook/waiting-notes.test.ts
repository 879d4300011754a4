// Notes waiting for their research (#14): a note synced from another machine on a job this machine has
// not mirrored is kept and listed, and stops waiting once the job is in the mirror. The pure pieces as
// tables, then the layer over a real notebook and a real mirror file.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotebookLayer } from '../../src/main/notebook/layer';
import { openMirror } from '../../src/main/db/open';
import { excerptOf, jobKeyOfNote, waitingNotes, type NoteRow } from '../../src/main/notebook/waiting';
import type { CoreHandlers } from '../../src/shared/contract';

describe('waiting notes, pure', () => {
  it.each<[string, Pick<NoteRow, 'targetType' | 'targetId'>, string]>([
    ['a job note', { targetType: 'job', targetId: 'srv-1' }, 'srv-1'],
    ['a source note', { targetType: 'source', targetId: 'srv-1/r-4' }, 'srv-1'],
  ])('%s', (_name, note, expected) => {
    expect(jobKeyOfNote(note)).toBe(expected);
  });

  it('cuts long notes to one line', () => {
    expect(excerptOf('  urchins\n graze  on kelp ')).toBe('urchins graze on kelp');
    expect(excerptOf('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('keeps only notes whose job is not known, newest first as given', () => {
    const notes: NoteRow[] = [
      { targetType: 'job', targetId: 'srv-2', body: 'waiting note', updatedAt: '2026-11-22T09:00:00Z' },
      { targetType: 'source', targetId: 'srv-1/r-1', body: 'on a known job', updatedAt: '2026-11-22T08:00:00Z' },
      { targetType: 'source', targetId: 'srv-3/r-1', body: 'waiting source note', updatedAt: '2026-11-22T07:00:00Z' },
    ];
    expect(waitingNotes(notes, new Set(['srv-1'])).map((n) => [n.targetType, n.jobKey, n.excerpt])).toEqual([
      ['job', 'srv-2', 'waiting note'],
      ['source', 'srv-3', 'waiting source note'],
    ]);
  });
});

const layers: NotebookLayer[] = [];
afterEach(() => {
  while (layers.length > 0) layers.pop()?.close();
});

describe('the layer lists notes waiting for their research', () => {
  it('keeps a note on a job not mirrored yet, and stops listing it once the job arrives', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-waiting-'));
    const { db: mirror } = openMirror(join(dataDir, 'mirror.db'));
    const layer = new NotebookLayer({ dataDir, activeProfile: () => ({ id: 'remote-a', mirror, notebookKey: 'https://s' }), restore: async () => undefined, transport: 'cli', backupEveryMs: 0 });
    layers.push(layer);
    // no job in this mirror: a note keyed by a server id stays as it is (as one synced from another machine)
    const core: Pick<CoreHandlers, 'jobs.get'> = { 'jobs.get': async () => Promise.reject(new Error('not mirrored')) };
    const handlers = layer.wrap(core as CoreHandlers);
    await handlers['notes.save']({ targetType: 'job', targetId: 'srv-77', body: 'Urchins graze on drift kelp when otters are near.' });
    expect((await handlers['notebook.waiting']({})).notes).toEqual([{ targetType: 'job', jobKey: 'srv-77', excerpt: 'Urchins graze on drift kelp when otters are near.', updatedAt: expect.any(String) }]);
    // the job arrives in the mirror (as the engine's pull writes it): the note is on it, no longer waiting
    mirror.prepare("INSERT INTO jobs (id, server_id, query, status, created_at) VALUES ('local-1', 'srv-77', 'What do sea urchins eat?', 'completed', '2026-11-22T00:00:00Z')").run();
    expect((await handlers['notebook.waiting']({})).notes).toEqual([]);
    expect((await handlers['notes.get']({ targetType: 'job', targetId: 'srv-77' })).body).toBe('Urchins graze on drift kelp when otters are near.');
    mirror.close();
  });
});
