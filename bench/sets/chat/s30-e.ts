// Challenger ch30, class e: follow-up chat over the same 7 documents (answers.ts), typed the way people type.
// 4 research questions, each with a clarifying question, an instruction about form, a question the documents
// answer, and one they do not cover. Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s30-e';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I get rid of head lice and nits?',
    turns: [
      {
        message: 'do i need to do the whole family or just the kid who has them?',
        expect: { kind: 'answer', facts: [['live lice', 'live louse', 'living', 'live'], ['check everyone', 'everyone in the household', 'household']] },
      },
      { message: 'can u put the wet combing steps as 4 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 4 } },
      {
        message: "i'm 5 months pregnant, is it ok for me to use the lotion on myself?",
        expect: { kind: 'answer', facts: [['wet combing', 'combing'], ['pharmacist']] },
      },
      { message: 'are girls more likely to get them than boys?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Why does my combi boiler keep losing pressure?',
    turns: [
      {
        message: 'what should the gauge actually be reading then?',
        expect: { kind: 'answer', facts: [['1 and 1.5', '1 to 1.5', '1-1.5', '1.5 bar', '1.5'], ['2 bar', 'up to 2']] },
      },
      { message: 'put the steps for topping it up in a table', expect: { kind: 'shape', shape: 'table', count: 3 } },
      {
        message: "there's a little copper pipe outside that's dripping, is that anything to do with it?",
        expect: { kind: 'answer', facts: [['relief valve', 'pressure relief'], ['3 bar', 'expansion vessel', 'faulty']] },
      },
      { message: 'how much is a new expansion vessel to get fitted roughly?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Can a landlord keep part of my deposit for cleaning?',
    turns: [
      {
        message: 'what counts as fair wear and tear then?',
        expect: { kind: 'answer', facts: [['faded'], ['scuff'], ['picture-hook', 'picture hook', 'holes', 'worn']] },
      },
      { message: 'sum that up in one sentence pls', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      {
        message: "and what if we can't agree on how much he keeps?",
        expect: { kind: 'answer', facts: [['free'], ['adjudicat', 'dispute resolution']] },
      },
      { message: 'do we get any interest on the deposit when it comes back?', expect: { kind: 'unsupported', missing: 'interest' } },
    ],
  },
  {
    query: 'How much does NHS dental treatment cost?',
    turns: [
      {
        message: 'so if i need a filling and a crown in the same go do i pay for both?',
        expect: { kind: 'answer', facts: [['highest', 'one charge', 'only one'], ['£319.10', '319.10', 'band 3']] },
      },
      {
        message: 'can you make that a table of the bands and prices',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['26.80'], ['73.50'], ['319.10']] },
      },
      {
        message: 'who gets it for free?',
        expect: { kind: 'answer', facts: [['under 18', 'under-18'], ['pregnant', 'had a baby']] },
      },
      { message: "how do i find a dentist near me that's taking on nhs patients?", expect: { kind: 'unsupported' } },
    ],
  },
];
