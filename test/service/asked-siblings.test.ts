// A word of the question no source uses while the cited sentences speak of others of its kind ("winter" where they
// give summer, spring and autumn: src/service/asked-part.ts siblingsInstead over kinds.ts siblingsOf), and opening
// hours given as times of day ("open from 10 am to 5 pm": concepts.ts coverage of a time noun asked as a noun). Table
// tests of the pure pieces, then the real service over a document written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siblingsInstead } from '../../src/service/asked-part';
import { partCoverage } from '../../src/service/concepts';
import { parseKinds, siblingsOf, siblingsOfIn } from '../../src/service/kinds';
import type { RunningService } from '../../src/service/server';
import { answerLead, createJob, startLibraryService, waitForJob } from './helpers';

describe('others of a word\'s kind (pure)', () => {
  // 0 season; 1 winter; 2 summer; 3 spring (also 4: a coil); 5 device
  const table = parseKinds(['# header', '- season', '0 winter', '0 summer', '0 spring', '5 spring.2', '- device'].join('\n'));
  it('the lemmas under the same hypernym, not the word itself', () => {
    expect([...siblingsOfIn(table, 'winter')].sort()).toEqual(['spring', 'summer']);
    expect(siblingsOfIn(table, 'device').size).toBe(0);
  });
  it('shipped WordNet', () => {
    expect(siblingsOf('winter').has('summer')).toBe(true);
    expect(siblingsOf('monday').has('tuesday')).toBe(true);
    expect(siblingsOf('winter').has('winter')).toBe(false);
  });
  it.each([
    [['winter'], ['The museum is open from 10 am to 5 pm in summer and from 11 am to 4 pm in spring and autumn.'], 'Your sources do not give this for winter: what they say is for summer, spring and autumn.'],
    [['monday'], ['The ferry sails at 9 am on Tuesday.'], 'Your sources do not give this for monday: what they say is for Tuesday.'],
    [['winter'], ['The museum is open from 10 am to 5 pm.'], null], // no other of its kind named
    [['young'], ['Old boats are kept in the shed.'], null], // a modifier
  ])('siblingsInstead(%j, %j)', (missing, cited, statement) => {
    expect(siblingsInstead(missing, cited)).toBe(statement);
  });
});

describe('hours asked as a noun, given as times of day (pure)', () => {
  const text = 'The Harbour Museum is open from 10 am to 5 pm in summer and from 11 am to 4 pm in spring and autumn.';
  it('covered by the times', () => {
    expect(partCoverage('What are the opening hours of the Harbour Museum?', 'what', [{ documentId: 'm', text }]).answerable).toBe(true);
  });
  it('a duration asked is not', () => {
    expect(partCoverage('How many hours does the Harbour Museum tour take?', 'how', [{ documentId: 'm', text }]).covered.map((c) => c.term)).not.toContain('hours');
  });
});

const DOCUMENTS: Record<string, string> = {
  'mill.md': `---
title: Visiting Eskdale mill
---

# Visiting Eskdale mill

Eskdale mill is open from 10 am to 5 pm in summer and from 11 am to 3 pm in spring and autumn. The miller grinds oats on Wednesdays, and the mill shop sells the flour.
`,
};

describe('through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('the opening hours are answered from the times; winter, which no source gives, is said so first', async () => {
    const hours = await waitForJob(service, await createJob(service, { query: 'What are the opening hours of Eskdale mill?', reasoning_loops: 1 }));
    expect(answerLead(hours.content ?? '')).toContain('10 am to 5 pm');
    const winter = await waitForJob(service, await createJob(service, { query: 'What are the winter opening hours of Eskdale mill?', reasoning_loops: 1 }));
    expect(winter.status).toBe('completed');
    expect(winter.content ?? '').toMatch(/^Your sources do not give this for winter: what they say is for summer, spring and autumn\./);
    expect(winter.content ?? '').toMatch(/What your sources do say: Eskdale mill is open/);
  });
});
