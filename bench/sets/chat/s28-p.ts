// Challenger ch28, class p: follow-up chat over pages as saved (the same 7 documents as answers.ts).
// 4 research questions, 4 follow-up turns each, written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s28-p';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'Can I keep a chest freezer in an unheated garage over the winter?',
    turns: [
      {
        message: 'what does the climate class on the rating plate actually mean?',
        expect: { kind: 'answer', facts: [['room temperature', 'ambient', 'range of room', 'rooms between', 'temperature of the room']] },
      },
      {
        message: 'ok sum that up for me in one sentence',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'what did the manufacturer say about the warranty if it goes wrong out there?',
        expect: { kind: 'answer', facts: [['warranty'], ['not cover', "doesn't cover", 'does not cover', "won't cover", 'outside its climate class', 'outside the climate class']] },
      },
      {
        message: 'does it use more electricity running in the garage than in the kitchen?',
        expect: { kind: 'unsupported', missing: 'electricity' },
      },
    ],
  },
  {
    query: 'What are the rules for wild camping in the Carrow Fells?',
    turns: [
      {
        message: 'so as long as I\'m above the 450m line I can pitch anywhere?',
        expect: { kind: 'answer', facts: [['200 metres', '200 m', '200m'], ['road', 'path', 'building']] },
      },
      {
        message: 'can you give me the main rules as 4 bullet points',
        expect: { kind: 'shape', shape: 'bullets', count: 4 },
      },
      {
        message: 'and what about taking my dog up there in May?',
        expect: { kind: 'answer', facts: [['lead'], ['31 July', 'July', 'ground-nesting', 'nesting']] },
      },
      {
        message: 'is there phone signal on the tops if something goes wrong?',
        expect: { kind: 'unsupported', missing: 'signal' },
      },
    ],
  },
  {
    query: 'What do we need to sort out to hire the Ashby community minibus for our walking group?',
    turns: [
      {
        message: 'so who exactly is allowed to drive it?',
        expect: { kind: 'answer', facts: [['25'], ['three years', '3 years']] },
      },
      {
        message: 'put the costs and the driver requirements in a table please',
        expect: { kind: 'shape', shape: 'table', count: 3 },
      },
      {
        message: 'a couple of members want to bring their dogs, is that ok?',
        expect: { kind: 'answer', facts: [['assistance dog']] },
      },
      {
        message: "we're a registered charity too, do they do a discount for charities?",
        expect: { kind: 'unsupported', missing: 'discount' },
      },
    ],
  },
  {
    query: 'What are the new opening hours at Kelsworth library?',
    turns: [
      {
        message: "what's the difference between the staffed hours and the Open+ hours?",
        expect: { kind: 'answer', facts: [['10am', '10 am', '10:00', '10 a.m.'], ['card', 'PIN', 'induction']] },
      },
      {
        message: 'just give me that in one sentence',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'can my 16 year old go there on her own after school to revise, say 6pm?',
        expect: { kind: 'answer', facts: [['adult', 'accompanied'], ['18', 'under-18']] },
      },
      {
        message: 'will the café inside be open late as well?',
        expect: { kind: 'unsupported', missing: 'caf' },
      },
    ],
  },
];
