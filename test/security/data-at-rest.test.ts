// @vitest-environment node
// Data at rest is the owner's alone: the data folder 0700 and every file in it 0600. Checked by
// stat on real files: an older, world-readable data folder fixed in place (links left alone), a
// fresh one created private, the real local service process (database, WAL, uploads, mailbox)
// writing under a loose parent umask, and the real core opening a loose folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../src/main/paths';
import { createCore } from '../../src/main/core';
import { startTestService } from '../service/helpers';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
function temp(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quire-rest-${prefix}-`));
  dirs.push(dir);
  return dir;
}
const mode = (p: string): number => fs.lstatSync(p).mode & 0o777;

/** Every file and folder under dir (links excluded) with its mode, for one readable assertion. */
function modes(dir: string): Array<{ path: string; mode: string }> {
  const out: Array<{ path: string; mode: string }> = [];
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(d)) {
      const p = path.join(d, entry);
      const st = fs.lstatSync(p);
      if (st.isSymbolicLink()) continue;
      out.push({ path: path.relative(dir, p), mode: (st.mode & 0o777).toString(8) });
      if (st.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}
const loose = (dir: string): Array<{ path: string; mode: string }> =>
  modes(dir).filter((m) => {
    const n = parseInt(m.mode, 8);
    return (n & 0o077) !== 0;
  });

/** A data folder as an older Quire (umask 022) left it: folders 0755, files 0644. */
function looseDataDir(): { data: string; outside: string } {
  const root = temp('old');
  const data = path.join(root, 'quire');
  for (const sub of ['uploads/ab', 'staging/x1', 'backups/local', 'local-service']) fs.mkdirSync(path.join(data, sub), { recursive: true, mode: 0o755 });
  const files = ['quire.db', 'quire.db-wal', 'profiles.json', 'uploads/ab/paper.pdf', 'staging/x1/notes.md', 'backups/local/quire-2026.db', 'local-service/service.db', 'local-service/mailbox.jsonl'];
  for (const f of files) fs.writeFileSync(path.join(data, f), `content of ${f}`, { mode: 0o644 });
  for (const d of [data, ...['uploads', 'uploads/ab', 'staging', 'staging/x1', 'backups', 'backups/local', 'local-service'].map((s) => path.join(data, s))]) fs.chmodSync(d, 0o755);
  for (const f of files) fs.chmodSync(path.join(data, f), 0o644);
  // a link inside pointing at a file that is not Quire's: its target must not be touched
  const outside = path.join(root, 'shared-notes.txt');
  fs.writeFileSync(outside, 'shared on purpose');
  fs.chmodSync(outside, 0o644);
  fs.symlinkSync(outside, path.join(data, 'link-to-shared.txt'));
  return { data, outside };
}

describe('data at rest is private', () => {
  it('narrows an existing world-readable data folder to 0700/0600 on start, content intact, link targets untouched', () => {
    const { data, outside } = looseDataDir();
    const before = modes(data).length;
    expect(loose(data).length).toBeGreaterThan(10);
    const fix = makeDataDirPrivate(data);
    expect(fix.alreadyPrivate).toBe(false);
    expect(fix.fixed).toBe(before + 1); // every entry plus the folder itself
    expect(mode(data)).toBe(PRIVATE_DIR_MODE);
    expect(loose(data)).toEqual([]);
    for (const m of modes(data)) expect(parseInt(m.mode, 8), m.path).toBe(fs.statSync(path.join(data, m.path)).isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
    // nothing lost: the contents are what they were
    expect(fs.readFileSync(path.join(data, 'uploads/ab/paper.pdf'), 'utf8')).toBe('content of uploads/ab/paper.pdf');
    // the link's target (not Quire's) keeps its mode
    expect(mode(outside)).toBe(0o644);
    // a second start finds it private and does not walk
    expect(makeDataDirPrivate(data)).toEqual({ fixed: 0, alreadyPrivate: true });
  });

  it('creates a missing data folder 0700', () => {
    const data = path.join(temp('fresh'), 'nested', 'quire');
    makeDataDirPrivate(data);
    expect(mode(data)).toBe(PRIVATE_DIR_MODE);
  });

  it('the real local service process writes its database, WAL, uploads and mailbox 0600 in a 0700 folder, even under a loose parent umask', async () => {
    const data = path.join(temp('svc'), 'service-data');
    const key = 'csk-test-private-modes';
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/service/cli.ts'), '--port', '0', '--data', data, '--step-ms', '5', '--no-sample-library'], {
      env: { ...process.env, QUIRE_SERVICE_API_KEY: key },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`service exited with ${code}: ${out}`)));
    });
    // a mailbox entry (agent sign-in code) and an uploaded file
    const auth = await fetch(`${url}/agents/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'me@example.org' }) });
    expect(auth.status).toBeLessThan(300);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('# Private notes\nKelp forests and otters.')], { type: 'text/markdown' }), 'private.md');
    const uploaded = await fetch(`${url}/research/files`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(uploaded.status).toBe(200);
    const written = modes(data);
    expect(written.map((m) => m.path)).toEqual(expect.arrayContaining(['service.db', 'mailbox.jsonl']));
    expect(written.some((m) => m.path.startsWith('uploads') && m.path.endsWith('private.md'))).toBe(true);
    expect(written.some((m) => m.path.endsWith('-wal'))).toBe(true);
    expect(mode(data)).toBe(PRIVATE_DIR_MODE);
    expect(loose(data)).toEqual([]);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(loose(data)).toEqual([]);
  });

  // (The CLI process keeps its umask, so files it rewrites later are created by its umask inside the
  // 0700 folder; the desktop app, browser mode and the service set umask 077, see usePrivateFileModes.)
  it('the real core opening an older, readable data folder narrows it before it writes', async () => {
    const { data } = looseDataDir();
    const service = await startTestService({ dataDir: temp('svc2'), sampleLibrary: false });
    const core = await createCore({ dataDir: data, transport: 'cli', openExternal: async () => undefined, serviceOverride: { baseUrl: service.url, apiKey: service.apiKey } });
    try {
      expect(mode(data)).toBe(PRIVATE_DIR_MODE);
      expect(mode(path.join(data, 'uploads', 'ab', 'paper.pdf'))).toBe(PRIVATE_FILE_MODE);
      expect(mode(path.join(data, 'backups', 'local', 'quire-2026.db'))).toBe(PRIVATE_FILE_MODE);
      expect(mode(path.join(data, 'staging'))).toBe(PRIVATE_DIR_MODE);
    } finally {
      await core.close();
      await service.close();
    }
  });
});
