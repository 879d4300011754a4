// One profile's notebook sync target and its secrets: the typed location parsed into a setting
// (table test, hostile input refused in words), stored in the notebook, and the WebDAV password and
// passphrase kept through the SecretStore (the 0600 secrets.json under plain Node), never in the
// notebook file or beside a profile's API key.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Notebook } from '../../src/main/notebook/store';
import { FileSecretStore } from '../../src/main/services/profiles';
import { clearSyncConfig, describeSetting, loadSyncConfig, openTarget, parseTargetSetting, passphraseProblem, saveSyncConfig } from '../../src/main/notebook/sync/config';

const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});

describe('parseTargetSetting', () => {
  it.each([
    ['/home/ann/Dropbox/quire', null, { kind: 'folder', path: '/home/ann/Dropbox/quire' }],
    ['sync', null, { kind: 'folder', path: '/work/sync' }],
    ['https://cloud.example/remote.php/dav/files/ann/', 'ann', { kind: 'webdav', url: 'https://cloud.example/remote.php/dav/files/ann/', user: 'ann' }],
    ['http://127.0.0.1:8080/', null, { kind: 'webdav', url: 'http://127.0.0.1:8080/', user: null }],
  ])('%s (user %s)', (location, user, expected) => {
    expect(parseTargetSetting(location, user, '/work')).toEqual(expected);
  });

  it.each([
    ['', null, /Give a folder/],
    ['   ', null, /Give a folder/],
    ['ftp://files.example/x', null, /neither a folder nor a WebDAV/],
    ['https://ann:secret@cloud.example/dav', null, /not in the address/],
    ['/home/ann/sync', 'ann', /only for a WebDAV/],
  ])('refuses %j (user %s) in words', (location, user, message) => {
    expect(() => parseTargetSetting(location, user, '/work')).toThrow(message);
  });

  it('refuses a short passphrase', () => {
    expect(passphraseProblem('short')).toMatch(/at least 8/);
    expect(passphraseProblem('long enough phrase')).toBeNull();
  });
});

describe('stored sync config', () => {
  it('keeps the target in the notebook and the secrets in a 0600 file, apart from API keys, and forgets them when cleared', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-nbcfg-'));
    const notebook = Notebook.open(join(dir, 'notebook.db'));
    open.push(notebook);
    const secretsFile = join(dir, 'secrets.json');
    const secrets = new FileSecretStore(secretsFile);
    await secrets.set('p1', 'api-key-of-p1');
    expect(await loadSyncConfig(notebook, secrets, 'p1')).toBeNull();

    const setting = parseTargetSetting('https://cloud.example/dav/', 'ann');
    await saveSyncConfig(notebook, secrets, 'p1', setting, { password: 'webdav-pw', passphrase: 'correct horse battery' });
    expect(await loadSyncConfig(notebook, secrets, 'p1')).toEqual({ setting, password: 'webdav-pw', passphrase: 'correct horse battery' });
    expect(await secrets.get('p1')).toBe('api-key-of-p1');
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'notebook.db')).includes('correct horse battery')).toBe(false);
    expect(describeSetting(setting)).toBe('WebDAV https://cloud.example/dav/ as ann');
    expect(openTarget({ setting, password: 'webdav-pw', passphrase: null }).label).toBe('https://cloud.example/dav/');

    // Changing only the target keeps the passphrase; a folder needs no password.
    await saveSyncConfig(notebook, secrets, 'p1', parseTargetSetting(dir), {});
    expect(await loadSyncConfig(notebook, secrets, 'p1')).toEqual({ setting: { kind: 'folder', path: dir }, password: null, passphrase: 'correct horse battery' });
    await expect(saveSyncConfig(notebook, secrets, 'p1', parseTargetSetting(dir), { passphrase: 'short' })).rejects.toThrow(/at least 8/);
    expect((await loadSyncConfig(notebook, secrets, 'p1'))?.passphrase).toBe('correct horse battery');

    await clearSyncConfig(notebook, secrets, 'p1');
    expect(await loadSyncConfig(notebook, secrets, 'p1')).toBeNull();
    expect(JSON.parse(readFileSync(secretsFile, 'utf8'))).toEqual({ p1: 'api-key-of-p1' });
  });
});
