// Challenger ch33, class x (across documents): follow-up chat cases over the same 7 documents as answers.ts,
// written blind (before reading or running the engine).
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s33-x';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What can volunteers claim for travelling to the Ashby Weir river survey?',
    turns: [
      {
        message: 'is the 45p a mile for the whole trip there and back or just one way?',
        expect: { kind: 'answer', facts: [['round trip', 'there and back', 'home to the activity and back', 'both ways']] },
      },
      {
        message: 'Put the travel rates in a table please.',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['45p'], ['20p']] },
      },
      {
        message: 'and what if I cycle there instead?',
        expect: { kind: 'answer', facts: [['20p', '20 pence']] },
      },
      {
        message: "Does the trust's insurance cover my car if I have an accident on the way?",
        expect: { kind: 'unsupported', missing: 'insur' },
      },
    ],
  },
  {
    query: "Where and when is Kingsford's Sunday farmers' market being held this year?",
    turns: [
      {
        message: 'So the April date in the February notice is wrong now?',
        expect: { kind: 'answer', facts: [['postponed', 'not move', 'will not move', "won't move"], ['6 September', 'September']] },
      },
      {
        message: 'Give me that in one sentence.',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'what will stallholders pay per market once it does move?',
        expect: { kind: 'answer', facts: [['£30']] },
      },
      {
        message: 'Is there a bus that goes to Bridge Street on Sundays?',
        expect: { kind: 'unsupported', missing: 'bus' },
      },
    ],
  },
  {
    query: "How does Harbourside Music School's sibling offer work?",
    turns: [
      {
        message: 'which kid gets the money off, the older one or the younger one?',
        expect: { kind: 'answer', facts: [['cheaper', 'lower fee', 'smaller fee']] },
      },
      {
        message: 'List the conditions as 3 bullet points.',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: 'Is there a one-off joining fee on top of the lessons?',
        expect: { kind: 'answer', facts: [['£20'], ['per family', 'once', 'one-off']] },
      },
      {
        message: 'Do they run any holiday courses over the summer?',
        expect: { kind: 'unsupported', missing: 'holiday' },
      },
    ],
  },
  {
    query: 'What meal allowance do people get when they are out working for the Tideway Rivers Trust?',
    turns: [
      {
        message: "I'm a volunteer, not staff - which figure is mine?",
        expect: { kind: 'answer', facts: [['£8']] },
      },
      {
        message: 'Make a table comparing staff and volunteers.',
        expect: { kind: 'shape', shape: 'table', count: 2, facts: [['£8'], ['£12']] },
      },
      {
        message: 'Do staff have to keep receipts for their meals?',
        expect: { kind: 'answer', facts: [['flat rate', 'no receipt', 'not need a receipt', "don't need a receipt", 'do not need']] },
      },
      {
        message: 'Is the meal allowance taxed?',
        expect: { kind: 'unsupported', missing: 'tax' },
      },
    ],
  },
];
