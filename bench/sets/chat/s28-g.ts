// Challenger ch28, class g (general): follow-up chat over the same small mixed library as answers.ts.
// 4 research questions, 4 follow-ups each, written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s28-g';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I bleed a radiator?',
    turns: [
      {
        message: 'which way do I turn the key, and how far?',
        expect: { kind: 'answer', facts: [['anticlockwise', 'anti-clockwise', 'counter-clockwise', 'counterclockwise'], ['quarter', 'half a turn']] },
      },
      {
        message: 'can you put the steps in 5 bullet points so I can print it',
        expect: { kind: 'shape', shape: 'bullets', count: 5 },
      },
      {
        message: 'what should the pressure on the boiler say once I have finished?',
        expect: { kind: 'answer', facts: [['1.5 bar', '1 to 1.5', '1 and 1.5', '1-1.5', '1–1.5']] },
      },
      {
        message: 'how much would a plumber charge to come and do it for me?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'What is happening to the number 14 bus?',
    turns: [
      {
        message: 'when is the last day it runs?',
        expect: { kind: 'answer', facts: [['31 May', 'May 31', '31st May', '31st of May']] },
      },
      {
        message: 'sum that all up in one sentence for the parish newsletter',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'my kids get the bus to Hollins Academy, are they losing their school bus too?',
        expect: { kind: 'answer', facts: [['714'], ['not affected', 'continue', 'unaffected', 'separately']] },
      },
      {
        message: 'is there going to be a park and ride in Hollins to make up for it?',
        expect: { kind: 'unsupported', missing: 'park' },
      },
    ],
  },
  {
    query: 'Should my child stay off school if they have head lice?',
    turns: [
      {
        message: "what's the difference between nits and lice anyway?",
        expect: { kind: 'answer', facts: [['empty', 'eggshell', 'egg shell', 'egg case'], ['insect', 'living louse', 'live louse', 'alive']] },
      },
      {
        message: 'make me a table of the two treatment options',
        expect: { kind: 'shape', shape: 'table', count: 2, facts: [['dimeticone', 'lotion'], ['wet comb', 'combing']] },
      },
      {
        message: 'does tea tree oil help keep them away?',
        expect: { kind: 'answer', facts: [['no good evidence', 'no evidence', 'not proven', 'not been shown']] },
      },
      {
        message: 'are girls more likely to get them than boys?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'Why are swifts declining?',
    turns: [
      {
        message: 'how big a drop are we talking about?',
        expect: { kind: 'answer', facts: [['58', 'more than half']] },
      },
      {
        message: 'give me the causes as 2 bullets',
        expect: { kind: 'shape', shape: 'bullets', count: 2 },
      },
      {
        message: 'how did the person with the nest boxes get swifts to move in?',
        expect: { kind: 'answer', facts: [['recording', 'calls', 'speaker']] },
      },
      {
        message: 'is it against the law to block up a swift nest when doing building work?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
];
