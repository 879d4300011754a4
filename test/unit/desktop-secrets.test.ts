// @vitest-environment node
// API keys the CLI stored in plaintext (0600 secrets.json; plain Node has no OS secret store) are
// moved by the desktop app into its safeStorage-encrypted file on first use, and the plaintext copy
// is removed (the file too once empty). Run against the typed stand-in of Electron's safeStorage
// over real files; without an OS secret store nothing is moved and the CLI's file stays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SafeStorageSecrets } from '../../src/main/electron/secrets';
import { StandInSafeStorage } from './electron-standin';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(cliKeys: Record<string, string> | null): { dir: string; cli: string; desktop: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-secrets-'));
  dirs.push(dir);
  const cli = path.join(dir, 'secrets.json');
  if (cliKeys) fs.writeFileSync(cli, JSON.stringify(cliKeys), { mode: 0o600 });
  return { dir, cli, desktop: path.join(dir, 'secrets.desktop.json') };
}

const KEY = 'csk-live-7f3a9c1e5b2d4f6a8c0e';
const OTHER = 'csk-live-0000aaaa1111bbbb2222';

describe('the desktop app moves CLI keys into the OS secret store', () => {
  it('the only CLI key: encrypted copy written, plaintext file removed, the key still answers', async () => {
    const { cli, desktop } = folder({ work: KEY });
    const secrets = new SafeStorageSecrets(desktop, new StandInSafeStorage(), cli);
    expect(await secrets.get('work')).toBe(KEY);
    expect(fs.existsSync(cli)).toBe(false);
    const stored = fs.readFileSync(desktop, 'utf8');
    expect(stored).not.toContain(KEY);
    expect(JSON.parse(stored)).toMatchObject({ work: { encrypted: true } });
    expect(fs.statSync(desktop).mode & 0o777).toBe(0o600);
    // read again (and by a new instance, as after a restart): from the encrypted copy
    expect(await new SafeStorageSecrets(desktop, new StandInSafeStorage(), cli).get('work')).toBe(KEY);
  });

  it("one key of two: only that key leaves the CLI's file; the other stays until it is used", async () => {
    const { cli, desktop } = folder({ work: KEY, home: OTHER });
    const secrets = new SafeStorageSecrets(desktop, new StandInSafeStorage(), cli);
    expect(await secrets.get('work')).toBe(KEY);
    expect(JSON.parse(fs.readFileSync(cli, 'utf8'))).toEqual({ home: OTHER });
    expect(fs.readFileSync(cli, 'utf8')).not.toContain(KEY);
    expect(await secrets.get('home')).toBe(OTHER);
    expect(fs.existsSync(cli)).toBe(false);
  });

  it('without an OS secret store nothing is moved: the CLI file keeps the key (said in SECURITY.md)', async () => {
    const { cli, desktop } = folder({ work: KEY });
    const storage = new StandInSafeStorage();
    storage.available = false;
    const secrets = new SafeStorageSecrets(desktop, storage, cli);
    expect(await secrets.get('work')).toBe(KEY);
    expect(JSON.parse(fs.readFileSync(cli, 'utf8'))).toEqual({ work: KEY });
    expect(fs.existsSync(desktop)).toBe(false);
  });

  it('an encrypted copy that does not read back as the key leaves the plaintext copy in place (nothing lost)', async () => {
    const { cli, desktop } = folder({ work: KEY });
    const broken = new StandInSafeStorage();
    broken.decryptString = () => 'garbled';
    const secrets = new SafeStorageSecrets(desktop, broken, cli);
    expect(await secrets.get('work')).toBe(KEY);
    expect(JSON.parse(fs.readFileSync(cli, 'utf8'))).toEqual({ work: KEY });
  });

  it('deleting a profile key removes it from both files; an unknown key is null', async () => {
    const { cli, desktop } = folder({ work: KEY, home: OTHER });
    const secrets = new SafeStorageSecrets(desktop, new StandInSafeStorage(), cli);
    await secrets.set('home', OTHER);
    await secrets.delete('home');
    expect(await secrets.get('home')).toBeNull();
    expect(JSON.parse(fs.readFileSync(cli, 'utf8'))).toEqual({ work: KEY });
    expect(await secrets.get('nobody')).toBeNull();
  });
});
