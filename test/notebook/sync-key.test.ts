// Which notebook a profile syncs (#14): the key is the service address (and the account's e-mail when
// known), the same on every machine, not the per-machine profile id; a notebook synced under its old
// key moves once, losing nothing. Real SQLite notebooks and a real folder target.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Notebook } from '../../src/main/notebook/store';
import { NotebookLayer } from '../../src/main/notebook/layer';
import { FileSecretStore } from '../../src/main/services/profiles';
import type { CoreHandlers } from '../../src/shared/contract';
import { FolderTarget } from '../../src/main/notebook/sync/targets/folder';
import { movedFrom, syncOnce } from '../../src/main/notebook/sync/syncer';
import { normalizeServiceUrl, notebookKeyFor, type KeyedProfile } from '../../src/main/notebook/sync/notebook-key';

const PASS = 'kelp forests at dusk';
const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});
const machine = (): Notebook => {
  const notebook = Notebook.open(join(mkdtempSync(join(tmpdir(), 'quire-key-')), 'notebook.db'));
  open.push(notebook);
  return notebook;
};

describe('notebookKeyFor', () => {
  it.each<[string, KeyedProfile, string]>([
    ['the embedded library', { kind: 'local', baseUrl: '' }, 'local'],
    ['a remote account by its address', { kind: 'remote', baseUrl: 'https://api.caesar.xyz' }, 'https://api.caesar.xyz'],
    ['case, default port and trailing slash do not matter', { kind: 'remote', baseUrl: 'HTTPS://API.Caesar.xyz:443/' }, 'https://api.caesar.xyz'],
    ['a path is kept (two services under one host)', { kind: 'remote', baseUrl: 'https://lab.example.org/research/' }, 'https://lab.example.org/research'],
    ['a port that is not the default is kept', { kind: 'remote', baseUrl: 'http://127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
    ['the account, when known, tells two accounts of one service apart', { kind: 'remote', baseUrl: 'https://api.caesar.xyz', account: ' Ada@Example.com ' }, 'https://api.caesar.xyz#ada@example.com'],
  ])('%s', (_name, profile, expected) => {
    expect(notebookKeyFor(profile)).toBe(expected);
  });

  it('leaves an address it cannot parse as it is (trimmed)', () => {
    expect(normalizeServiceUrl(' not a url/ ')).toBe('not a url');
  });
});

describe('movedFrom', () => {
  it.each<[string, string | null, string | undefined, boolean, string, string | null]>([
    ['never synced: nothing moves', null, 'remote-a1', false, 'https://s', null],
    ['synced by an earlier build under the profile id', null, 'remote-a1', true, 'https://s', 'remote-a1'],
    ['the local library kept its key', null, 'local', true, 'local', null],
    ['already moved (the key is recorded)', 'https://s', 'remote-a1', true, 'https://s', null],
    ['the account became known: moves again', 'https://s', 'remote-a1', true, 'https://s#ada@example.com', 'https://s'],
  ])('%s', (_name, recorded, former, written, key, expected) => {
    expect(movedFrom(recorded, former, written, key)).toBe(expected);
  });
});

describe('two machines, one account', () => {
  it('profiles with different ids on each machine sync into one notebook', async () => {
    const target = () => new FolderTarget(mkdtempRoot);
    const mkdtempRoot = mkdtempSync(join(tmpdir(), 'quire-key-target-'));
    const key = notebookKeyFor({ kind: 'remote', baseUrl: 'https://api.caesar.xyz/' });
    const a = machine();
    const b = machine();
    a.saveNote('job', 'job-1', 'urchins graze on kelp');
    b.saveNote('job', 'job-2', 'otters eat urchins');
    // machine A's profile is remote-aaaa, machine B's remote-bbbb: the key is the same
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: key, formerKey: 'remote-aaaa', notebook: a });
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: key, formerKey: 'remote-bbbb', notebook: b });
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: key, formerKey: 'remote-aaaa', notebook: a });
    expect(a.getNote('job', 'job-2').body).toBe('otters eat urchins');
    expect(b.getNote('job', 'job-1').body).toBe('urchins graze on kelp');
  });

  it('a notebook synced under its profile id by an earlier build moves to the shared key, losing nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-key-move-'));
    const target = () => new FolderTarget(root);
    const key = notebookKeyFor({ kind: 'remote', baseUrl: 'https://api.caesar.xyz' });
    // an earlier build: machine A synced under its profile id, and a copy of A's data (same id) did too
    const a = machine();
    const copy = machine();
    a.saveNote('job', 'job-1', 'written before the move');
    copy.saveNote('job', 'job-3', 'written on the copy before the move');
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: 'remote-aaaa', notebook: a });
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: 'remote-aaaa', notebook: copy });
    for (const notebook of [a, copy]) notebook.setMeta('syncKey', null); // earlier builds recorded no key
    // now: A moves (its own notes go under the shared key, the old folder is read once more)
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: key, formerKey: 'remote-aaaa', notebook: a });
    expect(a.getNote('job', 'job-3').body).toBe('written on the copy before the move');
    expect(a.meta('syncKey')).toBe(key);
    // a new machine B under the shared key gets everything A had, including what A wrote before the move
    const b = machine();
    await syncOnce({ target: target(), passphrase: PASS, notebookKey: key, formerKey: 'remote-bbbb', notebook: b });
    expect(b.getNote('job', 'job-1').body).toBe('written before the move');
    expect(b.getNote('job', 'job-3').body).toBe('written on the copy before the move');
    // and A's next pass writes no second snapshot
    const again = await syncOnce({ target: target(), passphrase: PASS, notebookKey: key, formerKey: 'remote-aaaa', notebook: a });
    expect(again.wroteFiles).toBe(0);
  });
});

describe('the layer syncs under the profile\'s notebook key', () => {
  it('"Sync now" writes where another machine of the account reads (not under the profile id)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-key-layer-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-key-layer-data-'));
    const key = notebookKeyFor({ kind: 'remote', baseUrl: 'https://api.caesar.xyz' });
    const mirror = new Database(':memory:');
    const layer = new NotebookLayer({ dataDir, activeProfile: () => ({ id: 'remote-aaaa', mirror, notebookKey: key }), restore: async () => undefined, transport: 'cli', backupEveryMs: 0, secrets: new FileSecretStore(join(dataDir, 'secrets.json')) });
    try {
      const core: Pick<CoreHandlers, 'jobs.get'> = { 'jobs.get': async () => Promise.reject(new Error('no mirror in this test')) };
      const handlers = layer.wrap(core as CoreHandlers);
      await handlers['notebookSync.set']({ location: root, user: null, password: null, passphrase: PASS });
      await handlers['notes.save']({ targetType: 'job', targetId: 'srv-5', body: 'saved on machine A' });
      const status = await handlers['notebookSync.now']({});
      expect(status.error).toBeNull();
      const b = machine();
      await syncOnce({ target: new FolderTarget(root), passphrase: PASS, notebookKey: key, formerKey: 'remote-bbbb', notebook: b });
      expect(b.getNote('job', 'srv-5').body).toBe('saved on machine A');
    } finally {
      layer.close();
      mirror.close();
    }
  });
});
