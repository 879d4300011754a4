// Challenger ch28, class s: follow-up chat over structured sources. Same 7 documents as answers.ts.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s28-s';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How much does it cost to get into Wrenhurst Botanic Garden?',
    turns: [
      { message: 'is the senior price from 60 or later than that?', expect: { kind: 'answer', facts: [['65']] } },
      {
        message: 'Can you put the summer prices in a table please',
        expect: { kind: 'shape', shape: 'table', count: 4, facts: [['£14.50', '14.50']] },
      },
      { message: 'are we allowed to bring our own sandwiches?', expect: { kind: 'answer', facts: [['Great Lawn']] } },
      { message: 'Does the café do gluten-free lunches?', expect: { kind: 'unsupported', missing: 'gluten' } },
    ],
  },
  {
    query: 'Which of these drills can I use to drill into brick?',
    turns: [
      { message: 'how big a hole will it make in brick?', expect: { kind: 'answer', facts: [['13 mm', '13mm']] } },
      { message: 'ok just give me the answer in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      {
        message: 'what warranty do you get with it?',
        expect: { kind: 'answer', facts: [['3 years', 'three years'], ['5 years', 'five years']] },
      },
      { message: 'Does it come with a carry case?', expect: { kind: 'unsupported', missing: 'case' } },
    ],
  },
  {
    query: 'When does the number 42 bus run on a Saturday?',
    turns: [
      {
        message: 'And Sundays?',
        expect: { kind: 'answer', facts: [['no service', 'no bus', 'does not run', "doesn't run", 'no Sunday']] },
      },
      { message: "what's an adult day ticket?", expect: { kind: 'answer', facts: [['£6.50', '6.50']] } },
      {
        message: 'Sum it up in 3 bullet points for my dad',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      { message: 'is there wifi on the bus?', expect: { kind: 'unsupported', missing: 'wifi' } },
    ],
  },
  {
    query: 'What do travel vaccinations cost at Kingsbridge Pharmacy?',
    turns: [
      {
        message: 'which of those could I get free from my GP instead?',
        expect: { kind: 'answer', facts: [['typhoid'], ['hepatitis A'], ['cholera']] },
      },
      {
        message: 'List the three most expensive full courses as bullet points',
        expect: { kind: 'shape', shape: 'bullets', count: 3, facts: [['195'], ['190'], ['150']] },
      },
      { message: 'when is the clinic open?', expect: { kind: 'answer', facts: [['Tuesday'], ['Saturday']] } },
      { message: 'Can they give me malaria tablets as well?', expect: { kind: 'unsupported', missing: 'malaria' } },
    ],
  },
];
