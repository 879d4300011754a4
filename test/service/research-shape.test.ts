// Leads of when / who / how-much answers (answer-shape.ts): the point that gives a date for what was
// asked, a person named as the one who did it, a figure for the whole rather than for a subgroup; never
// a date or a name about something else.
import { describe, expect, it } from 'vitest';
import { answerShape, namesRival, shapeFit, shapedLead } from '../../src/service/answer-shape';
import { compose } from '../../src/service/compose';

describe('answer shapes', () => {
  it.each([
    ['When did the lighthouse first shine?', 'when'],
    ['In what year was the canal dug?', 'when'],
    ['Who built the Marsh Lane windmill?', 'who'],
    ['How much salt did the pans yield?', 'amount'],
    ['What temperature should a kiln reach?', 'amount'],
    ['What is the price of a season ticket?', 'amount'],
    ['Why did the canal close?', null],
    ['What is a tide mill?', null],
  ])('%j asks for %s', (query, shape) => {
    expect(answerShape(query)).toBe(shape);
  });

  it.each([
    ['when', 'The lamp was first lit on 3 October 1843, before a crowd of fishermen.', 2],
    ['when', 'The lamp was first lit in 1843.', 1],
    ['when', 'The lamp was lit by a keeper who lived in the tower.', 0],
    ['who', 'The mill was built by Ezra Holt, a carpenter from the village.', 2],
    ['who', 'The village paid for its millwright, Ezra Holt, to travel to Holland.', 0],
    ['who', "Its architect, Clara Wend, drew the tower's curve.", 2],
    ['who', 'The mill ground corn for a century.', 0],
    ['amount', 'Over the three seasons, the pans yielded 40 tonnes of salt in all.', 2],
    ['amount', 'In summer the pans yielded 9 tonnes a month.', 0.25],
    ['amount', 'The pans yielded a good deal of salt.', 0],
  ] as const)('shapeFit(%s, %j) = %s', (shape, text, fit) => {
    expect(shapeFit(shape, text)).toBe(fit);
  });

  it.each([
    ['The North Pier lighthouse was designed by Ann Reid.', 'Who designed the South Pier lighthouse?', 'lighthouse', true],
    ['The South Pier lighthouse was designed by Tom Vale.', 'Who designed the South Pier lighthouse?', 'lighthouse', false],
    ['The lighthouse was designed by Tom Vale.', 'Who designed the South Pier lighthouse?', 'lighthouse', false],
    ['The rule takes effect in May.', 'When does the Brackley parking rule take effect?', 'rule', false],
  ] as const)('namesRival(%j) for %j: %s', (text, query, head, rival) => {
    expect(namesRival(text, query, head)).toBe(rival);
  });

  it('shapedLead keeps the first point when no other fits better, and never takes one about fewer of the concepts', () => {
    const unit = (score: number, text: string) => ({ score, sentences: [text] });
    const covers = (text: string): number => ['pier', 'lighthouse', 'lit'].filter((w) => text.toLowerCase().includes(w)).length;
    const says = (text: string): boolean => /\blit\b/.test(text);
    const chosen = [unit(10, 'The pier lighthouse stands on granite.'), unit(8, 'The pier lighthouse was first lit on 3 October 1843.'), unit(9, 'A lamp was lit on 1 May 1850.')];
    expect(shapedLead(chosen, 'when', covers, says)).toBe(1);
    // the date that does not say what was asked ("lit") is no answer to "when was it lit"
    expect(shapedLead([chosen[0]!, unit(8, 'The pier lighthouse opened on 3 October 1843.')], 'when', covers, says)).toBe(-1);
    // too low a score
    expect(shapedLead([chosen[0]!, unit(4, 'The pier lighthouse was first lit on 3 October 1843.')], 'when', covers, says)).toBe(-1);
  });
});

describe('compose leads with the shaped point', () => {
  const documents = new Map([['salt', { title: 'The Lymington salt pans', url: 'https://salt.example' }]]);
  const passages = [
    'The Lymington salt pans lay along the marshes west of the town. In the hottest summers the Lymington salt pans yielded 900 tons of salt a month.',
    'Across the whole eighteenth century, the salt pans yielded about 5,000 tons a year on average.',
    'The end of the Lymington salt trade hit the town hard, and many boiling houses stood empty. The salt trade ended in 1865, when rock salt from Cheshire arrived by rail.',
  ].map((text) => ({ documentId: 'salt', text }));

  it('how much: the figure for the whole, not the summer peak', () => {
    const answer = compose('How much salt did the Lymington salt pans yield?', passages, documents);
    expect(answer.content).toMatch(/^In short: Across the whole eighteenth century/);
    expect(answer.content).toContain('900 tons');
  });

  it('when: the date of what was asked', () => {
    const answer = compose('When did the Lymington salt trade end?', passages, documents);
    expect(answer.content.split('\n\n')[0]).toContain('The salt trade ended in 1865');
  });
});
