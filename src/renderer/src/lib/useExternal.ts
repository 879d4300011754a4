// Opening links: always through the core's guard (https: only, in the system browser), never navigation.
import { useCallback } from 'react';
import { useUi } from '../stores/ui';
import { useClient } from './context';
import { errorSentence } from './errors';

export function useOpenExternal(): (url: string) => void {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  return useCallback(
    (url: string) => {
      client.invoke('app.openExternal', { url }).then(
        () => notify(`Opened ${new URL(url).hostname} in your browser.`),
        (failure: unknown) => notify(errorSentence(failure), 'error'),
      );
    },
    [client, notify],
  );
}
