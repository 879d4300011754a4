// Leads that give what a who- or money question ASKS (src/service/ask-kind.ts; answer-shape.ts answerShape, amountAsked,
// shapeFit 'who', periodAsked/statesPeriod; compose.ts openerDangling for "These days …"): the person, named in any
// relation, in a sentence on what is asked rather than on its setting; the sum for a noun of money ("rent", "fares",
// "tuition", "the monthly charge"), for the period asked. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedCore, askedHead, asksMoneyByNoun, isMoneyNoun, parseMoneyNouns, personAnswers, personsNotAsked } from '../../src/service/ask-kind';
import { amountAsked, answerShape, asksNumberToCall, givesTelephoneNumber, periodAsked, shapeFit, statesPeriod } from '../../src/service/answer-shape';
import { openerDangling } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { researchLead, startLibraryService } from './helpers';

describe('what a question asks (pure)', () => {
  it.each([
    ["What's the weekly charge for a locker?", 'charge'],
    ['How much is the rent on a market stall?', 'rent'],
    ['How much are bus fares into town for a pensioner?', 'fares'],
    ['I was wondering what the tuition for the pottery course comes to.', 'tuition'],
    ['What deposit does the hall ask for?', 'deposit'],
    ['What is the length of the pier?', 'length'],
    ['Which of the two mills is older?', null],
    ['Why did the mill close?', null],
  ])('askedHead(%j) = %j', (query, head) => {
    expect(askedHead(query)).toBe(head);
  });

  it.each([
    ["What's the weekly charge for a locker?", true],
    ['How much is the rent on a market stall?', true],
    ['How much are bus fares into town for a pensioner?', true],
    ['I was wondering what the tuition for the pottery course comes to.', true],
    ['What is the annual subscription to the choir?', true],
    // a permitted amount of something else, not money; a length
    ['What is the hand-luggage allowance on the ferry?', false],
    ['What is the length of the pier?', false],
    ['What is the name of the ferry?', false],
  ])('asksMoneyByNoun(%j) = %s', (query, money) => {
    expect(asksMoneyByNoun(query)).toBe(money);
  });

  it('money nouns come from WordNet (the shipped list) and the amount words; plurals by their singular', () => {
    expect(parseMoneyNouns('# comment\n$ rent\n$ tuition\n')).toEqual(new Set(['rent', 'tuition']));
    expect(isMoneyNoun('rents')).toBe(true);
    expect(isMoneyNoun('fees')).toBe(true);
    expect(isMoneyNoun('charge')).toBe(true);
    expect(isMoneyNoun('harbour')).toBe(false);
  });

  it('a money noun asks for an amount of money', () => {
    expect(answerShape("What's the weekly charge for a locker?")).toBe('amount');
    expect(answerShape('I would like to know who repaired the organ.')).toBe('who');
    // a plural time noun asks the same of several days, months or hours
    expect(answerShape('which days is the new post office open?')).toBe('when');
    expect(answerShape('What months does the ferry run?')).toBe('when');
    expect(answerShape('what hours can members get in?')).toBe('when');
    expect(answerShape('Which daisies grow here?')).toBe(null);
  });
  it.each([
    ['what number do I ring to book dial-a-ride?', true],
    ['What number does my mum ring to get signed up?', true],
    ["what's the phone number for the office?", true],
    ['What number of visitors came in 2024?', false],
    ['How many people ring the bells?', false],
  ])('asksNumberToCall(%j) = %s', (query, asks) => {
    expect(asksNumberToCall(query)).toBe(asks);
  });
  it.each([
    ['Phone the booking line on 01632 960 442, Monday to Friday between 9am and 1pm.', true],
    ['Register once, by phone (01632 960 471) or in the app.', true],
    ['Call +44 20 7946 0000 for help.', true],
    ['The hall holds 1,200 people and opened in 1998.', false],
    ['A ticket costs £12 and the film starts at 19:30.', false],
  ])('givesTelephoneNumber(%j) = %s', (text, gives) => {
    expect(givesTelephoneNumber(text)).toBe(gives);
  });
  it.each([
    ['which days is the new post office open?', 'It opens on Tuesdays and Thursdays from 10am to 2pm.', 2],
    ['which days is the new post office open?', 'The counter opened on 3 March 2025.', 0],
    ['which days is the new post office open?', 'A counter opened last Tuesday in the back room of the pub.', 0],
    ['what days does the minibus run?', 'It runs on weekdays only.', 2],
    ['what hours can members get in?', 'Members have keys from 7am to 10pm.', 2],
    ['what hours can members get in?', 'The space opened in March 2024.', 0],
    ['What day is the fair?', 'The fair is on 14 June.', 2],
  ])('%j: shapeFit(when, %j) = %s (days of the week for "which days", clock times for "what hours")', (query, text, fit) => {
    expect(shapeFit('when', text, query)).toBe(fit);
  });
  it('a question asking the number to call is led by a telephone number, never by an amount', () => {
    const q = 'what number do I ring to book, and how far ahead do I have to do it?';
    expect(shapeFit('amount', 'Phone the booking line on 01632 960 442.', q)).toBe(2);
    expect(shapeFit('amount', 'You can book up to 14 days ahead.', q)).toBe(0);
    expect(amountAsked('How much is the rent on a market stall?').dimensions).toContain('money');
    // a sum answers; a sentence that only uses the word does not give the amount asked for
    expect(shapeFit('amount', 'Stalls cost £22 a day on Saturdays.', 'How much is the rent on a market stall?')).toBeGreaterThan(shapeFit('amount', 'The rent is reviewed every two years by the market committee.', 'How much is the rent on a market stall?'));
  });

  it.each([
    ['What is the monthly fee for a allotment?', 'month'],
    ['How much is a room per night?', 'night'],
    ['What does the annual licence cost?', 'year'],
    ['How much is the hire of a canoe?', null],
  ])('periodAsked(%j) = %j', (query, period) => {
    expect(periodAsked(query)).toBe(period);
  });

  it.each([
    ['Rooms are €80 a night in summer.', 'night', true],
    ['Lockers are $12/week.', 'week', true],
    ['Membership is billed monthly.', 'month', true],
    ['A locker costs $12 for the season.', 'week', false],
  ])('statesPeriod(%j, %j) = %s', (text, period, gives) => {
    expect(statesPeriod(text, period)).toBe(gives);
  });

  it.each([
    ['I learned to bind books under Hamza Okonjo, who still runs the bindery.', 'Who taught the narrator bookbinding?', ['Hamza Okonjo']],
    ['The crane was driven by an old docker called Petra Lindqvist.', 'Who drove the crane?', ['Petra Lindqvist']],
    ['When Ada Moss left, the shop went to her nephew, Tobias Fenn, who had worked the till for years.', 'Who got the shop after Ada Moss left?', ['Tobias Fenn']],
    // places and things are no people: a last word that is a word of its own, a place word first
    ['Barges still use the Wenmarsh Canal and the Corran Dock.', 'Who uses the canal?', []],
    ['The ferry stops at Port Ellen and at North Uist.', 'Who runs the ferry?', []],
    // a name the question gives is not the answer
    ['When Ada Moss left, the shop closed for a month.', 'Who got the shop after Ada Moss left?', []],
  ])('personsNotAsked(%j, %j)', (text, query, persons) => {
    expect(personsNotAsked(text, query)).toEqual(persons);
  });

  it.each([
    ["Who cast the new bell for St Bride's Church?", ['cast', 'new', 'bell']],
    ['Who is the printer that the poet was apprenticed to?', ['printer', 'poet', 'apprent']],
    ['Who took over the bakery ovens after the war?', ['bakeri', 'oven']],
  ])('askedCore(%j) = %j (the setting and light verbs left out)', (query, core) => {
    expect(askedCore(query)).toEqual(core);
  });

  it('a person answers only in a sentence on what is asked, not on the setting', () => {
    const query = "Who cast the new bell for St Bride's Church?";
    expect(personAnswers('The bell was cast in Loughborough by Grace Whitlow, the foundry master.', query)).toBe(true);
    expect(personAnswers("Verger Owen Pryce, who has served St Bride's Church for twenty years, rang the old one.", query)).toBe(false);
    // a clause of which the person is not the subject says what others did: the winner is no judge
    expect(personAnswers('First prize for marrows went to Colm Tierney, whose entry the judges measured twice.', 'Who did the judging at the show?')).toBe(false);
    expect(personAnswers('The marrows were judged this year by Ines Carvalho, a retired grower.', 'Who did the judging at the show?')).toBe(true);
  });

  it('"These days …" and "This year …" point at the time of writing, not at a sentence before', () => {
    expect(openerDangling('These days Nia Rowe keeps the records, with two volunteers.')).toBe(false);
    expect(openerDangling('This year the fair moved to the green.')).toBe(false);
    expect(openerDangling('These days they keep the records.')).toBe(true);
    expect(openerDangling('These records are kept by volunteers.')).toBe(true);
  });
});

const DOCUMENTS: Record<string, string> = {
  'bindery-journal.txt': `Bindery journal

I came to the bindery on Mill Lane three winters ago. I learned to sew and case books under Hamza Okonjo, who has bound books in this town since 1989, and he still checks every spine I glue. The full course of training takes two years, and most of the first term is spent folding sections and cutting boards.

Leather for the covers comes from a tannery in Northampton, and the bindery keeps about forty skins in stock.
`,
  'market-hall.md': `---
title: Market hall: stallholders' guide
url: https://example.org/market-hall
---

# Market hall: stallholders' guide

**How is the rent set?** The rent for each stall is reviewed every two years by the market committee, and rent is collected on the first Monday of the month.

**What does a stall cost?** A standard stall is £22 a day or £95 a week; a corner stall is £30 a day.

These days Nia Rowe runs the market hall, with help from two volunteers who unlock the doors at six.
`,
};

describe('answers over the real service lead with the person or the sum asked', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const ask = (query: string): Promise<string> => researchLead(service, query);

  it('a who-question leads with the person named in a first-person sentence', async () => {
    expect(await ask('Who taught the journal writer bookbinding?')).toContain('Hamza Okonjo');
  });

  it('a who-question leads with the person whatever verb the source names them with', async () => {
    expect(await ask('Who is in charge of the market hall now?')).toContain('Nia Rowe');
  });

  it('a question on the rent leads with the sum, not with the sentence that uses the word', async () => {
    const first = await ask("What's the weekly rent on a standard stall at the market hall?");
    expect(first).toContain('£95 a week');
  });
});
