// Challenger ch34, class x: follow-up chat cases over the same 7 documents as answers.ts, written blind.
import type { ChatCase } from '../../chat-set';
export { DOCUMENTS } from '../s34-x';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What has changed about the Ashcombe fireworks night since the first notice?',
    turns: [
      { message: 'So do the tickets I already bought still work?', expect: { kind: 'answer', facts: [['remain valid', 'still valid', 'no need to exchange']] } },
      { message: 'Put the changes in 3 bullets', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'Can the kids bring sparklers?', expect: { kind: 'answer', facts: [['no longer allowed', 'not allowed', 'no sparklers']] } },
      { message: "If the weather's bad on the night, is there a backup date?", expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'How often should I water a moth orchid?',
    turns: [
      { message: 'What do you mean by the roots going silvery?', expect: { kind: 'answer', facts: [['green'], ['wet', 'dry']] } },
      { message: 'Sum that up in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'And is the ice cube trick OK?', expect: { kind: 'answer', facts: [['three ice cubes', '3 ice cubes', 'ice cube method'], ['cold', 'tropical', 'too little water']] } },
      { message: 'What about misting the leaves, should I do that?', expect: { kind: 'unsupported', missing: 'mist' } },
    ],
  },
  {
    query: 'What does membership at Hollowbrook Makerspace cost?',
    turns: [
      { message: 'Who counts for the concession rate?', expect: { kind: 'answer', facts: [['student'], ['65']] } },
      { message: 'Give me a table of the membership options and their prices', expect: { kind: 'shape', shape: 'table', count: 3, facts: [['12'], ['35'], ['360']] } },
      { message: "Is there anything extra I'd have to pay before I can use the laser cutter?", expect: { kind: 'answer', facts: [['induction'], ['£15', '15']] } },
      { message: 'Can I pay by direct debit?', expect: { kind: 'unsupported', missing: 'debit' } },
    ],
  },
  {
    query: 'Can teenagers use the workshop machines at Hollowbrook Makerspace?',
    turns: [
      { message: 'What about my 12 year old?', expect: { kind: 'answer', facts: [['Junior Makers', 'Saturday'], ['under-14s', '10 to 13', '10-13']] } },
      { message: "Just list the machines they can't use, as bullets", expect: { kind: 'shape', shape: 'bullets', count: 3, facts: [['table saw'], ['bandsaw'], ['planer']] } },
      { message: 'How much is the lathe induction?', expect: { kind: 'answer', facts: [['£20', '20']] } },
      { message: 'Do they need to bring their own safety glasses?', expect: { kind: 'unsupported', missing: 'glasses' } },
    ],
  },
];
