// named-thing.ts: the names a question gives and whether a document names its thing (before two documents' figures are
// said to disagree): table tests.
import { describe, expect, it } from 'vitest';
import { namesAskedThing, questionNameWords } from '../../src/service/named-thing';

describe('questionNameWords: the words of the names a question gives', () => {
  it.each([
    ['How much do children pay to get into the Skerrin lighthouse museum?', ['skerrin']],
    ['When was the rampart at Crowburn Hill Fort first built?', ['crowburn', 'hill', 'fort']],
    ['What is the boiling point of water?', []],
  ])('%s', (query, words) => {
    expect(questionNameWords(query)).toEqual(words);
  });
});

describe('namesAskedThing: a document names the thing asked when it has a word of its names', () => {
  it.each([
    { label: 'a bus timetable does not name the lighthouse museum', words: ['skerrin'], text: 'A day ticket costs £5.50, and children under 5 travel free.', names: false },
    { label: 'the museum page does', words: ['skerrin'], text: 'Skerrin Point Lighthouse. Adult entry costs £7 and children pay £3.50.', names: true },
    { label: 'one word of several is enough (the organisers do not name the newspaper)', words: ['ridgeway', 'marathon', 'herald'], text: 'Ridgeway Marathon 2025: organisers report 2,310 finishers.', names: true },
    { label: 'a whole word only: "Skerrins" is another word', words: ['skerrin'], text: 'The Skerrins are a chain of rocks.', names: false },
    { label: 'a question naming nothing: every document', words: [], text: 'Anything at all.', names: true },
  ])('$label', ({ words, text, names }) => {
    expect(namesAskedThing(words, text)).toBe(names);
  });
});
