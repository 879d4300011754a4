// A chat reply still being written when the mirror first sees it (asked from another device, brought
// by a refresh of the job's chat) is followed until it is complete, as the window needs: before, only
// replies this engine sent or found at start were followed, and this one stayed "writing…" until the
// next start. The status counts it as being received meanwhile. Real service on loopback (a 200 ms
// chat chunk), real SQLite mirror.
import { afterEach, describe, expect, it } from 'vitest';
import { call, makeCore, mirrorFile, readMirror, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

describe('a chat reply brought by a refresh while still being written', () => {
  it('is followed until complete, and the status says it is being received meanwhile', async () => {
    const service = await startTestService(tempDir('chat-follow-svc'), { stepDelayMs: 1000 });
    cleanup.push(() => service.close());
    const dataDir = tempDir('chat-follow');
    const core = await makeCore(dataDir, service);
    cleanup.push(() => core.close());
    const { id } = await call(core, 'jobs.create', { query: 'How do sea otters affect kelp forests?', options: { reasoningLoops: 1 } });
    const job = await waitFor('the job to complete', async () => {
      const detail = await call(core, 'jobs.get', { id });
      return detail.status === 'completed' && detail.serverId ? detail : null;
    }, 60_000);

    // asked elsewhere: straight to the service
    const asked = await fetch(`${service.url}/research/${job.serverId}/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${service.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'What do the sources say about sea urchins and kelp?' }),
    });
    expect(asked.ok).toBe(true);
    const reply = (await asked.json()) as { id: string; status: string };
    expect(reply.status).toBe('processing');

    // one refresh brings it as it stands; nothing else asks for it again
    await call(core, 'chat.list', { jobId: id });
    const file = mirrorFile(dataDir);
    await waitFor('the reply in the mirror', () => readMirror(file).chats.find((chat) => chat.server_id === reply.id) ?? null);
    const receiving = await waitFor('the status to say it is being received', async () => {
      const status = await call(core, 'sync.status', {});
      return status.message.includes('receiving 1 chat answer still being written') ? status : null;
    });
    expect(receiving.state).toBe('syncing');
    const done = await waitFor('the reply to be complete in the mirror', () => readMirror(file).chats.find((chat) => chat.server_id === reply.id && chat.status === 'completed') ?? null, 30_000);
    const served = (await (await fetch(`${service.url}/research/${job.serverId}/chat/${reply.id}`, { headers: { Authorization: `Bearer ${service.apiKey}` } })).json()) as { content: string; status: string };
    expect(served.status).toBe('completed');
    expect(done.content).toBe(served.content);
    await waitFor('the status to be up to date', async () => (await call(core, 'sync.status', {})).message === 'Up to date' || null);
  });
});
