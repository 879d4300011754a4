// Gap notes name topic words only (src/service/compose.ts notes, neighbourTerms; lexicon.ts
// isModifierWord over resources/lexicon/wordnet-modifiers.txt): in a part the sources answer, a
// modifier of the question that no source uses ("higher", "outer", "everywhere") and the verb of a
// "when will X <verb>" question get no "none of your sources uses the word" note; a topic word
// still does. Documents written here (swifts, a bridge).
import { describe, expect, it } from 'vitest';
import { compose, neighbourTerms } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';
import { isModifierWord } from '../../src/service/lexicon';

describe('isModifierWord: mostly an adjective or adverb in WordNet, with -er/-est forms', () => {
  it.each<[string, boolean]>([
    ['outer', true],
    ['everywhere', true],
    ['longer', true],
    ['fastest', true],
    ['higher', true],
    ['last', true],
    ['winter', false],
    ['ocean', false],
    ['charge', false],
    ['sleep', false],
  ])('%s → %s', (word, expected) => {
    expect(isModifierWord(word)).toBe(expected);
  });
});

const documents = new Map([
  ['swifts', { title: 'How swifts live in the air', url: 'https://birds.example/swifts' }],
  ['bridge', { title: 'Harbour bridge works', url: 'https://city.example/bridge' }],
]);
const passages = [
  { documentId: 'swifts', text: 'Common swifts can sleep while flying, taking short naps as they glide down from about 3,000 metres.' },
  { documentId: 'swifts', text: 'A young swift may stay airborne for ten months before it first lands to breed.' },
  { documentId: 'bridge', text: 'The new harbour bridge is due to carry traffic from 3 May 2027, after two years of works.' },
];

describe('notes in an answered part name topic words only', () => {
  it('a modifier no source uses gets no note; the answer stands', () => {
    const answer = compose('Can swifts sleep while flying at higher altitudes?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).not.toMatch(/"higher"/);
    expect(answer.content).toMatch(/sleep while flying/);
  });
  it('a topic word no source uses is still named', () => {
    const answer = compose('Can swifts sleep while flying over mountains?', passages, documents);
    expect(answer.content).toMatch(/uses the word "mountains"/);
  });
  it('the verb of "when will X <verb>" is not a gap when a date answers it', () => {
    const answer = compose('When will the new harbour bridge open?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/3 May 2027/);
    expect(answer.content).not.toMatch(/"open"/);
  });
  it('"When is …?" ends in its topic, which is still named when missing', () => {
    const answer = compose('When is the harbour bridge festival?', passages, documents);
    expect(answer.content).toMatch(/"festival"/);
  });
});

describe('neighbourTerms: topics, never modifiers', () => {
  it('skips "last" even when it is the most frequent other word', () => {
    const texts = [
      { documentId: 'a', text: 'The charge lasts the last five years of the lease.' },
      { documentId: 'b', text: 'A full charge lasts the last part of the trip; the lease ends then.' },
    ];
    const words = neighbourTerms(texts, conceptsOf('charge'), [], 2);
    expect(words).not.toContain('last');
    expect(words).not.toContain('lasts');
    expect(words).toContain('lease');
  });
});
