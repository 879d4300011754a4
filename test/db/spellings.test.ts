// A word written with or without its hyphen (src/main/db/spellings.ts): the FTS5 tiers built for a query,
// and the check a split-tier document must pass, as tables; then the indexes themselves on real SQLite.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closedSplits, hyphenPieces, plainExpression, searchWords, spelledIn, splitExpression, tieredQuery, wordsPattern } from '../../src/main/db/spellings';
import { openMirror } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { makeSnippet, toFtsQuery } from '../../src/main/db/search';
import { MATCH_END, MATCH_START } from '../../src/shared/domain';
import { tempDir } from '../sync/helpers';

describe('hyphenPieces', () => {
  it.each([
    ['e-mail', ['e', 'mail']],
    ['co-op-erate', ['co', 'op', 'erate']],
    ['re\u2010use', ['re', 'use']],
    ['COVID-19', ['COVID', '19']],
    ['email', null],
    ['-kelp', null],
    ['kelp-', null],
    ['a--b', null],
    ['"e-mail"', null],
  ] as const)('%s → %j', (term, pieces) => {
    expect(hyphenPieces(term)).toEqual(pieces);
  });
});

describe('closedSplits', () => {
  it.each([
    ['email', ['e mail', 'em ail', 'ema il', 'emai l']],
    ['ray', ['r ay', 'ra y']],
    ['ox', []],
    ['e-mail', []],
    ['"kelp', []],
    ['a'.repeat(25), []],
  ] as const)('%s → %j', (term, splits) => {
    expect(closedSplits(term)).toEqual(splits);
  });
});

describe('FTS5 expressions', () => {
  it.each([
    ['email', true, '"email"*', '("email"* OR "e mail"* OR "em ail"* OR "ema il" OR "emai l")'],
    ['reuse', false, '"reuse"', '("reuse" OR "r euse" OR "re use" OR "reu se" OR "reus e")'],
    ['e-mail', true, '("e-mail"* OR "email"*)', '("e-mail"* OR "email"*)'],
    ['say"', true, '"say"""*', '"say"""*'],
  ] as const)('%s (prefix %s): plain %s, split %s', (term, prefix, plain, split) => {
    expect(plainExpression(term, prefix)).toBe(plain);
    expect(splitExpression(term, prefix)).toBe(split);
  });

  it('joins terms with AND only beside a group, and has no split tier when no word splits', () => {
    expect(tieredQuery(['ox', 'e-mail'], (i) => i === 1)).toEqual({ plain: '"ox" AND ("e-mail"* OR "email"*)', split: null });
    expect(tieredQuery(['ox', 'is'], () => false)).toEqual({ plain: '"ox" "is"', split: null });
    expect(tieredQuery(['ox', 'bee'], () => false)?.split).toBe('"ox" AND ("bee" OR "b ee" OR "be e")');
    expect(tieredQuery([], () => true)).toBeNull();
    expect(toFtsQuery('a OR b')).toBe('"a" "OR" "b"*');
  });
});

describe('spelledIn: the split tier keeps a document only when it writes the word closed or hyphenated', () => {
  it.each([
    ['Send an e-mail to the team', 'email', true],
    ['Send an e\u2010mail to the team', 'email', true],
    ['Send an e\u00ADmail', 'email', true],
    ['E-Mails were sent', 'email', true],
    ['an e mail', 'email', false],
    ['It may be late', 'maybe', false],
    ['The rapist was caught', 'therapist', false],
    ['It is a part of it', 'apart', false],
    ['We co-operate', 'cooperate', true],
    ['Café re-use', 'cafe reuse', true],
    ['Café re-use', 'reuse tea', false],
    ['a wellbeing survey', 'well-being', true],
    ['a well being survey', 'well-being', true],
    ['a bewell', 'well', false],
  ] as const)('%j for %j: %s', (text, query, kept) => {
    expect(spelledIn(text, searchWords(query))).toBe(kept);
  });
});

describe('snippets mark the word as the text writes it', () => {
  it.each([
    ['Please send an e-mail today', 'email', `${MATCH_START}e-mail${MATCH_END}`],
    ['Please send an email today', 'e-mail', `${MATCH_START}email${MATCH_END}`],
    ['Please send an e mail today', 'e-mail', `${MATCH_START}e mail${MATCH_END}`],
    ['Water is re-used twice', 'reuse', `${MATCH_START}re-used${MATCH_END}`],
  ] as const)('%j searched %j marks %s', (text, query, marked) => {
    expect(makeSnippet(text, searchWords(query))).toContain(marked);
  });

  it('marks nothing that is only a split', () => {
    expect(makeSnippet('It may be late', searchWords('maybe'))).not.toContain(MATCH_START);
    expect(wordsPattern([])).toBeNull();
  });
});

describe('the mirror index finds a word with or without its hyphen', () => {
  it('email finds e-mail and the reverse, after the plain matches; may be is not maybe', () => {
    const { db } = openMirror(path.join(tempDir('spell'), 'quire.db'));
    const repo = new Repo(db);
    const job = (i: number, content: string) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
      status: 'completed',
      query: `question ${i}`,
      reasoning_loops_consumed: 1,
      running_time: 1,
      results: [],
      content,
      transformed_content: null,
    });
    repo.applyJobs([job(1, 'Send an e-mail to the warden.'), job(2, 'The email bounced.'), job(3, 'It may be late.'), job(4, 'The nets are re-used.'), job(5, 'An e mail, spaced.')]);
    const ids = (text: string) => repo.search.search(text, 10).map((hit) => Number(hit.jobId.slice(-2)));
    expect(ids('email')).toEqual([2, 1]);
    expect(ids('e-mail').sort()).toEqual([1, 2, 5]);
    expect(ids('emai')).toEqual([2, 1]);
    expect(ids('maybe')).toEqual([]);
    expect(ids('reuse')).toEqual([4]);
    expect(ids('nets reuse')).toEqual([4]);
    expect(ids('reuse bounced')).toEqual([]);
    expect(repo.search.search('email', 1).map((hit) => hit.jobId.slice(-1))).toEqual(['2']);
    expect(repo.search.search('email', 10)[1]!.snippet).toContain(`${MATCH_START}e-mail${MATCH_END}`);
    db.close();
  });
});
