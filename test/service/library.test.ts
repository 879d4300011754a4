// @vitest-environment node
// Contract tests for files (spec 2.4, 4.2) and collections (2.5, 4.3): multipart upload of text,
// Markdown, HTML, DOCX and PDF with extraction, the collection_id filter, collection CRUD, and
// research restricted to uploaded files / collections.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { call, citationMarkers, createJob, startTestService, upload, waitForJob } from './helpers';
import { buildPdf } from '../security/hostile-files';

let service: RunningService & { dataDir: string };

beforeAll(async () => {
  service = await startTestService({ concurrencyLimit: 50 });
});
afterAll(async () => {
  await service.close();
});

/** A minimal DOCX (word/document.xml + content types + rels) built with JSZip. */
async function minimalDocx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

interface FileBody {
  id: string;
  file_name: string;
  content_type: string;
  collection_id: string | null;
}

describe('collections (spec 4.3)', () => {
  it('create, get, PATCH and list as a pagination envelope', async () => {
    const created = await call<{ id: string; name: string; description: string | null; created_at: string; updated_at: string }>(service, 'POST', '/research/collections', {
      body: { name: 'Bees', description: 'Pollinators' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Bees', description: 'Pollinators' });
    const got = await call(service, 'GET', `/research/collections/${created.body.id}`);
    expect(got.body).toEqual(created.body);
    const patched = await call<{ name: string; description: string }>(service, 'PATCH', `/research/collections/${created.body.id}`, { body: { name: 'Wild bees' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Wild bees', description: 'Pollinators' });
    const list = await call<{ data: { id: string; name: string }[]; pagination: { total: number } }>(service, 'GET', '/research/collections');
    expect(list.body.data.find((c) => c.id === created.body.id)?.name).toBe('Wild bees');
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('validates names and answers 404 for unknown collections', async () => {
    const bad = await call<{ error: string }>(service, 'POST', '/research/collections', { body: { name: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('name');
    expect((await call(service, 'GET', '/research/collections/00000000-0000-4000-8000-000000000009')).status).toBe(404);
    expect((await call(service, 'PATCH', '/research/collections/00000000-0000-4000-8000-000000000009', { body: { name: 'x' } })).status).toBe(404);
  });
});

describe('files (spec 2.4, 4.2)', () => {
  let collectionId: string;

  beforeAll(async () => {
    collectionId = String((await call(service, 'POST', '/research/collections', { body: { name: 'Bee notes' } })).body.id);
  });

  it('uploads plain text into a collection and returns the file object', async () => {
    const res = await upload(service, 'bees.txt', 'Honeybees perform a waggle dance to tell nestmates where flowers are.\n\nThe angle of the dance encodes the direction of the nectar source.', 'text/plain', collectionId);
    expect(res.status).toBe(200);
    const file = res.body as FileBody;
    expect(file).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), file_name: 'bees.txt', content_type: 'text/plain', collection_id: collectionId });
    expect(Object.keys(file).sort()).toEqual(['collection_id', 'content_type', 'created_at', 'file_name', 'id', 'size']);
  });

  it('extracts Markdown, HTML, DOCX and PDF', async () => {
    const md = await upload(service, 'bumblebees.md', '# Bumblebees\n\nBumblebees buzz-pollinate tomato flowers by vibrating their flight muscles.', 'text/markdown', collectionId);
    expect((md.body as FileBody).content_type).toBe('text/markdown');
    const html = await upload(service, 'mason.html', '<html><head><title>Mason bees</title></head><body><p>Mason bees nest in hollow stems and pollinate orchard fruit early in spring.</p></body></html>', 'text/html', collectionId);
    expect((html.body as FileBody).content_type).toBe('text/html');
    const docx = await upload(service, 'leafcutter.docx', await minimalDocx(['Leafcutter bees line their nests with circles cut from rose leaves.']), 'application/octet-stream', collectionId);
    expect(docx.status).toBe(200);
    expect((docx.body as FileBody).content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const pdf = await upload(service, 'carpenter.pdf', buildPdf('Carpenter bees excavate tunnels in soft dead wood to raise their brood.', 1), 'application/pdf', collectionId);
    expect(pdf.status).toBe(200);
    expect((pdf.body as FileBody).content_type).toBe('application/pdf');
  });

  it('research restricted to a collection cites only its files, with files.quire.local URLs', async () => {
    const id = await createJob(service, { query: 'How do bees pollinate and nest? carpenter leafcutter mason', collection_ids: [collectionId], reasoning_loops: 2 });
    const job = await waitForJob(service, id);
    expect(job.status).toBe('completed');
    expect(job.results.length).toBeGreaterThanOrEqual(3);
    for (const result of job.results) expect(new URL(result.url).hostname).toBe('files.quire.local');
    const titles = job.results.map((r) => r.title).join(' | ');
    expect(titles).toMatch(/leafcutter/i); // from the DOCX
    expect(titles).toMatch(/carpenter/i); // from the PDF
    for (const n of citationMarkers(job.content ?? '')) expect(job.results.map((r) => r.citation_index)).toContain(n);
  });

  it('research restricted to files uses only those files; an empty scope fails with a reason', async () => {
    const list = await call<{ data: FileBody[] }>(service, 'GET', `/research/files?collection_id=${collectionId}&limit=200`);
    const txt = list.body.data.find((f) => f.file_name === 'bees.txt');
    if (!txt) throw new Error('bees.txt missing');
    const job = await waitForJob(service, await createJob(service, { query: 'waggle dance direction', files: [txt.id] }));
    expect(job.results.map((r) => r.url)).toEqual([expect.stringContaining(txt.id)]);
    const emptyCollection = String((await call(service, 'POST', '/research/collections', { body: { name: 'Empty' } })).body.id);
    const failed = await waitForJob(service, await createJob(service, { query: 'anything at all', collection_ids: [emptyCollection] }));
    expect(failed.status).toBe('failed');
  });

  it('lists files with the collection_id filter and pagination', async () => {
    const other = await upload(service, 'loose.txt', 'A loose note about kelp forests and sea otters.', 'text/plain');
    expect((other.body as FileBody).collection_id).toBeNull();
    const filtered = await call<{ data: FileBody[]; pagination: { total: number } }>(service, 'GET', `/research/files?collection_id=${collectionId}`);
    expect(filtered.body.data.length).toBe(5);
    expect(filtered.body.data.every((f) => f.collection_id === collectionId)).toBe(true);
    const paged = await call<{ data: FileBody[]; pagination: { has_next: boolean } }>(service, 'GET', '/research/files?limit=2&page=1');
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.pagination.has_next).toBe(true);
  });

  it('an upload retried with the same Idempotency-Key is stored once', async () => {
    const send = async (): Promise<{ id: string }> => {
      const form = new FormData();
      form.append('file', new Blob(['Solitary bees nest alone in the ground.'], { type: 'text/plain' }), 'solitary.txt');
      const res = await fetch(`${service.url}/research/files`, { method: 'POST', headers: { Authorization: `Bearer ${service.apiKey}`, 'Idempotency-Key': 'upload-1' }, body: form });
      expect(res.status).toBe(200);
      return (await res.json()) as { id: string };
    };
    const before = (await call<{ pagination: { total: number } }>(service, 'GET', '/research/files')).body.pagination.total;
    const first = await send();
    const second = await send();
    expect(second.id).toBe(first.id);
    expect((await call<{ pagination: { total: number } }>(service, 'GET', '/research/files')).body.pagination.total).toBe(before + 1);
  });

  /** A raw multipart upload of `text` as `name` with an Idempotency-Key, its body written by the caller (to hold or cut it). */
  function rawUpload(name: string, text: string, key: string) {
    const boundary = `quire-${key}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`);
    const content = Buffer.from(text);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = http.request({
      host: '127.0.0.1',
      port: new URL(service.url).port,
      method: 'POST',
      path: '/research/files',
      headers: { Authorization: `Bearer ${service.apiKey}`, 'Idempotency-Key': key, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + content.length + tail.length },
    });
    req.on('error', () => undefined);
    const answer = new Promise<{ status: number; body: { id: string } }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as { id: string } }));
      });
      req.on('error', reject);
    });
    answer.catch(() => undefined);
    return { req, answer, start: () => req.write(Buffer.concat([head, content.subarray(0, 8)])), finish: () => req.end(Buffer.concat([content.subarray(8), tail])), whole: () => req.end(Buffer.concat([head, content, tail])) };
  }
  /** The uploads the service is receiving now (their temp files). */
  const incoming = (): string[] => {
    const uploads = path.join(service.dataDir, 'uploads');
    return fs.existsSync(uploads) ? fs.readdirSync(uploads).filter((name) => name.startsWith('.incoming-')) : [];
  };
  const fileCount = async (): Promise<number> => (await call<{ pagination: { total: number } }>(service, 'GET', '/research/files')).body.pagination.total;
  const storedAs = async (name: string): Promise<number> => (await call<{ data: { file_name: string }[] }>(service, 'GET', '/research/files?limit=100')).body.data.filter((f) => f.file_name === name).length;

  it('a resend that arrives while the first upload with its Idempotency-Key is still being received is stored once (a client killed and restarted)', async () => {
    const before = await fileCount();
    // the first request is held half-way through its file; the resend is sent whole meanwhile
    const first = rawUpload('resent.txt', 'Leafcutter bees line their nests with cut leaves.', 'resend-while-first-runs');
    first.start();
    await expect.poll(() => incoming().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const second = rawUpload('resent.txt', 'Leafcutter bees line their nests with cut leaves.', 'resend-while-first-runs');
    second.whole();
    // without the guard the resend is stored at once; with it, it waits for the first (either way, go on)
    await Promise.race([second.answer, new Promise((resolve) => setTimeout(resolve, 1000))]);
    first.finish();
    const [a, b] = await Promise.all([first.answer, second.answer]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.id).toBe(a.body.id);
    expect(await fileCount()).toBe(before + 1);
  });

  it('a resend whose first request was cut off half-way (the client killed mid-upload) is stored, once', async () => {
    const first = rawUpload('cut.txt', 'Mason bees seal their nests with mud.', 'cut-then-resent');
    first.start();
    // the service is receiving it (its temp file exists); then the client goes away
    await expect.poll(() => incoming().length, { timeout: 10_000 }).toBeGreaterThan(0);
    first.req.destroy();
    const resend = rawUpload('cut.txt', 'Mason bees seal their nests with mud.', 'cut-then-resent');
    resend.whole();
    expect((await resend.answer).status).toBe(200);
    expect(await storedAs('cut.txt')).toBe(1);
    // the cut-off request let go of its temp file
    await expect.poll(() => incoming().length, { timeout: 10_000 }).toBe(0);
  });

  it('a resend cut off while it waited for a cut-off first does not hold up the next resend (two kills in a row)', async () => {
    const text = 'Carpenter bees bore into dead wood.';
    const first = rawUpload('twice.txt', text, 'cut-twice');
    first.start();
    await expect.poll(() => incoming().length, { timeout: 10_000 }).toBeGreaterThan(0);
    // the second waits behind the first; both clients go away (the second first)
    const second = rawUpload('twice.txt', text, 'cut-twice');
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    second.req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.req.destroy();
    const third = rawUpload('twice.txt', text, 'cut-twice');
    third.whole();
    expect((await Promise.race([third.answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]))?.status).toBe(200);
    expect(await storedAs('twice.txt')).toBe(1);
    await expect.poll(() => incoming().length, { timeout: 10_000 }).toBe(0);
  });

  it('a resend received whole whose client left while it waited does not hold up the next resend', async () => {
    // a service of its own, to read its log: it says when a resend had to stop waiting for a stuck first
    const logged: string[] = [];
    const own = await startTestService({ concurrencyLimit: 50, log: (line) => logged.push(line) });
    const shared = service;
    service = own;
    try {
      const text = 'Mining bees dig burrows in bare soil.';
      const first = rawUpload('whole.txt', text, 'left-while-waiting');
      first.start();
      await expect.poll(() => incoming().length, { timeout: 10_000 }).toBeGreaterThan(0);
      // the second is sent whole and waits behind the first; its client leaves, then the first is cut off
      const second = rawUpload('whole.txt', text, 'left-while-waiting');
      second.whole();
      await new Promise((resolve) => setTimeout(resolve, 300));
      second.req.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      first.req.destroy();
      const third = rawUpload('whole.txt', text, 'left-while-waiting');
      third.whole();
      expect((await third.answer).status).toBe(200);
      expect(await storedAs('whole.txt')).toBe(1);
      // the second, destroyed with its body unread, was rejected at once instead of holding its key
      expect(logged.filter((line) => line.includes('Idempotency-Key'))).toEqual([]);
    } finally {
      service = shared;
      await own.close();
    }
  });

  it('rejects bad uploads with a clear 400 and stores nothing', async () => {
    const before = (await call<{ pagination: { total: number } }>(service, 'GET', '/research/files')).body.pagination.total;
    const png = await upload(service, 'pixel.png', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), 'image/png');
    expect(png.status).toBe(400);
    expect((png.body as { error: string }).error).toMatch(/Unsupported file type image\/png/);
    const badCollection = await upload(service, 'x.txt', 'text about bees', 'text/plain', '00000000-0000-4000-8000-00000000000f');
    expect(badCollection.status).toBe(400);
    expect((badCollection.body as { error: string }).error).toContain('collection_id');
    const notMultipart = await call<{ error: string }>(service, 'POST', '/research/files', { body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.error).toContain('multipart');
    const noFile = await fetch(`${service.url}/research/files`, { method: 'POST', headers: { Authorization: `Bearer ${service.apiKey}` }, body: new FormData() });
    expect(noFile.status).toBe(400);
    const after = (await call<{ pagination: { total: number } }>(service, 'GET', '/research/files')).body.pagination.total;
    expect(after).toBe(before);
  });
});

describe('updates with files', () => {
  it('files attached to an update join the running job\'s scope', async () => {
    const slow = await startTestService({ stepDelayMs: 80 });
    try {
      const a = (await upload(slow, 'hornets.txt', 'Hornets hunt honeybees near the hive entrance in late summer.', 'text/plain')).body as { id: string };
      const b = (await upload(slow, 'hive-defence.txt', 'Honeybees defend the hive by balling hornets and raising their body heat.', 'text/plain')).body as { id: string };
      const id = await createJob(slow, { query: 'hornets honeybees hive', files: [a.id], reasoning_loops: 4 });
      const update = await call(slow, 'POST', `/research/${id}/updates`, { body: { update_content: 'hive defence', files: [b.id] } });
      expect(update.status).toBe(200);
      const unknown = await call<{ error: string }>(slow, 'POST', `/research/${id}/updates`, { body: { update_content: 'x', files: ['00000000-0000-4000-8000-000000000000'] } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toContain('files');
      const job = await waitForJob(slow, id);
      expect(job.status).toBe('completed');
      const urls = job.results.map((r) => r.url).join(' ');
      expect(urls).toContain(a.id);
      expect(urls).toContain(b.id);
    } finally {
      await slow.close();
    }
  });
});
