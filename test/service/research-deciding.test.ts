// The deciding sentence of a yes/no question (verdict-deciding.ts): a question asked in terms a source answers in its
// own ("for free" by "charged at £4", "Is there a fine…" by "are fined £10", "Will it work…" by "will not heat"), read
// only on a sentence naming the asked thing; a question the text asks itself and answers with a plain token ("Was my
// first wheel a success? Honestly, no."); a verdict resting on another named thing of the kind ("Pickle" for Bramble)
// withdrawn; and two sources' counts of the thing a how-many question counts set side by side. Table tests over the
// pure functions, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutAnotherNamed, answerToken, askedNames, askedThingWords, countsThing, existenceAsked, existenceSaid, freeAsked, functionSaid, ownTermsReading, partOfStatement, priceSaid, selfAskedQuestion, writerSpokenOf } from '../../src/service/verdict-deciding';
import { amountValue } from '../../src/service/disagreement';
import { readPassage } from '../../src/service/passage';
import { headingSubject } from '../../src/service/referent';
import { stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a plain answer token (answerToken)', () => {
  it.each<[string, 'yes' | 'no' | null]>([
    ['Honestly, no.', 'no'],
    ['Not really.', 'no'],
    ['Sadly not.', 'no'],
    ['Yes.', 'yes'],
    ['Absolutely!', 'yes'],
    // (a sentence saying more is no token)
    ['No one came to the second meeting.', null],
    ['It was dry and sour.', null],
    ['Honestly, no', null],
  ])('%s', (sentence, expected) => {
    expect(answerToken(sentence)).toBe(expected);
  });
});

describe('a question the text asks itself (selfAskedQuestion, readPassage)', () => {
  it('reads the question as the heading its answer sits under', () => {
    expect(selfAskedQuestion(['Was my first loaf a success?', 'Honestly, no.', 'It was flat.'])).toBe('Was my first loaf a success?');
    expect(selfAskedQuestion(['Why did it fail?', 'No idea.'])).toBeNull();
    expect(selfAskedQuestion(['Was it worth it?', 'I think the answer depends on the weather.'])).toBeNull();
    const read = readPassage('Was my first loaf a success? Honestly, no. It was flat and it tasted of flour.');
    expect(read.headings).toEqual(['Was my first loaf a success?']);
    expect(read.answer).toBe('no');
  });
  it('takes the subject of "Was X a success?" up to its article', () => {
    expect(headingSubject('Was my first wheel a success?')).toBe('my first wheel');
  });
  it('reads the writer of a first-person text as its "my"', () => {
    expect(writerSpokenOf('blogger', 'Was my first wheel a success?')).toBe(true);
    expect(writerSpokenOf('blogger', 'Was the first wheel a success?')).toBe(false);
    expect(writerSpokenOf('wheel', 'Was my first wheel a success?')).toBe(false);
  });
});

describe('the asked thing (askedThingWords, partOfStatement)', () => {
  const setting = stemsOf('Kestrel IH-20 Portable Induction Hob - User Manual');
  it('takes a pronoun subject from the statement after the question', () => {
    expect(askedThingWords('Will it work on the Kestrel IH-20 hob - I have an old aluminium saucepan I love?', setting)).toEqual(expect.arrayContaining(['aluminium', 'saucepan']));
    expect(askedThingWords('Can I bring plasterboard for free?', stemsOf('Recycling centre FAQ'))).toEqual(['plasterboard']);
  });
  it('gives a piece of the statement no verdict of its own', () => {
    const q = 'Can I drop it off for free - I am redoing my bathroom and have a few bags of old plasterboard?';
    expect(partOfStatement(q, 'have a few bags of old plasterboard')).toBe(true);
    expect(partOfStatement(q, 'Can I drop it off for free')).toBe(false);
    expect(partOfStatement('Can I come, and is it free?', 'is it free')).toBe(false);
  });
});

describe('a question in the source’s own terms (ownTermsReading)', () => {
  it.each<[string, string | null]>([
    ['Can I bring plasterboard for free?', null],
    ['Is the museum free?', null],
    ['How much is it?', 'not'],
  ])('asks of a price: %s', (query, not) => {
    expect(freeAsked(query)).toBe(not === null);
  });
  it.each<[string, 'charged' | 'free' | null]>([
    ['Plasterboard is accepted but charged at £4 per bag.', 'charged'],
    ['Household waste is free.', 'free'],
    ['Bicycles are carried free of charge.', 'free'],
    ['Parking is not free after 6pm.', 'charged'],
    ['The centre is open every day.', null],
  ])('reads a price: %s', (sentence, expected) => {
    expect(priceSaid(sentence)).toBe(expected);
  });
  it('decides on the sentence naming the asked thing, not another of its kind', () => {
    const setting = stemsOf('Pemberton Household Recycling Centre FAQ');
    const sentences = ['Household waste is free.', 'Plasterboard is accepted but charged at £4 per bag or £8 per sheet.'];
    expect(ownTermsReading('Can I bring plasterboard to Pemberton for free?', sentences, setting)).toEqual({ verdict: 'no', sentence: sentences[1] });
    expect(ownTermsReading('Can I bring garden waste to Pemberton for free?', sentences, setting)).toBeNull();
  });
  it('says the sources differ where another document answers the other way', () => {
    const sentences = [
      { sentence: 'Admission to the permanent galleries is free.', documentId: 'site' },
      { sentence: 'From April the museum charges £6 for admission to the permanent galleries.', documentId: 'news' },
    ];
    expect(ownTermsReading('Is the Harwick Museum free to get into?', sentences, stemsOf('Harwick Museum'))).toEqual({ verdict: 'yes', sentence: sentences[0]?.sentence, other: sentences[1]?.sentence });
    // (one document saying both is no disagreement between sources)
    expect(ownTermsReading('Is the Harwick Museum free to get into?', sentences.map((x) => ({ ...x, documentId: 'site' })), stemsOf('Harwick Museum'))?.other).toBeUndefined();
    expect(priceSaid('Buoyancy aids are included.')).toBe('free');
    expect(freeAsked('Are buoyancy aids free with canoe hire?')).toBe(true);
    // a quality, no price: free of a substance, a hyphened quality; a charge's own compound is a price
    expect(freeAsked('Is the seeded rye loaf gluten free?')).toBe(false);
    expect(freeAsked('Are the eggs free-range?')).toBe(false);
    expect(freeAsked('Is the seeded rye loaf free?')).toBe(true);
    expect(freeAsked('Is the bridge toll-free?')).toBe(true);
  });
  it('reads an existence asked by its noun or verb', () => {
    expect(existenceAsked('Is there a fine if I leave a scooter outside a bay?')).toBe('fine');
    expect(existenceSaid('Riders who end a trip outside a bay are fined £10 through the app.', 'fine')).toBe('yes');
    expect(existenceSaid('There is no fee for members.', 'fee')).toBe('no');
    expect(existenceSaid('Police stopped two riders for carrying a passenger, which is not allowed.', 'fine')).toBeNull();
    // (a noun's own forms only: "age" is not "agree", "fine" not "finance")
    expect(existenceSaid('Both councils agree on the plan.', 'age')).toBeNull();
    expect(existenceSaid('The finance office opens at nine.', 'fine')).toBeNull();
    const sentences = ['Police said two riders had been stopped for carrying a passenger, which is not allowed.', 'Riders who end a trip outside a bay are fined £10 through the app.'];
    expect(ownTermsReading('Is there a fine if I leave a hire scooter outside a parking bay?', sentences, stemsOf('Scooter hire news'))).toEqual({ verdict: 'yes', sentence: sentences[1] });
  });
  it('reads whether a thing works', () => {
    expect(functionSaid('Aluminium, copper and glass pans will not heat unless they have a magnetic plate in the base.')).toBe('no');
    expect(functionSaid('Cast iron and most stainless steel pans work well.')).toBe('yes');
    const sentences = ['Cast iron and most stainless steel pans work well.', 'Aluminium, copper and glass pans will not heat unless they have a magnetic plate.'];
    expect(ownTermsReading('Will it work on the Kestrel hob - I have an old aluminium saucepan?', sentences, stemsOf('Kestrel hob manual'))?.verdict).toBe('no');
  });
});

describe('another named thing of the kind (askedNames, aboutAnotherNamed)', () => {
  const rows = ['Pickle: weight before 980; weight after 890; notes woken early.', 'Bramble: weight before 1450; weight after 1380; notes loss within normal range.'];
  it('never decides for the thing named', () => {
    const names = askedNames('Should I be worried about how much weight Bramble lost over the winter?', stemsOf('tortoise hibernation 2025'));
    expect(names).toEqual(['Bramble']);
    expect(aboutAnotherNamed(rows[0] ?? '', names, rows)).toBe(true);
    expect(aboutAnotherNamed(rows[1] ?? '', names, rows)).toBe(false);
    // (a thing numbered is told by its number)
    const plots = ['Plot 14 was given up in March.', 'Plot 9 is let to Mrs Okafor, who has grown asparagus there since 2011.'];
    const asked = askedNames('Is Mrs Okafor still growing asparagus on plot 14?', stemsOf('allotment handbook'));
    expect(asked).toContain('plot 14');
    expect(aboutAnotherNamed(plots[1] ?? '', asked, plots)).toBe(true);
    expect(aboutAnotherNamed(plots[0] ?? '', asked, plots)).toBe(false);
    // (a sentence speaking of the asked thing by its kind names no other thing: it is about the asked one)
    const lamp = ['The LED lantern sits in front of the original Fresnel lens.', 'The new light has a nominal range of 18 nautical miles, down from 22.'];
    const led = askedNames("Does Skerrow's LED light reach as far as its old lamp did?", stemsOf('Skerrow lighthouse'));
    expect(aboutAnotherNamed(lamp[1] ?? '', led, lamp)).toBe(false);
    // (a name the sentence's own context gives, its heading or the sentence its pronoun refers back to, is its setting:
    // "Do not use it for serrated knives" under "WHAT THE KS-3 CAN SHARPEN" is about the KS-3; without that context the
    // sentence names nothing of its own and is read as about another thing)
    const manual = ['The KS-3 sharpens straight-edged kitchen knives.', 'Do not use it for serrated knives such as bread knives.', 'Do not run the KS-3 for more than 10 minutes at a time.'];
    const ks3 = askedNames('Can I sharpen my bread knife in the Keenedge KS-3?', stemsOf('keenedge ks3 manual'));
    expect(ks3).toEqual(['KS-3']);
    expect(aboutAnotherNamed(manual[1] ?? '', ks3, manual)).toBe(true);
    expect(aboutAnotherNamed(manual[1] ?? '', ks3, manual, '', stemsOf('WHAT THE KS-3 CAN SHARPEN The KS-3 sharpens straight-edged kitchen knives.'))).toBe(false);
    // (a table row's context, its column names, names no other thing: Pickle's row is still about Pickle)
    expect(aboutAnotherNamed(rows[0] ?? '', names, rows, '', stemsOf('weight before weight after notes'))).toBe(true);
    // (a name the context gives only in part, "KS" of "KS-3" or another model, is no setting)
    expect(aboutAnotherNamed(manual[1] ?? '', ks3, manual, '', stemsOf('WHAT THE KS-5 CAN SHARPEN'))).toBe(true);
    // (a name of the setting, in the documents' titles, tells nothing apart)
    expect(askedNames('Is the Dunmore trial still running?', stemsOf('Dunmore scooter notice'))).toEqual([]);
  });
});

describe('a count of the thing counted (countsThing, amountValue)', () => {
  it.each<[string, boolean]>([
    ['Up to 450 rental e-scooters will be available.', true],
    ['Veloq has placed 600 scooters at 45 parking bays.', true],
    ['The council will review the number of scooters after six months.', false],
    ['The trial began in 2026 with scooters.', false],
  ])('%s', (sentence, expected) => {
    expect(countsThing(sentence, ['scooters'])).toBe(expected);
  });
  it('reads a count by its noun past a modifier', () => {
    expect(amountValue('Up to 450 rental e-scooters will be available.', 'count')?.unit).toBe('scooter');
    expect(amountValue('Veloq has placed 600 scooters at 45 parking bays.', 'count')?.unit).toBe('scooter');
  });
});

describe('the deciding sentence through the service', () => {
  let service: RunningService & { dataDir: string };
  beforeAll(async () => {
    service = await startLibraryService({
      'marlow-tip-faq.md': [
        '---',
        'title: Marlow Household Tip - Questions',
        '---',
        '',
        '# Marlow Household Tip: questions',
        '',
        '## Is it free?',
        '',
        'Household rubbish is free. Some waste from building work is charged.',
        '',
        '## Opening',
        '',
        'Roof tiles are accepted but charged at £3 per bag, and they must be kept apart from soil.',
        '',
      ].join('\n'),
      'bread-diary.md': [
        '---',
        'title: A year of sourdough',
        'url: https://crumbnotes.example.blog/2025/sourdough-year',
        '---',
        '',
        '# A year of sourdough',
        '',
        'I began baking in March after a class in Hebden.',
        '',
        'Was my first loaf a success? Sadly not. It was flat, it was pale and it tasted of raw flour.',
        '',
        'The second loaf rose well after I fed the starter twice a day.',
        '',
      ].join('\n'),
      'holm-gallery.md': ['---', 'title: Holm Gallery - Visiting', '---', '', '# Visiting', '', 'The Holm Gallery opens at ten every day except Monday.', '', 'Admission to the main galleries is free.', ''].join('\n'),
      'holm-news.md': ['# Gallery to charge for entry - Holm Herald', '', 'From June the Holm Gallery charges £5 for admission to the main galleries, the board said.', ''].join('\n'),
      'ferry-notice.txt': ['HARBOUR COUNCIL NOTICE', '', 'Up to 14 water taxis will run in the harbour this summer.', ''].join('\n'),
      'ferry-news.md': ['# Water taxis return to the harbour - Bay Echo', '', 'The operator has put 20 water taxis on the harbour routes this summer.', ''].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('answers "for free" by the charge on the asked thing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'I have a few bags of old roof tiles. Can I take them to the Marlow tip for free?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/point to no: Roof tiles are accepted but charged at £3 per bag/);
  });
  it('answers a question the text answers itself with a plain token', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Was the blogger’s first loaf a success?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/point to no: .*flat/);
  });
  it('says two sources differ on a yes/no, each cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is the Holm Gallery free to get into?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/^Your sources disagree: /);
    expect(job.content).toMatch(/Admission to the main galleries is free \[\d\]/);
    expect(job.content).toMatch(/charges £5 for admission/);
  });
  it('sets two sources’ counts side by side', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Do the council and the Bay Echo agree on how many water taxis will run?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/point to no/);
    expect(job.content).toMatch(/14/);
    expect(job.content).toMatch(/20/);
  });
});
