// Lemmas before stems (src/service/lemmas.ts over the shipped resources/lexicon/wordnet-lemmas.txt,
// built from WordNet by scripts/wordnet-lexicon.mjs --lemmas; used by text.ts stem and termVariants):
// irregular and Porter-missed forms share their lemma's stem ("children"/child, "fell"/fall,
// "died"/die, "mice"/mouse), so a question's word matches a source that uses another form of it,
// the lexicon's relations apply by lemma (kid ↔ child), FTS searches ask for the irregular forms,
// and no coverage note claims a word is absent when only its form differs. The documents below are
// written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServiceDb } from '../../src/service/db';
import { documentsInScope, indexDocument, searchPassages } from '../../src/service/library';
import { lexicalRelations } from '../../src/service/lexicon';
import { formsOf, lemmaOf, parseLemmas } from '../../src/service/lemmas';
import { stem, termVariants } from '../../src/service/text';
import type { RunningService } from '../../src/service/server';
import { createJob, tempDir, waitForJob, startLibraryService } from './helpers';

describe('parseLemmas (pure)', () => {
  it('reads "l <form> <lemma>" lines and ignores everything else', () => {
    const table = parseLemmas(['# comment', 'k evening', 'k Even', 'k two words', 'l geese goose', 'l geese gander', 'l went go', 'l Went go', 'l same same', 'l ba-d lemma', 'l x', 'garbage', '', 'l   spaced  out'].join('\n'));
    expect([...table.lemmaOf]).toEqual([
      ['geese', 'goose'],
      ['went', 'go'],
    ]);
    expect(table.formsOf.get('goose')).toEqual(['geese']);
    expect([...table.ownStem]).toEqual(['evening']);
    expect(parseLemmas('').lemmaOf.size).toBe(0);
    expect(parseLemmas('\u0000\u0001l \n'.repeat(1000)).lemmaOf.size).toBe(0);
  });
});

describe('the shipped lemma table (WordNet exception lists and regular forms Porter misses)', () => {
  it.each([
    ['children', 'child'],
    ['mice', 'mouse'],
    ['geese', 'goose'],
    ['fell', 'fall'],
    ['went', 'go'],
    ['died', 'die'],
    ['dying', 'die'],
    ['thought', 'think'],
    ['fastest', 'fast'],
    ['faster', 'fast'], // also an adverb of its own, a rarer reading than the adjective's form
    ['bigger', 'big'],
    ['easiest', 'easy'],
  ])('%s is a form of %s: same stem', (form, lemma) => {
    expect(lemmaOf(form)).toBe(lemma);
    expect(stem(form)).toBe(stem(lemma));
  });
  it.each([
    ['wound', 'wind'], // the injury is the more frequent reading than the past of "wind"
    ['was', 'be'], // a stop word keeps its own stem: it carries no concept
    ['number', 'numb'], // a frequent word of its own, not numb's comparative
  ])('%s keeps its own stem (not %s)', (form, lemma) => {
    expect(stem(form)).not.toBe(stem(lemma));
  });
  it.each([
    ['evening', 'even'],
    ['evenings', 'even'],
    ['news', 'new'],
    ['species', 'specie'],
    ['business', 'busy'],
  ])('Porter collision: %s keeps a stem apart from %s (a frequent noun WordNet does not relate to it)', (word, other) => {
    expect(stem(word)).not.toBe(stem(other));
  });
  it('related words Porter merges stay merged', () => {
    expect(stem('evenings')).toBe(stem('evening'));
    expect(stem('buildings')).toBe(stem('build'));
    expect(stem('meeting')).toBe(stem('meet'));
    expect(stem('mornings')).toBe(stem('morning'));
  });
  it('regular forms Porter already stems together are not listed', () => {
    expect(lemmaOf('keepers')).toBe('keepers');
    expect(stem('keepers')).toBe(stem('keeper'));
  });
  it('searches ask FTS (Porter alone) for the irregular forms too', () => {
    expect(termVariants('child')).toEqual(expect.arrayContaining(['child', 'children']));
    expect(termVariants('children')).toEqual(expect.arrayContaining(['children', 'child']));
    expect(termVariants('fall')).toEqual(expect.arrayContaining(['fell', 'fallen']));
    expect(formsOf('mouse')).toContain('mice');
  });
  it("the lexicon's relations apply by lemma: kids ↔ children", () => {
    expect(lexicalRelations('kids').direct.has(stem('children'))).toBe(true);
    expect(lexicalRelations('kid').direct.has(stem('child'))).toBe(true);
  });
});

describe('retrieval over a real index finds the irregular form', () => {
  it('a search for "child" and one for "mouse" find passages that say "children" and "mice"', () => {
    const db = openServiceDb(tempDir());
    const paragraphs = ['The keepers raised their children on the rock.', 'In winter, mice gnaw the bark of young trees.', 'Tide tables give heights from chart datum.'];
    indexDocument(db, { contentType: 'text/plain', title: 'Notes', raw: paragraphs.join('\n\n'), rawFormat: 'text', markdown: paragraphs.join('\n\n'), paragraphs, frontMatter: {} }, { source: 'sample', sampleName: 'notes.txt', url: 'https://library.quire.local/notes.txt' }, new Date().toISOString());
    const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
    expect(searchPassages(db, ['child'], allowed, 10).map((p) => p.text)).toEqual([paragraphs[0]]);
    expect(searchPassages(db, ['mouse'], allowed, 10).map((p) => p.text)).toEqual([paragraphs[1]]);
    db.close();
  });
});

const DOCUMENTS: Record<string, string> = {
  'skerry-light.md': `# Keeping the Skerry Light

From 1890 the keepers' children lived on the rock with their parents, and their mothers taught them to read in the lamp room. When the supply boat could not land, the families ate salted fish for weeks.

## The storm of 1902

The storm of 1902 caused two deaths among the keepers, who were washed off the landing stage while they tried to secure it. A wave tore the fog bell from the gallery and it fell into the sea; divers recovered it in 1961.
`,
  'young-orchard.md': `# Protecting a Young Orchard

In hard winters, mice gnaw the bark of young apple trees just above the snow line. A sleeve of fine wire mesh around each trunk keeps them away, and it should reach at least forty centimetres up.

Rabbits cause similar damage, and the same sleeves stop them too. Check the sleeves each spring so that they do not cut into the growing bark.
`,
  'saturday-market.md': `# The Saturday Market

Stalls open at seven in the morning on the square. Prices fall even further in the last hour of trading, when the traders clear their stock before they pack up.

Fish sells out first, then bread. Cheese stalls take cards; most others take only cash.
`,
  'village-hall.md': `# Oakley Village Hall

The village hall has a new roof and new chairs, paid for by the summer fete. It can be booked for parties through the parish clerk.

The hall seats eighty people and has a small kitchen with a new oven.
`,
  'peregrine.md': `# The Peregrine Falcon

In a hunting dive the peregrine is the fastest animal on Earth: birds fitted with data loggers have been clocked at over 300 kilometres an hour.
`,
  'tide-tables.md': `# Reading a Tide Table

Each row of a tide table gives the time and height of a high or low water. Heights are measured from chart datum, the lowest level the tide normally reaches.
`,
};

describe('answers over the real service: a form of the question\'s word is the word', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it.each([
    // (the document calls it "the Skerry Light": "lighthouse" is a word it does not use, and a note may say so)
    ['Did kids live at the Skerry Light?', 'children lived on the rock'],
    ['How many keepers died in the storm of 1902?', 'two deaths among the keepers'],
    ['Did the fog bell fall into the sea?', 'it fell into the sea'],
    ['How do you stop a mouse from damaging apple trees?', 'mice gnaw the bark'],
    ['How fast can a peregrine falcon dive?', 'the fastest animal on Earth'],
  ])('%s cites the sentence and claims no word is missing', async (query, sentence) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain(sentence);
    expect(job.content).not.toMatch(/None of your sources uses the word/);
    expect(job.results.length).toBeGreaterThan(0);
  });

  it('"even" is not the evening: no yes from "Prices fall even further"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Are prices lower at the Saturday market in the evening?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).not.toMatch(/point to yes/);
  });

  it('"new" is not the news: the hall\'s new roof does not cover the news, and the answer says so', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Where can I read the news in Oakley village hall?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/None of your sources uses the words? [^.]*"news"/);
  });
});
