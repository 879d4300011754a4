// Sources that disagree on an amount (src/service/disagreement.ts), as tables on sentences written here:
// amounts read in a common unit, when two amounts disagree, and which point of another document gives a
// different figure for the same quantity about the same subject.
import { describe, expect, it } from 'vitest';
import { amountsDisagree, amountValue, disagreeingPoint, figureSpread, type AmountPoint } from '../../src/service/disagreement';
import { namesSisterKind } from '../../src/service/figure-pair';
import type { Dimension } from '../../src/service/amounts';
import { stem } from '../../src/service/text';

describe('an amount is read in its dimension\'s common unit', () => {
  it.each<[string, Dimension, { low: number; high: number; unit: string } | null]>([
    ['A slate roof should last about 100 years.', 'time', { low: 36_525, high: 36_525, unit: 'day' }],
    ['Cedar shingles: usual lifespan 20 to 30 years', 'time', { low: 7_305, high: 10_957.5, unit: 'day' }],
    ['The glue sets in eighteen months.', 'time', { low: 547.92, high: 547.92, unit: 'day' }],
    ['The footbridge is 1,200 m long.', 'length', { low: 1_200, high: 1_200, unit: 'm' }],
    ['The footbridge is 3 km long.', 'length', { low: 3_000, high: 3_000, unit: 'm' }],
    ['The tenor bell weighs 2 tonnes.', 'weight', { low: 2_000, high: 2_000, unit: 'kg' }],
    ['Fire the glaze at 2,192 °F.', 'temperature', { low: 1_200, high: 1_200, unit: '°c' }],
    ['A night in the hut costs €35.', 'money', { low: 35, high: 35, unit: '€' }],
    ['About 140 volunteers planted the hedge.', 'count', { low: 140, high: 140, unit: 'volunteer' }],
    ['The hedge was planted by volunteers.', 'count', null],
    ['It is checked twice a year.', 'frequency', null],
  ])('%s (%s)', (text, dimension, value) => {
    const read = amountValue(text, dimension);
    if (value === null) expect(read).toBeNull();
    else {
      expect(read?.unit).toBe(value.unit);
      expect(read?.low).toBeCloseTo(value.low, 1);
      expect(read?.high).toBeCloseTo(value.high, 1);
    }
  });
});

describe('two amounts disagree when they are apart by more than a round figure', () => {
  const v = (low: number, high: number, unit = 'day'): { low: number; high: number; unit: string } => ({ low, high, unit });
  it.each([
    ['100 against 75 years', v(100, 100), v(75, 75), true],
    ['20 to 30 against 25 years (inside the range)', v(20, 30), v(25, 25), false],
    ['about 100 against 95 (within a tenth)', v(100, 100), v(95, 95), false],
    ['20 to 30 against 40', v(20, 30), v(40, 40), true],
    ['different units never', v(3, 3, 'm'), v(30, 30, 'kg'), false],
    ['counts of different things never', v(140, 140, 'volunteer'), v(12, 12, 'tree'), false],
  ])('%s', (_case, a, b, disagree) => {
    expect(amountsDisagree(a, b)).toBe(disagree);
    expect(amountsDisagree(b, a)).toBe(disagree);
  });
});

const stems = (text: string): Set<string> => new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem));
const point = (documentId: string, text: string, headings = ''): AmountPoint => ({ documentId, text, own: stems(text), context: new Set([...stems(text), ...stems(headings)]) });

describe('the point of another document that gives a different figure for the same quantity about the same subject', () => {
  // "How long does a cedar-shingle roof last?": subject cedar, shingle, roof; quantity: last
  const subject = ['cedar', 'shingl', 'roof'].map((s) => stem(s));
  const quantity = [stem('last')];
  const anchor = point('magazine', 'A cedar-shingle roof on a steep pitch should last around 35 years, the roofer said.');
  it.each([
    ['another document\'s lifespan of the same material', point('guide', 'Cedar shingles: usual lifespan 20 years', 'Roof coverings compared'), true],
    ['the same figure in other words', point('guide', 'Cedar shingles: usual lifespan 35 years', 'Roof coverings compared'), false],
    ['a lifespan of another material in the same list', point('guide', 'Asphalt shingles: usual lifespan 15 years', 'Roof coverings compared'), false],
    ['another quantity of the same subject (a waiting time)', point('guide', 'Owners of cedar-shingle roofs wait eight months for a roofer.'), false],
    ['a figure from the anchor\'s own document', point('magazine', 'Cedar shingles on a shallow roof last only 15 years.'), false],
    // (its heading names the whole subject and it names no other thing: the same roof; until session 17 this was held
    // to need a subject word of its own, which lost "The maximum depth recorded was 18 m" under "LOUGH CARRA")
    ['a lifespan that names the subject only in its headings', point('guide', 'Usual lifespan: 20 years', 'Cedar shingle roofs'), true],
    ['another document\'s figure with the question\'s verb', point('survey', 'Cedar roofs in the wet valleys last 18 years on average.', 'Shingle survey'), true],
  ])('%s', (_case, candidate, disagrees) => {
    expect(disagreeingPoint(anchor, [candidate], 'time', subject, quantity)?.point ?? null).toBe(disagrees ? candidate : null);
  });

  it('a point under the subject\'s heading that names another kind of it is no disagreement (figure-pair.ts namesSisterKind)', () => {
    const q = 'How long does a cedar-shingle roof last?';
    const sister = point('guide', 'Asphalt shingles usually last 15 years', 'Cedar shingle roofs');
    expect(disagreeingPoint(anchor, [sister], 'time', subject, quantity, undefined, (text) => namesSisterKind(q, text))).toBeNull();
    const same = point('guide', 'Usual lifespan: 20 years', 'Cedar shingle roofs');
    expect(disagreeingPoint(anchor, [same], 'time', subject, quantity, undefined, (text) => namesSisterKind(q, text))?.point).toBe(same);
  });

  it('names both amounts as written', () => {
    const guide = point('guide', 'Cedar shingles: usual lifespan 20 years', 'Roof coverings compared');
    expect(disagreeingPoint(anchor, [guide], 'time', subject, quantity)).toEqual({ point: guide, anchorAmount: '35 years', pointAmount: '20 years' });
  });

  it('an anchor not about the subject asked has no disagreement, even with a point that is', () => {
    // "How long does an asphalt-shingle roof last?" led by the cedar sentence: the asphalt row is the answer, not a rival figure
    const asphaltSubject = ['asphalt', 'shingl', 'roof'].map((s) => stem(s));
    const asphalt = point('guide', 'Asphalt shingles: usual lifespan 15 years', 'Roof coverings compared');
    const cedar = point('guide', 'Cedar shingles: usual lifespan 20 years', 'Roof coverings compared');
    expect(disagreeingPoint(anchor, [asphalt, cedar], 'time', asphaltSubject, quantity)).toBeNull();
  });

  it('subject words are matched as the caller says (a "thatchers" title names a thatched roof)', () => {
    const thatch = [stem('water'), stem('reed'), stem('thatched'), stem('roof')];
    const news = point('news', 'A water-reed roof should last around 50 years.', 'Thatchers short of reed');
    const sheet = point('sheet', 'Water reed: usual lifespan 30 years', 'Thatched roofs');
    const prefix = (stems: Set<string>, s: string): boolean => [...stems].some((t) => t.startsWith(s) || s.startsWith(t));
    expect(disagreeingPoint(news, [sheet], 'time', thatch, quantity)).toBeNull();
    expect(disagreeingPoint(news, [sheet], 'time', thatch, quantity, prefix)?.point).toBe(sheet);
  });

  it('an anchor that states no amount, or names none of the subject, has no disagreement', () => {
    const guide = point('guide', 'Cedar shingles: usual lifespan 20 years', 'Roof coverings compared');
    expect(disagreeingPoint(point('magazine', 'Cedar roofs weather to a silver grey.'), [guide], 'time', subject, quantity)).toBeNull();
    expect(disagreeingPoint(point('magazine', 'Most coverings last around 35 years.'), [guide], 'time', subject, quantity)).toBeNull();
  });
});

describe('how far a figure as written may stand for the same amount (figureSpread)', () => {
  it.each([
    [280, false, 5.6], // (a fiftieth is more than half its step)
    [1200, false, 50],
    [2.4, false, 0.05],
    [1_200_000, false, 50_000],
    [52, false, 1.04],
    [10, false, 0.5],
    [60, true, 6],
  ])('%s (hedged %s) ± %s', (n, hedged, spread) => {
    expect(figureSpread(n, hedged)).toBeCloseTo(spread, 6);
  });
});

describe('two figures read from text disagree when they are apart by more than either one\'s spread', () => {
  it.each([
    ['At 52 metres it was the tallest', 'Height: 47 m', 'length', true],
    ['The aqueduct, 305 metres long, carries the canal', 'carry the canal 280 metres across the valley', 'length', true],
    ['It should last around 60 years', 'usual lifespan 58 years', 'time', false],
    ['The £1.2 million restoration', 'The total cost was £950,000', 'money', true],
    ['a price of NOK 1,200', 'NOK 1,150 at the door', 'money', false],
    ['It weighs 1,150 kg', 'Weight: 1,140 kg', 'weight', false],
    ['2.4 kilometres of bore', 'It measures 1,900 metres', 'length', true],
  ])('%s / %s', (a, b, dimension, disagree) => {
    const x = amountValue(a, dimension as Dimension);
    const y = amountValue(b, dimension as Dimension);
    expect(x && y && amountsDisagree(x, y)).toBe(disagree);
  });
});
