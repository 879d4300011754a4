// "Do the sources agree?" answered with a line that says whether they do (src/service/chat-compare.ts):
// each source's own verdict on a yes/no question, or the figure each states when the question asks for
// an amount, never agreement claimed where there is nothing to compare. Table tests of the pure pieces,
// then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementLine, amountValue, askedAmount, verdictOfAnswer } from '../../src/service/chat-compare';
import { chatIntent } from '../../src/service/chat-intent';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('whether the sources agree (pure)', () => {
  it.each([
    ['Your sources point to yes: The mill opens in May [1].', 'yes'],
    ['Your sources point to no: The mill is closed in May [1].', 'no'],
    ['On "does the mill open in May", your sources give a qualified answer: …', 'qualified'],
    ['Your sources do not say this outright; what they say: …', 'unstated'],
    ['In short: The mill opens in May [1].', null],
  ])('verdictOfAnswer(%j) = %j', (content, verdict) => {
    expect(verdictOfAnswer(content)).toBe(verdict);
  });

  it.each([
    ['38 passengers', 38],
    ['NOK 1,200', 1200],
    ['about forty years', 40],
    ['twenty-three volunteers', 23],
    ['no figure', Number.NaN],
  ])('amountValue(%j) = %j', (amount, value) => {
    expect(amountValue(amount)).toBe(value);
  });

  it.each([
    ['How many walkers finished the route?', 'The route opened at 08:15 and 212 walkers finished it.', 'count', '212 walkers'],
    ['How many walkers finished the route?', 'In all, 190 of the walkers finished.', 'count', '190 of the walkers'],
    ['How long is the route?', 'The route is 42 km long and opened at 08:15.', 'length', '42 km'],
  ] as const)('askedAmount(%j, %j)', (question, sentence, dimension, amount) => {
    expect(askedAmount(question, sentence, dimension)).toBe(amount);
  });

  it.each([
    ['Does the library open on Sundays?', [{ title: 'A', verdict: 'yes' }, { title: 'B', verdict: 'yes' }], /^On "Does the library open on Sundays", they agree: both point to yes\./],
    ['Does the library open on Sundays?', [{ title: 'A', verdict: 'yes' }, { title: 'B', verdict: 'no' }], /they do not agree: "A" points to yes; "B" points to no\./],
    ['Does the library open on Sundays?', [{ title: 'A', verdict: 'yes' }, { title: 'B', verdict: 'unstated' }], /only one source takes a side/],
    ['Does the library open on Sundays?', [{ title: 'A', verdict: 'no' }, { title: 'B', verdict: 'no' }, { title: 'C', verdict: 'unstated' }], /they agree: 2 of 3 point to no, the others do not say either way/],
    ['How many walkers finished?', [{ title: 'A', verdict: null, amount: '212 walkers', citation: 1 }, { title: 'B', verdict: null, amount: '190 walkers', citation: 2 }], /they give different figures: "A" says 212 walkers \[1\]; "B" says 190 walkers \[2\]\./],
    ['How many walkers finished?', [{ title: 'A', verdict: null, amount: '212 walkers', citation: 1 }, { title: 'B', verdict: null, amount: '212 walkers', citation: 2 }], /they agree on the figure/],
    ['What is the route like?', [{ title: 'A', verdict: null }, { title: 'B', verdict: null }], /^Quire cannot tell whether they agree on "What is the route like": it compares the sources' verdicts on a yes\/no question and the figures it can read for what is asked, and found neither to compare here\./],
  ] as const)('agreementLine(%j, …)', (question, sources, line) => {
    expect(agreementLine(question, [...sources])).toMatch(line);
  });

  it.each([
    ['Sum that up in one sentence.', { kind: 'summarise', sentences: 1 }],
    ['Can you boil it down for me?', { kind: 'summarise', sentences: 2 }],
    ['Give me the short version.', { kind: 'summarise', sentences: 2 }],
  ])('chatIntent(%j)', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

const DOCUMENTS: Record<string, string> = {
  'ardmore-library-hours.md': '# Ardmore library hours\n\nThe Ardmore library opens on Sundays from noon to four, staffed by volunteers from the Friends of Ardmore Library. On weekdays it opens from nine to six.\n',
  'ardmore-council-notice.md': '# Council notice: Ardmore library\n\nFrom January the Ardmore library no longer opens on Sundays, because the volunteer rota could not be filled. Weekday hours are unchanged.\n',
};

describe('answers over the real service: "Do the sources agree?" says whether they do', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('two sources that point opposite ways on a yes/no question: "they do not agree", each with its own sentence', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does the Ardmore library open on Sundays?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(2);
    const reply = await askChat(service, job.id, 'Do the sources agree?');
    expect(reply).toMatch(/^On "Does the Ardmore library open on Sundays", they do not agree: /);
    expect(reply).toMatch(/points to yes/);
    expect(reply).toMatch(/points to no/);
    expect(reply).toMatch(/noon to four[^[]*\[\d\]/);
    expect(reply).toMatch(/no longer opens on Sundays[^[]*\[\d\]/);
  });
});
