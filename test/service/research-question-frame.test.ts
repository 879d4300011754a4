// Question words that frame a question, verb phrases and compounds (issue 11, set 7's class 1): a verb with
// its particle is no closed compound ("took away" is not "takeaway", join-structure.ts), and a two-word verb
// whose own synset lists only two-word verbs is read as the one word of its kind ("take away" → remove,
// wordnet-phrasal.txt). Table tests of the pure decisions, then answers over the real service on documents
// written for this file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCompounds, wordsWithCompounds } from '../../src/service/compounds';
import { conceptsOf } from '../../src/service/concepts';
import { isInflectedVerb, pairMayJoin, type WordClasses } from '../../src/service/join-structure';
import { phrasalVerbs } from '../../src/service/phrasal';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

// word classes of a handful of words, as WordNet's tagged uses give them
const VERBS: Record<string, number> = { took: 1, take: 1, taking: 1, takes: 1, look: 0.9, looked: 0.9, set: 0.66, stone: 0, life: 0, wall: 0.1, sales: 0, grass: 0 };
const MODIFIERS = new Set(['away', 'out', 'back', 'quick', 'nearest', 'dry']);
const CLASSES: WordClasses = {
  verbShare: (w) => VERBS[w] ?? 0,
  isModifier: (w) => MODIFIERS.has(w),
  lemma: (w) => ({ took: 'take', looked: 'look' })[w] ?? w,
};

describe('where two words may be one closed compound (table)', () => {
  it.each([
    ['took', true],
    ['taking', true],
    ['takes', true],
    ['looked', true],
    ['take', false],
    ['stone', false],
    ['sales', false],
    ['grass', false],
  ])('%s is an inflected verb: %s', (word, inflected) => {
    expect(isInflectedVerb(word, CLASSES)).toBe(inflected);
  });

  it.each([
    // [before, first, second, may join]
    ['who', 'took', 'away', false],
    ['they', 'taking', 'away', false],
    ['will', 'take', 'away', false],
    [undefined, 'take', 'away', false],
    ['the', 'take', 'away', true],
    ['nearest', 'take', 'away', true],
    ['a', 'look', 'out', true],
    ['they', 'looked', 'out', false],
    ['the', 'life', 'span', true],
    ['dry', 'stone', 'wall', true],
    [undefined, 'sales', 'tax', true],
  ])('before %s: "%s %s" may join: %s', (before, first, second, join) => {
    expect(pairMayJoin(before, first, second, CLASSES)).toBe(join);
  });

  it('a question keeps a verb and its particle apart, and still joins a noun compound', () => {
    const table = parseCompounds('j takeaway take away\nj lifespan life span\nj lookout look out\n');
    const join = (b: string | undefined, f: string, s: string): boolean => pairMayJoin(b, f, s, CLASSES);
    expect(wordsWithCompounds('Who took away the bell?', table, join)).toEqual(['who', 'took', 'away', 'the', 'bell']);
    expect(wordsWithCompounds('Where is the nearest take away?', table, join)).toEqual(['where', 'is', 'the', 'nearest', 'takeaway']);
    expect(wordsWithCompounds('What is the life span of a mole?', table, join)).toEqual(['what', 'is', 'the', 'lifespan', 'of', 'a', 'mole']);
  });
});

describe('two-word verbs read as one word (shipped tables)', () => {
  it('"took away" is read as remove, never as the noun takeaway', () => {
    expect(phrasalVerbs('Who took away the organ pipes?').map((p) => p.word)).toEqual(['remove']);
    const terms = conceptsOf('Who took away the organ pipes, and when?').map((c) => c.term);
    expect(terms).toContain('remove');
    expect(terms).not.toContain('takeaway');
  });
});

const DOCUMENTS: Record<string, string> = {
  'chapel.md': `# St Brannoc's Chapel Organ

The chapel's first organ was built in 1871 by a local joiner and had a single keyboard.

Its tin pipes were removed by the parish council in 1940 and sold for scrap to pay for a new roof. A second-hand organ from a closed chapel in Leeds replaced it in 1953.
`,
  'lanes.md': `# Green Lanes of the Parish

The green lanes are unsurfaced tracks between hedges, many of them older than the fields on either side.
`,
};

describe('answers over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-question-frame-');
    for (const [name, text] of Object.entries(DOCUMENTS)) fs.writeFileSync(path.join(dir, name), text);
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who took away …" is answered by the sentence that says they were removed, with no note on a "takeaway"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "Who took away the chapel organ's tin pipes, and when?", reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('removed by the parish council in 1940');
    expect(job.content).not.toMatch(/takeaway/i);
  });
});
