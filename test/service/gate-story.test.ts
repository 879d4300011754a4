// The relevance gate never asks the answering sentence for the asker's story or setting (src/service/gate-basis.ts
// storyStems, gateBasis, gateInput): a word the question reads as 'light' or 'context' wherever it uses it
// (question-roles.ts) is out of what the gate asks, and counts for a sentence (or its section) that names it only where
// the sentence or its context names something the gate asks too. Table tests over the pure functions.
import { describe, expect, it } from 'vitest';
import { sentenceGate } from '../../src/service/compose';
import { conceptsOf, questionParts, type Concept } from '../../src/service/concepts';
import { gateBasis, gateInput, storyStems } from '../../src/service/gate-basis';

const conceptsOfQuery = (query: string): Concept[] => questionParts(query).flatMap((p) => conceptsOf(p));

describe('storyStems (table)', () => {
  it.each<[string, string[], string[]]>([
    // the condition about the reader and the place it is set in are the story; what is taken, and the taking, are asked
    ['Can I take a Tallis Metro on the 27 bus if I fold it up?', ['fold', 'bu'], ['take', 'talli', 'metro']],
    // the statement told first is the reader's case; the desk asked for, the set-up and the company (in a sentence that asks) are not story
    ["I'm starting a job that's partly from home. What will the company actually give me for my home set-up, do I get a desk too?", ['job', 'partli'], ['desk', 'set', 'compani']],
    // a setting phrase
    ['How do otters stay warm in cold water?', ['cold', 'water'], ['otter', 'warm']],
    // a word asked in one part and told in another is asked
    ['Is the lido open late? We usually get there after work.', ['work'], ['lido', 'open', 'late']],
  ])('%s', (query, story, asked) => {
    const stems = storyStems(questionParts(query), conceptsOfQuery(query));
    for (const s of story) expect(stems.has(s)).toBe(true);
    for (const s of asked) expect(stems.has(s)).toBe(false);
  });
});

const concept = (term: string): Concept => ({ term, stem: term, soft: false });

describe('gateBasis (table)', () => {
  const required = ['take', 'talli', 'metro', 'bus', 'fold'].map(concept);
  it.each<[string, string[], string[], string[]]>([
    ['story words are never asked', ['bus', 'fold'], ['take', 'talli', 'metro', 'bus', 'fold'], ['take', 'talli', 'metro']],
    ['nor words no source says', ['bus', 'fold'], ['talli', 'metro', 'bus'], ['talli', 'metro']],
    ['fewer than two asked words left: the question is judged whole', ['take', 'talli', 'metro', 'fold'], ['take', 'talli', 'metro', 'bus', 'fold'], ['take', 'talli', 'metro', 'bus', 'fold']],
    ['no story: as gateConcepts', [], ['take', 'talli', 'metro', 'bus', 'fold'], ['take', 'talli', 'metro', 'bus', 'fold']],
  ])('%s', (_label, story, said, expected) => {
    expect(gateBasis(required, new Set(said), new Set(story)).map((c) => c.term)).toEqual(expected);
  });
});

describe('gateInput with the story, then sentenceGate (table)', () => {
  // "I get council tax reduction and want a garden bin. How much will it be if I pay before the end of March?"
  const gate = ['pay', 'march', 'price', 'early'].map(concept);
  const story = ['council', 'tax', 'reduction', 'bin'].map(concept);
  const all = [...gate, ...story];
  const byTerm = (terms: string[]): Concept[] => all.filter((c) => terms.includes(c.term));
  const document = { titleConcepts: [], said: new Set(['pay', 'price']) };
  it.each<[string, string[], string[], string[], boolean, boolean]>([
    // "Concession (households receiving Council Tax Reduction): £34 for the first bin." in a paragraph on March
    ["the reader's case named, in a paragraph naming what is asked", ['council', 'tax', 'reduction', 'bin'], ['march'], [], true, false],
    ['the case named alone, nothing asked anywhere near it', ['council', 'tax', 'reduction', 'bin'], [], [], false, false],
    ['one asked word and the case under a section naming it', ['price'], [], ['council', 'tax'], true, false],
    ['one asked word, nothing else', ['price'], [], [], false, false],
  ])('%s', (_label, own, passage, section, withStory, without) => {
    const unit = { passageStems: new Set([...own, ...passage]), context: new Set(section) };
    expect(sentenceGate(gateInput(gate, byTerm(own), document, unit, () => true, story))).toBe(withStory);
    expect(sentenceGate(gateInput(gate, byTerm(own), document, unit, () => true))).toBe(without);
  });
});
