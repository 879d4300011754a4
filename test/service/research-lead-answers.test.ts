// The lead answers what was asked, not a neighbour of it (src/service/answer-shape.ts, why-lead.ts,
// self-reference.ts, table-rows.ts namedAsSubject): a how-many question is led by the count of what it
// counts however many words describe it ("6,500 glazed blue and white tiles"), not by another count of the
// same noun; a who-question by the person named after their role ("directed by the diocese's building
// surveyor, Tomasz Wrona"); a why-not question by what doing it would bring about, not by a "so that"
// about something else that shares only the subject; a what-caused question never by the writer's "I am
// writing to explain…"; a table row only when the question names it as a thing of its own, not as a
// modifier of another noun ("a tit nest box" asks about the box). Table tests of each pure decision, then
// the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountAsked, countsPeople, givesShape, shapeFit } from '../../src/service/answer-shape';
import { chooseLead } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';
import { withoutTopicOnlyPoints } from '../../src/service/padding';
import { aboutTheText } from '../../src/service/self-reference';
import { namedAsSubject, namedRowWeights, rowWeights, superlativeAsked } from '../../src/service/table-rows';
import type { TableCell } from '../../src/service/passage';
import { stem } from '../../src/service/text';
import { asksWhyNot, givesReasonFor, whyLead } from '../../src/service/why-lead';
import { statesReason } from '../../src/service/reasons';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a count of what is asked, however many words describe it (table)', () => {
  const counted = (query: string): RegExp | null => amountAsked(query).counted;
  it.each<[string, string, boolean]>([
    ['How many tiles cover the floor?', 'The floor is laid with roughly 6,500 glazed blue and white tiles.', true],
    ['How many tiles cover the floor?', 'A leak cracked several dozen tiles near the altar.', true],
    ['How many tiles cover the floor?', 'There are 40 green tiles.', true],
    // a count of something else before the noun: a price per tile, a distance from it, a date
    ['How many tiles cover the floor?', 'Each new tile costs £38 per tile.', false],
    ['How many tiles cover the floor?', 'The kiln stands 3 km from the tiles.', false],
    ['How many hives are on the farm?', 'Twelve hives of bees and four empty ones.', true],
  ])('%j in %j → %s', (query, text, expected) => {
    expect(counted(query)?.test(text) ?? false).toBe(expected);
  });
});

describe('a time that recurs answers a when-question (table)', () => {
  it.each<[string, string, number]>([
    ['When is the tower open to visitors?', 'The tower is open on the first Saturday of each month from April to September.', 2],
    ['When is the tower open to visitors?', 'Guided climbs run every Sunday afternoon.', 2],
    ['When is the tower open to visitors?', 'The tower was rebuilt in 1894.', 1],
    // an ordinal before a day used as a describing word is no recurring time
    ['When is the tower open to visitors?', 'The first weekday bus stops at the gate.', 0],
    ['What time is the last bus?', 'The last bus leaves at 23:15.', 2],
    ['What time is the last bus?', 'The first weekday bus leaves the gate every morning.', 0],
  ])('%j: %j → %d', (query, text, fit) => {
    expect(shapeFit('when', text, query)).toBe(fit);
  });
});

describe('people counted in other words (table)', () => {
  it.each<[string, boolean]>([
    ['The trial enrolled 214 adults who had had a knee replaced.', true],
    ['About 40 local volunteers from the village walked the route.', true],
    ['Nine per cent of patients in the video group missed two calls.', false],
    ['Each video call cost about £22 per patient.', false],
    ['The ward has 30 beds.', false],
  ])('countsPeople(%j) → %s', (text, expected) => {
    expect(countsPeople(text)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['How many patients took part in the trial?', true],
    ['How many volunteers walked the route?', true],
    ['How many tiles cover the floor?', false],
  ])('amountAsked(%j).people → %s', (query, expected) => {
    expect(amountAsked(query).people === true).toBe(expected);
  });
});

describe('a who-answer names the person after their role (table)', () => {
  it.each<[string, string, number]>([
    ['Who was in charge of the repair?', "The repair was directed by the diocese's building surveyor, Tomasz Wrona, with three tilers.", 2],
    ['Who was in charge of the repair?', 'The work was overseen by a retired mason, Ruth Abara.', 2],
    ['Who was in charge of the repair?', 'The floor was laid with lime mortar by hand.', 0],
    ['Who was in charge of the repair?', 'The chapel was built in 1742 and given to the parish by the Brandt family.', 0],
  ])('%j: %j → %d', (query, text, fit) => {
    expect(shapeFit('who', text, query)).toBe(fit);
  });
});

describe('a sentence about the text itself (table)', () => {
  it.each<[string, boolean]>([
    ['I am writing, as churchwarden, to explain the flooding in the vestry.', true],
    ["We're writing to let every tenant know what the landlord has decided.", true],
    ['This article describes how the floor was mended and why some damage was left.', true],
    ['The following report sets out what the survey found.', true],
    ['The surveyor wrote to the diocese in March.', false],
    ['This floor describes a chequered pattern of blue and white.', false],
    ['Water came in because a gutter had been blocked.', false],
  ])('%j → %s', (sentence, expected) => {
    expect(aboutTheText(sentence)).toBe(expected);
  });
});

describe('what gives a reason, and a reason for not doing something (table)', () => {
  it.each<[string, boolean, boolean]>([
    ['The shorter season is enough now that most boats carry radar.', false, true],
    ['Starting earlier means missing the first swarm; starting later means losing the light.', false, true],
    ['Leaving it longer would mean the paint never dries.', false, true],
    // the writer's purpose in writing is no reason for what is asked
    ['I am writing, as churchwarden, to explain the flooding in the vestry.', false, false],
    // what doing it would bring about: a reason only for a why-not question
    ['"A new tile would never match the old glaze," the surveyor said.', true, true],
    ['"A new tile would never match the old glaze," the surveyor said.', false, false],
    ['The chapel would reopen in September.', false, false],
  ])('%j (why not: %s) → %s', (text, whyNot, expected) => {
    expect(givesReasonFor(text, [], whyNot)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ["Why didn't the tilers replace the cracked tiles?", true],
    ['Why was the fence not repaired after the storm?', true],
    ['Why does the ferry not sail on Sundays?', true],
    ['Why did the tilers replace the cracked tiles?', false],
    ['Why is nothing left of the old mill?', false],
  ])('asksWhyNot(%j) → %s', (query, expected) => {
    expect(asksWhyNot(query)).toBe(expected);
  });
});

describe('a why-lead for a why-not question (pure)', () => {
  const unit = (score: number, text: string) => ({ score, sentences: [text] });
  const words = ['tilers', 'replace', 'cracked', 'tiles', 'altar'];
  const named = (text: string): string[] => words.filter((w) => new RegExp(`\\b${w.replace(/s$/, '')}s?\\b`, 'i').test(text));
  const mortar = unit(7, 'Lime mortar was used throughout, so that a later tiler can lift any piece out.');
  const leak = unit(10, 'In 1987 a leak cracked several dozen tiles near the altar.');
  const wouldNot = unit(8, '"A new tile would never match the old glaze, and the cracked ones are part of its story," she said.');
  it('what replacing them would do is the reason that leads, over a "so that" naming only the subject', () => {
    expect(whyLead([leak, wouldNot, mortar], 0, words, named, ['tilers'], ['replace', 'cracked', 'tiles'], true)).toBe(1);
    expect(whyLead([leak, mortar, wouldNot], 1, words, named, ['tilers'], ['replace', 'cracked', 'tiles'], true)).toBe(2);
  });
  it('asked why something was done, the same words give no reason and the lead stays', () => {
    expect(whyLead([leak, wouldNot], 0, words, named, ['tilers'], ['replace', 'cracked', 'tiles'], false)).toBe(-1);
  });
});

describe('a finding of an inquiry is a reason (table)', () => {
  it.each<[string, boolean]>([
    ['The inquiry found that the weir had been badly repaired and poorly inspected.', true],
    ['The coroner concluded that the crane was overloaded.', true],
    ['Divers found the wreck in 1998, lying on its side.', false],
    ['The survey found 14,000 trees.', false],
  ])('%j → %s', (text, expected) => {
    expect(givesReasonFor(text, []) || statesReason(text)).toBe(expected);
  });
});

describe('a row is named only as a thing of its own, not as a modifier (table)', () => {
  const label = (text: string): Set<string> => new Set(text.toLowerCase().split(/\s+/).map(stem));
  it.each<[string, string, string[]]>([
    ['What hole size should a tit nest box have for a first box?', 'blue tit', []],
    ['What setting should a moth light trap be left on overnight?', 'garden moth', []],
    ['Which tit uses the smallest hole?', 'blue tit', ['tit']],
    ['How much does a canoe cost?', 'canoe', [stem('canoe')]],
    ['How much does a canoe cost per hour?', 'canoe', [stem('canoe')]],
    ['How thick must the ice be to drive a small car onto it?', 'small car', ['small', 'car']],
  ])('%j, label %j → %j', (query, row, expected) => {
    expect(namedAsSubject(query, label(row))).toEqual(expected);
  });
  const row = (bird: string, hole: string): TableCell[] => [
    { name: 'Bird', value: bird },
    { name: 'Hole size', value: hole },
  ];
  const BIRDS = [row('Blue tit', '25 mm'), row('Great tit', '28 mm'), row('House sparrow', '32 mm'), row('Starling', '45 mm'), row('Robin', 'open front')];
  it.each<[string, number[]]>([
    ['What hole size should a tit nest box have?', [1, 1, 1, 1, 1]],
    ['What hole size does a starling need?', [0.7, 0.7, 0.7, 1.5, 0.7]],
  ])('namedRowWeights(%j)', (query, expected) => {
    expect(namedRowWeights(BIRDS, query)).toEqual(expected);
  });
});

describe('points that name nothing beyond their document\'s topic pad the answer (table)', () => {
  // what each point names of the question beyond its document's title ("chapel", "Marrick" are the title's)
  const point = (text: string, beyond: string[], next = false) => ({ text, beyond, next });
  const lead = point('The chapel reopened for services in September 2023.', ['reopen', 'servic']);
  const floor = point('The chapel floor is laid with roughly 6,500 glazed tiles.', []);
  const bells = point('The chapel bells were rung again for the first service.', ['servic']);
  const leak = point('In 1987 a leak cracked several dozen tiles.', []);
  const after = point('The bishop preached at it.', [], true);
  const kept = (keep: (p: typeof lead) => boolean = () => false) =>
    withoutTopicOnlyPoints([lead, floor, bells, leak, after], lead, (p) => p.beyond, (p) => p.next, keep).map((p) => p.text);
  it('drops a point naming only the topic; keeps one naming more, the lead\'s next sentence, and what `keep` holds', () => {
    expect(kept()).toEqual([lead.text, bells.text, after.text]);
    expect(kept((p) => /\b1\d{3}\b/.test(p.text))).toEqual([lead.text, bells.text, leak.text, after.text]);
  });
  it.each<[string, 'when' | 'who' | 'amount', string, boolean]>([
    ['When did the chapel reopen?', 'when', 'In 1987 a leak cracked several dozen tiles.', true],
    ['When did the chapel reopen?', 'when', 'The chapel floor is laid with glazed tiles.', false],
    ['Who mended the floor?', 'who', 'The repair was directed by the diocese\'s building surveyor, Tomasz Wrona.', true],
    // a figure of another kind gives no count of what is asked
    ['How many tiles cover the floor?', 'amount', 'The floor now lies on a board tilted at 15 degrees.', false],
    ['How many tiles cover the floor?', 'amount', 'About 6,500 glazed tiles cover it.', true],
    ['How much did the repair cost?', 'amount', 'The repair took 14 months.', false],
    ['How much did the repair cost?', 'amount', 'The repair cost £86,000.', true],
  ])('givesShape: %j, %s, %j → %s', (query, shape, text, expected) => {
    expect(givesShape(shape, text, query)).toBe(expected);
  });
});

describe('a comparative against all the others asks for the extreme row; a time quality reads a year column (table)', () => {
  it.each<[string, { superlative: string; quality: string | null } | null]>([
    ['Which of the lifeboats was built later than the others?', { superlative: 'most', quality: 'late' }],
    ['Which lifeboat came into service earlier than the rest?', { superlative: 'most', quality: 'early' }],
    ['Which boat is more expensive than any other?', { superlative: 'most', quality: 'expensive' }],
    ['Is the Tyne heavier than the Mersey?', null],
  ])('superlativeAsked(%j)', (query, expected) => {
    expect(superlativeAsked(query)).toEqual(expected);
  });
  const row = (boat: string, year: string, builder: string): TableCell[] => [
    { name: 'Boat', value: boat },
    { name: 'Built year', value: year },
    { name: 'Builder', value: builder },
  ];
  const BOATS = [row('Grace Darling', '1984', 'Fairey Marine'), row('Spirit of Kessock', '2019', 'Berthon Boat'), row('Ann Speed', '1991', 'Green Marine')];
  it.each<[string, number[]]>([
    // the builder column the question names holds no figures: the year column decides
    ['Which of the lifeboats was built later than the others, and by which builder?', [1, 2, 1]],
    ['Which lifeboat was built earliest?', [2, 1, 1]],
    ['Which lifeboat was built by Green Marine?', [1, 1, 1]],
  ])('rowWeights(%j)', (query, expected) => {
    expect(rowWeights(BOATS, query.toLowerCase().match(/\p{L}+/gu) ?? [], query)).toEqual(expected);
  });
});

describe('a how-lead gives the way, not only by how much (pure)', () => {
  const unit = (score: number, text: string) => ({ score, sentences: [text] });
  const query = 'How do hedgerows reduce soil erosion on sloping fields?';
  const amount = unit(10, 'Hedgerows planted across a slope reduce soil erosion by about 40 percent over a season.');
  const way = unit(6, 'Rain is caught at the hedge bank and sinks into it by infiltration, so less soil is carried downhill.');
  const birds = unit(7, 'Farmers also reported more birds nesting along the hedged fields.');
  it.each<[string, { score: number; sentences: string[] }[], number]>([
    ['the point naming a means leads over the amount', [amount, way], 1],
    ['a point naming no means does not', [amount, birds], 0],
    ['below half the best score, the amount stays', [amount, unit(4, way.sentences[0] as string)], 0],
    ['a first point that names a means itself stays', [unit(10, 'Hedgerows reduce soil erosion by slowing the water.'), way], 0],
  ])('%s', (_, chosen, expected) => {
    expect(chooseLead(chosen, 'how', query, conceptsOf(query))).toBe(expected);
  });
});

const TOWER = `# Visiting Marrick church tower

The tower was rebuilt in 1894 after a lightning strike, and its clock was added in 1902.

The tower is open to visitors on the first Saturday of each month from April to September. Children under 12 must climb with an adult.
`;

const HEDGES = `# Hedges on sloping fields

Hedgerows planted across a slope reduce soil erosion by about 40 percent over a season, according to a five-year study on farms in Devon.

Rain that runs down the field is caught at the hedge bank and sinks into it by infiltration, and the roots of the hedge hold the soil of the bank together, so less soil is carried downhill.

The study compared 14 fields with hedges and 11 without. Most of the hedges were hawthorn and blackthorn, laid every ten years.

Farmers in the study also reported more birds nesting along the hedged fields.
`;

const LIFEBOATS = `boat,class,built_year,builder,notes
Grace Darling,Tyne,1984,Fairey Marine,first all-weather boat at the station
Royal Thames,Tyne,1986,Fairey Marine,sold in 2009
Spirit of Kessock,Shannon,2019,Berthon Boat,jet-driven; launched from the beach
Ann Speed,Mersey,1991,Green Marine,kept as a relief boat
`;

const CHAPEL = `---
title: The chapel floor at Marrick
---

# Mending the chapel floor at Marrick

This article describes how the chapel floor was mended, who did the work and why some of the damage was left as it was.

The chapel floor is laid with roughly 6,500 glazed blue and white tiles in a chequered pattern, set on a bed of lime mortar over rubble.

## The damage

In 1987 a leak from the roof cracked several dozen tiles near the altar before anyone noticed it. Damp also lifted a strip of tiles along the north wall.

## The repair

The repair was directed by the diocese's building surveyor, Tomasz Wrona, with a team of three tilers. The lifted tiles were cleaned and bedded again on fresh lime mortar. Lime mortar was used throughout, so that a later tiler can lift any piece out again without breaking it.

The cracked tiles near the altar were left in place. "The cracks are part of the chapel's story, and a new tile would never match the old glaze," Wrona said.

The chapel reopened for services in September 2023.
`;

const VESTRY = `Dear members of the parish,

I am writing, as churchwarden, to explain the flooding in the vestry last winter and what the parish will do about it.

Water came in because a gutter above the vestry door had been blocked by a pigeon's nest, so rain ran down the inside of the wall for most of January.

The cupboards along the west wall were soaked and two boxes of old registers were damaged. The registers have gone to the county archive to be dried.

From now on the gutters will be cleared every autumn by a contractor, and the vestry will be checked after every storm.

Yours sincerely,
Margaret Ellison
`;

const NEST_BOXES = `# How to build a nest box for garden birds

A nest box gives small birds a safe place to raise their young where old trees with holes are scarce.

## Hole sizes

| Bird | Hole size | Where to hang it |
|---|---|---|
| Blue tit | 25 mm | on a tree trunk, 2 to 4 m up |
| Great tit | 28 mm | on a tree trunk or a wall |
| House sparrow | 32 mm | under the eaves of a house |
| Starling | 45 mm | high on a wall |
| Robin | open front | low in a thick hedge |

## Steps

1. Cut the panels. Use untreated softwood at least 15 mm thick, so the box stays cool in summer.
2. Drill the entrance. For a first tit nest box, drill a 25 mm hole, which lets blue tits in and keeps sparrows out.
3. Hang the box. Face it between north and east, away from strong sun and the wettest winds.
`;

const KNEE = `# The KNEE-WALK trial: home exercise after knee replacement

## Methods

The KNEE-WALK trial enrolled 214 adults who had had a knee replaced at two hospitals in 2023. Half were given a printed home exercise plan and half had weekly video calls with a physiotherapist.

## Results

Nine per cent of patients in the video group missed more than two calls, usually because of poor internet connections, compared with no missed sessions in the printed group.

After 12 weeks, patients in the video group walked 40 metres further in six minutes than patients with the printed plan.

Each video call cost the hospital about £22 per patient.
`;

const WEIR = `# The Greyford weir failure

The Greyford weir held back the river above the mill town of Greyford for ninety years.

On the night of 9 February 2022, after a week of rain, the central section of the weir gave way and a wave ran through the lower town.

A new weir of reinforced concrete was finished in 2024, two metres higher than the old one.

The county inquiry found that the weir had been badly repaired in 1998 and not inspected since 2010.

The mill itself had closed in 1971 and is now a museum of river trades.
`;

describe('over the real service: the lead answers what was asked', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'chapel-floor.md': CHAPEL, 'vestry-letter.txt': VESTRY, 'nest-boxes.md': NEST_BOXES, 'greyford-weir.md': WEIR, 'knee-walk.md': KNEE, 'harbour-lifeboats.csv': LIFEBOATS, 'hedges.md': HEDGES, 'marrick-tower.md': TOWER });
  });
  afterAll(async () => {
    await service.close();
  });
  const leadOf = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p)) ?? '';
  it.each<[string, RegExp, RegExp]>([
    ['How many tiles make up the Marrick chapel floor?', /^In short: The chapel floor is laid with roughly 6,500 glazed blue and white tiles/, /several dozen/],
    ['Who was in charge of mending the chapel floor at Marrick?', /^In short: The repair was directed by the diocese's building surveyor, Tomasz Wrona/, /6,500/],
    ["Why didn't the tilers replace the cracked tiles near the altar?", /^The main reason your sources give: "The cracks are part of the chapel's story, and a new tile would never match the old glaze,"/, /Lime mortar/],
    ['What caused the flooding in the vestry?', /^The main reason your sources give: Water came in because a gutter above the vestry door had been blocked/, /is writing|am writing/],
    ['What hole size should a tit nest box have for a first box?', /^In short: (?:Drill the entrance\. )?For a first tit nest box, drill a 25 mm hole/, /^In short: (?:Blue|Great) tit:/],
    // the patients are counted as adults, further down than sentences that give other figures about patients
    ['How many patients took part in the KNEE-WALK trial?', /^In short: The KNEE-WALK trial enrolled 214 adults/, /40 metres|Nine per cent|£22/],
    // a recurring time answers "when is it open", not the year in another sentence
    ['When is the Marrick church tower open to visitors?', /^In short: The tower is open to visitors on the first Saturday of each month from April to September/, /1894|1902/],
    // how: the way (infiltration, roots), not only by how much
    ['How do hedgerows reduce soil erosion on sloping fields?', /^In short, according to your sources: Rain that runs down the field is caught at the hedge bank and sinks into it by infiltration/, /40 percent/],
    // later than the others: the row with the latest year leads, not the first row (named first in the sentence
    // that lists the rows by year, table-extreme.ts; no other row is named as the latest)
    ['Which of the harbour lifeboats was built later than the others, and by which builder?', /^In short: Built year: Spirit of Kessock \(2019\) >/, /^In short: Built year: (?:Grace Darling|Ann Speed|Royal Thames)/],
    // the event itself names what was asked ("gave way") but gives no reason; the inquiry's finding does
    ['Why did the Greyford weir give way?', /^The main reason your sources give: The county inquiry found that the weir had been badly repaired/, /wave ran through/],
  ])('%j', async (query, lead, notInLead) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const first = leadOf(job.content ?? '');
    expect(first).toMatch(lead);
    expect(first.split(/\[\d+\]/)[0]).not.toMatch(notInLead);
  });
});

describe('over the real service: a when / who answer is not padded with its document\'s other points', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'chapel-floor.md': CHAPEL, 'vestry-letter.txt': VESTRY });
  });
  afterAll(async () => {
    await service.close();
  });
  it.each<[string, RegExp, RegExp[], RegExp[]]>([
    // another dated point may stay (it gives a date itself); the tiles and the mortar are the chapel's topic, not the reopening
    ['When did the Marrick chapel reopen for services?', /^In short: The chapel reopened for services in September 2023 \[1\]\./, [/6,500 glazed/, /Lime mortar was used/, /would never match/], []],
    ['Who mended the floor of the chapel at Marrick?', /^In short: The repair was directed by the diocese's building surveyor, Tomasz Wrona/, [/6,500 glazed/, /reopened for services/], []],
    // a point that names what is asked beyond the title ("tiles") stays, though it gives another count
    ['How many tiles cover the chapel floor?', /^In short: The chapel floor is laid with roughly 6,500/, [], [/cracked several dozen tiles/]],
  ])('%j', async (query, lead, absent, present) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    expect(content).toMatch(new RegExp(lead.source, 'm'));
    for (const pattern of absent) expect(content).not.toMatch(pattern);
    for (const pattern of present) expect(content).toMatch(pattern);
  });
});
