// @vitest-environment node
// A follow-up in other words than its sources', over the real service (follow-up-words.ts, chat.ts; issue #11, h19c,
// session 19): "carried out" where the source says "performed", "put together" where it says "assembled", answered
// from the sentence that says it; a follow-up whose words WordNet links to a sentence about another thing is still
// refused plainly. A mill survey written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const MILL: Record<string, string> = {
  'ashby-mill-survey.md': `# The Ashby mill survey

The survey of the old Ashby mill was performed by two archaeologists from Rookwood University in May 2022. They found the foundations of a second water wheel beside the millrace. The new oak wheel was assembled on site by a team of volunteers over three weekends. The restoration cost 80,000 pounds, paid for by a lottery grant.
`,
};

describe('a follow-up in other words, over the service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(MILL);
    jobId = (await waitForJob(service, await createJob(service, { query: 'What did the survey of the Ashby mill find?', reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who carried out the survey?": the sentence saying who performed it, cited', async () => {
    const reply = await askChat(service, jobId, 'Who carried out the survey?');
    expect(reply).toMatch(/Rookwood University[^[]*\[1\]/);
    expect(reply).not.toMatch(/not in these sources/);
  });

  it('"Who put the wheel together?": the sentence saying who assembled it', async () => {
    const reply = await askChat(service, jobId, 'Who put the wheel together?');
    expect(reply).toMatch(/volunteers[^[]*\[1\]/);
  });

  it('"Was the survey carried out by archaeologists?": a yes, on the sentence saying they performed it; not of the restoration', async () => {
    const reply = await askChat(service, jobId, 'Was the survey carried out by archaeologists?');
    expect(reply).toMatch(/^Your sources point to yes: The survey of the old Ashby mill was performed by two archaeologists/);
    const other = await askChat(service, jobId, 'Was the restoration carried out by archaeologists?');
    expect(other).not.toMatch(/point to yes/);
  });

  it('"Who carried out the excavation?": no source speaks of one; refused plainly, uncited', async () => {
    const reply = await askChat(service, jobId, 'Who carried out the excavation?');
    expect(reply).toMatch(/not in these sources/);
    expect(reply).not.toMatch(/\[\d+\]/);
  });
});
