// Dates in lists: formatWhen/formatDate give what toLocale{Time,Date}String gave (same default locale,
// same options) while building each Intl formatter once, not once per row (the job list's first paint).
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatWhen } from '../../src/renderer/src/lib/format';

const RealFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealFormat;
});

describe('formatWhen and formatDate', () => {
  const now = new Date(2031, 6, 9, 16, 45); // local time: a Wednesday afternoon in July 2031
  const cases: Array<{ what: string; iso: string; expected: string }> = [
    { what: 'earlier today: the time', iso: new Date(2031, 6, 9, 8, 5).toISOString(), expected: new Date(2031, 6, 9, 8, 5).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) },
    { what: 'yesterday: day and month', iso: new Date(2031, 6, 8, 23, 59).toISOString(), expected: new Date(2031, 6, 8, 23, 59).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }) },
    { what: 'this year: day and month', iso: new Date(2031, 0, 2, 12).toISOString(), expected: new Date(2031, 0, 2, 12).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }) },
    { what: 'another year: with the year', iso: new Date(2029, 10, 30, 12).toISOString(), expected: new Date(2029, 10, 30, 12).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) },
    { what: 'not a date: shown as given', iso: 'sometime soon', expected: 'sometime soon' },
  ];
  for (const { what, iso, expected } of cases) {
    it(`formatWhen, ${what}`, () => {
      expect(formatWhen(iso, now)).toBe(expected);
    });
  }

  it('formatDate always names the year, and leaves a non-date as given', () => {
    const day = new Date(2031, 6, 9, 12);
    expect(formatDate(day.toISOString())).toBe(day.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }));
    expect(formatDate('n/a')).toBe('n/a');
  });

  it('builds no formatter per call: a page of 200 rows in three shapes builds at most one of each', () => {
    let built = 0;
    Intl.DateTimeFormat = new Proxy(RealFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    const shown = new Set<string>();
    for (let row = 0; row < 200; row++) {
      // today, this year, other years
      const when = row % 3 === 0 ? new Date(2031, 6, 9, row % 24, row % 60) : row % 3 === 1 ? new Date(2031, row % 6, 1 + (row % 28)) : new Date(2000 + (row % 20), row % 12, 1 + (row % 28));
      shown.add(formatWhen(when.toISOString(), now));
      shown.add(formatDate(when.toISOString()));
    }
    expect(shown.size).toBeGreaterThan(100);
    expect(built).toBeLessThanOrEqual(3);
  });
});
