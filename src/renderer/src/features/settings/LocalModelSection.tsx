// Settings → the local library → "Use a local model": an OpenAI-compatible endpoint the user already
// runs (Ollama, llama.cpp server, LM Studio) and a model name. Said plainly what it does and what
// happens when the model cannot be reached; nothing is sent anywhere else.
import { useEffect, useState } from 'react';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useUi } from '../../stores/ui';

export function LocalModelSection() {
  const client = useClient();
  const current = useOp('localModel.get', {}, []);
  const notify = useUi((s) => s.notify);
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const setting = current.data ?? null;
  useEffect(() => {
    setBaseUrl(setting?.baseUrl ?? '');
    setModel(setting?.model ?? '');
  }, [setting?.baseUrl, setting?.model]);
  const save = (next: { baseUrl: string | null; model: string }) =>
    client.invoke('localModel.set', next).then(
      (saved) => {
        current.refetch();
        notify(saved ? `The local library's next research is written by ${saved.model}.` : 'The local library answers with its built-in engine again.');
      },
      (failure: unknown) => notify(errorSentence(failure), 'error'),
    );
  return (
    <section aria-labelledby="local-model-heading" className="settings-section">
      <h2 id="local-model-heading">Use a local model</h2>
      <p className="muted">
        The local library can have a model you already run (Ollama, llama.cpp server, LM Studio: any OpenAI-compatible endpoint) write its answers and chat replies (summaries and brainstorm questions stay the built-in engine's)
        from the passages it found. Every sentence the model writes must be backed by the passage it cites, or it is left out. If the model cannot be reached, the built-in engine
        answers and the research&rsquo;s events say why. Your passages go only to the address you give here.
      </p>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ baseUrl: baseUrl.trim(), model });
        }}
      >
        <label>
          Endpoint
          <input type="url" placeholder="http://127.0.0.1:11434/v1" value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} />
        </label>
        <label>
          Model
          <input placeholder="llama3.1:8b" value={model} onChange={(event) => setModel(event.target.value)} />
        </label>
        <button type="submit" className="small" disabled={baseUrl.trim() === ''}>
          Save
        </button>
        {setting && (
          <button type="button" className="ghost small" onClick={() => void save({ baseUrl: null, model: '' })}>
            Stop using it
          </button>
        )}
      </form>
      <p className="muted" role="status">
        {setting ? `In use: ${setting.model} at ${setting.baseUrl}.` : 'Not in use: the built-in engine answers (retrieval and extractive composition over your documents).'}
      </p>
    </section>
  );
}
