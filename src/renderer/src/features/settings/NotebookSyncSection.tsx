// Settings → Sync notebook across machines (issue #14): where this profile's notebook syncs to (a
// folder the user already syncs, or a WebDAV address and user), the passphrase (the same on every
// machine, kept in the secret store), how the last pass went in one line, the other machines seen,
// and Sync now. Secrets go in and never come back: the status only says whether one is stored.
import { useState, type FormEvent } from 'react';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useUi } from '../../stores/ui';

export function NotebookSyncSection() {
  const client = useClient();
  const status = useOp('notebookSync.status', {}, []);
  const notify = useUi((s) => s.notify);
  const bump = useUi((s) => s.bumpNotebook);
  const [location, setLocation] = useState('');
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState<'save' | 'sync' | 'off' | 'test' | null>(null);
  const [tested, setTested] = useState<{ ok: boolean; message: string } | null>(null);
  const isWebdav = /^https?:\/\//i.test(location.trim());

  // work says what happened; { failed } is a failure in the core's own words (a plain Error would read "something went wrong")
  const act = async (label: 'save' | 'sync' | 'off', work: () => Promise<string | { failed: string }>) => {
    setBusy(label);
    try {
      const said = await work();
      if (typeof said === 'string') notify(said);
      else notify(said.failed, 'error');
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    } finally {
      setBusy(null);
      status.refetch();
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void act('save', async () => {
      const saved = await client.invoke('notebookSync.set', {
        location: location.trim(),
        user: isWebdav && user.trim() ? user.trim() : null,
        password: isWebdav && password ? password : null,
        passphrase: passphrase || null,
      });
      setPassword('');
      setPassphrase('');
      return `Notebook sync set to ${saved.target ?? 'the target'}.`;
    });
  };
  const syncNow = () =>
    act('sync', async () => {
      const after = await client.invoke('notebookSync.now', {});
      bump();
      return after.error ? { failed: after.line } : after.line;
    });
  // Test what is typed (before saving): a test file written, read back and deleted; the answer stays in the section.
  const testTarget = async () => {
    setBusy('test');
    setTested(null);
    try {
      setTested(
        await client.invoke('notebookSync.test', {
          location: location.trim(),
          user: isWebdav && user.trim() ? user.trim() : null,
          password: isWebdav && password ? password : null,
        }),
      );
    } catch (failure) {
      setTested({ ok: false, message: errorSentence(failure) });
    } finally {
      setBusy(null);
    }
  };
  const turnOff = () =>
    act('off', async () => {
      await client.invoke('notebookSync.clear', {});
      return 'Notebook sync is off on this machine; the notebook stays here.';
    });

  const current = status.data;
  return (
    <section aria-labelledby="notebook-sync-heading" className="settings-section">
      <h2 id="notebook-sync-heading">Sync notebook across machines</h2>
      <p className="muted">
        Notes, tags, stars and removed marks sync through a folder you already sync (Dropbox, iCloud Drive, OneDrive, Syncthing, Nextcloud) or a WebDAV server, encrypted
        with your passphrase before they leave this machine. Edits made on two machines are merged, never copied as conflicts.
      </p>
      {status.error && <p className="error-text">{status.error}</p>}
      {current && (
        <>
          <p role="status" className={current.error ? 'error-text' : undefined}>
            {current.line}
          </p>
          {current.target && (
            <p className="muted">
              Target: <code className="path">{current.target}</code>
              {current.hasPassphrase ? '' : ' — no passphrase stored on this machine yet'}
            </p>
          )}
          {current.machines.length > 0 && (
            <ul aria-label="Other machines seen">
              {current.machines.map((machine) => (
                <li key={machine.device}>
                  Machine {machine.device.slice(0, 8)}, last seen {new Date(machine.seenAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form className="stacked-form" onSubmit={save} aria-label="Notebook sync target">
        <label>
          Folder or WebDAV address
          <input value={location} onChange={(event) => setLocation(event.target.value)} placeholder="/home/you/Dropbox/quire or https://cloud.example/remote.php/dav/files/you/quire" required />
        </label>
        {isWebdav && (
          <>
            <label>
              WebDAV user
              <input value={user} onChange={(event) => setUser(event.target.value)} autoComplete="username" />
            </label>
            <label>
              WebDAV password
              <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
            </label>
          </>
        )}
        <label>
          Passphrase (the same on every machine; at least 8 characters)
          <input type="password" value={passphrase} onChange={(event) => setPassphrase(event.target.value)} autoComplete="new-password" />
        </label>
        <div className="inline-form">
          <button type="submit" disabled={busy !== null || location.trim() === ''}>
            {busy === 'save' ? 'Saving…' : 'Save'}
          </button>
          <button type="button" disabled={busy !== null || location.trim() === ''} onClick={() => void testTarget()}>
            {busy === 'test' ? 'Testing…' : 'Test'}
          </button>
          <button type="button" disabled={busy !== null || !current?.configured} onClick={() => void syncNow()}>
            {busy === 'sync' ? 'Syncing…' : 'Sync now'}
          </button>
          <button type="button" disabled={busy !== null || !current?.configured} onClick={() => void turnOff()}>
            Turn off
          </button>
        </div>
        {tested && (
          <p data-testid="notebook-sync-test" className={tested.ok ? undefined : 'error-text'}>
            {tested.message}
          </p>
        )}
      </form>
    </section>
  );
}
