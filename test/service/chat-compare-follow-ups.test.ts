// Comparison follow-ups in chat (chat-intent.ts resolvePronouns, chat-swap.ts, chat.ts, comparison-gap.ts,
// figure-sides.ts, compared-quantity.ts): after "Is the Falcon lighter than the Kestrel?", "Is it cheaper than the
// Kestrel?" asks of the Falcon (the comparison's subject, not its whole predicate), is its own question (never the
// research question asked again of another row: "Is it cheaper than clay tiles?" is no "last longer" again), and a
// verdict resting on each side's figure is grounded though no point says "cheaper". Also "higher noise levels than"
// answers "more noise than". Table tests over the pure functions, then the real service's chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePronouns } from '../../src/service/chat-intent';
import { swappedQuestion } from '../../src/service/chat-swap';
import { amountComparative } from '../../src/service/compared-quantity';
import { comparedSubjectPhrase } from '../../src/service/comparison-gap';
import { comparisonQuestion, comparisonStated } from '../../src/service/comparison';
import { groundedByFigures } from '../../src/service/figure-sides';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('what "it" stands for after a comparison (comparedSubjectPhrase, resolvePronouns)', () => {
  it.each<[string, string | null]>([
    ['Is the Falcon lighter than the Kestrel?', 'the Falcon'],
    ['Does natural slate last longer than asphalt shingles?', 'natural slate'],
    // two groups under one verb: the agent
    ['Does caffeine affect teenagers more than adults?', 'caffeine'],
    ['How does caffeine keep you awake?', null],
  ])('%j → %j', (query, expected) => {
    expect(comparedSubjectPhrase(query)).toBe(expected);
  });
  it.each([
    ['Is it cheaper than the Kestrel?', 'Is the Falcon lighter than the Kestrel?', 'Is the Falcon cheaper than the Kestrel?'],
    ['Does it affect children more than adults?', 'Does caffeine affect teenagers more than adults?', 'Does caffeine affect children more than adults?'],
  ])('%j after %j → %j', (followUp, query, expected) => {
    expect(resolvePronouns(followUp, query)).toBe(expected);
  });
});

describe('a follow-up with a comparison of its own is no swap of the previous question (swappedQuestion)', () => {
  const rows = [
    [{ name: 'Material', value: 'Asphalt shingles' }, { name: 'Cost', value: '€30' }],
    [{ name: 'Material', value: 'Clay tiles' }, { name: 'Cost', value: '€70' }],
  ];
  it.each<[string, string | null]>([
    ['Is it cheaper than clay tiles?', null],
    ['And clay tiles?', 'Does natural slate last longer than Clay tiles?'],
    ['Longer than clay tiles?', 'Does natural slate last longer than Clay tiles?'],
  ])('%j → %j', (fragment, expected) => {
    expect(swappedQuestion(fragment, 'Does natural slate last longer than asphalt shingles?', rows)).toBe(expected);
  });
});

describe('a comparative of amount before the thing asked (amountComparative, comparisonStated)', () => {
  it.each<[string[], number]>([
    [['higher', 'noise', 'levels'], 1],
    [['lower', 'noise', 'levels'], -1],
    [['higher', 'wages'], 0],
  ])('%j → %i', (words, expected) => {
    expect(amountComparative(words, (w) => w === 'noise')).toBe(expected);
  });
  const q = comparisonQuestion('Are factory workers exposed to more noise than office staff?');
  it.each<[string, 'yes' | 'no' | 'other']>([
    ['Factory workers are exposed to higher noise levels than office staff.', 'yes'],
    ['Office staff are exposed to higher noise levels than factory workers.', 'no'],
    ['Factory workers earn higher wages than office staff.', 'other'],
  ])('%j → %s', (sentence, expected) => {
    expect(comparisonStated(sentence, q as NonNullable<typeof q>)).toBe(expected);
  });
  const apps = comparisonQuestion('Do women use sleep tracking apps more than men?');
  it.each<[string, 'yes' | 'no']>([
    // "more often than": a degree of the verb, as plain as "more than"
    ['Women open sleep tracking apps more often than men do.', 'yes'],
    ['Women open sleep tracking apps less often than men do.', 'no'],
  ])('%j → %s', (sentence, expected) => {
    expect(comparisonStated(sentence, apps as NonNullable<typeof apps>)).toBe(expected);
  });
});

describe('a verdict grounded on each side\'s figure (groundedByFigures)', () => {
  it.each<[string[], boolean]>([
    [['[The Falcon Tour] weighs 18 kg and sells for €2,900.', '[The Kestrel City] weighs 22 kg and sells for €2,400.'], true],
    [['[The Falcon Tour] weighs 18 kg and sells for €2,900.', 'The Kestrel City is a commuter e-bike.'], false],
  ])('%j → %s', (points, expected) => {
    expect(groundedByFigures('Is the Falcon cheaper than the Kestrel?', points)).toBe(expected);
  });
});

describe('comparison follow-ups through the service\'s chat (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'kestrel-review.md': '# Kestrel City review\n\nThe Kestrel City is a commuter e-bike with a 500 Wh battery. It weighs 22 kg and sells for €2,400.\n',
      'falcon-review.md': '# Falcon Tour review\n\nThe Falcon Tour is a touring e-bike with a 750 Wh battery. It weighs 18 kg and sells for €2,900.\n',
      'roofing.md': '# Roofing materials compared\n\n| Material | Cost per square metre | Lifespan (years) |\n|---|---|---|\n| Asphalt shingles | €30 | 20 |\n| Natural slate | €110 | 100 |\n| Clay tiles | €70 | 60 |\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Is it cheaper than the Kestrel?" after "Is the Falcon lighter than the Kestrel?": a no from the two prices', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is the Falcon lighter than the Kestrel?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'Is it cheaper than the Kestrel?');
    expect(reply).toMatch(/^Your sources point to no: .*€2,900.*€2,400/);
  });

  it('"Is it cheaper than clay tiles?" after "Does natural slate last longer than asphalt shingles?": the cost column, a no', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does natural slate last longer than asphalt shingles?', reasoning_loops: 2 }));
    expect(String(job.content)).toMatch(/point to yes: Lifespan \(years\): Natural slate 100 vs Asphalt shingles 20/);
    const reply = await askChat(service, job.id, 'Is it cheaper than clay tiles?');
    expect(reply).toMatch(/^Your sources point to no: Cost per square metre: Natural slate €110 vs Clay tiles €70/);
  });
});
