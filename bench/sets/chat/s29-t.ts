// Challenger ch29, class t: follow-up chat over tables and numbers. Same 7 documents as answers.ts; 4 research
// questions, each followed by 4 messages a researcher types after reading the answer. Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s29-t';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What trains run on a Sunday on the Ashcombe to Pellbridge railway?',
    turns: [
      {
        message: "Which of those is the last one back to Ashcombe? Don't want to get stranded.",
        expect: { kind: 'answer', facts: [['17:35'], ['18:30']] },
      },
      {
        message: 'Can you put just the Sunday departures from Ashcombe in a table?',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['10:45'], ['13:30'], ['16:15']] },
      },
      {
        message: 'Can the dog come with us, and is there a charge?',
        expect: { kind: 'answer', facts: [['£2', '2 each']] },
      },
      {
        message: 'Is there anywhere to park near Ashcombe station?',
        expect: { kind: 'unsupported', missing: 'park' },
      },
    ],
  },
  {
    query: 'How much is a full groom for a medium-sized dog at the Tidy Tail parlour?',
    turns: [
      {
        message: 'What counts as medium there?',
        expect: { kind: 'answer', facts: [['10 to 25', '10 kg', '10-25', '10–25'], ['25 kg', 'to 25']] },
      },
      {
        message: 'Just give me that in one sentence please.',
        expect: { kind: 'shape', shape: 'sentences', count: 1, facts: [['£46', '46']] },
      },
      {
        message: "And if her coat's matted, what do they charge on top?",
        expect: { kind: 'answer', facts: [['£10', '10'], ['15 minutes', '15 min']] },
      },
      {
        message: 'Do they do a pick-up and drop-off service for the dog?',
        expect: { kind: 'unsupported', missing: 'pick' },
      },
    ],
  },
  {
    query: 'Which of the cordless mowers on the garden centre sheet has the longest runtime?',
    turns: [
      {
        message: "Is that the maker's own figure, or did someone test it?",
        expect: { kind: 'answer', facts: [["makers' own", 'maker', 'claims'], ['dry', 'short lawn', 'highest cutting height']] },
      },
      {
        message: 'Give me 3 bullet points comparing it with the Brookline 37.',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: 'How long did it actually last when the forum people timed it?',
        expect: { kind: 'answer', facts: [['28 minutes', '28 min', 'at 28']] },
      },
      {
        message: 'How noisy is it compared with a petrol mower, in decibels?',
        expect: { kind: 'unsupported', missing: 'nois' },
      },
    ],
  },
  {
    query: 'Who won the runner bean class at the Lodden Valley show, and how long was the bean?',
    turns: [
      {
        message: 'Was that a record? What was the old one?',
        expect: { kind: 'answer', facts: [['record'], ['54 cm', '54']] },
      },
      {
        message: 'Make me a table of the top three in that class with their lengths.',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['56.5'], ['53.0', '53'], ['49.5']] },
      },
      {
        message: 'Who got the cup for the most points overall?',
        expect: { kind: 'answer', facts: [['Tom Ashworth', 'Ashworth'], ['31']] },
      },
      {
        message: 'How much was it to get into the show?',
        expect: { kind: 'unsupported', missing: 'admission|entry|entrance|ticket|price|cost' },
      },
    ],
  },
];
