// Optional local model (src/service/local-model.ts): the research service asks an OpenAI-compatible
// endpoint to write the answer from the passages it found, checks every generated sentence's
// citation, and falls back to the built-in engine with the reason in the events; chat replies to
// follow-up questions likewise.
// The "model" here is a PROTOCOL DOUBLE: a scripted OpenAI-compatible server (POST
// /v1/chat/completions) on loopback, not a language model (model weights cannot be downloaded on
// these machines). It reads the sources Quire sent and answers with sentences chosen by the test.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSentences, type ModelSource } from '../../src/service/local-model';
import { closedPort } from '../sync/helpers';
import { call, createJob, startTestService, waitForJob } from './helpers';
import type { RunningService } from '../../src/service/server';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** What the double answers: a function of the request (the sources Quire sent) or an HTTP failure. */
type Script = (request: ChatRequest) => { status: number; body: string };

let script: Script = () => ({ status: 500, body: 'no script' });
const requests: ChatRequest[] = [];
const double = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end('not found');
      return;
    }
    const request = JSON.parse(raw) as ChatRequest;
    requests.push(request);
    const { status, body } = script(request);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
});

function reply(content: string): { status: number; body: string } {
  return { status: 200, body: JSON.stringify({ id: 'chatcmpl-double', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }) };
}

/** The first sentence of source [n] as Quire sent it to the model. */
function sentenceOf(request: ChatRequest, n: number): string {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  const block = user.split(/\n\n(?=\[\d+\] )/).find((b) => b.startsWith(`[${n}] `)) ?? '';
  const passage = block.split('\n')[1] ?? '';
  return (/^.*?[.!?](?=\s|$)/.exec(passage)?.[0] ?? passage).trim();
}

/** How many numbered sources Quire sent. */
function sourceCount(request: ChatRequest): number {
  return [...(request.messages.find((m) => m.role === 'user')?.content ?? '').matchAll(/(?:^|\n)\[\d+\] /g)].length;
}

let service: RunningService;
let modelUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  const address = double.address();
  modelUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  service = await startTestService({ localModel: { baseUrl: modelUrl, model: 'double-7b' } });
});

afterAll(async () => {
  await service.close();
  await new Promise<void>((resolve) => double.close(() => resolve()));
});

afterEach(() => {
  requests.length = 0;
});

async function events(id: string): Promise<string[]> {
  return (await call<{ message: string }[]>(service, 'GET', `/research/${id}/events`)).body.map((e) => e.message);
}

describe('checkSentences (every generated sentence must rest on the passage it cites)', () => {
  const sources: ModelSource[] = [
    { index: 1, title: 'Sea otters as a keystone species', passages: ['Sea otters feed heavily on sea urchins, and sea urchins graze on giant kelp.'] },
    { index: 2, title: 'Kelp decline', passages: ['A marine heatwave starved kelp of nutrients between 2014 and 2016.'] },
  ];
  it.each([
    ['Sea otters feed on sea urchins [1].', 1, 0],
    ['Sea otters feed on sea urchins. [1] A marine heatwave starved kelp. [2]', 2, 0], // markers after the full stop
    ['A marine heatwave starved kelp of nutrients [2].', 1, 0],
    ['Urchins graze on giant kelp [1][2].', 1, 0],
    ['Sea otters feed on sea urchins.', 0, 1], // no citation
    ['Sea otters feed on sea urchins [3].', 0, 1], // not a source
    ['Sea otters are protected by international treaties signed in Geneva [1].', 0, 1], // not in the passage
    ['- Sea otters feed on sea urchins [1].\n- Otters cure cancer in whales [2].', 1, 1],
  ])('%j: %i kept, %i dropped', (text, kept, dropped) => {
    const check = checkSentences(text, sources);
    expect(check.kept.length).toBe(kept);
    expect(check.dropped.length).toBe(dropped);
  });
});

describe('a research answered by the local model', () => {
  it('writes the answer from the passages, keeps the supported sentence and drops the unsupported ones, and says how many', async () => {
    script = (request) =>
      reply(`${sentenceOf(request, 1)} [1]\nSea otters were first domesticated by Roman sailors in Gaul [1].\n${sentenceOf(request, 1)} [7]`);
    const job = await waitForJob(service, await createJob(service, { query: 'How do sea otters protect kelp forests?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    // The double was asked once, with the model's name and the research's own passages.
    expect(requests).toHaveLength(1);
    expect(requests[0]?.model).toBe('double-7b');
    expect(requests[0]?.messages.find((m) => m.role === 'user')?.content).toMatch(/\[1\] .*\n.*urchin/i);
    // The answer is the model's one supported sentence, cited, and nothing else.
    const written = sentenceOf(requests[0] as ChatRequest, 1);
    expect(written.split(' ').length).toBeGreaterThan(3);
    expect(job.content).toBe(`${written.replace(/[.!?]$/, '')} [1].`);
    expect(job.content).not.toMatch(/Roman sailors/);
    expect(job.content).not.toMatch(/\[7\]/);
    expect(job.content).toMatch(/\[1\]\.$/);
    expect(job.results.map((r) => r.citation_index)).toEqual([1]);
    const log = await events(job.id);
    // as many sources as the built-in answer cites (the model's answer then keeps only the one it cites)
    const asked = log.find((e) => e.startsWith('Asking the local model double-7b to write the answer from ')) ?? '';
    expect(asked).toBe(`Asking the local model double-7b to write the answer from ${sourceCount(requests[0] as ChatRequest)} source${sourceCount(requests[0] as ChatRequest) === 1 ? '' : 's'}`);
    expect(log.some((e) => /The local model double-7b wrote the answer; 2 of its sentences were dropped because the cited passage does not support them/.test(e))).toBe(true);
  });

  it('a model that answers with an error: the built-in engine answers and the events say why', async () => {
    script = () => ({ status: 500, body: '{"error":"model not loaded"}' });
    const job = await waitForJob(service, await createJob(service, { query: 'How do sea otters protect kelp forests?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/urchin/i);
    expect(job.results.length).toBeGreaterThan(0);
    expect((await events(job.id)).some((e) => e.startsWith(`The built-in engine wrote the answer: the local model at ${modelUrl}/chat/completions answered 500`))).toBe(true);
  });

  it('a model whose every sentence fails the check: the built-in answer stands', async () => {
    script = () => reply('Kelp forests are protected by law in every country [1]. Nobody knows why [2].');
    const job = await waitForJob(service, await createJob(service, { query: 'How do sea otters protect kelp forests?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/urchin/i);
    expect(job.content).not.toMatch(/protected by law/);
    expect((await events(job.id)).some((e) => /built-in engine wrote the answer: none of the local model's 2 sentences was supported/.test(e))).toBe(true);
  });

  it('a question the library holds nothing on never reaches the model', async () => {
    script = () => reply('Lima is the capital of Peru [1].');
    const job = await waitForJob(service, await createJob(service, { query: 'What is the capital of Peru?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(requests).toHaveLength(0);
    expect(job.content).toMatch(/found nothing on capital or peru/);
    expect(job.results).toEqual([]);
  });
});

describe('an unreachable local model', () => {
  it('the built-in engine answers and the events name the refused connection', async () => {
    const port = await closedPort();
    const other = await startTestService({ localModel: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'gone' } });
    try {
      const job = await waitForJob(other, await createJob(other, { query: 'How do sea otters protect kelp forests?', reasoning_loops: 1 }));
      expect(job.status).toBe('completed');
      expect(job.content).toMatch(/urchin/i);
      const log = (await call<{ message: string }[]>(other, 'GET', `/research/${job.id}/events`)).body.map((e) => e.message);
      expect(log.some((e) => e.startsWith(`The built-in engine wrote the answer: the local model at http://127.0.0.1:${port}/v1/chat/completions is unreachable (`) && /ECONNREFUSED/.test(e))).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('a chat follow-up answered by the local model', () => {
  async function chat(jobId: string, content: string): Promise<{ content: string; results: { citation_index: number }[] }> {
    const created = await call<{ id: string }>(service, 'POST', `/research/${jobId}/chat`, { body: { content } });
    for (;;) {
      const res = await call<{ status: string; content: string; results: { citation_index: number }[] }>(service, 'GET', `/research/${jobId}/chat/${created.body.id}`);
      if (res.body.status !== 'processing') return res.body;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }

  /** The first source block Quire sent: its number and its first sentence. */
  function firstSource(request: ChatRequest): { n: number; sentence: string } {
    const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
    const n = Number(/\n\[(\d+)\] /.exec(`\n${user.replace(/^Sources:\n\n/, '')}`)?.[1] ?? 0);
    return { n, sentence: sentenceOf(request, n) };
  }

  it('writes the reply from the passages the built-in reply rests on, checked; a failing model leaves the built-in reply; the events say which', async () => {
    script = () => ({ status: 500, body: 'down' });
    const job = await waitForJob(service, await createJob(service, { query: 'How do sea otters protect kelp forests?', reasoning_loops: 1 }));
    requests.length = 0;

    script = (request) => {
      const { n, sentence } = firstSource(request);
      return reply(`${sentence} [${n}]\nOtters were worshipped by Roman sailors in Gaul [${n}].`);
    };
    const written = await chat(job.id, 'Do sea urchins graze on kelp?');
    expect(requests).toHaveLength(1);
    const { n, sentence } = firstSource(requests[0] as ChatRequest);
    expect(written.content).toBe(`${sentence.replace(/[.!?]$/, '')} [${n}].`);
    expect(written.results.map((r) => r.citation_index)).toEqual([n]);
    expect(await events(job.id)).toContain('Chat reply written by the local model double-7b; 1 of its sentences dropped because the cited passage does not support them');

    script = () => ({ status: 503, body: 'busy' });
    const fallback = await chat(job.id, 'Do sea urchins graze on kelp?');
    expect(fallback.content).toMatch(/^Your sources point to yes: .*graze.*\[\d+\]/);
    expect((await events(job.id)).some((e) => e.startsWith(`Chat reply written by the built-in engine: the local model at ${modelUrl}/chat/completions answered 503`))).toBe(true);

    // Instructions about the answer itself stay with the built-in engine (no model call).
    requests.length = 0;
    const summary = await chat(job.id, 'Summarise the answer in one sentence');
    expect(requests).toHaveLength(0);
    expect(summary.content).toMatch(/\[\d+\]\.$/);
  });
});
