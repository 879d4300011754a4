// The thing asked, absent from a library that covers its topic (asked-absent.ts), and sources that differ on a figure of a
// year or of a quantity no subject names (sources-differ.ts, disagreement.ts `unnamed`): "How many apprenticeships has
// the ferry company created?" over documents on the ferry that never name apprenticeships is said plainly, nothing
// cited; two documents giving different tonnages for "the 2024 harvest", one dated only in its dateline, are said to
// disagree; "Do the bulletin and the co-op agree on how many tonnes were picked?" is answered no, both figures cited.
// Table tests over the pure functions, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentAskedWord, absentStatement, askedPhrase } from '../../src/service/asked-absent';
import { disagreeingPoint, type AmountPoint } from '../../src/service/disagreement';
import { documentYears } from '../../src/service/sources-differ';
import { namesSisterKind } from '../../src/service/figure-pair';
import { stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the noun phrase a question asks for (askedPhrase)', () => {
  it.each<[string, string[]]>([
    ['How many apprenticeships has the ferry company created?', ['apprenticeships']],
    // (an irregular form of a two-letter verb ends the phrase: "went" is a form of go, "did" of do)
    ["How many trees went in at Cotter's Field?", ['trees']],
    ['What nitrogen levels were found in the pond in May?', ['nitrogen', 'levels']],
    // (never after a copula, a verb after the what, a how-much, or a yes/no question but a be-question)
    ['What is the best bedding for guinea pigs?', []],
    ['What prompts salmon to start the run upriver?', []],
    ['How much water goes into the priming cup?', []],
    ['Can non-members book the dinghies?', []],
    ['Is night fishing allowed at Kelder lake?', ['night', 'fishing']],
    ['We live nearby. Which bakery supplies the café?', ['bakery']],
    ['How does the ferry cross the estuary?', []],
    ['What does a crossing cost?', []],
  ])('%s', (query, expected) => {
    expect(askedPhrase(query)).toEqual(expected);
  });
});

describe('the asked word no source uses (absentAskedWord)', () => {
  const sources = stemsOf('The ferry crosses the estuary every hour. A crossing costs £4. The company employs 40 crew and runs two boats.');
  it.each<[string, string[], string | null]>([
    // a counted thing no source names
    ['How many apprenticeships has the ferry company created?', ['apprenticeships'], 'apprenticeships'],
    // a substance asked after a what
    ['What diesel consumption does the ferry have?', ['diesel'], 'diesel'],
    // a word coverage found (in its own or other words) is not absent
    ['How many boats does the company run?', [], null],
    // a measure, a kind, a person or a body is answered without its word
    ['What size boat runs on the crossing?', ['size'], null],
    ['Which breed of dog may travel on the ferry?', ['breed'], null],
    ['How many staff work on the ferry?', ['staff'], null],
    ['Do ferrymen get free crossings?', ['ferrymen'], null],
    // a count of occasions is no thing
    ['How many times does the ferry cross?', ['times'], null],
    // a word the sources do use is never absent, whatever coverage says
    ['How many crew does the company employ?', ['crew'], null],
  ])('%s', (query, missing, expected) => {
    expect(absentAskedWord(query, missing, sources)).toBe(expected);
  });
  it('says it plainly, naming the phrase and quoting the question', () => {
    const said = absentStatement('What nitrogen levels were found in the pond in May?', 'nitrogen');
    expect(said).toMatch(/^Your sources do not say anything about nitrogen levels: none of them mentions nitrogen/);
    expect(said).toMatch(/"What nitrogen levels were found in the pond in May\?"/);
  });
});

describe('years a document names (documentYears)', () => {
  it('collects every year of each document, once', () => {
    const years = documentYears([
      { documentId: 'a', text: 'KELDER, 3 October 2024. Pickers brought in the crop.' },
      { documentId: 'a', text: 'The co-op was founded in 1998; in 2024 it had 60 members.' },
      { documentId: 'b', text: 'No year here, only 250 tonnes.' },
    ]);
    expect(years.get('a')).toEqual(['2024', '1998']);
    expect(years.has('b')).toBe(false);
  });
});

describe('figures of a quantity no subject names (disagreeingPoint unnamed)', () => {
  const point = (documentId: string, text: string): AmountPoint => ({ documentId, text, own: stemsOf(text), context: stemsOf(text) });
  const a = point('a', 'Pickers brought in 410 tonnes of apples.');
  const b = point('b', 'The co-op says 520 tonnes of apples were picked.');
  it('disagree only where the question asks whether the sources agree', () => {
    expect(disagreeingPoint(a, [b], 'weight', [], ['tonn', 'pick'])).toBeNull();
    expect(disagreeingPoint(a, [b], 'weight', [], ['tonn', 'pick'], undefined, undefined, true)?.point.documentId).toBe('b');
  });
});

describe('the verb a question ends on names no kind (namesSisterKind)', () => {
  it.each<[string, string, boolean]>([
    ['How much did the chapel roof repairs cost?', 'The final cost of the repairs was £410,000.', false],
    ['How much did the chapel roof repairs cost?', 'The tower roof cost £12,000 to mend.', true],
    ['How long is the Glenarn tunnel?', 'The shorter Carn tunnel is 600 metres long.', true],
  ])('%s / %s', (question, point, expected) => {
    expect(namesSisterKind(question, point)).toBe(expected);
  });
});

describe('the service says plainly what no source names, and where two sources differ', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'estuary-ferry.md': [
        '# Kelder estuary ferry',
        '',
        'The Kelder ferry company runs two boats across the estuary between Holt and Marsby.',
        '',
        'The ferry company was created in 1962 and carries about 300,000 passengers a year.',
        '',
        'A single crossing costs £4 for adults and £2 for children.',
        '',
        'The company plans to replace its older boat with an electric one in 2027.',
        '',
      ].join('\n'),
      'harvest-bulletin.html': [
        '<html><head><title>Record crop for valley orchards – Kelder Bulletin</title></head><body>',
        '<h1>Record crop for valley orchards</h1>',
        '<p>KELDER, 3 October 2024. Growers picked 410 tonnes of apples in the valley orchards this autumn.</p>',
        '<p>Dry weather in August kept scab away, growers said.</p>',
        '</body></html>',
      ].join('\n'),
      'chapel-news.md': ['# Chapel reopens – Kelder Courier', '', 'The chapel trustees said the roof repairs cost £340,000.', ''].join('\n'),
      'chapel-account.md': ['# Kelder chapel roof repairs: final account', '', 'The final cost of the repairs was £410,000, including £25,000 for the porch.', ''].join('\n'),
      'coop-report.md': [
        '# Valley Orchards Co-operative: 2024 harvest report',
        '',
        'Our members picked 520 tonnes of apples in the 2024 harvest, the most since the co-op began.',
        '',
        'The figure includes cider fruit collected from the ground, which the co-op weighs separately.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a counted thing no source names: said plainly, nothing cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many apprenticeships has the Kelder ferry company created?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/^Your sources do not say anything about apprenticeships/);
    expect(job.content ?? '').not.toMatch(/£4|300,000/);
    expect(job.results).toHaveLength(0);
  });

  it('a final cost and a reported one, the final one named by a noun before its figure: they disagree', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much did the Kelder chapel roof repairs cost?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/^Your sources disagree/);
    expect(job.content ?? '').toMatch(/£340,000/);
    expect(job.content ?? '').toMatch(/£410,000/);
  });

  it('two tonnages for the 2024 harvest, one dated only by its dateline: they disagree, both cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many tonnes of apples were picked in the valley orchards in 2024?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/^Your sources disagree/);
    expect(job.content ?? '').toMatch(/410 tonnes/);
    expect(job.content ?? '').toMatch(/520 tonnes/);
  });
});
