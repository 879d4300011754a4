// A yes/no question about a thing needed or used ("Do volunteers need a permit…", "Was glue used…") is
// answered by the sentence that names that thing, or denies it in other words: "No adhesive was used"
// denies glue (a word for its kind, denied), "You do not need a permit" denies the permit, even when that
// sentence ranks low by overlap under a page whose every sentence shares the question's other words. A
// sentence set at another time ("In the 1950s … had been glued") does not decide. Table tests over the
// pure functions (src/service/denial.ts, verdict.ts decideVerdict) on sentences written here, then the real
// service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { askedItem, itemStated, otherTime, otherWordsClaim, otherWordsVerdict, quantifierDenied } from '../../src/service/denial';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the thing a need/use question asks to be there (askedItem)', () => {
  it.each<[string, string[]]>([
    ['Do volunteers need a permit to run a moth trap?', ['permit']],
    ['Does the bread recipe use fresh yeast?', ['fresh', 'yeast']],
    ['Was varnish used to seal the oak table?', ['varnish']],
    ['Is a helmet required for the beginners’ ride?', ['helmet']],
    ['Are gloves still needed in the lab?', ['gloves']],
    // not a need/use question
    ['Did the bridge open in 1932?', []],
    ['Can kids go in a sauna?', []],
  ])('%j → %j', (query, words) => {
    expect(askedItem(query)).toEqual(words);
  });
});

describe('a sentence on the asked thing (itemStated)', () => {
  it.each<[string, string[], 'denied' | 'named' | null]>([
    // a word for its kind, denied: no adhesive at all means no glue
    ['No adhesive was used anywhere on the frame.', ['glue'], 'denied'],
    ['You do not need a permit to trap moths at home.', ['permit'], 'denied'],
    ['The riders were not given any helmets.', ['helmet'], 'denied'],
    // named, not denied
    ['The feathers were stuck back with animal glue.', ['glue'], 'named'],
    // a word for its kind, affirmed, says nothing of the thing (an adhesive need not be glue)
    ['An adhesive held the label in place.', ['glue'], null],
    // denied in another clause than the one naming it
    ['No one noticed, but glue had been used.', ['glue'], 'named'],
    ['The table was waxed.', ['varnish'], null],
  ])('%j for %j → %s', (sentence, item, said) => {
    expect(itemStated(sentence, item)).toBe(said);
  });
});

describe('a sentence set at another time (otherTime)', () => {
  it.each<[string, string, boolean]>([
    ['In the 1960s the chairs had been painted with lead paint.', 'Was lead paint used on the chairs?', true],
    ['The old varnish had cracked along the grain.', 'Was varnish used to seal the table?', true],
    ['Until 1985 the hall was heated by coal.', 'Is the hall heated by coal?', true],
    ['The chairs were painted with a water-based paint.', 'Was lead paint used on the chairs?', false],
    // the time the question names itself
    ['In 1932 the bridge was opened by the mayor.', 'Was the bridge opened in 1932 by the mayor?', false],
  ])('%j for %j → %s', (sentence, query, other) => {
    expect(otherTime(sentence, query)).toBe(other);
  });
});

describe('a claim a source denies in other words (otherWordsClaim)', () => {
  it.each<[string, 'still' | 'as' | 'all' | null, string[]]>([
    ['Is the old steam crane still used to unload ships?', 'still', ['old', 'steam', 'crane']],
    ['Does the new bus reach as far as the old tram did?', 'as', ['new', 'bus']],
    ['Was the jury unanimous in its verdict?', 'all', ['jury']],
    ['Did the council all agree on the budget?', 'all', ['council']],
    // "as … as" of a quality whose more is not the larger figure, and no claim of these kinds
    ['Is the cheese as mild as the cheddar?', null, []],
    ['Is the crane used to unload ships?', null, []],
  ])('%j → %s', (query, kind, subject) => {
    const claim = otherWordsClaim(query);
    expect(claim?.kind ?? null).toBe(kind);
    if (claim) expect(claim.subject).toEqual(subject);
  });
});

describe('what a sentence says to such a claim (otherWordsVerdict)', () => {
  const still = { kind: 'still' as const, subject: ['crane'] };
  const as = { kind: 'as' as const, subject: ['bus'] };
  const all = { kind: 'all' as const, subject: ['jury'] };
  it.each<[string, { kind: 'still' | 'as' | 'all'; subject: string[] }, 'yes' | 'no' | null]>([
    ['The crane unloaded ships until 1994.', still, 'no'],
    ['It is kept for show only; the dockers use a mobile crane.', still, 'no'],
    ['The crane is no longer used.', still, 'no'],
    ['The crane is kept only as a landmark.', still, 'no'],
    ['The crane still unloads two ships a week.', still, null],
    ['The bus route runs 14 km, down from 19 km for the tram.', as, 'no'],
    ['The route is now 21 km, up from 19.', as, 'yes'],
    ['The route is 14 km long.', as, null],
    ['The jury decided by ten votes to two.', all, 'no'],
    ['Three of the jurors voted against.', all, 'no'],
    ['All but one of the jurors agreed.', all, 'no'],
    ['The jury reached its verdict after two days.', all, null],
    ['The board approved it by 7 to 2.', all, 'no'],
    // hours, not votes
    ['The jury sat from 9 to 5 each day.', all, null],
  ])('%j → %s', (sentence, claim, said) => {
    expect(otherWordsVerdict(sentence, claim)).toBe(said);
  });
});

describe('a sentence denying the quantifier asked (quantifierDenied)', () => {
  it.each<[string, string, boolean]>([
    ['Mulch cuts weeds by about a third, not by nearly all of them.', 'Does mulch stop nearly all weeds?', true],
    ['The filter removes most bacteria rather than all of them.', 'Does the filter remove all bacteria?', true],
    ['The ferry is far from always on time.', 'Is the ferry always on time?', true],
    // the quantifier affirmed, or another one denied
    ['Mulch stops nearly all weeds in the first year.', 'Does mulch stop nearly all weeds?', false],
    ['Not every gardener uses mulch.', 'Does mulch stop nearly all weeds?', false],
    // the question claims no quantifier
    ['Mulch does not stop all weeds.', 'Does mulch stop weeds?', false],
  ])('%j for %j → %s', (sentence, query, denied) => {
    expect(quantifierDenied(sentence, query)).toBe(denied);
  });
});

describe('the verdict rests on the sentence naming or denying the asked thing (decideVerdict)', () => {
  const unit = (text: string, score: number, documentId = 'guide'): VerdictUnit => ({ score, sentences: [text], documentId, stems: stemsOf(text) });
  it.each<[string, [string, number][], number, 'yes' | 'no' | 'unstated', string]>([
    [
      'Do volunteers need a permit to run a moth trap in a garden?',
      [
        ['Volunteers who run a moth trap each week show which moths use a garden.', 8],
        ['Volunteers put the moth trap on a sheet in an open part of the garden.', 7],
        ['A moth trap run on a still night catches the most moths.', 6.6],
        ['You do not need a permit to trap moths at home, because the moths are released unharmed.', 5],
      ],
      3,
      'no',
      'You do not need a permit',
    ],
    [
      'Was varnish used to seal the oak table?',
      [
        ['In the 1960s the oak table had been sealed with a thick varnish.', 9],
        ['The old varnish had cracked and yellowed along the grain of the oak table.', 8],
        ['The restorers sealed the oak table with beeswax.', 7],
        // scores nothing by overlap: "coating" is a word for the kind of varnish
        ['No coating was brushed on, so that the wood can breathe.', 0],
      ],
      3,
      'no',
      'No coating was brushed on',
    ],
  ])('%j', (query, texts, chosenCount, verdict, lead) => {
    const units = texts.map(([text, score]) => unit(text, score));
    const choice = decideVerdict(query, conceptsOf(query), units, units.slice(0, chosenCount), 0, verdictOf);
    expect(choice.verdict).toBe(verdict);
    expect(choice.lead.sentences.join(' ')).toContain(lead);
  });
});

describe('denials in other words through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'moth-trap-guide.md': [
        '# Running a garden moth trap',
        '',
        'A moth trap is a box with a bright lamp on top, run overnight in a garden so that moths settle on egg boxes inside it. Volunteers who run a moth trap each week show which moth species use a garden and whether their numbers are rising or falling.',
        '',
        '## Before you start',
        '',
        'You do not need a permit to trap moths at home, because the moths are released unharmed the next evening. You do need one to trap in a nature reserve, and you must never use a mercury lamp near a bedroom window.',
        '',
        '## Setting the trap',
        '',
        'Volunteers put the moth trap on a sheet in an open part of the garden, away from trees. Run the moth trap from dusk until dawn. A moth trap run on a warm, cloudy, still night catches the most moths.',
        '',
        '## Emptying the trap',
        '',
        'Volunteers empty the moth trap early, before birds find the moths. Count each moth species and note the total for the night. Release the moths in long grass in the garden at dusk.',
        '',
      ].join('\n'),
      'ferry-history.md': [
        '# The Dunmore ferry',
        '',
        'The Dunmore ferry has crossed the estuary since 1890. The first boat was a paddle steamer, the Lady Anne, which carried the crossing until 1961.',
        '',
        'The Lady Anne was kept afloat for visitors only; she is moored by the pier and opened on summer Sundays.',
        '',
        'The new electric ferry has a range of 40 kilometres on one charge, down from 65 for the diesel boat it replaced. The harbour board voted by six votes to three to buy it.',
        '',
      ].join('\n'),
      'mulch-leaflet.md': [
        '# Mulching your borders',
        '',
        'Our volunteers say it every spring: "A good mulch stops nearly all the weeds in a border." Spread it 5 cm deep after a wet spell.',
        '',
      ].join('\n'),
      'mulch-trial.md': [
        '# Mulch trial at the community garden, 2024',
        '',
        'Across twelve beds, a 5 cm bark mulch cut weed growth by about a third over the season, not by nearly all of it. Bindweed came through every mulch we tried.',
        '',
      ].join('\n'),
      'chair-restoration.md': [
        '# Restoring the vestry chairs',
        '',
        'The six vestry chairs came back to the church in March after a year in the workshop. Their seats had split and several rails were loose.',
        '',
        'In the 1960s the loose rails had been fixed back into the legs with hot hide glue. As the glue dried out it crumbled, and the rails worked loose again.',
        '',
        'This time the rails were fixed back with oak pegs driven through each joint. No adhesive went into any joint, so that a future restorer can knock the pegs out.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  const ask = async (query: string): Promise<string> => (await waitForJob(service, await createJob(service, { query, reasoning_loops: 2 }))).content ?? '';

  it('answers no from the denial of the permit, not yes from a sentence that never names it', async () => {
    const content = await ask('Do volunteers need a permit to run a moth trap in a garden?');
    expect(content).toMatch(/^Your sources point to no: You do not need a permit/m);
  });

  it('answers no from "No adhesive" for glue, not from the glue of the 1960s', async () => {
    const content = await ask('Was glue used to fix the loose rails back into the chairs?');
    expect(content).toMatch(/^Your sources point to no: No adhesive went into any joint/m);
    expect(content).not.toMatch(/point to yes/);
  });

  it('answers no from a figure that fell, a split vote and a boat kept for visitors only', async () => {
    const reach = await ask('Does the new electric ferry reach as far as the diesel boat did?');
    expect(reach).toMatch(/^Your sources point to no: The new electric ferry has a range of 40 kilometres on one charge, down from 65/m);
    const vote = await ask('Was the harbour board unanimous in buying the electric ferry?');
    expect(vote).toMatch(/^Your sources point to no: .*six votes to three/m);
    const still = await ask('Is the Lady Anne paddle steamer still used for the crossing?');
    expect(still).toMatch(/^Your sources point to no: .*(?:until 1961|for visitors only)/m);
  });

  it('says the sources disagree when one denies the very quantifier another claims', async () => {
    const content = await ask('Does a bark mulch stop nearly all the weeds in a border?');
    const first = content.split(/\n\s*\n/)[0] ?? '';
    expect(first).toMatch(/^Your sources disagree: /);
    expect(first).toContain('stops nearly all the weeds');
    expect(first).toContain('about a third over the season, not by nearly all of it');
  });
});
