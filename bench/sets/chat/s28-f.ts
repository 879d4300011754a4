// Challenger ch28, class f: follow-up chat over the same 7 documents as answers.ts. 4 research questions,
// each with 4 follow-ups: a clarifying question, a form instruction, a covered question the first answer
// may not have covered, and one the documents do not cover. Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s28-f';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Can my 10-year-old go to Skyward trampoline park without me?',
    turns: [
      {
        message: 'ok so from what age can a kid go completely on their own there?',
        expect: { kind: 'answer', facts: [['12'], ['waiver']] },
      },
      {
        message: 'Put the age rules in a table please, one row per age group',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['under 8', 'under-8'], ['12']] },
      },
      {
        message: 'Does he need special socks or will his normal ones do?',
        expect: { kind: 'answer', facts: [['grip socks', 'grip sock'], ['£2.50', '2.50']] },
      },
      {
        message: 'Is there free parking at the park?',
        expect: { kind: 'unsupported', missing: 'parking' },
      },
    ],
  },
  {
    query: 'When does the Brannock Hill cable car reopen after its refurbishment?',
    turns: [
      {
        message: 'Which of those dates comes from the cable car company itself?',
        expect: { kind: 'answer', facts: [['20 March', 'March 20', '20th March']] },
      },
      {
        message: 'Give me the reopening situation in one sentence.',
        expect: { kind: 'shape', shape: 'sentences', count: 1, facts: [['March']] },
      },
      {
        message: 'How long does the ride to the top take now?',
        expect: { kind: 'answer', facts: [['six minutes', '6 minutes', 'six-minute', '6-minute']] },
      },
      {
        message: 'Can I take my dog on the cable car?',
        expect: { kind: 'unsupported', missing: 'dog' },
      },
    ],
  },
  {
    query: 'Why is Hartwell Community Shop cutting its opening hours?',
    turns: [
      {
        message: 'What were the other reasons apart from the main one?',
        expect: { kind: 'answer', facts: [['electricity', 'electric', 'energy'], ['card']] },
      },
      {
        message: 'Sum up the reasons in 3 bullet points',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: "I could do the odd shift - how do I sign up to help?",
        expect: { kind: 'answer', facts: [['rota sheet', 'rota'], ['rota@hartwellshop.org.uk', 'email']] },
      },
      {
        message: 'How much profit did the shop make last year?',
        expect: { kind: 'unsupported', missing: 'profit' },
      },
    ],
  },
  {
    query: 'Can I replace the battery in my Kestrel Air 2 earbuds?',
    turns: [
      {
        message: 'Is that £39 for the pair or for each bud?',
        expect: { kind: 'answer', facts: [['per earbud', 'each earbud', 'for each', 'per bud', 'each bud']] },
      },
      {
        message: 'Just give me the answer in one sentence',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: "Are they OK to wear running in the rain? I don't want to kill them",
        expect: { kind: 'answer', facts: [['IPX4'], ['splash', 'rain', 'sweat']] },
      },
      {
        message: 'Do they have active noise cancelling?',
        expect: { kind: 'unsupported', missing: 'noise' },
      },
    ],
  },
];
