// Challenger ch31, class v: follow-up chat over the same 7 documents as answers.ts. 4 research questions,
// each with 4 follow-ups (a clarifying question, a form instruction, a question the documents answer that the
// first answer may have left out, one the documents do not cover). Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s31-v';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Can a 15 year old join the Northgate makerspace and use the machines?',
    turns: [
      { message: 'what exactly does the parent have to do?', expect: { kind: 'answer', facts: [['consent form', 'consent'], ['sign']] } },
      { message: 'ok give me the junior rules as 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'how much is it per month for a junior?', expect: { kind: 'answer', facts: [['£10', '10 a month', '10 per month']] } },
      { message: 'is there parking at the building?', expect: { kind: 'unsupported', missing: 'parking' } },
    ],
  },
  {
    query: 'Is water from a home water softener safe to drink?',
    turns: [
      { message: 'how much sodium are we talking about?', expect: { kind: 'answer', facts: [['200 mg', '200mg', '200 milligrams', '200']] } },
      { message: 'sum that up in one sentence please', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'how often should I be checking the salt?', expect: { kind: 'answer', facts: [['month']] } },
      { message: 'will softened water damage my combi boiler?', expect: { kind: 'unsupported', missing: 'boiler' } },
    ],
  },
  {
    query: 'How can you tell if a hazelnut was opened by a dormouse?',
    turns: [
      { message: 'and what do wood mice do differently?', expect: { kind: 'answer', facts: [['outer surface', 'outside of the shell', 'surface of the shell']] } },
      { message: 'put dormouse, wood mouse and bank vole in a table', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: 'when do they hibernate?', expect: { kind: 'answer', facts: [['October'], ['April', 'May']] } },
      { message: 'are hazel dormice found in Ireland?', expect: { kind: 'unsupported', missing: 'Ireland' } },
    ],
  },
  {
    query: 'Can I bring my dog to the Riverside 5K?',
    turns: [
      { message: 'can I use my waist belt lead?', expect: { kind: 'answer', facts: [['held in the hand', 'in the hand', 'in your hand', 'not allowed']] } },
      { message: 'list the dog rules as 4 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 4 } },
      { message: 'what happens if the river is flooded?', expect: { kind: 'answer', facts: [['three laps', '3 laps'], ['park']] } },
      { message: 'are there toilets near the start?', expect: { kind: 'unsupported', missing: 'toilet' } },
    ],
  },
];
