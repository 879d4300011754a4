// A question's subject word that the library uses only inside the name of something else is not
// coverage (src/service/concepts.ts usedOnlyInNames, partCoverage, namesNote; lexicon.ts
// namesOtherThing over resources/lexicon/wordnet-names.txt): "bears" in "koala bears" or in
// "velvet worms, also known as walking worms". The answer then cites nothing and says what it saw,
// truthfully (never "no source uses the word" for a word that is there). Documents written here.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { stem } from '../../src/service/text';
import { partCoverage, usedOnlyInNames } from '../../src/service/concepts';
import { namesOtherThing } from '../../src/service/lexicon';

describe('namesOtherThing: WordNet two-word nouns that are not a kind of their last word', () => {
  it.each<[string, string, boolean]>([
    ['koala', 'bears', true], // a marsupial
    ['teddy', 'bear', true], // a toy
    ['sea', 'lions', true], // a seal
    ['brown', 'bears', false], // a bear
    ['sea', 'otters', false], // an otter
  ])('%s %s → %s', (modifier, head, expected) => {
    expect(namesOtherThing(modifier, head)).toBe(expected);
  });
});

describe('usedOnlyInNames', () => {
  const question = new Set(['bear', 'eat', 'spring']);
  it.each<[string, string[] | null]>([
    ['Koalas are often called koala bears, but they are marsupials.', ['koala bears']],
    ['Velvet worms, also known as walking bears or peripatus, hunt at night.', ['walking bears']], // introduced as a name
    ['In spring, brown bears eat roots. Brown bears also eat carrion.', null], // a kind of bear, named twice
    ['Bears eat berries in late summer.', null], // the word in its own right
    ['The mountain has no trees at all.', null], // not used
    ['Campers who feed bears are fined.', null], // once, after a verb: no name
  ])('%s', (text, expected) => {
    expect(usedOnlyInNames(stem('bears'), text, question)).toEqual(expected);
  });
  it('a modifier the question names is its own subject ("sea lions" asked about)', () => {
    expect(usedOnlyInNames(stem('lions'), 'Sea lions haul out on rocks.', new Set(['sea', 'lion', 'sleep']))).toBeNull();
  });
});

const documents = new Map([
  ['koala', { title: 'Koalas', url: 'https://wildlife.example/koala' }],
  ['worms', { title: 'Velvet worms', url: 'https://wildlife.example/velvet-worms' }],
]);
const passages = [
  { documentId: 'koala', text: 'Koalas are often called koala bears, but they are marsupials that carry their young in a pouch.' },
  { documentId: 'koala', text: 'They eat almost nothing but eucalyptus leaves and sleep up to 20 hours a day to save energy in the cold months.' },
  { documentId: 'worms', text: 'Velvet worms, also known as walking bears, hunt small insects at night and hide under logs in the cold season.' },
];

describe('a subject named only inside other names is not answered from them', () => {
  it('"How do bears get through the cold months?" cites nothing and says where the word appears', () => {
    const coverage = partCoverage('How do bears get through the cold months?', 'how', passages);
    expect(coverage.covered.map((c) => c.term)).not.toContain('bears');
    const answer = compose('How do bears get through the cold months?', passages, documents);
    expect(answer.answered).toBe(false);
    expect(answer.sources).toEqual([]);
    expect(answer.content).not.toMatch(/\[\d+\]/);
    expect(answer.content).toMatch(/"bears" appears only in the names "koala bears" and "walking bears"|"bears" appears only in the names "walking bears" and "koala bears"/);
    expect(answer.content).not.toMatch(/uses the words? [^.]*"bears"/); // that would be untrue: the word is there
  });
  it('a library that speaks of bears in their own right still answers', () => {
    const withBears = [...passages, { documentId: 'bears', text: 'Bears spend the cold months in dens, living off the fat they stored in autumn.' }];
    const answer = compose('How do bears get through the cold months?', withBears, new Map([...documents, ['bears', { title: 'Bears in winter', url: 'https://wildlife.example/bears' }]]));
    expect(answer.answered).toBe(true);
    expect(answer.sentences[0]?.original).toMatch(/dens/);
    expect(answer.content).not.toMatch(/koala|velvet/i);
  });
});
