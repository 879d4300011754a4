// Yjs is loaded on the notebook's first change, not with it: opening a notebook and reading notes,
// tags, stars and search hits (its SQLite view tables) leaves Yjs unloaded; a change loads it and
// works; reopening the changed notebook reads the same. In order, in a process of its own (the
// node-isolated project in vitest.config.ts): what is loaded must not come from another file.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Notebook } from '../../src/main/notebook/store';
import { YJS_BUNDLE_ENTRY, yjsLoaded, yjsSpecifier } from '../../src/main/notebook/sync/yjs-load';

/** Yjs marks the global object when it is imported (its "imported twice" check), whatever imported it. */
const yjsImported = (): boolean => (globalThis as Record<string, unknown>)['__ $YJS$ __'] === true;

const dir = mkdtempSync(join(tmpdir(), 'quire-yjs-lazy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('yjsSpecifier', () => {
  const table: Array<[string, string]> = [
    ['file:///home/ana/quire/src/main/notebook/sync/yjs-load.ts', 'yjs'],
    ['file:///opt/quire/out/main/core-Ab12Cd34.js', YJS_BUNDLE_ENTRY],
    ['file:///opt/quire/out/main/index.js', YJS_BUNDLE_ENTRY],
    ['file:///C:/Users/ana/quire/out/main/cli.js', YJS_BUNDLE_ENTRY],
  ];
  for (const [url, expected] of table) {
    it(`${url} -> ${expected}`, () => expect(yjsSpecifier(url)).toBe(expected));
  }
});

describe('the notebook loads Yjs on its first change', () => {
  const file = join(dir, 'notebook.db');

  it('opens a new notebook and reads from it without loading Yjs', () => {
    const notebook = Notebook.open(file);
    try {
      expect(notebook.getNote('job', 'field-trip-7')).toEqual({ body: '', updatedAt: null });
      expect(notebook.tagsFor('job', 'field-trip-7')).toEqual([]);
      expect(notebook.isStarred('job', 'field-trip-7')).toBe(false);
      expect(notebook.filterIds('job', { tag: 'lichens' })).toEqual(new Set());
      expect(notebook.search('lichens')).toEqual([]);
      expect(notebook.allTags()).toEqual([]);
      // a job that has nothing under its old key moves to its server id without any CRDT work
      notebook.rekey('local-key-1', 'server-key-1');
      expect(yjsLoaded()).toBe(false);
      expect(yjsImported()).toBe(false);
    } finally {
      notebook.close();
    }
  });

  it('loads it for the first change, which then reads back', () => {
    const notebook = Notebook.open(file);
    try {
      notebook.saveNote('job', 'field-trip-7', 'Lichens on the north wall grew faster than on the south one.');
      expect(yjsLoaded()).toBe(true);
      expect(yjsImported()).toBe(true);
      notebook.setTags('job', 'field-trip-7', ['Lichens', 'walls']);
      notebook.setStar('job', 'field-trip-7', true);
      expect(notebook.entryView('job', 'field-trip-7')).toMatchObject({ body: 'Lichens on the north wall grew faster than on the south one.', tags: ['Lichens', 'walls'] });
    } finally {
      notebook.close();
    }
    const reopened = Notebook.open(file);
    try {
      expect(reopened.getNote('job', 'field-trip-7').body).toBe('Lichens on the north wall grew faster than on the south one.');
      expect(reopened.tagsFor('job', 'field-trip-7')).toEqual(['Lichens', 'walls']);
      expect(reopened.isStarred('job', 'field-trip-7')).toBe(true);
    } finally {
      reopened.close();
    }
  });
});
