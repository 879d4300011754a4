// The sync targets against real storage: a temporary folder on the local disk and a real WebDAV
// server (rclone serve webdav) on loopback. The same behaviour table runs on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderTarget } from '../../src/main/notebook/sync/targets/folder';
import { WebdavTarget, parseMultistatus } from '../../src/main/notebook/sync/targets/webdav';
import { isAbandonedTemp, TEMP_PREFIX, type SyncTarget } from '../../src/main/notebook/sync/targets/target';
import { QuireError } from '../../src/shared/errors';
import { findRclone, makeFolder, startDav, type DavServer } from './webdav-server';

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(QuireError);
    return String((error as QuireError).details?.reason ?? (error as QuireError).code);
  }
  return 'no error';
}

function behaves(make: () => SyncTarget) {
  it('creates files once (never overwrites), lists folders and files, reads, removes', async () => {
    const target = make();
    await target.probe();
    expect(await target.list('')).toEqual([]);
    expect(await target.read('p/d/0000000001')).toBeNull();
    expect(await target.create('p/d/0000000001', new Uint8Array([1, 2, 3]))).toBe(true);
    expect(await target.create('p/d/0000000001', new Uint8Array([9, 9]))).toBe(false);
    expect([...((await target.read('p/d/0000000001')) ?? [])]).toEqual([1, 2, 3]);
    expect(await target.create('p/d/0000000002', new Uint8Array(70_000).fill(5))).toBe(true);
    expect(await target.create('p/e/0000000001', new Uint8Array([4]))).toBe(true);
    const top = await target.list('');
    expect(top.map((entry) => [entry.name, entry.isDir])).toEqual([['p', true]]);
    expect((await target.list('p')).map((entry) => entry.name).sort()).toEqual(['d', 'e']);
    const files = await target.list('p/d');
    expect(files.map((entry) => entry.name).sort()).toEqual(['0000000001', '0000000002']); // no temporary names left
    expect(files.every((entry) => !entry.isDir && entry.modified !== null)).toBe(true);
    expect((await target.read('p/d/0000000002'))?.length).toBe(70_000);
    await target.remove('p/d/0000000001');
    await target.remove('p/d/0000000001'); // removing what is gone is fine
    expect(await target.read('p/d/0000000001')).toBeNull();
    expect(await target.list('nowhere')).toEqual([]);
  });
}

describe('folder target', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'quire-synced-'));
  });
  behaves(() => new FolderTarget(root));

  it('a folder that disappeared (drive unplugged) is "unreachable" and is not recreated', async () => {
    const gone = mkdtempSync(join(tmpdir(), 'quire-gone-'));
    const target = new FolderTarget(gone);
    await target.create('a/1', new Uint8Array([1]));
    rmSync(gone, { recursive: true });
    expect(await reasonOf(target.create('a/2', new Uint8Array([1])))).toBe('unreachable');
    expect(await reasonOf(target.list('a'))).toBe('unreachable');
    expect(await reasonOf(target.read('a/1'))).toBe('unreachable');
    expect(await reasonOf(target.probe())).toBe('unreachable');
    expect(() => readdirSync(gone)).toThrow();
  });

  it('temporary files left by a killed writer are recognised as abandoned', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const recent = new Date(now - 1000).toISOString();
    expect(isAbandonedTemp('0000000001', recent, now, () => false)).toBe(false);
    expect(isAbandonedTemp(`${TEMP_PREFIX}${process.pid}-aa`, recent, now, () => true)).toBe(false); // ours, live
    expect(isAbandonedTemp(`${TEMP_PREFIX}999999-aa`, recent, now, () => false)).toBe(true); // writer gone
    expect(isAbandonedTemp(`${TEMP_PREFIX}999999-aa`, recent, now, () => true)).toBe(false); // writer alive
    expect(isAbandonedTemp(`${TEMP_PREFIX}999999-aa`, new Date(now - 2 * 3600_000).toISOString(), now, () => true)).toBe(true); // too old
    expect(isAbandonedTemp(`${TEMP_PREFIX}junk`, recent, now, () => true)).toBe(true);
  });
});

const rclone = findRclone();
if ('missing' in rclone) console.warn(`[skip] WebDAV target tests: ${rclone.missing}`);

describe.skipIf('missing' in rclone)('WebDAV target (rclone serve webdav on loopback)', () => {
  let server: DavServer;
  beforeAll(async () => {
    server = await startDav();
    await makeFolder(server, 'notebooks');
  });
  afterAll(async () => {
    await server?.stop();
  });
  behaves(() => new WebdavTarget({ url: `${server.url}notebooks/`, user: server.user, password: server.password }));

  it('wrong credentials, a missing folder, a bad address and a stopped server are errors in words', async () => {
    expect(await reasonOf(new WebdavTarget({ url: server.url, user: server.user, password: 'wrong' }).probe())).toBe('credentials');
    expect(await reasonOf(new WebdavTarget({ url: `${server.url}no-such-folder/`, user: server.user, password: server.password }).probe())).toBe('unreachable');
    expect(() => new WebdavTarget({ url: 'ftp://example.org/' })).toThrow(/not a WebDAV address/);
    expect(() => new WebdavTarget({ url: 'https://u:p@example.org/' })).toThrow(/QUIRE_SYNC_PASSWORD/);
    const other = await startDav();
    const target = new WebdavTarget({ url: other.url, user: other.user, password: other.password });
    await target.probe();
    await other.stop();
    expect(await reasonOf(target.list(''))).toBe('unreachable');
    expect(await reasonOf(target.create('x/1', new Uint8Array([1])))).toBe('unreachable');
  });
});

describe('PROPFIND parsing', () => {
  it('reads any namespace prefix, collections and dates; ignores junk', () => {
    const xml = `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/dav/p/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop></d:propstat></d:response>
      <D:response><D:href>/dav/p/0000000001</D:href><D:propstat><D:prop><D:resourcetype/><D:getlastmodified>Sun, 22 Nov 2026 12:00:00 GMT</D:getlastmodified></D:prop></D:propstat></D:response>
      <response><href>/dav/p/a%20b&amp;c</href></response><response>no href</response></d:multistatus>`;
    expect(parseMultistatus(xml)).toEqual([
      { href: '/dav/p/', isDir: true, modified: null },
      { href: '/dav/p/0000000001', isDir: false, modified: '2026-11-22T12:00:00.000Z' },
      { href: '/dav/p/a%20b&c', isDir: false, modified: null },
    ]);
    expect(parseMultistatus('not xml at all')).toEqual([]);
  });
});
