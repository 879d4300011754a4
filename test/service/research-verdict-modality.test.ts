// Permission asked and a prohibition or permission stated (modality.ts; verdict.ts, the 'modality' evidence): "May a
// landowner padlock the gate on a bridleway?" over "Locking a gate across a bridleway is an offence" is a no; a permission
// asked ("may", "allowed", "legal") is answered yes only by a sentence stating the act's modality. The words of
// forbidding and permission come from WordNet (wordnet-modality.txt). Every wording here is written for this test
// (variants table: 5/13 on main before the change, 13/13 after; fresh after-variants, first round 2/4 -> made more
// general (agent nouns, "am I", the act's own clause) -> second round 3/4, main 3/4 with a wrong yes), then the real
// service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, questionKind, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { actParticles, actStems, isForbiddingWord, modalityStated, modalQuestion, namesQuestionAct, parseModality } from '../../src/service/modality';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the words of forbidding, from WordNet (wordnet-modality.txt)', () => {
  it('parses the three kinds of line', () => {
    const words = parseModality('# comment\np offence\na permit\nr estimate\n');
    expect([...words.forbidding]).toEqual(['offence']);
    expect([...words.allowing]).toEqual(['permit']);
    expect([...words.reporting]).toEqual(['estimate']);
  });
  it.each<[string, boolean]>([
    ['offence', true],
    ['prohibited', true],
    ['banned', true],
    ['illegal', true],
    ['forbidden', true],
    // a word WordNet files as similar to illegal in a sense far down its list says other things first
    ['hot', false],
    ['black', false],
    ['path', false],
  ])('%s → %s', (word, forbidding) => {
    expect(isForbiddingWord(word)).toBe(forbidding);
  });
});

describe('the permission a question asks (modalQuestion)', () => {
  it.each<[string, { act: string; deontic: boolean; inverted: boolean } | null]>([
    ['May a landowner padlock the gate on a bridleway?', { act: 'padlock', deontic: true, inverted: false }],
    ['I was wondering whether anglers may fish the upper lake at night.', { act: 'fish', deontic: true, inverted: false }],
    ['Is it legal to light a barbecue on the **beach**?', { act: 'light', deontic: true, inverted: false }],
    ['Is it an offence to drive a quad bike on the common?', { act: 'drive', deontic: true, inverted: true }],
    ['Are visitors allowed to feed the deer in the park?', { act: 'feed', deontic: true, inverted: false }],
    ['Am I allowed to scatter ashes on the village green?', { act: 'scatter', deontic: true, inverted: false }],
    ['Can I legally burn garden waste in my back garden?', { act: 'burn', deontic: false, inverted: false }],
    ['What may a landowner do about a blocked path?', null],
  ])('%s', (query, expected) => {
    const found = modalQuestion(query);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });
  it('a question opening with "may" is a yes/no question', () => {
    expect(questionKind('May a landowner padlock the gate on a bridleway?')).toBe('yesno');
  });
});

describe('the modality a sentence states of the act (modalityStated)', () => {
  it.each<[string, string, string | null]>([
    ['padlock', 'Locking a gate across a bridleway is an offence.', 'forbidden'],
    ['padlock', 'Blocking or locking a path, ploughing it out without restoring it, or putting up signs is an offence.', 'forbidden'],
    ['fish', 'It is an offence to fish in the canal without a rod licence.', 'conditional'],
    ['burn', 'You may burn dry garden waste in your garden, but you must not let the smoke become a nuisance.', 'allowed'],
    ['bring', 'Members may bring up to two guests to the range each month.', 'allowed'],
    ['padlock', 'A bridleway is a highway in law.', null],
  ])('%s: %s → %s', (act, sentence, expected) => {
    expect(modalityStated(sentence, actStems(act))).toBe(expected);
  });
});

describe('a prohibition or permission answers a permission question (decideVerdict; variants table)', () => {
  const titles = new Map([['rules', 'Rules']]);
  const decide = (query: string, sentences: string[]) => {
    const units: VerdictUnit[] = sentences.map((text, i) => ({ score: 5 - i, sentences: [text], documentId: 'rules', stems: stemsOf(text) }));
    return decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
  };
  it.each<[string, string[], string]>([
    ['May a landowner padlock the gate on a bridleway?', ['Locking a gate across a bridleway is an offence.'], 'no'],
    ['Can tenants keep a dog in the flats?', ['Tenants must not keep dogs or cats in the flats.'], 'no'],
    ['I was wondering whether anglers may fish the upper lake at night.', ['Night fishing on the upper lake is prohibited.'], 'no'],
    ['Is it legal to light a barbecue on the **beach**?', ['Lighting a barbecue on the beach is forbidden.'], 'no'],
    ['Are visitors allowed to feed the deer in the park?', ['Visitors may not feed the deer.'], 'no'],
    ['Could residents cut back a council tree that overhangs their garden?', ['Residents may cut back branches that overhang their garden, up to the boundary.'], 'yes'],
    ['May members bring guests to the range?', ['Members may bring up to two guests to the range each month.'], 'yes'],
    ['Are drones permitted over the nature reserve?', ['Flying drones over the nature reserve is banned.'], 'no'],
    ['May I fish in the canal?', ['It is an offence to fish in the canal without a rod licence.'], 'qualified'],
    // a sentence about testing is no permission to do the work: the prohibition beside it answers
    ['Can homeowners repair their own gas boilers?', ['Homeowners should have their gas boiler tested every year by an engineer.', 'Homeowners must not repair a gas appliance themselves: only a registered engineer may do this work.'], 'no'],
    // written after the rule
    ['Can shop owners put tables on the pavement outside their cafés?', ['Shop owners may not put tables or chairs on the pavement.'], 'no'],
    ['May pupils use mobile phones during lessons?', ['The use of mobile phones during lessons is forbidden.'], 'no'],
    ['Are residents permitted to park on the grass verges?', ['Parking on the verges is prohibited and offenders will be fined.'], 'no'],
  ])('%s → %s', (query, sentences, verdict) => {
    const choice = decideVerdict(query, conceptsOf(query), sentences.map((text, i) => ({ score: 5 - i, sentences: [text], documentId: 'rules', stems: stemsOf(text) })), sentences.map((text, i) => ({ score: 5 - i, sentences: [text], documentId: 'rules', stems: stemsOf(text) })), 0, verdictOf, () => 0, [], titles);
    expect(choice.verdict).toBe(verdict);
    expect(choice.decidedBy).toBe('modality');
    expect(decide(query, sentences).verdict).toBe(verdict);
  });

  it.each<[string, string[], string]>([
    // a permission asked is not answered yes by a sentence saying the act happens
    ['May volunteers use the workshop on Sundays?', ['Volunteers use the workshop every Sunday morning.'], 'yes'],
    // a general act is stated of its object: a cabin bag says nothing of a cat
    ['Can I take my cat in the cabin?', ['You can take one cabin bag of up to 8 kg.'], 'yes'],
    ['Is it OK for walkers to let dogs off the lead in the nature reserve?', ['Dogs must be kept on a lead at all times in the nature reserve.'], 'yes'],
    // the permission in the act's clause, whatever another clause forbids
    ['Can I legally burn garden waste in my back garden?', ['You may burn dry garden waste in your garden, but you must not let the smoke become a nuisance to neighbours.'], 'no'],
  ])('not %s: %s', (query, sentences, not) => {
    expect(decide(query, sentences).verdict).not.toBe(not);
  });

  it('a prohibition said of another group than the one asked is an exception, not the answer', () => {
    const choice = decide('Can cats stay in the holiday cottages?', ['Kittens under six months may not stay in the cottages.']);
    expect(choice.decidedBy).not.toBe('modality');
    expect(modalityStated('Kittens under six months may not stay in the cottages.', actStems('stay'), new Set(), ['cats'])).toBeNull();
    expect(modalityStated('Cats may not stay in the cottages.', actStems('stay'), new Set(), ['cats'])).toBe('forbidden');
  });
});

describe('a modal question gets no yes from a sentence that does not say its act (variants table)', () => {
  // variants: 6/10 on main (4 wrong yes) -> 10/10; fresh after-variants 3/4 (main 2/4, one wrong yes; the miss is unstated)
  const titles = new Map([['notes', 'Notes']]);
  const decide = (query: string, sentence: string) => {
    const units: VerdictUnit[] = [{ score: 5, sentences: [sentence], documentId: 'notes', stems: stemsOf(sentence) }];
    return decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
  };
  it.each<[string, string, string]>([
    ['Can a family put a fallen headstone back up themselves?', 'A memorial that falls can kill, so cemetery staff inspect every stone each spring.', 'unstated'],
    ['Could volunteers take the old fence down without the council?', 'The old fence was put up in 1970 and can be seen from the lane.', 'unstated'],
    ['Can a tenant sort out damp in a rented flat on their own?', 'Damp in rented flats can cause asthma in children.', 'unstated'],
    ['Can I take my kayak down the weir at Ashford?', 'The weir at Ashford can be dangerous after heavy rain.', 'unstated'],
    ['Could the parish set up a speed camera on the high street?', 'Speed on the high street can reach 45 mph at night.', 'unstated'],
    ['Could we **pull down** the old garden wall ourselves?', 'Old garden walls can lean badly after frost.', 'unstated'],
    // the act said: its verb with its particle, its own word
    ['Can a family put a fallen headstone back up themselves?', 'Families can put a fallen headstone back in place themselves if it is under a metre tall.', 'yes'],
    ['Can **residents** put their bins out on Sunday night?', 'Residents can put their bins out after 6pm on the evening before collection.', 'yes'],
    ['Can hedgehogs climb garden fences?', 'Hedgehogs can climb low fences and walls surprisingly well.', 'yes'],
    // a no stands without the act's verb
    ['Can octopuses see colour?', 'Most octopuses are colour-blind: their eyes have a single type of light receptor.', 'not yes'],
  ])('%s → %s', (query, sentence, verdict) => {
    if (verdict.startsWith('not ')) expect(decide(query, sentence).verdict).not.toBe(verdict.slice(4));
    else expect(decide(query, sentence).verdict).toBe(verdict);
  });
  it.each<[string, string, string]>([
    // a do/did/will question's phrasal act too (phrasalActAsked): 2/6 on main (4 wrong yes) -> 6/6; fresh 1/4 -> 3/4
    // once a light verb's particle right before its object was read ("PUT UP the new fence")
    ['Did volunteers take the old fence down last winter?', 'The old fence was put up in 1970 by volunteers and can be seen from the lane.', 'unstated'],
    ['Will the council put the **bench** back after the works?', 'The bench by the pond was donated by the council in 1998.', 'unstated'],
    ['Did the family put the fallen headstone back up?', 'The fallen headstone belonged to the family of a local miller.', 'unstated'],
    ['Did the club sort out the drainage on the pitch?', "The club's pitch drains badly after heavy rain.", 'unstated'],
    ['Has the landlord put up the new fence yet?', 'The new fence will be paid for by the landlord.', 'unstated'],
    ['Will the school give back the deposits?', 'Deposits are held by the school office.', 'unstated'],
    ['Did volunteers take the old fence down last winter?', 'Volunteers took the old fence down in January.', 'yes'],
    ['Did the crew pull down the chimney?', 'The crew pulled down the chimney in two days.', 'yes'],
  ])('phrasal act: %s → %s', (query, sentence, verdict) => {
    expect(decide(query, sentence).verdict).toBe(verdict);
  });
  it.each<[string, string, string[]]>([
    ['Can a family put a fallen headstone back up themselves?', 'put', ['back', 'up']],
    ['Can tardigrades survive in outer space?', 'survive', []],
    ['Can we take the fence down ourselves?', 'take', ['down']],
    // (a known limit: "take the fence down THIS WEEK" reads "down" as a preposition before its own object)
    ['Can I take my kayak down the weir?', 'take', []],
  ])('the particles of %s', (query, act, particles) => {
    expect(actParticles(query, act)).toEqual(particles);
  });
  it('names a phrasal act by its verb and particle or its one word', () => {
    expect(namesQuestionAct('They put the stone back on its base.', 'put', ['back', 'up'])).toBe(true);
    expect(namesQuestionAct('The stone was replaced on its base.', 'put', ['back', 'up'])).toBe(true);
    expect(namesQuestionAct('A stone that falls can kill.', 'put', ['back', 'up'])).toBe(false);
  });
});

describe('a prohibition through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'bridleways-faq.md': [
        '# Bridleways on the Ashcombe estate: questions and answers',
        '',
        '### Who looks after the bridleways?',
        'The county council maintains the surface, and the estate maintains the gates and stiles on its land.',
        '',
        '### Can a gate on a bridleway be kept shut?',
        'Gates must be easy for a rider to open without dismounting. Locking or chaining a gate across a bridleway is an offence, and the council can remove the lock and recover its costs.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers no and cites the prohibition', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'May the estate padlock a gate across one of its bridleways?', reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(/^Your sources point to no: [^\n]*offence/m);
  });
});
