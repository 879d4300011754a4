// The kind a follow-up asks rules its reply when it points back (follow-up-kind.ts), and the times of day a table
// of "the times" holds (chat-table.ts clockRows). Table tests (h20f, session 20).
import { describe, expect, it } from 'vitest';
import { givesKind, kindFromTurns, pointsBack } from '../../src/service/follow-up-kind';
import { asksTimesOfDay, clockRows } from '../../src/service/chat-table';

describe('pointsBack', () => {
  it.each([
    ['When was that set up?', true],
    ['Who paid for this?', true],
    ['How much did it cost?', true],
    ['When was that bridge built?', false],
    ['Who owns the boat that sank?', false],
    ['When was the association founded?', false],
  ])('%s → %s', (followUp, expected) => {
    expect(pointsBack(followUp)).toBe(expected);
  });
});

describe('givesKind', () => {
  it.each([
    ['The Orchard Trust, founded in 1987, runs the grafting course.', 'When was that set up?', 'date', true],
    ['The top is finished with coping stones set on edge.', 'When was that set up?', 'date', false],
    ['The course was moved to a new barn in 2019.', 'When was that set up?', 'date', false],
    ['The grafting course costs £40 a day.', 'How much does that cost?', 'money', true],
    ['Volunteers pruned the trees in March.', 'Who paid for that?', 'person', false],
  ] as const)('%s / %s', (sentence, followUp, type, expected) => {
    expect(givesKind(sentence, followUp, type)).toBe(expected);
  });
});

describe('kindFromTurns', () => {
  const previous = [{ text: 'The Orchard Trust, founded in 1987, runs the grafting course.', citations: [1] }];
  const answer = [
    { text: "The orchard's oldest tree dates from 1952.", citations: [1] },
    { text: 'The Orchard Trust was set up in 1987 to save it.', citations: [1] },
  ];
  it('takes the last reply first', () => {
    expect(kindFromTurns('When was that set up?', 'date', [previous, answer])?.text).toMatch(/founded in 1987/);
  });
  it('then the research answer', () => {
    expect(kindFromTurns('When was that set up?', 'date', [[], answer])?.text).toMatch(/set up in 1987/);
  });
  it('over the sources, a follow-up need not point back', () => {
    expect(kindFromTurns('When was the trust set up?', 'date', [answer], false)?.text).toMatch(/set up in 1987/);
    expect(kindFromTurns('When was the trust set up?', 'date', [answer])).toBeNull();
  });
  it('nothing for a follow-up that does not point back, asks a reason, or that no sentence gives', () => {
    expect(kindFromTurns('When was the school built?', 'date', [previous, answer])).toBeNull();
    expect(kindFromTurns('Why was that set up?', 'reason', [previous, answer])).toBeNull();
    expect(kindFromTurns('When was that demolished?', 'date', [previous, answer])).toBeNull();
  });
});

describe('clockRows', () => {
  it('keeps the sentences stating a time of day, in their order, once each', () => {
    const rows = clockRows([
      { text: 'Our pagers went off at 14:12.' },
      { text: 'The wind was about 18 knots.' },
      { text: 'We reached them at 14:33.' },
      { text: 'The box was moved at dusk.' },
      { text: 'It costs £3.50 a ticket, or 2.50 for children.' },
      { text: 'The last boat leaves at 7.30pm.' },
      { text: 'We reached them at 14:33.' },
    ]);
    expect(rows.map((r) => r.amount)).toEqual(['14:12', '14:33', 'dusk', '7.30pm']);
  });
  it.each([
    ['times', true],
    ['dates', false],
  ])('asksTimesOfDay(%s) → %s', (column, expected) => {
    expect(asksTimesOfDay(column)).toBe(expected);
  });
});
