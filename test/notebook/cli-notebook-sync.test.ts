// `quire notebook-sync` in-process with the real core and real data folders (two "machines" over a
// folder target): set with the passphrase from the environment, status, --once, a wrong passphrase
// on the other machine (exit 3, said in words, nothing overwritten), bad input, and off.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runQuire } from '../cli/helpers';

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `quire-cli-nbsync-${name}-`));

describe('quire notebook-sync', () => {
  it('sets a folder target, syncs once, refuses a wrong passphrase elsewhere, and turns off', async () => {
    const target = tempDir('target');
    const a = tempDir('a');
    const b = tempDir('b');

    const off = await runQuire(['--data', a, 'notebook-sync', 'status']);
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('Notebook sync is off');

    const set = await runQuire(['--data', a, 'notebook-sync', 'set', target], { env: { QUIRE_SYNC_PASSPHRASE: 'our shared passphrase' } });
    expect(set.code).toBe(0);
    expect(set.stdout).toContain(`Target: folder ${target}`);
    expect(set.stdout).toContain('Notebook not synced yet');
    const secrets = join(a, 'secrets.json');
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
    expect(readFileSync(secrets, 'utf8')).toContain('notebook-sync:');

    const once = await runQuire(['--data', a, 'notebook-sync', '--once']);
    expect(once.code).toBe(0);
    expect(once.stdout).toContain('Notebook synced just now; 0 other machines');
    const written = readdirSync(target);
    expect(written.length).toBeGreaterThan(0);

    // quire sync --once includes the notebook when a target is set.
    const full = await runQuire(['--data', a, 'sync', '--once']);
    expect(full.stdout).toContain('Notebook synced just now');

    const json = await runQuire(['--data', a, '--json', 'notebook-sync', 'status']);
    const status = JSON.parse(json.stdout) as { configured: boolean; hasPassphrase: boolean; error: string | null };
    expect(status).toMatchObject({ configured: true, hasPassphrase: true, error: null });
    expect(json.stdout).not.toContain('our shared passphrase');

    await runQuire(['--data', b, 'notebook-sync', 'set', target], { env: { QUIRE_SYNC_PASSPHRASE: 'not the same passphrase' } });
    const wrong = await runQuire(['--data', b, 'notebook-sync', '--once']);
    expect(wrong.code).toBe(3);
    expect(wrong.stdout).toMatch(/passphrase/i);
    expect(readdirSync(target)).toEqual(written);
    // quire sync --once says the notebook part failed in its exit code too, not only in its line
    const wrongFull = await runQuire(['--data', b, 'sync', '--once']);
    expect(wrongFull.code).toBe(1);
    expect(wrongFull.stdout).toMatch(/passphrase/i);
    expect(readdirSync(target)).toEqual(written);

    const bad = await runQuire(['--data', b, 'notebook-sync', 'set', 'ftp://files.example/x']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/neither a folder nor a WebDAV/);
    const short = await runQuire(['--data', b, 'notebook-sync', 'set', target], { env: { QUIRE_SYNC_PASSPHRASE: 'short' } });
    expect(short.code).not.toBe(0);
    expect(short.stderr).toMatch(/at least 8/);

    const cleared = await runQuire(['--data', a, 'notebook-sync', 'off']);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toContain('Notebook sync is off');
    expect(readFileSync(secrets, 'utf8')).not.toContain('notebook-sync:');
  });
});
