// The extraction worker thread's entry: reads one document at a time for extract-runner.ts, so a
// hostile file that exhausts memory or never finishes takes down this thread (capped by
// resourceLimits and stopped by the runner's timer), never the local service. Built as
// out/main/extract-worker.js (electron.vite.config.ts); run from source under tsx in tests.
import { parentPort } from 'node:worker_threads';
import { extractDocument } from './extract';
import { ExtractError } from './extract-limits';
import type { WorkerJob, WorkerReply } from './extract-runner';

const port = parentPort;
if (!port) throw new Error('extract-worker.ts runs only as a worker thread');

port.on('message', (job: WorkerJob) => {
  void (async () => {
    let reply: WorkerReply;
    try {
      const buffer = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
      reply = { type: 'done', id: job.id, doc: await extractDocument(buffer, job.fileName, job.declaredType, job.limits) };
    } catch (error) {
      reply = { type: 'failed', id: job.id, refused: error instanceof ExtractError, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  })();
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
