// `quire chat` replies that the service is still writing, through the CLI against a real local service
// (its chat reveals a reply chunk by chunk; a slow step makes that take seconds) and a real SQLite
// mirror: a question queued offline and sent by `sync --once` whose wait ends before the reply is
// written is stored and shown as incomplete, and the next `sync --once` fetches it again until complete.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import type { ChatMessage } from '../../src/shared/domain';
import { QUICK_RETRY, runQuire, stdoutJson as parse } from './helpers';
import { closedPort } from '../sync/helpers';

let service: RunningService;
const temps: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quire-cli-${name}-`));
  temps.push(dir);
  return dir;
}


beforeAll(async () => {
  // a chat chunk every 300 ms (a fifth of a step): a reply takes seconds to write
  service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 1500, testHooks: true });
});

afterAll(async () => {
  await service?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('a chat reply still being written', () => {
  it('is stored and shown as incomplete when sync --once stops waiting, and the next sync --once completes it', async () => {
    const data = tempDir('notebook');
    const online = ['--data', data, '--base-url', service.url, '--api-key', service.apiKey];
    const port = await closedPort();
    const offline = ['--data', data, '--base-url', `http://127.0.0.1:${port}`, '--api-key', service.apiKey];
    const researched = await runQuire([...online, 'research', 'How do sea otters protect kelp forests?', '--wait', '--loops', '1', '--json']);
    expect(researched.code).toBe(0);
    const jobId = parse<{ id: string }>(researched).id;

    const question = 'What do the sources say about sea urchins and kelp?';
    const queued = await runQuire([...offline, 'chat', jobId, question], { retry: QUICK_RETRY });
    expect(queued.code).toBe(3);
    const waiting = await runQuire([...offline, 'chat', jobId, '--history'], { retry: QUICK_RETRY });
    expect(waiting.stdout).toContain(`You (queued, not sent yet): ${question}`);

    // the service is back; this sync's wait ends while the reply is being written
    const cut = await runQuire([...online, 'sync', '--once', '--timeout', '1']);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/Stopped waiting after 1 s \(Syncing: receiving 1 chat answer still being written\)/);
    const partial = parse<{ messages: ChatMessage[] }>(await runQuire([...offline, 'chat', jobId, '--history', '--json'], { retry: QUICK_RETRY })).messages;
    const reply = partial.find((message) => message.role === 'assistant');
    expect(reply?.status).toBe('processing');
    const text = await runQuire([...offline, 'chat', jobId, '--history'], { retry: QUICK_RETRY });
    expect(text.stdout).toContain('Quire (still being written…): ');
    expect(text.stdout).toContain('(incomplete: this is the text so far; `quire sync --once` fetches the rest)');

    // one more sync --once waits for the reply it knows is incomplete, and stores it whole
    const synced = await runQuire([...online, 'sync', '--once']);
    expect(synced.code).toBe(0);
    expect(synced.stdout).toContain('Up to date');
    const whole = parse<{ messages: ChatMessage[] }>(await runQuire([...offline, 'chat', jobId, '--history', '--json'], { retry: QUICK_RETRY })).messages;
    const done = whole.find((message) => message.role === 'assistant');
    expect(done?.status).toBe('completed');
    expect(done?.content.startsWith(reply?.content ?? '-')).toBe(true);
    // the mirror holds what the service holds
    const response = await fetch(`${service.url}/research/${(parse<{ serverId: string }>(await runQuire([...offline, 'show', jobId, '--json'], { retry: QUICK_RETRY }))).serverId}/chat`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    const served = (await response.json()) as { data?: { role: string; content: string; status: string }[] } | { role: string; content: string; status: string }[];
    const list = Array.isArray(served) ? served : (served.data ?? []);
    const servedReply = list.find((message) => message.role === 'assistant');
    expect(servedReply).toMatchObject({ status: 'completed', content: done?.content });
    const history = await runQuire([...offline, 'chat', jobId, '--history'], { retry: QUICK_RETRY });
    expect(history.stdout).not.toContain('still being written');
    expect(history.stdout).toContain(`Quire: ${done?.content ?? '-'}`);
  });
});
