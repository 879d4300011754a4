// A yes/no verdict rests only on a sentence that states what the question asks of its subject, beyond the
// documents' setting (src/service/verdict-ground.ts, verdict.ts decideVerdict): a sentence that merely names the
// subject or the setting ("The Brackwater ferry service runs boats across the firth…") gives no "yes"; a denial in
// the sentence next to it in its paragraph, or in a clause beside a neutral description, wins. Table tests over the
// pure functions on sentences written here, then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf, type Concept } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { claimVerb, decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { askedConcepts, commonWords, deniedBesideDescription, nameStems, namesAsked, neighbours, placeOf, settingConcepts, titleStatesClaim, type GroundDocument } from '../../src/service/verdict-ground';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

const concept = (term: string): Concept => ({ term, stem: stemsOf(term).values().next().value ?? term, soft: false });
const doc = (title: string, sentences: string[]): GroundDocument => ({ title: stemsOf(title), sentences: sentences.map((s) => stemsOf(s)) });

const FERRY = doc('Brackwater ferry: timetable and tickets', [
  'The Brackwater ferry crosses the firth every hour from seven in the morning.',
  'Bicycles travel free on the ferry.',
  'The ferry does not carry cars between November and March.',
  'Tickets for the ferry are sold on board.',
  'Dogs on leads are welcome on the open deck.',
]);

describe('the setting of the documents (settingConcepts)', () => {
  it.each<[string[], GroundDocument[], string[]]>([
    // in the title, or in half the sentences or more
    [['ferry', 'cars', 'winter'], [FERRY], ['ferry']],
    [['tickets', 'dogs'], [FERRY], ['tickets']],
    // a short document: only its title marks the setting
    [['kiln', 'glaze'], [doc('Firing a kiln', ['The glaze ran.', 'The glaze cracked.'])], ['kiln']],
    [['cars'], [FERRY], []],
  ])('%j → %j', (terms, documents, setting) => {
    expect(settingConcepts(terms.map(concept), documents).map((c) => c.term)).toEqual(setting);
  });
});

describe('the words a verdict must find stated (askedConcepts, nameStems)', () => {
  it.each<[string[], string[], string[]]>([
    [['ferry', 'carry', 'cars', 'winter'], [], ['carry', 'cars', 'winter']],
    // a name says which thing is meant, never what is claimed of it
    [['brackwater', 'cars'], ['brackwat'], ['cars']],
    // a light verb tells nothing apart; a general word ("dry") may be the very claim
    [['take', 'dry'], [], ['dry']],
  ])('%j (names %j) → %j', (terms, names, asked) => {
    expect(askedConcepts(terms.map(concept), [FERRY], new Set(names)).map((c) => c.term)).toEqual(asked);
  });

  it('takes the capitalised words after the first as names', () => {
    expect([...nameStems('Does the Brackwater ferry stop at Inchmurrin in winter?')]).toEqual(['brackwater', 'inchmurrin'].map(stem));
    expect(nameStems('Can I take my bike?').size).toBe(0);
  });

  it.each<[string, boolean]>([
    ['The ferry does not carry cars between November and March.', true],
    ['Vehicles are not carried in the colder months.', false],
    ['The Brackwater ferry crosses the firth every hour.', false],
  ])('%j names "cars" → %s', (sentence, named) => {
    expect(namesAsked([concept('cars')], stemsOf(sentence))).toBe(named);
  });
});

describe('names are not other words (commonWords, namesAsked with the text)', () => {
  it('drops the capitalised words after each sentence\'s first', () => {
    expect(commonWords('The Kelso Walking Association meets weekly. Members walk far.')).toBe('The meets weekly. Members walk far.');
  });
  it.each<[string, boolean]>([
    // "association" is a synonym of link, but here it is part of a name
    ['The service is run by the Kelso Deaf Association.', false],
    ['The sessions are held over a video link.', true],
  ])('%j names "link" → %s', (sentence, named) => {
    expect(namesAsked([concept('link')], stemsOf(sentence), sentence)).toBe(named);
  });
});

describe('a title that states the claim (titleStatesClaim, claimVerb)', () => {
  it.each<[string, string | null]>([
    ['Does tea in the evening disturb sleep?', 'disturb'],
    ['Can members borrow a ladder from the Kelso tool shed?', 'borrow'],
  ])('%j → verb %j', (query, verb) => {
    expect(claimVerb(query)).toBe(verb);
  });
  it.each<[string[], string, string | null, boolean]>([
    // the relation and half of the claim's words
    [['evening', 'disturb', 'sleep'], 'Late tea disrupts sleep', 'disturb', true],
    // setting words only: no relation named
    [['borrow', 'ladder', 'tool', 'shed'], 'Kelso tool shed: questions and answers', 'borrow', false],
    [['evening', 'disturb', 'sleep'], 'Late tea disrupts sleep', null, false],
  ])('%j in %j → %s', (claim, title, verb, states) => {
    expect(titleStatesClaim(claim.map(concept), stemsOf(title), verb)).toBe(states);
  });
});

describe('places and neighbours (placeOf, neighbours)', () => {
  it.each<[number | undefined, { paragraph: number; index: number } | null]>([
    [30_002, { paragraph: 3, index: 2 }],
    [4, { paragraph: 0, index: 4 }],
    [undefined, null],
  ])('%j → %j', (place, at) => {
    expect(placeOf(place)).toEqual(at);
  });

  it.each<[[string, number, number], [string, number, number], boolean]>([
    [['a', 1, 2], ['a', 1, 3], true],
    [['a', 1, 3], ['a', 1, 2], true],
    [['a', 1, 2], ['a', 2, 3], false],
    [['a', 1, 2], ['b', 1, 3], false],
    [['a', 1, 2], ['a', 1, 4], false],
  ])('%j beside %j → %s', ([d1, p1, i1], [d2, p2, i2], near) => {
    expect(neighbours({ unit: null, documentId: d1, paragraph: p1, index: i1 }, { unit: null, documentId: d2, paragraph: p2, index: i2 })).toBe(near);
  });
});

describe('a denial beside a neutral description (deniedBesideDescription)', () => {
  const kestrel = conceptsOf('Had the Sandmoor kestrel pair nested in the quarry before this spring?');
  it.each<[string, Concept[], boolean]>([
    // the clause naming the subject only describes it; the relative clause denies
    ['The surprise was a kestrel pair, birds that had not nested in the quarry in any earlier survey.', [concept('nest')], true],
    ['The surprise was a kestrel pair, birds that had never been seen at the site.', [], true],
    // the describing clause states the claim itself: its own reading stands
    ['Surveyors did not expect it, but the kestrel pair nested in the quarry.', [concept('nested')], false],
    // one clause only
    ['The kestrel pair was not ringed.', [], false],
  ])('%j → %s', (sentence, asked, denied) => {
    expect(deniedBesideDescription(sentence, asked, kestrel)).toBe(denied);
  });
});

describe('a verdict rests on a sentence stating the asked words (decideVerdict)', () => {
  const unit = (text: string, score: number, place: number, documentId = 'ferry'): VerdictUnit => ({ score, sentences: [text], documentId, stems: stemsOf(text), place });
  const titles = new Map([['ferry', 'Brackwater ferry: timetable and tickets']]);
  it.each<[string, [string, number, number][], 'yes' | 'no' | 'unstated', string]>([
    // a sentence naming only the setting gives no yes, though it scores best
    [
      'Does the Brackwater ferry take bicycles at night?',
      [
        ['The Brackwater ferry crosses the firth every hour from seven in the morning.', 5, 0],
        ['Tickets for the ferry are sold on board.', 3, 1],
        ['Dogs on leads are welcome on the open deck.', 1, 2],
        ['The ferry timetable is printed each spring.', 1, 3],
      ],
      'unstated',
      '',
    ],
    // a finding reported as not significant answers an effect question no, in the trial's own words
    [
      'Did the pilot scheme reduce delays on the Brackwater ferry?',
      [
        ['The Brackwater ferry crosses the firth every hour from seven in the morning.', 5, 0],
        ['Delays in the pilot fell from 9 to 8 minutes, a difference that was not statistically significant.', 3, 10_000],
        ['Tickets for the ferry are sold on board.', 1, 1],
      ],
      'no',
      'not statistically significant',
    ],
  ])('%j → %s', (query, texts, verdict, lead) => {
    const units = texts.map(([text, score, place]) => unit(text, score, place));
    const choice = decideVerdict(query, conceptsOf(query), units, units.slice(0, 2), 0, verdictOf, () => 0, [], titles);
    expect(choice.verdict).toBe(verdict);
    if (lead) expect(choice.lead.sentences.join(' ')).toContain(lead);
  });
});

describe('verdicts through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'harbour-ferry.md': [
        '# Brackwater harbour ferry',
        '',
        'The Brackwater harbour ferry runs small boats across the firth for foot passengers and cyclists, every day of the year.',
        '',
        'A night crossing leaves at eleven on Fridays and Saturdays. It does not take bicycles, because the deck lights are too dim to stow them safely.',
        '',
        'Tickets for the harbour ferry are sold on board, and children under five travel free.',
        '',
      ].join('\n'),
      'heron-survey.md': [
        '# Spring survey at Sandmoor quarry',
        '',
        'We walked the quarry rim at dawn and counted the birds on the cliffs and pools.',
        '',
        'Sand martins were back in the upper face, and two pairs of little ringed plover held territories on the gravel.',
        '',
        'The surprise was a grey heron pair, birds that had never been seen at the quarry in eleven years of surveys.',
        '',
        'We will walk the rim again in June.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  const ask = async (query: string): Promise<string> => (await waitForJob(service, await createJob(service, { query, reasoning_loops: 2 }))).content ?? '';

  it('says no where the next sentence denies what the describing one leaves open', async () => {
    const content = await ask('Can cyclists bring their bicycles on the Brackwater night crossing?');
    expect(content).toMatch(/point to no/);
    expect(content).toMatch(/does not take bicycles/);
  });

  it('reads a denial beside a description of the subject, in other words than the question', async () => {
    const content = await ask('Had grey herons been found at Sandmoor quarry before this survey?');
    expect(content).not.toMatch(/point to yes/);
    expect(content).toMatch(/never been seen/);
  });
});

describe('one answer with its exceptions is a qualified answer (decideVerdict)', () => {
  const heading = 'Can dogs come on board?';
  const unit = (text: string, score: number, place: number): VerdictUnit => ({ score, sentences: [text], documentId: 'ferry', stems: stemsOf(text), place, headingQuestion: heading });
  it('a no and a yes under the same question heading', () => {
    const units = [unit('Puppies under twelve weeks must not travel on the ferry, because the deck is too loud for them.', 5, 0), unit('Grown dogs travel free on the ferry if they are on a lead.', 3, 1)];
    const query = 'Can dogs travel on the Brackwater ferry?';
    const choice = decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], new Map([['ferry', 'Brackwater ferry: timetable and tickets']]));
    expect(choice.verdict).toBe('qualified');
    expect(choice.other?.sentences.join(' ')).toMatch(/must not travel/);
  });
});
