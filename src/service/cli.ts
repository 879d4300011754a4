// `npm run service -- --port <n> --data <dir> [...]`: runs the local research service in the
// foreground, prints where it listens, the API key it accepts and a curl hint; Ctrl-C stops it.
import { Command, InvalidArgumentError } from 'commander';
import os from 'node:os';
import path from 'node:path';
import { startService } from './server';

function integer(name: string, min: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < min) throw new InvalidArgumentError(`${name} must be an integer >= ${min}`);
    return Number(value);
  };
}

function defaultDataDir(): string {
  const base = process.env.QUIRE_DATA_DIR ?? path.join(os.homedir(), '.quire');
  return path.join(base, 'local-service');
}

const program = new Command()
  .name('quire-service')
  .description("Quire's local research service: the research API over your own documents")
  .option('--port <n>', 'port to listen on (0 = any free port)', integer('--port', 0), 4477)
  .option('--host <host>', 'interface to bind (loopback unless told otherwise)', '127.0.0.1')
  .option('--data <dir>', 'data directory (database, uploads, mailbox)', defaultDataDir())
  .option('--api-key <key>', 'API key to accept (default: a random key kept in the data dir)')
  .option('--concurrency <n>', 'max jobs not completed/failed at once', integer('--concurrency', 1), 5)
  .option('--budget <n>', 'monthly reasoning-loop budget', integer('--budget', 0), 200)
  .option('--retry-after <s>', 'send Retry-After: <s> with 429 responses (default: none, like the public service)', integer('--retry-after', 0))
  .option('--step-ms <n>', 'milliseconds per job step / reasoning loop', integer('--step-ms', 0), 400)
  .option('--no-sample-library', 'do not index the bundled sample library');

program.parse();
const opts = program.opts<{
  port: number;
  host: string;
  data: string;
  apiKey?: string;
  concurrency: number;
  budget: number;
  retryAfter?: number;
  stepMs: number;
  sampleLibrary: boolean;
}>();

const service = await startService({
  dataDir: path.resolve(opts.data),
  port: opts.port,
  host: opts.host,
  apiKey: opts.apiKey,
  concurrencyLimit: opts.concurrency,
  monthlyLoopBudget: opts.budget,
  retryAfterSeconds: opts.retryAfter ?? null,
  stepDelayMs: opts.stepMs,
  sampleLibrary: opts.sampleLibrary,
  log: (message) => console.log(`[service] ${message}`),
});

console.log(`listening on ${service.url}`);
console.log(`api key: ${service.apiKey}`);
console.log(`admin token: ${service.adminToken}`);
console.log(`data dir: ${path.resolve(opts.data)}`);
console.log(
  `try: curl -s -X POST ${service.url}/research -H 'Authorization: Bearer ${service.apiKey}' -H 'Content-Type: application/json' -d '{"query":"How do sea otters protect kelp forests?"}'`,
);

const shutdown = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
