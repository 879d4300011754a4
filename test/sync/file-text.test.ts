// Offline search reaches the text of uploaded documents: a file uploaded through Quire is read on this
// machine (the local service's extractors, in their worker, with their limits) and its text kept in the
// mirror's FTS, so a word only the document holds is found with the service gone. Deleting or discarding
// the file takes its text out of the index. Real parts: the embedded service on loopback, real SQLite
// files, real files on disk (a link, an oversized file, a broken DOCX).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTextDecision, FileTextReader, keptText, readLibraryTexts, unreadReason } from '../../src/main/sync/file-text';
import { ApiClient } from '../../src/main/api/client';
import { openMirror } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { MATCH_END, MATCH_START } from '../../src/shared/domain';
import { call, makeCore, serviceState, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => undefined);
  cleanup = [];
});

describe('fileTextDecision', () => {
  it.each([
    [1, 100, true, ''],
    [100, 100, true, ''],
    [101, 100, false, 'Quire reads the text of files up to'],
    [0, 100, false, 'The file is empty.'],
    [null, 100, false, 'Its size is unknown'],
    [26 * 1024 * 1024, 25 * 1024 * 1024, false, 'It is 26 MB; Quire reads the text of files up to 25 MB for search.'],
  ] as const)('a file of %s bytes (bound %s) is read: %s', (size, max, read, reason) => {
    const decision = fileTextDecision(size, max);
    expect(decision.read).toBe(read);
    if (!decision.read) expect(decision.reason).toContain(reason);
  });
});

describe('keptText', () => {
  it.each([
    ['short', 10, 'short', false],
    ['exactly10!', 10, 'exactly10!', false],
    ['0123456789abc', 10, '0123456789', true],
    ['0123456789\nabc', 10, '0123456789', true],
  ])('%j cut at %i keeps %j (truncated %s)', (text, max, kept, truncated) => {
    expect(keptText(text, max)).toEqual({ text: kept, truncated });
  });
});

describe('unreadReason', () => {
  it.each([
    ['a.png is neither valid UTF-8 text nor a supported document (text, Markdown, HTML, PDF, DOCX)', 'Its text is not searched: a.png is neither valid UTF-8 text nor a supported document (text, Markdown, HTML, PDF, DOCX).'],
    ['Unsupported file type image/png for a.png: the local service indexes text, Markdown, HTML, PDF and DOCX', 'Its text is not searched: Unsupported file type image/png for a.png: Quire reads text, Markdown, HTML, PDF and DOCX.'],
    ['b.docx was not read: it expands to more than 100 MB (a zip bomb or not a document)', 'Its text is not searched: b.docx was not read: it expands to more than 100 MB (a zip bomb or not a document).'],
  ])('%j', (message, said) => {
    expect(unreadReason(message)).toBe(said);
  });
});

describe('FileTextReader against hostile files', () => {
  it('reads a text file, refuses a link, an oversized file and a broken DOCX, each with its reason', async () => {
    const dir = tempDir('ftr');
    const reader = new FileTextReader(1024);
    cleanup.push(() => reader.close());
    fs.writeFileSync(path.join(dir, 'notes.md'), '# Fen survey\n\nThe quillwort grows only in the north pool.\n');
    fs.symlinkSync(path.join(dir, 'notes.md'), path.join(dir, 'link.md'));
    fs.writeFileSync(path.join(dir, 'big.txt'), 'x'.repeat(2048));
    fs.writeFileSync(path.join(dir, 'broken.docx'), Buffer.from('PK\u0003\u0004 not really a zip archive at all'));

    const read = await reader.read(path.join(dir, 'notes.md'), 'notes.md', 'text/markdown');
    expect(read).toMatchObject({ truncated: false });
    expect('text' in read && read.text).toContain('quillwort grows only in the north pool');
    expect(await reader.read(path.join(dir, 'link.md'), 'link.md', 'text/markdown')).toEqual({ reason: 'It is a link; Quire does not follow links to read a text.' });
    expect(await reader.read(path.join(dir, 'big.txt'), 'big.txt', 'text/plain')).toEqual({ reason: expect.stringContaining('Quire reads the text of files up to') });
    const broken = await reader.read(path.join(dir, 'broken.docx'), 'broken.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(broken).toEqual({ reason: expect.stringMatching(/^Its text is not searched: broken\.docx /) });
  }, 60_000);
});

describe('the mirror keeps a file\'s text true', () => {
  it('a file gone from the service (a complete pull without it) takes its text out of search', () => {
    const { db } = openMirror(path.join(tempDir('ftm'), 'mirror.db'));
    cleanup.push(() => {
      db.close();
    });
    const repo = new Repo(db);
    const id = repo.createLocalFile({ fileName: 'fen.md', contentType: 'text/markdown', collectionId: null, size: 10, path: '/nowhere/fen.md', contentHash: null });
    expect(repo.fileTexts.set(id, { text: 'The quillwort grows in the north pool.', truncated: false }, 'upload')).toBe(true);
    expect(repo.search.search('quillwort', 10)).toEqual([
      expect.objectContaining({ jobId: id, query: 'fen.md', status: 'file', field: 'file_text', snippet: expect.stringContaining(`${MATCH_START}quillwort${MATCH_END}`) }),
    ]);
    // re-read: only the new text is found
    repo.fileTexts.set(id, { text: 'The pool was drained in spring.', truncated: false }, 'upload');
    expect(repo.search.search('quillwort', 10)).toEqual([]);
    expect(repo.search.search('drained', 10)).toHaveLength(1);
    // uploaded, then deleted on the service: the complete pull drops the row, its text and its index entry
    repo.completeIntent(repo.outboxForTarget(id)[0]!, () => repo.adoptFileRow(id, 'srv-1', 'text/markdown'));
    repo.applyFiles([], true);
    expect(repo.fileRow(id)).toBeUndefined();
    expect(repo.fileTexts.get(id)).toBeUndefined();
    expect(repo.search.search('drained', 10)).toEqual([]);
    // a file no longer in the mirror keeps no text
    expect(repo.fileTexts.set(id, { text: 'late', truncated: false }, 'upload')).toBe(false);
  });
});

describe('offline search reaches an uploaded document', () => {
  it('upload, stop the service, search a word only the document holds: the file is named, the word marked, the text reads', async () => {
    const service = await startTestService(tempDir('svc'));
    let serviceOpen = true;
    cleanup.push(() => (serviceOpen ? service.close() : undefined));
    const core = await makeCore(tempDir('core'), service);
    cleanup.push(() => core.close());
    const folder = tempDir('docs');
    const file = path.join(folder, 'fen-survey.md');
    fs.writeFileSync(file, '# Fen survey 2024\n\nIn the north pool we counted forty clumps of quillwort under the alder roots.\n');
    const added = await call(core, 'uploads.addPaths', { paths: [file] });
    expect(added.queued).toHaveLength(1);
    const id = added.queued[0]!.id;
    await waitFor('the upload', async () => ((await call(core, 'files.list', {})).files.find((f) => f.id === id && f.state === 'synced') ?? null), 60_000);
    // (the text is read beside the transfer: the upload does not wait for it)
    expect(await waitFor('its text', async () => (await call(core, 'files.list', {})).files.find((f) => f.id === id)?.text ?? null, 60_000)).toEqual({ indexed: true, note: null, truncated: false });

    await service.close();
    serviceOpen = false;
    const { hits } = await call(core, 'search.query', { text: 'quillwort', limit: 10 });
    expect(hits).toEqual([expect.objectContaining({ jobId: id, query: 'fen-survey.md', status: 'file', field: 'file_text' })]);
    expect(hits[0]!.snippet).toContain(`${MATCH_START}quillwort${MATCH_END}`);
    const text = await call(core, 'files.text', { id });
    expect(text).toMatchObject({ fileName: 'fen-survey.md', source: 'upload', truncated: false, note: null });
    expect(text.text).toContain('forty clumps of quillwort');
  }, 90_000);

  it('a file queued offline is read at its first attempt, searchable, and gone from search once discarded', async () => {
    const service = await startTestService(tempDir('svc'));
    const url = service.url;
    await service.close();
    const core = await makeCore(tempDir('core'), { url, apiKey: service.apiKey });
    cleanup.push(() => core.close());
    const folder = tempDir('docs');
    const file = path.join(folder, 'moth-log.txt');
    fs.writeFileSync(file, 'Two hawkmoths came to the trap on the night of the storm.');
    const id = (await call(core, 'uploads.addPaths', { paths: [file] })).queued[0]!.id;
    const hit = await waitFor('the text to be read', async () => (await call(core, 'search.query', { text: 'hawkmoths', limit: 10 })).hits[0] ?? null, 60_000);
    expect(hit).toMatchObject({ jobId: id, field: 'file_text', query: 'moth-log.txt' });
    await waitFor('the upload to wait', async () => ((await call(core, 'files.list', {})).files.find((f) => f.id === id && f.state !== 'uploading') ?? null));
    await call(core, 'uploads.discard', { id });
    expect((await call(core, 'search.query', { text: 'hawkmoths', limit: 10 })).hits).toEqual([]);
  }, 90_000);
});

describe('the local library\'s own files', () => {
  it('are read through the library\'s content route (the file preview\'s) and searched offline; a remote profile reads none', async () => {
    const service = await startTestService(tempDir('svc'));
    cleanup.push(() => service.close());
    const other = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    const folder = tempDir('docs');
    const file = path.join(folder, 'heath-log.md');
    fs.writeFileSync(file, '# Heath log\n\nA nightjar churred from the birch scrub at dusk.\n');
    // uploaded by another client: this mirror never saw its bytes
    await other.uploadFile({ path: file, fileName: 'heath-log.md', contentType: 'text/markdown', size: fs.statSync(file).size, collectionId: null }, 'other-1', () => undefined);
    const { db } = openMirror(path.join(tempDir('ftl'), 'mirror.db'));
    cleanup.push(() => {
      db.close();
    });
    const repo = new Repo(db);
    repo.applyFiles((await serviceState(service)).files, true);
    const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    expect(await readLibraryTexts({ ownLibrary: false, repo, client, stopped: () => false })).toBe(0);
    expect(repo.search.search('nightjar', 10)).toEqual([]);
    expect(await readLibraryTexts({ ownLibrary: true, repo, client, stopped: () => false })).toBe(1);
    await service.close();
    expect(repo.search.search('nightjar', 10)).toEqual([expect.objectContaining({ query: 'heath-log.md', field: 'file_text', status: 'file' })]);
    expect(repo.fileTexts.get(repo.search.search('nightjar', 10)[0]!.jobId)).toMatchObject({ source: 'library', reason: null });
    // read once: the next pass asks for nothing
    expect(await readLibraryTexts({ ownLibrary: true, repo, client, stopped: () => false })).toBe(0);
  }, 60_000);
});
