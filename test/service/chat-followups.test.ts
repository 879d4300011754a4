// @vitest-environment node
// Chat follow-ups (src/service/chat.ts): "list the main reasons" re-selects the sources' sentences
// that give reasons (not the answer re-bulleted); a follow-up's "they"/"it" stands for what the job
// asked about; a question the sources do not answer still gets the honest "not in these sources".
// Pure table tests, then the real service over HTTP with documents uploaded here (written for this test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { chatIntent, resolvePronouns } from '../../src/service/chat-intent';
import { askChat, createJob, startTestService, upload, waitForJob } from './helpers';

describe('follow-ups (pure)', () => {
  it.each([
    ['Are they noisy?', 'Do heat pumps work in cold climates?', 'Are heat pumps noisy?'],
    ['Do they live in rivers too?', 'How do sea otters protect kelp forests?', 'Do sea otters live in rivers too?'],
    ['How much does it cost?', 'What file formats can the Kobo Clara open?', 'How much does the Kobo Clara cost?'],
    ['What is their lifespan?', 'Can axolotls regrow legs?', "What is axolotls' lifespan?"],
    ['Are they noisy?', 'Does coffee cause cancer?', 'Are they noisy?'],
    ['Does the pump need a filter?', 'Do heat pumps work in cold climates?', 'Does the pump need a filter?'],
  ])('resolvePronouns(%j) after %j', (followUp, jobQuery, resolved) => {
    expect(resolvePronouns(followUp, jobQuery)).toBe(resolved);
  });

  it.each([
    ['Give me the reasons as a list', { kind: 'list', count: null, of: 'reasons' }],
    ['List two causes', { kind: 'list', count: 2, of: 'reasons' }],
    ['List the key points', { kind: 'list', count: null }],
  ])('chatIntent(%j)', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

const FERRY = [
  '# Tarnby ferry fares to rise by a third in March',
  '',
  'Tarnby county council voted 22 to 17 on Thursday to raise the single ferry fare from 6 to 8 euros from 1 March.',
  '',
  'Season tickets for island residents stay at 40 euros a month. Children under 12 travel free.',
  '',
  'The county treasurer said the two ferries had run at a loss of 1.4 million euros last year, because fuel now costs twice what it did in 2021. The older ferry also needs a new engine to pass its 2027 safety inspection.',
  '',
  'Island shopkeepers opposed the rise, saying that day visitors would stay on the mainland.',
].join('\n');

let service: RunningService;
const ask = (jobId: string, content: string): Promise<string> => askChat(service, jobId, content);

beforeAll(async () => {
  service = await startTestService({ stepDelayMs: 0 });
  expect((await upload(service, 'tarnby-ferry.md', FERRY, 'text/markdown')).status).toBe(200);
});
afterAll(async () => {
  await service.close();
});

describe('chat follow-ups over a job (real service)', () => {
  it('"List the main reasons" bullets the sentences that give reasons, not the vote, the dates or the discounts', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why is Tarnby raising its ferry fares?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const reply = await ask(job.id, 'List the main reasons as bullet points');
    const lines = reply.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(line).toMatch(/^- .*\[\d+\]\.$/);
    expect(reply).toContain('run at a loss of 1.4 million euros');
    expect(reply).not.toMatch(/voted 22 to 17|Season tickets|Children under 12/);
  });

  it('a pronoun follow-up is asked of the job\'s subject, and an unsupported one is "not in these sources"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why is Tarnby raising its ferry fares?', reasoning_loops: 1 }));
    const free = await ask(job.id, 'Do children travel free on them?');
    expect(free).toContain('Children under 12 travel free');
    const wifi = await ask(job.id, 'Do they have wifi on board?');
    expect(wifi).toMatch(/^That is not in these sources/);
  });
});
