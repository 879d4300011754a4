// Entry for running the local service in a child process (child_process.fork): options come from
// env QUIRE_SERVICE_OPTIONS (JSON of ServiceOptions); reports { type: 'ready', url, apiKey, adminToken }
// and closes cleanly on SIGTERM or when the parent disconnects.
import { startService, type RunningService, type ServiceOptions } from './server';

function readOptions(): ServiceOptions {
  const raw = process.env.QUIRE_SERVICE_OPTIONS;
  if (!raw) throw new Error('QUIRE_SERVICE_OPTIONS is not set (expected JSON with at least dataDir)');
  const parsed = JSON.parse(raw) as Partial<ServiceOptions>;
  if (typeof parsed.dataDir !== 'string' || parsed.dataDir === '') throw new Error('QUIRE_SERVICE_OPTIONS.dataDir must be a non-empty string');
  const { now: _ignoredClock, log: _ignoredLog, ...rest } = parsed;
  return { ...rest, dataDir: parsed.dataDir, log: (message) => process.stderr.write(`[quire-service] ${message}\n`) };
}

async function main(): Promise<void> {
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
  process.on('disconnect', () => void stop(0));

  try {
    service = await startService(readOptions());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`[quire-service] failed to start: ${message}\n`);
    process.send?.({ type: 'error', message });
    process.exit(1);
  }
  process.send?.({ type: 'ready', url: service.url, apiKey: service.apiKey, adminToken: service.adminToken });
}

void main();
