// A comparison over a table column of levels rather than figures (table-compare.ts scaleLevel): "Does Jacob wool felt
// faster than Romney?" over a "Felting speed" column of "Very fast / Fast / Medium / Slow" is read on the quality's
// own scale, its word and its WordNet antonym with a word of degree. Every table here is written for this test
// (variants table: 0/9 on main -> 7/9, misses: "busy"/"quiet" are no WordNet antonyms, "more slowly" is not read as
// a comparison; fresh after-variants 4/4, main 0/4), then the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonQuestion } from '../../src/service/comparison';
import type { RunningService } from '../../src/service/server';
import { compareRows, scaleLevel } from '../../src/service/table-compare';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe("a cell's place on the quality's own scale (scaleLevel)", () => {
  it.each<[string, string, number | null]>([
    ['Very fast', 'fast', 2],
    ['Fast', 'fast', 1],
    ['Medium', 'fast', 0],
    ['Slow', 'fast', -1],
    ['Very slow', 'fast', -2],
    ['Easy', 'hard', -1],
    ['Poor', 'good', -1],
    ['Hats, bags', 'fast', null],
    ['Fast in summer only, slow otherwise', 'fast', null],
  ])('%s for %s → %s', (value, quality, level) => {
    expect(scaleLevel(value, quality)).toBe(level);
  });
});

describe('a comparison across rows of levels (compareRows; variants table)', () => {
  const table = (column: string, rows: [string, string][]) => rows.map(([name, value]) => [{ name: 'Name', value: name }, { name: column, value }, { name: 'Notes', value: 'see text' }]);
  it.each<[string, string, [string, string][], string]>([
    ['Does Jacob wool felt faster than Romney?', 'Felting speed', [['Jacob', 'Medium'], ['Romney', 'Slow'], ['Merino', 'Very fast']], 'yes'],
    ['Is the *Alder* trail harder than the Beech trail?', 'Difficulty', [['Alder trail', 'Very hard'], ['Beech trail', 'Easy'], ['Cedar trail', 'Hard']], 'yes'],
    ['Do Bramley apples keep longer than Gala?', 'Storage life', [['Bramley', 'Long'], ['Gala', 'Short'], ['Cox', 'Medium']], 'yes'],
    ['Are Kestrel boots warmer than Merlin boots?', 'Warmth', [['Kestrel boots', 'Very warm'], ['Merlin boots', 'Warm'], ['Hobby boots', 'Cold']], 'yes'],
    ['Is pine softer than oak?', 'Hardness', [['Pine', 'Soft'], ['Oak', 'Hard'], ['Ash', 'Hard']], 'yes'],
    ['Is the Luna tent lighter than the Sol tent?', 'Weight', [['Luna tent', 'Very light'], ['Sol tent', 'Light'], ['Terra tent', 'Heavy']], 'yes'],
    // several middle levels ("Medium" is also a level of the generic low/high scale): the quality's own scale is read
    ['Does Herdwick wool felt faster than Shetland wool?', 'Felting speed', [['Herdwick', 'Slow'], ['Shetland', 'Fast'], ['Jacob', 'Medium'], ['Romney', 'Medium'], ['Merino', 'Very fast']], 'no'],
    // written after the rule
    ['Is Oakridge school bigger than Elm Park school?', 'Size', [['Oakridge school', 'Large'], ['Elm Park school', 'Small'], ['Hill school', 'Medium']], 'yes'],
    ['Are *Daisy* hens noisier than Bluebell hens?', 'Noise', [['Daisy hens', 'Quiet'], ['Bluebell hens', 'Noisy'], ['Rose hens', 'Very noisy']], 'no'],
    ['Is the red paint glossier than the blue paint?', 'Finish', [['Red paint', 'Very glossy'], ['Blue paint', 'Glossy'], ['Green paint', 'Matt']], 'yes'],
    ['Does the Swift kettle boil quicker than the Dart kettle?', 'Boiling', [['Swift kettle', 'Slow'], ['Dart kettle', 'Quick'], ['Arrow kettle', 'Very quick']], 'no'],
  ])('%s → %s', (query, column, rows, verdict) => {
    const q = comparisonQuestion(query);
    expect(q).not.toBeNull();
    expect(q ? compareRows(table(column, rows), q, query)?.verdict : null).toBe(verdict);
  });
});

describe('levels compared through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'kelby-walks.md': [
        '# Walks from Kelby station',
        '',
        'The table gives each walk its length and how hard the going is underfoot.',
        '',
        '| Walk | Length (km) | Difficulty | Best season |',
        '|---|---|---|---|',
        '| Mill Race loop | 5 | Easy | All year |',
        '| Hangman Ridge | 14 | Very hard | Summer |',
        '| Otter Pool path | 8 | Medium | Spring |',
        '| Quarry Top | 11 | Hard | Autumn |',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers from the two rows of the Difficulty column', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is the Mill Race loop harder than Quarry Top?', reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(/^Your sources point to no: Difficulty: Mill Race loop Easy vs Quarry Top Hard/m);
  });
});
