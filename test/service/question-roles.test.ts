// question-roles.ts: a question is refused only when what it ASKS is uncovered. The roles of its words read from the
// parse (asked, asked about, the rest of the main clause, setting/modifiers, the reader's context), the weighted
// judgement, and the answers composed over a document written here (session 18, h18q; wording of this file's own).
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';
import { directQuestion } from '../../src/service/embedded-question';
import { extractDocument } from '../../src/service/extract';
import { conceptRoles, weightedEnough, type ConceptRole } from '../../src/service/question-roles';
import { chunkParagraphs } from '../../src/service/text';

/** The role of each of a question's required concepts, by its word as the question writes it. */
function rolesOf(question: string): Record<string, ConceptRole> {
  const direct = directQuestion(question);
  const required = requiredConcepts(conceptsOf(direct));
  const roles = conceptRoles(direct, required);
  return Object.fromEntries(required.map((c) => [c.term, roles.get(c.stem) ?? 'core']));
}

describe('conceptRoles: the role of each word, read from the parse (table)', () => {
  it.each<[string, Record<string, ConceptRole>]>([
    // a yes/no question: its subject is asked about, its verb's object is what it asks
    ['Does the harbour ferry also carry bicycles?', { harbour: 'entity', ferry: 'entity', bicycles: 'asked' }],
    ['Can I bring a spaniel into the tearoom?', { spaniel: 'asked', tearoom: 'light' }],
    // a verb with no object: its first phrase is what is asked
    ['Do kingfishers nest in riverbanks?', { kingfishers: 'entity', riverbanks: 'asked' }],
    // an adjective of quality and a setting phrase are light; a year keeps its weight
    ['How many young swans hatched on the lake in 2023?', { young: 'light', swans: 'core', lake: 'light', 2023: 'core' }],
    // a clause fronted before the question word is light; one about the reader is context
    ['Once the dough has risen, how long should the loaf bake?', { dough: 'light', risen: 'light', loaf: 'core' }],
    ['When we get to the harbour, where can we park the van?', { harbour: 'context', park: 'core', van: 'core' }],
    ['Can I sit in the gallery as long as my children stay quiet?', { gallery: 'asked', children: 'context', quiet: 'context' }],
    // statements told before the question are context; the question's own words are not
    ['My uncle flew gliders for years. How many runways does the airfield have?', { uncle: 'context', gliders: 'context', runways: 'core', airfield: 'core' }],
    // a condition after the main clause
    ['Can visitors climb the tower if they book a week ahead?', { visitors: 'entity', tower: 'asked', book: 'light', week: 'light' }],
    // a which-noun is what is asked
    ['Which breed of sheep grazes the common?', { breed: 'asked' }],
    // the cleft "What is it about X that makes it Y": X is asked about, its description is the reader's wording
    ['What is it about lime mortar that makes it the choice for old walls?', { lime: 'entity', mortar: 'entity', choice: 'context', walls: 'context' }],
    // a name keeps its weight inside a setting phrase
    ['How long does the crossing take at Penmarsh Quay?', { penmarsh: 'core', quay: 'core', crossing: 'core' }],
  ])('%s', (question, expected) => {
    const roles = rolesOf(question);
    for (const [term, role] of Object.entries(expected)) expect({ term, role: roles[term] }).toEqual({ term, role });
  });
});

describe('weightedEnough: the judgement weighed by role (table)', () => {
  it.each<[string, { role: ConceptRole; covered: boolean }[], boolean]>([
    ['nothing asked of it', [], true],
    ['the ask covered, a light word not', [{ role: 'asked', covered: true }, { role: 'entity', covered: true }, { role: 'light', covered: false }], true],
    ['the ask uncovered, however richly the rest is covered', [{ role: 'asked', covered: false }, { role: 'entity', covered: true }, { role: 'core', covered: true }, { role: 'core', covered: true }], false],
    ['story words uncovered', [{ role: 'core', covered: true }, { role: 'context', covered: false }, { role: 'context', covered: false }, { role: 'context', covered: false }], true],
    ['one core word of three uncovered', [{ role: 'entity', covered: true }, { role: 'core', covered: false }, { role: 'core', covered: true }], true],
    ['two core words of three uncovered', [{ role: 'entity', covered: true }, { role: 'core', covered: false }, { role: 'core', covered: false }], false],
    ['only light words covered', [{ role: 'core', covered: false }, { role: 'light', covered: true }, { role: 'context', covered: true }], false],
    ['the subject uncovered beside a covered core word', [{ role: 'entity', covered: false }, { role: 'core', covered: true }], false],
  ])('%s', (_, items, expected) => {
    expect(weightedEnough(items)).toBe(expected);
  });
});

const FERRY = `# Penmarsh harbour ferry: questions and answers

## Bicycles

Bicycles travel free on every crossing, and there is a rack for six of them on the car deck.

## Dogs

Dogs on a lead are welcome on the open deck but not in the saloon.

## Times

The first sailing leaves Penmarsh Quay at 07:40 and the last sailing leaves at 22:10.

## Young passengers

Children under 5 travel free. Passengers under 16 must travel with an adult.
`;

async function answer(query: string) {
  const doc = await extractDocument(Buffer.from(FERRY), 'ferry.md');
  const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'ferry', text }));
  return compose(query, passages, new Map([['ferry', { title: 'Penmarsh harbour ferry: questions and answers', url: 'https://ferry.example' }]]));
}

describe('answers over a document written here: refused only where what is asked is uncovered', () => {
  it.each<[string, RegExp]>([
    // a light word (a setting, an adjective) no source uses
    ['When does the last sailing leave on a busy summer evening?', /22:10/],
    // statements before the question
    ['We are cycling the coast path with two teenagers. Can we bring our bicycles on the ferry?', /Bicycles travel free/],
    ['My son is fifteen and loves boats; can he travel on his own?', /under 16 must travel with an adult/],
    // a fronted clause
    ['Once we reach the quay, where can our dog go on the boat?', /open deck/],
  ])('%s', async (query, fact) => {
    const composition = await answer(query);
    expect(composition.answered).toBe(true);
    expect(composition.content).toMatch(fact);
    // the reader's story is never named as a word the sources lack
    expect(composition.content).not.toMatch(/"(?:teenagers|son|fifteen|boats|coast|path)"/);
  });

  it.each([
    // what is asked (the object of the verb, the which-noun) is uncovered: refused plainly, with no citation
    'Does the harbour ferry also carry horses?',
    'My daughter is nine. Can she take her pony on the crossing?',
    'Which café on the ferry serves breakfast?',
  ])('%s is refused plainly', async (query) => {
    const composition = await answer(query);
    expect(composition.answered).toBe(false);
    expect(composition.sources).toHaveLength(0);
    expect(composition.content).not.toMatch(/\[\d\]/);
  });
});

describe('a refusal never names the reader\'s own story', () => {
  it('"My daughter is nine. Can she take her pony on the crossing?": refused over the pony, never over "daughter" or "nine"', async () => {
    const composition = await answer('My daughter is nine. Can she take her pony on the crossing?');
    expect(composition.answered).toBe(false);
    expect(composition.content).toMatch(/"pony"/);
    expect(composition.content).not.toMatch(/daughter|nine/);
  });
  it('"after school" is a time phrase: "Can under-16s travel without an adult after school?" is answered from the rule', async () => {
    const composition = await answer('Can passengers under 16 travel without an adult after school?');
    expect(composition.answered).toBe(true);
    expect(composition.content).toMatch(/under 16 must travel with an adult/);
  });
});

// (lead, session 18) A phrase naming money says what an amount is asked in: "How much did X cost in today's money?"
// over sources with no such figure was answered with the rest ("none uses today or money; the answer below covers the
// rest") after question-roles.ts made the phrase a setting; it is part of what is asked, never light. Own wording.
describe('a money phrase after an amount asked is no setting', () => {
  it.each([
    ["How much did the first steam crane cost in today's money?", 'money'],
    ['What would a season ticket come to at current prices?', 'prices'],
    ['How much was a week of lodging worth in modern money?', 'money'],
    ["Roughly what did the organ cost, in today's cash?", 'cash'],
  ])('%j: %s is not light', (question, word) => {
    expect(rolesOf(question)[word]).not.toBe('light');
  });
  it('a setting phrase of place or time stays light', () => {
    expect(rolesOf('How much does a crossing on the steam ferry cost in the summer?').summer).toBe('light');
  });
});
