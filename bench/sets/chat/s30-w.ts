// Challenger ch30, class w: follow-up chat over why/how answers. Same 7 documents as answers.ts; 4 research
// questions, each with 4 follow-ups (a clarification, a form instruction, a covered point the first answer
// may have left out, and one the documents do not cover). Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s30-w';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Why is the 47 bus route being withdrawn?',
    turns: [
      {
        message: "So is it the council pulling it or the bus company? I'm confused who decided.",
        expect: { kind: 'answer', facts: [['Greyline', 'operator', 'bus company']] },
      },
      {
        message: 'Can you give me the different reasons people have given as 3 bullet points?',
        expect: { kind: 'shape', shape: 'bullets', count: 3, facts: [['driver', 'staff', 'vacanc']] },
      },
      {
        message: 'How far ahead can she book the replacement minibus if it is for a hospital appointment?',
        expect: { kind: 'answer', facts: [['14 days', 'fourteen days']] },
      },
      {
        message: 'Will Greyline refund the rest of her monthly ticket for the 47?',
        expect: { kind: 'unsupported', missing: 'refund' },
      },
    ],
  },
  {
    query: 'How do you descale a Caffetta Uno espresso machine?',
    turns: [
      {
        message: 'which buttons do I press to actually start the programme?',
        expect: { kind: 'answer', facts: [['steam'], ['hot-water', 'hot water'], ['five seconds', '5 seconds']] },
      },
      {
        message: 'Put the steps in a table please, step number and what to do.',
        expect: { kind: 'shape', shape: 'table', count: 6 },
      },
      {
        message: "How often should I be doing this? We're in a hard water area.",
        expect: { kind: 'answer', facts: [['4 weeks', 'four weeks']] },
      },
      {
        message: 'Is the descaler dangerous if I get some on my skin?',
        expect: { kind: 'unsupported', missing: 'skin' },
      },
    ],
  },
  {
    query: 'Why do hydrangea flowers change between pink and blue?',
    turns: [
      {
        message: "what's the actual pH where they switch over?",
        expect: { kind: 'answer', facts: [['5.5']] },
      },
      {
        message: 'Sum that up in one sentence for me.',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: "Does any of this apply to my white 'Annabelle'?",
        expect: { kind: 'answer', facts: [['no pigment', 'stay white', 'stays white']] },
      },
      {
        message: 'Is aluminium sulphate safe to use if my dog digs in that bed?',
        expect: { kind: 'unsupported', missing: 'dog' },
      },
    ],
  },
  {
    query: 'How should I clean and store antique silver so it stops tarnishing?',
    turns: [
      {
        message: "But what's actually causing the tarnish in the first place?",
        expect: { kind: 'answer', facts: [['sulphide', 'sulfide', 'sulphur', 'sulfur']] },
      },
      {
        message: 'Just give me the storage advice as 4 bullet points.',
        expect: { kind: 'shape', shape: 'bullets', count: 4, facts: [['tissue', 'polythene', 'anti-tarnish', 'rubber', 'felt', 'glove']] },
      },
      {
        message: 'My set is stamped EPNS on the bottom, does that change anything?',
        expect: { kind: 'answer', facts: [['plate', 'plating'], ['rarely', 'lightly', 'thin']] },
      },
      {
        message: 'Roughly what would it cost to have a professional conservator clean a tea set?',
        expect: { kind: 'unsupported', missing: 'cost' },
      },
    ],
  },
];
