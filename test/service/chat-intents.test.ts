// @vitest-environment node
// Follow-up chat that answers (issue #11): instructions about the answer itself (summarise, list,
// explain a citation, compare the sources, which source says X) and questions answered over the
// job's sources with the research's relevance and composition rules, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { chatIntent } from '../../src/service/chat-intent';
import { call, citationMarkers, createJob, startTestService, waitForJob, type JobBody } from './helpers';

let service: RunningService;
let job: JobBody;

async function ask(content: string): Promise<{ content: string; results: { citation_index: number }[] }> {
  const created = await call<{ id: string }>(service, 'POST', `/research/${job.id}/chat`, { body: { content } });
  expect(created.status).toBe(200);
  for (;;) {
    const res = await call<{ status: string; content: string; results: { citation_index: number }[] }>(service, 'GET', `/research/${job.id}/chat/${created.body.id}`);
    if (res.body.status !== 'processing') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  service = await startTestService();
  job = await waitForJob(service, await createJob(service, { query: 'How do sea otters protect kelp forests?', reasoning_loops: 2 }));
});
afterAll(async () => {
  await service.close();
});

describe('chat intents (pure)', () => {
  it.each([
    ['Summarise the whole answer in one sentence', { kind: 'summarise', sentences: 1 }],
    ['Give me a summary', { kind: 'summarise', sentences: 2 }],
    ['List the key points', { kind: 'list', count: null }],
    ['List three points', { kind: 'list', count: 3 }],
    ['Explain citation [2]', { kind: 'citation', index: 2 }],
    ['What does source 1 say?', { kind: 'citation', index: 1 }],
    ['Compare the sources', { kind: 'compare-sources' }],
    ['Which source mentions urchin barrens?', { kind: 'which-source' }],
    ['Do otters eat abalone?', { kind: 'question' }],
  ])('%s → %j', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

describe('chat answers over the job', () => {
  it('"Summarise the whole answer in one sentence" gives one cited sentence of the answer', async () => {
    const reply = await ask('Summarise the whole answer in one sentence');
    expect(reply.content).not.toMatch(/not in these sources|None of/);
    expect(citationMarkers(reply.content).length).toBe(1);
    expect(reply.content.match(/\[\d+\]\./g)).toHaveLength(1);
    const firstAnswerSentence = (job.content ?? '').split(/\[\d+\]\./)[0]?.trim() ?? '';
    expect(reply.content.startsWith(firstAnswerSentence)).toBe(true);
  });

  it('lists the answer as bullet lines, each cited', async () => {
    const reply = await ask('List three points');
    const lines = reply.content.split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^- .+\[\d+\]\.$/);
  });

  it('explains a citation by naming its source and quoting it', async () => {
    const reply = await ask('Explain citation [1]');
    const first = job.results.find((r) => r.citation_index === 1);
    expect(reply.content).toContain(`Source [1] is "${first?.title ?? ''}"`);
    expect(citationMarkers(reply.content).every((n) => n === 1)).toBe(true);
    const missing = await ask('Explain citation [9]');
    expect(missing.content).toMatch(/has no source \[9\]/);
  });

  it('names which sources mention something, with cited sentences', async () => {
    const reply = await ask('Which source mentions urchin barrens?');
    expect(reply.content).toMatch(/^".+" \[\d+\].* mentions? urchin barrens\./);
    expect(reply.content).toMatch(/barren[^.]*\[\d+\]\./);
    const indexes = new Set(job.results.map((r) => r.citation_index));
    for (const n of citationMarkers(reply.content)) expect(indexes.has(n)).toBe(true);
  });

  it('answers a yes/no follow-up with a verdict from the sources', async () => {
    const reply = await ask('Do sea urchins graze on kelp?');
    expect(reply.content).toMatch(/^Your sources point to yes: .*graze.*\[\d+\]/);
  });

  it('an unsupported follow-up gets the honest "not in these sources" reply, with no citation', async () => {
    const reply = await ask('Do otters cause earthquakes?');
    expect(reply.content).toMatch(/^That is not in these sources: .*earthquakes/);
    expect(citationMarkers(reply.content)).toEqual([]);
    expect(reply.results).toEqual([]);
  });
});

describe('a summary states the mechanism asked about', () => {
  it('"How do sea otters affect kelp forests?" then "Summarise the answer in one sentence": the urchin cascade, not the carbon estimate', async () => {
    const kelp = await waitForJob(service, await createJob(service, { query: 'How do sea otters affect kelp forests?' }));
    expect(kelp.content).toMatch(/^In short, according to your sources: [^\n]*urchins?/);
    const created = await call<{ id: string }>(service, 'POST', `/research/${kelp.id}/chat`, { body: { content: 'Summarise the answer in one sentence' } });
    expect(created.status).toBe(200);
    let reply = { status: 'processing', content: '' };
    for (;;) {
      const res = await call<{ status: string; content: string }>(service, 'GET', `/research/${kelp.id}/chat/${created.body.id}`);
      reply = res.body;
      if (reply.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(reply.content).toMatch(/urchins?/);
    expect(reply.content).not.toMatch(/carbon/);
    expect(citationMarkers(reply.content)).toHaveLength(1);
  });
});
