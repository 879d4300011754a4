// @vitest-environment node
// The /agents group (auth codes via the local mailbox, confirm minting a key, research, results
// with citations_only, result detail with format/with_highlights, updates, files, balance, top-up
// checkout) and the OpenAI-compatible endpoints driven by the unmodified `openai` client.
import fs from 'node:fs';
import path from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { call, citationMarkers, startTestService, upload, type JobBody } from './helpers';

let service: RunningService & { dataDir: string };

beforeAll(async () => {
  service = await startTestService({ concurrencyLimit: 20 });
});
afterAll(async () => {
  await service.close();
});

async function waitAgentJob(id: string, key = service.apiKey): Promise<Record<string, unknown>> {
  for (;;) {
    const res = await call(service, 'GET', `/agents/research/${id}`, { key });
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

describe('agent onboarding (spec 4.4, 5.3)', () => {
  it('auth writes a code to the mailbox; confirm mints a working key; codes are single-use', async () => {
    const sent = await call<{ message: string }>(service, 'POST', '/agents/auth', { body: { email: 'ada@example.com' }, key: null });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toContain('ada@example.com');
    const mailboxFile = fs.readFileSync(path.join(service.dataDir, 'mailbox.jsonl'), 'utf8').trim().split('\n');
    const mail = JSON.parse(mailboxFile.at(-1) ?? '{}') as { email: string; code: string };
    expect(mail.email).toBe('ada@example.com');
    expect(mail.code).toMatch(/^\d{8}$/);
    const admin = await fetch(`${service.url}/__admin/mailbox`, { headers: { Authorization: `Bearer ${service.adminToken}` } });
    expect(((await admin.json()) as { code: string }[]).map((m) => m.code)).toContain(mail.code);

    const confirmed = await call<{ api_key: string }>(service, 'POST', '/agents/auth/confirm', { body: { email: 'ada@example.com', code: mail.code }, key: null });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.api_key).toMatch(/^csk-/);
    expect((await call(service, 'GET', '/agents/balance', { key: confirmed.body.api_key })).status).toBe(200);

    const reused = await call<{ error: string }>(service, 'POST', '/agents/auth/confirm', { body: { email: 'ada@example.com', code: mail.code }, key: null });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatch(/Invalid or expired/);
  });

  it('validates the e-mail, and rejects wrong codes', async () => {
    const bad = await call<{ error: string }>(service, 'POST', '/agents/auth', { body: { email: 'not-an-email' }, key: null });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('email');
    await call(service, 'POST', '/agents/auth', { body: { email: 'bob@example.com' }, key: null });
    const wrong = await call(service, 'POST', '/agents/auth/confirm', { body: { email: 'bob@example.com', code: '000000x' }, key: null });
    expect(wrong.status).toBe(400);
  });

  it('codes expire', async () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const clocked = await startTestService({ now: () => now });
    try {
      await call(clocked, 'POST', '/agents/auth', { body: { email: 'eve@example.com' }, key: null });
      const mailbox = (await (await fetch(`${clocked.url}/__admin/mailbox`, { headers: { Authorization: `Bearer ${clocked.adminToken}` } })).json()) as { code: string }[];
      now = new Date('2026-05-01T10:11:00Z');
      const late = await call(clocked, 'POST', '/agents/auth/confirm', { body: { email: 'eve@example.com', code: mailbox[0]?.code }, key: null });
      expect(late.status).toBe(400);
    } finally {
      await clocked.close();
    }
  });
});

describe('agent research (spec 2.2, 2.3, 4.5, 4.6)', () => {
  let jobId: string;
  let results: { id: string; title: string; url: string; citation_index: number }[];

  beforeAll(async () => {
    const created = await call<{ id: string; status: string }>(service, 'POST', '/agents/research', { body: { query: 'How does Gutenberg movable type work?', reasoning_loops: 2 } });
    expect(created.body.status).toBe('queued');
    jobId = created.body.id;
    const job = await waitAgentJob(jobId);
    expect(job.status).toBe('completed');
    expect(job).not.toHaveProperty('results'); // the agent job object carries no results
    results = (await call<typeof results>(service, 'GET', `/agents/research/${jobId}/results`)).body;
  });

  it('results are result references; citations_only keeps cited ones', async () => {
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(Object.keys(r).sort()).toEqual(['citation_index', 'id', 'title', 'url']);
    const cited = await call<typeof results>(service, 'GET', `/agents/research/${jobId}/results?citations_only=true`);
    expect(cited.body.every((r) => r.citation_index >= 1)).toBe(true);
    expect(cited.body.length).toBe(results.length);
    expect((await call(service, 'GET', `/agents/research/${jobId}/results?citations_only=maybe`)).status).toBe(400);
  });

  it('result detail: no id, content only with format, highlights only with with_highlights', async () => {
    const first = results[0];
    if (!first) throw new Error('no results');
    const plain = await call<Record<string, unknown>>(service, 'GET', `/agents/research/${jobId}/results/${first.id}`);
    expect(plain.body).toEqual({ title: first.title, url: first.url, citation_index: first.citation_index });
    const full = await call<{ content: string; highlights: string[] }>(service, 'GET', `/agents/research/${jobId}/results/${first.id}?format=markdown&with_highlights=true`);
    expect(full.body).not.toHaveProperty('id');
    expect(full.body.content.length).toBeGreaterThan(50);
    expect(full.body.highlights.length).toBeGreaterThan(0);
    expect((await call(service, 'GET', `/agents/research/${jobId}/results/${first.id}?format=docx`)).status).toBe(400);
    expect((await call(service, 'GET', `/agents/research/${jobId}/results/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await call(service, 'GET', `/agents/research/${jobId}/results/nope`)).status).toBe(400);
    expect((await call(service, 'GET', `/agents/research/${jobId}/results`, { key: null })).status).toBe(401);
  });

  it('updates answer { created_at } while running and 400 once finished', async () => {
    const running = await call<{ id: string }>(service, 'POST', '/agents/research', { body: { query: 'battery degradation', reasoning_loops: 6 } });
    const update = await call<{ created_at: string }>(service, 'POST', `/agents/research/${running.body.id}/updates`, { body: { update_content: 'focus on temperature' } });
    expect(update.status).toBe(200);
    expect(Object.keys(update.body)).toEqual(['created_at']);
    await waitAgentJob(running.body.id);
    expect((await call(service, 'POST', `/agents/research/${jobId}/updates`, { body: { update_content: 'late' } })).status).toBe(400);
  });

  it('agent file upload works like /research/files', async () => {
    const res = await upload(service, 'agent-notes.md', '# Notes\n\nAgents can upload Markdown notes about sea otters.', 'text/markdown', undefined, '/agents/files');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ file_name: 'agent-notes.md', content_type: 'text/markdown', collection_id: null });
  });
});

describe('balance and top-up', () => {
  it('balance is a ledger debited by agent research; top-up checkout credits it once', async () => {
    const before = await call<{ balance_cents: number; currency: string }>(service, 'GET', '/agents/balance');
    expect(before.body.currency).toBe('USD');
    const tooSmall = await call(service, 'POST', '/agents/topup', { body: { amount_cents: 999 } });
    expect(tooSmall.status).toBe(400);
    const topup = await call<{ checkout_url: string }>(service, 'POST', '/agents/topup', { body: { amount_cents: 2500 } });
    expect(topup.status).toBe(200);
    expect(topup.body.checkout_url.startsWith(`${service.url}/checkout/`)).toBe(true);
    const page = await fetch(topup.body.checkout_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$25.00');
    await fetch(topup.body.checkout_url); // opening twice credits once
    const after = await call<{ balance_cents: number }>(service, 'GET', '/agents/balance');
    expect(after.body.balance_cents).toBe(before.body.balance_cents + 2500);
  });
});

describe('out of credit', () => {
  it('402 on agent research when the balance is empty; a top-up lets it run and the job is debited', async () => {
    const broke = await startTestService({ agentStartingCreditCents: 0 });
    try {
      const refused = await call<{ error: string }>(broke, 'POST', '/agents/research', { body: { query: 'sea otters' } });
      expect(refused.status).toBe(402);
      expect(refused.body.error).toMatch(/credit/);
      const topup = await call<{ checkout_url: string }>(broke, 'POST', '/agents/topup', { body: { amount_cents: 1000 } });
      await fetch(topup.body.checkout_url);
      const created = await call<{ id: string }>(broke, 'POST', '/agents/research', { body: { query: 'sea otters kelp', reasoning_loops: 2 } });
      expect(created.status).toBe(200);
      for (;;) {
        const job = await call<{ status: string }>(broke, 'GET', `/agents/research/${created.body.id}`);
        if (job.body.status === 'completed') break;
        expect(job.body.status).not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      const balance = await call<{ balance_cents: number }>(broke, 'GET', '/agents/balance');
      expect(balance.body.balance_cents).toBe(1000 - 2 * 5);
    } finally {
      await broke.close();
    }
  });
});

describe('compat endpoints with the unmodified openai client', () => {
  const client = (): OpenAI => new OpenAI({ apiKey: service.apiKey, baseURL: `${service.url}/compat`, maxRetries: 0 });

  function checkCitedAnswer(text: string): void {
    const [body, references] = text.split('\n\nReferences\n');
    expect(references).toBeDefined();
    const listed = (references ?? '').split('\n').map((line) => Number(/^(\d+)\. /.exec(line)?.[1]));
    expect(listed.length).toBeGreaterThan(0);
    const markers = citationMarkers(body ?? '');
    expect(markers.length).toBeGreaterThan(0);
    for (const n of markers) expect(listed).toContain(n);
  }

  it('chat.completions.create (not streamed) returns a cited answer with References', async () => {
    const completion = await client().chat.completions.create({
      model: 'caesar-research',
      messages: [
        { role: 'system', content: 'You are a research assistant.' },
        { role: 'user', content: 'Why do sea otters matter for kelp forests?' },
      ],
    });
    expect(completion.object).toBe('chat.completion');
    const text = completion.choices[0]?.message.content ?? '';
    checkCitedAnswer(text);
    expect(text).toMatch(/kelp/i);
    expect(completion.usage?.total_tokens).toBe(0);
  });

  it('chat.completions.create with stream: true yields chunks that add up to a cited answer', async () => {
    const stream = await client().chat.completions.create({
      model: 'caesar-research',
      stream: true,
      messages: [{ role: 'user', content: 'How does lithium plating damage batteries?' }],
      metadata: { reasoning_loops: '2' },
    });
    let text = '';
    let finish: string | null = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    checkCitedAnswer(text);
    expect(finish).toBe('stop');
  });

  it('completions.create (legacy) streamed and not streamed', async () => {
    const completion = await client().completions.create({ model: 'caesar-research', prompt: 'Gutenberg Bible printing' });
    checkCitedAnswer(completion.choices[0]?.text ?? '');
    const stream = await client().completions.create({ model: 'caesar-research', prompt: 'Gutenberg Bible printing', stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.text ?? '';
    checkCitedAnswer(text);
  });

  it('a file content part restricts the research to that upload', async () => {
    const file = (await upload(service, 'wasps.txt', 'Fig wasps pollinate fig flowers from inside the fig.', 'text/plain')).body as { id: string };
    const completion = await client().chat.completions.create({
      model: 'caesar-research',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'How are figs pollinated?' },
            { type: 'file', file: { filename: 'wasps.txt', file_data: file.id } },
          ],
        },
      ],
    });
    expect(completion.choices[0]?.message.content).toContain(file.id);
  });

  it('bad compat input is a 400 naming the field', async () => {
    const res = await call<{ error: string }>(service, 'POST', '/compat/chat/completions', { body: { messages: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('messages');
  });
});

describe('research results are real jobs', () => {
  it('compat jobs appear in GET /research', async () => {
    const list = await call<{ data: JobBody[] }>(service, 'GET', '/research?limit=50');
    expect(list.body.data.some((j) => j.query === 'Why do sea otters matter for kelp forests?')).toBe(true);
  });
});
