// Challenger ch29, class c (casual words): follow-up chat over the same 7 documents, typed as people type.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s29-c';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I get an old sofa collected as bulky waste by Rendlesham council?',
    turns: [
      {
        message: 'so when do i actually put it out, the night before?',
        expect: { kind: 'answer', facts: [['7am', '7:00', '07:00', '7 am'], ['7pm', '7:00pm', '19:00', '7 pm']] },
      },
      { message: '3 bullets pls', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      {
        message: 'do they take fridges as well',
        expect: { kind: 'answer', facts: [['fridge'], ['two items', '2 items', 'count as two', 'count as 2']] },
      },
      {
        message: 'what happens if the crew damages my front wall getting it out',
        expect: { kind: 'unsupported', missing: 'damag' },
      },
    ],
  },
  {
    query: 'What should I do if my boiler pressure drops below 1 bar?',
    turns: [
      {
        message: "whats the filling loop thing you mean, where even is it",
        expect: { kind: 'answer', facts: [['braided', 'hose'], ['under the boiler', 'beneath the boiler', 'below the boiler']] },
      },
      { message: 'one sentence pls', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      {
        message: 'how often does it need servicing and how much do they charge',
        expect: { kind: 'answer', facts: [['once a year', 'annual', 'every year', 'yearly', '12 months'], ['£85', '85 pounds']] },
      },
      {
        message: 'is a combi better than a system boiler for a 1 bed flat?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'Can I take a non-folding bike on Westmarch Rail commuter trains at rush hour?',
    turns: [
      {
        message: 'what times exactly count as rush hour for that',
        expect: { kind: 'answer', facts: [['07:00', '7am', '7:00', '7 am'], ['16:00', '4pm', '18:30', '6:30pm', '6.30pm', '4 pm']] },
      },
      { message: 'can u put the restrictions in a table', expect: { kind: 'shape', shape: 'table', count: 2 } },
      {
        message: 'what about my e-scooter, it folds up',
        expect: { kind: 'answer', facts: [['banned', 'not allowed', 'not permitted', 'cannot', "can't"]] },
      },
      {
        message: 'how much is a return from westmarch central to the coast',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'What are the rules on medication for the Year 7 Brackenfold residential?',
    turns: [
      {
        message: 'wait so can my lad keep his inhaler on him or does it go to the teacher',
        expect: { kind: 'answer', facts: [['keep', 'with them', 'at all times', 'carry'], ['spare']] },
      },
      { message: 'just 2 bullet points pls', expect: { kind: 'shape', shape: 'bullets', count: 2 } },
      {
        message: "whats the deposit and when do i have to pay it by",
        expect: { kind: 'answer', facts: [['£50', '50 pounds'], ['6 March', 'March 6', '6th March']] },
      },
      {
        message: 'is there a nurse at the centre?',
        expect: { kind: 'unsupported', missing: 'nurse' },
      },
    ],
  },
];
