// Challenger ch32, class t: follow-up chat over tables and numbers. 4 research questions over the documents of
// answers.ts, each with 4 follow-ups (a clarifying question, an instruction about the answer's form, a question the
// documents answer that the first answer may not have covered, and one the documents do not cover). Written blind.
import type { ChatCase } from '../../chat-set';
export { DOCUMENTS } from '../s32-t';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How much does it cost to take children to JumpZone?',
    turns: [
      { message: 'is that with the socks or do we pay for those on top?', expect: { kind: 'answer', facts: [['£2.50', '2.50'], ['sock']] } },
      { message: 'can you put the session prices in a table', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: 'do I have to stay there with my 9 year old or can I drop her off?', expect: { kind: 'answer', facts: [['11', 'eleven'], ['adult']] } },
      { message: 'can I pay with Apple Pay at the desk?', expect: { kind: 'unsupported', missing: 'Apple' } },
    ],
  },
  {
    query: 'Which folding e-bike has the longest range?',
    turns: [
      { message: 'is that a real-world figure or just what the maker claims?', expect: { kind: 'answer', facts: [['claimed', "maker's", 'maker'], ['lowest assist', 'lowest']] } },
      { message: 'just give me that in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1, facts: [['Urbano']] } },
      { message: 'how heavy is it?', expect: { kind: 'answer', facts: [['19.2']] } },
      { message: 'does it come with a lock included?', expect: { kind: 'unsupported', missing: 'lock' } },
    ],
  },
  {
    query: 'When does the 27 bus leave Ashby Market on Saturdays?',
    turns: [
      { message: 'and how long does it take to get all the way to the hospital?', expect: { kind: 'answer', facts: [['40 min', 'forty min']] } },
      { message: 'list the Saturday departures as bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3, facts: [['08:45', '8:45', '08.45', '8.45'], ['12:15', '12.15'], ['16:40', '16.40', '4:40', '4.40']] } },
      { message: 'my nan has a bus pass, does she ride free on a Saturday morning?', expect: { kind: 'answer', facts: [['free'], ['weekend']] } },
      { message: 'is there wifi on the bus?', expect: { kind: 'unsupported', missing: 'wifi' } },
    ],
  },
  {
    query: 'Which winter tyre came top in the 2026 test?',
    turns: [
      { message: 'how much shorter did it stop on snow than the cheap Maxtrek?', expect: { kind: 'answer', facts: [['17.9'], ['21.7', 'almost 4 metres', 'nearly 4 metres', '3.8']] } },
      { message: 'sum up the test results in 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'what does fitting cost on top of the tyre price?', expect: { kind: 'answer', facts: [['£15', '15 per tyre', '15 pounds']] } },
      { message: 'do they make the Nordhavn in 17 inch for my car?', expect: { kind: 'unsupported' } },
    ],
  },
];
