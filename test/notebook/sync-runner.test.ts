// One profile's sync pass as the app and CLI run it (runProfileSync): stored config and secrets,
// two machines over a real folder target, the status line afterwards, and failures recorded in
// words (no passphrase, wrong passphrase, target gone) with the changes kept queued.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Notebook } from '../../src/main/notebook/store';
import { FileSecretStore } from '../../src/main/services/profiles';
import { parseTargetSetting, saveSyncConfig } from '../../src/main/notebook/sync/config';
import { runProfileSync } from '../../src/main/notebook/sync/runner';

const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});
function machine() {
  const dir = mkdtempSync(join(tmpdir(), 'quire-runner-'));
  const notebook = Notebook.open(join(dir, 'notebook.db'));
  open.push(notebook);
  return { notebook, secrets: new FileSecretStore(join(dir, 'secrets.json')) };
}
const PASS = 'a shared passphrase';
const clock = () => new Date('2026-11-23T10:00:00Z');
const later = () => new Date('2026-11-23T10:02:00Z');

describe('runProfileSync', () => {
  it('syncs two machines through a stored folder target and says so in one line', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-runner-target-'));
    const a = machine();
    const b = machine();
    for (const m of [a, b]) await saveSyncConfig(m.notebook, m.secrets, 'local', parseTargetSetting(root), { passphrase: PASS });
    a.notebook.saveNote('job', 'j1', 'typed on the laptop');
    const first = await runProfileSync({ ...a, profileId: 'local', notebookKey: 'local', now: clock });
    expect(first).toMatchObject({ ok: true, error: null, line: 'Notebook synced just now; 0 other machines' });
    expect(first.report?.wroteFiles).toBe(1);
    b.notebook.saveNote('job', 'j2', 'typed on the desktop');
    const second = await runProfileSync({ ...b, profileId: 'local', notebookKey: 'local', now: clock });
    expect(second.ok).toBe(true);
    expect(b.notebook.getNote('job', 'j1').body).toBe('typed on the laptop');
    const again = await runProfileSync({ ...a, profileId: 'local', notebookKey: 'local', now: later });
    expect(again.line).toBe('Notebook synced just now; 1 other machine');
    expect(a.notebook.getNote('job', 'j2').body).toBe('typed on the desktop');
  });

  it('is off without a target, and records a missing passphrase, a wrong one and a vanished target in words, keeping the change queued', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-runner-target-'));
    const a = machine();
    expect((await runProfileSync({ ...a, profileId: 'p', notebookKey: 'k', now: clock })).line).toBe('Notebook sync is off');

    await saveSyncConfig(a.notebook, a.secrets, 'p', parseTargetSetting(root), {});
    a.notebook.saveNote('job', 'j1', 'kept');
    const noPass = await runProfileSync({ ...a, profileId: 'p', notebookKey: 'k', now: clock });
    expect(noPass.ok).toBe(false);
    expect(noPass.line).toMatch(/^1 notebook change waiting on this machine: No passphrase is stored/);

    const b = machine();
    await saveSyncConfig(b.notebook, b.secrets, 'p', parseTargetSetting(root), { passphrase: 'another passphrase' });
    expect((await runProfileSync({ ...b, profileId: 'p', notebookKey: 'k', now: clock })).ok).toBe(true);
    await saveSyncConfig(a.notebook, a.secrets, 'p', parseTargetSetting(root), { passphrase: PASS });
    const wrong = await runProfileSync({ ...a, profileId: 'p', notebookKey: 'k', now: clock });
    expect(wrong.ok).toBe(false);
    expect(wrong.error).toMatch(/passphrase/i);
    expect(a.notebook.pendingCount()).toBe(1);

    rmSync(root, { recursive: true, force: true });
    await saveSyncConfig(a.notebook, a.secrets, 'p', parseTargetSetting(root), {});
    const gone = await runProfileSync({ ...a, profileId: 'p', notebookKey: 'k', now: clock });
    expect(gone.ok).toBe(false);
    expect(gone.line).toMatch(/^1 notebook change waiting on this machine: /);
    expect(a.notebook.pendingCount()).toBe(1);
    expect(a.notebook.meta('lastSyncAt')).toBeNull();
  });
});
