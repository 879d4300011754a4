// A yes/no question against a figure ("Did the roof repair cost less than £2,000?") is read on the figure of the
// quantity asked (the word the threshold binds to, "cost", that is not the documents' setting), never on another
// figure of the same document ("The appeal raised £3,400"); when a sentence gives several figures, the one nearest
// to that word; when no figure is named with it and the document's figures answer both ways, no verdict
// (threshold.ts thresholdReadings, quantityDistance; verdict.ts decideVerdict). Table tests on sentences written
// here, then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf, type Concept } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { quantityDistance, thresholdQuestion, thresholdReadings } from '../../src/service/threshold';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { createJob, startLibraryService, waitForJob } from './helpers';

const concept = (term: string): Concept => ({ term, stem: stemsOf(term).values().next().value ?? term, soft: false });

describe('every figure a sentence gives (thresholdReadings)', () => {
  const q = thresholdQuestion('Did the boathouse repair cost less than £5,000?');
  it.each<[string, number[]]>([
    ['The club raised £7,200 and the repair cost £4,100.', [7200, 4100]],
    ['The repair cost £4,100.', [4100]],
    ['The repair took nine weeks.', []],
  ])('%s → %j', (sentence, values) => {
    expect(q).not.toBeNull();
    if (!q) return;
    expect(thresholdReadings(sentence, q).map((r) => r.value)).toEqual(values);
  });
});

describe('how far a figure stands from the quantity asked (quantityDistance)', () => {
  it.each<[string, string, string[], 'nearest' | 'farther' | 'none']>([
    ['The club raised £7,200 and the repair cost £4,100.', '£4,100', ['cost'], 'nearest'],
    ['The club raised £7,200 and the repair cost £4,100.', '£7,200', ['cost'], 'farther'],
    ['The club raised £7,200 from its members.', '£7,200', ['cost'], 'none'],
    // a direct synonym names the quantity too (WordNet: price for cost)
    ['The final price was £4,100.', '£4,100', ['cost'], 'nearest'],
  ])('%s, %s', (sentence, figure, words, expected) => {
    const quantity = words.map(concept);
    const distance = quantityDistance(sentence, sentence.indexOf(figure), quantity);
    if (expected === 'none') expect(distance).toBe(Number.POSITIVE_INFINITY);
    else if (expected === 'nearest') expect(distance).toBeLessThanOrEqual(2);
    else expect(distance).toBeGreaterThan(2);
  });
});

describe('the figure of the quantity asked decides (decideVerdict)', () => {
  const unit = (text: string, score: number, documentId = 'boathouse'): VerdictUnit => ({ score, sentences: [text], documentId, stems: stemsOf(text) });
  const titles = new Map([
    ['boathouse', 'Repairing the Wyre rowing club boathouse'],
    ['paper', 'Wyre boathouse back in use'],
  ]);
  const query = 'Did the Wyre boathouse repair cost less than £5,000?';
  it.each<[string, [string, number, string?][], string, string]>([
    ['another figure of the same document scores higher: the cost decides', [['The Wyre rowing club boathouse appeal raised £7,200 from members and the town.', 6], ['In the end the repair cost £4,100.', 3]], 'yes', '£4,100'],
    ['two figures in one sentence: the one next to "cost"', [['The appeal raised £7,200, and the repair cost £4,100.', 5]], 'yes', '£4,100'],
    ['the cost over the threshold, a smaller grant beside it', [['A grant of £2,000 came from the council.', 6], ['The repair cost £6,300 in all.', 3]], 'no', '£6,300'],
    ['no figure named with the cost, two answering both ways: no verdict', [['The Wyre boathouse appeal raised £7,200.', 5], ['Members gave £900 of labour.', 3]], 'unstated', ''],
    ['the costs of two documents on either side: they disagree', [['The repair cost £4,100.', 5], ['The paper says the repair cost £5,600.', 3, 'paper']], 'disagree', '£4,100'],
  ])('%s', (_label, texts, verdict, lead) => {
    const units = texts.map(([text, score, id]) => unit(text, score, id));
    const choice = decideVerdict(query, conceptsOf(query), units, units.slice(0, 1), 0, verdictOf, () => 0, [], titles);
    expect(choice.verdict).toBe(verdict);
    if (lead) expect(choice.lead.sentences.join(' ')).toContain(lead);
  });
});

describe('the figure of the quantity asked through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'wyre-boathouse.md': [
        '# Repairing the Wyre rowing club boathouse',
        '',
        'The Wyre rowing club boathouse lost half its roof in the January gales. An appeal to members and the town raised £7,200 within a month.',
        '',
        'Work began in March. In the end the boathouse repair cost £4,100, and the rest of the appeal money went to a new launch trailer.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers on the cost, not on the sum raised', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Did the Wyre boathouse repair cost less than £5,000?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/point to yes/i);
    expect(content.split('\n')[0]).toMatch(/£4,100/);
  });
});
