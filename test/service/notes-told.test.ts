// A statement told after what a question asks is the reader's context, never a part whose words a note names as
// missing (src/service/note-check.ts toldNotAsked, asksInClause; compose.ts): "Is the skate park bigger than 1,200 square
// metres? The council and the Gazette seem to give different sizes." asks only its first sentence. A clause that asks,
// with or without its question mark, is still a part. The documents are written for this test.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { asksInClause, toldNotAsked } from '../../src/service/note-check';

describe('toldNotAsked and asksInClause (pure)', () => {
  it.each([
    ['The council and the Gazette seem to give different sizes.', true],
    ['It gets cold in there in winter.', true],
    ["The encyclopedia and the blog don't seem to agree!", true],
    // a clause that asks: a question mark, a wh-word or an auxiliary first
    ['is there a family ticket', false],
    ['can we pay for it in monthly instalments', false],
    ['Is it open in winter.', false],
    ['What does it cost.', false],
    // a later part with no full stop ("…, and by how much") is not told: it asks
    ['by how much', false],
    ['The fee is how much?', false],
  ])('toldNotAsked(%j) → %s', (part, expected) => {
    expect(toldNotAsked(part)).toBe(expected);
  });
  it.each([
    ['how long does it take?', true],
    ['Does it float', true],
    ['It floats.', false],
  ])('asksInClause(%j) → %s', (clause, expected) => {
    expect(asksInClause(clause)).toBe(expected);
  });
});

const lido = [
  { documentId: 'lido', text: 'The Elmfield lido is an open-air pool heated to 24 degrees from May to September.' },
  { documentId: 'lido', text: 'A swim costs €5.50 for adults, and seniors aged 65 and over pay €3.50.' },
];
const documents = new Map([['lido', { title: 'Elmfield lido prices', url: 'https://lido.example/' }]]);

describe('a statement after the question, in composed answers', () => {
  it('its words are never named as missing; the question before it is answered', () => {
    // (before: 'The sources cited below discuss lido and degrees; none of them uses the words "council", "staff", …')
    const answer = compose('How warm is the water at the Elmfield lido? The council and the lido staff give different figures.', lido, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/24 degrees/);
    expect(answer.content).not.toMatch(/"council"|"staff"|"different"|"figures"/);
  });
  it('a word of the question itself no source uses is still named', () => {
    const answer = compose('Does the Elmfield lido cause cancer? My neighbour told me so.', lido, documents);
    expect(answer.content).toMatch(/"cancer"/);
  });
});
