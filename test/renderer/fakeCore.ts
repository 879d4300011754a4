// A fake core for component tests: canned answers per operation, every call recorded, events pushed by hand.
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import type { Profile } from '../../src/shared/domain';

export function fakeCore(answers: Partial<Record<OperationName, unknown>>) {
  const calls: Array<{ op: string; input: unknown }> = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const client: QuireClient = {
    invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
      calls.push({ op, input });
      return op in answers ? Promise.resolve(answers[op] as OperationOutput<K>) : Promise.reject(new Error(`${op} is not part of this test`));
    },
    on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void {
      const set = listeners.get(name) ?? new Set();
      const untyped = listener as (payload: unknown) => void;
      set.add(untyped);
      listeners.set(name, set);
      return () => set.delete(untyped);
    },
    pathForFile: null,
  };
  const emit = <K extends EventName>(name: K, payload: EventPayload<K>) => listeners.get(name)?.forEach((listener) => listener(payload));
  return { client, calls, emit };
}

/** A profile as `profiles.list` returns it: 'local' is the local library, any other id a remote account. */
export function profileOf(id: string, name: string, active: boolean): Profile {
  return {
    id,
    name,
    kind: id === 'local' ? 'local' : 'remote',
    baseUrl: id === 'local' ? '' : 'http://127.0.0.1:9',
    apiVersion: '2025-11-27',
    hasKey: true,
    active,
    lastCheck: null,
    limits: { concurrency: null, budget: null },
    sync: null,
  };
}
