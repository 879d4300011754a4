// Child process for the SIGKILL crash test: runs a core against the parent's service and keeps the
// engine busy with new intents, printing "ACK <kind> <name>" once each is acknowledged to the "user".
import fs from 'node:fs';
import path from 'node:path';
import { createCore } from '../../src/main/core';
import { dispatch } from '../../src/shared/dispatch';
import type { OperationName } from '../../src/shared/contract';
import { mulberry32 } from '../../src/service/faults';

const { CRASH_DATA_DIR: dataDir = '', CRASH_URL: url = '', CRASH_KEY: apiKey = '', CRASH_RUN: run = '0', CRASH_SEED: seedText = '1' } = process.env;

const random = mulberry32(Number(seedText) * 7919 + Number(run));
const topics = ['sea otters kelp', 'lithium battery ageing', 'coffee sleep', 'printing press history'];

async function main(): Promise<void> {
  const core = await createCore({
    dataDir,
    transport: 'cli',
    openExternal: async () => undefined,
    serviceOverride: { baseUrl: url, apiKey },
    engineTiming: { pullIntervalMs: 200, followMinMs: 20, followMaxMs: 80, retryBaseMs: 20, retryCapMs: 200, progressThrottleMs: 1 },
    limits: { concurrencyLimit: 50, monthlyLoopBudget: 1_000_000 },
    retry: { attempts: 2, baseMs: 5, capMs: 20 },
  });
  const invoke = async (name: OperationName, input: unknown): Promise<unknown> => {
    const envelope = await dispatch(core.handlers, name, input);
    if (!envelope.ok) throw new Error(envelope.error.message);
    return envelope.value;
  };
  process.stdout.write('READY\n');
  const filesDir = path.join(dataDir, 'crash-files');
  fs.mkdirSync(filesDir, { recursive: true });
  for (let i = 0; ; i++) {
    const name = `r${run}-i${i}`;
    const pick = random();
    if (pick < 0.45) {
      const query = `${topics[i % topics.length]} ${name}`;
      await invoke('jobs.create', { query, options: { reasoningLoops: 1 } });
      process.stdout.write(`ACK job ${query}\n`);
    } else if (pick < 0.6) {
      await invoke('collections.create', { name: `shelf ${name}`, description: '' });
      process.stdout.write(`ACK collection shelf ${name}\n`);
    } else if (pick < 0.85) {
      const file = path.join(filesDir, `${name}.md`);
      fs.writeFileSync(file, `# ${name}\nSea otters and kelp, note ${name}. ${'x'.repeat(Math.floor(random() * 200_000))}`);
      const result = (await invoke('uploads.addPaths', { paths: [file] })) as { queued: unknown[] };
      if (result.queued.length === 1) process.stdout.write(`ACK file ${name}.md\n`);
    } else {
      const jobs = (await invoke('jobs.list', { status: 'completed', limit: 5 })) as { items: Array<{ id: string; query: string }> };
      const job = jobs.items[0];
      if (job) {
        const content = `question ${name}?`;
        await invoke('chat.send', { jobId: job.id, content });
        process.stdout.write(`ACK chat ${job.query}\t${content}\n`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(random() * 30)));
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`crash child failed: ${String(error)}\n`);
  process.exit(1);
});
