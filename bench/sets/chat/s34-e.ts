// Challenger ch34, class e: follow-up chat cases over the same 7 documents as answers.ts, written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s34-e';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What does the council Careline alarm service cost and what equipment do you get?',
    turns: [
      { message: 'sorry is the 4.75 per week or per month?', expect: { kind: 'answer', facts: [['week']] } },
      { message: 'can you put the main points in 3 bullets for my sister', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'mum has no key safe, do they fit one and how much is it?', expect: { kind: 'answer', facts: [['£65', '65']] } },
      { message: 'is there a phone app so us kids get a notification when she presses it?', expect: { kind: 'unsupported', missing: 'app' } },
    ],
  },
  {
    query: 'How do I keep my geraniums alive over the winter?',
    turns: [
      { message: 'what temp exactly should the room be?', expect: { kind: 'answer', facts: [['7 to 10', '7-10', '7 and 10', '7°C', 'seven to ten']] } },
      { message: 'ok just give me that in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'when in the year do I take the cuttings?', expect: { kind: 'answer', facts: [['August', 'September']] } },
      { message: 'could I just grow new ones from seed instead, when would I sow them?', expect: { kind: 'unsupported', missing: 'seed' } },
    ],
  },
  {
    query: 'How do you get rid of head lice?',
    turns: [
      { message: 'how many days apart do i do the combing?', expect: { kind: 'answer', facts: [['four days', '4 days', 'every four', 'every 4', '1, 5, 9']] } },
      { message: 'can you make the combing days into a table', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: 'do i need to boil wash all the bedding and his teddies?', expect: { kind: 'answer', facts: [['no need', 'not need', "don't need", 'do not need', 'unnecessary', 'not necessary'], ['day or two', 'a day', 'two days', '48 hours']] } },
      { message: 'how much does the dimeticone lotion cost at the chemist?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Flea tablets or spot-on for a dog: which works better?',
    turns: [
      { message: 'how fast do the tablets actually kill them?', expect: { kind: 'answer', facts: [['4 to 8 hours', '4-8 hours', '4 and 8 hours', 'eight hours', '8 hours']] } },
      { message: 'give me 2 bullets, one for each option', expect: { kind: 'shape', shape: 'bullets', count: 2 } },
      { message: 'why am i still seeing fleas weeks after treating him?', expect: { kind: 'answer', facts: [['pupa', 'cocoon', 'eggs', 'larvae'], ['home', 'house', 'carpet', 'bedding', 'sofa']] } },
      { message: 'is there a flea vaccine for dogs instead?', expect: { kind: 'unsupported', missing: 'vaccin' } },
    ],
  },
];
