// The job's own answer as a follow-up's first evidence (follow-up-answer.ts): which words no source uses only set a
// follow-up, and which sentence of the conversation fills what it asks. Documents and answers written for this test.
import { describe, expect, it } from 'vitest';
import { answerFilling, answerPoints, echoes, fillingNote, pointsNote, setsQuestion } from '../../src/service/follow-up-answer';
import { readFollowUp } from '../../src/service/chat-context';
import { conceptsOf, stemsOf } from '../../src/service/concepts';

describe('setsQuestion: a word no source uses that only sets the follow-up', () => {
  it.each([
    ['hear', false, true],
    ['properly', false, true],
    ['hardest', false, true],
    ['dolphins', false, false],
    ['toilets', false, false],
    // in a yes/no, an act or a quality is the claim asked
    ['stung', true, false],
    ['organic', true, false],
    // a noun for people in general is no claim
    ['kids', true, true],
    // a conjunction names nothing
    ['whether', false, true],
  ])('%s (yes/no %s) → %s', (word, yesNo, expected) => {
    expect(setsQuestion(word, yesNo)).toBe(expected);
  });
});

describe('echoes: the follow-up said back', () => {
  it('counts the words it repeats, not pronouns or question words', () => {
    expect(echoes('When can we hear them again?', 'The clock will strike again on Easter Sunday.')).toBe(1);
    expect(echoes('When can we hear them again?', 'The clock was taken down on Tuesday.')).toBe(0);
  });
});

const SOURCE = `The tower clock of Fenwick Abbey was taken down on Tuesday for repair at a workshop in Derby.
The clock will strike again on Easter Sunday, once the new bearings are fitted.
The repair cost £18,000, raised by the parish over two years.
Visitors under 12 must be accompanied by an adult when climbing the tower.
The honey sold at the abbey shop comes from the abbey's own hives.`;
const QUERY = 'What work is being done on the Fenwick Abbey clock?';
const ANSWER = [
  { text: 'The tower clock of Fenwick Abbey was taken down on Tuesday for repair at a workshop in Derby.', citations: [1] },
  { text: 'The clock will strike again on Easter Sunday, once the new bearings are fitted.', citations: [1] },
  { text: 'The repair cost £18,000, raised by the parish over two years.', citations: [1] },
  { text: 'Visitors under 12 must be accompanied by an adult when climbing the tower.', citations: [1] },
];
const topic = conceptsOf(QUERY, { dropInstructionWords: true }).filter((c) => !c.soft);
const fill = (followUp: string, yesNo = /^(?:is|are|can|do|does|did|will)\b/i.test(followUp)): string[] =>
  answerFilling(readFollowUp(followUp, QUERY, stemsOf(SOURCE)), yesNo, ANSWER, /\b(?:it|them|they)\b/i.test(followUp) ? topic : [], followUp).map((s) => s.text);

describe('answerFilling: the answer sentence that fills what the follow-up asks', () => {
  it.each([
    // a date asked of what the research asked about, its act in words no source uses
    ['When can we hear it again?', /Easter Sunday/],
    // a yes/no whose people word no source uses, its own other words in the answer
    ['Can my kids go climbing the tower on their own?', /accompanied by an adult/],
  ])('%s → %s', (followUp, expected) => {
    expect(fill(followUp)[0]).toMatch(expected);
  });

  it.each([
    // a thing no source names is what is asked
    ['Will we see dolphins from the tower?'],
    // a yes/no's claim no source uses
    ['Is the clock waterproof?'],
    // nothing of the kind asked in any answer sentence that names the follow-up's words
    ['How heavy are the new bearings?'],
  ])('%s → nothing', (followUp) => {
    expect(fill(followUp)).toEqual([]);
  });

  it('names the words it reads in the answer\'s terms, as read', () => {
    expect(fillingNote(conceptsOf('hear'))).toBe('None of your sources uses the word "hear"; the reply reads it as the research\'s answer words it:');
  });
});

describe('answerPoints: the answer\'s own points for a form asked over words that only set it', () => {
  const points = (followUp: string, n: number): string[] => answerPoints(readFollowUp(followUp, QUERY, stemsOf(SOURCE)), ANSWER, n).map((s) => s.text);
  it('gives the answer\'s cited sentences in its order, those naming the request\'s own words first, n at most', () => {
    expect(points('two bullets on what happens next', 2)).toEqual([ANSWER[0]?.text, ANSWER[1]?.text]);
    expect(points('two bullets on whether the bearings worked', 2)[0]).toMatch(/bearings/);
  });
  it('gives nothing when a word no source uses names a thing', () => {
    expect(points('two bullets on the dolphins', 2)).toEqual([]);
  });
  it('says the points are the answer\'s own', () => {
    expect(pointsNote(['happens'])).toBe('None of your sources uses the word "happens"; here are the research answer\'s own points:');
    expect(pointsNote([])).toBe("Here are the research answer's own points:");
  });
});
