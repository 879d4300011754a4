// Settings → the local library → "Use a local model" (#11): the address of an OpenAI-compatible
// server the user already runs (Ollama, llama.cpp server, LM Studio) and a model name. Kept by the
// embedded research service and used from its next research; the built-in engine answers when the
// model cannot, and the research's events say why. Test asks the typed server once and says what it
// found (reachable, the model there or not, the error and a fix). Shown while the local library is the active profile.
import { useEffect, useState, type FormEvent } from 'react';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { PROFILE_TABLES } from '../../lib/tables';

/** What the section says about the current setting (pure). */
export function localModelStatus(setting: { set: boolean; baseUrl: string; model: string } | undefined): string {
  if (!setting) return '';
  if (!setting.set) return 'Answers are written by the built-in engine (retrieval and extracts from your documents).';
  // Said as what Quire asks, not as what happened: whether the model answered is known per research
  // (its events say so), and an unreachable address is found only when a research asks it.
  return `Quire asks ${setting.model} at ${setting.baseUrl} to write answers, chat replies, system-prompt renderings and clarifying questions. Each sentence must cite a passage that supports it, or it is dropped; when the model cannot be reached or cannot answer, the built-in engine writes instead, and that research's events say why.`;
}

export function LocalModelSection() {
  const client = useClient();
  const profiles = useOp('profiles.list', {}, PROFILE_TABLES);
  const local = profiles.data?.profiles.find((p) => p.active)?.kind === 'local';
  const current = useOp('localModel.get', local ? {} : null, []);
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState(false);
  // the stored values fill the fields when they change (by value: a refetch answering the same setting
  // must not wipe what the user is typing)
  const storedUrl = current.data?.baseUrl;
  const storedModel = current.data?.model;
  useEffect(() => {
    if (storedUrl !== undefined) setBaseUrl(storedUrl);
    if (storedModel !== undefined) setModel(storedModel);
  }, [storedUrl, storedModel]);
  // the fields take input once the stored setting has arrived: typed before, it was joined to or replaced by it
  const loaded = current.data !== undefined || current.error !== null;
  if (!local) return null;

  const save = (input: { baseUrl: string; model: string }, done: (set: boolean) => string) => {
    setBusy(true);
    void client.invoke('localModel.set', input).then(
      (result) => {
        setBusy(false);
        setMessage({ text: done(result.set), error: false });
        current.refetch();
      },
      (failure: unknown) => {
        setBusy(false);
        setMessage({ text: errorSentence(failure), error: true });
      },
    );
  };
  // Test: asks the typed server (or the stored one when both fields are empty) once; nothing is saved.
  const test = () => {
    setTesting(true);
    setMessage({ text: `Asking ${baseUrl.trim() || current.data?.baseUrl || 'the model server'}…`, error: false });
    void client.invoke('localModel.test', { baseUrl, model }).then(
      (result) => {
        setTesting(false);
        setMessage({ text: result.message, error: !result.ok });
      },
      (failure: unknown) => {
        setTesting(false);
        setMessage({ text: errorSentence(failure), error: true });
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ baseUrl, model }, (set) => (set ? `Saved: the next research asks ${model.trim()} first.` : 'Saved: the built-in engine writes the answers.'));
  };

  return (
    <section aria-labelledby="local-model-heading" className="settings-section">
      <h2 id="local-model-heading">Use a local model</h2>
      <p className="muted">
        Optional. Point the local library at an OpenAI-compatible server you already run (Ollama, llama.cpp server, LM Studio) to have it write answers from the passages your
        research finds. Nothing is downloaded; leave both fields empty to use the built-in engine.
      </p>
      <p role="status">{localModelStatus(current.data)}</p>
      <form onSubmit={submit} className="local-model-form">
        <label>
          Server address <input name="local-model-url" value={baseUrl} readOnly={!loaded} placeholder="http://127.0.0.1:11434/v1" onChange={(e) => setBaseUrl(e.target.value)} />
        </label>
        <label>
          Model name <input name="local-model-name" value={model} readOnly={!loaded} placeholder="llama3.1:8b" onChange={(e) => setModel(e.target.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Save
        </button>
        <button type="button" className="small" disabled={testing} onClick={test}>
          {testing ? 'Testing…' : 'Test'}
        </button>
        {current.data?.set && (
          <button type="button" className="small" disabled={busy} onClick={() => save({ baseUrl: '', model: '' }, () => 'The built-in engine writes the answers again.')}>
            Stop using the model
          </button>
        )}
      </form>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : 'muted'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
