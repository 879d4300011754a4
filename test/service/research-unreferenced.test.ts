// References further in than a sentence's opening (src/service/unreferenced.ts, compose.ts hasDanglingOpener /
// buildUnits): an object pronoun with nothing in the sentence it could stand for, and a subject that is only a
// quantity or a relation to a set said before. Cited, such a sentence brings in the sentence before it; one
// with no sentence before it in its section (an FAQ answer under its question) stands alone. Sentences and the
// bike-workshop FAQ written here.
import { describe, expect, it } from 'vitest';
import { compose, hasDanglingOpener, openerDangling, referenceWithin } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { chunkParagraphs } from '../../src/service/text';
import { bareQuantitySubject, objectWithoutReferent } from '../../src/service/unreferenced';

describe('objectWithoutReferent', () => {
  it.each<[string, 'it' | 'them' | null]>([
    ['The council will not repair them until spring.', 'them'],
    ['Omar found it wedged behind the radiator.', 'it'],
    ['Keep them dry.', 'them'],
    ['We sell spare tubes, but the shop cannot fit them for you.', null],
    ['The pump broke, so Omar mended it with tape.', null],
    ['The volunteers and the mechanic cleaned the chains and oiled them.', null],
    ['Omar thinks it will rain.', null],
    ['The bell makes it easy to warn walkers.', null],
    ['She fixed the Raleigh Chopper and rode it home.', null],
    ['Most punctures are slow; we patch them while you wait.', null],
    ['Ask at the counter about a loan bike.', null],
    ['"We lost them all," said Omar.', null],
  ])('%s → %s', (sentence, expected) => {
    expect(objectWithoutReferent(sentence)).toBe(expected);
  });
});

describe('bareQuantitySubject', () => {
  it.each<[string, boolean]>([
    ['All are fitted with dynamo lights.', true],
    ['Nearly half came from donations.', true],
    ['Well over a third were never collected.', true],
    ['The exceptions are e-bikes and tandems.', true],
    ['The rest went to a school in Leeds.', true],
    ['Most were under ten years old.', true],
    ['All bikes are checked before they leave.', false],
    ['Half the frames came from a scrapyard.', false],
    ['Most riders never check their tyres.', false],
    ['None of the loan bikes has gears.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(bareQuantitySubject(sentence)).toBe(expected);
  });
  it('is a reference further in, not an opener; hasDanglingOpener reads both', () => {
    expect(referenceWithin('The council will not repair them until spring.')).toBe(true);
    expect(openerDangling('The council will not repair them until spring.')).toBe(false);
    expect(hasDanglingOpener('The council will not repair them until spring.')).toBe(true);
    expect(hasDanglingOpener('The pump broke, so Omar mended it with tape.')).toBe(false);
  });
});

const FAQ = `# Questions about the Ferrybank bike workshop

## Do you repair carbon frames?

No. We have tried it twice, and a cracked carbon frame can fail without warning after a repair. Our insurer will not cover them, and we send carbon work to a specialist in Dundee.

## Where do the loan bikes come from?

Every loan bike was donated by a Ferrybank household. Just under half came from the spring clear-out day; the rest were left at the door.

## What did the volunteers find in the donated bikes?

The volunteers strip every donated bike before it goes out. Last winter Omar found a wedding ring in a saddlebag. Omar spotted it when the bag split open, and the owner collected it a week later.
`;

async function composeOver(query: string): Promise<ReturnType<typeof compose>> {
  const doc = await extractDocument(Buffer.from(FAQ), 'workshop-faq.md');
  const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'faq', text }));
  return compose(query, passages, new Map([['faq', { title: doc.title ?? 'Workshop FAQ', url: '' }]]));
}

describe('a cited sentence that refers further in brings in the sentence it needs', () => {
  it('"…will not cover them" comes after the sentence naming carbon frames, never alone', async () => {
    const answer = await composeOver('Why does the Ferrybank workshop not repair carbon frames?');
    const texts = answer.sentences.map((s) => s.original);
    const at = texts.findIndex((t) => /will not cover them/.test(t));
    if (at >= 0) expect(texts[at - 1]).toMatch(/cracked carbon frame can fail/);
    // the FAQ answer's own first sentence ("We have tried it twice…" after a bare "No.") stands alone: its referent is the heading's
    expect(texts.some((t) => /We have tried it twice/.test(t))).toBe(true);
  });
  it('"Just under half came from…" comes with the sentence naming the loan bikes', async () => {
    const answer = await composeOver('Where did the loan bikes at the Ferrybank workshop come from?');
    const texts = answer.sentences.map((s) => s.original);
    const at = texts.findIndex((t) => /^Just under half came/.test(t));
    expect(at).toBeGreaterThan(0);
    expect(texts[at - 1]).toMatch(/^Every loan bike was donated/);
  });
});
