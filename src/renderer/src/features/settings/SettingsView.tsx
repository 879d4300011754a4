// Account and usage: profiles (local library, remote service by key or by e-mail code), API version
// per profile, usage against the limits, balance and top-up, the notebook's backups and export.
// API keys go in and never come back.
import { useState, type FormEvent } from 'react';
import type { ApiVersion, Profile, ProfileCheck } from '../../../../shared/domain';
import { API_VERSIONS, isApiVersion } from '../../../../shared/values';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatDate, formatMoney, loopsUsedText, monthLoopsText, runningText } from '../../lib/format';
import { PROFILE_TABLES } from '../../lib/tables';
import { useOpenExternal } from '../../lib/useExternal';
import { useUi } from '../../stores/ui';
import { LocalModelSection } from './LocalModelSection';
import { NotebookSection } from './NotebookSection';
import { NotebookSyncSection } from './NotebookSyncSection';
import { NotificationsSection } from '../notify/NotificationsSection';
import { useUsage } from './UsageMeter';
import { LimitsForm, limitSourceText } from './LimitsForm';

const VERSIONS = API_VERSIONS;

export function SettingsView() {
  const client = useClient();
  const profiles = useOp('profiles.list', {}, PROFILE_TABLES);
  const info = useOp('app.info', {}, PROFILE_TABLES);
  // The embedded local library has no account: no balance to show, nothing to top up.
  const embedded = (info.data?.embedded ?? false) || profiles.data?.profiles.find((profile) => profile.active)?.kind === 'local';
  const notify = useUi((s) => s.notify);
  const askConfirm = useUi((s) => s.askConfirm);
  const activeProfileId = profiles.data?.profiles.find((profile) => profile.active)?.id ?? '';
  const run = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => {
        profiles.refetch();
        notify(done);
      },
      (failure: unknown) => notify(errorSentence(failure), 'error'),
    );
  // a changed key or version is tested with one request: say what the test found
  const runChecked = (promise: Promise<{ check: ProfileCheck | null }>, done: string) =>
    promise.then(
      ({ check }) => {
        profiles.refetch();
        notify(check ? `${done} ${check.message}` : done, check && check.outcome !== 'ok' ? 'error' : undefined);
      },
      (failure: unknown) => notify(errorSentence(failure), 'error'),
    );

  return (
    <main className="main settings" aria-label="Account and settings">
      <header className="job-header">
        <h1>Account and settings</h1>
      </header>
      <section aria-labelledby="profiles-heading" className="settings-section">
        <h2 id="profiles-heading">Profiles</h2>
        {profiles.error && <p className="error-text">{profiles.error}</p>}
        <ul className="profile-list">
          {(profiles.data?.profiles ?? []).map((profile) => (
            <ProfileRow
              key={profile.id}
              profile={profile}
              onSwitch={() => run(client.invoke('profiles.switch', { id: profile.id }), `Switched to ${profile.name}.`)}
              onRemove={() => {
                void askConfirm({ title: `Remove the profile ${profile.name}?`, message: 'Its local mirror is deleted from this machine.', confirmLabel: 'Remove profile' }).then(
                  (ok) => {
                    if (ok) void run(client.invoke('profiles.remove', { id: profile.id }), `Removed ${profile.name}.`);
                  },
                );
              }}
              onVersion={(apiVersion) => runChecked(client.invoke('profiles.update', { id: profile.id, apiVersion }), `${profile.name} now uses API version ${apiVersion}.`)}
              onKey={(apiKey) => runChecked(client.invoke('profiles.update', { id: profile.id, apiKey }), `Stored a new key for ${profile.name}.`)}
              onTest={() => runChecked(client.invoke('profiles.test', { id: profile.id }).then((check) => ({ check })), `Tested ${profile.name}.`)}
              onLimits={(limits) => run(client.invoke('profiles.setLimits', { id: profile.id, ...limits }), `Saved the limits of ${profile.name}.`)}
            />
          ))}
        </ul>
      </section>
      <UsageSection embedded={embedded} />
      <LocalModelSection />
      {/* Keyed by the active profile: its backups (folder, list) are read again after a switch. Shown once the
          profiles are known, so it never remounts under a click. */}
      {profiles.data && <NotebookSection key={activeProfileId} />}
      {profiles.data && <NotebookSyncSection key={`sync-${activeProfileId}`} />}
      <NotificationsSection />
      <div className="settings-columns">
        <AddProfileForm onAdded={() => profiles.refetch()} />
        <EmailSignIn onDone={() => profiles.refetch()} />
      </div>
    </main>
  );
}

function ProfileRow({
  profile,
  onSwitch,
  onRemove,
  onVersion,
  onKey,
  onTest,
  onLimits,
}: {
  profile: Profile;
  onSwitch: () => void;
  onRemove: () => void;
  onVersion: (v: ApiVersion) => void;
  onKey: (key: string) => void;
  onTest: () => void;
  onLimits: (limits: { concurrency: number | null; budget: number | null }) => void;
}) {
  const [key, setKey] = useState('');
  return (
    <li className={`profile-row${profile.active ? ' active' : ''}`} aria-label={`Profile ${profile.name}`}>
      <div className="profile-main">
        <strong>{profile.name}</strong>
        <span className="muted">{profile.kind === 'local' ? 'Embedded local library' : profile.baseUrl}</span>
        {profile.active ? <span className="badge">active</span> : <button type="button" className="small" onClick={onSwitch}>Use this profile</button>}
      </div>
      {profile.lastCheck && (
        <p className={profile.lastCheck.outcome === 'ok' ? 'muted' : 'error-text'}>
          {profile.lastCheck.message} <span className="muted">(tested {formatDate(profile.lastCheck.checkedAt)})</span>
        </p>
      )}
      <div className="profile-controls">
        <label>
          API version
          <select value={profile.apiVersion} onChange={(event) => { if (isApiVersion(event.target.value)) onVersion(event.target.value); }}>
            {VERSIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        {profile.kind === 'remote' && (
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              onKey(key);
              setKey('');
            }}
          >
            <input type="password" autoComplete="off" aria-label={`New API key for ${profile.name}`} placeholder={profile.hasKey ? 'Key stored (hidden)' : 'No key: enter one'} value={key} onChange={(event) => setKey(event.target.value)} />
            <button type="submit" className="small" disabled={!key}>
              Save key
            </button>
          </form>
        )}
        {profile.kind === 'remote' && (
          <button type="button" className="ghost small" onClick={onTest}>
            Test connection
          </button>
        )}
        {profile.kind === 'remote' && !profile.active && (
          <button type="button" className="ghost small" onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      {profile.kind === 'remote' && <LimitsForm key={`${profile.limits.concurrency}-${profile.limits.budget}`} profile={profile} onSave={onLimits} />}
    </li>
  );
}

export function UsageSection({ embedded }: { embedded: boolean }) {
  const client = useClient();
  const usage = useUsage();
  const openExternal = useOpenExternal();
  const notify = useUi((s) => s.notify);
  const [amount, setAmount] = useState(20);
  const topUp = async () => {
    try {
      const { checkoutUrl } = await client.invoke('account.topup', { amountCents: Math.round(amount * 100) });
      openExternal(checkoutUrl);
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };
  return (
    <section aria-labelledby="usage-heading" className="settings-section">
      <h2 id="usage-heading">Usage this month</h2>
      {!usage ? (
        <p className="muted">Usage appears once Quire has reached the research service.</p>
      ) : (
        <dl className="usage-grid">
          <dt>Reasoning loops</dt>
          <dd>
            {usage.unit === 'compute_units'
              ? 'unknown: API version 2025-08-08 reports no loops used (research asks for compute units)'
              : usage.noMonthlyLimit
                ? monthLoopsText(usage)
                : `${loopsUsedText(usage.loopsUsed, usage.loopsBudget)}${limitSourceText(usage.budgetSource)}; resets ${formatDate(usage.resetsAt)}`}
          </dd>
          <dt>Running jobs</dt>
          <dd>{`${runningText(usage.running, usage.concurrencyLimit)}${limitSourceText(usage.concurrencySource)}`}</dd>
          {embedded ? (
            <>
              <dt>Cost</dt>
              <dd>no cost: your own library</dd>
            </>
          ) : (
            <>
              <dt>Balance</dt>
              <dd>{formatMoney(usage.balanceCents, usage.currency)}</dd>
            </>
          )}
        </dl>
      )}
      {!embedded && (
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void topUp();
        }}
      >
        <label>
          Top-up amount
          <input type="number" min={10} step={5} value={amount} onChange={(event) => setAmount(Math.max(10, Number(event.target.value) || 10))} />
        </label>
        <button type="submit">Top up…</button>
        <span className="muted">Opens the checkout in your browser.</span>
      </form>
      )}
    </section>
  );
}

function AddProfileForm({ onAdded }: { onAdded: () => void }) {
  const client = useClient();
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('https://api.caesar.xyz');
  const [apiKey, setApiKey] = useState('');
  const [apiVersion, setApiVersion] = useState<ApiVersion>('2025-11-27');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { check } = await client.invoke('profiles.add', { name, baseUrl, apiKey, apiVersion });
      // The key has been handed to the core; drop it from this window's memory.
      setApiKey('');
      // saved whatever the test found; say what it found
      setError(check.outcome === 'ok' ? null : `Added ${name}, but: ${check.message}`);
      setDone(check.outcome === 'ok' ? `Added ${name}. ${check.message} Switch to it above.` : null);
      onAdded();
    } catch (failure) {
      setError(errorSentence(failure));
    }
  };
  return (
    <form className="settings-section card" aria-labelledby="add-profile-heading" onSubmit={(event) => void submit(event)}>
      <h2 id="add-profile-heading">Connect a research service</h2>
      <label>
        Profile name
        <input value={name} onChange={(event) => setName(event.target.value)} placeholder="Work account" />
      </label>
      <label>
        Base URL
        <input type="url" value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} />
      </label>
      <label>
        API key
        <input type="password" autoComplete="off" value={apiKey} onChange={(event) => setApiKey(event.target.value)} placeholder="csk-…" />
      </label>
      <label>
        API version
        <select value={apiVersion} onChange={(event) => { if (isApiVersion(event.target.value)) setApiVersion(event.target.value); }}>
          {VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={!name.trim() || !baseUrl || !apiKey}>
        Add profile
      </button>
      {error && <p className="error-text">{error}</p>}
      {done && <p className="muted">{done}</p>}
    </form>
  );
}

function EmailSignIn({ onDone }: { onDone: () => void }) {
  const client = useClient();
  const [baseUrl, setBaseUrl] = useState('https://api.caesar.xyz');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const request = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await client.invoke('auth.requestCode', { baseUrl, email });
      setSent(true);
      setError(null);
    } catch (failure) {
      setError(errorSentence(failure));
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await client.invoke('auth.confirmCode', { baseUrl, email, code });
      setDone(`Signed in as ${email}. This profile is now active.`);
      setSent(false);
      setCode('');
      setError(null);
      onDone();
    } catch (failure) {
      setError(errorSentence(failure));
    }
  };
  return (
    <section className="settings-section card" aria-labelledby="signin-heading">
      <h2 id="signin-heading">Sign in with an e-mail code</h2>
      {!sent ? (
        <form onSubmit={(event) => void request(event)}>
          <label>
            Service URL
            <input type="url" aria-label="Sign-in service URL" value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} />
          </label>
          <label>
            E-mail
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@example.com" />
          </label>
          <button type="submit" disabled={!email || !baseUrl}>
            Send code
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void confirm(event)}>
          <p className="muted">We sent a code to {email}. Enter it below.</p>
          <label>
            Code
            <input autoFocus inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
          <button type="submit" disabled={!code.trim()}>
            Sign in
          </button>
          <button type="button" className="ghost" onClick={() => setSent(false)}>
            Use another address
          </button>
        </form>
      )}
      {error && <p className="error-text">{error}</p>}
      {done && <p className="muted">{done}</p>}
    </section>
  );
}
