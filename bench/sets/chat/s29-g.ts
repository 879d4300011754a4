// Challenger ch29, class g (general): follow-up chat over the same mixed library as answers.ts.
// 4 research questions, 4 follow-up turns each. Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s29-g';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What should I do if I find a tick on my child?',
    turns: [
      {
        message: 'And if a little bit of it stays stuck in the skin after I pull?',
        expect: { kind: 'answer', facts: [['leave it', 'leave'], ['push it out', 'few days', 'splinter']] },
      },
      {
        message: 'Can you give me the removal part as 3 bullet points?',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: 'Should I keep the tick so it can be tested?',
        expect: { kind: 'answer', facts: [['not recommended', 'not send', 'does not send']] },
      },
      {
        message: 'Which brand of tick remover is the best one to buy?',
        expect: { kind: 'unsupported', missing: 'brand' },
      },
    ],
  },
  {
    query: 'Why are tick bites going up at Harrowdale Country Park?',
    turns: [
      {
        message: 'How big was the rise in actual numbers?',
        expect: { kind: 'answer', facts: [['412'], ['309']] },
      },
      {
        message: 'Put the reasons in one sentence please.',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'Is the council doing anything about it?',
        expect: { kind: 'answer', facts: [['warning board', 'boards'], ['mown', 'mow', 'one metre', '1 metre', '1 m']] },
      },
      {
        message: 'How much is the council spending on all that?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'How do I protect my dog from ticks?',
    turns: [
      {
        message: 'When exactly is tick season in the park?',
        expect: { kind: 'answer', facts: [['march'], ['october']] },
      },
      {
        message: 'Make me a table of the places on the dog to check.',
        expect: { kind: 'shape', shape: 'table', count: 3, facts: [['ear'], ['toe']] },
      },
      {
        message: "We've got a cat as well, can I just use the dog's tick stuff on her?",
        expect: { kind: 'answer', facts: [['permethrin'], ['toxic']] },
      },
      {
        message: 'What does a vet usually charge for a year of tick treatment?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'Should I be worried about Lyme disease after a tick bite?',
    turns: [
      {
        message: 'How long does the tick have to be on before it matters?',
        expect: { kind: 'answer', facts: [['24 hours'], ['36', '48']] },
      },
      {
        message: 'Summarise the warning signs in 4 bullets.',
        expect: { kind: 'shape', shape: 'bullets', count: 4 },
      },
      {
        message: 'Is there a vaccine I could get?',
        expect: { kind: 'answer', facts: [['no lyme disease vaccine', 'no vaccine', 'currently no'], ['encephalitis']] },
      },
      {
        message: 'If I do get it, how long does it take to recover?',
        expect: { kind: 'unsupported', missing: 'recover' },
      },
    ],
  },
];
