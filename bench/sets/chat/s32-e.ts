// Challenger ch32, class e: follow-up chat cases over the same 7 documents as answers.ts, written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s32-e';

export const CHAT_CASES: ChatCase[] = [
  {
    query: "What does the council's Careline alarm service cost and how does it work?",
    turns: [
      {
        message: "what happens if none of her keyholders can get there?",
        expect: { kind: 'answer', facts: [['mobile response team'], ['Northbrook']] },
      },
      {
        message: 'can you put all the charges in a table',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['4.85'], ['2.10']] },
      },
      {
        message: 'does it still work if there is a power cut?',
        expect: { kind: 'answer', facts: [['battery'], ['24 hours']] },
      },
      {
        message: 'is there a minimum contract or can we cancel any time?',
        expect: { kind: 'unsupported', missing: 'contract' },
      },
    ],
  },
  {
    query: 'What are the signs of dental disease in cats and how is it treated?',
    turns: [
      {
        message: "sorry what's FORL?",
        expect: { kind: 'answer', facts: [['resorption', 'resorptive'], ['removed', 'extract']] },
      },
      {
        message: 'give me the main warning signs as 5 bullet points',
        expect: { kind: 'shape', shape: 'bullets', count: 5 },
      },
      {
        message: 'can i just use my own toothpaste on him?',
        expect: { kind: 'answer', facts: [['fluoride']] },
      },
      {
        message: 'is a dental usually covered by pet insurance?',
        expect: { kind: 'unsupported', missing: 'insurance' },
      },
    ],
  },
  {
    query: 'How do I top up the pressure on my combi boiler?',
    turns: [
      {
        message: "whats the filling loop exactly, where do i find it?",
        expect: { kind: 'answer', facts: [['hose', 'lever'], ['under the boiler', 'valve at each end', 'valve']] },
      },
      {
        message: 'just give me the steps as 5 bullets',
        expect: { kind: 'shape', shape: 'bullets', count: 5, facts: [['1.2 bar']] },
      },
      {
        message: 'what happens if i put too much in?',
        expect: { kind: 'answer', facts: [['relief valve']] },
      },
      {
        message: 'does running it at low pressure make my gas bill go up?',
        expect: { kind: 'unsupported', missing: 'gas bill' },
      },
    ],
  },
  {
    query: "Is rear-facing safer than forward-facing for a toddler's car seat?",
    turns: [
      {
        message: 'what age does the law say you can turn them forward?',
        expect: { kind: 'answer', facts: [['15 months']] },
      },
      {
        message: 'sum that up in one sentence',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'can a rear facing seat go in the front passenger seat?',
        expect: { kind: 'answer', facts: [['airbag']] },
      },
      {
        message: 'which brand of seat is the safest?',
        expect: { kind: 'unsupported', missing: 'brand' },
      },
    ],
  },
];
