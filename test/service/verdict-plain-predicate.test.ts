// Session 31 (h31v): a yes/no question's predicate read past the adverbs between its subject and its verb, a "be meant
// to" read as "should" (embedded-question.ts plainPredicate), and an instruction not to use the means a "with" names
// answering the question (verdict.ts meansInstruction). Variants written here, in other words and on other topics
// than the released sets that showed the failure.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { askedThings } from '../../src/service/verdict-own-words';
import { directQuestion, plainPredicate } from '../../src/service/embedded-question';
import { actObject, actStems, modalityStated, modalQuestion } from '../../src/service/modality';
import { askedMeans, meansInstruction, meansNamed, relationVerb, shouldVerb } from '../../src/service/verdict';

describe('the predicate of a yes/no question, past the adverbs before its verb', () => {
  it.each([
    // an adverb of the closed class right after a pronoun subject
    ['Can I just paint over the damp patch?', 'Can I paint over the damp patch?'],
    ['Do they even sell tickets at the gate?', 'Do they sell tickets at the gate?'],
    ['Will it also charge my phone?', 'Will it charge my phone?'],
    // an adverb made from an adjective (WordNet's pertainym), after any subject
    ['Did the new bypass actually reduce traffic in the village?', 'Did the new bypass reduce traffic in the village?'],
    ['Does garlic really keep slugs away?', 'Does garlic keep slugs away?'],
    ['Do I really have to register first?', 'Do I have to register first?'],
    // "be meant to", "be supposed to": should
    ['Are we supposed to bring our own towels?', 'Should we bring our own towels?'],
    ['Is the lid meant to stay on while it simmers?', 'Should the lid stay on while it simmers?'],
    ['Is she actually meant to wear it in the shower?', 'Should she wear it in the shower?'],
    // (after "is/was" an adverb qualifies the claim itself: "formally awarded" is not "awarded")
    ['Was John Harrison formally awarded the Longitude Prize?', 'Was John Harrison formally awarded the Longitude Prize?'],
    ['Is the pool officially closed on Sundays?', 'Is the pool officially closed on Sundays?'],
    // (left as they are: a negation, an adverb before a function word or at the end, an adjective before a noun, a wh-question)
    ['Do I not need a permit?', 'Do I not need a permit?'],
    ['Is it really in the park?', 'Is it really in the park?'],
    ['Is it safe?', 'Is it safe?'],
    ['Is the hot tap safe to drink from?', 'Is the hot tap safe to drink from?'],
    ['Can the old mill still grind flour?', 'Can the old mill still grind flour?'],
    ['Why do they really close in winter?', 'Why do they really close in winter?'],
  ])('%s', (query, plain) => {
    expect(plainPredicate(query)).toBe(plain);
  });

  it('the story after the question is left as it is', () => {
    expect(plainPredicate('Can I just leave it in the car - it is a lithium battery and it is really hot today?')).toBe('Can I leave it in the car - it is a lithium battery and it is really hot today?');
  });

  it('the verb a reading takes is the act, not the adverb', () => {
    expect(shouldVerb(directQuestion('Can I just paint over the damp patch?'))).toBe('paint');
    expect(modalQuestion(directQuestion('Can they just fill the gap with foam?'))?.act).toBe('fill');
    expect(relationVerb(directQuestion('Did the new bypass actually reduce traffic in the village?'))).toBe('reduce');
    // (before: the adverb was taken for the act)
    expect(shouldVerb('Can I just paint over the damp patch?')).toBe('just');
  });
});

describe('an instruction not to use the means a question names by "with"', () => {
  it.each([
    ['Can I clean the oven door with steel wool?', 'Do not use steel wool or scouring pads on the glass.', 'no'],
    ['Should I wash the jumper with fabric conditioner?', 'Never use fabric conditioner: it flattens the fibres.', 'no'],
    ['Can I seal the joint with silicone?', 'Avoid using silicone on the joint, because paint will not stick to it.', 'no'],
    // (not about the means asked, not an instruction, no means asked, an instruction to use it: no verdict)
    ['Can I clean the oven door with steel wool?', 'Do not use oven cleaner on the seal.', null],
    ['Can I clean the oven door with steel wool?', 'Steel wool scratches the glass.', null],
    ['Can I clean the oven door?', 'Do not use steel wool.', null],
    ['Can I clean the oven door with steel wool?', 'Use steel wool on the racks only.', null],
  ])('meansInstruction(%j, %j) = %j', (query, sentence, verdict) => {
    expect(meansInstruction(query, sentence)).toBe(verdict);
  });
});

describe('compose: the verdict of a question whose adverb hid its verb', () => {
  const documents = new Map([
    ['d1', { title: 'Caring for your wood-burning stove', url: 'https://example.test/' }],
    ['d2', { title: 'Village hall lettings', url: 'https://example.test/' }],
  ]);
  const passages = [
    { documentId: 'd1', text: 'Clean the stove glass only when the stove is cold. Do not use abrasive powder on the glass: it scratches the ceramic coating and the scratches fill with soot. A damp cloth dipped in the ash from the grate cleans the glass well.', score: 1 },
    { documentId: 'd2', text: 'Hirers are supposed to stack the chairs at the end of the evening. The caretaker locks the hall at 11pm. Hirers must sweep the floor before they leave.', score: 0.8 },
  ];

  it('"Can I just clean the glass with abrasive powder?" is answered no by the instruction not to use it', () => {
    const answer = compose('Can I just clean the glass with abrasive powder?', passages, documents);
    expect(answer.content).toMatch(/^Your sources point to no: Do not use abrasive powder/m);
  });

  it('without the means, no instruction answers it', () => {
    const answer = compose('Can I just clean the glass?', passages, documents);
    expect(answer.content).not.toMatch(/point to no: Do not use abrasive powder/);
  });
});

describe('an instruction naming no means says no yes to the means asked', () => {
  it.each([
    ['Can I clean the glass with abrasive powder?', 'Clean the stove glass only when the stove is cold.', false],
    ['Can I clean the glass with abrasive powder?', 'Clean it with a little abrasive powder on a damp cloth.', true],
    ['Can I clean the glass?', 'Clean the stove glass only when the stove is cold.', true],
  ])('meansNamed(%j, %j) = %j', (query, sentence, named) => {
    expect(meansNamed(query, sentence)).toBe(named);
  });
});

describe('the means a question names by "with"', () => {
  it.each([
    ['Can I descale the kettle with white vinegar?', ['white', 'vinegar']],
    ['Can we get round the upper galleries with it - we are visiting with a toddler in a pushchair?', []],
    ['Can I take my cat with me?', []],
    ['Can I prune roses in autumn?', []],
  ])('askedMeans(%j) = %j', (query, means) => {
    expect(askedMeans(query)).toEqual(means);
  });
});

describe('the object of a general act is its thing, not the adjectives before it', () => {
  it.each([
    ['Can I take a broken microwave to the repair cafe?', 'take', 'microwav', 'fault'],
    ['Can I bring a wet dog into the pub?', 'bring', 'dog', 'moist'],
    ['Can I keep an old fridge in the garage?', 'keep', 'fridg', 'ancient'],
  ])('actObject(%j, %j) names %j, not %j', (query, act, thing, notThing) => {
    const object = actObject(query, act, true);
    expect(object.has(thing)).toBe(true);
    expect(object.has(notThing)).toBe(false);
  });

  it('a list of things with their faults allows nothing of a broken thing it does not name', () => {
    const acts = actStems('take');
    const list = 'Most small household items: lamps, toasters, kettles, radios, clothes, laptops (hardware faults only) and small furniture you can carry in yourself.';
    expect(modalityStated(list, acts, actObject('Can I take a broken microwave to the repair cafe?', 'take', true))).toBe(null);
    // (the same list still answers for a thing it names)
    expect(modalityStated(list, acts, actObject('Can I take a broken kettle to the repair cafe?', 'take', true))).toBe('allowed');
  });
});

describe('the things a question asks about are not the adjectives before them', () => {
  it.each([
    ['Can I take a broken microwave to the repair cafe?', 'broken'],
    ['Can I bring an old fridge to the tip?', 'old'],
  ])('askedThings(%j) leaves out %j', (query, adjective) => {
    const things = askedThings(query, new Set());
    expect(things).not.toContain(adjective);
    expect(things.length).toBeGreaterThan(0);
  });
});
