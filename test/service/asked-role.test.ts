// The asked role bound to the asked subject (src/service/asked-role.ts, asked-part.ts): a colour only where it is said
// of what is asked about, a count only where a figure counts the asked noun, a doer best in a sentence naming the asked
// act; where none does, the answer says so first and cites no neighbour. The documents (a tern colony report, a
// glass-making history) are written for this test.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedEvent, countedNoun, doneAt, givesCount, headAfter, holderAsked, namesAct, namesHolder, qualityBound, withoutIndividuals } from '../../src/service/asked-role';
import { askedPart, askedPartOutcome, givesAskedPart } from '../../src/service/asked-part';
import { isKindOf } from '../../src/service/kinds';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('the noun a count asks (table)', () => {
  it.each<[string, string | null]>([
    ['How many sea otters live in California?', 'otters'],
    ['How many hairs per square inch does otter fur have?', 'hairs'],
    ['How many people worked on it?', 'people'],
    ['How many copies of the Bible survive?', 'copies'],
    ['How many times a week should I water it?', null],
    ['How much does it cost?', null],
  ])('countedNoun(%j) → %j', (query, expected) => {
    expect(countedNoun(query)).toBe(expected);
  });
});

describe('a figure counting the asked noun (table)', () => {
  it.each<[string, string, boolean]>([
    ['About 3,000 southern sea otters live along the coast.', 'otters', true],
    ['The otter population is about 3,000.', 'otters', true],
    ['Dozens of terns nested on the spit.', 'terns', true],
    ['Otters: 41', 'otters', true],
    ['The rescue team sent eleven volunteers up to the ridge.', 'rescuers', true],
    ['Sharks now cause many otter deaths along the coast.', 'otters', false],
    ['Otter fur has up to a million hairs per square inch.', 'otters', false],
    ['In 2014 the otters left the bay.', 'otters', false],
  ])('givesCount(%j, %j) = %j', (text, noun, expected) => {
    expect(givesCount(text, noun)).toBe(expected);
  });
  it('the head of a noun phrase is its last noun', () => {
    expect(headAfter(['southern', 'sea', 'otters', 'live'], 0)).toBe('otters');
    expect(headAfter(['otter', 'deaths', 'along'], 0)).toBe('deaths');
  });
});

describe('a colour said of the subject, not of a neighbour (table)', () => {
  const colour = (w: string): boolean => isKindOf(w, 'colour');
  it.each<[string, boolean]>([
    ['Sea otters have thick dark brown fur.', true],
    ['Adult sea otters are brown, with paler heads.', true],
    ['Their fur is dark brown.', true],
    ['Sharks, especially young white sharks, cause many otter deaths.', false],
    ['Sea stars are major predators of purple sea urchins.', false],
  ])('qualityBound(%j) = %j', (text, expected) => {
    expect(qualityBound(text, ['sea', 'otters'], colour)).toBe(expected);
  });
});

describe('a material named as the material, not as one thing of its kind (table)', () => {
  const query = 'What kind of wood did they use for the treehouse frame?';
  it.each<[string, boolean]>([
    ['We built a timber frame and bolted it to the oak with four M12 coach bolts.', false],
    ['The old oak at the bottom of our garden finally got its treehouse.', false],
    ['We built the frame in larch.', true],
    ['The frame is oak.', true],
    ['We used an oak frame.', true],
  ])('givesAskedPart(kind of wood, %j) = %j', (text, expected) => {
    const asked = askedPart(query);
    expect(asked).not.toBeNull();
    if (asked) expect(givesAskedPart(asked, text, query)).toBe(expected);
  });
  it('"the oak" standing alone is a thing', () => {
    expect(withoutIndividuals('We bolted it to the oak.', (w) => isKindOf(w, 'wood'))).toBe('We bolted it to the thing.');
    expect(withoutIndividuals('We used an oak frame.', (w) => isKindOf(w, 'wood'))).toBe('We used an oak frame.');
  });
});

describe('the event a when- or where-question asks about (table)', () => {
  it.each<[string, { verb: string; thing: string } | null]>([
    ['When did Caxton bring the press to England?', { verb: 'bring', thing: 'caxton' }],
    ['When was the Jikji printed?', { verb: 'printed', thing: 'jikji' }],
    ['When did the library reopen?', { verb: 'reopen', thing: 'library' }],
    ['Who built the bridge?', { verb: 'built', thing: 'bridge' }],
    ['When is the pruning day?', null],
  ])('askedEvent(%j) → %j', (query, expected) => {
    expect(askedEvent(query)).toEqual(expected);
  });
  it('an irregular form names the act: "bought" for buy', () => {
    expect(namesAct('The trust bought the crane for one pound in 1995.', 'buy', 'trust')).toBe(true);
  });
  it('a date of the asked event leads over a date of a neighbouring event of the same subject', () => {
    const unit = (s: string): { sentences: string[] } => ({ sentences: [s] });
    const lead = unit('The library opened in 1903 in a building paid for by a businessman.');
    const reopened = unit('The library reopened in 1949 after the reading room was rebuilt.');
    expect(askedPartOutcome('When did the library reopen?', lead, [lead, reopened])).toEqual({ given: true, lead: reopened });
  });
});

describe('the asked act (table)', () => {
  it.each<[string, boolean, boolean]>([
    ['Movable type was invented in East Asia centuries before Gutenberg.', true, true],
    ['The invention of movable type is usually credited to Bi Sheng.', true, false],
    ['Gutenberg developed a system of printing with movable metal type.', false, false],
  ])('namesAct/doneAt(%j) = %j, %j', (text, act, at) => {
    expect(namesAct(text, 'invented', 'movable')).toBe(act);
    expect(doneAt(text, 'invented')).toBe(at);
  });
  it('a doer asked of an act: the sentence naming that act leads over a doer of another act on the same thing', () => {
    const unit = (s: string): { sentences: string[] } => ({ sentences: [s] });
    const lead = unit('Johannes Gutenberg, a goldsmith from Mainz, developed a system of printing with movable metal type around 1440.');
    const invented = unit('Movable type was invented in East Asia centuries before Gutenberg.');
    expect(askedPartOutcome('Who invented movable type?', lead, [lead, invented])).toEqual({ given: true, lead: invented });
  });
  it('a count not given is quoted where the question\'s verb comes before its subject', () => {
    const unit = (s: string): { sentences: string[] } => ({ sentences: [s] });
    const lead = unit('The harbour crane was built in 1896.');
    expect(askedPartOutcome('How many cranes does the harbour have?', lead, [lead])).toEqual({ given: false, statement: 'Your sources give no number for "How many cranes does the harbour have?"' });
  });
  it('a count and a colour are asked parts', () => {
    expect(askedPart('How many sea otters live in California?')).toMatchObject({ role: 'count', noun: 'otters' });
    expect(askedPart('What colour are sea otters?')).toMatchObject({ role: 'kind', noun: 'colour' });
  });
});

describe('the holder of a role (table)', () => {
  it.each<[string, string | null]>([
    ['Who was the architect of the tram depot?', 'architect'],
    ['Who is the mayor of Kellbridge?', 'mayor'],
    ['Who is the head teacher at Brook School?', 'teacher'],
    ['Who was the first owner of the house?', 'owner'],
    ['Who was the cause of the fire?', null],
    ['Who built the tram depot?', null],
  ])('holderAsked(%j) → %j', (query, expected) => {
    expect(holderAsked(query)?.holder ?? null).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['The depot was designed by the architect Henry Lowe.', true],
    ['The house has been owned by the Marsh family since 1901.', true],
    ['The depot was built in 1911 to house 40 tramcars.', false],
  ])('namesHolder(%j) = %j', (text, expected) => {
    expect(namesHolder(text, /owned/.test(text) ? 'owner' : 'architect')).toBe(expected);
  });
  it('a role no sentence names, of a thing the sources speak of: said not to be named', () => {
    const unit = (s: string): { sentences: string[] } => ({ sentences: [s] });
    const lead = unit('The depot was built in 1911 to house 40 tramcars.');
    expect(askedPartOutcome('Who was the architect of the tram depot?', lead, [lead])).toEqual({ given: false, statement: 'Your sources do not name the architect of the tram depot.' });
  });
});

describe('over the real service: a count, a colour or the holder of a role no source gives is said plainly, uncited', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-asked-role-');
    fs.writeFileSync(
      path.join(dir, 'terns.md'),
      `# Arctic terns on Holm Spit\n\nArctic terns return to Holm Spit every May after wintering off Antarctica. Foxes and young herring gulls take many tern chicks each summer, so wardens fence the colony at night. The terns nest on bare shingle above the tide line and lay two eggs. Black-headed gulls nest at the far end of the spit.\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'glass.md'),
      `# Early glass\n\nGlass was first made in Mesopotamia around 3500 BC. Later, Roman craftsmen spread glassblowing across the empire, and Venetian workshops refined clear glass in the fifteenth century.\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'treehouse.md'),
      `# Our treehouse\n\nThe old oak at the bottom of our garden finally got its treehouse this summer. We built a timber frame and bolted it to the oak with four coach bolts. The platform sits 2.5 metres above the ground.\n`,
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"What kind of wood is the treehouse frame?" says the kind is not named (the oak is the tree)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What kind of wood did they use for the treehouse frame?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect((job.content ?? '').split('\n\n')[0]).toMatch(/do not name the kind of wood/);
  });
  it('"How many arctic terns nest on Holm Spit?" says there is no figure and cites nothing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many arctic terns nest on Holm Spit?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).toMatch(/do not say how many/);
  });
  it('"What colour are arctic terns?" names no colour from the gulls and cites nothing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What colour are arctic terns?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).not.toMatch(/Black-headed/);
  });
  it('"Who is the owner of Holm Spit?" says no owner is named and cites nothing (not the wardens or the gulls)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who is the owner of Holm Spit?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).toMatch(/do not name the owner of Holm Spit/);
  });
  it('"Who first made glass?" leads with the sentence naming the act, not a later craftsman', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who first made glass?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/Mesopotamia/);
  });
});
