// mergeTiers (src/main/db/spellings.ts): the one merge of offline search's two tiers, used by the mirror's
// search (with a read budget), the chat search (one hit per job) and the notebook's search. Rows are
// written here as data: which query matched them, their key and whether their text writes the words.
import { describe, expect, it } from 'vitest';
import { mergeTiers, type TierReading } from '../../src/main/db/spellings';

interface Row {
  id: string;
  key: string | null;
  spelled: boolean;
}

/** 'a:k' a row with key k that writes the words; 'a:k!' one that does not; 'a:-' a row with no key. */
const rows = (text: string): Row[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((row) => {
      const [id = '', key = ''] = row.split(':');
      return { id, key: key.startsWith('-') ? null : key.replace('!', ''), spelled: !key.endsWith('!') };
    });

function merged(plain: string | null, split: string | null, limit: number, budget = Infinity): { ids: string; splitRun: boolean; checked: string } {
  let splitRun = false;
  const checked: string[] = [];
  let left = budget;
  const reading: TierReading<Row> = {
    match: (fts) => {
      if (fts === 'SPLIT') splitRun = true;
      return rows(fts === 'PLAIN' ? (plain ?? '') : (split ?? ''));
    },
    key: (row) => row.key,
    spelled: (row) => {
      checked.push(row.id);
      left -= 1;
      return row.spelled;
    },
    limit,
    spent: () => left <= 0,
  };
  const found = mergeTiers({ plain: plain === null ? null : 'PLAIN', split: split === null ? null : 'SPLIT' }, reading);
  return { ids: found.map((row) => row.id).join(' '), splitRun, checked: checked.join(' ') };
}

describe('mergeTiers (table)', () => {
  it.each<[string, string | null, string | null, number, number, string, boolean, string]>([
    // name, plain rows, split rows, limit, budget, ids found, split query run, rows checked with spelledIn
    ['plain rows only, no split tier', 'a:1 b:2', null, 10, Infinity, 'a b', false, ''],
    ['the plain tier is never checked', 'a:1! b:2', null, 10, Infinity, 'a b', false, ''],
    ['one row per key, the first kept', 'a:1 b:1 c:2', null, 10, Infinity, 'a c', false, ''],
    ['a row without a key is dropped', 'a:- b:2', null, 10, Infinity, 'b', false, ''],
    ['split rows follow, checked, keys not found yet', 'a:1', 'x:1 y:2 z:3!', 10, Infinity, 'a y', true, 'y z'],
    ['a key found in the plain tier is not checked again', 'a:1 b:2', 'x:2 y:3', 10, Infinity, 'a b y', true, 'y'],
    ['the limit stops the plain tier; the split query is not run', 'a:1 b:2 c:3', 'x:4', 2, Infinity, 'a b', false, ''],
    ['the limit reached by the plain tier: no split query', 'a:1 b:2', 'x:4', 2, Infinity, 'a b', false, ''],
    ['the limit stops the split tier', 'a:1', 'x:2 y:3 z:4', 2, Infinity, 'a x', true, 'x'],
    ['a spent budget stops the split tier before its next row', 'a:1', 'x:2! y:3 z:4', 10, 1, 'a', true, 'x'],
    ['a split row failing the check leaves its key free', '', 'x:2! y:2', 10, Infinity, 'y', true, 'x y'],
    ['no plain tier: every row is checked', null, 'x:1 y:1 z:2!', 10, Infinity, 'x', true, 'x z'],
  ])('%s', (_name, plain, split, limit, budget, ids, splitRun, checked) => {
    expect(merged(plain, split, limit, budget)).toEqual({ ids, splitRun, checked });
  });
});
