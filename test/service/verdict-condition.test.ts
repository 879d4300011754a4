// A condition a source sets, read against the case a yes/no question asks about (verdict-condition.ts; verdict.ts
// 'condition' evidence): days ("closed on Mondays", "only on weekdays"), hours ("from 10am to 5pm"), a place restriction
// ("must stay in the United Kingdom", WordNet's part-of relations), an "only" scope ("Only club members may…"); and an
// FAQ heading asking the same in other words, matched by roles (faq-match.ts), with "Yes, but…" a qualified answer;
// measures against a weight or length limit (limits.ts). Table tests on sentences written here, then the real service
// over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, partCoverage, requiredConcepts, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { faqAnswerOf, headingAsksSame } from '../../src/service/faq-match';
import { askedNumbers, limitVerdict } from '../../src/service/limits';
import { conceptRoles } from '../../src/service/question-roles';
import type { RunningService } from '../../src/service/server';
import { suggestionAsQuestion } from '../../src/service/chat-yesno';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { stem } from '../../src/service/text';
import { askedDays, askedPlaces, askedTime, caseStemsReadAgainst, clockMinutes, clockSpoken, conditionVerdict, onlyScope, parsePlaces, placesReadAgainst, placeWithin, statedDays } from '../../src/service/verdict-condition';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('days asked and days stated (askedDays, statedDays)', () => {
  it('reads days, ranges, weekdays and weekends', () => {
    expect([...askedDays('Can I return the van on a Saturday?')]).toEqual([5]);
    expect([...askedDays('Is it open at the weekend?')].sort()).toEqual([5, 6]);
    expect([...(statedDays('The museum is open Tuesday to Sunday, from 10am to 5pm.')?.open ?? [])].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...(statedDays('It is closed on Mondays.')?.closed ?? [])]).toEqual([0]);
    expect(statedDays('Open every day except Christmas Day and Sundays.')?.closed.has(6)).toBe(true);
    expect(statedDays('The ferry sails twice an hour.')).toBeNull();
  });
});

describe('clock times (clockMinutes, askedTime)', () => {
  it.each<[string, number | null]>([
    ['6pm', 1080],
    ['9.30am', 570],
    ['18:00', 1080],
    ['noon', 720],
    ['12am', 0],
    ['7', null],
  ])('%s → %s', (text, minutes) => {
    expect(clockMinutes(text)).toBe(minutes);
  });
  it('reads the time a question asks about', () => {
    expect(askedTime('Can I visit the museum at 6pm?')).toBe(1080);
    expect(askedTime('Can I arrive after 8pm?')).toBe(1201);
    expect(askedTime('Can I visit the museum on Sunday?')).toBeNull();
  });
  it.each<[string, string]>([
    ['Can I hire a bike at 3 in the morning?', 'Can I hire a bike at 3am?'],
    ['Is it open at 8 in the evening?', 'Is it open at 8pm?'],
    ["Can we come at 4 o'clock in the afternoon?", 'Can we come at 4pm?'],
    ['Is the gate locked at 11 at night?', 'Is the gate locked at 11pm?'],
    ['Does the ferry run at 2 at night?', 'Does the ferry run at 2am?'],
    ['Is it open in the morning?', 'Is it open in the morning?'],
  ])('clockSpoken(%j) → %j', (query, expected) => {
    expect(clockSpoken(query)).toBe(expected);
  });
  it('a time said in words is read against a window: inside a closed one is a no, and its words are the case asked', () => {
    const rule = 'The scheme does not operate between 1 a.m. and 5 a.m., when the bikes are locked to their docks.';
    expect(conditionVerdict('Can I hire one of the bikes at 3 in the morning after a late shift?', rule)?.verdict).toBe('no');
    expect(conditionVerdict('Can I hire one of the bikes at 7 in the morning?', rule)).toBeNull();
    expect([...caseStemsReadAgainst('Can I hire a bike at 3 in the morning?', [rule])]).toContain(stem('morning'));
  });
});

describe('places (askedPlaces, placeWithin over a table written here)', () => {
  const table = parsePlaces(['# places', 'Scotland\tUnited Kingdom|UK|Britain|Europe', 'United Kingdom|UK|Britain\tEurope', 'Spain|Kingdom of Spain\tIberian Peninsula|Europe', 'Europe\t'].join('\n'));
  it.each<[string, string, boolean | null]>([
    ['Scotland', 'the United Kingdom', true],
    ['Spain', 'the United Kingdom', false],
    ['Britain', 'UK', true],
    ['Larchfield', 'the United Kingdom', null],
  ])('%s within %s → %s', (place, region, within) => {
    expect(placeWithin(place, region, table)).toBe(within);
  });
  it('reads a place asked against a restriction in the sources as the case asked (placesReadAgainst)', () => {
    expect([...placesReadAgainst('Can I take the van to Spain?', ['Vans must stay in the United Kingdom for the whole hire.'], table)]).toEqual(['spain']);
    expect([...placesReadAgainst('Can I take the van to Spain?', ['Vans are serviced every month.'], table)]).toEqual([]);
    expect([...placesReadAgainst('Can I take the van to Larchfield?', ['Vans must stay in the United Kingdom.'], table)]).toEqual([]);
  });
  it('reads the place a question asks about', () => {
    expect(askedPlaces('Can I take a Brackley hire van to Spain?')).toEqual(['Spain']);
    expect(askedPlaces('Can I drive it in the Scottish Highlands?')).toEqual(['the Scottish Highlands']);
  });
});

describe('the case a condition in the sources is read against is no word they must use (caseStemsReadAgainst, partCoverage)', () => {
  const HOURS = 'We are open Monday to Friday from 12 noon to 10pm, and at weekends from 9am to 8pm.';
  it('reads the day and time asked as the case where a sentence states days and hours', () => {
    expect([...caseStemsReadAgainst('Is Granite Peak open at 11pm on a Tuesday?', [HOURS])].sort()).toEqual(['11pm', 'tuesdai']);
    expect([...caseStemsReadAgainst('Is Granite Peak open at 11pm on a Tuesday?', ['Granite Peak has forty routes.'])]).toEqual([]);
  });
  it('answers a part whose only missing words are that case, or an age over an age limit', () => {
    const doc = (text: string): never => ({ documentId: 'a', text }) as never;
    expect(partCoverage('Is Granite Peak open at 11pm on a Tuesday?', 'yesno', [doc(`Granite Peak climbing centre. ${HOURS}`)]).answerable).toBe(true);
    expect(partCoverage('Can a 15-year-old sign up for Cyclo bike share?', 'yesno', [doc('Cyclo city bike share. Riders must be 16 or older to sign up.')]).answerable).toBe(true);
    expect(partCoverage('Is Granite Peak open at 11pm on a Tuesday?', 'yesno', [doc('Granite Peak climbing centre has forty routes.')]).answerable).toBe(false);
  });
});

describe('who or what an "only" allows (onlyScope)', () => {
  it.each<[string, string[] | null]>([
    ["Only club members may book the club's dinghies.", ['members']],
    ['Pencils are the only writing tools allowed near the manuscripts.', ['pencils']],
    ['The car park is reserved for residents only.', ['residents']],
    ['Members can book a dinghy for three hours.', null],
  ])('%s → %j', (sentence, scope) => {
    expect(onlyScope(sentence)).toEqual(scope);
  });
});

describe('a condition read against the case asked (conditionVerdict)', () => {
  const HIRE = 'Vans must stay in the United Kingdom for the whole hire period and may not be taken on ferries.';
  const HOURS = 'Vans are collected and returned only on weekdays, between 8am and 6pm.';
  const MUSEUM = 'The museum is open Tuesday to Sunday, from 10am to 5pm.';
  const BOOK = "Only club members may book the club's dinghies for private practice.";
  it.each<[string, string, string | null]>([
    ['Can I take a Brackley hire van to Spain?', HIRE, 'no'],
    ['Can I take a Brackley hire van to Scotland?', HIRE, 'yes'],
    ['Can I return the van on a Saturday?', HOURS, 'no'],
    ['Can I return the van on a Tuesday?', HOURS, 'yes'],
    ['Can I collect the van at 9am?', HOURS, 'yes'],
    ['Can I collect the van at 7pm?', HOURS, 'no'],
    ['Is the museum open on Mondays?', MUSEUM, 'no'],
    ['Is the museum open on Mondays?', 'It is closed on Mondays.', 'no'],
    ['Can I visit the museum at 6pm?', MUSEUM, 'no'],
    ['Is the museum open at the weekend?', MUSEUM, 'yes'],
    ['Can I go to the allotment at 6am?', 'The gates are unlocked from 7am until dusk every day of the year.', 'no'],
    // an open end: inside it says nothing of when it closes
    ['Can I go to the allotment at 8pm?', 'The gates are unlocked from 7am until dusk every day of the year.', null],
    ['Can non-members book a dinghy?', BOOK, 'no'],
    ['Can guests book a dinghy?', BOOK, 'no'],
    ['Can members book a dinghy?', BOOK, 'yes'],
    ['Can I book a dinghy?', BOOK, 'qualified'],
    ['Can I use a pen near the manuscripts?', 'Pencils are the only writing tools allowed near the manuscripts.', 'no'],
    // no condition on the case asked
    ['Can I return the van on a Saturday?', 'Late returns are charged at £40 per hour.', null],
    ['Can I take the van to Spain?', 'The maximum load is 1,200 kg.', null],
  ])('%s | %s → %s', (query, sentence, verdict) => {
    expect(conditionVerdict(query, sentence)?.verdict ?? null).toBe(verdict);
  });
});

describe('measures against a weight or length limit (limits.ts)', () => {
  it.each<[string, string, string | null]>([
    ['Can I send a 25 kg parcel as a standard parcel?', 'Standard parcels may weigh up to 20 kg and be no longer than 1.5 metres.', 'no'],
    ['Can I send a 12 kg parcel as a standard parcel?', 'Standard parcels may weigh up to 20 kg and be no longer than 1.5 metres.', 'yes'],
    ['Can a Brackley van carry 1,500 kg?', 'The maximum load is 1,200 kg, including passengers.', 'no'],
    ['Can I put up a greenhouse 4 metres long?', 'Greenhouses may not be larger than 2.5 metres by 3 metres.', 'no'],
    ['Can I check in a bag of 25 kilos?', 'Bags over 23 kg are not accepted.', 'no'],
    ['Can I check in a bag of 25 kg?', 'Bags of 20 kg or less are accepted.', 'no'],
    ['Can a 15-year-old sign up for Cyclo bike share?', 'Riders must be 16 or older to register.', 'no'],
    ['Can a 17-year-old run the marathon?', 'Entrants must be 18 or over on race day.', 'no'],
    ['Can a 19-year-old run the marathon?', 'Entrants must be 18 or over on race day.', null],
    // another dimension: no limit on what is asked
    ['Can I send a 25 kg parcel?', 'Parcels may be no longer than 1.5 metres.', null],
  ])('%s | %s → %s', (query, sentence, verdict) => {
    expect(limitVerdict(query, sentence)).toBe(verdict);
  });
  it('reads an age said with when ("turns seven in June") and a month there as the story', () => {
    const query = 'My son turns seven in June. Can he join the junior sailing course?';
    expect(askedNumbers(query)).toEqual([expect.objectContaining({ value: 7, of: 'age' })]);
    const required = requiredConcepts(conceptsOf(query));
    expect(conceptRoles(query, required).get('june')).toBe('context');
  });
});

describe('an FAQ heading asking the same in other words (headingAsksSame, faqAnswerOf)', () => {
  const setting = stemsOf('Larchfield Allotments: questions from new plot holders');
  it.each<[string, string, boolean]>([
    ['Am I allowed to bring my dog to the allotments?', 'Are dogs welcome on site?', true],
    ['Am I allowed to sell my dog at the allotments?', 'Are dogs welcome on site?', false],
    ['Can I put up a shed?', 'Can I put up a greenhouse?', false],
    ['Do I need a permit to park?', 'Are dogs welcome on site?', false],
  ])('%s | %s → %s', (query, heading, same) => {
    expect(headingAsksSame(query, heading, setting)).toBe(same);
  });
  it.each<[string, 'yes' | 'no', string]>([
    ['Yes, but they must be kept on a short lead.', 'yes', 'qualified'],
    ['No, unless you hold a permit.', 'no', 'qualified'],
    ['Yes. Dogs are welcome.', 'yes', 'yes'],
    ['No.', 'no', 'no'],
  ])('%s → %s', (opening, answer, verdict) => {
    expect(faqAnswerOf(opening, answer)).toBe(verdict);
  });
});

describe('the verdict decided on a condition (decideVerdict)', () => {
  const unit = (text: string, score: number, documentId = 'hire', extra: Partial<VerdictUnit> = {}): VerdictUnit => ({ score, sentences: [text], documentId, stems: stemsOf(text), ...extra });
  const titles = new Map([
    ['hire', 'Brackley Van Hire terms and conditions'],
    ['faq', 'Larchfield Allotments: questions from new plot holders'],
  ]);
  it.each<[string, VerdictUnit[], string, string]>([
    ['Can I return the van on a Saturday?', [unit('Vans must stay in the United Kingdom for the whole hire period.', 5), unit('Vans are collected and returned only on weekdays, between 8am and 6pm.', 4)], 'no', 'condition'],
    ['Can I take a Brackley van to Spain?', [unit('Vans must stay in the United Kingdom for the whole hire period.', 5)], 'no', 'condition'],
    // a general yes beside a limit the case falls outside: the no stands
    ['Can I send a 25 kg parcel as a standard parcel?', [unit('Standard parcels can be sent from any post office.', 5, 'post'), unit('Standard parcels may weigh up to 20 kg.', 4, 'post')], 'no', 'limit'],
    ['Am I allowed to bring my dog to the allotments?', [unit('Bring your own drinking water from home.', 3, 'faq'), unit('Yes, but they must be kept on a short lead at all times.', 0, 'faq', { headingQuestion: 'Are dogs welcome on site?', headingAnswer: 'yes' })], 'qualified', 'faq'],
  ])('%s', (query, units, verdict, decidedBy) => {
    const choice = decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
    expect(choice.verdict).toBe(verdict);
    expect(choice.decidedBy).toBe(decidedBy);
  });
  it('reads "Nobody …" as a no', () => {
    expect(verdictOf('Nobody drinks it straight from the tank.', conceptsOf('Can I drink rainwater straight from the tank?'))).toBe('no');
  });
  it('reads "So can I …?" in chat as the question it is', () => {
    expect(suggestionAsQuestion('So can I drink it straight from the tank?')).toBe('Can I drink it straight from the tank?');
  });
});

describe('conditions through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'brackley-van-hire.md': [
        '# Brackley Van Hire terms and conditions',
        '',
        'Vans must stay in the United Kingdom for the whole hire period and may not be taken on ferries.',
        '',
        'Drivers must be at least 23 years old and have held a full licence for two years. The maximum load is 1,200 kg, including passengers.',
        '',
        'Vans are collected and returned only on weekdays, between 8am and 6pm. Late returns are charged at £40 per hour.',
        '',
        'The key safe at the yard does not open between 11 p.m. and 6 a.m., when the yard is alarmed.',
        '',
      ].join('\n'),
      'ferrymead-juniors.md': ['# Ferrymead Sailing Club junior programme', '', 'The junior sailing course is open to children from age eight. Sessions run on Saturday mornings from April to September.', '', "Only club members may book the club's dinghies for private practice.", ''].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it.each<[string, RegExp]>([
    ['Can I take a Brackley hire van to Spain?', /^Your sources point to no: Vans must stay in the United Kingdom/m],
    ['Can I return the Brackley van on a Saturday?', /^Your sources point to no: Vans are collected and returned only on weekdays/m],
    ['Can a Brackley van carry 1,500 kg?', /^Your sources point to no: The maximum load is 1,200 kg/m],
    ['Could I pick up the key from the Brackley key safe at 2 in the morning?', /^Your sources point to no: The key safe at the yard does not open between 11 p\.m\. and 6 a\.m\./m],
    ['My son turns seven in June. Can he join the Ferrymead junior sailing course?', /^Your sources point to no: The junior sailing course is open to children from age eight/m],
  ])('%s', async (query, lead) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(lead);
  });

  it('gives the same verdict to a chat follow-up', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does the Ferrymead junior sailing programme offer?', reasoning_loops: 2 }));
    const reply = await askChat(service, job.id, 'Can non-members book the dinghies?');
    expect(reply).toMatch(/point to no: Only club members may book/);
  });
});
