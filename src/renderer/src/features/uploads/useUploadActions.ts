// Retry and discard for uploads, reporting failures as notices.
import { useCallback } from 'react';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useUi } from '../../stores/ui';

export function useUploadActions(): { retry: (id: string) => void; discard: (id: string) => void } {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const retry = useCallback((id: string) => void client.invoke('uploads.retry', { id }).catch((failure: unknown) => notify(errorSentence(failure), 'error')), [client, notify]);
  const discard = useCallback((id: string) => void client.invoke('uploads.discard', { id }).catch((failure: unknown) => notify(errorSentence(failure), 'error')), [client, notify]);
  return { retry, discard };
}
