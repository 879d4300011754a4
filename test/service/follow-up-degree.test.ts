// A follow-up asked by a degree ("Which one is lighter?", "Is the Harbour Lodge cheaper?") and a who-follow-up whose
// answer names a person by a noun WordNet also files under objects (src/service/follow-up-degree.ts, asked-filler.ts,
// follow-up-role.ts; chat.ts uses them). Pure table tests, then the real service over documents written for this
// test (h26c, session 26): the sentences giving each thing's level answer the degree, with no verdict, and a degree no
// sentence gives a level of stays refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf } from '../../src/service/concepts';
import { holdsAgent, holdsPlace, placeNotPerson } from '../../src/service/asked-filler';
import { degreeAsked, degreeBase, degreeThings, levelSentences } from '../../src/service/follow-up-degree';
import { ownWords, roleReply } from '../../src/service/follow-up-role';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('the degree a follow-up asks by (pure)', () => {
  it.each([
    ['louder', 'loud'],
    ['heaviest', 'heavy'],
    ['bigger', 'big'],
    ['cheaper', 'cheap'],
    ['happier', 'happy'],
    ['lighter', 'light'],
    // an evaluative degree no figure measures
    ['best', null],
    // a degree with no quality of its own, and words that only end so
    ['most', null],
    ['least', null],
    ['later', null],
    ['together', null],
    ['water', null],
  ])('degreeBase(%j) = %j', (word, base) => {
    expect(degreeBase(word)).toBe(base);
  });

  it.each([
    ['Which of the two is louder?', 'louder'],
    ['Is the Harbour Lodge cheaper?', 'cheaper'],
    ['Which is lighter to carry?', 'lighter'],
    ["What's the heaviest one like?", 'heaviest'],
    // a noun in -er where no adjective stands, and no degree at all
    ['Do I need a lighter for the stove?', null],
    ['What number is on the gate?', null],
    ['Who won the race?', null],
  ])('degreeAsked(%j) = %j', (question, word) => {
    expect(degreeAsked(question)?.word ?? null).toBe(word);
  });

  it.each([
    ['Which one is lighter?', true],
    ['Is the ferry cheaper than the bus?', true],
    ['Which lasts longer?', true],
    // a degree describing a thing the follow-up asks something else of
    ['Is the bigger room free on Sundays?', false],
    ['And the quietest month?', false],
  ])('degreeAsked(%j).predicative = %s', (question, predicative) => {
    expect(degreeAsked(question)?.predicative).toBe(predicative);
  });

  it('the things a degree is asked of: its own, then the names the conversation gave', () => {
    expect(degreeThings('Is the Harbour Lodge cheaper?', 'cheaper', ['', 'What rooms do the Harbour Lodge and the Quayside Inn have?']).map((c) => c.term)).toEqual(expect.arrayContaining(['harbour', 'lodge', 'quayside', 'inn']));
    expect(degreeThings('Which one is lighter?', 'lighter', ['', 'How far do the Cityglide 2 and the Trailmark X go on a charge?']).map((c) => c.term)).not.toContain('charge');
  });

  const sentences = [
    { text: 'The Cityglide 2 weighs 21.4 kg with its battery.', title: 'E-bike test' },
    { text: 'The Trailmark X weighs 24.8 kg, most of it in the frame.', title: 'E-bike test' },
    { text: 'The Trailmark X went 71 km on one charge.', title: 'E-bike test' },
    { text: 'Noise level: 64 dB(A)', title: 'Cityglide 2 specification' },
    { text: 'A night at the Quayside Inn costs £95, breakfast included.', title: 'Quayside Inn' },
  ];
  const things = (text: string) => conceptsOf(text, { dropInstructionWords: true });

  it.each([
    // an attribute with a kind of amount: that amount, one sentence per thing
    ['light', 'Cityglide Trailmark', ['The Cityglide 2 weighs 21.4 kg with its battery.', 'The Trailmark X weighs 24.8 kg, most of it in the frame.']],
    // a quality said by a word close to it in a row's label
    ['loud', 'Cityglide', ['Noise level: 64 dB(A)']],
    // the heaviest of them: the weight of each named
    ['heavy', 'Trailmark', ['The Trailmark X weighs 24.8 kg, most of it in the frame.']],
    // a word only loosely near the quality is no level of it ("costs" is 0.49 from cheap)
    ['cheap', 'Quayside Inn', []],
    // no sentence gives a level of the quality for these things
    ['cheap', 'Cityglide Trailmark', []],
    ['loud', 'Trailmark', []],
  ])('levelSentences(%j, %j)', (base, named, expected) => {
    expect(levelSentences(base, things(named), sentences).map((s) => s.text)).toEqual(expected);
  });

  it('a superlative of a quality no attribute measures as an amount: no levels (one row would read as the answer)', () => {
    const rows = [{ text: 'Kirk Track: grade green; length km 4; climb m 40; surface tarmac' }, { text: 'Stag Ridge: grade black; length km 22; climb m 900; surface rock' }];
    expect(levelSentences('hard', things('Kirk Track Stag Ridge'), rows, undefined, 3, true)).toEqual([]);
    expect(levelSentences('heavy', things('Trailmark'), sentences, undefined, 3, true).map((s) => s.text)).toEqual(['The Trailmark X weighs 24.8 kg, most of it in the frame.']);
  });
});

describe('a who-follow-up answered by the sentence that names its doer (pure)', () => {
  it.each([
    // WordNet files a person under objects: a person noun ending a name, or heading a phrase, is no place
    ['democrat', false],
    ['ranger', false],
    ['harbour', true],
    ['school', true],
  ])('placeNotPerson(%j) = %s', (word, place) => {
    expect(placeNotPerson(word)).toBe(place);
  });

  it('a name ending in a person noun is a body that acts; a phrase headed by one is no place', () => {
    expect(holdsAgent('The Liberal Democrat and Green groups voted against.')).toBe(true);
    expect(holdsPlace('The keys were handed to the ranger.')).toBe(false);
    expect(holdsPlace('The keys are kept at the harbour office.')).toBe(true);
  });

  it.each([
    ['Who leads it?', [], ['lead']],
    ['Who repaired the organ?', ['repair', 'organ'], []],
    ['Who was on the boat?', ['boat'], []],
  ])('ownWords(%j)', (question, heavy, light) => {
    expect(ownWords(question)).toEqual({ heavy, light });
  });

  it('"Who leads it?": the sentence that says the leading ("led by"), not the first naming the topic', () => {
    const candidates = [
      { text: 'Bat walks start at the Long Meadow gate at 20:30 every Friday in July.', citation: 1 },
      { text: 'Each walk lasts ninety minutes and is led by warden Priya Dunmore.', citation: 1 },
    ];
    expect(roleReply('Who leads it?', 'Bats hunt moths over the meadow at dusk.', ['What can we see on the bat walks at Long Meadow?'], candidates)?.text).toMatch(/Priya Dunmore/);
  });
});

const BIKES: Record<string, string> = {
  'commuter-ebike-test.md': `---
title: Two commuter e-bikes on test
---

# Two commuter e-bikes on test

We rode the Cityglide 2 and the Trailmark X to work for a month each.

The Cityglide 2 went 58 km on one charge in our test, riding in the middle assist level. The Trailmark X went 71 km on one charge over the same route.

The Cityglide 2 weighs 21.4 kg with its battery. The Trailmark X weighs 24.8 kg, most of it in the frame.

Both bikes have hydraulic disc brakes and integrated front and rear lights.
`,
};

describe('a degree asked in chat, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(BIKES);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Which one is lighter?": each bike\'s weight, no verdict; a degree no sentence gives stays refused', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How far do the Cityglide 2 and the Trailmark X e-bikes go on one charge?', reasoning_loops: 1 }));
    const lighter = await askChat(service, job.id, 'Which one is lighter?');
    expect(lighter).toMatch(/21\.4 kg/);
    expect(lighter).toMatch(/24\.8 kg/);
    expect(lighter).toMatch(/\[\d+\]/);
    expect(lighter).not.toMatch(/point to (?:yes|no)/);
    // no sentence gives a level of noise: never the levels of another quality
    const quieter = await askChat(service, job.id, 'Which one is quieter?');
    expect(quieter).not.toMatch(/21\.4|24\.8|58 km|71 km/);
  });
});
