// The asked thing the sources do not give, on a topic they cover: the holder of the asked slot that no source names
// (asked-holder.ts: "What time does the BAR close at the barn?" over pages that give the barn's music and hire times
// but never name a bar) is said plainly, nothing cited; a later part asking an amount no cited sentence gives of its own
// thing (part-unfilled.ts: "… and how long does it take to RECHARGE?" under a run time) is named in a note.
// A living thing's lifespan no sentence gives of its act (amount-unstated.ts livingAct: "How long do hedgehogs LIVE?"
// over their nightly travels) is said plainly too. Table tests over the pure functions, then the real service, with an
// answerable neighbour that stays answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentHolder, holderAbsentStatement, slotHolder } from '../../src/service/asked-holder';
import { partNoted, partThing, partUnfilled, partUnfilledNote } from '../../src/service/part-unfilled';
import { stemsOf } from '../../src/service/concepts';
import { livingAct, namesActOf, otherSetting } from '../../src/service/amount-unstated';
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

describe('the length of a living thing\'s act (livingAct, namesActOf, otherSetting)', () => {
  it.each<[string, string | null]>([
    ['How long do hedgehogs live in the wild?', 'live'],
    ['How long do harbour seals live in the wild?', 'live'],
    ['How long do red squirrels live?', 'live'],
    // (no living thing: a battery's life is read by the amount's own checks)
    ['How long does the battery last?', null],
    ['How long do I need to wait?', null],
  ])('%s', (query, expected) => {
    expect(livingAct(query)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['Hedgehogs live for two to five years.', true],
    ['Their typical lifespan is five years.', true],
    ['Most survive only two years.', true],
    // the times of its other acts say nothing of its life ("last" says how long anything goes on)
    ['They travel up to two kilometres a night.', false],
    ['They can dive for up to 30 minutes, though most dives last 3 to 7 minutes.', false],
  ])('%s', (text, expected) => {
    expect(namesActOf(text, 'live')).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['In captivity red squirrels can live up to ten years.', true],
    ['Red squirrels live about three years in the wild.', false],
    ['In 2019 red squirrels lived longer.', false],
    ['Red squirrels in Scotland live six years.', false],
  ])('another setting than "in the wild": %s', (text, expected) => {
    expect(otherSetting('How long do red squirrels live in the wild?', text)).toBe(expected);
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
      'otters.md': [
        '# Otters on the River Lune',
        '',
        'Otters were almost lost from the Lune in the 1970s and have returned as the water has become cleaner.',
        '',
        'An otter can dive for up to four minutes, though most dives last under a minute.',
        '',
        'Otters live along the whole length of the river and its tributaries, in holts dug into the banks.',
        '',
        'Otters travel up to 15 kilometres a night along the river banks looking for fish.',
        '',
        'Cubs stay with their mother for about a year.',
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

  it('a living thing\'s lifespan no source gives: said plainly, its other acts\' times never read as it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long do otters live?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/give no figure/);
    expect(job.content ?? '').not.toMatch(/four minutes|15 kilometres|a year/);
    expect(job.results).toHaveLength(0);
  });

  it('the length of an act the source gives stays answered', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long can an otter dive for?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/four minutes/);
    expect(job.results.length).toBeGreaterThan(0);
  });

  it('a later part no cited sentence gives: named in a note, the first part still answered', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long does the Lune T2 battery last, and how long does it take to recharge?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/45 minutes \[1\]/);
    // (the word is used, "is recharged with the charger", but no time of it is given)
    expect(job.content ?? '').toMatch(/^None of your sources says what "how long does it take to recharge" asks, so this answer leaves out/);
  });
});
