// Settings → "Use a local model" → Test (#11, src/service/local-model-check.ts): modelCheckVerdict's
// wording as a table over probes written here, modelIds and errorExcerpt over hostile bodies, then
// probeModelServer against real servers on loopback: the scripted OpenAI-compatible double of
// test/service/model-double.ts (a PROTOCOL DOUBLE, not a language model: weights cannot be
// downloaded here), a closed port, a web server that is not an OpenAI API, and one that never answers.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionReply, errorExcerpt, modelCheckVerdict, modelIds, probeModelServer, type ModelServerProbe } from '../../src/service/local-model-check';
import { reply, startModelDouble, type ModelDouble } from './model-double';

const at = 'http://127.0.0.1:11434/v1';
const probe = (models: ModelServerProbe['models'], completion: ModelServerProbe['completion'], model = 'llama3.1:8b'): ModelServerProbe => ({ baseUrl: at, model, models, completion });

describe('modelCheckVerdict (pure)', () => {
  it.each<[string, ModelServerProbe, boolean, RegExp]>([
    ['works', probe({ ok: true, ids: ['llama3.1:8b', 'qwen2.5:7b'] }, { ok: true, reply: 'OK' }), true, /^http:\/\/127\.0\.0\.1:11434\/v1 is reachable, lists 2 models and "llama3\.1:8b" replied "OK"\. Research will ask "llama3\.1:8b" to write answers\.$/],
    ['works without a list of models', probe({ ok: false, status: 404, reason: 'not found' }, { ok: true, reply: 'Ok' }), true, /is reachable, "llama3\.1:8b" replied "Ok"\./],
    ['works though the list does not name it', probe({ ok: true, ids: ['other'] }, { ok: true, reply: 'OK' }), true, /replied "OK", although the server's list of models does not name it \(it lists "other"\)\. Research will ask "llama3\.1:8b"\.$/],
    // an empty reply is said as empty, never as "wrote a reply" (the session 24 trial's finding)
    ['an empty reply', probe({ ok: true, ids: ['llama3.1:8b'] }, { ok: true, reply: '' }), false, /^http:\/\/127\.0\.0\.1:11434\/v1 is reachable, lists 1 model and "llama3\.1:8b" answered with an empty reply \(no text\)\. Research will ask "llama3\.1:8b"; while its replies come back empty, the built-in engine answers instead\./],
    ['a reply of whitespace alone', probe({ ok: true, ids: ['llama3.1:8b'] }, { ok: true, reply: ' \n' }), false, /answered with an empty reply \(no text\)/],
    ['an empty reply from a model the list does not name', probe({ ok: true, ids: ['other'] }, { ok: true, reply: '' }), false, /"llama3\.1:8b" answered with an empty reply \(no text\), although the server's list of models does not name it.*while its replies come back empty/],
    ['a long reply, cut', probe({ ok: true, ids: ['llama3.1:8b'] }, { ok: true, reply: `Sure!\n\n${'x'.repeat(80)}` }), true, /replied "Sure! x{33}…"\./],
    ['unreachable', probe({ ok: false, reason: 'connect ECONNREFUSED 127.0.0.1:11434', unreachable: true }, { ok: false, reason: 'connect ECONNREFUSED 127.0.0.1:11434', unreachable: true }), false, /^Quire could not reach http:\/\/127\.0\.0\.1:11434\/v1 \(connect ECONNREFUSED 127\.0\.0\.1:11434\)\. Start the model server.*ollama serve.*end in \/v1\.$/],
    ['no such model (listed)', probe({ ok: true, ids: ['qwen2.5:7b'] }, { ok: false, status: 404, reason: 'model "llama3.1:8b" not found, try pulling it first' }), false, /has no model named "llama3\.1:8b" \(404: model "llama3\.1:8b" not found, try pulling it first\)\. It lists "qwen2\.5:7b"\. Correct the model name, or add the model to the server \(for Ollama: ollama pull llama3\.1:8b\)\.$/],
    ['no models at all', probe({ ok: true, ids: [] }, { ok: false, status: 400, reason: 'no model loaded' }), false, /has no model named "llama3\.1:8b" \(400: no model loaded\)\. It lists no models\./],
    ['not an OpenAI API (the /v1 left out)', probe({ ok: false, status: 404, reason: '404 page not found' }, { ok: false, status: 404, reason: '404 page not found' }), false, /answers, but not like an OpenAI-compatible server.*Check the address: for Ollama it is http:\/\/127\.0\.0\.1:11434\/v1/],
    ['a web page, not an API', probe({ ok: false, status: 200, reason: 'the answer is not a list of models' }, { ok: false, status: 405, reason: 'Method Not Allowed' }), false, /not like an OpenAI-compatible server \(the list of models: the answer is not a list of models; a reply: 405: Method Not Allowed\)/],
    ['needs a key', probe({ ok: true, ids: ['llama3.1:8b'] }, { ok: false, status: 401, reason: 'invalid api key' }), false, /refused the request \(401: invalid api key\)\. Quire sends no key from Settings/],
    ['model loading too long', probe({ ok: true, ids: ['llama3.1:8b'] }, { ok: false, reason: 'no answer within 15 s', timeout: true }), false, /"llama3\.1:8b" did not reply within the time limit \(no answer within 15 s\)\. A large model may still be loading/],
    ['server hangs', probe({ ok: false, reason: 'no answer within 15 s', timeout: true }, { ok: false, reason: 'no answer within 15 s', timeout: true }), false, /did not answer within the time limit/],
    ['server error', probe({ ok: true, ids: ['llama3.1:8b'] }, { ok: false, status: 500, reason: 'out of memory' }), false, /asking "llama3\.1:8b" for a reply failed \(500: out of memory\)\. Check the server's log; Quire keeps answering with the built-in engine meanwhile\.$/],
  ])('%s', (_, input, ok, message) => {
    const verdict = modelCheckVerdict(input);
    expect(verdict.ok).toBe(ok);
    expect(verdict.message).toMatch(message);
  });
});

describe('modelIds and errorExcerpt (hostile bodies)', () => {
  it.each<[string, string[] | null]>([
    ['{"object":"list","data":[{"id":"a"},{"id":"b"}]}', ['a', 'b']],
    ['{"models":[{"name":"llama3.1:8b"}]}', ['llama3.1:8b']],
    ['{"data":[{"id":1},null,"x",{"id":""}]}', []],
    ['<html>hello</html>', null],
    ['null', null],
    ['{"data":"nope"}', null],
  ])('modelIds(%s)', (body, expected) => {
    expect(modelIds(body)).toEqual(expected);
  });
  it.each([
    ['{"error":{"message":"model \\"x\\" not found"}}', 'model "x" not found'],
    ['{"error":"bad\\u0007 request\\n\\nline"}', 'bad request line'],
    ['plain text', 'plain text'],
    ['x'.repeat(500), `${'x'.repeat(157)}…`],
  ])('errorExcerpt(%s)', (body, expected) => {
    expect(errorExcerpt(body)).toBe(expected);
  });
});

describe('completionReply: what a completion really carries', () => {
  it.each<[string, string | null]>([
    ['{"choices":[{"message":{"role":"assistant","content":"OK"}}]}', 'OK'],
    ['{"choices":[{"message":{"role":"assistant","content":""}}]}', ''],
    ['{"choices":[{"message":{"role":"assistant","content":null}}]}', ''],
    ['{"choices":[{"message":{"role":"assistant"}}]}', ''],
    ['{"choices":[{"text":"OK"}]}', 'OK'],
    ['{"choices":[]}', null],
    ['{"object":"list"}', null],
    ['not json', null],
  ])('completionReply(%s)', (body, expected) => {
    expect(completionReply(body)).toBe(expected);
  });
});

describe('probeModelServer on loopback', () => {
  let double: ModelDouble;
  let web: http.Server;
  let webUrl = '';
  let silent: net.Server;
  let silentUrl = '';
  const silentSockets = new Set<net.Socket>();
  beforeAll(async () => {
    double = await startModelDouble();
    web = http.createServer((req, res) => {
      res.writeHead(req.method === 'GET' ? 200 : 405, { 'Content-Type': 'text/html' }).end('<html><body>A web page</body></html>');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const address = web.address();
    webUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    silent = net.createServer((socket) => silentSockets.add(socket)); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentAddress = silent.address();
    silentUrl = `http://127.0.0.1:${typeof silentAddress === 'object' && silentAddress ? silentAddress.port : 0}/v1`;
  });
  afterAll(async () => {
    await double.close();
    await new Promise<void>((resolve) => web.close(() => resolve()));
    for (const socket of silentSockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('a server that lists the model and writes a reply: one list request, one one-token completion', async () => {
    double.models = ['llama3.1:8b', 'qwen2.5:7b'];
    double.requests.length = 0;
    double.script = (request) => (request.model === 'llama3.1:8b' ? reply('OK') : { status: 404, body: JSON.stringify({ error: { message: `model "${request.model}" not found, try pulling it first` } }) });
    const result = await probeModelServer({ baseUrl: double.url, model: 'llama3.1:8b' });
    expect(result.models).toEqual({ ok: true, ids: ['llama3.1:8b', 'qwen2.5:7b'] });
    expect(result.completion).toEqual({ ok: true, reply: 'OK' });
    expect(double.requests).toHaveLength(1);
    expect((double.requests[0] as unknown as { max_tokens: number }).max_tokens).toBe(1);
    expect(modelCheckVerdict(result)).toEqual({ ok: true, message: `${double.url} is reachable, lists 2 models and "llama3.1:8b" replied "OK". Research will ask "llama3.1:8b" to write answers.` });

    const missing = modelCheckVerdict(await probeModelServer({ baseUrl: double.url, model: 'mistral' }));
    expect(missing.ok).toBe(false);
    expect(missing.message).toBe(
      `${double.url} is reachable, but it has no model named "mistral" (404: model "mistral" not found, try pulling it first). It lists "llama3.1:8b", "qwen2.5:7b". Correct the model name, or add the model to the server (for Ollama: ollama pull mistral).`,
    );
  });

  it('a model that answers with an empty reply: said as empty, not as a reply written', async () => {
    double.models = ['llama3.1:8b'];
    double.script = () => reply('');
    const verdict = modelCheckVerdict(await probeModelServer({ baseUrl: double.url, model: 'llama3.1:8b' }));
    expect(verdict).toEqual({
      ok: false,
      message: `${double.url} is reachable, lists 1 model and "llama3.1:8b" answered with an empty reply (no text). Research will ask "llama3.1:8b"; while its replies come back empty, the built-in engine answers instead. Test again once the model has loaded, or choose another model.`,
    });
  });

  it('a closed port: unreachable, asked once', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await probeModelServer({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'llama3.1:8b' });
    expect(result.models).toMatchObject({ ok: false, unreachable: true });
    const verdict = modelCheckVerdict(result);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(new RegExp(`^Quire could not reach http://127\\.0\\.0\\.1:${port}/v1 \\(connect ECONNREFUSED`));
  });

  it('a web server that is not an OpenAI API: says to check the address', async () => {
    const verdict = modelCheckVerdict(await probeModelServer({ baseUrl: webUrl, model: 'llama3.1:8b' }));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/answers, but not like an OpenAI-compatible server/);
  });

  it('a server that accepts and never answers: the time limit decides', async () => {
    const verdict = modelCheckVerdict(await probeModelServer({ baseUrl: silentUrl, model: 'llama3.1:8b' }, 300));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/did not answer within the time limit \(no answer within 300 ms\)/);
  });
});
