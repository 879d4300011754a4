// Challenger ch31, class p: follow-up chat cases over the same saved pages (answers.ts). 4 research questions,
// 4 follow-up turns each, written blind (before reading or running the engine).
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s31-p';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Why does an upright piano go flat after being moved to a new house?',
    turns: [
      { message: 'ok so what humidity should I be keeping the room at?', expect: { kind: 'answer', facts: [['40'], ['50']] } },
      { message: 'Sum up what I should do in 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      {
        message: 'how long should I have waited after the move before getting it tuned?',
        expect: { kind: 'answer', facts: [['two to three weeks', '2-3 weeks', '2–3 weeks', '2 to 3 weeks', 'two or three weeks', 'three weeks', '3 weeks']] },
      },
      { message: 'If it goes flat again does the tuning come with any kind of guarantee?', expect: { kind: 'unsupported', missing: 'guarantee' } },
    ],
  },
  {
    query: 'What is the deadline for the Ashgrove Road street party road closure application?',
    turns: [
      { message: 'where do I actually send the form?', expect: { kind: 'answer', facts: [['streetparties@kelbridge.gov.uk']] } },
      { message: 'just give me the deadline in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1, facts: [['12 April', 'April 12']] } },
      {
        message: 'can we have a bouncy castle?',
        expect: { kind: 'answer', facts: [['certificate', 'own public liability', 'its own'], ['verge', 'grass']] },
      },
      { message: 'Do we need a licence to sell alcohol at it?', expect: { kind: 'unsupported', missing: 'alcohol' } },
    ],
  },
  {
    query: "Why have the repairs to St Edmund's Church roof been put on hold?",
    turns: [
      { message: 'so when can they actually start?', expect: { kind: 'answer', facts: [['September']] } },
      { message: 'Can you put it in a table - what was found, what is needed, and when work can start', expect: { kind: 'shape', shape: 'table', count: 2 } },
      {
        message: "how much is the whole repair costing, and who's paying for it?",
        expect: { kind: 'answer', facts: [['312,000', '312k', '312 000'], ['210,000', '210k', 'heritage grant']] },
      },
      { message: 'Once they start, how long will the repairs take?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Can children under 5 jump at Bounce Quarter trampoline park?',
    turns: [
      { message: 'when are those little ones sessions on?', expect: { kind: 'answer', facts: [['9:30', '9.30', '9:30am'], ['11:00', '11am', '11.00', '11 am']] } },
      { message: '2 bullet points max please', expect: { kind: 'shape', shape: 'bullets', count: 2 } },
      { message: 'do they need special socks?', expect: { kind: 'answer', facts: [['grip sock'], ['£2.50', '2.50']] } },
      { message: 'is there parking there?', expect: { kind: 'unsupported', missing: 'parking' } },
    ],
  },
];
