// Entry for running the local service in a child process: child_process.fork (messages via
// process.send) or an Electron utility process (messages via process.parentPort). Options come
// from env QUIRE_SERVICE_OPTIONS (JSON of ServiceOptions); reports { type: 'ready', url, apiKey,
// adminToken ('' unless testHooks) } and closes cleanly on SIGTERM/SIGINT or when the parent disconnects.
import { parseFaultPlan } from './faults';
import { usePrivateFileModes } from './private-files';
import { startService, type RunningService, type ServiceOptions } from './server';

/** Electron's utilityProcess exposes parentPort on process; plain Node does not. */
interface ParentPort {
  postMessage(message: unknown): void;
}

/** Resolves once the message is handed to the IPC channel (so exiting right after cannot lose it). */
function sendToParent(message: unknown): Promise<void> {
  const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;
  if (parentPort) {
    parentPort.postMessage(message);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

function readOptions(): ServiceOptions {
  const raw = process.env.QUIRE_SERVICE_OPTIONS;
  if (!raw) throw new Error('QUIRE_SERVICE_OPTIONS is not set (expected JSON with at least dataDir)');
  const parsed = JSON.parse(raw) as Partial<ServiceOptions>;
  if (typeof parsed.dataDir !== 'string' || parsed.dataDir === '') throw new Error('QUIRE_SERVICE_OPTIONS.dataDir must be a non-empty string');
  const { now: _ignoredClock, log: _ignoredLog, faults, ...rest } = parsed;
  let plan: ServiceOptions['faults'];
  if (faults !== undefined) {
    const checked = parseFaultPlan(faults);
    if (typeof checked === 'string') throw new Error(`QUIRE_SERVICE_OPTIONS.faults: ${checked}`);
    plan = checked;
  }
  // Embedded in the desktop app: agent e-mail sign-in stays off unless the options ask for it.
  return { ...rest, agentSignIn: rest.agentSignIn ?? false, faults: plan, dataDir: parsed.dataDir, log: (message) => process.stderr.write(`[quire-service] ${message}\n`) };
}

async function main(): Promise<void> {
  usePrivateFileModes(); // the database, uploads and mailbox it writes are the owner's alone
  let service: RunningService | null = null;
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      await service?.close();
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.on('disconnect', () => void stop(0)); // the parent died: do not linger

  try {
    service = await startService(readOptions());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`[quire-service] failed to start: ${message}\n`);
    await sendToParent({ type: 'error', message });
    process.exit(1);
  }
  if (stopping) return;
  await sendToParent({ type: 'ready', url: service.url, apiKey: service.apiKey, adminToken: service.adminToken });
}

void main();
