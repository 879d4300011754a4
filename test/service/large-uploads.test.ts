// Upload size limits of the local service over real HTTP: the public service's 25 MB limit by
// default, a raised limit (`--max-upload-mb`, used by the upload benchmark) under which files over
// the 25 MB indexing limit are stored on disk without being read into memory and say they are not
// searchable, and the pure decision behind it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexingDecision, MAX_INDEX_BYTES } from '../../src/service/routes-library';
import type { RunningService } from '../../src/service/server';
import { call, startTestService, upload } from './helpers';
import { EMBEDDED_UPLOAD_LIMIT_BYTES, uploadLimitFromRefusal } from '../../src/shared/upload-limit';

const MiB = 1024 * 1024;

describe('indexingDecision', () => {
  it.each([
    [0, true, null],
    [MAX_INDEX_BYTES, true, null],
    [MAX_INDEX_BYTES + 1, false, 'stored but not searchable: 25.0 MB is over the 25 MB indexing limit'],
    [500 * MiB, false, 'stored but not searchable: 500 MB is over the 25 MB indexing limit'],
  ])('%i bytes → index %s', (size, index, reason) => {
    const decision = indexingDecision(size);
    expect(decision.index).toBe(index);
    expect(decision.index ? null : decision.reason).toBe(reason);
  });
});

describe('upload size limits', () => {
  let standard: RunningService & { dataDir: string };
  let raised: RunningService & { dataDir: string };
  beforeAll(async () => {
    standard = await startTestService({ sampleLibrary: false });
    raised = await startTestService({ sampleLibrary: false, maxUploadBytes: 40 * MiB });
  });
  afterAll(async () => {
    await standard.close();
    await raised.close();
  });

  it('refuses a file over 25 MB by default, in words, and keeps nothing of it', async () => {
    const res = await upload(standard, 'big.txt', Buffer.alloc(26 * MiB, 'a'), 'text/plain');
    expect(res.status).toBe(400);
    expect(res.text).toContain('big.txt exceeds the 25 MB upload limit');
    // the limit the core assumes for the embedded library (and checks before sending) is the one the service refuses at
    expect(uploadLimitFromRefusal(res.text)).toBe(EMBEDDED_UPLOAD_LIMIT_BYTES);
    const list = await call<{ data: unknown[] }>(standard, 'GET', '/research/files');
    expect(list.body.data).toHaveLength(0);
    expect(fs.readdirSync(path.join(standard.dataDir, 'uploads'))).toEqual([]);
  });

  it('with a raised limit stores a 30 MB file byte for byte, says it is not searchable, and lists it', async () => {
    const content = Buffer.alloc(30 * MiB, 'zebrafish ');
    const res = await upload(raised, 'atlas.txt', content, 'text/plain');
    expect(res.status).toBe(200);
    const body = res.body as { id: string; size: number; indexed?: boolean; note?: string };
    expect(body.size).toBe(content.length);
    expect(body.indexed).toBe(false);
    expect(body.note).toBe('stored but not searchable: 30 MB is over the 25 MB indexing limit');
    const stored = fs.readdirSync(path.join(raised.dataDir, 'uploads', body.id));
    expect(fs.statSync(path.join(raised.dataDir, 'uploads', body.id, stored[0] ?? '')).size).toBe(content.length);
    const list = await call<{ data: Array<{ id: string }> }>(raised, 'GET', '/research/files');
    expect(list.body.data.map((file) => file.id)).toEqual([body.id]);
  });

  it('with a raised limit still indexes a small file and still refuses one over the raised limit', async () => {
    const small = await upload(raised, 'note.txt', 'Zebrafish regrow heart tissue after injury.', 'text/plain');
    expect(small.status).toBe(200);
    expect((small.body as { indexed?: boolean }).indexed).toBeUndefined();
    const over = await upload(raised, 'huge.bin', Buffer.alloc(41 * MiB, 1), 'application/octet-stream');
    expect(over.status).toBe(400);
    expect(over.text).toContain('huge.bin exceeds the 40 MB upload limit');
  });
});
