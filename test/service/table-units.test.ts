import { describe, expect, it } from 'vitest';
import { cellUnit, oneUnit } from '../../src/service/table-units';

describe('cellUnit', () => {
  it.each([
    ['1 cup water', 'cup'],
    ['1.25 cups water', 'cup'],
    ['1 litre water', 'litre'],
    ['250 ml water', 'ml'],
    ['£30', 'gbp'],
    ['€1,200–€4,500', 'eur'],
    ['4 min', 'time'],
    ['2 hours', 'time'],
    ['41', null],
    ['1.3 million', null],
    ['65%', 'percent'],
    ['35 °C', '°c'],
    ['no figure', null],
  ])('%s → %s', (value, unit) => {
    expect(cellUnit(value)).toBe(unit);
  });
});

describe('oneUnit', () => {
  it.each([
    [['1 cup water', '1.25 cups water', '1 litre water', '250 ml water'], false],
    [['750 ml water', '500 ml stock', '250 ml water'], true],
    [['4 min', '22 min', '1 hour'], true],
    [['41', '47', '55'], true],
    [['£30', '£45'], true],
    [['£30', '30 kg'], false],
    [['80 psi', '95'], true],
  ])('%j → %s', (values, same) => {
    expect(oneUnit(values)).toBe(same);
  });
});
