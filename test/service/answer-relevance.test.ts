// answer-relevance.ts: which supporting points of an answer speak to the question. Table tests on readings written
// for this file, then an answer over the real HTTP service that keeps the points on the asked thing and drops other
// parts of the same document that name only its topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringPoints, refersBack, speaksToQuestion, type PointReading } from '../../src/service/answer-relevance';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const base: PointReading = { named: [], topic: ['wall', 'cragsid'], asked: ['wall', 'cragsid', 'cours', 'cost'], leadNamed: ['cours', 'cost'], sameDocument: true, samePassage: false, givesAsked: false, continuesLead: false };

describe('speaksToQuestion (table)', () => {
  it.each<[string, Partial<PointReading>, boolean]>([
    ['names only the topic, in another part of the lead document', { named: ['wall', 'cragsid'] }, false],
    ['names nothing of the question', {}, false],
    ['names an asked concept beyond the topic', { named: ['cours'] }, true],
    ['gives what is asked', { givesAsked: true }, true],
    ['continues the lead', { continuesLead: true }, true],
    ['of the lead paragraph', { samePassage: true }, true],
    ['of another document', { sameDocument: false }, true],
    ['the lead leaves an asked concept unnamed', { leadNamed: ['cours'] }, true],
    ['the question asks nothing beyond the topic', { asked: ['wall', 'cragsid'] }, true],
  ])('%s', (_name, change, speaks) => {
    expect(speaksToQuestion({ ...base, ...change })).toBe(speaks);
  });
});

describe('refersBack (table)', () => {
  it.each<[string, boolean]>([
    ['It lasts two hours.', true],
    ['This covers the harness.', true],
    ['They must be 14 or over.', true],
    ['The café opens at nine.', false],
    ['Itineraries vary.', false],
  ])('%s → %s', (sentence, refers) => {
    expect(refersBack(sentence)).toBe(refers);
  });
});

describe('answeringPoints', () => {
  it('keeps the lead, the kept points and those that speak, in order', () => {
    const points = ['lead', 'pad', 'kept', 'speaks'];
    expect(answeringPoints(points, 'lead', (p) => p === 'speaks', (p) => p === 'kept')).toEqual(['lead', 'kept', 'speaks']);
  });
});

const LIBRARY: Record<string, string> = {
  'cragside-faq.md': `# Cragside Climbing Wall - Frequently asked questions

## Who runs Cragside?

Cragside is a community climbing wall in the old Wesley chapel, run by a members' cooperative since 2016.

## What equipment do you have?

We have 40 top-rope lines, a 15-metre lead wall and a bouldering cave with 120 problems.

## Do I need a course?

Experienced climbers still take the belay course, because every wall's equipment and rules are different. The belay course costs £25 and covers tying in, belaying and lowering. Everyone must complete a two-hour belay course before climbing with ropes on their own.

## Can children climb?

Children aged 8 to 13 can climb at the Sunday family sessions, with a parent or carer who has passed the belay course.

## Can I bring my own rope?

Ropes are supplied and you must use ours, because worn ropes brought from outside have caused accidents at other walls.
`,
};

describe('an answer keeps only points that speak to the question (HTTP)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIBRARY);
  });
  afterAll(async () => {
    await service.close();
  });

  it("says what the course covers without the wall's other sections", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does the belay course at Cragside cover?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    expect(content).toMatch(/tying in, belaying and lowering/);
    expect(content).not.toMatch(/family sessions|Wesley chapel/);
  });
});
