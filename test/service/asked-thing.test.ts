// The asked thing in more of the ways people ask it (src/service/asked-thing.ts, asked-part.ts): the asking clause past
// a statement, a kind after its noun or picked by a superlative, the cost of an act done to a thing, the price of a
// thing known by its name (a rate is never its price), the place of a thing bound to a clause that names it, and what an
// answer that does not give the asked part may quote (only documents naming the thing; never a neighbour read as the
// answer; nothing at all for a kind picked by a superlative). Table tests of the pure pieces, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedPart, clausesWithoutAsides, givesAskedPart, notGivenStatement, quotableInstead } from '../../src/service/asked-part';
import { askingClauseOf, asksPurchase, asksRate, costActVerb, costOfActPhrase, documentsNamingThing, givesPlace, isSumNoun, kindAskedOtherwise, namedThing, namesBrand, onlyRates, rateUnits, saidInsteadPool, whereAsked } from '../../src/service/asked-thing';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('reading the asked thing (pure)', () => {
  it.each<[string, string]>([
    ['I want to help at the orchard. When is the pruning day?', 'When is the pruning day?'],
    ['When is the pruning day?', 'When is the pruning day?'],
    ['We keep bees. Is it legal? And when?', 'We keep bees. Is it legal? And when?'],
    ['My gran made this. It is old.', 'My gran made this. It is old.'],
  ])('askingClauseOf(%j) = %j', (question, clause) => {
    expect(askingClauseOf(question)).toBe(clause);
  });

  it.each<[string, { noun: string; kindWord: string } | null]>([
    ['Which apple varieties grow in the orchard?', { noun: 'apple', kindWord: 'varieties' }],
    ['What dog breed pulled the sled?', { noun: 'dog', kindWord: 'breed' }],
    ["What is the best brand of flour", { noun: 'flour', kindWord: 'brand' }],
    ['Which is the most popular breed of sheep here?', { noun: 'sheep', kindWord: 'breed' }],
    ['Which trees grow in the orchard?', null],
    ['What is the price of flour?', null],
  ])('kindAskedOtherwise(%j)', (question, kind) => {
    expect(kindAskedOtherwise(question)).toEqual(kind);
  });

  it.each<[string, string | null]>([
    ['How much did it cost to repair the copper dome on the lantern?', 'the copper dome'],
    ['What did it cost to rebuild the old pier?', 'the old pier'],
    ['How much did the dome cost?', null],
  ])('costOfActPhrase(%j) = %j', (question, phrase) => {
    expect(costOfActPhrase(question)).toBe(phrase);
  });

  it.each<[string, string | null]>([
    ['the Aerodry D12', 'Aerodry D12'],
    ['a Brompton', 'Brompton'],
    ['the new window', null],
  ])('namedThing(%j) = %j', (phrase, name) => {
    expect(namedThing(phrase)).toBe(name);
  });

  it.each<[string, string[], boolean]>([
    ['At 28p per kWh the D12 costs about 6.7p an hour.', ['kwh', 'hour'], true],
    ['The D12 costs £189 and about 6.7p an hour to run.', ['hour'], false],
    ['The whole restoration cost £780,000.', [], false],
    ['Tickets are £140 a year.', ['year'], true],
  ])('rates in %j', (text, units, only) => {
    expect(rateUnits(text)).toEqual(units);
    expect(onlyRates(text)).toBe(only);
  });

  it.each<[string, boolean]>([
    ['How much does the D12 cost to run?', true],
    ['How much does the D12 cost per hour?', true],
    ['How much does the D12 cost to buy?', false],
    ['What did the window cost?', false],
  ])('asksRate(%j) = %j', (question, rate) => {
    expect(asksRate(question)).toBe(rate);
  });

  const noun = (w: string): boolean => /^(?:spruce|festival|tops|violin|day|pruning|winter|honey)$/.test(w);
  it.each<[string, string | null]>([
    ['Where does Renata Kovač get the spruce for her violin tops?', 'spruce'],
    ['Where is the festival held?', 'festival'],
    ['Where do they buy their honey?', 'honey'],
    ['Where is it?', null],
    ['When is the festival held?', null],
  ])('whereAsked(%j) = %j', (question, thing) => {
    expect(whereAsked(question, noun)).toBe(thing);
  });

  const place = (w: string): boolean => /^(?:workshop|hall|forest)$/.test(w);
  it.each<[string, boolean]>([
    ['The backs are made of flamed maple from Bosnia, and the tops are spruce.', false],
    ['The tops are spruce from the Val di Fiemme.', true],
    ['The spruce comes from a forest in the Alps.', true],
    ['She makes violins in her workshop, and the tops are spruce.', false],
  ])('givesPlace for spruce in %j = %j', (text, gives) => {
    expect(givesPlace(clausesWithoutAsides(text), 'spruce', new Set(['spruce', 'where']), place)).toBe(gives);
  });
});

describe('a brand is a name, never a kind by WordNet (pure)', () => {
  it.each<[string, boolean]>([
    ['Whole rye flour makes a sluggish starter more active.', false],
    ['We feed it with Shipton flour every morning.', true],
    ['Use a strong flour such as Allinson or Marriage.', true],
    ['Flour is the main food of the starter.', false],
  ])('namesBrand(%j, "flour") = %j', (text, names) => {
    expect(namesBrand(text, 'flour')).toBe(names);
  });
});

describe('what the answer may say for the asked part (pure but for the tables)', () => {
  it('the price of a named thing: a rate is not it, a sum is', () => {
    const q = 'How much does the Aerodry D12 cost to buy?';
    const asked = askedPart(q);
    expect(asked).toMatchObject({ role: 'cost', part: 'd12', label: 'Aerodry D12' });
    if (!asked) return;
    expect(givesAskedPart(asked, 'The D12 costs about 6.7p an hour.', q)).toBe(false);
    expect(givesAskedPart(asked, 'The D12 costs £189 in most shops.', q)).toBe(true);
    expect(notGivenStatement(asked, q)).toBe('Your sources do not give a price for the Aerodry D12, so they do not answer "How much does the Aerodry D12 cost to buy?"');
    expect(quotableInstead(asked, q, 'The D12 costs about 6.7p an hour.')).toBe(false);
    expect(quotableInstead(asked, q, 'Should I get the D12 everyone recommends?')).toBe(false);
    // (a sentence stating no sum would be read as the price's answer: the statement stands alone, uncited)
    expect(quotableInstead(asked, q, 'The D12 collects about 12 litres a day.')).toBe(false);
    expect(quotableInstead(asked, q, 'The D12 and its stand cost £210 together.')).toBe(true);
  });

  it('a sum of money asked bare ("the bequest") is given only by a sum bound to it; said plainly otherwise', () => {
    const q = 'How much was the bequest?';
    const asked = askedPart(q);
    expect(asked).toMatchObject({ role: 'cost', part: 'bequest', sum: true });
    if (!asked) return;
    expect(givesAskedPart(asked, 'She left a bequest of £20,000 to the church.', q)).toBe(true);
    expect(givesAskedPart(asked, 'It was paid for by a bequest from the late Dora Wyn.', q)).toBe(false);
    expect(notGivenStatement(asked, q)).toBe('Your sources do not give the amount of the bequest, so they do not answer "How much was the bequest?"');
    expect(isSumNoun('grant')).toBe(true);
    expect(isSumNoun('window')).toBe(false);
  });

  it('the cost of an act is given by a sum bound to the act\'s own noun ("Registration costs £30" for "cost to register hives")', () => {
    const q = 'How much does it cost to register hives in the city?';
    const asked = askedPart(q);
    expect(asked).toMatchObject({ role: 'cost', part: 'hives', act: true, verb: 'register' });
    if (!asked) return;
    expect(givesAskedPart(asked, 'Registration costs £30 per year and covers up to five hives.', q)).toBe(true);
    expect(givesAskedPart(asked, 'The city registration fee rose to £30 in 2024.', q)).toBe(true);
    // a sum bound to something else is still no answer
    expect(givesAskedPart(asked, 'A bee suit costs £45 at the shop.', q)).toBe(false);
    expect(costActVerb('What did it cost to repair the dome?')).toBe('repair');
    expect(costActVerb('How much is the dome?')).toBe(null);
  });

  it('"what time" asks a when', () => {
    expect(askedPart('What time does the market open in the morning?')?.role).toBe('when');
  });

  it('a rate is the price of a hire, never of a purchase', () => {
    const q = 'How much does it cost to hire the main room?';
    const asked = askedPart(q);
    expect(asked).toMatchObject({ role: 'cost', part: 'room', act: true });
    if (asked) expect(givesAskedPart(asked, 'The main room costs £25 an hour.', q)).toBe(true);
    expect(asksPurchase('What does a new kettle sell for?')).toBe(true);
    expect(asksPurchase('How much does it cost to hire the room?')).toBe(false);
  });

  it('a kind picked by a superlative: nothing may be quoted; a kind of a named thing: its sentences may', () => {
    const most = 'Which breed of hen lays the most eggs?';
    const m = askedPart(most);
    expect(m).toMatchObject({ role: 'kind', noun: 'hen' });
    if (m) expect(quotableInstead(m, most, 'Our hens laid 612 eggs in the year.')).toBe(false);
    const sled = 'Which breed of dog pulled the winning sled?';
    const s = askedPart(sled);
    if (s) expect(quotableInstead(s, sled, 'Her team of eight dogs crossed the line first.')).toBe(true);
  });

  it('the cost of an act done to a part: the sum for the whole does not give it; "£12,000 to repair the dome" does', () => {
    const q = 'How much did it cost to repair the copper dome on the lantern?';
    const asked = askedPart(q);
    expect(asked).toMatchObject({ role: 'cost', part: 'dome' });
    if (!asked) return;
    expect(givesAskedPart(asked, 'The whole restoration cost £780,000.', q)).toBe(false);
    expect(givesAskedPart(asked, 'It took £12,000 to repair the dome.', q)).toBe(true);
  });

  it('a when-question after a statement: the date asked is bound to its distinctive words', () => {
    const q = 'I want to help at Holm Lane. When is the winter pruning day?';
    const asked = askedPart(q);
    expect(asked?.role).toBe('when');
    if (!asked) return;
    expect(givesAskedPart(asked, 'Last autumn we pressed 610 litres of juice at the juicing day.', q)).toBe(false);
    expect(givesAskedPart(asked, 'Winter pruning day is on Saturday 7 February.', q)).toBe(true);
    expect(notGivenStatement(asked, q)).toBe('Your sources do not give a date for what "When is the winter pruning day?" asks.');
  });

  it('documents quoted instead are those naming the thing; none naming it leaves every one', () => {
    const docs = [
      { id: 'mites', words: new Set(['mite', 'egg', 'lai']) },
      { id: 'hens', words: new Set(['hen', 'egg', 'lai']) },
    ];
    expect([...documentsNamingThing(['hen'], docs, stem)]).toEqual(['hens']);
    expect([...documentsNamingThing(['goat'], docs, stem)]).toEqual(['mites', 'hens']);
    const unit = (documentId: string, text: string, score = 1) => ({ documentId, stems: new Set(text.toLowerCase().split(/\W+/).map(stem)), score, text });
    const mite = unit('mites', 'A female mite lays her eggs in the cell', 3);
    const hen = unit('hens', 'Our hens laid well all summer', 2);
    const pruning = unit('hens', 'Pruning is on a Saturday', 1);
    expect(saidInsteadPool([mite, hen], [mite, hen], ['hen'], () => '')).toEqual([hen]);
    expect(saidInsteadPool([mite], [mite, hen], ['hen'], () => '')).toEqual([hen]);
    expect(saidInsteadPool([hen, pruning], [hen, pruning], ['pruning'], () => '')).toEqual([pruning, hen]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'varroa.md': `---
title: Varroa mites
---
Varroa mites are parasites of honey bees. A female mite enters a brood cell shortly before it is capped and lays her eggs there. Mites prefer drone brood, which stays capped longer.
`,
  'hens.md': `---
title: Our first year with hens
---
We keep four hens in a run at the bottom of the garden. The hens laid 612 eggs in the first year, so each egg cost us about £1.16. Hens need about fourteen hours of daylight to lay well. Foxes dig under fences, so we buried a wire skirt around the run.
`,
  'dehumidifier.md': `---
title: Which dehumidifier for a cold flat?
---
Should I get the Aerodry D12 everyone recommends, or a desiccant one? At 28p per kWh my D12 costs about 6.7p an hour to run. The D12 collects about twelve litres a day in our flat.
`,
  'city-bees.md': `# Keeping bees in the city

Anyone keeping honey bees within the city limits must register their hives with the council. Registration costs £30 per year and covers up to five hives. Hives must be at least five metres from a neighbouring house.
`,
  'violins.md': `---
title: Renata Kovač, violin maker
---
Renata Kovač makes violins in her workshop above the bookshop on Tanner's Row. The backs are made of flamed maple from Bosnia, and the tops are spruce. Each violin takes about 200 hours of work.
`,
};

describe('answers through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a kind picked by a superlative that no source names: said plainly, nothing cited, never the mites laying eggs', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which breed of hen lays the most eggs?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    expect(content).toMatch(/^Your sources do not name the breed of hen/);
    expect(content).not.toMatch(/\[\d+\]/);
    expect(content).not.toMatch(/mite/i);
  });

  it('a price asked where only a running cost is given: said plainly, the running cost never offered', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does the Aerodry D12 cost to buy?', reasoning_loops: 1 }));
    const content = job.content ?? '';
    expect(content).toMatch(/^Your sources do not give a price for the Aerodry D12/);
    expect(content).not.toMatch(/6\.7p/);
  });

  it('"How much does it cost to register hives?" answers with the registration fee, never "do not give a sum" above it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does it cost to register hives in the city?', reasoning_loops: 1 }));
    const content = job.content ?? '';
    expect(content).not.toMatch(/do not give a sum/);
    expect(content.split('\n')[0]).toMatch(/Registration costs £30 per year/);
  });

  it('a place asked of a thing its clause does not place: said plainly first, what the sources say of it cited as that', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Where does Renata Kovač get the spruce for her violin tops?', reasoning_loops: 1 }));
    const content = job.content ?? '';
    expect(content.split('\n\n')[0]).toMatch(/^Your sources do not give a place for the spruce/);
    expect(content).toMatch(/What your sources do say: .*tops are spruce/);
  });
});
