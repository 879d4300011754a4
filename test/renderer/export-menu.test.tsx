// Export sentences (#13) in words, and the print page's date (pure table tests).
import { describe, expect, it } from 'vitest';
import { exportSentence } from '../../src/renderer/src/features/export/download';
import { printedDate } from '../../src/renderer/src/features/export/PrintReferences';
import { selectionAfterKey, toggled } from '../../src/renderer/src/features/export/selection';

describe('exportSentence', () => {
  it.each([
    [{ format: 'markdown', fileName: 'a.md', jobs: 1, entries: 0 }, 'Exported 1 research to a.md.'],
    [{ format: 'markdown', fileName: 'b.md', jobs: 3, entries: 0 }, 'Exported 3 research jobs to b.md.'],
    [{ format: 'bibtex', fileName: 'c.bib', jobs: 1, entries: 3 }, 'Exported 3 sources of 1 research to c.bib.'],
    [{ format: 'ris', fileName: 'd.ris', jobs: 2, entries: 1 }, 'Exported 1 source of 2 research jobs to d.ris.'],
    [{ format: 'csl-json', fileName: 'e.json', jobs: 1, entries: 0 }, 'Exported e.json: 1 research cites no sources yet, so the file has no entries.'],
  ] as const)('%j', (result, sentence) => {
    expect(exportSentence(result)).toBe(sentence);
  });
});

describe('printedDate', () => {
  it('writes the full date, and keeps text that is no date', () => {
    expect(printedDate('2026-03-04T10:20:00Z')).toMatch(/2026/);
    expect(printedDate('not a date')).toBe('not a date');
  });
});

describe('toggled (Ctrl/⌘-click in the list)', () => {
  it.each([
    [[], 'b', 'a', ['a', 'b']],
    [[], 'a', 'a', ['a']],
    [[], 'b', null, ['b']],
    [['a', 'b'], 'c', 'a', ['a', 'b', 'c']],
    [['a', 'b'], 'a', 'a', ['b']],
    [['b'], 'b', null, []],
  ] as const)('%j + %s (open %s) -> %j', (ids, job, open, expected) => {
    expect(toggled(ids, job, open)).toEqual(expected);
  });
});

describe('selectionAfterKey (the keyboard in the list)', () => {
  const order = ['a', 'b', 'c', 'd'];
  const press = (key: string, shift = false, mod = false) => ({ key, shift, mod });
  it.each<[string, string[], ReturnType<typeof press>, string | null, string[] | null]>([
    ['Space adds the open job', [], press(' '), 'b', ['b']],
    ['Space removes it again', ['a', 'b'], press(' '), 'b', ['a']],
    ['Shift+↓ adds the open job and the next one', [], press('ArrowDown', true), 'b', ['b', 'c']],
    ['Shift+↑ adds the previous one', ['b'], press('ArrowUp', true), 'b', ['b', 'a']],
    ['Shift+J works like Shift+↓', [], press('J', true), 'c', ['c', 'd']],
    ['Shift+↓ at the end adds only the open job', [], press('ArrowDown', true), 'd', ['d']],
    ['Ctrl/⌘+A selects every listed job', ['b'], press('a', false, true), null, ['a', 'b', 'c', 'd']],
    ['Escape clears', ['a', 'c'], press('Escape'), 'a', []],
    ['Escape with nothing selected is not handled (dialogs keep it)', [], press('Escape'), 'a', null],
    ['plain ↓ only moves the open job', ['a'], press('ArrowDown'), 'a', null],
    ['Space with no open job does nothing', [], press(' '), null, null],
    ['other Ctrl/⌘ keys are not selection keys', [], press('k', false, true), 'a', null],
  ])('%s', (_name, ids, key, open, expected) => {
    expect(selectionAfterKey(ids, key, order, open)).toEqual(expected);
  });
});
