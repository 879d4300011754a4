// The notebook's CRDT form: text diffs that make a saved note an edit (not a rewrite), and entries
// (one Y.Doc per target) that merge concurrent edits from two or three machines.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyEdits, diffText } from '../../src/main/notebook/sync/textdiff';
import { applyToEntry, changeEntry, entryState, loadEntry, viewEntry, writeFlag, writeNote, writeTags } from '../../src/main/notebook/sync/entry';

describe('diffText', () => {
  const table: Array<[string, string]> = [
    ['', ''],
    ['', 'new note'],
    ['old note', ''],
    ['The otters eat urchins.', 'The sea otters eat urchins.'],
    ['The otters eat urchins.', 'The otters eat many urchins. Kelp grows.'],
    ['a b c d e', 'a x c y e'],
    ['same', 'same'],
    ['emoji 🦦 here', 'emoji 🦭 here'],
    ['🦦🦦', '🦦'],
    ['line one\nline two\n', 'line one\nline 2\nline three\n'],
    ['ééé', 'eée'],
  ];
  for (const [before, after] of table) {
    it(`${JSON.stringify(before)} -> ${JSON.stringify(after)}`, () => {
      const edits = diffText(before, after);
      expect(applyEdits(before, edits)).toBe(after);
      if (before === after) expect(edits).toEqual([]);
    });
  }

  it('keeps untouched words untouched (only the changed middle is edited)', () => {
    const before = 'alpha beta gamma delta epsilon';
    const edits = diffText(before, 'alpha beta GAMMA delta epsilon');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ index: 11, delete: 5, insert: 'GAMMA' });
  });

  it('is correct on random edits (seeded)', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const words = ['kelp', ' ', 'otter', '.', '\n', 'urchin', 'é', '🦦', 'sea'];
    const make = (n: number) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join('');
    for (let round = 0; round < 300; round += 1) {
      const before = make(Math.floor(random() * 30));
      const after = random() < 0.5 ? make(Math.floor(random() * 30)) : before.slice(0, Math.floor(random() * before.length)) + make(3) + before.slice(Math.floor(random() * before.length));
      expect(applyEdits(before, diffText(before, after))).toBe(after);
    }
  });
});

/** Two "machines" that start from the same entry state. */
function twoMachines(setup: (doc: Y.Doc) => void) {
  const origin = loadEntry(null);
  changeEntry(origin, setup);
  const base = entryState(origin);
  return { a: loadEntry(base), b: loadEntry(base) };
}

function exchange(a: Y.Doc, b: Y.Doc, updatesA: Uint8Array[], updatesB: Uint8Array[], order: 'ab' | 'ba'): void {
  if (order === 'ab') {
    for (const u of updatesA) applyToEntry(b, u);
    for (const u of updatesB) applyToEntry(a, u);
  } else {
    for (const u of updatesB) applyToEntry(a, u);
    for (const u of updatesA) applyToEntry(b, u);
  }
}

describe('entries merge', () => {
  for (const order of ['ab', 'ba'] as const) {
    it(`two machines editing the same note keep both edits (order ${order})`, () => {
      const { a, b } = twoMachines((doc) => writeNote(doc, 'The otters eat urchins.', '2026-01-01T00:00:00.000Z'));
      const ua = changeEntry(a, (doc) => writeNote(doc, 'The sea otters eat urchins.', '2026-01-02T00:00:00.000Z'));
      const ub = changeEntry(b, (doc) => writeNote(doc, 'The otters eat urchins. Kelp recovers.', '2026-01-02T00:00:01.000Z'));
      expect(ua && ub).toBeTruthy();
      exchange(a, b, [ua as Uint8Array], [ub as Uint8Array], order);
      expect(viewEntry(a).body).toBe('The sea otters eat urchins. Kelp recovers.');
      expect(viewEntry(b)).toEqual(viewEntry(a));
    });
  }

  it('tags merge per key: one machine removes a tag while the other adds another', () => {
    const { a, b } = twoMachines((doc) => writeTags(doc, ['kelp', 'otters']));
    const ua = changeEntry(a, (doc) => writeTags(doc, ['kelp']));
    const ub = changeEntry(b, (doc) => writeTags(doc, ['kelp', 'otters', 'Urchins']));
    exchange(a, b, [ua as Uint8Array], [ub as Uint8Array], 'ab');
    expect(viewEntry(a).tags).toEqual(['kelp', 'Urchins']);
    expect(viewEntry(b).tags).toEqual(['kelp', 'Urchins']);
  });

  it('the same tag added on both machines appears once; star and removed marks merge per key', () => {
    const { a, b } = twoMachines((doc) => writeTags(doc, []));
    const ua = changeEntry(a, (doc) => {
      writeTags(doc, ['review']);
      writeFlag(doc, 'starredAt', '2026-01-01T00:00:00.000Z');
    });
    const ub = changeEntry(b, (doc) => {
      writeTags(doc, ['Review']);
      writeFlag(doc, 'removedAt', '2026-01-01T00:00:00.000Z');
    });
    exchange(a, b, [ua as Uint8Array], [ub as Uint8Array], 'ba');
    const view = viewEntry(a);
    expect(view.tags).toHaveLength(1);
    expect(view.tags[0]?.toLowerCase()).toBe('review');
    expect(view.starredAt).toBe('2026-01-01T00:00:00.000Z');
    expect(view.removedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(viewEntry(b)).toEqual(view);
  });

  it('an unchanged save produces no update; a third machine joining later gets everything', () => {
    const { a, b } = twoMachines((doc) => writeNote(doc, 'x', '2026-01-01T00:00:00.000Z'));
    expect(changeEntry(a, (doc) => writeNote(doc, 'x', '2026-02-01T00:00:00.000Z'))).toBeNull();
    const ua = changeEntry(a, (doc) => writeNote(doc, 'x from a', '2026-02-01T00:00:00.000Z'));
    const ub = changeEntry(b, (doc) => writeNote(doc, 'b says x', '2026-02-01T00:00:00.000Z'));
    exchange(a, b, [ua as Uint8Array], [ub as Uint8Array], 'ab');
    const c = loadEntry(null);
    applyToEntry(c, entryState(b));
    expect(viewEntry(c).body).toBe(viewEntry(a).body);
    expect(viewEntry(c).body).toContain('from a');
    expect(viewEntry(c).body).toContain('b says');
  });
});
