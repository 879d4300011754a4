// Challenger ch30, class x: follow-up chat cases over the same 7 documents as answers.ts, written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s30-x';

export const CHAT_CASES: ChatCase[] = [
  {
    query: "What's the deal with the bring a friend offer for spring?",
    turns: [
      { message: 'does my friend have to do the same class as me or can it be any class that term?', expect: { kind: 'answer', facts: [['same course']] } },
      { message: 'ok give me the conditions as 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'and do we both still pay for materials?', expect: { kind: 'answer', facts: [['materials fee in full', 'in full', 'full materials', 'both pay', 'tuition only']] } },
      { message: 'can we split the payment into monthly instalments?', expect: { kind: 'unsupported', missing: 'instalment' } },
    ],
  },
  {
    query: 'Is the learning centre really getting rid of woodturning?',
    turns: [
      { message: 'who was it that said it was being scrapped?', expect: { kind: 'answer', facts: [['Gazette']] } },
      { message: 'sum it up in one sentence for me', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'what did each side say about how much fees went up?', expect: { kind: 'answer', facts: [['8%', '8 per cent'], ['5%', '5 per cent']] } },
      { message: 'is there a bus that goes out to Mill Lane?', expect: { kind: 'unsupported', missing: 'bus' } },
    ],
  },
  {
    query: 'When is the pottery studio closed for the kiln replacement?',
    turns: [
      { message: 'hang on, which of the two notices is the latest one?', expect: { kind: 'answer', facts: [['29 January']] } },
      { message: 'can you put the old dates and the new dates side by side in a table', expect: { kind: 'shape', shape: 'table', count: 2 } },
      { message: 'what happens to the pieces that got boxed up?', expect: { kind: 'answer', facts: [['returned', 'back on the', 'studio shelves']] } },
      { message: 'how much did the new kiln cost the centre?', expect: { kind: 'unsupported', missing: 'cost' } },
    ],
  },
  {
    query: 'How do refunds work if I drop out of a course?',
    turns: [
      { message: 'and if I leave after the second week?', expect: { kind: 'answer', facts: [['no refund', 'cannot give any refund', 'any refund once']] } },
      { message: 'put the refund rules in a table please', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: 'could I just swap to a different class instead of dropping out?', expect: { kind: 'answer', facts: [['once per term', 'once a term'], ['no charge', 'free']] } },
      { message: 'what if the tutor is off sick and the class gets cancelled, do I get money back then?', expect: { kind: 'unsupported', missing: 'sick' } },
    ],
  },
];
