// Challenger ch30, class g: follow-up chat over the same small mixed library as answers.ts.
// 4 research questions, each with 4 follow-ups (a clarification, a form instruction, a covered point the
// first answer may have left out, and one the documents do not cover). Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s30-g';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I bleed a radiator?',
    turns: [
      {
        message: 'sorry, which way do I turn the key to open it?',
        expect: { kind: 'answer', facts: [['anticlockwise', 'anti-clockwise', 'counter-clockwise', 'counterclockwise']] },
      },
      {
        message: 'can you put the steps as 5 bullet points',
        expect: { kind: 'shape', shape: 'bullets', count: 5 },
      },
      {
        message: "what if it's cold at the bottom instead of the top?",
        expect: { kind: 'answer', facts: [['sludge'], ['power flush', 'heating engineer', 'engineer']] },
      },
      {
        message: 'how much would a power flush cost roughly?',
        expect: { kind: 'unsupported', missing: 'cost' },
      },
    ],
  },
  {
    query: 'Who can use the Brackenford dial-a-ride and how does booking work?',
    turns: [
      {
        message: 'is my bus pass any good on it?',
        expect: { kind: 'answer', facts: [['not valid', 'cannot be used', "can't be used", 'not accepted']] },
      },
      {
        message: 'give me the booking bit in one sentence',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'can my husband come along to help me?',
        expect: { kind: 'answer', facts: [['escort', 'companion'], ['free']] },
      },
      {
        message: 'are the drivers DBS checked?',
        expect: { kind: 'unsupported', missing: 'DBS' },
      },
    ],
  },
  {
    query: 'Who is offered the shingles vaccine and how is it given?',
    turns: [
      {
        message: 'what difference does a severely weakened immune system make to the timing?',
        expect: { kind: 'answer', facts: [['8 weeks', 'eight weeks'], ['6 months', 'six months']] },
      },
      {
        message: 'make a table of who is eligible',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['65'], ['70 to 79', '70-79', '70–79'], ['50']] },
      },
      {
        message: 'can I have it at the same time as my flu jab?',
        expect: { kind: 'answer', facts: [['same appointment', 'same time', 'same visit']] },
      },
      {
        message: 'does it interact with warfarin? I take it for my heart',
        expect: { kind: 'unsupported', missing: 'warfarin' },
      },
    ],
  },
  {
    query: 'Why are swift numbers falling and what is Harrowfield doing about it?',
    turns: [
      {
        message: "what exactly counts as a 'swift brick'?",
        expect: { kind: 'answer', facts: [['hollow'], ['entrance hole', 'entrance']] },
      },
      {
        message: 'summarise that in 3 bullets',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: 'when do the swifts actually arrive and leave each year?',
        expect: { kind: 'answer', facts: [['late April', 'April', 'early May'], ['late July', 'early August', 'August']] },
      },
      {
        message: 'do swift bricks make the wall damp or reduce the insulation?',
        expect: { kind: 'unsupported', missing: 'damp' },
      },
    ],
  },
];
