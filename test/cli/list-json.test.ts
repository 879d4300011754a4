// Every list `--json` prints has one shape (src/cli/list-json.ts): {"items": [...], "total": n}, and a
// job, a file and a collection name the same things with the same keys (id, serverId, createdAt,
// syncState, error). Session 24's trial found `jobs --json` printing {items, total} with syncState
// and `files --json` printing {files} with only `state`. The pure parts as tables, then the real CLI
// in-process on a real data folder (research and an upload queued against a port where nothing listens).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileJson, fileSyncState, listJson, wrapHelp } from '../../src/cli/list-json';
import type { FileItem } from '../../src/shared/domain';
import { QUICK_RETRY, runQuire, stdoutJson } from './helpers';
import { closedPort, tempDir } from '../sync/helpers';

describe('list-json (pure)', () => {
  it.each<[FileItem['state'], string]>([
    ['synced', 'synced'],
    ['queued', 'pending'],
    ['uploading', 'pending'],
    ['failed', 'failed'],
  ])('a file %s is %s', (state, syncState) => {
    expect(fileSyncState(state)).toBe(syncState);
  });

  it('a list: the filters, then items and how many match', () => {
    expect(listJson([1, 2])).toEqual({ items: [1, 2], total: 2 });
    expect(listJson([1], 7)).toEqual({ items: [1], total: 7 });
    expect(listJson([], 0, { collection: null })).toEqual({ collection: null, items: [], total: 0 });
  });

  it.each<[string, number, string]>([
    ['one two three', 80, 'one two three'],
    ['one two three', 7, 'one two\nthree'],
    ['a  spaced\n text', 80, 'a spaced text'],
    ['averyveryverylongword x', 5, 'averyveryverylongword\nx'],
  ])('wrapHelp(%j, %i)', (text, width, wrapped) => {
    expect(wrapHelp(text, width)).toBe(wrapped);
  });

  it('a file keeps its upload state beside its sync state', () => {
    const file: FileItem = { id: 'f1', serverId: null, fileName: 'a.md', contentType: 'text/markdown', collectionId: null, size: 3, state: 'uploading', bytesSent: 1, error: null, createdAt: '2026-11-25T12:00:00.000Z' };
    expect(fileJson(file)).toEqual({ ...file, syncState: 'pending' });
  });
});

describe('the CLI’s lists as JSON', () => {
  const SHARED = ['createdAt', 'error', 'id', 'serverId', 'syncState'];

  it('jobs, files, collections and pending: {items, total}; a job and a file share their keys', async () => {
    const data = tempDir('list-json');
    const port = await closedPort();
    const offline = ['--data', data, '--base-url', `http://127.0.0.1:${port}`, '--api-key', 'csk-offline'];
    const file = join(tempDir('list-json-docs'), 'hive-notes.md');
    writeFileSync(file, '# Hive notes\n\nHive 7 weighed 41 kg in October.\n');
    expect((await runQuire([...offline, 'research', 'How heavy was hive 7?', '--json'], { retry: QUICK_RETRY })).code).toBe(3);
    expect((await runQuire([...offline, 'upload', file, '--json'], { retry: QUICK_RETRY })).code).toBe(3);
    expect((await runQuire([...offline, 'collections', 'create', 'Hives', '--json'], { retry: QUICK_RETRY })).code).toBe(3);

    const jobs = stdoutJson<{ items: Array<Record<string, unknown>>; total: number }>(await runQuire(['--data', data, 'jobs', '--json']));
    const files = stdoutJson<{ items: Array<Record<string, unknown>>; total: number; collection: unknown }>(await runQuire(['--data', data, 'files', '--json']));
    const collections = stdoutJson<{ items: Array<Record<string, unknown>>; total: number }>(await runQuire(['--data', data, 'collections', '--json']));
    const pending = stdoutJson<{ items: unknown[]; total: number }>(await runQuire(['--data', data, 'pending', '--json']));

    expect(Object.keys(jobs).sort()).toEqual(['items', 'total']);
    expect(Object.keys(files).sort()).toEqual(['collection', 'items', 'total']);
    expect(Object.keys(collections).sort()).toEqual(['items', 'total']);
    expect(Object.keys(pending).sort()).toEqual(['items', 'total']);
    expect([jobs.total, files.total, collections.total, pending.total]).toEqual([1, 1, 1, 3]);

    const [job] = jobs.items;
    const [queued] = files.items;
    const [collection] = collections.items;
    for (const record of [job, queued, collection]) expect(Object.keys(record ?? {})).toEqual(expect.arrayContaining(SHARED));
    // the same thing said the same way: queued, not sent yet
    expect([job?.syncState, queued?.syncState, collection?.syncState]).toEqual(['pending', 'pending', 'pending']);
    expect([job?.serverId, queued?.serverId, collection?.serverId]).toEqual([null, null, null]);
    expect(queued?.state).toBe('queued');
  });

  it.each([
    [['jobs', '--help'], /With --json: \{"items": \[\.\.\.\], "total": n\}; each item has id, serverId \(null until sent\), createdAt, syncState \(synced \| pending \| failed\) and error, then query, status/],
    [['files', '--help'], /With --json: \{"items": \[\.\.\.\], "total": n\}; each item has id, serverId.*then fileName, .*state \(the upload: queued \| uploading \| synced \| failed\)/s],
    [['collections', '--help'], /With --json: \{"items": \[\.\.\.\], "total": n\}.*then name, description, updatedAt and fileCount/s],
    [['pending', '--help'], /With --json: \{"items": \[\.\.\.\], "total": n\}; each item is a queued intent: id, kind/],
  ])('%j documents the JSON', async (args, text) => {
    const help = await runQuire(args);
    expect(help.code).toBe(0);
    expect(help.stdout.replace(/\s+/g, ' ')).toMatch(text);
  });
});
