// Challenger ch29, class v: follow-up chat cases over the same 7 documents as answers.ts, written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s29-v';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What are the rules for bringing a dog to the Hollybank farm cottages?',
    turns: [
      { message: 'so is the £25 charged per night for each dog?', expect: { kind: 'answer', facts: [['per stay', 'not per night', 'whole stay', 'once per stay']] } },
      { message: 'give me the main rules as 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'can we let the dog off the lead in the fields round the cottages?', expect: { kind: 'answer', facts: [['lead'], ['sheep']] } },
      { message: "is there a vet nearby if the dog gets ill while we're there?", expect: { kind: 'unsupported', missing: 'vet' } },
    ],
  },
  {
    query: 'How do you claim for lost earnings on jury service?',
    turns: [
      { message: "does that work if I'm self-employed?", expect: { kind: 'answer', facts: [['self-employed', 'self employed']] } },
      { message: 'put the daily loss-of-earnings limits for the first 10 days in a table', expect: { kind: 'shape', shape: 'table', count: 2, facts: [['64.95'], ['32.47']] } },
      { message: 'can I keep my phone on me during the trial?', expect: { kind: 'answer', facts: [['deliberation room'], ['hand it in', 'hand in', 'handed in']] } },
      { message: 'is the money you get for jury service taxed?', expect: { kind: 'unsupported', missing: 'tax' } },
    ],
  },
  {
    query: 'Is homemade kombucha alcoholic?',
    turns: [
      { message: 'what did it measure after the second ferment?', expect: { kind: 'answer', facts: [['0.8'], ['1.5']] } },
      { message: 'sum that up in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: "what's the limit for shop-bought stuff sold as alcohol-free?", expect: { kind: 'answer', facts: [['0.5']] } },
      { message: 'is it OK to drink while breastfeeding?', expect: { kind: 'unsupported', missing: 'breastfeed' } },
    ],
  },
  {
    query: "Why is St Aldhelm's Cathedral starting to charge visitors?",
    turns: [
      { message: 'who still gets in free?', expect: { kind: 'answer', facts: [['under 16', 'children'], ['worship', 'pray', 'services'], ['Neighbour Pass', 'diocese']] } },
      { message: 'give me the adult and concession prices as 2 bullets', expect: { kind: 'shape', shape: 'bullets', count: 2, facts: [['£9'], ['£7']] } },
      { message: 'how much is the charge meant to bring in a year?', expect: { kind: 'answer', facts: [['450,000', '£450k', '450k', '450 000']] } },
      { message: 'is the cathedral step-free for wheelchair users?', expect: { kind: 'unsupported', missing: 'wheelchair' } },
    ],
  },
];
