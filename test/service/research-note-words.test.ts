// Notes name topic words, never halves of contractions or the verbs that relate the topics
// (src/service/text.ts expandContractions, verbs.ts baseFormCandidates/verbShareOfForm, notes.ts
// isVerbForm/isRelationWord/wordsToName, concepts.ts gapMessage): "Why doesn't …" gets no note on "doesn"; in a part
// the answer covers, a verb that relates its topics ("rely" in a yes/no question, "if I buy it") is not
// named, while the event a why-question asks about is; in a part it does not
// cover, the missing topic word is named ("kayaks"), not the verb beside it ("launched"); a word used
// only by sources on other topics is said so without implying sources on the asked subject. The
// documents (a ferry timetable note, a bakery, a boathouse) are written for this test.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { conceptsOf, gapMessage, partCoverage } from '../../src/service/concepts';
import { isRelationWord, isVerbForm, whatVerb, wordsToName } from '../../src/service/notes';
import type { RunningService } from '../../src/service/server';
import { expandContractions } from '../../src/service/text';
import { baseFormCandidates, verbShareOfForm } from '../../src/service/verbs';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('expandContractions (pure)', () => {
  it.each([
    ["Why doesn't the ferry leave on time?", 'Why does not the ferry leave on time?'],
    ["Why won't the dough rise?", 'Why will not the dough rise?'],
    ["I can't find the key", 'I can not find the key'],
    ['They’ve gone and we’ll follow', 'They have gone and we will follow'],
    ["The baker's oven isn't hot", "The baker's oven is not hot"],
    ['No contraction here', 'No contraction here'],
  ])('%j → %j', (text, expected) => {
    expect(expandContractions(text)).toBe(expected);
  });
  it('no half of a contraction is a concept', () => {
    const terms = conceptsOf("Why doesn't the ferry sail when the fog hasn't lifted?").map((c) => c.term);
    expect(terms).toEqual(expect.arrayContaining(['ferry', 'sail', 'fog']));
    for (const half of ['doesn', 'hasn', 't']) expect(terms).not.toContain(half);
  });
});

describe('baseFormCandidates, isVerbForm, isRelationWord and wordsToName (pure but for the shipped verb table)', () => {
  it('the verb table holds two-letter verbs too: "went" is a verb form (of go), "trees" is not; the auxiliary "did" is no verb here', () => {
    expect(verbShareOfForm('went')).toBeGreaterThanOrEqual(0.5);
    expect(verbShareOfForm('did')).toBe(0);
    expect(verbShareOfForm('trees')).toBe(0);
  });
  it.each([
    ['handled', ['handled', 'handl', 'handle']],
    ['relies', ['relies', 'rely', 'reli', 'relie']],
    ['stopped', ['stopped', 'stopp', 'stoppe', 'stop']],
    ['buying', ['buying', 'buy', 'buye']],
    ['kayak', ['kayak']],
  ])('baseFormCandidates(%j) → %j', (word, expected) => {
    expect(baseFormCandidates(word)).toEqual(expected);
  });
  it.each([
    ['handled', true],
    ['relies', true],
    ['buy', true],
    ['contains', true],
    ['kayaks', false],
    ['harbour', false],
    ['flour', false],
    ['price', false],
  ])('isVerbForm(%j) → %s', (word, expected) => {
    expect(isVerbForm(word)).toBe(expected);
  });
  it.each<[string, string, boolean]>([
    ['launched', 'how are kayaks launched', true],
    ['rely', 'Does the bakery oven rely on gas', true],
    ['buy', 'How much is a loaf if I buy it after closing time', true],
    ['fade', 'Will the mural be repainted as soon as the colours fade', true],
    ['contain', 'how much salt does it contain', true],
    ['owning', 'Can a student cross the city without owning a bike', true],
    ['adding', 'Can bread stay fresh longer by adding honey', true],
    ['bike', 'Can a student cross the city without owning a bike', false],
    ['buy', 'Which kayak should a novice buy on a small budget', true],
    ['novice', 'Which kayak should a novice buy on a small budget', false],
    ['shrink', 'Why did the wool jumper shrink in the wash', false],
    ['cost', 'how much do they cost at the market', false],
    ['kayaks', 'how are kayaks launched', false],
    ['gas', 'Does the bakery oven rely on gas', false],
  ])('isRelationWord(%j, %j) → %s', (term, question, expected) => {
    expect(isRelationWord(term, question)).toBe(expected);
  });
  it.each<[string, string | null]>([
    ['Which kayak should a novice buy on a small budget?', 'buy'],
    ['What do otters eat in winter?', 'eat'],
    ['What does the harbour fee cover?', 'cover'],
    ['Which lamp has the lowest weight?', null],
    ['What is the capital of Peru?', null],
  ])('whatVerb(%j) → %j', (question, expected) => {
    expect(whatVerb(question)).toBe(expected);
  });
  const terms = (list: string[]): { term: string }[] => list.map((term) => ({ term }));
  it.each<[string[], boolean, string, string[]]>([
    [['launched', 'kayaks'], false, 'how are kayaks launched', ['kayaks']],
    [['launched', 'kayaks'], true, 'how are kayaks launched', ['kayaks']],
    [['rely'], true, 'Does the bakery oven rely on gas', []],
    [['rely'], false, 'Does the bakery oven rely on gas', ['rely']],
    [['shrink'], true, 'Why did the wool jumper shrink in the wash', ['shrink']],
    [['buy'], true, 'How much is a loaf if I buy it after closing time', []],
    [['rye', 'flour'], true, 'Is rye flour milled at the bakery', ['rye', 'flour']],
  ])('wordsToName(%j, answered %s, %j) → %j', (missing, answered, question, expected) => {
    expect(wordsToName(terms(missing), answered, question).map((c) => c.term)).toEqual(expected);
  });
});

const bakery = [
  { documentId: 'bakery', text: 'The Larkspur bakery bakes its sourdough in a wood-fired oven that is lit at four in the morning.' },
  { documentId: 'bakery', text: 'A loaf of sourdough costs 4.20 euros at the counter.' },
  { documentId: 'bakery', text: 'The oven is heated by burning beech logs, and no gas or electric element is fitted.' },
];
const boathouse = [
  { documentId: 'boathouse', text: 'The rowing club boathouse holds twelve racing shells on steel racks.' },
  { documentId: 'boathouse', text: 'Members must sign the logbook before taking a shell out on the river.' },
];
const documents = new Map([
  ['bakery', { title: 'Larkspur bakery', url: 'https://bakery.example/' }],
  ['boathouse', { title: 'Rowing club boathouse', url: 'https://rowing.example/' }],
]);

describe('notes in composed answers name topic words', () => {
  it('an answered part: a verb no source uses is not named, the answer stands', () => {
    const answer = compose('Does the bakery oven rely on gas?', bakery, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/beech logs/);
    expect(answer.content).not.toMatch(/"rely"/);
  });
  it('a part not covered: its topic word is named, not the verb beside it', () => {
    const answer = compose('How many shells does the boathouse hold, and how are kayaks launched?', boathouse, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/twelve racing shells/);
    expect(answer.content).toMatch(/"kayaks"/);
    expect(answer.content).not.toMatch(/"launched"/);
  });
  it('a word only other sources use: said so, without implying sources on the asked subject', () => {
    const passages = [...bakery, ...boathouse, { documentId: 'boathouse', text: 'Cruise boats and a grain barge pass the boathouse on the river.' }];
    const part = 'How much does a river cruise on the Larkspur barge cost';
    const coverage = partCoverage(part, 'what', passages.map((p) => ({ documentId: p.documentId, text: p.text })));
    expect(coverage.headApart?.term).toBe('cost');
    const note = gapMessage(coverage, []);
    expect(note).toMatch(/^Your sources use the word "cost", but none that uses it also uses most of the words "river", "cruise", "larkspur" and "barge"/);
    expect(note).not.toMatch(/sources on /);
  });
});

describe('over the real service: a contraction and a verb are never named as missing words', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-note-words-');
    fs.writeFileSync(
      path.join(dir, 'ferry.md'),
      `# Island ferry notes\n\nThe island ferry does not sail in thick fog. The skipper waits until the harbour light can be seen from the slipway, because the channel is narrow and lined with rocks.\n\nIn summer the ferry leaves the harbour every two hours.\n`,
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Why doesn\'t … when …" is answered with no note on "doesn"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "Why doesn't the island ferry sail when fog hangs over the harbour?", reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/channel is narrow/);
    expect(job.content).not.toMatch(/"doesn"|"hangs"/);
  });
});
