// Who made a document, asked of it (src/service/authorship.ts): a credit line of its own ("Compiled by …", a
// bare byline "By …") answers a who-question whose verb it says, or, for a bare byline or another verb of
// making a text, a question about making a text; the document is the one that covers the question's other
// words. Table tests on lines and questions written here, then the real service over two documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAnswers, creditAsked, creditOf, creditSentence, madeByAsked } from '../../src/service/authorship';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('madeByAsked: the verb a who-question asks who did', () => {
  it.each<[string, string | null]>([
    ['Who compiled the bird list for the reserve?', 'compile'],
    ['Who wrote the leaflet on the canal locks?', 'write'],
    ['Who was the tide table prepared by?', 'prepare'],
    ['Who is the editor of the village newsletter?', 'edit'],
    ['Who surveyed the old orchard?', 'survey'],
    ['Who is responsible for the footbridge?', null],
    ['Who will repair the lock gates?', null],
    ['What did the leaflet say about the locks?', null],
  ])('%s → %s', (query, verb) => {
    expect(madeByAsked(query)).toBe(verb);
  });
});

describe('creditOf: a line of its own that credits someone', () => {
  it.each<[string, { verb: string | null; line: string } | null]>([
    ['*Compiled by Rhiannon Pugh for the Friends of Cors Fochno, May 2025*', { verb: 'compile', line: 'Compiled by Rhiannon Pugh for the Friends of Cors Fochno, May 2025' }],
    ['By Tomasz Wrobel, Canal Times', { verb: null, line: 'By Tomasz Wrobel, Canal Times' }],
    ['Surveyed by the county archaeology unit', { verb: 'survey', line: 'Surveyed by the county archaeology unit' }],
    // a sentence, a place "by" something, a noun before "by": no credit
    ['The lock was rebuilt by navvies in 1812.', null],
    ['Surrounded by reed beds', null],
    ['Stand by the gate until the keeper waves.', null],
  ])('%s', (line, credit) => {
    expect(creditOf(line)).toEqual(credit);
  });
});

describe('creditAnswers', () => {
  it('a credit answers its own verb, a bare byline a verb of making a text, and another deed never', () => {
    expect(creditAnswers({ verb: 'survey', line: '' }, 'survey')).toBe(true);
    expect(creditAnswers({ verb: null, line: '' }, 'write')).toBe(true);
    expect(creditAnswers({ verb: 'compile', line: '' }, 'write')).toBe(true);
    expect(creditAnswers({ verb: null, line: '' }, 'run')).toBe(false);
    expect(creditAnswers({ verb: 'survey', line: '' }, 'write')).toBe(false);
  });
  it('says the credit as a sentence about the document', () => {
    expect(creditSentence('Birds of Cors Fochno', { verb: 'compile', line: 'Compiled by Rhiannon Pugh, May 2025' })).toBe('"Birds of Cors Fochno" was compiled by Rhiannon Pugh, May 2025.');
    expect(creditSentence('Locks of the Grand Union', { verb: null, line: 'By Tomasz Wrobel, Canal Times' })).toBe('"Locks of the Grand Union" is by Tomasz Wrobel, Canal Times.');
  });
  it('picks the document the question is about, and needs half its other words there', () => {
    const passages = [
      { documentId: 'birds', text: '# Birds of Cors Fochno\nCompiled by Rhiannon Pugh for the Friends of Cors Fochno, May 2025' },
      { documentId: 'birds', text: 'Curlew and snipe breed on the raised bog.' },
      { documentId: 'locks', text: '# Locks of the Grand Union\nBy Tomasz Wrobel, Canal Times' },
      { documentId: 'locks', text: 'The flight of locks lifts boats 34 metres.' },
    ];
    const titles = (id: string): string => (id === 'birds' ? 'Birds of Cors Fochno' : 'Locks of the Grand Union');
    expect(creditAsked('Who compiled the list of birds on the bog?', passages, titles)?.documentId).toBe('birds');
    expect(creditAsked('Who wrote the article about the flight of locks?', passages, titles)?.documentId).toBe('locks');
    expect(creditAsked('Who wrote about the red kites of the Cambrian mountains?', passages, titles)).toBeNull();
  });
});

const BIRDS = `# Breeding birds of Cors Fochno

*Compiled by Rhiannon Pugh for the Friends of Cors Fochno, May 2025*

Curlew, snipe and reed bunting all bred on the raised bog this spring. Volunteers walked the boardwalk transect twice a week from April to June.

Snipe were drumming over the wettest pools on nine of the sixteen visits.
`;

const LOCKS = `# The Hatton flight reopens

By Tomasz Wrobel, Canal Times

The flight of twenty-one locks lifts boats 45 metres in under two miles. It reopened in March after the lock gates were replaced over the winter.

Boaters usually take three to four hours to work up the whole flight.
`;

describe('the service answers who made a document from its credit line', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'birds.md': BIRDS, 'locks.md': LOCKS });
  });
  afterAll(async () => {
    await service.close();
  });
  it('a credit line with the question\'s verb', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who compiled the breeding bird survey of Cors Fochno?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/"Breeding birds of Cors Fochno" was compiled by Rhiannon Pugh for the Friends of Cors Fochno, May 2025 \[1\]/);
    expect(job.results[0]?.title).toBe('Breeding birds of Cors Fochno');
  });
  it('a bare byline for who wrote a piece, though no source says "wrote" or "article"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who wrote the article on the Hatton flight reopening?', reasoning_loops: 2 }));
    expect(job.content).toMatch(/"The Hatton flight reopens" is by Tomasz Wrobel, Canal Times \[1\]/);
    expect(job.content).not.toMatch(/uses the words?/);
  });
  it('a deed the credit does not name is answered from the text as before', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who walked the boardwalk transect?', reasoning_loops: 2 }));
    expect(job.content).not.toMatch(/compiled by/);
  });
});
