// A rate's period is no duration (amounts.ts statesAmount): "Treks run twice a day" states how often, not how long a
// trek lasts, so a how-long question is led by "Each trek lasts 90 minutes", not by the timetable sentence that shares
// its words. Table test of statesAmount, then compose() on a one-document answer.
import { describe, expect, it } from 'vitest';
import { statesAmount, type Dimension } from '../../src/service/amounts';
import { compose } from '../../src/service/compose';

describe('a rate with its period states no time (pure)', () => {
  it.each([
    ['Treks run twice a day, at 10am and 2pm.', ['time', 'length'], false],
    ['Feed the lambs three times a day.', ['time'], false],
    ['The bus calls once per hour.', ['time'], false],
    ['Each trek lasts 90 minutes.', ['time', 'length'], true],
    ['The glue takes a day to set.', ['time'], true],
    ['Twice a year the walk takes 4 hours.', ['time'], true],
    ['Feed the lambs three times a day.', ['frequency'], true],
    ['The path is 3 km long.', ['time', 'length'], true],
  ] as [string, Dimension[], boolean][])('%j (%j): %s', (text, dimensions, states) => {
    expect(statesAmount(text, dimensions)).toBe(states);
  });
});

describe('compose leads a how-long answer with the duration', () => {
  it('"Each trek lasts 90 minutes" over "Treks run twice a day"', () => {
    const documents = new Map([['farm', { title: 'High Bield alpaca treks', url: 'f' }]]);
    const passages = [
      {
        documentId: 'farm',
        text: 'High Bield Farm keeps alpacas, llamas and a guanaco. Treks run twice a day, at 10am and 2pm, from Easter to October. Each trek lasts 90 minutes and follows the beck up to Cragg Wood and back. A trek costs £35 per person.',
      },
    ];
    const answer = compose('How long is an alpaca trek at High Bield?', passages, documents);
    expect(answer.sentences[0]?.text).toContain('90 minutes');
  });
});
