// @vitest-environment node
// A follow-up read in the context of its research (src/service/chat-context.ts; issue #11 item 5): a word no
// source uses is not a refusal when it is an act, a manner or an amount word the sources state in other terms and
// the follow-up asks a kind of answer they hold; it is when it names a thing (or a kind of a thing) they never
// name. Table tests of the pure decisions, then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentKind, answerableInContext, answerTypeOf, carriesType, contextRanked, keyFactPicks, noteAnsweredBy, otherKindNamed, ranks, readFollowUp, type ContextCandidate } from '../../src/service/chat-context';
import { stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('the kind of answer a follow-up asks (answerTypeOf, carriesType)', () => {
  it.each([
    ['Who bought the old boat?', 'person'],
    ['And whom did she thank?', 'person'],
    ['When does the ferry stop running?', 'date'],
    ['By when must bids be in?', 'date'],
    ['Where is it kept now?', 'place'],
    ['Why did the trust sell it?', 'reason'],
    ['How come they sold it?', 'reason'],
    ['How many crossings a day?', 'count'],
    ['Does the trust make any money from it?', 'money'],
    ['What did the repairs cost?', 'money'],
    ['Is the slipway safe?', null],
  ] as const)('%j → %s', (question, type) => {
    expect(answerTypeOf(question)).toBe(type);
  });

  it.each([
    ['The hammer fell to a boatyard owner from Oban.', 'person', true],
    ['Her last skipper, Morag Dunn, retired.', 'person', true],
    ['The boat was painted blue.', 'person', false],
    ['The sale was held on 4 March 2025.', 'date', true],
    ['The sale was held on Friday.', 'date', true],
    ['It went for £41,000.', 'money', true],
    ['It went for a good price.', 'money', false],
    ['The trust sold it because the hull needed work.', 'reason', true],
  ] as const)('carriesType(%j, %s) = %j', (sentence, type, carries) => {
    expect(carriesType(sentence, type)).toBe(carries);
  });
});

describe('a word no source uses: another wording, or another thing (absentKind, ranks, otherKindNamed)', () => {
  it.each([
    ['purchasing', 'act'],
    ['ended', 'act'],
    ['signed', 'act'],
    ['money', 'amount'],
    ['cost', 'amount'],
    ['unhappy', 'manner'],
    ['tall', 'manner'],
    ['rabbits', 'thing'],
    ['owner', 'thing'],
    ['taxi', 'thing'],
    ['Yellowstone', 'thing'],
  ] as const)('absentKind(%j) = %s', (word, kind) => {
    expect(absentKind(word)).toBe(kind);
  });

  it.each([
    ['best', true],
    ['fewest', true],
    ['later', true],
    ['biggest', true],
    ['together', false],
    ['general', false],
    ['new', false],
  ] as const)('ranks(%j) = %j', (word, ranking) => {
    expect(ranks(word)).toBe(ranking);
  });

  const sourceStems = stemsOf('The old ferry was sold at the harbour auction. The ferry crossing takes ten minutes. The election of the harbour board is in May.');
  it.each([
    // a modifier no source uses before a noun they do use: a kind of it they never name
    ['What did the new ferry cost?', 'new ferry'],
    ['Who won the last general election?', 'general election'],
    // ranking words, and modifiers the research question itself uses, name no other kind
    ['Which was the fastest ferry crossing?', null],
    ['When was the old ferry sold?', null],
    ['Who bought the ferry?', null],
  ] as const)('otherKindNamed(%j) = %j', (question, named) => {
    expect(otherKindNamed(question, 'What happened to the old ferry?', sourceStems)).toBe(named);
  });

  it.each([
    // an act the sources say in other words, asked for a person: answerable in context
    ['Who ended up purchasing the ferry?', true],
    // an amount word: answerable, as that amount
    ['Does the harbour make any money from it?', true],
    // a thing no source names, or no kind of answer asked: not
    ['Who owns the rabbits on the pier?', false],
    ['Is the ferry along?', false],
  ] as const)('answerableInContext(%j) = %j', (question, answerable) => {
    const reading = readFollowUp(question, 'What happened to the old ferry?', sourceStems);
    expect(answerableInContext(reading, otherKindNamed(question, 'What happened to the old ferry?', sourceStems))).toBe(answerable);
  });
});

describe('which sentence answers a follow-up in context (contextRanked)', () => {
  const candidate = (text: string, before = '', after = '', title = 'Ferry news'): ContextCandidate => ({ text, before, after, heading: '', inAnswer: false, title });
  it('a person beside the evidence for the act asked ("sold" before, "buyer\'s" after) before a person with none, and one on another subject last', () => {
    const candidates = [
      candidate('Her last skipper, Morag Dunn, said she would miss the boat.', 'The old ferry carried passengers for 38 years.', ''),
      candidate('After three rounds of bids, the hammer fell to a boatyard owner from Oban.', 'The old ferry was sold at the harbour auction on Friday.', "The price includes the buyer's fee."),
      candidate('The pier cafe was sold to a baker from Tobermory.', '', '', 'Harbour notes'),
    ];
    const reading = readFollowUp('Who ended up buying the old ferry?', 'What happened to the old ferry?', stemsOf(candidates.map((c) => `${c.before} ${c.text} ${c.after}`).join(' ')));
    const ranked = contextRanked('Who ended up buying the old ferry?', reading, candidates).map((r) => r.candidate.text);
    expect(ranked[0]).toMatch(/boatyard owner from Oban/);
    // the sale of another thing, in a source whose title does not name the research's subject: never first
    expect(ranked.indexOf('The pier cafe was sold to a baker from Tobermory.')).not.toBe(0);
  });

  it('a sentence of another kind than asked is never chosen', () => {
    const candidates = [candidate('The old ferry was sold at the harbour auction on Friday.')];
    const reading = readFollowUp('Who bought the old ferry?', 'What happened to the old ferry?', stemsOf(candidates[0]?.text ?? ''));
    expect(contextRanked('Who bought the old ferry?', reading, candidates)).toEqual([]);
  });
});

describe('a note that a word is unused, where the lead says it in other terms (noteAnsweredBy)', () => {
  const note = (word: string): string => `None of your sources uses the word "${word}"; the answer below covers the rest of the question.`;
  it.each([
    [note('months'), 'No work may take place between 1 April and 31 May [1].', true],
    [note('fee'), 'A day permit costs £12 [1].', true],
    [note('months'), 'No work may take place while the birds nest [1].', false],
    [note('otters'), 'No work may take place between 1 April and 31 May [1].', false],
    ['Your sources discuss permits and birds; none of them uses the word "months".', 'No work may take place between 1 April and 31 May [1].', false],
  ])('%j over %j → %j', (text, lead, answered) => {
    expect(noteAnsweredBy(text, lead)).toBe(answered);
  });
});

describe('a summary or "more simply" keeps what the research asked (keyFactPicks)', () => {
  const answer = [
    'In short: The Elmstead choir is leaving the church hall because its roof is being replaced.',
    'The roof work starts in May and will take most of the summer.',
    'From June the choir will meet in the upstairs room of the Corn Exchange on Wednesdays.',
    'Rehearsals last two hours.',
    'It has sung in the hall since 1987.',
  ];
  it.each([
    // the other part of the question ("where will it meet") before a shorter sentence that answers nothing asked
    ['shortest', 2, [0, 2]],
    ['first', 2, [0, 2]],
    // then the rest: the shortest that stand alone, or the answer's order
    ['shortest', 3, [0, 2, 3]],
    ['first', 3, [0, 1, 2]],
  ] as const)('fill %s, %d sentences → %j', (fill, n, picks) => {
    expect(keyFactPicks(answer, n, 'Why is the Elmstead choir leaving the church hall, and where will it meet?', fill, (t) => !/^It\b/.test(t))).toEqual(picks);
  });

  it('with no research question, the lead and the fill alone', () => {
    expect(keyFactPicks(answer, 2, '', 'shortest')).toEqual([0, 3]);
    expect(keyFactPicks([], 2, 'Where?', 'first')).toEqual([]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'maid-of-corran.md':
    '# The old ferry Maid of Corran is sold\n\nThe old ferry Maid of Corran, retired last year, went under the hammer at the harbour auction on Friday. After three rounds of bids, she was knocked down to a boatyard owner from Oban. The price includes the buyer\'s fee.\n\nThe harbour trust will receive £41,000 from the sale, which goes to its slipway repair fund.\n\nThe Maid of Corran carried passengers across the narrows for 38 years. Her last skipper, Morag Dunn, said the old ferry had never missed a winter crossing.\n',
  'corran-timetable.md': '# Corran narrows crossing\n\nThe replacement ferry crosses the narrows every twenty minutes from 07:00. Cars pay £9.50 and foot passengers travel free.\n',
};

describe('follow-ups read with their research, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    job = await waitForJob(service, await createJob(service, { query: 'What happened to the old ferry Maid of Corran at the auction?', reasoning_loops: 1 }));
    expect(job.results.some((r) => /Maid of Corran/.test(r.title))).toBe(true);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who ended up purchasing her?": the sentence naming the buyer leads, not the sale without one', async () => {
    const reply = await askChat(service, job.id, 'Who ended up purchasing her?');
    expect(reply).not.toMatch(/not in these sources/);
    // (after a note naming any word no source uses; "she" after the sentence that says who she is)
    expect(reply.replace(/^None of your sources uses [^:]*: /, '')).toMatch(/^The old ferry Maid of Corran, retired last year, went under the hammer at the harbour auction on Friday \[\d\]\. After three rounds of bids, she was knocked down to a boatyard owner from Oban \[\d\]\.$/);
  });

  it('"Who ended up buying the ferry?": a word no source uses ("buying") said so, and the buyer named', async () => {
    const reply = await askChat(service, job.id, 'Who ended up buying the ferry?');
    expect(reply).toMatch(/^None of your sources uses the words? [^:]*"buying"[^:]*: /);
    expect(reply).toMatch(/she was knocked down to a boatyard owner from Oban \[\d\]/);
    expect(reply).not.toMatch(/Morag Dunn/);
  });

  it('"Does the trust get any money out of it?": the amount the trust receives', async () => {
    const reply = await askChat(service, job.id, 'Does the trust get any money out of it?');
    expect(reply).toMatch(/£41,000[^[]*\[\d\]/);
  });

  it('a kind of a thing the sources never name ("the new ferry") is not in them, though they name ferries', async () => {
    const reply = await askChat(service, job.id, 'How much did the new ferry cost to build?');
    expect(reply).toMatch(/^That is not in these sources: none of them speaks of a "new ferry"\./);
    expect(reply).not.toMatch(/\[\d\]/);
  });

  it('a thing no source names is not in them', async () => {
    const reply = await askChat(service, job.id, 'Who repainted her funnel?');
    expect(reply).toMatch(/^That is not in these sources/);
    expect(reply).not.toMatch(/\[\d\]/);
  });
});

describe('"more simply" and "in two sentences" keep the answer to each part of the research question, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'choir-news.md':
        '# Elmstead choir on the move\n\nThe Elmstead choir is leaving the church hall because its roof is being replaced. The roof work starts in May and will take most of the summer, and the scaffolding will close the side door. From June the choir will meet in the upstairs room of the Corn Exchange on Market Street on Wednesday evenings, by kind permission of the town council. Choir rehearsals last two hours. The choir has sung in the church hall since 1987. The church hall committee thanked the choir.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'Why is the Elmstead choir leaving the church hall, and where will it meet?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/Corn Exchange/);
  });
  afterAll(async () => {
    await service.close();
  });

  it.each(['Explain it more simply.', 'Sum that up in two sentences.'])('%j names where it will meet', async (message) => {
    const reply = await askChat(service, job.id, message);
    expect(reply).toMatch(/Corn Exchange[^[]*\[\d\]/);
    expect(reply).toMatch(/roof is being replaced/);
  });
});
