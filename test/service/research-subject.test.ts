// Who or what a question asks about (src/service/concepts.ts questionSubject, relatedStems) and how a
// "what do <subject> <verb>" answer keeps to it (compose.ts subjectFit and compose): tables over
// sentences written here, then the sea-urchin case composed from passages like the sample library's.
import { describe, expect, it } from 'vitest';
import { compose, keepToSubject, subjectFit } from '../../src/service/compose';
import { conceptsOf, mentioned, questionFocus, questionKind, questionSubject, stemsOf } from '../../src/service/concepts';

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

describe('questionFocus: who or what a question is about', () => {
  it.each<[string, { words: string[]; head: string } | null]>([
    ['What do sea urchins eat?', { words: ['sea', 'urchins'], head: 'urchins' }], // the "what do <subject> <verb>" shape
    ['Is cycling a battery between 20 and 80 percent better than cycling it from 0 to 100 percent?', { words: ['cycling'], head: 'cycling' }], // ends at the article
    ['Was movable type invented in East Asia before Gutenberg?', { words: ['movable', 'type'], head: 'type' }], // ends at the participle
    ['Are LFP cells more tolerant of full charging than NMC cells?', { words: ['lfp', 'cells'], head: 'cells' }], // ends at the comparative
    ['Does coffee cause cancer?', { words: ['coffee'], head: 'coffee' }], // ends at the verb
    ['Does drinking coffee in the afternoon affect sleep?', { words: ['drinking', 'coffee'], head: 'coffee' }],
    ['Is it safe?', null], // a pronoun is no subject
    ['What is the capital of Peru?', null],
    ['Summarise the answer', null],
  ])('%s', (query, expected) => {
    expect(questionFocus(query)).toEqual(expected);
  });
});

describe('keepToSubject: supporting points name the subject, in their words or their title', () => {
  const titles: Record<string, string> = { depth: 'How charge depth changes battery life', storage: 'Storing Lithium-Ion Batteries for Long Periods', cycling: 'Battery cycling in practice' };
  const unit = (documentId: string, sentence: string, score: number): { documentId: string; sentences: string[]; score: number } => ({ documentId, sentences: [sentence], score });
  const cyclingUnits = (): { documentId: string; sentences: string[]; score: number }[] => [
    unit('depth', 'Cycling a cell between 20 and 80 percent causes much less degradation than cycling it from 0 to 100 percent.', 10),
    unit('depth', 'Every cycle expands and contracts the electrode particles slightly.', 5),
    unit('storage', 'Store lithium-ion batteries partly charged, around 40 to 60 percent, in a cool place.', 6),
    unit('cycling', 'Laboratory tests kept the cells in a middle window.', 4), // its title names cycling
  ];
  it.each<[string, string, ReturnType<typeof cyclingUnits>, number[]]>([
    ['comparison: storage advice goes', 'Is cycling a battery between 20 and 80 percent better than cycling it from 0 to 100 percent?', cyclingUnits(), [10, 5, 0, 4]],
    ['the best unit does not name the subject: nothing is left out', 'Is cycling a battery between 20 and 80 percent better than cycling it from 0 to 100 percent?', cyclingUnits().map((u, i) => (i === 0 ? { ...u, score: 1 } : u)), [1, 5, 6, 4]],
    ['no subject read off the question: nothing is left out', 'Which is better for a battery, 20 to 80 percent or full cycles?', cyclingUnits(), [10, 5, 6, 4]],
  ])('%s', (_, query, units, scores) => {
    keepToSubject(units, questionFocus(query), questionKind(query), (id) => titles[id] ?? '');
    expect(units.map((u) => u.score)).toEqual(scores);
  });
  it('why and how questions keep their causes, told in other words', () => {
    const units = [unit('kelp', 'The kelp forests declined by more than ninety percent.', 10), unit('kelp', 'The collapse followed a marine heatwave that starved kelp of nutrients.', 8)];
    keepToSubject(units, questionFocus('Why did the kelp forests of northern California decline?'), 'why', () => 'Kelp decline');
    expect(units.map((u) => u.score)).toEqual([10, 8]);
  });
  it('a composed comparison answer leaves out storage advice that shares its words', () => {
    const documents = new Map([
      ['depth', { title: 'How charge depth changes battery life', url: 'https://battery.example/depth' }],
      ['storage', { title: 'Storing Lithium-Ion Batteries for Long Periods', url: 'https://battery.example/storage' }],
    ]);
    const passages = [
      { documentId: 'depth', text: 'Cycling a cell between 20 and 80 percent state of charge causes much less degradation per unit of energy delivered than cycling it from 0 to 100 percent.' },
      { documentId: 'depth', text: 'Laboratory tests on NMC cells have found several times more equivalent full cycles when the cells were kept in a middle window.' },
      { documentId: 'storage', text: 'Store lithium-ion batteries partly charged, around 40 to 60 percent, in a cool and dry place, because a full battery left in a hot car ages much faster.' },
    ];
    const answer = compose('Is cycling a battery between 20 and 80 percent better than cycling it from 0 to 100 percent?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/20 and 80 percent/);
    expect(answer.content).toMatch(/several times more equivalent full cycles/);
    expect(answer.content).not.toMatch(/Store lithium-ion|hot car/);
  });
});
