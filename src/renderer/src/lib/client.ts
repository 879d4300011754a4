// The typed contract client: invoke(op, input) and on(event, listener) over whichever bridge the
// window has (Electron preload or browser-mode WebSocket). The rest of the renderer imports only this.
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from '../../../shared/contract';
import type { QuireBridge } from '../../../shared/bridge';
import { QuireClientError } from './errors';

export interface QuireClient {
  invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>>;
  on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void;
  /** Desktop only: path of a dropped file. */
  pathForFile: ((file: File) => string) | null;
}

export function createClient(bridge: QuireBridge, options: { validate: boolean } = { validate: false }): QuireClient {
  const pathFor = bridge.pathForFile;
  // The contract's schemas (zod) load only when validating (development and tests): the built window
  // trusts the core it is bundled with and starts without building them (bench/startup.bench.ts).
  const contract = options.validate ? import('../../../shared/contract') : null;
  return {
    async invoke(op, input) {
      const envelope = await bridge.invoke(op, input);
      if (!envelope.ok) throw new QuireClientError(envelope.error);
      if (!contract) return envelope.value as OperationOutput<typeof op>;
      const { operations } = await contract;
      const checked = operations[op].output.safeParse(envelope.value);
      if (!checked.success) {
        console.error(`[quire] ${op} returned an unexpected shape`, checked.error.issues);
        throw new QuireClientError({ code: 'BAD_RESPONSE', message: `Quire answered ${op} in an unexpected shape.`, retryable: false });
      }
      return checked.data as OperationOutput<typeof op>;
    },
    on(name, listener) {
      return bridge.on(name, (payload) => {
        if (!contract) {
          listener(payload as EventPayload<typeof name>);
          return;
        }
        void contract.then(({ events }) => {
          const checked = events[name].safeParse(payload);
          if (!checked.success) {
            console.error(`[quire] event ${name} has an unexpected shape`, checked.error.issues);
            return;
          }
          listener(payload as EventPayload<typeof name>);
        });
      });
    },
    pathForFile: pathFor ? (file) => pathFor(file) : null,
  };
}
