// The amount a question asks for is its focus (src/service/amount-focus.ts, focus.ts askedFocus, concepts.ts
// partCoverage): "How much does the museum spend on its traps?" is answered only where a sentence states a sum OF
// THE THING ASKED, and refused plainly otherwise (not answered with the setting because "museum" and "traps" are
// there); "How much does an adult ticket cost?" is answered by "Adult tickets … are £5" though no source writes
// "cost". A money word is read from WordNet (its noun or -ing noun is a kind of payment, cost, fee, money), not a
// hand list. A question asked inside a sentence about asking ("I was wondering what …") has its frame dropped
// (concepts.ts withoutAskingFrame). Table tests on wordings written for this file, then answers over the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountWordDimension, indirectAmountQuestion, moneyAsked, namesStem, statesAmountOf } from '../../src/service/amount-focus';
import { wordsInAdverbPhrases } from '../../src/service/adverbs';
import { compose } from '../../src/service/compose';
import { conceptsOf, withoutAskingFrame } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('amountWordDimension (table)', () => {
  it.each<[string, string | null]>([
    ['cost', 'money'],
    ['charged', 'money'],
    ['spend', 'money'],
    ['spent', 'money'],
    ['budget', null],
    ['frequency', null],
    ['fund', 'money'],
    ['toll', 'money'],
    ['subscription', 'money'],
    ['depth', 'length'],
    ['ticket', null],
    ['buy', null],
    ['take', null],
    ['fine', null],
    ['copy', null],
  ])('%s → %s', (word, expected) => {
    expect(amountWordDimension(word)).toBe(expected);
  });
});

describe('moneyAsked (table)', () => {
  it.each<[string, string | null]>([
    ['How much does the lido spend on heating every winter?', 'spend'],
    ['What would we be charged to hire the hall for an evening?', 'charged'],
    ['What do members pay to join?', 'pay'],
    ['I was wondering what a season pass costs.', 'costs'],
    ['How much do members pay a year?', 'pay'],
    ["What's the toll on the bridge?", 'toll'],
    ['How much money did the fair raise?', 'money'],
    ['What did the trustees decide about the fees?', null],
    ['What did the grant pay for?', null],
    ['What is paid for by the parish?', null],
    ['What did the volunteers spend their weekends doing?', null],
    ['How much time does the walk take?', null],
    ['What did they buy at the auction?', null],
  ])('%s → %s', (part, expected) => {
    expect(moneyAsked(part)).toBe(expected);
  });
});

describe('statesAmountOf (table)', () => {
  const ticket = namesStem(['ticket']);
  it.each<[string, boolean]>([
    ['Day tickets are £4.50 at the gate.', true],
    ['Children under five travel free on every ticket.', true],
    ['Tickets go on sale in May; the car park costs £3 for the day and is run by the district council beside the pier.', false],
    ['Tickets are sold at the kiosk.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(statesAmountOf(sentence, 'money', ticket)).toBe(expected);
  });
});

describe('withoutAskingFrame (table)', () => {
  it.each<[string, string]>([
    ['I was wondering what a season pass costs.', 'what a season pass costs.'],
    ['Could you tell me how long the bridge was closed?', 'how long the bridge was closed?'],
    ['Do you know whether dogs may come in?', 'whether dogs may come in?'],
    ["We'd like to find out when the mill was built.", 'when the mill was built.'],
    ['How do I know when the jam is set?', 'How do I know when the jam is set?'],
    ['Do swifts nest when it rains?', 'Do swifts nest when it rains?'],
  ])('%s → %s', (text, expected) => {
    expect(withoutAskingFrame(text)).toBe(expected);
  });
});

// variants written before the rule: 5/12 passed on main (answered when a sum of the thing is stated, refused with no
// citation when none is), 11/12 after; fresh after-variants at the end of the list
const FERRY = 'Adult tickets for the Tarrow ferry are £5 and children travel free. The ferry runs every twenty minutes from 7 am, and the crossing takes six minutes.';
const MUSEUM = 'The museum traps pests in its three stores with sticky blunder traps. The traps are checked monthly by the conservator, and the catches are logged in a spreadsheet. A copy of the trap log is sent to the county archive each year.';
const passages = [
  { documentId: 'ferry', text: FERRY },
  { documentId: 'museum', text: MUSEUM },
];
const documents = new Map([
  ['ferry', { title: 'The Tarrow ferry', url: 'https://example.org/ferry' }],
  ['museum', { title: 'Pest traps at the museum', url: 'https://example.org/museum' }],
]);

describe('a sum asked: answered from a sum of the thing, refused without one (compose)', () => {
  it.each<[string]>([
    ['How much does an adult ticket for the ferry cost?'],
    ['What do adults pay to cross on the ferry?'],
    ['I was wondering what an adult ticket on the ferry costs.'],
    ['How much would I be charged for an adult ticket on the ferry?'],
    ['What is the price of **adult tickets** for the ferry?'],
    // fresh after-variants
    ['Adults on the Tarrow ferry: how much do they pay?'],
  ])('answered: %s', (question) => {
    const c = compose(question, passages, documents, { maxSentences: 3 });
    expect(c.answered).toBe(true);
    expect(c.content).toMatch(/£5[^[]*\[\d\]/);
    expect(c.content).not.toMatch(/uses the words?/);
  });
  it.each<[string]>([
    ['How much does the museum spend on pest traps each year?'],
    ['What would I be charged for a copy of the trap log?'],
    ['What does the conservator earn?'],
    ['How much did the museum pay for its traps?'],
    ['What is the cost of checking the traps every month?'],
    ["What do the museum's traps cost to buy?"],
    // fresh after-variants
    ['Could you tell me how much the museum spends on its spreadsheet?'],
    ['What is the yearly budget for the traps?'],
    ['How much is the conservator paid per month?'],
  ])('refused, nothing cited: %s', (question) => {
    const c = compose(question, passages, documents, { maxSentences: 3 });
    expect(c.answered).toBe(false);
    expect(c.content).not.toMatch(/\[\d\]/);
  });
});

describe('indirectAmountQuestion (table): the sum asked, said back in a note', () => {
  it.each<[string, string | null]>([
    ['How much does a season pass cost at the lido?', 'how much a season pass costs at the lido'],
    ['What would we be charged to hire the hall?', 'what you would be charged to hire the hall'],
    ['How much do plot holders pay a year?', 'how much plot holders pay a year'],
    ['How much does the parish spend on the churchyard?', 'how much the parish spends on the churchyard'],
    ['How much did the roof cost?', null],
  ])('%s → %s', (part, expected) => {
    expect(indirectAmountQuestion(part)).toBe(expected);
  });
});

describe('a note on a sum no source states is true of the raw documents', () => {
  it('"How much does a lido locker cost in Hackney?" over a lido page and a cost elsewhere: the word "cost" is not said to be unused', () => {
    const c = compose('How much does a lido locker cost in Hackney?', [{ documentId: 'lido', text: 'The lido has lockers for valuables beside the changing rooms.' }, { documentId: 'bus', text: 'A bus ticket costs £2 in town.' }], new Map([['lido', { title: 'Lido', url: 'x' }], ['bus', { title: 'Bus', url: 'y' }]]), { maxSentences: 3 });
    expect(c.answered).toBe(false);
    expect(c.content).not.toMatch(/uses the words?[^.]*"cost"/);
    expect(c.content).toMatch(/how much a lido locker costs in Hackney/);
  });
});

describe('a sum asked is said only by a sum of the thing asked (compose)', () => {
  const boat = [{ documentId: 'boat', text: 'Boatbuilders replaced twelve hull plates and fitted a new electric motor over the winter. A return trip to the lock costs £9 for adults and £5 for children.' }];
  const titled = (id: string): Map<string, { title: string; url: string }> => new Map([[id, { title: id, url: 'x' }]]);
  it('"How much did the new motor cost?" is not answered by what a trip costs', () => {
    const c = compose('How much did the new motor cost?', boat, titled('boat'), { maxSentences: 3 });
    expect(c.answered).toBe(false);
    expect(c.content).not.toMatch(/£9/);
    expect(c.content).toMatch(/no amount for what is asked \("cost"\)/);
  });
  it('"What does a child pay for a return trip?" is answered (£5)', () => {
    const c = compose('What does a child pay for a return trip?', boat, titled('boat'), { maxSentences: 3 });
    expect(c.content).toMatch(/£5[^[]*\[\d\]/);
  });
});

describe('WordNet multi-word adverbs with abstract nouns name no topic (adverbs.ts wordsInAdverbPhrases, concepts.ts)', () => {
  it.each<[string, string[]]>([
    ['What did the crew do in the meantime?', ['in', 'the', 'meantime']],
    ['Is the mill open for the moment?', ['for', 'the', 'moment']],
    ['How many swimmers come each year?', ['each', 'year']],
    ['Is there dust in the air?', []],
    ['Can I pay on the spot?', []],
  ])('%s → %j', (text, expected) => {
    expect([...wordsInAdverbPhrases(text)].sort()).toEqual([...expected].sort());
  });
  it('"meantime" is soft (scores, never required); "crew" stays required', () => {
    const concepts = conceptsOf('What did the crew do in the meantime?');
    expect(concepts.find((c) => c.term === 'meantime')?.soft).toBe(true);
    expect(concepts.find((c) => c.term === 'crew')?.soft).toBe(false);
  });
});

const LIBRARY: Record<string, string> = {
  'lido.md': '# Brackley lido\n\nThe lido opens from May to September. A swim costs £3.20 for adults, and under-fives swim free. The pool is heated by solar panels on the changing-room roof.\n',
  'allotments.md': '# Allotments at Fenn Lane\n\nThe council lets 48 allotment plots at Fenn Lane. Plot holders keep a shed on each plot and share two water troughs. The waiting list is kept by the parish clerk.\n',
};

describe('answers over the real service: the sum asked', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIBRARY);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What do adults pay for a swim at the lido?" gives the £3.20, with no note that a word is missing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What do adults pay for a swim at the Brackley lido?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/£3\.20[^[]*\[1\]/);
    expect(job.content).not.toMatch(/None of your sources uses/);
  });

  it('"How much does the council spend on the Fenn Lane allotments?" cites nothing: no source states that sum', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does the council spend on the Fenn Lane allotments?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toEqual([]);
    expect(job.content).toMatch(/"spend"/);
  });
});
