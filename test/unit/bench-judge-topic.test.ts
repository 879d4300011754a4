// The answers bench judge's off-topic measure (bench/judge-topic.ts), on documents written here.
import { describe, expect, it } from 'vitest';
import { questionWords, unrelatedCited, wordKey } from '../../bench/judge-topic';

const LIBRARY: Record<string, string> = {
  hedgehogs: 'Hedgehogs in winter. Hedgehogs hibernate from November, living on fat stored over the autumn.',
  tyres: 'Winter tyres. Winter tyres keep their grip below seven degrees because their rubber stays soft.',
  pond: 'A garden pond in winter. Float a ball on the pond so that a patch of water stays open.',
  bread: 'Sourdough at home. A starter needs flour and water every day and a warm kitchen.',
  kites: 'Flying a kite. A kite climbs best in a steady breeze on an open hill.',
  looms: 'Hand looms. The warp threads are tied to the back beam before weaving starts.',
};
const library = Object.values(LIBRARY);
const cite = (name: string): { sentence: string; title: string; text: string } => ({ sentence: `${name} sentence`, title: name, text: LIBRARY[name] ?? '' });

describe('the judge reads a question\'s own words', () => {
  it.each([
    ['How do hedgehogs survive the winter?', ['hedgehogs', 'survive', 'winter']],
    ['What does the guide tell climbers to pack?', ['guide', 'tell', 'climbers', 'pack']],
    ['How many volunteers took part in 2019?', ['volunteers', 'took', 'part']],
  ])('%s', (query, words) => {
    expect(questionWords(query)).toEqual(words);
  });

  it.each([
    ['climbers', 'climb'],
    ['forms', 'form'],
    ['formed', 'form'],
    ['volunteers', 'volun'],
  ])('%s keys as %s', (word, key) => {
    expect(wordKey(word)).toBe(key);
  });
});

describe('cited sentences from a document on another topic', () => {
  it.each<[string, string, boolean]>([
    // shares only "winter", which half of the library uses
    ['How do hedgehogs survive the winter?', 'tyres', true],
    ['How do hedgehogs survive the winter?', 'pond', true],
    ['How do hedgehogs survive the winter?', 'hedgehogs', false],
    // "steady" and "breeze" are distinctive: the kite note is on topic
    ['Why does a kite need a steady breeze?', 'kites', false],
    ['Why does a kite need a steady breeze?', 'bread', true],
    // no word of the question in the library: nothing to tell topics apart with
    ['What is the capital of Peru?', 'looms', true],
  ])('%s, citing the %s note: %s', (query, name, unrelated) => {
    expect(unrelatedCited(query, [cite(name)], library)).toEqual(unrelated ? [`${name} sentence`] : []);
  });

  it('a document naming most of what the best one names counts as on topic even when every word is common', () => {
    const common = ['Frost forms on clear nights.', 'Frost forms on grass.', 'Frost damages buds.', 'Bees dance.'];
    expect(unrelatedCited('How does frost form?', [{ sentence: 's', title: '', text: common[2] ?? '' }], common)).toEqual([]);
    expect(unrelatedCited('How does frost form?', [{ sentence: 's', title: '', text: common[3] ?? '' }], common)).toEqual(['s']);
  });
});
