// Challenger ch33, class g (general): follow-up chat over the same 7 documents as answers.ts. 4 research
// questions, each with 4 turns (a clarifying question, an instruction on the form, a question the documents
// answer that the first answer may not cover, one the documents do not cover). Written blind.
import type { ChatCase } from '../../chat-set';
export { DOCUMENTS } from '../s33-g';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I bleed a radiator?',
    turns: [
      { message: 'which way do I turn the key, and how far?', expect: { kind: 'answer', facts: [['anticlockwise', 'anti-clockwise', 'counter-clockwise', 'counterclockwise'], ['quarter', 'half a turn']] } },
      { message: 'can you give me that as 5 bullet points I can stick on the boiler cupboard', expect: { kind: 'shape', shape: 'bullets', count: 5 } },
      { message: "what if it's the other way round - cold at the bottom and warm at the top?", expect: { kind: 'answer', facts: [['sludge'], ['power flush', 'engineer']] } },
      { message: 'do I need to bleed my underfloor heating as well?', expect: { kind: 'unsupported', missing: 'underfloor' } },
    ],
  },
  {
    query: 'What are the signs of carbon monoxide poisoning at home?',
    turns: [
      { message: "how would I tell it apart from just having flu?", expect: { kind: 'answer', facts: [['away from home', 'ease', 'better when'], ['pets', 'others in the house', 'other people']] } },
      { message: 'put the symptoms in one sentence please', expect: { kind: 'shape', shape: 'sentences', count: 1, facts: [['headache']] } },
      { message: 'where exactly should the alarm go?', expect: { kind: 'answer', facts: [['1 to 3 metres', '1-3 metres', '1–3 metres', '1 and 3 metres'], ['every room', 'each room', 'room with a fuel']] } },
      { message: 'how long do CO alarm batteries usually last?', expect: { kind: 'unsupported', missing: 'batter' } },
    ],
  },
  {
    query: "How does Wyebank's Dial-a-Ride service work for someone who can't manage the bus?",
    turns: [
      { message: 'so can my mum use her free bus pass on it?', expect: { kind: 'answer', facts: [['not valid', 'cannot', "can't", 'no'], ['registered local bus', 'not a registered']] } },
      { message: 'make me a small table of the fares', expect: { kind: 'shape', shape: 'table', count: 2, facts: [['£3.50', '3.50'], ['£5']] } },
      { message: 'what happens if she forgets and just does not turn up?', expect: { kind: 'answer', facts: [['suspend'], ['four weeks', '4 weeks']] } },
      { message: 'how many minibuses do they actually have?', expect: { kind: 'unsupported', missing: 'minibus' } },
    ],
  },
  {
    query: 'What did the volunteers find at the Coldharbour Wood dormouse box check?',
    turns: [
      { message: 'who actually handled the animals?', expect: { kind: 'answer', facts: [['Priya'], ['licence']] } },
      { message: 'sum up the results in 3 bullets', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'how could they tell the nibbled hazelnuts were from dormice and not other mice?', expect: { kind: 'answer', facts: [['smooth'], ['round']] } },
      { message: 'what did they find at the October check?', expect: { kind: 'unsupported', missing: 'October' } },
    ],
  },
];
