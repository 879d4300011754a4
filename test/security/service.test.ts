// @vitest-environment node
// Hostile clients against the real local service over loopback HTTP: DNS-rebinding Host headers,
// foreign web-page Origins, form-encoded bodies, brute force of e-mail codes, and the admin hooks
// and agent sign-in that must be off unless asked for. Each case checks the answer the caller sees
// and that nothing was created or lost (no key minted, the live code still works, jobs intact).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import { call, startTestService, tempDir } from '../service/helpers';

interface RawAnswer {
  status: number;
  body: string;
}

/** A request with exactly the headers given (fetch would not let us forge Host). */
function raw(service: RunningService, method: string, urlPath: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const { port } = service;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

let service: RunningService & { dataDir: string };
let jobId = '';

beforeAll(async () => {
  service = await startTestService({ sampleLibrary: false });
  const created = await call<{ id: string }>(service, 'POST', '/research', { body: { query: 'kelp forests' } });
  jobId = created.body.id;
});
afterAll(async () => {
  await service.close();
});

describe('the local service answers only its owner', () => {
  const auth = (): Record<string, string> => ({ Authorization: `Bearer ${service.apiKey}` });

  it.each([
    ['a rebound name', 'evil.example:PORT'],
    ['a look-alike loopback name', 'localhost.evil.example:PORT'],
    ['the right name on the wrong port', '127.0.0.1:1'],
    ['no port at all (port 80)', '127.0.0.1'],
    ['an empty Host', ''],
    ['a Host with a path', '127.0.0.1:PORT/x'],
  ])('refuses %s in Host (DNS rebinding) with 421 and leaks nothing', async (_label, host) => {
    const answer = await raw(service, 'GET', '/research', { ...auth(), Host: host.replace('PORT', String(service.port)) });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain('own host name');
    expect(answer.body).not.toContain(jobId);
  });

  it.each(['127.0.0.1:PORT', 'localhost:PORT', 'LOCALHOST:PORT', '[::1]:PORT'])('accepts its own name %s', async (host) => {
    const answer = await raw(service, 'GET', '/research', { ...auth(), Host: host.replace('PORT', String(service.port)) });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(jobId);
  });

  it.each(['https://evil.example', 'null', 'http://127.0.0.1:1', 'http://localhost.evil.example:PORT', 'file://'])(
    'refuses a request from a web page of origin %s with 403 and creates nothing',
    async (origin) => {
      const before = await call<{ data: unknown[] }>(service, 'GET', '/research');
      const answer = await raw(
        service,
        'POST',
        '/research',
        { ...auth(), Host: `127.0.0.1:${service.port}`, Origin: origin.replace('PORT', String(service.port)), 'Content-Type': 'application/json' },
        JSON.stringify({ query: 'exfiltrate' }),
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('other origins');
      const after = await call<{ data: unknown[] }>(service, 'GET', '/research');
      expect(after.body.data.length).toBe(before.body.data.length);
    },
  );

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])('refuses a JSON route body sent as %s with 415', async (type) => {
    const before = await call<{ data: unknown[] }>(service, 'GET', '/research');
    const headers: Record<string, string> = { ...auth(), Host: `127.0.0.1:${service.port}` };
    if (type) headers['Content-Type'] = type;
    const answer = await raw(service, 'POST', '/research', headers, JSON.stringify({ query: 'form post' }));
    expect(answer.status).toBe(415);
    expect(answer.body).toContain('application/json');
    const after = await call<{ data: unknown[] }>(service, 'GET', '/research');
    expect(after.body.data.length).toBe(before.body.data.length);
  });

  it('refuses a wrong key of the same length and a prefix of the key', async () => {
    const wrong = service.apiKey.slice(0, -1) + (service.apiKey.endsWith('a') ? 'b' : 'a');
    expect((await call(service, 'GET', '/research', { key: wrong })).status).toBe(401);
    expect((await call(service, 'GET', '/research', { key: service.apiKey.slice(0, 8) })).status).toBe(401);
    expect((await call(service, 'GET', `/research/${jobId}`)).status).toBe(200);
  });
});

describe('e-mail code sign-in cannot be brute-forced', () => {
  const mailbox = (s: RunningService & { dataDir: string }): { email: string; code: string }[] =>
    fs
      .readFileSync(path.join(s.dataDir, 'mailbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { email: string; code: string });

  it('sends 8-digit codes, keeps one live code per address, and never logs a code', async () => {
    const logged: string[] = [];
    const s = await startTestService({ sampleLibrary: false, log: (m) => logged.push(m) });
    try {
      await call(s, 'POST', '/agents/auth', { body: { email: 'ada@example.com' }, key: null });
      const first = mailbox(s).find((m) => m.email === 'ada@example.com')?.code ?? '';
      await call(s, 'POST', '/agents/auth', { body: { email: 'ada@example.com' }, key: null });
      const entries = mailbox(s).filter((m) => m.email === 'ada@example.com');
      expect(entries).toHaveLength(1);
      const second = entries[0]?.code ?? '';
      expect(second).toMatch(/^\d{8}$/);
      expect(logged.join('\n')).not.toContain(first);
      expect(logged.join('\n')).not.toContain(second);
      expect((fs.statSync(path.join(s.dataDir, 'mailbox.jsonl')).mode & 0o777).toString(8)).toBe('600');
      if (first !== second) {
        const old = await call<{ error: string }>(s, 'POST', '/agents/auth/confirm', { body: { email: 'ada@example.com', code: first }, key: null });
        expect(old.status).toBe(400);
      }
      const ok = await call<{ api_key: string }>(s, 'POST', '/agents/auth/confirm', { body: { email: 'ada@example.com', code: second }, key: null });
      expect(ok.status).toBe(200);
      // Used codes leave the mailbox.
      expect(mailbox(s).filter((m) => m.email === 'ada@example.com')).toHaveLength(0);
    } finally {
      await s.close();
    }
  });

  it('burns a code after 5 wrong tries: the right code no longer works and no key is minted', async () => {
    const s = await startTestService({ sampleLibrary: false });
    try {
      await call(s, 'POST', '/agents/auth', { body: { email: 'eve@example.com' }, key: null });
      const code = mailbox(s)[0]?.code ?? '';
      const answers: number[] = [];
      for (let i = 0; i < 5; i++) {
        const guess = String((Number(code) + 1 + i) % 1e8).padStart(8, '0');
        answers.push((await call<{ error: string }>(s, 'POST', '/agents/auth/confirm', { body: { email: 'eve@example.com', code: guess }, key: null })).status);
      }
      expect(answers).toEqual([400, 400, 400, 400, 400]);
      const late = await call<{ error: string }>(s, 'POST', '/agents/auth/confirm', { body: { email: 'eve@example.com', code }, key: null });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatch(/Invalid or expired/);
      expect(mailbox(s)).toHaveLength(0);
    } finally {
      await s.close();
    }
  });

  it('rate-limits code requests per address (429 with a readable wait) without touching the live code', async () => {
    const s = await startTestService({ sampleLibrary: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(s, 'POST', '/agents/auth', { body: { email: 'bob@example.com' }, key: null })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await call<{ error: string }>(s, 'POST', '/agents/auth', { body: { email: 'bob@example.com' }, key: null });
      expect(limited.body.error).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes?\./);
      const code = mailbox(s).find((m) => m.email === 'bob@example.com')?.code ?? '';
      const ok = await call(s, 'POST', '/agents/auth/confirm', { body: { email: 'bob@example.com', code }, key: null });
      expect(ok.status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('rate-limits confirm attempts per address across fresh codes', async () => {
    const s = await startTestService({ sampleLibrary: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await call(s, 'POST', '/agents/auth/confirm', { body: { email: 'mallory@example.com', code: '00000000' }, key: null })).status);
      expect(statuses.slice(0, 10).every((st) => st === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await s.close();
    }
  });

  it('codes expire after 10 minutes', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const s = await startTestService({ sampleLibrary: false, now: () => now });
    try {
      await call(s, 'POST', '/agents/auth', { body: { email: 'late@example.com' }, key: null });
      const code = mailbox(s)[0]?.code ?? '';
      now = new Date('2026-03-01T10:10:01Z');
      const late = await call(s, 'POST', '/agents/auth/confirm', { body: { email: 'late@example.com', code }, key: null });
      expect(late.status).toBe(400);
    } finally {
      await s.close();
    }
  });
});

describe('off unless asked for', () => {
  it('has no /__admin routes and no admin token without testHooks', async () => {
    const s = await startService({ dataDir: tempDir(), sampleLibrary: false, stepDelayMs: 10 });
    try {
      expect(s.adminToken).toBe('');
      for (const token of ['', 'Bearer ', 'Bearer undefined']) {
        const res = await fetch(`${s.url}/__admin/mailbox`, { headers: token ? { Authorization: token } : {} });
        expect([401, 404]).toContain(res.status);
      }
      const seeded = await fetch(`${s.url}/__admin/seed`, {
        method: 'POST',
        headers: { Authorization: 'Bearer ', 'Content-Type': 'application/json' },
        body: JSON.stringify({ jobs: 5, resultsPerJob: 1 }),
      });
      expect([401, 404]).toContain(seeded.status);
      const list = await call<{ data: unknown[] }>(s, 'GET', '/research');
      expect(list.body.data).toHaveLength(0);
    } finally {
      await s.close();
    }
  });

  it('answers agent sign-in with a clear 404 when it is switched off, and mails nothing', async () => {
    const dir = tempDir();
    const s = await startService({ dataDir: dir, sampleLibrary: false, stepDelayMs: 10, agentSignIn: false });
    try {
      const res = await call<{ error: string }>(s, 'POST', '/agents/auth', { body: { email: 'ada@example.com' }, key: null });
      expect(res.status).toBe(404);
      expect(res.body.error).toContain('switched off');
      expect(fs.existsSync(path.join(dir, 'mailbox.jsonl'))).toBe(false);
      const confirm = await call(s, 'POST', '/agents/auth/confirm', { body: { email: 'ada@example.com', code: '12345678' }, key: null });
      expect(confirm.status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
