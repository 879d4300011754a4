// Settings → Notebook sync → Test (#14): checkVerdict's wording (table), and checkTarget/testSyncTarget
// on real targets: a temporary folder (works, missing, a file instead of a folder) and a real WebDAV
// server on loopback (rclone serve webdav: works, wrong password → 401, missing folder → 404,
// nothing listening → unreachable). The test file never stays behind.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVerdict, testSyncTarget, type CheckFailure } from '../../src/main/notebook/sync/target-check';
import { findRclone, makeFolder, startDav, type DavServer } from './webdav-server';

const failure = (over: Partial<CheckFailure>): CheckFailure => ({ step: 'write', code: null, reason: null, httpStatus: null, message: 'boom', ...over });

describe('checkVerdict', () => {
  const cases: Array<[string, 'folder' | 'webdav', CheckFailure | null, boolean, RegExp]> = [
    ['/d', 'folder', null, true, /^\/d works: Quire wrote, read back and deleted a test file\.$/],
    ['/d', 'folder', failure({ step: 'reach', code: 'OFFLINE', reason: 'unreachable', message: 'cannot be reached (ENOENT)' }), false, /^The folder \/d does not exist; create it/],
    ['/d', 'folder', failure({ step: 'reach', code: 'BAD_INPUT', reason: 'unreachable', message: '/d is not a folder.' }), false, /^\/d is a file, not a folder/],
    ['/d', 'folder', failure({ step: 'write', code: 'FORBIDDEN', reason: 'credentials' }), false, /may not write in the folder \/d \(permission denied while writing a test file\)/],
    ['/d', 'folder', failure({ step: 'delete', code: 'FORBIDDEN', reason: 'credentials' }), false, /permission denied while deleting the test file/],
    ['/d', 'folder', failure({ step: 'write', code: 'SERVICE_ERROR', reason: 'quota' }), false, /^The folder \/d is full/],
    ['/d', 'folder', failure({ step: 'compare' }), false, /was not what Quire wrote/],
    ['/d', 'folder', failure({ step: 'read', code: 'OFFLINE', reason: 'unreachable', message: 'EIO' }), false, /failed while reading the test file back: EIO/],
    ['https://h/dav/', 'webdav', null, true, /^https:\/\/h\/dav\/ works/],
    ['https://h/dav/', 'webdav', failure({ step: 'reach', code: 'UNAUTHORIZED', reason: 'credentials', httpStatus: 401 }), false, /refused the user or password \(HTTP 401\)/],
    ['https://h/dav/', 'webdav', failure({ step: 'write', code: 'UNAUTHORIZED', reason: 'credentials', httpStatus: 403 }), false, /does not allow this user writing a test file \(HTTP 403\)/],
    ['https://h/dav/', 'webdav', failure({ step: 'reach', code: 'NOT_FOUND', reason: 'unreachable', httpStatus: null }), false, /^There is no folder at https:\/\/h\/dav\/ \(HTTP 404\)/],
    ['https://h/dav/', 'webdav', failure({ step: 'reach', code: 'OFFLINE', reason: 'unreachable', message: 'cannot be reached (ECONNREFUSED)' }), false, /cannot be reached; check the address/],
    ['https://h/dav/', 'webdav', failure({ step: 'reach', code: 'OFFLINE', reason: 'unreachable', httpStatus: 502 }), false, /answered HTTP 502 while checking it/],
    ['https://h/dav/', 'webdav', failure({ step: 'write', code: 'SERVICE_ERROR', reason: 'quota', httpStatus: 507 }), false, /is full \(HTTP 507\) while writing a test file/],
    ['x', 'webdav', failure({ step: 'reach', code: 'BAD_INPUT', reason: 'bad-url', message: '"x" is not a WebDAV address (expected https://...).' }), false, /^"x" is not a WebDAV address/],
  ];
  it.each(cases)('%s (%s) %#', (label, kind, given, ok, wording) => {
    const verdict = checkVerdict(label, kind, given);
    expect(verdict.ok).toBe(ok);
    expect(verdict.message).toMatch(wording);
  });
});

describe('testSyncTarget on a real folder', () => {
  it('works on a folder and leaves nothing behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-check-'));
    expect(await testSyncTarget({ kind: 'folder', path: dir }, null)).toEqual({ ok: true, message: `${dir} works: Quire wrote, read back and deleted a test file.` });
    expect(readdirSync(dir)).toEqual([]);
  });
  it('says a missing folder is missing, and does not create it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'quire-check-')), 'gone');
    const verdict = await testSyncTarget({ kind: 'folder', path: dir }, null);
    expect(verdict).toEqual({ ok: false, message: `The folder ${dir} does not exist; create it (or check the drive is connected), then test again.` });
    expect(readdirSync(join(dir, '..'))).toEqual([]);
  });
  it('says a file is not a folder', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'quire-check-')), 'a-file');
    writeFileSync(file, 'x');
    expect(await testSyncTarget({ kind: 'folder', path: file }, null)).toEqual({ ok: false, message: `${file} is a file, not a folder; choose a folder.` });
  });
});

const rclone = findRclone();
if ('missing' in rclone) console.warn(`[skip] WebDAV check tests: ${rclone.missing}`);

describe.skipIf('missing' in rclone)('testSyncTarget on a real WebDAV server (rclone serve webdav on loopback)', () => {
  let dav: DavServer;
  beforeAll(async () => {
    dav = await startDav();
  });
  afterAll(async () => {
    await dav.stop();
  });
  it('works with the right user and password, and leaves nothing behind', async () => {
    const url = await makeFolder(dav, 'notes');
    const verdict = await testSyncTarget({ kind: 'webdav', url, user: dav.user }, dav.password);
    expect(verdict).toEqual({ ok: true, message: `${url} works: Quire wrote, read back and deleted a test file.` });
    expect(readdirSync(join(dav.dir, 'notes'))).toEqual([]);
  });
  it('says 401 for a wrong password', async () => {
    const verdict = await testSyncTarget({ kind: 'webdav', url: dav.url, user: dav.user }, 'not-the-password');
    expect(verdict).toEqual({ ok: false, message: `The WebDAV server ${dav.url} refused the user or password (HTTP 401); check them and test again.` });
  });
  it('says 404 for a folder that is not there', async () => {
    const url = `${dav.url}missing/`;
    const verdict = await testSyncTarget({ kind: 'webdav', url, user: dav.user }, dav.password);
    expect(verdict).toEqual({ ok: false, message: `There is no folder at ${url} (HTTP 404); check the address, or create the folder on the server first.` });
  });
  it('says unreachable when nothing listens', async () => {
    const url = 'http://127.0.0.1:9/dav/';
    const verdict = await testSyncTarget({ kind: 'webdav', url, user: 'u' }, 'p');
    expect(verdict).toEqual({ ok: false, message: `The WebDAV server ${url} cannot be reached; check the address and this machine's connection.` });
  });
});
