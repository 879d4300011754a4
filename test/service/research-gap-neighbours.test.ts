// A note that says what the sources discuss and which of the question's words none uses must be readable and
// name only what the user wrote (issue #11, notes): a compound the user wrote open is named as written ("rowing
// boat", never WordNet's "row boat"; concepts.ts writtenPair), and the neighbour words a note offers are nouns the
// sources discuss, never the unit of a rate ("per CENT"), an act ("found"), a unit of time or a word that is no
// noun ("cannot") (compose.ts neighbourTerms). Tables and compositions over documents written for this file.
import { describe, expect, it } from 'vitest';
import { compose, neighbourTerms } from '../../src/service/compose';
import { conceptsOf, writtenPair } from '../../src/service/concepts';

describe('writtenPair (table)', () => {
  it.each<[string, string, string | null]>([
    ['rowboat', 'Which varnish suits a wooden rowing boat?', 'rowing boat'],
    ['lifespan', 'What is the life span of a hedgehog?', 'life span'],
    ['lifespan', 'What is the lifespan of a hedgehog?', null],
  ])('%s in %j → %j', (compound, text, expected) => {
    expect(writtenPair(compound, text)).toBe(expected);
  });
  it('a note names the compound as the question writes it', () => {
    const c = compose('Which varnish suits a wooden rowing boat?', [{ documentId: 'd', text: 'The wooden pews were sanded and oiled in 2024, and 30 per cent of them were found to need new feet.' }], new Map([['d', { title: 'Pews', url: 'x' }]]));
    expect(c.answered).toBe(false);
    expect(c.content).toMatch(/"rowing boat"/);
    expect(c.content).not.toMatch(/row boat/);
  });
});

describe('neighbourTerms: nouns a note may say the sources discuss', () => {
  const passages = [
    { documentId: 'a', text: 'About 40 per cent of the wooden benches were found rotten this year, and the benches cannot be repaired. The benches stand in the rose garden.' },
    { documentId: 'b', text: 'Wooden benches line the rose garden; per cent figures were found in the year report, and benches cannot be moved.' },
  ];
  it('never "cent", "found", "year" or "cannot"; the garden is', () => {
    const concepts = conceptsOf('wooden');
    const terms = neighbourTerms(passages, concepts, [], 5);
    for (const bad of ['cent', 'found', 'year', 'cannot']) expect(terms).not.toContain(bad);
    expect(terms).toContain('garden');
  });
});
