// Challenger ch33, class d: follow-up chat over the same 7 documents as answers.ts. 4 research questions,
// each with 4 follow-ups (a clarifying question, an instruction about form, a question the documents answer
// that the first answer may not have covered, one the documents do not cover). Written blind.
import type { ChatCase } from '../../chat-set';

export { DOCUMENTS } from '../s33-d';

export const CHAT_CASES: ChatCase[] = [
  {
    query: 'What do I need to do before taking my dog from England to France?',
    turns: [
      {
        message: 'Does the rabies jab have to come after the microchip, or does the order not matter?',
        expect: { kind: 'answer', facts: [['same day', 'before'], ['does not count', "doesn't count", 'repeated', 'repeat']] },
      },
      {
        message: 'Put the steps in 4 bullet points please',
        expect: { kind: 'shape', shape: 'bullets', count: 4, facts: [['microchip'], ['rabies']] },
      },
      {
        message: 'My sister is coming too with her dogs, so it would be six dogs in total. Is that a problem?',
        expect: { kind: 'answer', facts: [['five', '5 pets'], ['competition', 'show', 'sporting event']] },
      },
      {
        message: 'Will my pet insurance cover vet bills while we are in France?',
        expect: { kind: 'unsupported', missing: 'insurance' },
      },
    ],
  },
  {
    query: 'Can I take a power bank on a Skerry Air flight?',
    turns: [
      {
        message: "Mine only has 20000mAh printed on it, no Wh. Is that under the limit?",
        expect: { kind: 'answer', facts: [['74'], ['100']] },
      },
      {
        message: 'Sum that up in one sentence for me',
        expect: { kind: 'shape', shape: 'sentences', count: 1 },
      },
      {
        message: 'What about my vape, can that go in my suitcase?',
        expect: { kind: 'answer', facts: [['cabin'], ['cannot be used', 'not be used', 'charged', "can't be used"]] },
      },
      {
        message: 'How much does Skerry charge to add a second cabin bag?',
        expect: { kind: 'unsupported' },
      },
    ],
  },
  {
    query: 'Who can get the Eastmere Warm Homes Grant?',
    turns: [
      {
        message: 'Hang on, is the income limit still £31,000?',
        expect: { kind: 'answer', facts: [['36,000', '£36k', '36k'], ['1 March', 'March 2026']] },
      },
      {
        message: "Make me a table of who can and can't apply",
        expect: { kind: 'shape', shape: 'table', count: 3 },
      },
      {
        message: 'Roughly how long from applying to the insulation actually being done?',
        expect: { kind: 'answer', facts: [['four weeks', '4 weeks'], ['eight weeks', '8 weeks']] },
      },
      {
        message: 'Would getting the grant put my council tax band up?',
        expect: { kind: 'unsupported', missing: 'council tax' },
      },
    ],
  },
  {
    query: 'What are the rules on booster seats for children?',
    turns: [
      {
        message: "What's the difference between a booster cushion and a booster seat then?",
        expect: { kind: 'answer', facts: [['backless'], ['high-backed', 'high backed']] },
      },
      {
        message: 'Give me 3 bullet points I can send to my mum, she does the school run',
        expect: { kind: 'shape', shape: 'bullets', count: 3 },
      },
      {
        message: 'What happens if she gets caught without the right seat?',
        expect: { kind: 'answer', facts: [['£500', '500']] },
      },
      {
        message: 'Which brand of high-backed booster is the safest to buy?',
        expect: { kind: 'unsupported', missing: 'brand' },
      },
    ],
  },
];
