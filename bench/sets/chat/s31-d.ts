// Challenger ch31, class d: follow-up chat over the same 7 documents (decisions), written blind.
import type { ChatCase } from '../../chat-set';
export { DOCUMENTS } from '../s31-d';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Who can get the Warm Homes insulation grant, and what does it pay for?',
    turns: [
      {
        message: 'is that income limit before or after tax?',
        expect: { kind: 'answer', facts: [['gross', 'before tax']] },
      },
      {
        message: 'Put the eligibility rules in 3 bullet points please',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: "what's the most it would pay if we live in a flat in a block?",
        expect: { kind: 'answer', facts: [['£4,000', '4,000', '4000']] },
      },
      {
        message: 'How long after the surveyor visits does the installer usually start the work?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'What are the rules for taking a cello on a Skylark Airways flight?',
    turns: [
      {
        message: "so I can't just put it in the overhead locker if it's a short flight?",
        expect: { kind: 'answer', facts: [['110 cm', '110cm', 'longer than 110', 'cannot go in the overhead']] },
      },
      {
        message: 'Sum that up in one sentence.',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'and what would it cost to check it in the hold instead?',
        expect: { kind: 'answer', facts: [['£60', '60'], ['flight case', 'hard case']] },
      },
      {
        message: 'Do I earn frequent flyer points on the seat I buy for the cello?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'Do I need to register a small camera drone before flying it?',
    turns: [
      {
        message: "what's the actual difference between the operator ID and the flyer ID?",
        expect: { kind: 'answer', facts: [['test', 'theory'], ['11.79', 'every year', 'renewed']] },
      },
      {
        message: 'make me a table: which ID, who needs it, what it costs',
        expect: { kind: 'shape', shape: 'table', count: 2 },
      },
      {
        message: 'my son is 11, can he sort out the flyer ID himself?',
        expect: { kind: 'answer', facts: [['parent', 'guardian'], ['13']] },
      },
      {
        message: 'Am I allowed to fly it over the beach in a national park?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'What vans can I hire and how much do they cost?',
    turns: [
      {
        message: 'what does the weekend rate cover exactly, which days?',
        expect: { kind: 'answer', facts: [['Friday', 'Fri'], ['Monday', 'Mon']] },
      },
      {
        message: 'just give me the three cheapest per day as bullets',
        expect: { kind: 'shape', shape: 'bullets', count: 3, facts: [['49'], ['65'], ['79']] },
      },
      {
        message: 'I passed my test in 1994, am I OK to drive the 7.5 tonne lorry?',
        expect: { kind: 'answer', facts: [['C1'], ['1997']] },
      },
      {
        message: 'Can I pick it up here and drop it off in Glasgow, one way?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
];
