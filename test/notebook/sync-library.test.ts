// The local library travels with its notebook (#14, item 4): two "machines" (separate data folders,
// each with its own embedded local service, the CLI in-process with the real core) over a real folder
// target. Machine A uploads a file into a collection and finishes two researches (one on the upload,
// one on the sample library) with a note; machine B, after one `quire notebook-sync --once`, has the
// file (bytes, collection, searchable passages), both jobs under the same service ids with their
// answers and sources, and A's note on its job (nothing waiting). B researches the imported file, both
// edit the note, and after passes in both directions: every job once on each machine, both notes'
// words kept once, integrity_check ok on every notebook and service database. Also the pure pieces
// and hostile records (refused in words, nothing imported).
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runQuire } from '../cli/helpers';
import type { FileItem, JobDetail, JobSummary } from '../../src/shared/domain';
import { Notebook } from '../../src/main/notebook/store';
import { FILE_RECORD, importLocalLibrary, JOB_RECORD, missingFrom, packFileRecord, parseFileRecord, parseJobRecord, shareLocalLibrary, unpackFileRecord } from '../../src/main/notebook/sync/library';
import { planFiles, syncOnce } from '../../src/main/notebook/sync/syncer';
import { FolderTarget } from '../../src/main/notebook/sync/targets/folder';
import { openServiceDb } from '../../src/service/db';
import { randomBytes } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import type { LibraryFileRecord } from '../../src/main/db/local-library';

const PASS = { QUIRE_SYNC_PASSPHRASE: 'tide pools at low water' };
const temp = (name: string) => mkdtempSync(join(tmpdir(), `quire-lib-${name}-`));
function parse<T>(result: { code: number | null; stdout: string; stderr: string }): T {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}
const jobsOf = async (data: string) => parse<{ items: JobSummary[] }>(await runQuire(['--data', data, '--json', 'jobs'])).items;
function integrity(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

describe('what travels and what is imported (pure)', () => {
  it.each<[string, string[], string[], string[]]>([
    ['nothing there yet', ['a', 'b'], [], ['a', 'b']],
    ['some there', ['a', 'b', 'c'], ['b'], ['a', 'c']],
    ['all there', ['a'], ['a', 'x'], []],
    ['nothing to give', [], ['a'], []],
  ])('%s', (_name, ids, present, expected) => {
    expect(missingFrom(ids, new Set(present))).toEqual(expected);
  });

  const file = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      file: { id: 'f1', fileName: 'a.md', contentType: 'text/markdown', collectionId: null, size: 3, storedName: 'a.md', createdAt: '2026-11-23T00:00:00Z', ...over },
      collection: null,
      documents: [],
    });
  it.each<[string, string, string, RegExp | null]>([
    ['a sound file record', file(), 'f1', null],
    ['not JSON', '{', 'f1', /is not JSON/],
    ['another id than its entry', file(), 'f2', /names another id/],
    ['a stored name that climbs out', file({ storedName: '../../../etc/passwd' }), 'f1', /malformed \(file\.storedName: not a plain file name\)/],
    ['an id that is a path', file({ id: '../x' }), '../x', /malformed \(file\.id/],
    ['an extra field', file({ extra: 1 }), 'f1', /malformed/],
  ])('file record: %s', (_name, json, id, problem) => {
    const parsed = parseFileRecord(json, id);
    if (problem === null) expect(parsed).toHaveProperty('record');
    else expect('problem' in parsed ? parsed.problem : '').toMatch(problem);
  });
  const withDoc = (raw: string, markdown: string): LibraryFileRecord => ({
    file: { id: 'f1', fileName: 'a.md', contentType: 'text/markdown', collectionId: null, size: 3, storedName: 'a.md', createdAt: 'x' },
    collection: null,
    documents: [{ id: 'd1', source: 'upload', title: 't', url: 'u', host: 'h', raw, rawFormat: 'markdown', markdown, text: 'text', createdAt: 'x', chunks: ['text'] }],
  });
  const utf8 = (text: string) => new TextEncoder().encode(text);
  it.each<[string, LibraryFileRecord, Uint8Array | null, string | null, string | null]>([
    ['raw is the bytes, markdown is raw: both left out', withDoc('# A', '# A'), utf8('# A'), null, null],
    ['raw differs from the bytes (front matter cut)', withDoc('body', 'body'), utf8('---\ntitle: x\n---\nbody'), 'body', null],
    ['markdown differs from raw (HTML)', withDoc('<p>A</p>', 'A'), utf8('<p>A</p>'), null, 'A'],
    ['no bytes', withDoc('x', 'y'), null, 'x', 'y'],
  ])('pack: %s, and unpack gives the record back', (_name, record, bytes, raw, markdown) => {
    const packed = packFileRecord(record, bytes);
    expect([packed.documents[0]?.raw, packed.documents[0]?.markdown]).toEqual([raw, markdown]);
    expect(unpackFileRecord(packed, bytes)).toEqual(record);
  });
  it('unpack refuses a left-out raw text with no bytes to take it from', () => {
    expect(unpackFileRecord(packFileRecord(withDoc('# A', '# A'), utf8('# A')), null)).toBeNull();
  });

  it('a job record that is still running is refused', () => {
    const job = { id: 'j1', origin: 'research', createdAt: 'x', startedAt: null, completedAt: null, status: 'running', query: 'q', params: '{}', loopsRequested: 1, reasoningLoopsConsumed: 0, runningTime: 0, content: null, transformedContent: null, failureReason: null };
    expect(parseJobRecord(JSON.stringify({ job, results: [], events: [] }), 'j1')).toMatchObject({ problem: expect.stringMatching(/job\.status/) });
    expect(parseJobRecord(JSON.stringify({ job: { ...job, status: 'completed' }, results: [], events: [] }), 'j1')).toHaveProperty('record');
  });
});

describe('the local library travels with the notebook between two machines (real services, real folder target)', () => {
  it('files, collections and finished jobs arrive under the same ids, notes attach, nothing is duplicated', async () => {
    const target = temp('target');
    const a = temp('a');
    const b = temp('b');
    const docs = temp('docs');
    writeFileSync(join(docs, 'tide-pools.md'), '# Tide pools\n\nSculpins and anemones live in tide pools; otters forage there for crabs.\n');

    // Machine A: an upload in a collection, research on it and on the sample library, a note.
    expect((await runQuire(['--data', a, 'collections', 'create', 'thesis'])).code).toBe(0);
    expect((await runQuire(['--data', a, 'upload', join(docs, 'tide-pools.md'), '--collection', 'thesis'])).code).toBe(0);
    const onFile = parse<JobDetail>(await runQuire(['--data', a, '--json', 'research', 'sculpins in tide pools', '--file', 'tide-pools.md', '--wait']));
    const onSamples = parse<JobDetail>(await runQuire(['--data', a, '--json', 'research', 'How do sea otters protect kelp forests?', '--wait']));
    expect([onFile.status, onSamples.status]).toEqual(['completed', 'completed']);
    expect(onFile.serverId).toBeTruthy();
    expect((await runQuire(['--data', a, 'note', onFile.id, 'Sculpins hide among anemones; check [1].'])).code).toBe(0);
    expect((await runQuire(['--data', a, 'notebook-sync', 'set', target], { env: PASS })).code).toBe(0);
    const sentA = await runQuire(['--data', a, 'notebook-sync', '--once']);
    expect(sentA.code, sentA.stdout).toBe(0);
    // the target holds only opaque sealed files: no file name, question or note words
    const onTarget = readdirSync(target, { recursive: true }).map(String).join('\n');
    for (const word of ['tide', 'sculpin', 'thesis', onFile.serverId ?? '?']) expect(onTarget.toLowerCase()).not.toContain(word.toLowerCase());

    // Machine B: one notebook pass brings the library (into B's service database, made by the service's own
    // module: B's service never ran yet) and the notes; `quire sync --once` starts the service and mirrors it.
    expect((await runQuire(['--data', b, 'notebook-sync', 'set', target], { env: PASS })).code).toBe(0);
    const firstB = await runQuire(['--data', b, 'notebook-sync', '--once']);
    expect(firstB.code, firstB.stdout).toBe(0);
    const mirroredB = await runQuire(['--data', b, 'sync', '--once']);
    expect(mirroredB.code, mirroredB.stderr).toBe(0);
    expect(mirroredB.stdout).toContain('Notebook synced just now; 1 other machine');
    const jobsB = await jobsOf(b);
    const fileJobB = jobsB.find((job) => job.serverId === onFile.serverId);
    const sampleJobB = jobsB.find((job) => job.serverId === onSamples.serverId);
    expect(fileJobB?.query).toBe('sculpins in tide pools');
    expect(sampleJobB?.query).toBe('How do sea otters protect kelp forests?');
    if (!fileJobB || !sampleJobB) throw new Error('jobs missing on b');
    const shownB = parse<JobDetail>(await runQuire(['--data', b, '--json', 'show', fileJobB.id]));
    expect(shownB.content).toBe(onFile.content);
    expect(shownB.results.map((result) => result.url)).toEqual(onFile.results.map((result) => result.url));
    const sourceB = parse<{ content: string }>(await runQuire(['--data', b, '--json', 'show', fileJobB.id, '--source', '1']));
    expect(sourceB.content).toContain('Sculpins and anemones live in tide pools');
    const sampleSourceB = parse<{ content: string }>(await runQuire(['--data', b, '--json', 'show', sampleJobB.id, '--source', '1']));
    const sampleSourceA = parse<{ content: string }>(await runQuire(['--data', a, '--json', 'show', onSamples.id, '--source', '1']));
    expect(sampleSourceB.content).toBe(sampleSourceA.content);
    expect(parse<{ body: string }>(await runQuire(['--data', b, '--json', 'note', fileJobB.id])).body).toBe('Sculpins hide among anemones; check [1].');
    const filesB = parse<{ items: FileItem[] }>(await runQuire(['--data', b, '--json', 'files']));
    expect(filesB.items.map((file) => file.fileName)).toEqual(['tide-pools.md']);
    expect(parse<{ items: FileItem[] }>(await runQuire(['--data', b, '--json', 'collections', 'files', 'thesis'])).items.map((file) => file.fileName)).toEqual(['tide-pools.md']);
    const storedB = readdirSync(join(b, 'local-service', 'uploads'), { recursive: true }).map(String);
    const bytesB = storedB.find((name) => name.endsWith('tide-pools.md'));
    expect(bytesB).toBeTruthy();
    expect(readFileSync(join(b, 'local-service', 'uploads', bytesB ?? ''), 'utf8')).toBe(readFileSync(join(docs, 'tide-pools.md'), 'utf8'));

    // B researches the imported file (its passages are searchable there) and both edit the note.
    const onB = parse<JobDetail>(await runQuire(['--data', b, '--json', 'research', 'anemones in tide pools', '--file', 'tide-pools.md', '--wait']));
    expect(onB.status).toBe('completed');
    expect(onB.results.some((result) => result.url.endsWith('/tide-pools.md'))).toBe(true);
    expect((await runQuire(['--data', b, 'note', fileJobB.id, 'Sculpins hide among anemones; check [1]. Seen on b.'])).code).toBe(0);
    expect((await runQuire(['--data', a, 'note', onFile.id, 'Sea sculpins hide among anemones; check [1].'])).code).toBe(0);
    // `quire sync --once` includes the notebook pass, and mirrors what it imported
    for (const data of [b, a, b]) {
      const pass = await runQuire(['--data', data, 'sync', '--once']);
      expect(pass.code, pass.stderr).toBe(0);
      expect(pass.stdout).toContain('Notebook synced just now; 1 other machine');
    }

    // Both machines: the same three jobs, each once; both edits of the note kept once; A has B's job.
    const jobsA = await jobsOf(a);
    const after = await jobsOf(b);
    const servers = (jobs: JobSummary[]) => jobs.map((job) => job.serverId).sort();
    expect(servers(jobsA)).toEqual(servers(after));
    expect(new Set(servers(jobsA)).size).toBe(3);
    expect(servers(jobsA)).toContain(onB.serverId);
    const noteA = parse<{ body: string }>(await runQuire(['--data', a, '--json', 'note', onFile.id])).body;
    const noteB = parse<{ body: string }>(await runQuire(['--data', b, '--json', 'note', fileJobB.id])).body;
    expect(noteA).toBe('Sea sculpins hide among anemones; check [1]. Seen on b.');
    expect(noteB).toBe(noteA);
    expect(parse<{ items: FileItem[] }>(await runQuire(['--data', a, '--json', 'files'])).items).toHaveLength(1);
    for (const data of [a, b]) {
      expect(parse<{ error: string | null; pending: number }>(await runQuire(['--data', data, '--json', 'notebook-sync', 'status']))).toMatchObject({ error: null, pending: 0 });
      expect(integrity(join(data, 'profiles', 'local', 'notebook.db'))).toBe('ok');
      expect(integrity(join(data, 'local-service', 'service.db'))).toBe('ok');
    }
  }, 180_000);

  it('a hostile record from another machine is refused in words and nothing of it is imported', () => {
    const serviceDir = temp('service');
    const db = new Database(join(serviceDir, 'service.db'));
    db.exec("CREATE TABLE files (id TEXT PRIMARY KEY, file_name TEXT, content_type TEXT, collection_id TEXT, size INTEGER, stored_path TEXT, created_at TEXT, seq INTEGER); CREATE TABLE jobs (id TEXT PRIMARY KEY, seq INTEGER);");
    db.pragma('user_version = 1');
    db.close();
    const notebook = Notebook.open(join(temp('nb'), 'notebook.db'));
    try {
      const file = { id: 'f1', fileName: 'x', contentType: 'text/plain', collectionId: null, size: 1, storedName: '../../escape', createdAt: 'x' };
      notebook.putRecord(FILE_RECORD, 'f1', JSON.stringify({ file, collection: null, documents: [] }), new Uint8Array([1]));
      notebook.putRecord(JOB_RECORD, 'j1', 'not json', null);
      const report = importLocalLibrary(notebook, serviceDir);
      expect(report.importedFiles + report.importedJobs).toBe(0);
      expect(report.refused).toEqual([expect.stringMatching(/library record f1 is malformed \(file\.storedName/), 'library record j1 is not JSON']);
      expect(readdirSync(serviceDir).sort()).toEqual(['service.db']);
    } finally {
      notebook.close();
    }
  });

  it('shares at most a budget of file bytes per pass; the rest goes with the next pass', () => {
    const serviceDir = temp('service');
    const db = openServiceDb(serviceDir);
    for (let i = 1; i <= 3; i += 1) {
      mkdirSync(join(serviceDir, 'uploads', `f${i}`), { recursive: true });
      writeFileSync(join(serviceDir, 'uploads', `f${i}`, 'a.txt'), Buffer.alloc(1000, 97 + i));
      db.prepare('INSERT INTO files (id, file_name, content_type, collection_id, size, stored_path, created_at, seq) VALUES (?, ?, ?, NULL, 1000, ?, ?, ?)').run(`f${i}`, 'a.txt', 'text/plain', join('uploads', `f${i}`, 'a.txt'), '2026-11-23T00:00:00Z', i);
    }
    db.close();
    const notebook = Notebook.open(join(temp('nb'), 'notebook.db'));
    try {
      expect(shareLocalLibrary(notebook, serviceDir, 1500)).toEqual({ sharedFiles: 2, sharedJobs: 0 });
      expect(shareLocalLibrary(notebook, serviceDir, 1500)).toEqual({ sharedFiles: 1, sharedJobs: 0 });
      expect(shareLocalLibrary(notebook, serviceDir, 1500)).toEqual({ sharedFiles: 0, sharedJobs: 0 });
      expect(notebook.entryIdsOfType(FILE_RECORD)).toEqual(['f1', 'f2', 'f3']);
      expect(Buffer.from(notebook.record(FILE_RECORD, 'f3')?.bytes ?? []).equals(Buffer.alloc(1000, 100))).toBe(true);
    } finally {
      notebook.close();
    }
  });
});

describe('records are pinned: files of their own, kept by compaction (not rewritten into every snapshot)', () => {
  const change = (targetType: string, size: number) => ({ targetType, update: new Uint8Array(size) });
  it('plans notes in one file and records in files of at most the byte bound (one bigger record alone)', () => {
    const plan = planFiles([change('job', 10), change('library-file', 6), change('source', 5), change('library-job', 3), change('library-file', 20), change('library-job', 1)], 10);
    expect(plan.map((file) => file.map((c) => `${c.targetType}:${c.update.length}`))).toEqual([
      ['job:10', 'source:5'],
      ['library-file:6', 'library-job:3'],
      ['library-file:20'],
      ['library-job:1'],
    ]);
    expect(planFiles([change('job', 1)], 10)).toHaveLength(1);
    expect(planFiles([], 10)).toEqual([]);
  });

  it('a big upload is written once: compaction keeps its file, snapshots stay small, a late machine still gets it', async () => {
    const folder = temp('target');
    const PASSPHRASE = 'pinned records at dusk';
    const a = Notebook.open(join(temp('a'), 'notebook.db'));
    const c = Notebook.open(join(temp('c'), 'notebook.db'));
    try {
      const big = new Uint8Array(randomBytes(3 * 1024 * 1024));
      a.putRecord(FILE_RECORD, 'f-big', JSON.stringify({ note: 'stand-in record' }), big);
      a.saveNote('job', 'j1', 'first words');
      const pass = () => syncOnce({ target: new FolderTarget(folder), passphrase: PASSPHRASE, notebookKey: 'local', notebook: a, compactAfter: 3 });
      const first = await pass();
      expect(first.wroteFiles).toBe(2); // the note's file and the record's own file
      let compactions = 0;
      for (let round = 1; round <= 7; round += 1) {
        a.saveNote('job', 'j1', `first words, round ${round}`);
        const report = await pass();
        if (report.compacted) {
          compactions += 1;
          expect(report.wroteBytes).toBeLessThan(64 * 1024); // the snapshot holds the notes, not the 3 MB upload
        }
      }
      expect(compactions).toBeGreaterThanOrEqual(2);
      const onTarget = readdirSync(folder, { recursive: true }).map(String).filter((name) => statSync(join(folder, name)).isFile());
      const total = onTarget.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
      expect(total).toBeLessThan(big.length * 1.1); // written once, not once per snapshot
      await syncOnce({ target: new FolderTarget(folder), passphrase: PASSPHRASE, notebookKey: 'local', notebook: c });
      expect(Buffer.from(c.record(FILE_RECORD, 'f-big')?.bytes ?? []).equals(Buffer.from(big))).toBe(true);
      expect(c.getNote('job', 'j1').body).toBe('first words, round 7');
      expect(c.entryKeys()).toEqual(a.entryKeys());
      for (const notebook of [a, c]) expect(notebook.db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      a.close();
      c.close();
    }
  });
});
