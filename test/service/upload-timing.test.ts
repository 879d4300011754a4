// The upload bench's receive timing: the service reports, for each stored upload, when its first body
// byte was read and when it was stored (so the bench can compare clients by receive throughput), and
// the pure helpers that write and read that log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { formatUploadTiming, parseUploadTiming, receiveMiBps, type UploadTiming } from '../../src/service/upload-timing';
import { startTestService, upload } from './helpers';

describe('formatUploadTiming / parseUploadTiming', () => {
  it.each([
    [{ fileId: 'f-1', bytes: 2048, firstByteAt: 100, storedAt: 350.25 }, 'upload timing: f-1 2048 bytes received and stored in 250.3 ms', 250.3],
    [{ fileId: 'abc', bytes: 524288000, firstByteAt: 0, storedAt: 3000 }, 'upload timing: abc 524288000 bytes received and stored in 3000.0 ms', 3000],
  ])('%o', (timing: UploadTiming, line, ms) => {
    expect(formatUploadTiming(timing)).toBe(line);
    expect(parseUploadTiming(`[service] ${line}`)).toEqual({ fileId: timing.fileId, bytes: timing.bytes, ms });
  });

  it.each(['[service] upload big.bin (5 bytes) stored; file x', 'listening on http://127.0.0.1:1', ''])('ignores %j', (line) => {
    expect(parseUploadTiming(line)).toBeNull();
  });
});

describe('receiveMiBps', () => {
  it.each([
    [1024 * 1024, 1000, 1],
    [500 * 1024 * 1024, 2500, 200],
    [10, 0, null],
    [10, Number.NaN, null],
    [10, -5, null],
  ])('%i bytes in %d ms → %s', (bytes, ms, expected) => {
    expect(receiveMiBps(bytes, ms)).toBe(expected);
  });
});

describe('onUploadStored over HTTP', () => {
  let service: RunningService & { dataDir: string };
  const timings: UploadTiming[] = [];
  beforeAll(async () => {
    service = await startTestService({ sampleLibrary: false, onUploadStored: (timing) => timings.push(timing) });
  });
  afterAll(async () => {
    await service.close();
  });

  it('reports a stored upload once, with its id, its size and a first byte read before it was stored', async () => {
    const before = performance.now();
    const content = Buffer.from('Lichens on the north wall of the granary grew back within four winters.\n'.repeat(40));
    const res = await upload(service, 'granary.txt', content, 'text/plain');
    expect(res.status).toBe(200);
    const id = (res.body as { id: string }).id;
    expect(timings).toHaveLength(1);
    const [timing] = timings;
    expect(timing?.fileId).toBe(id);
    expect(timing?.bytes).toBe(content.length);
    expect(timing?.firstByteAt).toBeGreaterThanOrEqual(before);
    expect(timing?.storedAt).toBeGreaterThanOrEqual(timing?.firstByteAt ?? Number.POSITIVE_INFINITY);
  });

  it('reports nothing for an upload that is refused (no file field)', async () => {
    const count = timings.length;
    const refused = await fetch(`${service.url}/research/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.apiKey}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--xyz--\r\n',
    });
    expect(refused.status).toBe(400);
    expect(timings.length).toBe(count);
  });
});
