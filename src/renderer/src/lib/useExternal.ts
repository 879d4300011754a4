// Opening links: always through the core's guard first (https: only, plus the local service's
// checkout), never by navigating this window. The desktop app opens the system browser; in browser
// mode the page is already in the user's browser, so an approved link opens in a new tab.
import { useCallback } from 'react';
import { useUi } from '../stores/ui';
import type { QuireClient } from './client';
import { useClient } from './context';
import { errorSentence } from './errors';

const transports = new WeakMap<QuireClient, Promise<'electron' | 'browser'>>();
function transportOf(client: QuireClient): Promise<'electron' | 'browser'> {
  let transport = transports.get(client);
  if (!transport) {
    transport = client.invoke('app.info', {}).then(
      (info) => info.transport,
      () => 'electron' as const,
    );
    transports.set(client, transport);
  }
  return transport;
}

export function useOpenExternal(): (url: string) => void {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  return useCallback(
    (url: string) => {
      const host = (() => {
        try {
          return new URL(url).host;
        } catch {
          return url;
        }
      })();
      Promise.all([client.invoke('app.openExternal', { url }), transportOf(client)]).then(
        ([, transport]) => {
          if (transport === 'browser') {
            window.open(url, '_blank', 'noopener,noreferrer');
            notify(`Opened ${host} in a new tab.`);
          } else {
            notify(`Opened ${host} in your browser.`);
          }
        },
        (failure: unknown) => notify(errorSentence(failure), 'error'),
      );
    },
    [client, notify],
  );
}
