// Table tests for honest relevance (src/service/concepts.ts and its use in compose.ts): key
// concepts, question kinds and parts, coverage, and the plain messages for what the sources do
// not cover. Pure functions over passages written here; no service, no network.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { conceptsOf, partCoverage, questionKind, questionParts, requiredConcepts, stemMatches, stemsOf } from '../../src/service/concepts';
import { stem } from '../../src/service/text';

const documents = new Map([
  ['sleep', { title: 'Coffee and sleep', url: 'https://sleep.example/coffee' }],
  ['teens', { title: 'Teenagers and caffeine', url: 'https://teens.example/caffeine' }],
]);
const coffeePassages = [
  { documentId: 'sleep', text: 'Coffee contains caffeine, which blocks adenosine receptors in the brain. This delays sleep by several hours. Coffee drinkers who stop in the afternoon sleep longer.' },
  { documentId: 'sleep', text: 'Caffeine has a half-life of about five hours in healthy adults, so afternoon coffee still affects sleep at night.' },
  { documentId: 'teens', text: 'Teenagers who drink coffee after school fall asleep later and sleep less on school nights.' },
];

describe('stemsOf', () => {
  it('gives each caller its own set: removing a stem from one answer leaves the next one whole', () => {
    const text = 'Sea otters eat urchins in the kelp forest.';
    const first = stemsOf(text);
    expect(first.has(stem('otters'))).toBe(true);
    first.delete(stem('otters'));
    expect(stemsOf(text).has(stem('otters'))).toBe(true);
    expect(stemsOf(text)).toEqual(stemsOf(`${text}`));
  });
});

describe('question kinds', () => {
  it.each([
    ['Does coffee cause cancer?', 'yesno'],
    ['Is Roman concrete stronger than modern concrete?', 'comparison'],
    ['What is the difference between decaf and regular coffee?', 'what'],
    ['Why does afternoon coffee hurt sleep?', 'why'],
    ['What causes lithium-ion battery capacity fade during storage?', 'why'],
    ['How do sea otters protect kelp forests?', 'how'],
    ['What is the capital of Peru?', 'what'],
    ['Which bees nest in wood?', 'what'],
    ['movable type in Korea and China', 'open'],
    // a "than" inside a why or how question asks for a reason or a mechanism, not a verdict
    ['Why did the masons use lime mortar rather than cement?', 'why'],
    ['How has the shoreline moved compared with the 1950 survey?', 'how'],
    ['How does a hand loom compare with a power loom?', 'comparison'],
    ['Is a fresco more durable than a secco painting?', 'comparison'],
  ])('%s → %s', (query, kind) => {
    expect(questionKind(query)).toBe(kind);
  });
});

describe('concepts and parts', () => {
  it.each([
    ['Does coffee cause cancer?', ['coffee', 'cancer']],
    ['Is decaf really caffeine free?', ['decaf', 'caffeine', 'free']],
    ['What is the capital of Peru?', ['capital', 'peru']],
    ['How do sea otters protect kelp forests?', ['sea', 'otters', 'protect', 'kelp', 'forests']],
    // the user's own library is where to look, not what the question is about
    ['What did my field notes say about otters cracking urchins?', ['otters', 'cracking', 'urchins']],
    ['According to our papers, does decaf contain caffeine?', ['decaf', 'contain', 'caffeine']],
    ['What do my uploaded documents mention about kelp?', ['kelp']],
    ['Are field notes on kelp reliable?', ['field', 'notes', 'kelp', 'reliable']],
  ])('%s requires %j (relation words are not required)', (query, required) => {
    expect(requiredConcepts(conceptsOf(query)).map((c) => c.term)).toEqual(required);
  });

  it.each([
    ['How does caffeine affect sleep, and does it cause cancer?', ['How does caffeine affect sleep', 'does it cause cancer']],
    ['How do bees pollinate and nest? carpenter leafcutter mason', ['How do bees pollinate and nest', 'carpenter leafcutter mason']],
    ['Does coffee cause cancer?', ['Does coffee cause cancer']],
  ])('%s splits into %j', (query, parts) => {
    expect(questionParts(query)).toEqual(parts);
  });

  it.each([
    ['storage', 'store', true],
    ['storage', 'storing', true],
    ['battery', 'batteries', true],
    ['cancer', 'canal', false],
    ['otter', 'other', false],
    ['sleep', 'asleep', false],
  ])('%s matches %s: %s', (a, b, expected) => {
    expect(stemMatches(stem(a), stem(b))).toBe(expected);
  });

  it('a part is answerable only when its required concepts are covered together', () => {
    const docs = coffeePassages.map((p) => ({ documentId: p.documentId, text: p.text }));
    const cancer = partCoverage('Does coffee cause cancer', 'yesno', docs);
    expect(cancer.answerable).toBe(false);
    expect(cancer.covered.map((c) => c.term)).toEqual(['coffee']);
    expect(cancer.missing.map((c) => c.term)).toEqual(['cancer']);
    const sleep = partCoverage('Does coffee delay sleep', 'yesno', docs);
    expect(sleep.answerable).toBe(true);
    expect(sleep.documents.sort()).toEqual(['sleep', 'teens']);
    // Both words occur, but never in one document: the sources cannot answer the link.
    const apart = partCoverage('Does adenosine affect teenagers', 'yesno', docs);
    expect(apart.answerable).toBe(false);
    expect(apart.neverTogether).toBe(true);
  });
});

describe('honest answers', () => {
  it('coffee and cancer: partial coverage, the honest sentence, no citation', () => {
    const c = compose('Does coffee cause cancer?', coffeePassages, documents);
    expect(c.answered).toBe(false);
    expect(c.sources).toEqual([]);
    expect(c.content).not.toMatch(/\[\d+\]/);
    // what Quire checked is a word, not a meaning: the note says so
    expect(c.content).toMatch(/^Your sources discuss coffee and sleep; none of them uses the word "cancer"\./);
    expect(c.content).toMatch(/add documents about cancer to the library, or run it on a profile connected to an online research account/);
  });

  it('capital of Peru: says the library holds nothing on it and what would help, cites nothing', () => {
    const c = compose('What is the capital of Peru?', coffeePassages, documents);
    expect(c.answered).toBe(false);
    expect(c.sources).toEqual([]);
    expect(c.content).toBe(
      'Quire found nothing on capital or peru in your library: none of its documents uses the words "capital" or "peru". To research this, add documents about capital and peru to the library, or run it on a profile connected to an online research account.',
    );
  });

  it('a half-covered two-part question answers the covered part and names the uncovered one', () => {
    const c = compose('How does caffeine affect sleep, and does it cause cancer?', coffeePassages, documents);
    expect(c.answered).toBe(true);
    expect(c.content).toMatch(/^None of your sources uses the word "cancer", so this answer leaves out "does it cause cancer"\./);
    expect(c.sentences.length).toBeGreaterThan(0);
    expect(c.content.split('\n\n')[0]).not.toMatch(/\[\d+\]/); // the note about the gap cites nothing
  });

  it('a covered question cites only passages that mention its concepts', () => {
    const c = compose('Does coffee delay sleep?', [...coffeePassages, { documentId: 'teens', text: 'School start times are set by district boards every spring.' }], documents);
    expect(c.answered).toBe(true);
    expect(c.content).not.toMatch(/district/);
    expect(c.sources.length).toBeGreaterThan(0);
  });
});
