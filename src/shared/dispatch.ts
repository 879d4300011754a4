// Validates and runs one operation against a Handlers map. Shared by both transports and the CLI,
// so input validation, output checking and error shaping are the same everywhere.
import { events, isOperationName, operations, type EventName, type EventPayload, type Handlers } from './contract';
import { QuireError, toWireError, type Envelope } from './errors';

export async function dispatch(handlers: Handlers, name: unknown, rawInput: unknown): Promise<Envelope<unknown>> {
  if (!isOperationName(name)) {
    return { ok: false, error: { code: 'UNKNOWN_OPERATION', message: `Unknown operation: ${String(name).slice(0, 100)}`, retryable: false } };
  }
  const parsed = operations[name].input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    return {
      ok: false,
      error: { code: 'BAD_INPUT', message: `Invalid input for ${name}${where}: ${issue?.message ?? 'rejected'}`, retryable: false },
    };
  }
  try {
    // The map is indexed by the same name the schema was chosen by; TypeScript cannot correlate the two.
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    const value = await handler(parsed.data);
    // Outputs are checked too: only what the contract names crosses the boundary (unknown keys are
    // stripped), and a handler bug surfaces as an error here rather than as a broken view.
    const checked = operations[name].output.safeParse(value);
    if (!checked.success) {
      console.error(`[quire] ${name} returned a value outside the contract:`, checked.error.issues.slice(0, 3));
      return { ok: false, error: { code: 'INTERNAL', message: 'Quire produced an answer it cannot show. Your data is safe; please report this.', retryable: false } };
    }
    return { ok: true, value: checked.data };
  } catch (error) {
    if (!(error instanceof QuireError)) console.error(`[quire] ${name} failed:`, error);
    return { ok: false, error: toWireError(error) };
  }
}

/** Validates an event payload before it is pushed (a bug here should fail loudly in tests). */
export function checkEvent<K extends EventName>(name: K, payload: EventPayload<K>): EventPayload<K> {
  return events[name].parse(payload) as EventPayload<K>;
}
