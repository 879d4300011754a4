// `quire notebook-sync test [<folder|https-url>] [--user u]` in-process with the real core and a real
// data folder: the same check as Settings' Test button (checkTarget + checkVerdict) on a typed folder,
// on the configured one, and on a real WebDAV server on loopback (rclone serve webdav). It says the
// verdict in words, exits non-zero on failure, and saves nothing (no target, no secret, no file left).
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from '../cli/helpers';
import { findRclone, makeFolder, startDav, type DavServer } from './webdav-server';

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `quire-cli-nbtest-${name}-`));
const secretsOf = (data: string) => (existsSync(join(data, 'secrets.json')) ? readFileSync(join(data, 'secrets.json'), 'utf8') : '');

describe('quire notebook-sync test on a folder', () => {
  it('checks a typed folder, says it works, and saves nothing', async () => {
    const data = tempDir('data');
    const folder = tempDir('target');
    const result = await runQuire(['--data', data, 'notebook-sync', 'test', folder]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`${folder} works: Quire wrote, read back and deleted a test file.`);
    expect(readdirSync(folder)).toEqual([]);
    const status = await runQuire(['--data', data, 'notebook-sync', 'status']);
    expect(status.stdout).toContain('Notebook sync is off');
    expect(secretsOf(data)).not.toContain('notebook-sync:');
  });

  it('says a missing folder, or a file, in words and exits 3; nothing is created', async () => {
    const data = tempDir('data');
    const parent = tempDir('parent');
    const missing = join(parent, 'gone');
    const gone = await runQuire(['--data', data, 'notebook-sync', 'test', missing]);
    expect(gone.code).toBe(3);
    expect(gone.stdout.trim()).toBe(`The folder ${missing} does not exist; create it (or check the drive is connected), then test again.`);
    expect(readdirSync(parent)).toEqual([]);
    const file = join(parent, 'a-file');
    writeFileSync(file, 'x');
    const notFolder = await runQuire(['--data', data, 'notebook-sync', 'test', file]);
    expect(notFolder.code).toBe(3);
    expect(notFolder.stdout.trim()).toBe(`${file} is a file, not a folder; choose a folder.`);
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('checks the configured folder when none is typed, and says when none is configured', async () => {
    const data = tempDir('data');
    const none = await runQuire(['--data', data, 'notebook-sync', 'test']);
    expect(none.code).toBe(3);
    expect(none.stdout).toContain('Notebook sync is not set up for this profile');
    const folder = tempDir('target');
    const set = await runQuire(['--data', data, 'notebook-sync', 'set', folder], { env: { QUIRE_SYNC_PASSPHRASE: 'our shared passphrase' } });
    expect(set.code).toBe(0);
    const before = secretsOf(data);
    const ok = await runQuire(['--data', data, '--json', 'notebook-sync', 'test']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ ok: true, message: `${folder} works: Quire wrote, read back and deleted a test file.` });
    expect(readdirSync(folder)).toEqual([]);
    // the configured folder disappears: the same check now fails, and the setting stays as it was
    const moved = `${folder}-moved`;
    renameSync(folder, moved);
    const failed = await runQuire(['--data', data, 'notebook-sync', 'test']);
    expect(failed.code).toBe(3);
    expect(failed.stdout.trim()).toBe(`The folder ${folder} does not exist; create it (or check the drive is connected), then test again.`);
    expect(existsSync(folder)).toBe(false);
    const status = await runQuire(['--data', data, 'notebook-sync', 'status']);
    expect(status.stdout).toContain(`Target: folder ${folder}`);
    expect(secretsOf(data)).toBe(before);
  });

  it('refuses hostile input in words: another scheme, --user without an address', async () => {
    const data = tempDir('data');
    const ftp = await runQuire(['--data', data, 'notebook-sync', 'test', 'ftp://files.example/x']);
    expect(ftp.code).toBe(3);
    expect(ftp.stdout).toMatch(/neither a folder nor a WebDAV address/);
    const inUrl = await runQuire(['--data', data, 'notebook-sync', 'test', 'https://ann:secret@dav.example/x']);
    expect(inUrl.code).toBe(3);
    expect(inUrl.stdout).toMatch(/not in the address/);
    const userOnly = await runQuire(['--data', data, 'notebook-sync', 'test', '--user', 'ann']);
    expect(userOnly.code).toBe(2);
    expect(userOnly.stderr).toMatch(/--user goes with a WebDAV address/);
  });
});

const rclone = findRclone();
if ('missing' in rclone) console.warn(`[skip] quire notebook-sync test on WebDAV: ${rclone.missing}`);

describe.skipIf('missing' in rclone)('quire notebook-sync test on a real WebDAV server (rclone serve webdav on loopback)', () => {
  let dav: DavServer;
  beforeAll(async () => {
    dav = await startDav();
  });
  afterAll(async () => {
    await dav.stop();
  });

  it('works with the user and QUIRE_SYNC_PASSWORD, leaves nothing behind, saves nothing', async () => {
    const data = tempDir('data');
    const url = await makeFolder(dav, 'cli-notes');
    const result = await runQuire(['--data', data, 'notebook-sync', 'test', url, '--user', dav.user], { env: { QUIRE_SYNC_PASSWORD: dav.password } });
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`${url} works: Quire wrote, read back and deleted a test file.`);
    expect(readdirSync(join(dav.dir, 'cli-notes'))).toEqual([]);
    expect(secretsOf(data)).not.toContain(dav.password);
    expect((await runQuire(['--data', data, 'notebook-sync', 'status'])).stdout).toContain('Notebook sync is off');
  });

  it('says 401 for a wrong password, 404 for a missing folder, and unreachable for nothing listening', async () => {
    const data = tempDir('data');
    const wrong = await runQuire(['--data', data, 'notebook-sync', 'test', dav.url, '--user', dav.user], { env: { QUIRE_SYNC_PASSWORD: 'not-the-password' } });
    expect(wrong.code).toBe(3);
    expect(wrong.stdout.trim()).toBe(`The WebDAV server ${dav.url} refused the user or password (HTTP 401); check them and test again.`);
    const missingUrl = `${dav.url}no-such-folder/`;
    const missing = await runQuire(['--data', data, 'notebook-sync', 'test', missingUrl, '--user', dav.user], { env: { QUIRE_SYNC_PASSWORD: dav.password } });
    expect(missing.code).toBe(3);
    expect(missing.stdout.trim()).toBe(`There is no folder at ${missingUrl} (HTTP 404); check the address, or create the folder on the server first.`);
    const closed = await startDav();
    const closedUrl = closed.url;
    await closed.stop();
    const gone = await runQuire(['--data', data, 'notebook-sync', 'test', closedUrl, '--user', dav.user], { env: { QUIRE_SYNC_PASSWORD: dav.password } });
    expect(gone.code).toBe(3);
    expect(gone.stdout.trim()).toBe(`The WebDAV server ${closedUrl} cannot be reached; check the address and this machine's connection.`);
  });

  it('checks the configured WebDAV target with its stored password when none is typed', async () => {
    const data = tempDir('data');
    const url = await makeFolder(dav, 'cli-configured');
    const set = await runQuire(['--data', data, 'notebook-sync', 'set', url, '--user', dav.user], { env: { QUIRE_SYNC_PASSWORD: dav.password, QUIRE_SYNC_PASSPHRASE: 'our shared passphrase' } });
    expect(set.code).toBe(0);
    const result = await runQuire(['--data', data, 'notebook-sync', 'test']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`${url} works: Quire wrote, read back and deleted a test file.`);
    expect(readdirSync(join(dav.dir, 'cli-configured'))).toEqual([]);
  });
});
