// Who or what a question asks about (src/service/concepts.ts questionSubject, relatedStems) and how a
// "what do <subject> <verb>" answer keeps to it (compose.ts subjectFit and compose): tables over
// sentences written here, then the sea-urchin case composed from passages like the sample library's.
import { describe, expect, it } from 'vitest';
import { compose, subjectFit } from '../../src/service/compose';
import { conceptsOf, mentioned, questionSubject, stemsOf } from '../../src/service/concepts';

describe('questionSubject', () => {
  it.each<[string, { words: string[]; head: string; verb: string } | null]>([
    ['What do sea urchins eat?', { words: ['sea', 'urchins'], head: 'urchins', verb: 'eat' }],
    ['What do the sea otters of Alaska eat?', { words: ['sea', 'otters'], head: 'otters', verb: 'eat' }], // the head comes before "of"
    ['How do sea otters stay warm in cold water?', { words: ['sea', 'otters'], head: 'otters', verb: 'stay' }],
    ['Why did the kelp forests collapse?', { words: ['kelp', 'forests'], head: 'forests', verb: 'collapse' }],
    ['What kind of food do otters eat?', null], // "kind of food" before the auxiliary: not this shape
    ['Where do bees nest?', { words: ['bees'], head: 'bees', verb: 'nest' }],
    ['Does coffee cause cancer?', null], // yes/no: no question word
    ['What is the capital of Peru?', null], // no verb after a subject
    ['What do they eat?', null], // a pronoun is no subject
  ])('%s', (query, expected) => {
    expect(questionSubject(query)).toEqual(expected);
  });
});

describe('related words of an everyday verb count as mentioning it', () => {
  it.each<[string, string, boolean]>([
    ['What do urchins eat?', 'Urchins graze on giant kelp.', true],
    ['What do urchins eat?', 'Urchins hide in crevices, feeding on drift kelp.', true],
    ['How do kelp forests die?', 'Mortality rose after the heatwave.', true],
    ['What do urchins eat?', 'Urchins hide in crevices.', false],
  ])('%s ← "%s"', (query, sentence, expected) => {
    const eat = conceptsOf(query).filter((c) => ['eat', 'die'].includes(c.stem));
    expect(mentioned(eat, stemsOf(sentence)).length > 0).toBe(expected);
  });
});

describe('subjectFit', () => {
  const urchins = { head: 'urchins', verb: 'eat' };
  it.each<[string, { about: boolean; says: boolean; acts: boolean }]>([
    ['In the North Pacific, sea urchins graze on giant kelp.', { about: true, says: true, acts: true }],
    ['A sea otter eats crabs, clams and sea urchins every day.', { about: true, says: true, acts: false }],
    ['Small grazers such as sea slugs eat these algae.', { about: false, says: true, acts: false }],
    ['Divers remove purple urchins from selected reefs.', { about: true, says: false, acts: false }],
  ])('%s', (sentence, expected) => {
    expect(subjectFit(sentence, urchins)).toEqual(expected);
  });
});

describe('a "what do <subject> <verb>" answer keeps to its subject', () => {
  const documents = new Map([
    ['kelp', { title: 'Sea otters as a keystone species', url: 'https://coastal.example/keystone' }],
    ['fur', { title: 'How sea otters stay warm', url: 'https://otters.example/fur' }],
    ['slough', { title: 'Sea otters restore seagrass', url: 'https://coastal.example/slough' }],
  ]);
  const passages = [
    { documentId: 'fur', text: 'A sea otter eats roughly a quarter of its body weight in food every day, including sea urchins, crabs, clams, mussels and abalone.' },
    { documentId: 'kelp', text: 'In the kelp forests of the North Pacific, otters feed heavily on sea urchins, and sea urchins graze on giant kelp.' },
    { documentId: 'kelp', text: 'Restoration projects now pay divers to remove purple urchins from selected reefs in the north.' },
    { documentId: 'slough', text: 'Small grazers such as sea slugs and isopods normally eat these algae and keep the seagrass clean.' },
  ];
  it('leads with the subject doing what is asked, and leaves out sentences not about it', () => {
    const answer = compose('What do sea urchins eat?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content.split('\n').find((line) => line.trim() !== '')).toMatch(/sea urchins graze on giant kelp/);
    expect(answer.content).not.toMatch(/sea slugs/);
    expect(answer.content).not.toMatch(/divers/);
    // the verb is covered by its related words: no "none of your sources mentions eat"
    expect(answer.content).not.toMatch(/mentions eat/);
  });
});
