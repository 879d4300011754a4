// escapeRegExp (src/shared/regexp.ts): the one escape of text written into a pattern, used by the research
// service, the mirror's search, the window and the benches. Each text must match itself, whole, and nothing else.
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../src/shared/regexp';

describe('escapeRegExp (table)', () => {
  it.each<[string, string]>([
    ['plain words', 'plain words'],
    ['', ''],
    ['a.b', 'a\\.b'],
    ['1+1=2?', '1\\+1=2\\?'],
    ['*star*', '\\*star\\*'],
    ['^start$', '\\^start\\$'],
    ['{3}', '\\{3\\}'],
    ['(a|b)', '\\(a\\|b\\)'],
    ['[x]', '\\[x\\]'],
    ['back\\slash', 'back\\\\slash'],
    ['C++ / C#', 'C\\+\\+ / C#'],
    ['e-mail', 'e-mail'],
    ['O’Brien', 'O’Brien'],
  ])('escapeRegExp(%j) = %j', (text, expected) => {
    expect(escapeRegExp(text)).toBe(expected);
  });

  it.each(['a.b', '1+1=2?', '(a|b)*', '[x]{2}', '^$\\', 'price: $3.50 (approx.)', 'Café [sic]', 'e-mail'])('%j matches itself whole, with and without the u flag', (text) => {
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegExp(text)}$`, 'u').test(text)).toBe(true);
  });

  it('a dot escaped matches only a dot', () => {
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
    expect(new RegExp(escapeRegExp('(a|b)')).test('a')).toBe(false);
  });
});
