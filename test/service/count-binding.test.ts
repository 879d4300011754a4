// A how-many question's count bound to what it says of the counted thing (src/service/counted.ts countPredicate,
// figureBoundTo), a later part's answer right after the lead (part-answers.ts), and no padding under a count that
// answers (compose.ts: points naming only the setting go). The wording and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPredicate, countedWords, figureBoundTo, howManyNoun } from '../../src/service/counted';
import { partAnswers } from '../../src/service/part-answers';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('count binding (pure)', () => {
  it.each([
    ['How many grey seal pups were returned to the sea', ['return']],
    ['How many of the tagged ash trees were felled', ['fell']],
    ['how many were still alive a year later', ['aliv']],
    ['How many eggs did the hens lay in May?', ['lie']],
    ['How many den boxes were put up for the martens', ['put']],
    ['How many of the inspected boilers were in poor condition?', ['poor', 'condit']],
  ])('countPredicate(%j) = %j', (part, stems) => {
    expect(countPredicate(part)).toEqual(stems);
  });
  it.each([
    ['By the end of the year 39 seal pups had been returned to the sea.', ['return'], true],
    ['Last year the centre took in 58 grey seal pups, most of them after the storms.', ['return'], false],
    ['Of the 90 boilers, 51 were in good condition, 27 fair and 12 poor.', ['poor', 'condit'], true],
    ['Rust was found at 40 of the 90 boilers.', ['poor', 'condit'], false],
    ['Of the 163 tagged trees, 41 were felled, and 122 were kept.', ['fell'], true],
    ['Dieback was found at 97 of the 163 trees.', ['fell'], false],
  ])('figureBoundTo(%j, %j) = %s', (text, predicate, bound) => {
    expect(figureBoundTo(text, predicate)).toBe(bound);
  });
  it('howManyNoun runs past a modifier that may be a verb ("grey SEAL pups") to the head', () => {
    expect(howManyNoun('How many grey seal pups were returned?')).toBe('pups');
    expect(countedWords('How many grey seal pups were returned?')).toEqual(['pups', 'grey']);
    expect(howManyNoun('How many cattle graze on the common?')).toBe('cattle');
  });
  it('partAnswers: the best unit for each later part the lead does not answer, never the lead, never twice', () => {
    const fit = (u: string, part: string): number => (part === 'p2' && u.startsWith('b') ? u.length : part === 'p3' && u.startsWith('c') ? 1 : 0);
    expect(partAnswers(['p1', 'p2', 'p3'], 'a', ['a', 'b1', 'b22', 'c'], fit)).toEqual(['b22', 'c']);
    expect(partAnswers(['p1', 'p2'], 'b', ['b', 'b1'], fit)).toEqual([]);
    expect(partAnswers(['p1'], 'a', ['a', 'b'], fit)).toEqual([]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'seal-centre.txt': `GULL POINT SEAL RESCUE: ANNUAL REPORT 2024

THE CENTRE

The centre has 14 pools and a quarantine unit so that sick pups can be kept apart. Each pool holds up to four seal pups.

ADMISSIONS

Last year the centre took in 58 grey seal pups, most of them after the October storms. Twenty pups arrived underweight after losing their mothers.

OUTCOMES

Most pups spend about ten weeks at the centre. By the end of the year 39 seal pups had been returned to the sea, fattened up to at least 40 kilograms.

VOLUNTEERS

Volunteers gave more than 6,000 hours, and 25 new volunteers were trained in handling seal pups.

LOSSES

Despite treatment, 12 pups died in care, most of them from lungworm.
`,
};

describe('how-many answers over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const firstParagraph = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p)) ?? '';

  it('"How many grey seal pups were returned to the sea, and how many died?" gives 39 and then 12, before anything else', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many grey seal pups were returned to the sea, and how many died?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const first = firstParagraph(job.content ?? '');
    expect(first.split(/(?<=\]\.)\s/)[0]).toContain('39 seal pups had been returned');
    expect(first).toContain('12 pups died');
    // the volunteers' hours share only the setting (seal pups) with the question
    expect(job.content ?? '').not.toContain('6,000 hours');
  });
});
