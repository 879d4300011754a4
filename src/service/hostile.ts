// Hostile answers for the fault injector (faults.ts): a body that never ends reasonably (huge,
// chunked), a slow drip, JSON of another shape, a chat stream that never finishes. They exist so the
// client's bounds (byte caps, timeouts, stream caps) are tested against a real server over loopback.
import type { ServerResponse } from 'node:http';
import type { FaultController, PostDecision } from './faults';

const CHUNK = Buffer.alloc(64 * 1024, ' ');

/** Waits until the response can take more, or is gone (listeners removed either way). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Writes `bytes` of a JSON-looking body, chunk by chunk, stopping as soon as the client hangs up. */
async function writeHuge(res: ServerResponse, faults: FaultController, bytes: number, version: string): Promise<void> {
  faults.stats.hugeAnswers++;
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'API-Version': version });
  res.write('{"data": [');
  let sent = 0;
  while (sent < bytes && !res.destroyed) {
    const ok = res.write(CHUNK);
    sent += CHUNK.length;
    faults.stats.hugeBytesSent += CHUNK.length;
    if (!ok) await drained(res);
  }
  if (!res.destroyed) res.end('], "pagination": {"page": 1, "limit": 1, "has_next": false}}');
}

/** Writes the real body one byte every `ms` milliseconds. */
async function writeDrip(res: ServerResponse, text: Buffer, status: number, ms: number, version: string): Promise<void> {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': text.length, 'API-Version': version });
  for (let i = 0; i < text.length && !res.destroyed; i++) {
    res.write(text.subarray(i, i + 1));
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
  if (!res.destroyed) res.end();
}

/** Serves a hostile post-decision for a JSON reply; false when the decision is not a hostile one. */
export async function writeHostile(res: ServerResponse, faults: FaultController, decision: PostDecision, status: number, body: unknown, version: string): Promise<boolean> {
  if (decision === 'huge') {
    await writeHuge(res, faults, faults.hugeBodyBytes, version);
    return true;
  }
  if (decision === 'drip') {
    await writeDrip(res, Buffer.from(JSON.stringify(body)), status, faults.dripMs, version);
    return true;
  }
  if (decision === 'wrongShape') {
    const text = JSON.stringify({ items: 'not what you asked for', ok: 1 });
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'API-Version': version });
    res.end(text);
    return true;
  }
  return false;
}

/** A chat stream that sends a content frame every few milliseconds and never says [DONE]. */
export async function writeEndlessStream(res: ServerResponse, faults: FaultController, messageId: string): Promise<void> {
  const frame = Buffer.from(`data: ${JSON.stringify({ id: messageId, content: 'and on and on ' })}\n\n`);
  while (!res.destroyed && !res.writableEnded) {
    const ok = res.write(frame);
    faults.stats.endlessFramesSent++;
    if (!ok) await drained(res);
    else if (faults.stats.endlessFramesSent % 64 === 0) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
}
