// Spelling variants stem alike (resources/lexicon/wordnet-variants.txt, built by
// scripts/wordnet-lexicon.mjs --variants from WordNet synsets whose lemmas differ by a British/
// American pattern; read by lemmas.ts after wordnet-lemmas.txt): a question in one spelling is
// covered and answered by sources in the other. Documents written here.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { partCoverage } from '../../src/service/concepts';
import { stem } from '../../src/service/text';

describe('both spellings share a stem', () => {
  it.each<[string, string]>([
    ['tyres', 'tires'],
    ['tyre', 'tire'],
    ['colours', 'color'],
    ['organised', 'organized'],
    ['centre', 'center'],
    ['analyse', 'analyze'],
    ['defence', 'defense'],
    ['grey', 'gray'],
  ])('%s ~ %s', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });
  it('"centre" still reaches "central" (the shorter stem is kept)', () => {
    expect(stem('central').startsWith(stem('center'))).toBe(true);
  });
  it('different words stay apart', () => {
    expect(stem('tire')).not.toBe(stem('tyrant'));
    expect(stem('color')).not.toBe(stem('collar'));
  });
});

describe('a question in one spelling, sources in the other', () => {
  const documents = new Map([['repair', { title: 'Roadside repairs', url: 'https://cycling.example/repairs' }]]);
  const passages = [
    { documentId: 'repair', text: 'Punctured bicycle tyres are quickest to fix with a spare inner tube and two levers.' },
    { documentId: 'repair', text: 'Check the tyre casing for the thorn before fitting the new tube, or it will puncture again.' },
  ];
  it('"tires" is covered by "tyres" and the answer cites them', () => {
    const coverage = partCoverage('How do I fix punctured bike tires?', 'how', passages);
    expect(coverage.missing.map((c) => c.term)).not.toContain('tires');
    const answer = compose('How do I fix punctured bike tires?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/spare inner tube/);
    expect(answer.content).not.toMatch(/"tires"/);
  });
});
