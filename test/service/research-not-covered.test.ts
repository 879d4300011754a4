// The thing asked, in other words or not at all (asked-absent.ts permissionAct, amount-unstated.ts measuredNoun and
// withoutRates, concepts.ts kin words, follow-up-words.ts troponym bridges): "Can I hire a bike?" over trail pages
// that never speak of hiring, "Is there parking?" over a notice whose "Safe ways to watch" is no parking, "How long
// do X live?" over a page whose only time is a rate ("70 million insects a year") are said plainly, nothing cited;
// "What does that include?" is answered where the source says what the price "covers". Table tests over the pure
// functions, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentAskedWord, askedPhrase, permissionAct } from '../../src/service/asked-absent';
import { measuredNoun, withoutRates } from '../../src/service/amount-unstated';
import { conceptsOf, mentionedInOtherWords, stemsOf } from '../../src/service/concepts';
import { bridgeTable, waysTable, wordSpan } from '../../src/service/follow-up-words';
import { askedCase, conditionAnswer, conditionOf } from '../../src/service/condition-ask';
import { conceptsNamed } from '../../src/service/chat-elsewhere';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('the act a permission question asks about (permissionAct)', () => {
  it.each<[string, string | null]>([
    ['Can I hire a bike at Glenmorrow?', 'hire'],
    ['May we launch a canoe from the slipway?', 'launch'],
    ['Could you swim in the reservoir?', 'swim'],
    // (an auxiliary, a light verb or an adverb in the verb's place, a thing as the subject, a be-question: no act)
    ['Can I still go there?', null],
    ['Can I get a refund?', null],
    ['Can non-members book the dinghies?', null],
    ['Is swimming allowed?', null],
  ])('%s', (query, expected) => {
    expect(permissionAct(query)).toBe(expected);
  });
  it('is the phrase asked, and absent where no source uses it', () => {
    const sources = stemsOf('Fox Run is a green trail of 6.5 km, suitable for children on their own bikes.');
    // (the act and the head of what it is done to: a source naming neither does not say whether one may)
    expect(askedPhrase('Can I hire a bike at Glenmorrow?')).toEqual(['hire', 'bike']);
    expect(absentAskedWord('Can I hire a bike at Glenmorrow?', ['hire'], sources)).toBe('hire');
    // (a word coverage found is never absent)
    expect(absentAskedWord('Can I hire a bike at Glenmorrow?', [], sources)).toBeNull();
  });
});

describe('the noun whose measure a question asks (measuredNoun)', () => {
  it.each<[string, string | null]>([
    ['How long do pangolins live in the wild?', 'pangolins'],
    ['How far can a giant tortoise walk in a day?', 'tortoise'],
    ['How long did the trial run?', 'trial'],
    ['How long is the guarantee on the SM-400?', 'guarantee'],
    // (a pronoun is no subject a sentence must name)
    ['How long do I need to soak the beans?', null],
    ['How long does it take?', null],
    ['How much does a pensioner pay for a swim?', null],
  ])('%s', (query, expected) => {
    expect(measuredNoun(query)).toBe(expected);
  });
});

describe('rates are no lengths of time (withoutRates)', () => {
  it.each<[string, string]>([
    ['An adult eats 70 million insects a year.', 'An adult eats 70 million insects.'],
    ['Hire is £3 per hour.', 'Hire is £3 .'],
    ['It takes an hour to walk.', 'It takes an hour to walk.'],
    ['They live for 20 years in captivity.', 'They live for 20 years in captivity.'],
  ])('%s', (text, expected) => {
    expect(withoutRates(text)).toBe(expected);
  });
});

describe('a kind above a word says it only where it is no word of many senses (mentionedInOtherWords)', () => {
  it('"ways" is no parking', () => {
    const concepts = conceptsOf('Is there parking on Kelso Hill?');
    const said = mentionedInOtherWords(concepts, stemsOf('Safe ways to watch. Telescopes on Kelso Hill.'), 'bridged');
    expect(said.map((c) => c.term)).not.toContain('parking');
  });
});

describe('a verb may be said by the particular ways of doing it (troponym bridges)', () => {
  it('"include" by cover, contain, comprise, as they are', () => {
    expect(waysTable().get('include')).toEqual(expect.arrayContaining(['cover', 'contain', 'comprise']));
    expect([...(wordSpan('include', [0], 'include')?.stems ?? [])]).toEqual(expect.arrayContaining(['cover', 'contain']));
    // (never a word used mostly as a noun, nor a synonym of a way: "pour" is a way of raining, "stream" its synonym)
    expect(waysTable().get('rain') ?? []).not.toContain('stream');
    expect([...(wordSpan('rains', [0], 'rains')?.stems ?? [])]).not.toContain('stream');
    // (the older bridges are as they were)
    expect(bridgeTable().get('fatal')).toEqual(expect.arrayContaining(['death']));
  });
});

describe('the case a question asks about, and the condition that answers it (condition-ask.ts)', () => {
  it.each<[string, string[] | null]>([
    ['what if it rains?', ['rains']],
    ['What happens if the ferry is late?', ['ferry', 'late']],
    ['And what if we miss the coach?', ['miss', 'coach']],
    ['What is the price?', null],
  ])('%s', (question, expected) => {
    expect(askedCase(question)).toEqual(expected);
  });
  it('reads a sentence\'s condition', () => {
    expect(conditionOf('If it is cloudy, the event moves indoors.')).toBe('it is cloudy');
    expect(conditionOf('The event moves indoors.')).toBeNull();
  });
  const sentences = [
    { text: 'The viewing starts at 18:00 on the hill.' },
    { text: 'If it is cloudy, the event moves indoors to the church hall.' },
    { text: 'If you arrive early, help set up the telescopes.' },
  ];
  it.each<[string, string | null, [string, string] | null]>([
    // the condition in other words, said so
    ['what if it rains?', 'If it is cloudy, the event moves indoors to the church hall.', ['rains', 'cloudy']],
    // an antonym is never the case asked; nor a case far from it
    ['what if we are late?', null, null],
    ['what if I lose my ticket?', null, null],
    // no case asked
    ['When does it start?', null, null],
  ])('%s', (question, sentence, readAs) => {
    const found = conditionAnswer(question, sentences);
    expect(found?.sentence.text ?? null).toBe(sentence);
    expect(found?.readAs ?? null).toEqual(readAs);
  });
});

describe('a pointer to another document counts synonyms of the same word class only (conceptsNamed)', () => {
  it('"covers" is no blanket', () => {
    const concepts = conceptsOf('How much did the blankets cost?');
    expect(conceptsNamed(concepts, 'The cost per member is £420, which covers the coach and the ferry.')).toBe(1);
    expect(conceptsNamed(concepts, 'The blankets cost £30,000 a year.')).toBe(2);
  });
});

describe('the service: the thing asked in other words, or said plainly not covered', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'trails.md': [
        '# Tarn Forest bike trails',
        '',
        'Tarn Forest has three waymarked mountain bike trails, each graded by colour.',
        '',
        'Otter Loop is a green trail of 5 km on gravel, suitable for beginners and children on their own bikes.',
        '',
        'Crag Line is a black trail of 19 km over rock, for expert riders only.',
        '',
        'Safe ways to ride: wear a helmet and carry a spare tube.',
        '',
      ].join('\n'),
      'choir-trip.md': [
        '# Hollins Choir: spring trip to Bruges',
        '',
        'The spring trip to Bruges costs £380 per singer, which covers the coach, the ferry, three nights in a guest house and a concert fee.',
        '',
        'A deposit of £80 is due by 1 February.',
        '',
        '## Open day',
        '',
        'The choir holds an open day on 12 April with singing in the park from 11:00. If it is cloudy, the open day moves into the church hall.',
        '',
      ].join('\n'),
      'hedgehog.md': [
        '# The hedgehog',
        '',
        'Hedgehogs are small spiny mammals that forage at night for beetles, worms and caterpillars.',
        '',
        'In the wild, hedgehogs live in hedgerows, gardens and the edges of woods.',
        '',
        'A single hedgehog can eat an estimated 20,000 insects a year.',
        '',
        'Hedgehogs hibernate from November to March in nests of dry leaves.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a permission whose act no source names: said plainly, nothing cited, in the chat too', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which Tarn Forest trails suit beginners?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'Can I hire a bike at Tarn Forest?');
    expect(reply).toMatch(/do not say anything about hire/);
    expect(reply).not.toMatch(/\[\d+\]/);
    const parking = await askChat(service, job.id, 'Is there parking at Tarn Forest?');
    expect(parking).toMatch(/do not say anything about parking/);
    expect(parking).not.toMatch(/\[\d+\]/);
  });

  it('a lifespan no source gives: no rate read as one, nothing cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long do hedgehogs live in the wild?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/^Your sources give no figure for "How long do hedgehogs live in the wild\?"/);
    expect(job.results).toHaveLength(0);
  });

  it('"what if it rains?" is answered by the condition the sources give, said in their word', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What happens on the Hollins Choir open day?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'what if it rains?');
    expect(reply).toMatch(/nearest case they give is "cloudy"/);
    expect(reply).toMatch(/If it is cloudy, the open day moves into the church hall/);
  });

  it('"What does that include?" is answered from what the price covers', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does the Hollins Choir trip to Bruges cost?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'What does that include?');
    expect(reply).toMatch(/covers the coach, the ferry/);
  });
});
