// A choice between two things ("Which lasts longer, natural slate or clay tiles?": choice-question.ts, compose.ts):
// read as the comparison of the first with the second, answered by the same reading, and its yes or no said as the
// thing chosen; anything else said as the comparison says it. Table tests over the pure functions, then compose()
// and the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceLeadIn, choiceQuestion } from '../../src/service/choice-question';
import { compose } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the comparison a choice asks (choiceQuestion)', () => {
  it.each<[string, string | null]>([
    ['Which lasts longer, natural slate or clay tiles?', 'Does natural slate last longer than clay tiles?'],
    ['Which is heavier, the Kestrel or the Falcon?', 'Is the Kestrel heavier than the Falcon?'],
    ['Which boils water faster, an electric kettle or a stovetop kettle?', 'Does an electric kettle boil water faster than a stovetop kettle?'],
    ['Which is more expensive, a Kestrel or a Falcon?', 'Is a Kestrel more expensive than a Falcon?'],
    ['Which costs less, the Kestrel or the Falcon?', 'Does the Kestrel cost less than the Falcon?'],
    // no comparative, or no pair: not a choice read here
    ['Which city is bigger, Paris or Rome?', null],
    ['Which is the capital, Paris or Rome?', null],
    ['Which of the kilns was built later than the others?', null],
  ])('%j → %j', (query, expected) => {
    expect(choiceQuestion(query)?.comparison ?? null).toBe(expected);
  });
  it('says the thing chosen for a yes or a no, nothing for another verdict', () => {
    const choice = choiceQuestion('Which lasts longer, natural slate or clay tiles?');
    if (!choice) throw new Error('a choice');
    expect(choiceLeadIn(choice, 'yes')).toBe('Of the two, your sources point to natural slate: ');
    expect(choiceLeadIn(choice, 'no')).toBe('Of the two, your sources point to clay tiles: ');
    expect(choiceLeadIn(choice, 'disagree')).toBeNull();
    expect(choiceLeadIn(choice, 'unstated')).toBeNull();
  });
});

describe('compose: the thing chosen leads, with the figures of both', () => {
  const documents = new Map([['k', { title: 'Kettles', url: 'https://k.example' }]]);
  const passages = [{ documentId: 'k', text: 'A stovetop kettle boils a litre of water in about 7 minutes on gas. An electric kettle boils a litre in about 3 minutes.' }];
  it.each([
    ['Which boils water faster, an electric kettle or a stovetop kettle?', /^Of the two, your sources point to an electric kettle: .*3 minutes/],
    ['Which boils water faster, a stovetop kettle or an electric kettle?', /^Of the two, your sources point to an electric kettle: /],
  ])('%j', (query, expected) => {
    expect(compose(query, passages, documents).content).toMatch(expected);
  });
});

describe('a choice through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'kestrel-review.md': '# Kestrel City review\n\nThe Kestrel City is a commuter e-bike with a 500 Wh battery. It weighs 22 kg and sells for €2,400.\n',
      'falcon-review.md': '# Falcon Tour review\n\nThe Falcon Tour is a touring e-bike with a 750 Wh battery. It weighs 18 kg and sells for €2,900.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Which is heavier, the Kestrel or the Falcon?": the Kestrel, from the weights of the two reviews', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which is heavier, the Kestrel or the Falcon?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^Of the two, your sources point to the Kestrel: .*22 kg.*\[\d\]\. .*18 kg.*\[\d\]\./);
  });
});
