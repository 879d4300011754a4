// Reviewer rev28's unseen chat set (session 28): 6 research questions over the documents of answers.ts, each
// followed by 4 messages a researcher types after reading the answer: a clarification, an instruction on the
// answer's form, a question the documents answer that the first answer may not have covered, and one the
// documents do not cover. Written blind (without reading the engine's code, its tests or the team's sets).
import type { ChatCase } from '../../chat-set';
export { DOCUMENTS } from '../s28-rev';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'How do I get rust off a cast iron pan and re-season it?',
    turns: [
      { message: 'when you say a thin layer of oil, how thin do you mean?', expect: { kind: 'answer', facts: [['wipe off as much as you can', 'by mistake', 'very thin']] } },
      { message: 'Give me that as 4 bullet points I can stick on the fridge', expect: { kind: 'shape', shape: 'bullets', count: 4 } },
      { message: "what if the rust is really bad and steel wool isn't shifting it?", expect: { kind: 'answer', facts: [['vinegar'], ['hour', '15 minutes']] } },
      { message: 'Can I use the pan on an induction hob once it is re-seasoned?', expect: { kind: 'unsupported', missing: 'induction' } },
    ],
  },
  {
    query: 'Why has Harrowby Water introduced a hosepipe ban?',
    turns: [
      { message: "the notice calls it a temporary use ban, is that the same thing as the hosepipe ban?", expect: { kind: 'answer', facts: [['temporary use ban', 'hosepipe ban']] } },
      { message: 'sum that up in one sentence', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'Am I still allowed to run a sprinkler or a drip hose on the veg patch?', expect: { kind: 'answer', facts: [['sprinkler'], ['pressure-reducing valve', 'timer', 'drip or trickle']] } },
      { message: 'how does this ban compare with the last one Harrowby had, back in 2011?', expect: { kind: 'unsupported', missing: '2011' } },
    ],
  },
  {
    query: 'Do sit-stand desks help with low back pain?',
    turns: [
      { message: 'What do they mean by the smallest change that matters to patients?', expect: { kind: 'answer', facts: [['1.5']] } },
      { message: 'Can you put the main results in a table?', expect: { kind: 'shape', shape: 'table', count: 3 } },
      { message: 'did anyone get problems from standing more?', expect: { kind: 'answer', facts: [['nine', '9 participants'], ['legs', 'feet']] } },
      { message: 'Does it say which brand of desk they used?', expect: { kind: 'unsupported', missing: 'brand' } },
    ],
  },
  {
    query: "What can't I bring to the Millbrook Repair Café?",
    turns: [
      { message: 'why not microwaves exactly?', expect: { kind: 'answer', facts: [['capacitor']] } },
      { message: 'list the things they refuse as 3 bullets', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'Do they actually manage to fix most of what people bring in?', expect: { kind: 'answer', facts: [['68 per cent', '68%'], ['412']] } },
      { message: 'is the church hall wheelchair accessible?', expect: { kind: 'unsupported', missing: 'wheelchair' } },
    ],
  },
  {
    query: 'Why did the stoneflies disappear below the Wendle Brook sewage outfall?',
    turns: [
      { message: "sorry what's Asellus?", expect: { kind: 'answer', facts: [['hoglouse']] } },
      { message: 'Answer in one sentence please', expect: { kind: 'shape', shape: 'sentences', count: 1 } },
      { message: 'what did they do about the bad score?', expect: { kind: 'answer', facts: [['Environment Agency']] } },
      { message: 'Has the water company responded to the report yet?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'How do you grow chillies on a windowsill?',
    turns: [
      { message: 'what do you mean by hand-pollinating, how do I do that?', expect: { kind: 'answer', facts: [['paintbrush']] } },
      { message: 'make it 5 bullet points', expect: { kind: 'shape', shape: 'bullets', count: 5 } },
      { message: 'What temperature do the seeds need to germinate?', expect: { kind: 'answer', facts: [['25°C', '25 °C', '25 degrees']] } },
      { message: 'would they do better in a greenhouse?', expect: { kind: 'unsupported', missing: 'greenhouse' } },
    ],
  },
];
