// The notebook's per-row reads (what the job list runs for every row it shows: tags, star, and the
// check for notes or stars still under a job's local id) are prepared once per notebook and reused.
// They must see every later write, a key moved to the job's server id, and a rebuilt search index,
// on a real notebook file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Notebook } from '../../src/main/notebook/store';

const dirs: string[] = [];
const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
  while (dirs.length > 0) rmSync(dirs.pop() ?? '', { recursive: true, force: true });
});

function fresh(): Notebook {
  const dir = mkdtempSync(join(tmpdir(), 'quire-row-reads-'));
  dirs.push(dir);
  const notebook = Notebook.open(join(dir, 'notebook.db'));
  open.push(notebook);
  return notebook;
}

describe('the job list reads of a notebook', () => {
  it('see each write after them, read after read', () => {
    const notebook = fresh();
    expect(notebook.tagsFor('job', 'local-1')).toEqual([]);
    expect(notebook.isStarred('job', 'local-1')).toBe(false);
    expect(notebook.hasAny('local-1')).toBe(false);
    notebook.setTags('job', 'local-1', ['kelp', 'Otters']);
    notebook.setStar('job', 'local-1', true);
    expect(notebook.tagsFor('job', 'local-1')).toEqual(['kelp', 'Otters']);
    expect(notebook.isStarred('job', 'local-1')).toBe(true);
    expect(notebook.hasAny('local-1')).toBe(true);
    notebook.setTags('job', 'local-1', ['thesis']);
    notebook.setStar('job', 'local-1', false);
    expect(notebook.tagsFor('job', 'local-1')).toEqual(['thesis']);
    expect(notebook.isStarred('job', 'local-1')).toBe(false);
    notebook.setTags('job', 'local-1', []);
    expect(notebook.tagsFor('job', 'local-1')).toEqual([]);
  });

  it('follow a job keyed again by its server id', () => {
    const notebook = fresh();
    notebook.setTags('job', 'local-2', ['survey']);
    notebook.setStar('job', 'local-2', true);
    expect(notebook.hasAny('local-2')).toBe(true);
    notebook.rekey('local-2', 'server-2');
    expect(notebook.tagsFor('job', 'server-2')).toEqual(['survey']);
    expect(notebook.isStarred('job', 'server-2')).toBe(true);
    expect(notebook.isStarred('job', 'local-2')).toBe(false);
    expect(notebook.hasAny('local-2')).toBe(false);
    // once moved, asking again changes nothing
    notebook.rekey('local-2', 'server-2');
    expect(notebook.tagsFor('job', 'server-2')).toEqual(['survey']);
  });

  it('still answer after the search index is rebuilt', () => {
    const notebook = fresh();
    notebook.setTags('job', 'local-3', ['reef']);
    expect(notebook.hasAny('local-3')).toBe(true);
    notebook.rebuildSearchIndex();
    expect(notebook.hasAny('local-3')).toBe(true);
    expect(notebook.tagsFor('job', 'local-3')).toEqual(['reef']);
  });
});
