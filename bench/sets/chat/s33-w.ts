// Challenger ch33, class w: follow-up chat over the same 7 documents (answers.ts). 4 research questions,
// each with 4 follow-ups: a clarifying question, a form instruction, a question the documents answer that
// the first answer may not have covered, and one the documents do not cover. Written blind.
import type { ChatCase } from '../../chat-set';
export { DOCUMENTS } from '../s33-w';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Why do garden ponds turn green?',
    turns: [
      { message: "is that the same thing as blanketweed or something different?", expect: { kind: 'answer', facts: [['strands', 'strand'], ['by hand', 'stick', 'pulled out', 'cling']] } },
      { message: 'give me the main causes as 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'does a UV clarifier work on its own or do I need a filter too?', expect: { kind: 'answer', facts: [['filter'], ['clump']] } },
      { message: 'is green water bad for the frogs and newts in there?', expect: { kind: 'unsupported', missing: 'frog' } },
    ],
  },
  {
    query: 'How do I bleed a radiator?',
    turns: [
      { message: 'what should the boiler pressure read once I am done?', expect: { kind: 'answer', facts: [['1 and 1.5 bar', '1 to 1.5 bar', '1-1.5 bar', '1.5 bar']] } },
      { message: 'can you boil the whole thing down to one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: "what if it's the bottom of the radiator that's cold and the top is hot?", expect: { kind: 'answer', facts: [['sludge', 'magnetite'], ['flush']] } },
      { message: 'how much would a heating engineer charge for a power flush?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Why did the Amblestone post office close?',
    turns: [
      { message: 'who is Geoff Harlow?', expect: { kind: 'answer', facts: [['postmaster', 'shop owner', "Harlow's Stores"], ['14 years', 'fourteen years']] } },
      { message: "put the two sides' explanations in a table", expect: { kind: 'shape', shape: 'table', count: 2 } },
      { message: 'is there any post office service left in the village at all now?', expect: { kind: 'answer', facts: [['van', 'mobile'], ['Tuesday']] } },
      { message: 'what has the local MP said about the closure?', expect: { kind: 'unsupported', missing: 'MP' } },
    ],
  },
  {
    query: 'What makes a car windscreen mist up on the inside?',
    turns: [
      { message: "what's a scuttle drain?", expect: { kind: 'answer', facts: [['wipers', 'bottom of the windscreen', 'channel']] } },
      { message: 'make that 3 bullets please', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'how often are you meant to change the pollen filter?', expect: { kind: 'answer', facts: [['12 months', '12,000', 'twelve months', 'every year', 'once a year']] } },
      { message: 'would putting a rain repellent coating on the outside of the glass stop it?', expect: { kind: 'unsupported' } },
    ],
  },
];
