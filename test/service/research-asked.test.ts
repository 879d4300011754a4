// What a question asks for must be covered itself (concepts.ts partCoverage with amounts.ts askedWord):
// "What was a glassblower's pay?" is not answered by a document on glassblowers that never names their
// pay (the third of a question's concepts that may be missing is never the one asked for), nor by a
// word that merely shares a synonym with it; a measure of its kind covers it ("about 18 degrees" for a
// temperature); a word used only in a document on something else leaves the question unanswered, said
// plainly. Table tests of the pure functions, then answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedWord, wordDimension } from '../../src/service/amounts';
import { partCoverage } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('the word naming what is asked for (table)', () => {
  it.each<[string, string | null]>([
    ['What was a Venetian glassblower\'s pay?', 'pay'],
    ['What is the boiling point of the syrup?', 'point'],
    ['What is the water temperature of the lake in July?', 'temperature'],
    ['At what temperature do seedlings grow best?', 'temperature'],
    ['How much did the new lifeboat cost?', 'cost'],
    ['What is the diet of a dormouse?', 'diet'],
    ['Which bridge is the longest?', null],
    ['What do dormice eat?', null],
    ['What is it?', null],
  ])('%s → %s', (question, word) => {
    expect(askedWord(question)).toBe(word);
  });

  it.each<[string, string | null]>([
    ['temperature', 'temperature'],
    ['pay', 'money'],
    ['depth', 'length'],
    ['colour', null],
  ])('%s is a measure of %s', (word, dimension) => {
    expect(wordDimension(word)).toBe(dimension);
  });
});

const GLASS = { documentId: 'glass', text: 'Venetian glassblowers worked in family workshops on Murano. A master glassblower made goblets and carried the secrets of the furnace. Apprentices started at twelve.' };
const LAKE = { documentId: 'lake', text: 'In July the water of Lake Orra reaches about 22 degrees at the surface, warm enough for swimming.' };
const SAUNA = { documentId: 'sauna', text: 'A sauna is kept at a temperature between 80 and 100 degrees.' };

describe('what is asked for is covered itself (table)', () => {
  it('a glassblower document that never names their pay does not answer "What was a Venetian glassblower\'s pay?"', () => {
    const coverage = partCoverage('What was a Venetian glassblower\'s pay?', 'what', [GLASS]);
    expect(coverage.answerable).toBe(false);
    expect(coverage.missing.map((c) => c.term)).toEqual(['pay']);
  });
  it('a measure of the kind asked for covers it, beside the subject', () => {
    const coverage = partCoverage('What is the water temperature of Lake Orra in July?', 'what', [LAKE]);
    expect(coverage.answerable).toBe(true);
    expect(coverage.missing).toEqual([]);
  });
  it('the word used only in a document on something else: no single source says it', () => {
    const coverage = partCoverage('What is the water temperature of Lake Orra in July?', 'what', [{ documentId: 'lake', text: 'Lake Orra is popular with swimmers in July, and its water is clear.' }, SAUNA]);
    expect(coverage.answerable).toBe(false);
    expect(coverage.neverTogether).toBe(true);
    expect(coverage.documents).toEqual([]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'glassblowers.md': `# The glassblowers of Murano

Venetian glassblowers worked in family workshops on the island of Murano. A master glassblower made goblets, mirrors and beads and carried the secrets of the furnace. Apprentices started at twelve and trained for eight years.
`,
  'seedlings.md': `# Raising tomato seedlings

Sow tomato seeds in March on a bright windowsill. Seedlings grow best at about 18 to 21 degrees Celsius, and a cold night below 10 degrees stunts them.
`,
};

describe('answers over the real service: what is asked for', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What was a Venetian glassblower\'s pay?" cites nothing and says no source names their pay', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What was a Venetian glassblower\'s pay?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.results).toEqual([]);
    expect(job.content).toMatch(/none of them uses the word "pay"/i);
  });

  it('"At what temperature do tomato seedlings grow best?" is answered by the degrees, with no note about the word', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'At what temperature do tomato seedlings grow best?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('18 to 21 degrees Celsius');
    expect(job.content).not.toMatch(/"temperature"/);
  });
});
