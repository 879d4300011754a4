// Challenger ch32, class v: follow-up chat cases over the same 7 documents as answers.ts. 4 research
// questions, each with 4 follow-ups (a clarifying question, an instruction about the answer's form, a question
// the documents answer that the first answer may not cover, and one the documents do not cover at all).
// Written blind (before reading or running the engine).
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s32-v';

export const CHAT_CASES: ChatCase[] = [
  {
    query: "What are Skyward's rules about who can go on a balloon flight?",
    turns: [
      {
        message: 'what happens if my flight gets called off because of the wind?',
        expect: { kind: 'answer', facts: [['rebook'], ['free of charge', 'no charge', 'free']] },
      },
      { message: 'List the passenger rules as 3 bullets please', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      {
        message: 'how long is a gift voucher valid for?',
        expect: { kind: 'answer', facts: [['24 months', 'two years', '2 years']] },
      },
      {
        message: 'Can we bring our dog up in the basket with us?',
        expect: { kind: 'unsupported', missing: 'dog' },
      },
    ],
  },
  {
    query: 'What do I need to know before keeping quail for eggs?',
    turns: [
      {
        message: 'so do I actually need a male or not?',
        expect: { kind: 'answer', facts: [['fertile', 'just as well']] },
      },
      { message: 'give me the key points as 4 bullets', expect: { kind: 'shape', shape: 'bullets', count: 4 } },
      {
        message: 'how high should the roof of their hutch be?',
        expect: { kind: 'answer', facts: [['25 cm', '25cm', 'netting']] },
      },
      { message: 'What should I feed them?', expect: { kind: 'unsupported', missing: 'feed' } },
    ],
  },
  {
    query: 'Which houseplants are safe to have around cats?',
    turns: [
      {
        message: 'which of the safe ones would cope in a dark north-facing room?',
        expect: { kind: 'answer', facts: [['parlour palm']] },
      },
      {
        message: 'make a table of the cat-safe plants and how often to water each one',
        expect: { kind: 'shape', shape: 'table', count: 4 },
      },
      {
        message: "what's the tallest plant on the whole list?",
        expect: { kind: 'answer', facts: [['swiss cheese', 'monstera']] },
      },
      { message: 'roughly how much would a calathea cost to buy?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'What are the rules for children at Parkway Leisure Centre?',
    turns: [
      {
        message: 'what times can 11 to 15 year olds use the gym?',
        expect: { kind: 'answer', facts: [['4pm', '4 pm', '4-6'], ['saturday']] },
      },
      {
        message: 'Summarise the rules for children in two sentences',
        expect: { kind: 'shape', shape: 'sentences', count: 2 },
      },
      { message: 'How much does an induction cost?', expect: { kind: 'answer', facts: [['£15', '15 pounds']] } },
      {
        message: 'Is there a creche I can leave my toddler in while I work out?',
        expect: { kind: 'unsupported', missing: 'creche' },
      },
    ],
  },
];
