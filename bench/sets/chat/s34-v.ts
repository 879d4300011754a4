// Challenger ch34, class v: follow-up chat cases over the same 7 documents as answers.ts. 4 research
// questions, each with 4 follow-ups: a clarifying question, an instruction about form, a question the
// documents answer that the first answer may not have covered, and one the documents do not cover.
// Written blind (before reading or running the engine).
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s34-v';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What are the rules for taking a bike on Westvale trains?',
    turns: [
      {
        message: 'does the rush hour thing apply to folding bikes too?',
        expect: { kind: 'answer', facts: [['fold'], ['any time', 'at all times', 'including the peak', 'every train']] },
      },
      {
        message: 'Give me the main rules as 3 bullet points',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: 'What about tandems, can those go on?',
        expect: { kind: 'answer', facts: [['tandem'], ['cannot', 'not carried', 'not allowed', "can't", 'any of our trains']] },
      },
      {
        message: 'Is there secure bike parking at Kingsbridge Central station?',
        expect: { kind: 'unsupported', missing: 'parking' },
      },
    ],
  },
  {
    query: 'Who is allowed to go on a Skylark balloon flight?',
    turns: [
      {
        message: 'what is the height rule exactly?',
        expect: { kind: 'answer', facts: [['1.2 metres', '1.2 m', '1.2m', '4 ft', '4 feet', 'four feet']] },
      },
      {
        message: 'Can you put that in one sentence?',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'And if they cancel because of the weather, what happens to our tickets?',
        expect: { kind: 'answer', facts: [['rebook', 're-book'], ['free of charge', 'no charge', 'free'], ['24 months', 'two years']] },
      },
      {
        message: 'Does the ticket include travel insurance for passengers?',
        expect: { kind: 'unsupported', missing: 'insurance' },
      },
    ],
  },
  {
    query: 'How do the Mowbot 500 and the GreenTrim S2 robot mowers compare?',
    turns: [
      {
        message: 'which one is cheaper?',
        expect: { kind: 'answer', facts: [['649'], ['1199', '1,199']] },
      },
      {
        message: 'Make me a table of the two',
        expect: { kind: 'shape', shape: 'table', count: 2 },
      },
      {
        message: 'Does either of them need a boundary wire laying round the lawn?',
        expect: { kind: 'answer', facts: [['boundary wire', 'boundary_wire', 'wire'], ['RTK', 'satellite']] },
      },
      {
        message: 'How many years do their batteries last before they need replacing?',
        expect: { kind: 'unsupported', missing: 'batter' },
      },
    ],
  },
  {
    query: 'When can I take my dog on the beaches in Porthellis?',
    turns: [
      {
        message: 'so is North Beach ok in the summer?',
        expect: { kind: 'answer', facts: [['North Beach', 'Gull Cove'], ['all year', 'year round', 'year-round'], ['lead']] },
      },
      {
        message: 'Summarise the beach rules in 2 bullets',
        expect: { kind: 'shape', shape: 'bullets', count: 2 },
      },
      {
        message: 'How much is the fine if I get it wrong?',
        expect: { kind: 'answer', facts: [['£100', '100 pounds'], ['£60', '60 pounds']] },
      },
      {
        message: 'Are there dog poo bins along the promenade?',
        expect: { kind: 'unsupported', missing: 'bin' },
      },
    ],
  },
];
