// The notebook's search index keyed by rowid (src/main/db/notebook-fts.ts): a re-index deletes by
// rowid, not by scanning the FTS table (the cause of the quadratic pull of 10,000 notes), search
// stays exact after many edits, and a schema 2 notebook migrates with its index rebuilt.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Notebook, NOTEBOOK_MIGRATIONS } from '../../src/main/notebook/store';
import { NotebookFtsTables, ftsRowids } from '../../src/main/db/notebook-fts';

const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});
function fresh(file?: string, migrations?: typeof NOTEBOOK_MIGRATIONS): Notebook {
  const notebook = Notebook.open(file ?? join(mkdtempSync(join(tmpdir(), 'quire-fts-')), 'notebook.db'), migrations ? { migrations } : {});
  open.push(notebook);
  return notebook;
}
function ftsRows(notebook: Notebook): number {
  return (notebook.db.prepare('SELECT count(*) AS n FROM notebook_fts').get() as { n: number }).n;
}

describe('notebook search index', () => {
  it.each([
    [1, 2, 3],
    [7, 14, 15],
  ])('key %i has rowids %i (note) and %i (tags)', (key, note, tag) => {
    expect(ftsRowids(key)).toEqual({ note, tag });
  });

  it('deletes a target’s rows by rowid, never by scanning the index', () => {
    const notebook = fresh();
    const plan = new NotebookFtsTables(notebook.db).deletePlan();
    expect(plan.join(' ')).toMatch(/INDEX 0:=/);
  });

  it('keeps exactly one note row and one tag row per target through many edits', () => {
    const notebook = fresh();
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 20; i += 1) {
        notebook.saveNote('job', `j${i}`, `round${round} note about otters ${i}`);
        notebook.setTags('job', `j${i}`, [`tag${round}`]);
      }
    }
    expect(ftsRows(notebook)).toBe(40);
    expect(notebook.search('otters')).toHaveLength(20);
    expect(notebook.search('round3')).toHaveLength(0);
    expect(notebook.search('round4')).toHaveLength(20);
    expect(notebook.search('tag4').every((hit) => hit.field === 'tag')).toBe(true);
    notebook.saveNote('job', 'j0', '');
    notebook.setTags('job', 'j0', []);
    expect(ftsRows(notebook)).toBe(38);
    expect(notebook.search('otters').map((hit) => hit.targetId)).not.toContain('j0');
    expect(notebook.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('migrates a schema 2 notebook (rows inserted by column) to rowid keys with search intact', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'quire-fts-mig-')), 'notebook.db');
    const old = fresh(file, NOTEBOOK_MIGRATIONS.slice(0, 2));
    // Written as schema 2 wrote its view (the current code would index through the new table).
    const note = old.db.prepare('INSERT INTO notes (target_type, target_id, body, updated_at) VALUES (?, ?, ?, ?)');
    note.run('job', 'j1', 'kelp forests recover', '2026-01-01T10:00:00.000Z');
    note.run('source', 'j1/r1', 'urchin barrens', '2026-01-01T10:00:00.000Z');
    old.db.prepare("INSERT INTO tags (target_type, target_id, tag) VALUES ('job', 'j1', 'ecology')").run();
    const fts = old.db.prepare('INSERT INTO notebook_fts (target_type, target_id, field, body) VALUES (?, ?, ?, ?)');
    fts.run('job', 'j1', 'note', 'kelp forests recover');
    fts.run('job', 'j1', 'tag', 'ecology');
    fts.run('source', 'j1/r1', 'note', 'urchin barrens');
    // A stray duplicate such as a restore used to leave behind.
    fts.run('job', 'j1', 'note', 'kelp forests recover');
    old.close();
    open.pop();
    const migrated = fresh(file);
    expect(migrated.search('kelp')).toHaveLength(1);
    expect(migrated.search('ecology')).toHaveLength(1);
    expect(migrated.search('urchin').map((hit) => hit.targetId)).toEqual(['j1/r1']);
    expect(ftsRows(migrated)).toBe(3);
    migrated.saveNote('source', 'j1/r1', 'urchin barrens spread');
    expect(migrated.search('urchin')).toHaveLength(1);
    expect(migrated.search('spread')).toHaveLength(1);
    expect(ftsRows(migrated)).toBe(3);
  });
});
