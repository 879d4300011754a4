// figure-pair.ts: which words of an amount question name the amount rather than the thing measured, and whether a
// point names another thing of the kind the question names (a sister kind, another name). Wordings written here.
import { describe, expect, it } from 'vitest';
import { amountKindWord, measureDimension, namesSisterKind, pairSubject } from '../../src/service/figure-pair';

describe('a word naming the amount, not the thing measured', () => {
  it.each([
    ['costing', true],
    ['costs', true],
    ['weighs', true],
    ['weighed', true],
    ['total', true],
    ['priced', true],
    ['footbridge', false],
    ['restoration', false],
    ['tunnel', false],
    ['visitors', false],
  ])('%s → %s', (word, expected) => {
    expect(amountKindWord(word)).toBe(expected);
  });
});

describe('a point that names another thing of the kind asked', () => {
  it.each([
    ['How long is the Glenarn tunnel?', 'The shorter Carn tunnel on the same line is 600 metres long.', true],
    ['How long is the Glenarn tunnel?', 'It measures 1,900 metres from portal to portal.', false],
    ['How long is the Glenarn tunnel?', 'Its great work is the Glenarn tunnel: 2.4 kilometres of bore.', false],
    ['How long is the Glenarn tunnel?', 'The shorter tunnel is 2 km long.', false],
    // ("old" is also a noun in WordNet: read as a kind, so no disagreement is claimed on it; conservative)
    ['How long is the Glenarn tunnel?', 'The old tunnel is 2 km long.', true],
    ['How deep does Lough Carra get?', 'Lough Mask, to the south, reaches 58 m.', true],
    ['How deep does Lough Carra get?', 'The maximum depth recorded was 18 m, off the eastern shore.', false],
    ['How long does a cedar-shingle roof last?', 'Asphalt shingles: usual lifespan 15 years', true],
    ['How long does a cedar-shingle roof last?', 'Cedar shingles: usual lifespan 20 years', false],
    ["What is the weight of the tenor bell at St Oswin's?", 'The treble bell weighs 310 kg.', true],
    ["What is the weight of the tenor bell at St Oswin's?", 'The tenor bell, the heaviest of the six, weighs 1,150 kg.', false],
    ['What was the total spent on re-roofing Halsey library?', 'The new slate roof cost £1.4 million.', false],
  ])('%s / %s → %s', (question, point, expected) => {
    expect(namesSisterKind(question, point)).toBe(expected);
  });
});

describe('the kind of amount a word measures (its own word, a base form, or a WordNet attribute or synonym)', () => {
  it.each([
    ['tall', 'length'],
    ['deep', 'length'],
    ['heavy', 'weight'],
    ['costing', 'money'],
    ['weighed', 'weight'],
    ['height', 'length'],
    ['restoration', null],
    ['aqueduct', null],
    ['valley', null],
  ])('%s → %s', (word, dimension) => {
    expect(measureDimension(word)).toBe(dimension);
  });
});

describe('the subject of an amount question: the things named, not the amount nor the act measured', () => {
  const c = (...terms: string[]): { term: string }[] => terms.map((term) => ({ term }));
  it.each([
    [c('rink', 'restoration', 'palais', 'costing', 'total'), ['rink', 'restoration', 'palais']],
    [c('rebuilding', 'corran', 'slipway'), ['corran', 'slipway']],
    [c('total', 're', 'roofing', 'halsey', 'library'), ['roofing', 'halsey', 'library']],
    [c('tall', 'chimney', 'ardle', 'mill'), ['chimney', 'ardle', 'mill']],
    [c('rebuilding'), ['rebuilding']],
  ])('%j', (topic, subject) => {
    expect(pairSubject(topic).map((x) => x.term)).toEqual(subject);
  });
});
