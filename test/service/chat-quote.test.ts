// @vitest-environment node
// "What did the keeper say about the storm?" (src/service/chat-quote.ts; issue #11 item 5): a follow-up asking for
// someone's own words gets the quotation the sources give in that person's name (the role noun read as the name a
// source pairs it with), not a sentence that only names them. Table tests, then the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotesBy, speakerAsked, speakerName } from '../../src/service/chat-quote';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('whose words a follow-up asks for (speakerAsked, speakerName)', () => {
  it.each([
    ['What did the keeper say about the storm?', 'keeper'],
    ['What exactly did Councillor Moss say?', 'Councillor Moss'],
    ['And what did her daughter tell the paper?', 'daughter'],
    ['What did the sources say?', null],
    ['What did the storm damage?', null],
    ['Who said it?', null],
  ])('%j → %j', (question, who) => {
    expect(speakerAsked(question)).toBe(who);
  });

  const texts = ['The last keeper, Alun Rees, left in 1989.', 'Harbourmaster Ffion Price said the pier was safe.', 'Her daughter Nia found the log.'];
  it.each([
    ['keeper', 'Alun'],
    ['harbourmaster', 'Ffion'],
    ['daughter', 'Nia'],
    ['Councillor Moss', 'Moss'],
    ['gardener', null],
  ])('speakerName(%j) = %j', (asked, name) => {
    expect(speakerName(asked, texts)).toBe(name);
  });
});

describe('the sentences that quote a person (quotesBy)', () => {
  const sentences = [
    'The storm closed the pier for two days.',
    '"The waves came over the lamp room," Alun Rees said.',
    '"I had never seen it so bad.',
    'We stayed up all night."',
    '"It was the worst in fifty years," the harbourmaster added.',
    'Alun Rees retired in 1989.',
  ];
  it('the quotation in the name, and the quoted sentences that go on from it, not another speaker\'s nor a sentence that only names him', () => {
    expect(quotesBy('alun', sentences)).toEqual([1, 2, 3]);
    expect(quotesBy('rees', sentences)).toEqual([1, 2, 3]);
    expect(quotesBy('nia', sentences)).toEqual([]);
  });
});

describe('someone\'s own words, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'skerry-light.md':
        '# The night the Skerry light went out\n\nThe Skerry lighthouse lost power in the January storm, and the lamp was dark for six hours. The last keeper, Alun Rees, who retired in 1989, watched from the harbour wall. "The waves came over the lamp room," Alun Rees said. "I had never seen it so bad. We stayed up all night." The lighthouse board said a new generator would be fitted by March.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'Why did the Skerry lighthouse go dark in the January storm?', reasoning_loops: 1 }));
    expect(job.results.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What did the keeper say about it?" gives his quotation, cited, not the sentence that names him', async () => {
    const reply = await askChat(service, job.id, 'What did the keeper say about it?');
    expect(reply).toMatch(/^"The waves came over the lamp room," Alun Rees said \[\d\]\./);
    expect(reply).toMatch(/We stayed up all night\.?"? \[\d\]/);
    expect(reply).not.toMatch(/retired in 1989/);
  });
});
