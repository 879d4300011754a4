// Follow-up chat: a count of bullets asked that the reply's chosen sentences fall short of is made up from the sections
// of the sources those sentences stand in (src/service/follow-up-section.ts). Table tests of the pure pieces, then the
// real service over a document written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saidBy, sectionFill, type SectionSentence } from '../../src/service/follow-up-section';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const at = (text: string, heading: string, documentId = 'offer', citation = 1): SectionSentence => ({ text, heading, documentId, citation });
const OFFER: SectionSentence[] = [
  at('Enrol with a friend for the spring term and the second person pays half the tuition fee.', 'Bring a Friend'),
  at('Both of you must enrol on the same course.', 'Bring a Friend How it works'),
  at('Both learners pay the materials fee in full.', 'Bring a Friend How it works'),
  at('You must enrol at the same time, at reception or online.', 'Bring a Friend How it works'),
  at('The offer is not available on one-day taster sessions.', 'Bring a Friend The small print'),
  at('It cannot be combined with any other discount.', 'Bring a Friend The small print'),
  at('Offer closes on 2 April 2027 or when courses are full.', 'Bring a Friend The small print'),
  at('The pottery studio reopens on 29 January after the kiln is replaced.', 'Studio notice', 'studio', 2),
];
const standsAlone = (t: string): boolean => !/^(?:it|this|that|they)\b/i.test(t);

describe('a bullet said by its source sentence (pure)', () => {
  it.each<[string, number[], SectionSentence, boolean]>([
    ['Offer closes on 2 April 2027 or when courses are full.', [1], OFFER[6] as SectionSentence, true],
    // (joined to another sentence, or opening on "According to …": still that sentence)
    ['According to "Bring a Friend", both learners pay the materials fee in full. The saving is on tuition only.', [1], OFFER[2] as SectionSentence, true],
    // (the bullet does not cite that source)
    ['Offer closes on 2 April 2027 or when courses are full.', [2], OFFER[6] as SectionSentence, false],
    // (another sentence of the same source)
    ['Both of you must enrol on the same course.', [1], OFFER[6] as SectionSentence, false],
  ])('%s %j', (text, citations, sentence, said) => {
    expect(saidBy(sentence, { text, citations })).toBe(said);
  });
});

describe('the sentences that make up a count of bullets (pure)', () => {
  it('takes the nearest other sentences of the section a bullet stands in, not said already', () => {
    const bullets = [{ text: 'Offer closes on 2 April 2027 or when courses are full.', citations: [1] }];
    expect(sectionFill(bullets, OFFER, 2, () => true).map((s) => s.text)).toEqual(['It cannot be combined with any other discount.', 'The offer is not available on one-day taster sessions.']);
  });
  it('never a sentence of another section, of another source, or one pointing at a sentence left out', () => {
    const bullets = [{ text: 'Offer closes on 2 April 2027 or when courses are full.', citations: [1] }];
    expect(sectionFill(bullets, OFFER, 5, standsAlone).map((s) => s.text)).toEqual(['The offer is not available on one-day taster sessions.']);
  });
  it('from each bullet\'s own section, a sentence the bullets say already left out', () => {
    const bullets = [
      { text: 'Both of you must enrol on the same course.', citations: [1] },
      { text: 'Both learners pay the materials fee in full.', citations: [1] },
    ];
    expect(sectionFill(bullets, OFFER, 1, () => true).map((s) => s.text)).toEqual(['You must enrol at the same time, at reception or online.']);
  });
  it('nothing when no bullet is found in its source, or none is wanted', () => {
    expect(sectionFill([{ text: 'Tickets cost £5.', citations: [1] }], OFFER, 2, () => true)).toEqual([]);
    expect(sectionFill([{ text: 'Offer closes on 2 April 2027 or when courses are full.', citations: [1] }], OFFER, 0, () => true)).toEqual([]);
  });
});

const DOC = `# Bring a Friend this Spring

Enrol with a friend, partner or family member for the spring term and the second person pays only half the tuition fee.

## How it works

- Both of you must enrol on the same course, starting in the spring term.
- The first person pays the full tuition fee; the second person pays half of the tuition fee.

## The small print

The offer is not available on one-day taster sessions. It cannot be combined with any other discount, including our concessionary rate. Offer closes on 2 April 2027 or when courses are full.
`;

describe('bullets asked over the real service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService({ 'bring-a-friend.md': DOC });
    const job = await waitForJob(service, await createJob(service, { query: 'When does the bring a friend offer close?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    jobId = job.id;
  });
  afterAll(async () => {
    await service.close();
  });
  it('as many bullets as asked where the section holds them, each cited, none said twice', async () => {
    const reply = await askChat(service, jobId, 'Give me the offer rules as 3 bullet points');
    const lines = reply.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/\[1\]\.?$/);
    expect(new Set(lines).size).toBe(3);
    expect(reply).not.toMatch(/points? on this in your sources, not 3/);
  });
});
