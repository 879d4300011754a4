// Settings → "Use a local model" at the service (src/service/local-model-settings.ts): what is
// accepted (parseLocalModelSetting table), the stored file (owner-only, hostile content reads as no
// model), and a running service that picks the setting up at its next research without a restart.
// The "model" is a PROTOCOL DOUBLE: a scripted OpenAI-compatible server (POST /v1/chat/completions)
// on loopback, not a language model (model weights cannot be downloaded on these machines).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MODEL_FILE, parseLocalModelSetting, readLocalModelSetting, writeLocalModelSetting, type ParsedSetting } from '../../src/service/local-model-settings';
import { call, createJob, startTestService, waitForJob } from './helpers';
import type { RunningService } from '../../src/service/server';

describe('parseLocalModelSetting', () => {
  it.each<[string, unknown, ParsedSetting]>([
    ['Ollama on loopback', { baseUrl: ' http://127.0.0.1:11434/v1/ ', model: 'llama3.1:8b' }, { ok: true, value: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' } }],
    ['https on another machine', { baseUrl: 'https://gpu.lan:8443/v1', model: 'qwen' }, { ok: true, value: { baseUrl: 'https://gpu.lan:8443/v1', model: 'qwen' } }],
    ['both empty: no model', { baseUrl: '', model: '  ' }, { ok: true, value: null }],
    ['no address', { baseUrl: '', model: 'qwen' }, { ok: false, error: 'Give the address of the model server, e.g. http://127.0.0.1:11434/v1 for Ollama.' }],
    ['no model', { baseUrl: 'http://127.0.0.1:8080/v1', model: '' }, { ok: false, error: 'Give the name of the model the server runs, e.g. llama3.1:8b.' }],
    ['not an address', { baseUrl: 'localhost 11434', model: 'm' }, { ok: false, error: '"localhost 11434" is not an address; write it like http://127.0.0.1:11434/v1.' }],
    ['file: scheme', { baseUrl: 'file:///etc/passwd', model: 'm' }, { ok: false, error: 'The model server address must start with http:// or https://.' }],
    ['javascript: scheme', { baseUrl: 'javascript:alert(1)', model: 'm' }, { ok: false, error: 'The model server address must start with http:// or https://.' }],
    ['credentials in the address', { baseUrl: 'http://me:secret@127.0.0.1/v1', model: 'm' }, { ok: false, error: 'Leave the user name and password out of the model server address.' }],
    ['a query', { baseUrl: 'http://127.0.0.1/v1?x=1', model: 'm' }, { ok: false, error: 'The model server address takes no query (?…) or fragment (#…).' }],
    ['a control character in the name', { baseUrl: 'http://127.0.0.1/v1', model: 'a\nb' }, { ok: false, error: 'The model name must be 1 to 200 printable characters.' }],
    ['a name too long', { baseUrl: 'http://127.0.0.1/v1', model: 'm'.repeat(201) }, { ok: false, error: 'The model name must be 1 to 200 printable characters.' }],
    ['not an object', 'http://127.0.0.1/v1', { ok: false, error: 'The local model setting must give an address and a model name.' }],
    ['numbers', { baseUrl: 1, model: 2 }, { ok: false, error: 'The local model setting must give an address and a model name.' }],
  ])('%s', (_, input, expected) => {
    expect(parseLocalModelSetting(input)).toEqual(expected);
  });
});

describe('the stored setting', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-local-model-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is written owner-only, read back, and removed by an empty setting', () => {
    expect(readLocalModelSetting(dir)).toBeNull();
    writeLocalModelSetting(dir, { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' });
    expect(readLocalModelSetting(dir)).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' });
    if (process.platform !== 'win32') expect(fs.statSync(path.join(dir, LOCAL_MODEL_FILE)).mode & 0o077).toBe(0);
    writeLocalModelSetting(dir, { baseUrl: '', model: '' });
    expect(fs.existsSync(path.join(dir, LOCAL_MODEL_FILE))).toBe(false);
  });

  it('a refused setting throws its reason and leaves the stored one as it was', () => {
    writeLocalModelSetting(dir, { baseUrl: 'http://127.0.0.1:11434/v1', model: 'kept' });
    expect(() => writeLocalModelSetting(dir, { baseUrl: 'file:///etc/passwd', model: 'm' })).toThrow('The model server address must start with http:// or https://.');
    expect(readLocalModelSetting(dir)?.model).toBe('kept');
  });

  it.each([
    ['not JSON', '{"baseUrl": "http://127.0.0.1'],
    ['a file: address', JSON.stringify({ baseUrl: 'file:///etc/passwd', model: 'm' })],
    ['an array', '[1,2,3]'],
    ['a huge file', JSON.stringify({ baseUrl: 'http://127.0.0.1/v1', model: 'm', pad: 'x'.repeat(20_000) })],
  ])('a hostile or broken file (%s) reads as no model', (_, content) => {
    fs.writeFileSync(path.join(dir, LOCAL_MODEL_FILE), content);
    expect(readLocalModelSetting(dir)).toBeNull();
  });
});

describe('a running service picks up the setting at its next research', () => {
  const requests: { model: string }[] = [];
  const double = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end('not found');
      const request = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
      requests.push(request);
      // answers with the first sentence of source [1] as Quire sent it, cited
      const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
      const passage = (user.split(/\n\n(?=\[\d+\] )/).find((b) => b.startsWith('[1] ')) ?? '').split('\n')[1] ?? '';
      const sentence = (/^.*?[.!?](?=\s|$)/.exec(passage)?.[0] ?? passage).trim();
      const content = `${sentence.replace(/[.!?]$/, '')} [1].`;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
    });
  });
  let service: RunningService & { dataDir: string };
  let modelUrl = '';
  const saved = { url: process.env.QUIRE_LOCAL_MODEL_URL, name: process.env.QUIRE_LOCAL_MODEL_NAME };

  beforeAll(async () => {
    delete process.env.QUIRE_LOCAL_MODEL_URL;
    delete process.env.QUIRE_LOCAL_MODEL_NAME;
    await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
    const address = double.address();
    modelUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
    service = await startTestService(); // no localModel option: the stored setting decides
  });
  afterAll(async () => {
    await service.close();
    await new Promise<void>((resolve) => double.close(() => resolve()));
    if (saved.url !== undefined) process.env.QUIRE_LOCAL_MODEL_URL = saved.url;
    if (saved.name !== undefined) process.env.QUIRE_LOCAL_MODEL_NAME = saved.name;
  });

  async function events(id: string): Promise<string[]> {
    return (await call<{ message: string }[]>(service, 'GET', `/research/${id}/events`)).body.map((e) => e.message);
  }

  it('without the setting the built-in engine answers; with it the model does; removed, the built-in engine again', async () => {
    const query = 'How do sea otters protect kelp forests?';
    const before = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(before.status).toBe('completed');
    expect(requests).toHaveLength(0);
    expect((await events(before.id)).some((e) => e.startsWith('Asking the local model'))).toBe(false);

    writeLocalModelSetting(service.dataDir, { baseUrl: modelUrl, model: 'double-from-settings' });
    const during = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(during.status).toBe('completed');
    expect(requests.map((r) => r.model)).toEqual(['double-from-settings']);
    expect((await events(during.id)).some((e) => /^Asking the local model double-from-settings to write the answer from \d+ sources?$/.test(e))).toBe(true);
    expect(during.content).toMatch(/\[1\]\.$/);
    expect(during.content).not.toBe(before.content);

    writeLocalModelSetting(service.dataDir, { baseUrl: '', model: '' });
    const after = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(requests).toHaveLength(1);
    expect(after.content).toBe(before.content);
  });
});
