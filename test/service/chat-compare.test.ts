// "Do the sources agree?" answered with a line that says whether they do (src/service/chat-compare.ts):
// each source's own verdict on a yes/no question, or the figure each states when the question asks for
// an amount, never agreement claimed where there is nothing to compare. Table tests of the pure pieces,
// then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementLine, askedAmount, figureSentence, figuresDiffer, verdictOfAnswer } from '../../src/service/chat-compare';
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

  // two figures differ as disagreement.ts reads them (its amountValue and amountsDisagree: the first number alone
  // was chat-compare's own twin, gone): units, ranges and a tenth's tolerance; counts of the asked thing by value
  it.each([
    ['38 passengers', '52 passengers', 'count', 'different'],
    ['12 copies', 'nine recorded examples', 'count', 'different'],
    // within a tenth: a round figure and a precise one are close, not the same
    ['38 passengers', '41 passengers', 'count', 'different'],
    ['about 40 passengers', '41 passengers', 'count', 'close'],
    ['about 60 years', '58 years', 'time', 'close'],
    ['25 to 35 years', '30 years', 'time', 'close'],
    ['2 km', '2,000 metres', 'length', 'same'],
    ['3 km', '5 miles', 'length', 'different'],
    ['NOK 1,200', 'NOK 1,150', 'money', 'close'],
    // another currency cannot be compared without a rate
    ['NOK 1,200', '€1,200', 'money', null],
    ['no figure', '12 copies', 'count', null],
  ] as const)('figuresDiffer(%j, %j, %s) = %j', (a, b, dimension, differ) => {
    expect(figuresDiffer(a, b, dimension)).toBe(differ);
  });

  // every sentence of a source is read for the figure, the one naming most of the question's words chosen
  it.each([
    [
      'How many lifeboats does the Skerne station have?',
      ['The Skerne station was opened in 1871 by 24 fishermen.', 'Today the station keeps two lifeboats, an all-weather boat and an inshore boat.', 'Its crew of 30 volunteers answered 41 calls last year.'],
      'count',
      'two lifeboats',
    ],
    // the question's own words first; the research's words (here "Skerne", "station") only break ties
    [
      'How many boats does it keep?',
      ['Its crew of 30 volunteers answered 41 calls last year.', 'The Skerne station keeps two boats at the foot of its slipway.'],
      'count',
      'two boats',
    ],
    ['How long is the slipway?', ['The station opened in 1871.', 'The slipway is 73 metres long and was rebuilt in 2009.'], 'length', '73 metres'],
    // a source's only sum is its figure for the cost, though it names none of the question's words; not so a count
    ['What about the cost?', ['The station opened in 1871.', 'The trust says the £450,000 slipway project cannot wait.'], 'money', '£450,000'],
    ['How many boats are there?', ['The trust says 40 volunteers cannot wait.'], 'count', null],
    ['How many lifeboats does the Skerne station have?', ['The weather was fine on the open day.'], 'count', null],
  ] as const)('figureSentence(%j, …) reads %j', (question, sentences, dimension, amount) => {
    expect(figureSentence(question, [...sentences], dimension, 'What does the Skerne lifeboat station do?')?.amount ?? null).toBe(amount);
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
    ['How many walkers finished?', [{ title: 'A', verdict: null, amount: '212 walkers', citation: 1 }, { title: 'B', verdict: null, amount: '180 finishers', citation: 2 }], /they seem to give different figures, though each counts by another word \(walkers, finishers\): "A" says 212 walkers \[1\]; "B" says 180 finishers \[2\]\./],
    ['How many walkers finished?', [{ title: 'A', verdict: null, amount: '212 walkers', citation: 1 }, { title: 'B', verdict: null, amount: 'about 200 walkers', citation: 2 }], /their figures differ by less than a tenth \(one of them round or approximate\): "A" says 212 walkers \[1\]; "B" says about 200 walkers \[2\]\./],
    ['What is the route like?', [{ title: 'A', verdict: null }, { title: 'B', verdict: null }], /^Quire cannot tell whether they agree on "What is the route like": it compares the sources' verdicts on a yes\/no question and the figures it can read for what is asked, and found neither to compare here\./],
  ] as const)('agreementLine(%j, …)', (question, sources, line) => {
    expect(agreementLine(question, [...sources])).toMatch(line);
  });

  it.each([
    ['Sum that up in one sentence.', { kind: 'summarise', sentences: 1 }],
    ['Can you boil it down for me?', { kind: 'summarise', sentences: 2 }],
    // three words between the verb and its particle are still the instruction
    ['Boil the whole thing down, please.', { kind: 'summarise', sentences: 2 }],
    ['Sum all of this up for me.', { kind: 'summarise', sentences: 2 }],
    ['Give me the short version.', { kind: 'summarise', sentences: 2 }],
  ])('chatIntent(%j)', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

const DOCUMENTS: Record<string, string> = {
  'ardmore-library-hours.md': '# Ardmore library hours\n\nThe Ardmore library opens on Sundays from noon to four, staffed by volunteers from the Friends of Ardmore Library. On weekdays it opens from nine to six.\n',
  'ardmore-council-notice.md': '# Council notice: Ardmore library\n\nFrom January the Ardmore library no longer opens on Sundays, because the volunteer rota could not be filled. Weekday hours are unchanged.\n',
};

const FIGURES: Record<string, string> = {
  'harlow-bells-guide.md': '# The bells of St Cuthbert, Harlow\n\nThe tower of St Cuthbert in Harlow was finished in 1702. According to the county guide, the tower holds eight bells, the oldest cast in 1640. Visitors may climb the tower on the first Saturday of each month.\n',
  'harlow-ringers-page.md': '# Harlow ringers\n\nThe Harlow band rings the bells of St Cuthbert every Sunday and practises on Tuesday evenings. It has 14 members and welcomes learners. Since the two trebles were added in 1998, the band rings all ten bells for Sunday service. New ringers are taught on a simulator in the ringing room.\n',
};

describe('answers over the real service: two sources that give different figures say so, both cited', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(FIGURES);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Do the sources agree on how many …?" reads every sentence of each source: the two figures, and that they differ', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many bells does St Cuthbert in Harlow have, and who rings them?', reasoning_loops: 1 }));
    expect(job.results).toHaveLength(2);
    const guide = job.results.find((r) => /bells of St Cuthbert/.test(r.title))?.citation_index ?? 0;
    const ringers = job.results.find((r) => /ringers/i.test(r.title))?.citation_index ?? 0;
    const reply = await askChat(service, job.id, 'Do the sources agree on how many bells there are?');
    expect(reply).toMatch(/^On "how many bells there are", they give different figures: /);
    expect(reply).toContain(`says eight bells [${guide}]`);
    expect(reply).toContain(`says ten bells [${ringers}]`);
    // each source's line is the sentence its figure comes from, cited
    expect(reply).toMatch(new RegExp(`the band rings all ten bells for Sunday service \\[${ringers}\\]`));
    expect(reply).toMatch(new RegExp(`the tower holds eight bells, the oldest cast in 1640 \\[${guide}\\]`));
  });

  it('a source with no sentence on what is compared is said so by Quire, never cited as if the source said "nothing"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many bells does St Cuthbert in Harlow have, and who rings them?', reasoning_loops: 1 }));
    const ringers = job.results.find((r) => /ringers/i.test(r.title));
    const reply = await askChat(service, job.id, 'Do the sources agree on who cast the oldest bell?');
    expect(reply).not.toMatch(/nothing on this \[\d\]/);
    expect(ringers).toBeDefined();
    expect(reply).toContain(`- "${ringers?.title ?? ''}" [${ringers?.citation_index ?? 0}]: Quire found no sentence on this in it.`);
  });
});

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
