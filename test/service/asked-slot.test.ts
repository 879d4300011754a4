// The asked slot (src/service/asked-slot.ts; compose.ts uses it): a question asks one slot of its subject, a role plus
// the qualifier that picks among facts of that role given side by side (the end of a span or its start, a season, a
// count of kinds). The filler of the asked slot leads, a sibling fact (the start date when the end is asked) never does,
// and points that add nothing to the asked thing are dropped. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedSlot, countsKinds, edgeVerb, fillsSibling, fillsSlot, seasonsNamed, slotKept, slotLead, slotStrength, timeEdges } from '../../src/service/asked-slot';
import type { RunningService } from '../../src/service/server';
import { answerLead, researchContent, startLibraryService } from './helpers';

describe('the slot a question asks (table)', () => {
  it.each<[string, string | null]>([
    ['When does the Harbury library consultation close?', 'time end'],
    ['When will the bridge repairs finish?', 'time end'],
    ['What time does the swimming pool open on Sundays?', 'time start'],
    ['When does the ferry reopen?', 'time start'],
    // a clause that sets when is no part of the slot: the timetable's start is the condition, the train's time is asked
    ['What time is the last evening train out of Kessock once the new timetable starts?', null],
    ['What time does the café close once the clocks go back?', 'time end'],
    // "open until", "how late is it open": the end of the span; "fall" as a verb is no season
    ['What time is the library open until?', 'time end'],
    ['How late is the pool open?', 'time end'],
    ['When does Easter fall in 2027?', null],
    ['When does the market close in the fall?', 'time end autumn'],
    ['What time does the museum shut in the summer?', 'time end summer'],
    ['When is the winter pruning day?', 'time winter'],
    ['How many kinds of owl nest in the wood?', 'count kinds'],
    ['How many different species of bat live here?', 'count kinds'],
    // no qualifier: the role alone is asked.ts/asked-filler.ts's
    ['When was the bridge built?', null],
    ['How many owls nest in the wood?', null],
    ['What does the ticket cost?', null],
  ])('askedSlot(%j) = %j', (question, expected) => {
    const slot = askedSlot(question);
    const read = slot === null ? null : [slot.role, slot.edge, slot.kinds ? 'kinds' : undefined, slot.season].filter(Boolean).join(' ');
    expect(read).toBe(expected);
  });

  it('leaves the slot words out of the subject', () => {
    expect(askedSlot('When does the Harbury library consultation close?')?.subject).toEqual(['harburi', 'librari', 'consult']);
  });
});

describe('which edge of a span a sentence gives (table)', () => {
  it.each<[string, string[]]>([
    ['The consultation runs until 14 March 2027.', ['end']],
    ['From 2 January 2027 residents can comment online.', ['start']],
    ['In winter the pool is open from 7:00 to 20:00.', ['end', 'start']],
    ['The works finished in June 2024.', ['end']],
    ['The ferry reopens on 1 April.', ['start']],
    ['The hall was built in 1891.', ['bare']],
    ['It is closed on Christmas Day.', []],
  ])('timeEdges(%j) ⊇ %j', (text, edges) => {
    const got = [...timeEdges(text)];
    for (const e of edges) expect(got).toContain(e);
    if (edges.length === 0) expect(got).toEqual([]);
    else if (!edges.includes('bare')) expect(got.filter((e) => e !== 'bare').sort()).toEqual([...edges].sort());
  });

  it.each<[string, 'start' | 'end' | null]>([
    ['closes', 'end'],
    ['finished', 'end'],
    ['reopens', 'start'],
    ['begins', 'start'],
    ['end', null],
    ['open', null],
    ['carries', null],
  ])('edgeVerb(%j) = %j', (word, edge) => {
    expect(edgeVerb(word)).toBe(edge);
  });
});

describe('seasons and kinds (table)', () => {
  it.each<[string, string[]]>([
    ['From November to February the gates shut at dusk.', ['winter']],
    ['From May to August it stays open late.', ['summer']],
    ['In July the café opens early.', ['summer']],
    ['Opening hours are longer in spring.', ['spring']],
    ['The hall was built in 1891.', []],
  ])('seasonsNamed(%j) = %j', (text, seasons) => {
    expect([...seasonsNamed(text)].sort()).toEqual(seasons);
  });

  it.each<[string, boolean]>([
    ['There are eleven species of bat in the county.', true],
    ['Four distinct types were recorded.', true],
    ['Eleven bats were counted at dusk.', false],
    ['The wood covers forty hectares.', false],
  ])('countsKinds(%j) = %s', (text, counts) => {
    expect(countsKinds(text)).toBe(counts);
  });

  it('a count the clause states is plainer than one that only describes', () => {
    const slot = askedSlot('How many kinds of bat are there?');
    if (!slot) throw new Error('no slot');
    expect(slotStrength('There are eleven species of bat in the county.', slot)).toBe(2);
    expect(slotStrength('In 2019 all eleven species were surveyed by volunteers.', slot)).toBe(1);
  });
});

describe('the slot leads, siblings never do, padding goes (pure)', () => {
  const slot = askedSlot('When does the Harbury library consultation close?');
  if (!slot) throw new Error('no slot');
  const candidates = [
    { text: 'From 2 January 2027 Harbury residents can comment on the library plans.', context: '', score: 5 },
    { text: 'The library will keep its Saturday story time.', context: '', score: 4 },
    { text: 'The consultation runs until 14 March 2027.', context: '', score: 2 },
    { text: 'A public meeting on the consultation is held in the library on 9 February.', context: '', score: 1 },
  ];

  it('fills the slot only with the asked edge; the other edge is a sibling', () => {
    expect(fillsSlot(candidates[2]?.text ?? '', slot)).toBe(true);
    expect(fillsSlot(candidates[0]?.text ?? '', slot)).toBe(false);
    expect(fillsSibling(candidates[0]?.text ?? '', slot)).toBe(true);
  });

  it('the end date leads over the start date', () => {
    expect(slotLead(slot, candidates, 0)).toBe(2);
  });

  it('keeps only points that fill the slot too; drops the sibling and the padding', () => {
    const more = { text: 'Paper forms must reach the library by 14 March 2027.', context: '', score: 1 };
    expect(slotKept(slot, [candidates[2], candidates[0], candidates[1], candidates[3], more].filter((c) => c !== undefined), 0)).toEqual([0, 4]);
  });

  it('a lead that already fills the slot stays', () => {
    expect(slotLead(slot, candidates, 2)).toBe(-1);
  });

  it('a winter closing time is read from the months of winter', () => {
    const winter = askedSlot('What time does the park close in winter?');
    if (!winter) throw new Error('no slot');
    const hours = [
      { text: 'From April to September the park is open from 7:00 to 21:00.', context: 'Opening hours', score: 3 },
      { text: 'From October to March the park is open from 8:00 to 16:30.', context: 'Opening hours', score: 2 },
    ];
    expect(fillsSibling(hours[0]?.text ?? '', winter)).toBe(true);
    expect(slotLead({ ...winter, subject: [] }, hours, 0)).toBe(1);
  });
});

const DOCUMENTS: Record<string, string> = {
  'harbury-library-consultation.md': `# Harbury library: have your say

Harbury council wants to move the library into the community centre on Mill Street.

From 2 January 2027 residents can comment on the plans online or on paper forms at the library desk. The council says the move would save about £40,000 a year in rent.

The consultation runs until 14 March 2027. The library will keep its Saturday story time whatever is decided.
`,
  'kestle-country-park.md': `# Kestle Country Park: visiting

## When is the park open?

From April to September the gates are open from 7:00 to 21:00. From October to March they open from 8:00 to 16:30. The car park is free for blue badge holders.

## Wildlife

Kestle Country Park is home to many bats. There are eleven species of bat in the park, the rarest being the barbastelle. In 2019 all eleven species were surveyed by volunteers with detectors.
`,
};

describe('the asked slot through the research service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('an end date asked: the end date leads, not the start date', async () => {
    const content = await researchContent(service, 'When does the Harbury library consultation finish?');
    expect(answerLead(content)).toContain('14 March 2027');
    expect(content).not.toContain('story time');
  });

  it('a closing time in winter: the winter months’ hours lead', async () => {
    const content = await researchContent(service, 'What time does Kestle Country Park close in the winter months?');
    expect(answerLead(content)).toContain('16:30');
  });

  it('a count of kinds: the count of species leads', async () => {
    const content = await researchContent(service, 'How many kinds of bat are found in Kestle Country Park?');
    expect(answerLead(content)).toContain('eleven species');
    expect(answerLead(content)).not.toContain('2019');
  });
});
