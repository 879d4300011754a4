// A word of another class says no concept (src/service/concepts.ts mentionedInOtherWords): a word used
// mostly as an adjective or adverb ("minor", "mostly") never covers a noun or verb of the question
// ("children" is no "minor" reaction); and compose.ts nothingToCiteMessage says the sources "mention"
// a concept only where a read text names it in its own words. The sentences and documents (a balm
// leaflet, a pond guide) are written for this test.
import { describe, expect, it } from 'vitest';
import { compose, nothingToCiteMessage } from '../../src/service/compose';
import { conceptsOf, mentionedInOtherWords, stemsOf } from '../../src/service/concepts';

describe('mentionedInOtherWords: an adjective says no noun (table)', () => {
  it.each<[string, string, boolean]>([
    ['children', 'Reactions to the balm were mostly minor and faded within a day.', false],
    ['children', 'The clinic sees kids under twelve on Tuesdays.', true],
    ['youngsters', 'Reactions were minor.', false],
  ])('%j in %j → %s', (term, text, expected) => {
    const concept = conceptsOf(term)[0];
    if (!concept) throw new Error(`no concept for ${term}`);
    expect(mentionedInOtherWords([concept], stemsOf(text), 'direct').length > 0).toBe(expected);
  });
});

describe('nothingToCiteMessage names as mentioned only what a read text names', () => {
  const concepts = conceptsOf('Is the pond pump safe for toddlers?');
  it.each<[string, string[], RegExp]>([
    ['no read text names a concept', ['A buying guide', 'It moves 3,000 litres an hour.'], /^None of the sentences in your sources speaks to this question/],
    ['a heading names toddlers', ['Pond pumps for families with toddlers'], /only in headings or fragments/],
  ])('%s', (_label, texts, expected) => {
    expect(nothingToCiteMessage(concepts, [], texts)).toMatch(expected);
  });
  it('without read texts it keeps its earlier reading', () => {
    expect(nothingToCiteMessage(concepts, [])).toMatch(/only in headings or fragments/);
  });
});

describe('compose: "minor" side effects do not cover children', () => {
  const documents = new Map([['balm', { title: 'Lavender balm leaflet', url: 'https://balm.example/leaflet' }]]);
  const passages = [
    { documentId: 'balm', text: 'The lavender balm is recommended for dry and cracked skin on the hands and feet.' },
    { documentId: 'balm', text: 'In a small trial, reactions to the lavender balm were mostly minor and faded within a day.' },
  ];
  it('the answer says no source uses the word "children"', () => {
    const answer = compose('Is the lavender balm recommended for children?', passages, documents);
    expect(answer.content).toMatch(/"children"/);
    expect(answer.content).not.toMatch(/mention children/);
  });
});
