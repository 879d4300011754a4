// An exception to all of the subject asked, and a universal about the complement (verdict-exception.ts; verdict.ts,
// the 'exception' and 'complement' evidence): "Will every one of Kelby's gas lamps be switched to LED?" over "Twelve
// of Kelby's gas lamps will stay on gas" is a no (stay is WordNet's antonym of change, which switch says); "Have
// foxes taken chickens kept in fenced runs?" over "All twelve fox raids were on unfenced runs" is a no. Every wording
// here is written for this test. Variants tables: exception 3/9 on main (4 wrong yes) -> 7/9 (misses: "getting" vs
// "keep", "close" which WordNet's tagged counts never use as a verb); fresh after-variants 3/4 (main 2/4). Complement
// 1/9 on main (6 wrong yes) -> 9/9; fresh after-variants 4/4 (main 0/4, 3 wrong yes). Then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { complementStated, contraryVerbs, exceptionStated } from '../../src/service/verdict-exception';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

const titles = new Map([['notes', 'Notes']]);
const decide = (query: string, sentence: string) => {
  const units: VerdictUnit[] = [{ score: 5, sentences: [sentence], documentId: 'notes', stems: stemsOf(sentence) }];
  return decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
};

describe('the pieces (contraryVerbs, exceptionStated, complementStated)', () => {
  it.each<[string, string, boolean]>([
    ['stay', 'switched', true],
    ['open', 'close', true],
    ['stay', 'repainted', false],
  ])('%s against %s → %s', (said, asked, contrary) => {
    expect(contraryVerbs(said, asked)).toBe(contrary);
  });
  it.each<[string, string, string | null, boolean]>([
    ['Twelve of the gas lamps will stay on gas.', 'lamps', 'switched', true],
    ['Two phone boxes will not be removed.', 'boxes', 'removed', true],
    ['All of the bridges except the iron footbridge will be repainted.', 'bridges', 'repainted', true],
    ['All of the gas lamps will be switched to LED.', 'lamps', 'switched', false],
    ['Twelve lamps were installed in 1860.', 'lamps', 'switched', false],
  ])('%s (%s) → %s', (sentence, head, verb, found) => {
    expect(exceptionStated(sentence, new Set([stem(head)]), verb) !== null).toBe(found);
  });
  it.each<[string, string[], string | null]>([
    ['Every one of the 14 cases was in an unvaccinated dog.', ['vaccinated', 'dogs', 'cases'], 'unvaccinated'],
    ['All the head injuries were in cyclists without helmets.', ['cyclists', 'wearing', 'helmets'], 'without'],
    // no universal, or the question names the complement itself
    ['Some of the cases were in unvaccinated dogs.', ['vaccinated', 'dogs'], null],
    ['Every attack was at an unfenced coop.', ['unfenced', 'coops', 'attacked'], null],
  ])('%s → %s', (sentence, asked, word) => {
    expect(complementStated(sentence, asked)).toBe(word);
  });
});

describe('an exception to all of the subject asked answers no (decideVerdict; variants table)', () => {
  it.each<[string, string]>([
    ["Will every one of Kelby's gas lamps be switched to LED?", "Twelve of Kelby's gas lamps, in Mill Lane, will stay on gas."],
    ["Are all the village's phone boxes being removed?", 'Two phone boxes on the village green will not be removed, because they are listed.'],
    ["Will each of the town's bridges be repainted this summer?", "All of the town's bridges except the iron footbridge will be repainted."],
    ['Were all the hives in the orchard treated for mites?', 'Apart from the two hives by the gate, every hive in the orchard was treated.'],
    ['Have all the elms on the avenue been felled?', 'Four of the elms on the avenue survive and will not be felled.'],
    ["Are all the school's pianos to be replaced?", "Five of the school's pianos will be kept and repaired rather than replaced."],
    // written after the rule
    ["Will every one of the estate's footpaths be resurfaced?", "Six of the estate's footpaths will not be resurfaced until 2027."],
    ['Have all the **allotment** plots been let this year?', 'Nine allotment plots have not been let this year.'],
    ["Will all of the zoo's animals move to the new site?", "All of the zoo's animals except the elephants will move to the new site."],
  ])('%s', (query, sentence) => {
    const choice = decide(query, sentence);
    expect(choice.verdict).toBe('no');
    expect(choice.decidedBy).toBe('exception');
  });
  it('the whole said: no exception', () => {
    expect(decide("Will every one of Kelby's gas lamps be switched to LED?", "All of Kelby's gas lamps will be switched to LED by 2027.").verdict).not.toBe('no');
  });
});

describe('a universal about the complement answers no (decideVerdict; variants table)', () => {
  it.each<[string, string]>([
    ['Have foxes taken chickens kept in fenced runs?', 'All twelve fox raids this year were on unfenced runs.'],
    ['Were vaccinated dogs among the cases of kennel cough?', 'Every one of the 14 cases was in an unvaccinated dog.'],
    ['Did any *insulated* homes suffer burst pipes in the freeze?', 'All of the burst pipes reported were in uninsulated homes.'],
    ['Have cyclists wearing helmets been among the head injuries?', 'All the head injuries the hospital treated were in cyclists without helmets.'],
    ['Were listed buildings damaged by the storm?', 'Only unlisted buildings were damaged by the storm.'],
    ['Did trained volunteers make any of the errors?', 'Each of the errors was made by an untrained volunteer.'],
    ['Have martens killed hens behind electric fences?', 'The project logged nine marten attacks, every one of them on hens in unfenced coops.'],
    ['Were **ringed** birds among those found dead?', 'Every bird found dead was unringed.'],
    // written after the rule
    ['Were cars parked in the covered car park damaged by the hail?', 'All the cars the hail damaged were parked in the uncovered bays.'],
    ['Have any registered childminders been fined?', 'Every fine so far has gone to an unregistered childminder.'],
    ['Were *supervised* swimmers among the rescues?', 'All of the swimmers rescued this summer were unsupervised.'],
    ['Did heated greenhouses lose plants in the frost?', 'Only unheated greenhouses lost plants in the frost.'],
  ])('%s', (query, sentence) => {
    const choice = decide(query, sentence);
    expect(choice.verdict).toBe('no');
    expect(choice.decidedBy).toBe('complement');
  });
  it('a question about the complement itself gets no such no', () => {
    expect(decide('Were unfenced coops attacked by martens?', 'Every marten attack was at an unfenced coop.').verdict).not.toBe('no');
  });
});

describe('an exception and a complement through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'kelby-lamps.md': [
        '# Kelby street lighting: the LED programme',
        '',
        "Kelby's 240 gas lamps are to be converted to LED over the next two years, starting in the market square.",
        '',
        'Eighteen lamps on Mill Lane will stay on gas, so that the town keeps one street lit as it was in 1900.',
        '',
      ].join('\n'),
      'kelby-foxes.txt': [
        'Foxes and backyard hens in Kelby',
        '',
        'The allotment society lent fencing to members who keep hens. Since March the society has recorded nine fox raids on hens, every one of them on an unfenced run.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });
  const ask = async (query: string): Promise<string> => (await waitForJob(service, await createJob(service, { query, reasoning_loops: 2 }))).content ?? '';

  it('answers no over the exception', async () => {
    expect(await ask("Will every one of Kelby's gas lamps be converted to LED?")).toMatch(/^Your sources point to no: [^\n]*Mill Lane/m);
  });
  it('answers no over the complement', async () => {
    expect(await ask('Have foxes taken hens kept behind fencing in Kelby?')).toMatch(/^Your sources point to no: [^\n]*unfenced/m);
  });
});
