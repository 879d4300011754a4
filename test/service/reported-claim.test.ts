// @vitest-environment node
// "I read that Gutenberg invented printing. Is that right?" was refused: "none of them uses the words read or right".
// A claim reported before a tag that asks only whether it holds (embedded-question.ts reportedClaim) is read as "Is it
// true that <claim>?": the words of reporting and of the tag are no topic. Table tests, then the real service over HTTP
// with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedClaim } from '../../src/service/embedded-question';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a claim reported before a tag question (reportedClaim)', () => {
  it.each<[string, string | null]>([
    ['I read that Gutenberg invented printing. Is that right?', 'Is it true that Gutenberg invented printing?'],
    ['I heard decaf has no caffeine at all. Is that true?', 'Is it true that decaf has no caffeine at all?'],
    ['My friend says otters use tools. Is that true?', 'Is it true that otters use tools?'],
    ['People say coffee stunts growth - is that a myth?', 'Is it true that coffee stunts growth?'],
    ['The ferry stops running in January, right?', 'Is it true that the ferry stops running in January?'],
    // a question of its own after the story, or nothing claimed
    ['I read the report. What did it say?', null],
    ['I think the ferry runs hourly. When is the last one?', null],
    ['Is that right?', null],
  ])('%j → %j', (query, question) => {
    expect(reportedClaim(query)).toBe(question);
  });
});

describe('a reported claim over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'ferry.md': '# Skerra ferry\n\nThe Skerra ferry stops running in January for its annual refit. It returns to the timetable in the first week of February.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers whether the claim holds from the source, with no note on "read" or "right"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'I read that the Skerra ferry stops running in January. Is that right?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/stops running in January for its annual refit \[1\]/);
    expect(job.content ?? '').not.toMatch(/"read"|"right"|uses the words?/);
  });
});
