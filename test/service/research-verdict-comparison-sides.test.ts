// A comparison's verdict read in general (src/service/verdict.ts, comparison.ts): it rests only on a
// sentence that names the side asked about (or sets the other side against something with "than")
// and speaks to the comparison (a comparative, "than", "unlike", or the quality compared in its own
// word), never on a sentence that merely names the other side (a superlative there ranks both, so "The biggest
// kiln, Hestia, holds…" answers no to "Is Wren bigger than Hestia?") or describes the subject by the quality's opposite. A bare
// comparative said of one side ("Hestia fires cooler") is read for its side and direction. And a which/who
// question with a comparative ("Which of the kilns was built later than the others?") asks for the
// item, not a yes or no (concepts.ts questionKind). Table tests over the pure functions on sentences
// written here, then compose() and the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { bareComparativeStated, comparisonQuestion, namesSide, speaksToComparison } from '../../src/service/comparison';
import { questionKind } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

const KILNS = [
  'The pottery at Brandmoor fires its work in three kilns.',
  'The biggest kiln, Hestia, holds four hundred pots.',
  'The kilns are fired with wood from the estate.',
  'Hestia was built in 1911 and the small kiln, Wren, in 1964.',
].join(' ');

describe('which/who questions with a comparative ask for an item (questionKind)', () => {
  it.each([
    ['Which of the kilns was built later than the others?', 'what'],
    ['Who threw more pots than the apprentice?', 'what'],
    // a choice between two named things still compares, and yes/no comparisons stay comparisons
    ['Which is better, wood or gas firing?', 'comparison'],
    ['Is the Wren kiln bigger than Hestia?', 'comparison'],
    // what tells two things apart asks for each one's defining sentences, as "How does X differ from Y?" does: no yes or no
    ['What is the difference between stoneware and earthenware?', 'what'],
    ['Is there a difference between stoneware and earthenware?', 'comparison'],
  ])('%j → %s', (query, kind) => {
    expect(questionKind(query)).toBe(kind);
  });
});

describe('a side of a comparison named (namesSide)', () => {
  it.each<[string, string[], boolean]>([
    ['The small kiln, Wren, was built in 1964.', ['wren'], true],
    ['The biggest kiln, Hestia, holds four hundred pots.', ['wren'], false],
    // a side of two words: half of them, and not only its last (the kind word alone names any of its kind)
    ['The salt glaze kiln is fired monthly.', ['salt', 'kiln'], true],
    ['The kiln is fired monthly.', ['salt', 'kiln'], false],
    ['Anything at all.', [], false],
  ])('%j names %j: %s', (sentence, side, expected) => {
    expect(namesSide(sentence, side)).toBe(expected);
  });
});

describe('a sentence that speaks to the comparison asked (speaksToComparison)', () => {
  const bigger = comparisonQuestion('Is the Wren kiln bigger than Hestia?');
  const resistant = comparisonQuestion('Are salt glazes more acid resistant than lead glazes?');
  it('reads the questions written here', () => {
    expect(bigger?.quality).toBe('big');
    expect(resistant).not.toBeNull();
  });
  it.each<[string, boolean]>([
    ['Wren holds fewer pots than Hestia.', true],
    ['Unlike Hestia, Wren is fired with gas.', true],
    ['Wren is larger, and holds six hundred pots.', true],
    ['The biggest kiln, Hestia, holds four hundred pots.', true],
    // the quality's opposite alone describes one kiln; it compares nothing
    ['The small kiln, Wren, was built in 1964.', false],
    ['The kilns are fired with wood from the estate.', false],
  ])('for "bigger": %j → %s', (sentence, expected) => {
    expect(speaksToComparison(sentence, bigger as NonNullable<typeof bigger>)).toBe(expected);
  });
  it.each<[string, boolean]>([
    // the quality compared, in its own word, speaks to it (a table row: "acid resistance high")
    ['Salt glaze: acid resistance high; colour range narrow.', true],
    ['Salt glazes are popular with studio potters.', false],
  ])('for "more acid resistant": %j → %s', (sentence, expected) => {
    expect(speaksToComparison(sentence, resistant as NonNullable<typeof resistant>)).toBe(expected);
  });
});

describe('a bare comparative said of one side (bareComparativeStated)', () => {
  const q = comparisonQuestion('Is the Wren kiln hotter than Hestia?');
  it('reads the question written here', () => {
    expect(q).toMatchObject({ subject: ['wren', 'kiln'], other: ['hestia'], quality: 'hot' });
  });
  it.each<[string, 'yes' | 'no' | 'qualified' | null]>([
    // of the other side, the opposite quality: the subject is the hotter one
    ['Hestia fires cooler, because its flue draws less air.', 'yes'],
    ['The Wren kiln fires hotter on a dry day.', 'yes'],
    ['Hestia fires hotter, because its firebox is larger.', 'no'],
    ['The Wren kiln does not fire hotter in winter.', 'no'],
    ['The Wren kiln may fire hotter with seasoned oak.', 'qualified'],
    // no comparative of the quality, a superlative, a change over time, both sides or a "than": not read here
    ['Hestia is the hottest of the three kilns.', null],
    ['The Wren kiln grew hotter over the afternoon.', null],
    ['The Wren kiln is newer, and Hestia fires cooler.', null],
    ['The Wren kiln is hotter than the bread oven.', null],
    ['The Wren kiln is newer.', null],
  ])('%j → %s', (sentence, expected) => {
    expect(bareComparativeStated(sentence, q as NonNullable<typeof q>)).toBe(expected);
  });
});

describe('a comparison answered only by a sentence on the other side, or on one side by its opposite (compose)', () => {
  const documents = new Map([['kilns', { title: 'The pottery kilns of Brandmoor', url: 'https://kilns.example' }]]);
  const passages = [{ documentId: 'kilns', text: KILNS }];
  // (session 14: a superlative ranks both kilns, "The biggest kiln, Hestia" among the three of which Wren is one, so
  // it answers no (comparison.ts superlativeStated); before, no verdict was given. Still never a yes.)
  it('"Is Wren bigger than Hestia?" gets no yes from "the small kiln, Wren", and a no from "The biggest kiln, Hestia"', () => {
    const content = compose('Is the Wren kiln bigger than Hestia?', passages, documents).content;
    expect(content).not.toMatch(/point to yes/);
    expect(content).toMatch(/^Your sources point to no: The biggest kiln, Hestia/);
  });
  it('"Which of the kilns was built later than the others?" gets no yes/no lead-in', () => {
    const content = compose('Which of the kilns was built later than the others?', passages, documents).content;
    expect(content).not.toMatch(/your sources (?:point to|do not say this outright|disagree|give a qualified)/i);
    expect(content).toMatch(/1964/);
  });
  it('a sentence that compares them still decides', () => {
    const withComparison = [{ documentId: 'kilns', text: `${KILNS} Wren is much smaller than Hestia.` }];
    expect(compose('Is the Wren kiln bigger than Hestia?', withComparison, documents).content).toMatch(/^Your sources point to no: /);
  });
});

describe('comparisons through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('no verdict resting on the other side alone, and an item question without a verdict', async () => {
    expect((await upload(service, 'brandmoor-kilns.md', `# The pottery kilns of Brandmoor\n\n${KILNS}\n`, 'text/markdown')).status).toBe(200);
    const comparison = await waitForJob(service, await createJob(service, { query: 'Is the Wren kiln bigger than Hestia?', reasoning_loops: 2 }));
    expect(comparison.status).toBe('completed');
    expect(String(comparison.content)).not.toMatch(/point to yes/);
    expect(String(comparison.content)).toMatch(/point to no: The biggest kiln, Hestia/);
    const which = await waitForJob(service, await createJob(service, { query: 'Which of the kilns was built later than the others?', reasoning_loops: 2 }));
    expect(which.status).toBe('completed');
    expect(String(which.content)).not.toMatch(/point to (?:yes|no)/);
  });
});
