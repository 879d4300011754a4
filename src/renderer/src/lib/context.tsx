// React access to the contract client, and the query hook that refetches when the core says a
// table it reads has changed (`db.changed`). Data lives in the core; this only caches what is shown.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from '../../../shared/contract';
import type { QuireClient } from './client';
import { errorSentence } from './errors';

const ClientContext = createContext<QuireClient | null>(null);

export function ClientProvider({ client, children }: { client: QuireClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): QuireClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient outside ClientProvider');
  return client;
}

export function useEvent<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): void {
  const client = useClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => client.on(name, (payload) => latest.current(payload)), [client, name]);
}

/**
 * Identical reads in flight at the same moment (several views mounting together, or refetching on
 * the same `db.changed`) share one round trip. Only reads go through useOp; writes never do.
 */
const inFlight = new WeakMap<QuireClient, Map<string, Promise<unknown>>>();
function sharedRead<K extends OperationName>(client: QuireClient, op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
  let map = inFlight.get(client);
  if (!map) {
    map = new Map();
    inFlight.set(client, map);
  }
  const key = `${op}\u0000${JSON.stringify(input)}`;
  const existing = map.get(key);
  if (existing) return existing as Promise<OperationOutput<K>>;
  const running = client.invoke(op, input).finally(() => map.delete(key));
  map.set(key, running);
  return running;
}

export interface QueryState<T> {
  data: T | undefined;
  /** A readable sentence, or null. */
  error: string | null;
  loading: boolean;
  refetch: () => void;
}

/**
 * Runs `op` with `input` (null = skip) and re-runs it when `db.changed` names one of `tables`
 * ('*' matches everything). Stale answers from superseded inputs are dropped.
 */
export function useOp<K extends OperationName>(op: K, input: OperationInput<K> | null, tables: readonly string[]): QueryState<OperationOutput<K>> {
  const client = useClient();
  const [data, setData] = useState<OperationOutput<K> | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(input !== null);
  const key = input === null ? null : JSON.stringify(input);
  const generation = useRef(0);
  const inputRef = useRef(input);
  inputRef.current = input;

  const run = useCallback(() => {
    const current = inputRef.current;
    if (current === null) return;
    const mine = ++generation.current;
    setLoading(true);
    sharedRead(client, op, current).then(
      (value) => {
        if (mine !== generation.current) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(errorSentence(failure));
        setLoading(false);
      },
    );
  }, [client, op]);

  useEffect(() => {
    if (key === null) {
      generation.current++;
      setData(undefined);
      setLoading(false);
      return;
    }
    run();
  }, [key, run]);

  const tablesKey = tables.join(',');
  useEffect(() => {
    if (key === null) return;
    const watched = tablesKey.split(',');
    return client.on('db.changed', ({ tables: changed }) => {
      if (watched.includes('*') || changed.some((table) => watched.includes(table))) run();
    });
  }, [client, key, tablesKey, run]);

  return { data, error, loading, refetch: run };
}
