// A profile's notebook moving to another sync target, or a target that turns up empty (#14): the
// whole notebook (notes and the local library's records) is written there again, and the machines
// seen on the old target are forgotten. Machines are separate data folders (real SQLite notebooks,
// the CLI in-process with real embedded services) over real folder targets; each case ends with
// every note once on every machine and integrity_check ok.
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runQuire } from '../cli/helpers';
import type { JobDetail, JobSummary } from '../../src/shared/domain';
import { Notebook } from '../../src/main/notebook/store';
import { syncOnce, wholeUpload } from '../../src/main/notebook/sync/syncer';
import { FolderTarget } from '../../src/main/notebook/sync/targets/folder';
import { HEADER_NAME } from '../../src/main/notebook/sync/crypto';
import { samePlace, type TargetSetting } from '../../src/main/notebook/sync/config';

const PASSPHRASE = 'lanterns over the harbour';
const PASS = { QUIRE_SYNC_PASSPHRASE: PASSPHRASE };
const temp = (name: string) => mkdtempSync(join(tmpdir(), `quire-retarget-${name}-`));
function integrity(db: Database.Database): string {
  return String(db.pragma('integrity_check', { simple: true }));
}
function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return integrity(db);
  } finally {
    db.close();
  }
}

describe('wholeUpload (pure)', () => {
  const base: Parameters<typeof wholeUpload>[0] = { recordedTarget: '/x\nsaltX', target: '/x\nsaltX', fileSeq: 4, ownLatestPresent: true, moved: false };
  it.each<[string, Partial<typeof base>, { upload: boolean; forgetPeers: boolean; reason: string | null }]>([
    ['the same target with this machine\'s last file: nothing', {}, { upload: false, forgetPeers: false, reason: null }],
    ['another location', { target: '/y\nsaltY' }, { upload: true, forgetPeers: true, reason: 'new-target' }],
    ['the same place emptied and started again (a new header)', { target: '/x\nsaltZ' }, { upload: true, forgetPeers: true, reason: 'new-target' }],
    ['another target, nothing written yet: the queue carries it all', { target: '/y\nsaltY', fileSeq: 0, ownLatestPresent: false }, { upload: false, forgetPeers: true, reason: 'new-target' }],
    ['this machine\'s last file is gone', { ownLatestPresent: false }, { upload: true, forgetPeers: true, reason: 'own-files-missing' }],
    ['never synced', { recordedTarget: null, fileSeq: 0, ownLatestPresent: false }, { upload: false, forgetPeers: false, reason: null }],
    ['synced by an earlier build (nothing recorded), its files there: adopted', { recordedTarget: null }, { upload: false, forgetPeers: false, reason: null }],
    ['synced by an earlier build, its files gone', { recordedTarget: null, ownLatestPresent: false }, { upload: true, forgetPeers: true, reason: 'own-files-missing' }],
    ['the notebook key moved (the same target): written again, peers kept', { moved: true, ownLatestPresent: false }, { upload: true, forgetPeers: false, reason: 'moved' }],
    ['moved and a new target', { moved: true, target: '/y\nsaltY' }, { upload: true, forgetPeers: true, reason: 'new-target' }],
  ])('%s', (_name, over, expected) => {
    expect(wholeUpload({ ...base, ...over })).toEqual(expected);
  });
});

describe('samePlace (pure): a setting for another place forgets the old one\'s machines and last sync', () => {
  const folder = (path: string): TargetSetting => ({ kind: 'folder', path });
  const dav = (url: string, user: string | null = null): TargetSetting => ({ kind: 'webdav', url, user });
  it.each<[string, TargetSetting | null, TargetSetting, boolean]>([
    ['nothing set before (first set, or after `off`)', null, folder('/x'), false],
    ['the same folder (a new passphrase)', folder('/x'), folder('/x'), true],
    ['another folder', folder('/x'), folder('/y'), false],
    ['the same WebDAV address as another user', dav('https://h/dav', 'ann'), dav('https://h/dav', 'bob'), true],
    ['another WebDAV address', dav('https://h/dav'), dav('https://h/other'), false],
    ['a folder, then WebDAV', folder('/x'), dav('https://h/dav'), false],
  ])('%s', (_name, before, after, expected) => {
    expect(samePlace(before, after)).toBe(expected);
  });
});

describe('notebooks over real folder targets', () => {
  const open: Notebook[] = [];
  afterEach(() => {
    while (open.length > 0) open.pop()?.close();
  });
  const machine = (): Notebook => {
    const notebook = Notebook.open(join(temp('nb'), 'notebook.db'));
    open.push(notebook);
    return notebook;
  };
  const pass = (notebook: Notebook, root: string) => syncOnce({ target: new FolderTarget(root), passphrase: PASSPHRASE, notebookKey: 'local', notebook });

  it('a new target gets the whole notebook and only its own machines; an emptied one gets it again; nothing is duplicated', async () => {
    const x = temp('x');
    const y = temp('y');
    const a = machine();
    const b = machine();
    const c = machine();
    a.saveNote('job', 'job-1', 'Gutenberg printed with movable metal type.');
    a.setTags('job', 'job-1', ['printing']);
    b.saveNote('job', 'job-2', 'Bi Sheng used clay type earlier.');
    await pass(a, x);
    await pass(b, x);
    expect((await pass(a, x)).machines).toHaveLength(1); // a has seen b on x

    // a moves to y: everything it holds (its notes and b's) goes there; b, seen on x only, is forgotten
    a.saveNote('job', 'job-3', 'typed after the switch');
    const moved = await pass(a, y);
    expect(moved.machines).toEqual([]);
    expect(moved.wroteFiles).toBeGreaterThanOrEqual(2);
    const fromY = await pass(c, y);
    expect(fromY.machines).toHaveLength(1);
    expect([c.getNote('job', 'job-1').body, c.getNote('job', 'job-2').body, c.getNote('job', 'job-3').body]).toEqual([
      'Gutenberg printed with movable metal type.',
      'Bi Sheng used clay type earlier.',
      'typed after the switch',
    ]);
    expect(c.tagsFor('job', 'job-1')).toEqual(['printing']);
    // the next pass on the same target writes nothing again
    expect((await pass(a, y)).wroteFiles).toBe(0);

    // y emptied and made again (a new header): a writes everything again; a late machine gets it all
    rmSync(y, { recursive: true });
    mkdirSync(y);
    expect((await pass(a, y)).wroteFiles).toBeGreaterThanOrEqual(1);
    const late = machine();
    await pass(late, y);
    expect(late.getNote('job', 'job-2').body).toBe('Bi Sheng used clay type earlier.');

    // only a's own files removed (the header kept): written again too
    const ownDirs = readdirSync(y, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const dir of ownDirs) rmSync(join(dir.parentPath, dir.name), { recursive: true, force: true });
    expect(readdirSync(y)).toEqual([HEADER_NAME]);
    expect((await pass(a, y)).wroteFiles).toBeGreaterThanOrEqual(1);
    const later = machine();
    await pass(later, y);
    expect(later.getNote('job', 'job-3').body).toBe('typed after the switch');

    // every machine on y, in turn, twice: the same notes, each once; nothing pending; integrity ok
    for (const round of [1, 2]) for (const notebook of [a, c, late, later]) expect((await pass(notebook, y)).rejected, `round ${round}`).toEqual([]);
    for (const notebook of [a, c, late, later]) {
      expect(notebook.getNote('job', 'job-1').body).toBe('Gutenberg printed with movable metal type.');
      expect(notebook.getNote('job', 'job-2').body).toBe('Bi Sheng used clay type earlier.');
      expect(notebook.getNote('job', 'job-3').body).toBe('typed after the switch');
      expect(notebook.tagsFor('job', 'job-1')).toEqual(['printing']);
      expect(notebook.pendingCount()).toBe(0);
      expect(integrity(notebook.db)).toBe('ok');
    }
  }, 60_000);
});

describe('the reviewer\'s repro through the CLI: the local library and its note reach a machine via the new target', () => {
  it('set X, then set Y: Y gets the note and the job; Y emptied: written again; every note and job once', async () => {
    const x = temp('X');
    const y = temp('Y');
    const r1 = temp('r1');
    const r2 = temp('r2');
    const r3 = temp('r3');
    const ok = async (args: string[], env: Record<string, string> = {}) => {
      const result = await runQuire(args, { env });
      expect(result.code, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
      return result.stdout;
    };
    const jobsOf = async (data: string) => (JSON.parse(await ok(['--data', data, '--json', 'jobs'])) as { items: JobSummary[] }).items;
    const noteOf = async (data: string, id: string) => (JSON.parse(await ok(['--data', data, '--json', 'note', id])) as { body: string }).body;

    const job = JSON.parse(await ok(['--data', r1, '--json', 'research', 'Who built the first printing press?', '--wait'])) as JobDetail;
    expect(job.status).toBe('completed');
    await ok(['--data', r1, 'note', job.id, 'R1 note']);
    await ok(['--data', r1, 'notebook-sync', 'set', x], PASS);
    await ok(['--data', r1, 'notebook-sync', '--once']);
    // r3 on X too (it tags the job), so r1 sees another machine there
    await ok(['--data', r3, 'notebook-sync', 'set', x], PASS);
    await ok(['--data', r3, 'sync', '--once']);
    const onR3 = (await jobsOf(r3)).find((item) => item.serverId === job.serverId);
    await ok(['--data', r3, 'tag', onR3?.id ?? '?', 'press']);
    await ok(['--data', r3, 'notebook-sync', '--once']);
    expect(await ok(['--data', r1, 'notebook-sync', '--once'])).toContain('1 other machine');

    // set alone already stops speaking of X's machines and last sync
    const setY = await ok(['--data', r1, 'notebook-sync', 'set', y], PASS);
    expect(setY).toContain('Notebook not synced yet');
    expect(setY).not.toContain('other machine');
    expect(await ok(['--data', r1, 'notebook-sync', '--once'])).toContain('Notebook synced just now; 0 other machines');
    expect(readdirSync(y, { recursive: true }).length).toBeGreaterThan(1);

    await ok(['--data', r2, 'notebook-sync', 'set', y], PASS);
    expect(await ok(['--data', r2, 'sync', '--once'])).toContain('Notebook synced just now; 1 other machine');
    const onR2 = (await jobsOf(r2)).find((item) => item.serverId === job.serverId);
    expect(onR2?.query).toBe('Who built the first printing press?');
    expect(await noteOf(r2, onR2?.id ?? '?')).toBe('R1 note');

    // Y deleted and made again: r1's next pass writes everything again; r3 moves from X to Y and gets it
    rmSync(y, { recursive: true });
    mkdirSync(y);
    await ok(['--data', r1, 'sync', '--once']);
    await ok(['--data', r3, 'notebook-sync', 'set', y], PASS);
    for (const data of [r3, r2, r1, r3, r2]) await ok(['--data', data, 'sync', '--once']);

    // the machines each one has seen on Y: those that wrote there (r2 only received, so it wrote nothing)
    for (const [data, others] of [[r1, 1], [r2, 2], [r3, 1]] as const) {
      const jobs = await jobsOf(data);
      expect(jobs.map((item) => item.serverId)).toEqual([job.serverId]);
      expect(await noteOf(data, jobs[0]?.id ?? '?')).toBe('R1 note');
      expect((JSON.parse(await ok(['--data', data, '--json', 'tag', jobs[0]?.id ?? '?'])) as { tags: string[] }).tags).toEqual(['press']);
      expect(JSON.parse(await ok(['--data', data, '--json', 'notebook-sync', 'status']))).toMatchObject({ error: null, pending: 0, machines: Array.from({ length: others }, () => expect.anything()) });
      expect(integrityOf(join(data, 'profiles', 'local', 'notebook.db'))).toBe('ok');
      expect(integrityOf(join(data, 'local-service', 'service.db'))).toBe('ok');
    }
  }, 240_000);
});
