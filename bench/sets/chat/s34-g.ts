// Challenger ch34, class g (general): follow-up chat cases over the same small mixed library as answers.ts.
// 4 research questions, each with 4 follow-ups (a clarifying question, a form instruction, a question the
// documents answer that the first answer may not have covered, and one they do not cover). Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s34-g';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What should I do if my carbon monoxide alarm goes off?',
    turns: [
      { message: 'which number do I actually ring?', expect: { kind: 'answer', facts: [['0800 111 999', '0800111999']] } },
      { message: 'put the steps in 3 bullet points so I can stick it on the fridge', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'what symptoms should we look out for in the family?', expect: { kind: 'answer', facts: [['headache'], ['dizz', 'feeling sick', 'breathless', 'tiredness']] } },
      { message: 'how much does a decent CO alarm cost to buy?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'How do I book Dial-a-Ride and who is allowed to use it?',
    turns: [
      { message: 'if my carer comes along with me does she have to pay as well?', expect: { kind: 'answer', facts: [['free']] } },
      { message: 'sum that up in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'what happens if I have to cancel at short notice, or forget?', expect: { kind: 'answer', facts: [['24 hours', "24 hours'"], ['suspend']] } },
      { message: 'does it still run over Christmas and New Year?', expect: { kind: 'unsupported', missing: 'christmas' } },
    ],
  },
  {
    query: 'Why have swift numbers fallen so much in the UK?',
    turns: [
      { message: 'when you say nest sites, where do swifts actually nest?', expect: { kind: 'answer', facts: [['eaves', 'roof tile', 'cavit', 'buildings']] } },
      { message: 'can you put the key facts in a table?', expect: { kind: 'shape', shape: 'table', count: 2 } },
      { message: 'is there anything I can do at home to help them?', expect: { kind: 'answer', facts: [['nest box', 'swift box', 'box']] } },
      { message: 'are swifts protected by law, so builders are not allowed to block their nests?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'What membership options does the Old Bakery coworking space have and how much are they?',
    turns: [
      { message: 'does the flex one include any meeting room time?', expect: { kind: 'answer', facts: [['2 hours', 'two hours']] } },
      { message: 'put the three options in a table', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: 'can I bring a client in for a meeting without them paying?', expect: { kind: 'answer', facts: [['two guests', '2 guests', 'up to two', 'up to 2'], ['lounge']] } },
      { message: 'do they give a discount to students or charities?', expect: { kind: 'unsupported', missing: 'discount' } },
    ],
  },
];
