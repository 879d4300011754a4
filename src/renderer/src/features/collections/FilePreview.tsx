// A file's extracted text, previewed under its row in the collection's table. Only the local library
// can give a file's text back (the public API has no download), so the action shows only there.
import { useEffect, useState } from 'react';
import { Markdown } from '../../components/Markdown';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useOpenExternal } from '../../lib/useExternal';

export function FilePreview({ fileId, fileName }: { fileId: string; fileName: string }) {
  const client = useClient();
  const openExternal = useOpenExternal();
  const [state, setState] = useState<{ content: string | null; truncated: boolean; reason: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    client.invoke('files.content', { id: fileId }).then(
      (value) => live && setState(value),
      (failure: unknown) => live && setError(errorSentence(failure)),
    );
    return () => {
      live = false;
    };
  }, [client, fileId]);

  return (
    <div className="file-preview" role="region" aria-label={`Text of ${fileName}`} aria-busy={state === null && error === null}>
      {error && <p className="error-text">{error}</p>}
      {state === null && !error && <p className="empty">Loading the text…</p>}
      {state?.reason && <p className="empty">{state.reason}</p>}
      {state?.content && <Markdown text={state.content} onOpenExternal={openExternal} />}
      {state?.truncated && <p className="empty">The preview stops here; the file is longer.</p>}
    </div>
  );
}
