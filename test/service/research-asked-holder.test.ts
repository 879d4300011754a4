// The asked thing the sources do not give, on a topic they cover: the holder of the asked slot that no source names
// (asked-holder.ts: "What time does the BAR close at the barn?" over pages that give the barn's music and hire times
// but never name a bar) is said plainly, nothing cited; a later part asking an amount no cited sentence gives of its own
// thing (part-unfilled.ts: "… and how long does it take to RECHARGE?" under a run time) is named in a note. Table tests
// over the pure functions, then the real service, with an answerable neighbour that stays answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentHolder, holderAbsentStatement, slotHolder } from '../../src/service/asked-holder';
import { partNoted, partThing, partUnfilled, partUnfilledNote } from '../../src/service/part-unfilled';
import { stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the holder of the slot a question asks (slotHolder)', () => {
  it.each<[string, string[]]>([
    ['What time does the bar close at Elmstead Barn?', ['bar']],
    ['How much is it to hire a kayak for an hour at the beach desk?', ['kayak']],
    ['How often should the mop pad on the T9 be washed?', ['mop', 'pad']],
    ['What time does the café at Braybrook open?', ['café']],
    ['How much does a season ticket cost?', ['season', 'ticket']],
    ['When does the library open on Sundays?', ['library']],
    ['Who runs the tea room?', ['tea', 'room']],
    // (a pronoun names no holder; a copula's "what is the …" and "how many" are read elsewhere, asked-absent.ts)
    ['Where can I park for the cinema?', []],
    ['What is the best food for shrimp?', []],
    ['How many kayaks does the desk hire out?', []],
    ['Is there a bar at the barn?', []],
    // (a bare "what did": its subject is the doer, not what a slot is asked of)
    ['What did the July inspection of hive 4 find?', []],
  ])('%s', (query, expected) => {
    expect(slotHolder(query)).toEqual(expected);
  });
});

describe('the holder no source uses (absentHolder)', () => {
  const sources = stemsOf('Elmstead Barn is a wedding venue. Live music must finish by 23:00. Venue hire is £6,800 for a Saturday. Bodyboards cost £4 an hour at the beach desk.');
  it.each<[string, string[], string | null]>([
    // a made thing no source names, however many senses its word has ("bar")
    ['What time does the bar close at Elmstead Barn?', ['bar'], 'bar'],
    ['How much is it to hire a kayak for an hour at the beach desk?', ['kayak'], 'kayak'],
    // named by a source: no finding
    ['How much is it to hire a bodyboard at the beach desk?', [], null],
    ['What time does the music finish at Elmstead Barn?', [], null],
    // a word coverage found missing that a source uses after all is never said absent
    ['What time does the venue close at Elmstead Barn?', ['venue'], null],
    // a person or body is named by many role words; a word an amount answers is no holder
    ['When does the caterer arrive at Elmstead Barn?', ['caterer'], null],
  ])('%s', (query, missing, expected) => {
    expect(absentHolder(query, missing, sources)).toBe(expected);
  });
  it('says it plainly, naming the holder and quoting the question', () => {
    const said = holderAbsentStatement('What time does the bar close at Elmstead Barn?', 'bar');
    expect(said).toMatch(/^Your sources do not mention the bar: none of them uses the word "bar"/);
    expect(said).toMatch(/"What time does the bar close at Elmstead Barn\?"/);
    expect(said).toMatch(/nothing is cited\.$/);
  });
});

describe('a later part asking an amount the answer does not give (partUnfilled)', () => {
  it.each<[string, string[]]>([
    ['how long does it take to recharge', ['recharg']],
    ['what was the price of his radio', ['radio']],
    ['how long is the waiting time for a report', ['wait']],
  ])('the part\'s own thing: %s', (part, expected) => {
    expect(partThing(part)).toEqual(expected);
  });
  it.each<[string, string[], boolean]>([
    // a neighbour's amount of the same kind does not give it
    ['how long does it take to recharge', ['Run time on a full battery: up to 40 minutes [1].'], true],
    ['what was the price of his radio', ['He bought a straight key at a rally for £12 [1].'], true],
    // its own thing's amount does, in another form of the word
    ['how long does it take to recharge', ['Recharging takes about 90 minutes [1].'], false],
    ['how long does it take to recharge', ['A full charge takes 90 minutes [1].'], false],
    ['what was the price of his radio', ['The radio cost him £240 second-hand [1].'], false],
    // no amount asked, or nothing of its own named: not judged here
    ['is there a family ticket', ['Adults pay £22 [1].'], false],
    ['how long does it last', ['Adults pay £22 [1].'], false],
  ])('%s', (part, sentences, expected) => {
    expect(partUnfilled(part, sentences)).toBe(expected);
  });
  it('is not said twice where a note already names the part\'s words', () => {
    expect(partNoted('what did the collapse cost the fishing industry', ['The sources cited below discuss collapse; none of them uses the words "cost", "fishing" or "industry".'])).toBe(true);
    expect(partNoted('how long does it take to recharge', ['None of your sources uses the word "sabre".'])).toBe(false);
  });
  it('names the part in a note note-check reads', () => {
    expect(partUnfilledNote('how long does it take to recharge?')).toBe('None of your sources says what "how long does it take to recharge" asks, so this answer leaves out "how long does it take to recharge".');
  });
});

describe('the service says plainly what the sources do not give of a topic they cover', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'harrow-mill-weddings.md': [
        '# Weddings at Harrow Mill',
        '',
        'Harrow Mill is a restored watermill on the River Lune that hosts about forty weddings a year.',
        '',
        'Venue hire costs £5,200 for a Saturday and £3,900 for a weekday, including tables, chairs and the mill garden.',
        '',
        'Live music must finish by 23:00 because the mill stands close to the village.',
        '',
        'Guests must leave the mill by midnight, and the car park closes at 00:30.',
        '',
      ].join('\n'),
      'lune-trimmer.md': [
        '# Lune T2 hedge trimmer: specification',
        '',
        'The Lune T2 is a cordless hedge trimmer with a 50 cm blade.',
        '',
        'Run time on a full battery is up to 45 minutes.',
        '',
        'The trimmer weighs 2.8 kg with its battery fitted.',
        '',
        'The battery is recharged with the charger in the box, from any household socket.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a holder no source names: said plainly, nothing cited, no neighbouring time read as the answer', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What time does the bar close at Harrow Mill?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/^Your sources do not mention the bar/);
    expect(job.content ?? '').not.toMatch(/23:00|00:30|midnight/);
    expect(job.results).toHaveLength(0);
  });

  it('the answerable neighbour stays answered', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What time does live music have to finish at Harrow Mill?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/23:00/);
    expect(job.results.length).toBeGreaterThan(0);
    expect(job.content ?? '').not.toMatch(/do not mention/);
  });

  it('a later part no cited sentence gives: named in a note, the first part still answered', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long does the Lune T2 battery last, and how long does it take to recharge?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/45 minutes \[1\]/);
    // (the word is used, "is recharged with the charger", but no time of it is given)
    expect(job.content ?? '').toMatch(/^None of your sources says what "how long does it take to recharge" asks, so this answer leaves out/);
  });
});
