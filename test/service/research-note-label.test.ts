// A note names a question's word with the aspect noun that ends its noun phrase (src/service/concepts.ts
// noteLabel, absentWords, nothingCoveredMessage): "What were the side effects?" is about side effects, and
// a note saying no source uses "side" would name another word. Only the name changes: the concept is still
// read by its own word (so a source on "the side of the hand" still covers "side"; left as it was).
// The leaflet is written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentWords, conceptsOf, noteLabel, nothingCoveredMessage, requiredConcepts } from '../../src/service/concepts';
import { stem } from '../../src/service/text';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('noteLabel and the notes that use it (pure)', () => {
  it.each<[string, string, string]>([
    ['side', 'What were the side effects?', 'side effects'],
    ['health', 'What are the health risks of radon?', 'health risks'],
    ['tax', 'Which tax benefits apply to solar panels?', 'tax'],
    ['take', 'When does the rule take effect?', 'take'],
    ['coffee', 'Does coffee cause cancer?', 'coffee'],
    ['radon', 'What are the health risks of radon?', 'radon'],
  ])('noteLabel(%j, %j) → %j', (term, question, expected) => {
    expect(noteLabel(term, question)).toBe(expected);
  });
  it('absentWords and nothingCoveredMessage name "side effects"', () => {
    const required = requiredConcepts(conceptsOf('What were the side effects of the nettle tonic?'));
    expect(absentWords(required.filter((c) => c.term === 'side'))).toBe('uses the words "side effects"');
    expect(nothingCoveredMessage(required)).toMatch(/^Quire found nothing on side effects, nettle or tonic/);
  });
  it('never says no document uses a word the library uses (libraryStems), and names what it found nothing on by the rest', () => {
    const required = requiredConcepts(conceptsOf('Could I pick up a zebra at Brackley at 2am?'));
    const said = nothingCoveredMessage(required, [], new Set([stem('brackley')]));
    expect(said).toMatch(/^Quire found nothing on pick, zebra or 2am in your library: none of its documents uses the words "pick", "zebra" or "2am"\./);
    expect(said).not.toMatch(/brackley/i);
    expect(nothingCoveredMessage(required, [], new Set())).toContain('"brackley"');
  });
});

describe('over the real service: a word only a title says is no word "none of its documents uses"', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'brackley.md': `# Brackley Van Hire terms\n\nVans are collected and returned only on weekdays, between 8am and 6pm. Late returns are charged at £40 per hour.\n`,
      // (an e-mail whose subject line its page structure leaves out of its text: the saved form still says "quiz")
      're-hall.txt': 'From: Ann Price <ann@example.org>\nTo: Hall committee\nSubject: Re: Hall booking for the quiz night\n\nHi all,\n\nYes, that works for me. I will bring the raffle prizes.\n\nCheers,\nAnn\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"Could I pick up a zebra at Brackley at 2am?" says no document uses "zebra", never "brackley"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Could I pick up a zebra at Brackley at 2am?', reasoning_loops: 1 }));
    expect(job.content ?? '').toContain('"zebra"');
    expect(job.content ?? '').not.toContain('"brackley"');
  });
  it('a word only an e-mail\'s subject line says is not said to be used by no document', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When is the quiz night?', reasoning_loops: 1 }));
    expect(job.content ?? '').not.toMatch(/uses the words? [^.]*"quiz"/);
  });
});

describe('over the real service: a missing "side effects" is named whole', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'balm.md': `# Lavender balm\n\nRub a little balm into the back of each hand after washing. The tin holds 50 grams.\n`,
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"What were the side effects of the nettle tonic?" names "side effects", never "side" alone', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What were the side effects of the nettle tonic?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).toMatch(/"side effects"/);
    expect(job.content).not.toMatch(/"side"/);
  });
});
