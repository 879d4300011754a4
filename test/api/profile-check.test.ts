// Testing a profile's address and key with one request: the pure reading of what the probe found
// (table), then real probes over loopback (the local service, a closed port, a web page, a server
// that never answers) and the core's profiles.add / update / test / list carrying the result.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProfile, describeProbe, type ProbeFacts, type ProfileCheck } from '../../src/main/api/probe';
import { runQuire } from '../cli/helpers';
import { call, closedPort, makeCore, startTestService, tempDir } from '../sync/helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

const target = { baseUrl: 'https://api.example.org', apiVersion: '2025-11-27' as const };
const answered = (over: Partial<Extract<ProbeFacts, { kind: 'answered' }>>): ProbeFacts => ({
  kind: 'answered',
  status: 200,
  versionHeader: '2025-11-27',
  body: 'jobs',
  error: null,
  total: 3,
  ...over,
});

describe('describeProbe (pure)', () => {
  const table: Array<[string, ProbeFacts, Partial<ProfileCheck>, string]> = [
    ['key accepted, same version', answered({}), { outcome: 'ok', reachable: true, keyAccepted: true, apiVersion: '2025-11-27' }, 'Reached https://api.example.org: the key was accepted; API version 2025-11-27; 3 research jobs in the account.'],
    ['no total given', answered({ total: null }), { outcome: 'ok' }, 'Reached https://api.example.org: the key was accepted; API version 2025-11-27.'],
    ['one job', answered({ total: 1 }), { outcome: 'ok' }, 'Reached https://api.example.org: the key was accepted; API version 2025-11-27; 1 research job in the account.'],
    [
      'answered with another version',
      answered({ versionHeader: '2025-08-08', total: null }),
      { outcome: 'ok', apiVersion: '2025-08-08' },
      'Reached https://api.example.org: the key was accepted; it answered with API version 2025-08-08, not the 2025-11-27 Quire asked for.',
    ],
    [
      'no version header',
      answered({ versionHeader: null, total: null }),
      { outcome: 'ok', apiVersion: null },
      'Reached https://api.example.org: the key was accepted; it did not say which API version it used (Quire asks for 2025-11-27).',
    ],
    [
      'nothing there',
      { kind: 'unreachable', reason: 'nothing answered at that address; ECONNREFUSED' },
      { outcome: 'unreachable', reachable: false, keyAccepted: null },
      'Could not reach https://api.example.org (nothing answered at that address; ECONNREFUSED). Check the address and that the service is running; the key was not tested.',
    ],
    [
      'key refused',
      answered({ status: 401, body: 'json', error: 'Invalid API key', total: null }),
      { outcome: 'key_refused', reachable: true, keyAccepted: false },
      'https://api.example.org answered, but did not accept the API key (401: "Invalid API key"). Enter the key again.',
    ],
    [
      'version refused',
      answered({ status: 400, body: 'json', error: "Unsupported API-Version '2025-11-27'", total: null }),
      { outcome: 'version_refused', keyAccepted: true },
      `https://api.example.org accepted the key but not API version 2025-11-27 (400: "Unsupported API-Version '2025-11-27'"). Choose another API version.`,
    ],
    [
      'rate limited',
      answered({ status: 429, body: 'json', error: 'slow down', total: null }),
      { outcome: 'rate_limited', keyAccepted: null },
      'https://api.example.org answered but is rate limiting requests (429), so the key could not be tested. Try again in a little while.',
    ],
    ['out of credit', answered({ status: 402, body: 'json', error: 'no credit', total: null }), { outcome: 'ok', keyAccepted: true }, 'https://api.example.org accepted the key, but the account is out of credit (402). Top up to run research.'],
    [
      'service error',
      answered({ status: 503, body: 'json', error: 'Service unavailable', total: null }),
      { outcome: 'service_error', keyAccepted: null },
      'https://api.example.org answered with an error (503: "Service unavailable"), so the key could not be tested. Try again later.',
    ],
    [
      'a web page',
      answered({ body: 'not_json', versionHeader: null, total: null }),
      { outcome: 'not_a_service', reachable: true, keyAccepted: null },
      'Something answered at https://api.example.org (200), but not like a research service (an answer that is not JSON). Check the address.',
    ],
    ['other JSON', answered({ body: 'json', total: null }), { outcome: 'not_a_service' }, 'Something answered at https://api.example.org (200), but not like a research service (JSON of another shape). Check the address.'],
    ['too large', answered({ body: 'too_large', total: null }), { outcome: 'not_a_service' }, 'Something answered at https://api.example.org (200), but not like a research service (an answer too large to be one). Check the address.'],
    ['404 page', answered({ status: 404, body: 'not_json', total: null }), { outcome: 'not_a_service' }, 'Something answered at https://api.example.org (404), but not like a research service (an answer that is not JSON). Check the address.'],
    ['404 JSON', answered({ status: 404, body: 'json', error: 'Not found', total: null }), { outcome: 'service_error' }, 'https://api.example.org answered 404: "Not found". Check the address.'],
  ];
  it.each(table)('%s', (_name, facts, expected, message) => {
    const check = describeProbe(facts, target, new Date('2026-01-02T03:04:05Z'));
    expect(check).toMatchObject({ ...expected, message, checkedAt: '2026-01-02T03:04:05.000Z' });
  });
});

async function listen(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('checkProfile over real loopback', () => {
  it('the local service: key accepted with the version it answered; a wrong key refused; each version named', async () => {
    const service = await startTestService(tempDir('probe-svc'));
    cleanup.push(() => service.close());
    const ok = await checkProfile({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    expect(ok).toMatchObject({ outcome: 'ok', reachable: true, keyAccepted: true, apiVersion: '2025-11-27' });
    expect(ok.message).toBe(`Reached ${service.url}: the key was accepted; API version 2025-11-27; 0 research jobs in the account.`);
    const old = await checkProfile({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-08-08' });
    expect(old).toMatchObject({ outcome: 'ok', apiVersion: '2025-08-08' });
    const wrong = await checkProfile({ baseUrl: service.url, apiKey: 'csk-wrong', apiVersion: '2025-11-27' });
    expect(wrong).toMatchObject({ outcome: 'key_refused', reachable: true, keyAccepted: false });
    expect(wrong.message).toContain('did not accept the API key (401: "Invalid API key")');
    // a service answering 5xx: reached, key untested
    service.faults.set({ status5xxNext: 1 });
    const failing = await checkProfile({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    expect(failing).toMatchObject({ outcome: 'service_error', reachable: true, keyAccepted: null });
    // garbage with 200
    service.faults.set({ malformedNext: 1 });
    expect(await checkProfile({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' })).toMatchObject({ outcome: 'not_a_service' });
  });

  it('a closed port is unreachable with the real reason', async () => {
    const port = await closedPort();
    const check = await checkProfile({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'csk-x', apiVersion: '2025-11-27' });
    expect(check).toMatchObject({ outcome: 'unreachable', reachable: false, keyAccepted: null, apiVersion: null });
    expect(check.message).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:\d+ \(nothing answered at that address; ECONNREFUSED\)/);
  });

  it('a web page is not a research service; a server that never answers times out', async () => {
    const page = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Welcome</body></html>');
    });
    cleanup.push(page.close);
    expect(await checkProfile({ baseUrl: page.url, apiKey: 'k', apiVersion: '2025-11-27' })).toMatchObject({ outcome: 'not_a_service', reachable: true });
    const silent = await listen(() => undefined);
    cleanup.push(silent.close);
    const check = await checkProfile({ baseUrl: silent.url, apiKey: 'k', apiVersion: '2025-11-27' }, 300);
    expect(check).toMatchObject({ outcome: 'unreachable' });
    expect(check.message).toContain('no answer within');
  });
});

describe('profiles.add / update / test through the core', () => {
  it('adding tests the URL and key and says what it found; the profile is saved either way; editing the key tests again', async () => {
    const service = await startTestService(tempDir('probe-svc2'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('probe-core');
    const core = await makeCore(dataDir, service, { autoSync: false });
    cleanup.push(() => core.close());

    const good = await call(core, 'profiles.add', { name: 'Good', baseUrl: service.url, apiKey: service.apiKey });
    expect(good.check).toMatchObject({ outcome: 'ok', keyAccepted: true, apiVersion: '2025-11-27' });

    const badKey = await call(core, 'profiles.add', { name: 'Bad key', baseUrl: service.url, apiKey: 'csk-not-this-one' });
    expect(badKey.check.outcome).toBe('key_refused');

    const port = await closedPort();
    const nowhere = await call(core, 'profiles.add', { name: 'Nowhere', baseUrl: `http://127.0.0.1:${port}`, apiKey: 'csk-x' });
    expect(nowhere.check.outcome).toBe('unreachable');

    // all three are saved, each with what its test found
    const { profiles } = await call(core, 'profiles.list', {});
    const byId = new Map(profiles.map((p) => [p.id, p]));
    expect(byId.get(good.id)?.lastCheck?.outcome).toBe('ok');
    expect(byId.get(badKey.id)?.lastCheck?.outcome).toBe('key_refused');
    expect(byId.get(nowhere.id)?.lastCheck?.message).toContain('Could not reach');
    expect(byId.get('local')?.lastCheck).toBeNull();

    // fixing the key tests again
    const fixed = await call(core, 'profiles.update', { id: badKey.id, apiKey: service.apiKey });
    expect(fixed.check?.outcome).toBe('ok');
    // renaming alone sends nothing
    expect((await call(core, 'profiles.update', { id: good.id, name: 'Renamed' })).check).toBeNull();
    // an explicit test, and the local profile refuses one in words
    expect((await call(core, 'profiles.test', { id: nowhere.id })).outcome).toBe('unreachable');
    await expect(call(core, 'profiles.test', { id: 'local' })).rejects.toThrow(/nothing to test/);
    await core.close();

    // the CLI says the same and exits non-zero when the test failed
    const cli = await runQuire(['--data', dataDir, '--base-url', service.url, '--api-key', service.apiKey, 'profiles', 'test', nowhere.id]);
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(`Could not reach http://127.0.0.1:${port}`);
    const passing = await runQuire(['--data', dataDir, '--base-url', service.url, '--api-key', service.apiKey, 'profiles', 'test', good.id]);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain('the key was accepted');
  });
});
