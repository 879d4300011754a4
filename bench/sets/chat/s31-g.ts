// Challenger ch31, class g: follow-up chat over the same small mixed library (answers.ts). 4 research
// questions, each with 4 follow-ups as a researcher types them: a clarifying question, an instruction about the
// answer's form, a question the documents answer that the first answer may not have covered, and one the
// documents do not cover at all. Written blind (before reading or running the engine).
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s31-g';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I replace the inner tube on my bike?',
    turns: [
      { message: "what are the tyre levers actually for? never used one", expect: { kind: 'answer', facts: [['bead', 'edge of the tyre'], ['rim']] } },
      { message: 'can you give me that as 5 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 5 } },
      { message: "what should I pump it up to? it's a mountain bike", expect: { kind: 'answer', facts: [['30'], ['sidewall', 'side wall', 'side of the tyre']] } },
      { message: 'would switching to tubeless tyres stop me getting punctures?', expect: { kind: 'unsupported', missing: 'tubeless' } },
    ],
  },
  {
    query: 'Why are hazel dormice declining in Britain?',
    turns: [
      { message: "sorry, what's coppicing?", expect: { kind: 'answer', facts: [['cut'], ['base']] } },
      { message: 'sum that up in one sentence for me', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'how long do they live?', expect: { kind: 'answer', facts: [['five years', '5 years']] } },
      { message: 'roughly how many are left in the wild in the UK?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Which streets will have their lights switched off in the Sarnshire streetlight trial?',
    turns: [
      { message: 'what hours will they actually be off?', expect: { kind: 'answer', facts: [['midnight', '12am', '12 am'], ['5.30', '5:30']] } },
      { message: 'can you put what stays lit and what goes dark in a table', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: "is there any way to get my road kept lit? there's sheltered housing at the end of it", expect: { kind: 'answer', facts: [['form'], ['28 days']] } },
      { message: 'will the council pay compensation if my car gets broken into while the lights are off?', expect: { kind: 'unsupported', missing: 'compensat' } },
    ],
  },
  {
    query: 'How do I book the Kestrel Vale dial-a-ride for my mum?',
    turns: [
      { message: 'what do they mean by a standing order here?', expect: { kind: 'answer', facts: [['regular']] } },
      { message: 'put the booking details in 3 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: "she's in an electric wheelchair, can she still use it?", expect: { kind: 'answer', facts: [['tail-lift', 'tail lift'], ['300']] } },
      { message: 'are the drivers DBS checked?', expect: { kind: 'unsupported', missing: 'DBS' } },
    ],
  },
];
