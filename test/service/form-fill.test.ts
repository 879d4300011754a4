// Forms asked of a topic (src/service/form-fill.ts, used by chat.ts): the sentences a composition over the topic
// chooses come first, an opener pointing back only after what it follows, no sentence twice, n at most; a counted
// form asks the composition for that many; a choice's verdict ("Of the two, …") is grounded like any other. Table
// tests, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFilling, sentencesForForm, type FillLine } from '../../src/service/form-fill';
import { VERDICT_LEAD } from '../../src/service/chat';
import type { RunningService } from '../../src/service/server';
import { askChat, citationMarkers, createJob, startLibraryService, waitForJob } from './helpers';

const line = (text: string, citations = [1]): FillLine => ({ text, citations });
const back = (t: string): boolean => /^(?:it|this|that|they)\b/i.test(t);

describe('formFilling (pure)', () => {
  it.each<[string, FillLine[], FillLine[], number, string[]]>([
    ['the composition first', [line('Feed it daily.'), line('Use rye.')], [line('Hooch is alcohol.')], 1, ['Feed it daily.']],
    ['then the others', [line('Feed it daily.')], [line('Hooch is alcohol.'), line('Use rye.')], 2, ['Feed it daily.', 'Hooch is alcohol.']],
    ['an opener pointing back alone is passed over', [], [line('It means feeding more often.'), line('Feed it daily.')], 1, ['Feed it daily.']],
    ['an opener right after what it follows is kept', [line('Hooch is alcohol.'), line('It means feeding more often.')], [], 2, ['Hooch is alcohol.', 'It means feeding more often.']],
    ['no sentence twice (markers and case aside)', [line('Feed it daily [1].')], [line('feed it daily.'), line('Use rye.')], 3, ['Feed it daily [1].', 'Use rye.']],
    ['an uncited line is no point', [line('Quire found nothing.', [])], [line('Use rye.')], 2, ['Use rye.']],
    ['n at most', [line('A.'), line('B.'), line('C.')], [], 2, ['A.', 'B.']],
  ])('%s', (_name, composed, others, n, expected) => {
    expect(formFilling(composed, others, n, back).map((l) => l.text)).toEqual(expected);
  });
});

describe('sentencesForForm (pure)', () => {
  it.each<[{ sentences: number | null; bullets?: number | null }, number]>([
    [{ sentences: null }, 3],
    [{ sentences: 1 }, 3],
    [{ sentences: null, bullets: 2 }, 3],
    [{ sentences: null, bullets: 5 }, 5],
    [{ sentences: 6 }, 6],
    [{ sentences: null, bullets: null }, 3],
    [{ sentences: null, bullets: 40 }, 12],
  ])('%j → %i', (format, n) => {
    expect(sentencesForForm(format)).toBe(n);
  });
});

describe('VERDICT_LEAD', () => {
  it.each<[string, boolean]>([
    ['Your sources point to yes: ', true],
    ['On "Is it open?", your sources point to no: ', true],
    ['Of the two, your sources point to a heat pump: ', true],
    ['In short: ', false],
    ['Your sources do not say this outright; what they say: ', false],
  ])('%j is a verdict: %j', (prefix, verdict) => {
    expect(VERDICT_LEAD.test(prefix)).toBe(verdict);
  });
});

const DOCUMENTS: Record<string, string> = {
  'starter.md': `---
title: Keeping a sourdough starter
---
# Keeping a sourdough starter

A starter is a culture of wild yeasts and lactic acid bacteria in a paste of flour and water.

## Feeding

At room temperature, feed the starter once a day: discard all but 50 grams, then add 50 grams of flour and 50 grams of water. Rye flour makes a livelier starter than white flour.

## The grey liquid

A layer of grey liquid on top, called hooch, is alcohol made by hungry yeast. It means the starter needs feeding more often. Pour it off or stir it in.
`,
  'pump.txt': `AIR SOURCE HEAT PUMPS: A PLAIN GUIDE

An air source heat pump takes heat from the outside air and moves it into the house using electricity.

Heat pumps work best with low flow temperatures, around 35 to 45 degrees, compared with 70 degrees for a typical gas boiler.

A typical installation in a three-bedroom house costs £10,000 to £14,000. A yearly service typically costs £100 to £150.
`,
  'bridge.txt': `MILLBROOK FOOTBRIDGE - CLOSURE NOTICE

The Millbrook footbridge will close on 3 March 2025 for repairs because the timber deck has rotted.

The bridge is expected to reopen on 30 May 2025.

The works cost £412,000. The Active Travel Fund pays £250,000 of it.
`,
};

describe('forms asked of a topic, through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a one-sentence summary of a topic is the sentence a composition on it leads with, never an opener pointing back', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do I keep a sourdough starter healthy?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Summarise the feeding routine in one sentence.');
    expect(reply).toMatch(/once a day/);
    expect(reply).not.toMatch(/^It means/);
    expect(citationMarkers(reply).length).toBe(1);
  });

  it('a table of an amount the answer does not state takes the sources\' sentences that state it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When does the Millbrook footbridge reopen?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Put the costs in a table.');
    expect(reply).toMatch(/^\|/m);
    expect(reply).toMatch(/412,000/);
  });

  it('a choice no sentence decides is not given a verdict', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do air source heat pumps work?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Which one is cheaper to run, a heat pump or a gas boiler?');
    expect(reply).not.toMatch(/Of the two, your sources point to/);
  });
});
