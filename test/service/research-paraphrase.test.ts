// Loops that find nothing new search the question in other words (research.ts paraphraseSearches):
// WordNet's words for what is asked for first ("wages", "earnings" for pay), with the question's other
// terms. A table test of the pure function, then loops over a real service database in a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openServiceDb } from '../../src/service/db';
import { extractDocument } from '../../src/service/extract';
import { documentsInScope, indexDocument } from '../../src/service/library';
import { candidateSearches, initialLoopState, paraphraseSearches, runLoop } from '../../src/service/research';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('searches in other words (table)', () => {
  it('what is asked for comes first, said in WordNet\'s words, with the other terms', () => {
    const searches = paraphraseSearches('What was a lamplighter\'s pay?');
    expect(searches[0]).toContain('wages');
    expect(searches[0]).toContain('lamplighter');
    expect(searches[0]).not.toContain('pay');
  });
  it('after a loop that found nothing new they come first; otherwise last', () => {
    const state = initialLoopState('What was a lamplighter\'s pay?', []);
    expect(candidateSearches(state)[0]).toEqual(state.coreTerms);
    expect(candidateSearches({ ...state, stalled: true })[0]).toContain('wages');
  });
});

describe('loops over a real database', () => {
  it('a loop after one that found nothing new looks for the question in other words', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-paraphrase-'));
    dirs.push(dir);
    const db = openServiceDb(dir);
    const doc = '# Lamplighters of Leeds\n\nLamplighters of Leeds lit the gas lamps at dusk and put them out at dawn. A lamplighter earned wages of about nine shillings a week in 1860.';
    indexDocument(db, await extractDocument(Buffer.from(doc), 'lamplighters.md'), { source: 'sample', sampleName: 'lamplighters.md', url: 'https://lamps.example' }, '2026-01-01T00:00:00Z');
    const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
    const state = initialLoopState('What was a lamplighter\'s pay?', []);
    const first = runLoop(db, allowed, state);
    expect(first.newPassages).toBeGreaterThan(0);
    const second = runLoop(db, allowed, state);
    expect(second.newPassages).toBe(0);
    const third = runLoop(db, allowed, state);
    expect(third.searchedTerms).toContain('wages');
    expect(third.description).toMatch(/^looked for wages/);
    db.close();
  });
});
