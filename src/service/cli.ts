// `npm run service -- --port <n> --data <dir> [...]`: runs the local research service in the
// foreground, prints where it listens and a curl hint (the key only with --print-key, the admin
// token only with --test-hooks); keys come from the environment or a file, not argv; Ctrl-C stops it.
import { Command, InvalidArgumentError } from 'commander';
import os from 'node:os';
import path from 'node:path';
import { isLoopbackHost } from './guard';
import { resolveSecret } from './secret-input';
import { usePrivateFileModes } from './private-files';
import { startService } from './server';
import { MAX_INDEX_BYTES } from './routes-library';
import { EMBEDDED_UPLOAD_LIMIT_BYTES, megabytes } from '../shared/upload-limit';
import { formatUploadTiming, type UploadTiming } from './upload-timing';

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
  .option('--allow-host <name...>', 'extra Host names to answer to (besides loopback and the bound address)')
  .option('--data <dir>', 'data directory (database, uploads, mailbox)', defaultDataDir())
  .option('--api-key-file <file>', 'file holding the API key to accept (default: $QUIRE_SERVICE_API_KEY, else a random key kept in the data dir)')
  .option('--api-key <key>', 'deprecated: visible to other users in the process list; use $QUIRE_SERVICE_API_KEY or --api-key-file')
  .option('--print-key', 'print the API key (and a curl line using it) at start')
  .option('--no-agent-sign-in', 'switch off e-mail code sign-in for agents (/agents/auth)')
  .option('--test-hooks', 'serve the /__admin test hooks (faults, seeding, mailbox) and print their admin token')
  .option('--concurrency <n>', 'max jobs not completed/failed at once', integer('--concurrency', 1), 5)
  .option('--budget <n>', 'monthly reasoning-loop budget', integer('--budget', 0), 200)
  .option('--retry-after <s>', 'send Retry-After: <s> with 429 responses (default: none, like the public service)', integer('--retry-after', 0))
  .option('--step-ms <n>', 'milliseconds per job step / reasoning loop', integer('--step-ms', 0), 400)
  .option('--max-upload-mb <n>', `largest upload accepted in MB (files over ${megabytes(MAX_INDEX_BYTES)} are stored but not searched)`, integer('--max-upload-mb', 1), EMBEDDED_UPLOAD_LIMIT_BYTES / (1024 * 1024))
  .option('--no-sample-library', 'do not index the bundled sample library')
  .option('--log-upload-timing', 'log, for each upload, the time from its first body byte to its storing (for the upload benchmark)');

usePrivateFileModes(); // database, uploads, mailbox and key file: the owner's alone
program.parse();
const opts = program.opts<{
  port: number;
  host: string;
  allowHost?: string[];
  data: string;
  apiKey?: string;
  apiKeyFile?: string;
  printKey?: boolean;
  agentSignIn: boolean;
  testHooks?: boolean;
  concurrency: number;
  budget: number;
  retryAfter?: number;
  stepMs: number;
  maxUploadMb: number;
  sampleLibrary: boolean;
  logUploadTiming?: boolean;
}>();

let apiKey: string | undefined;
try {
  apiKey = resolveSecret({ flag: opts.apiKey, file: opts.apiKeyFile, env: process.env.QUIRE_SERVICE_API_KEY, flagName: '--api-key', envName: 'QUIRE_SERVICE_API_KEY' }, (warning) => console.error(`warning: ${warning}`));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (!isLoopbackHost(opts.host)) {
  console.error(`warning: listening on ${opts.host}, not loopback: anyone on that network who learns the key can use this service.`);
}

const service = await startService({
  dataDir: path.resolve(opts.data),
  port: opts.port,
  host: opts.host,
  allowedHosts: opts.allowHost ?? [],
  apiKey,
  agentSignIn: opts.agentSignIn,
  testHooks: opts.testHooks ?? false,
  concurrencyLimit: opts.concurrency,
  maxUploadBytes: opts.maxUploadMb * 1024 * 1024,
  monthlyLoopBudget: opts.budget,
  retryAfterSeconds: opts.retryAfter ?? null,
  stepDelayMs: opts.stepMs,
  sampleLibrary: opts.sampleLibrary,
  log: (message) => console.log(`[service] ${message}`),
  ...(opts.logUploadTiming ? { onUploadStored: (timing: UploadTiming) => console.log(`[service] ${formatUploadTiming(timing)}`) } : {}),
});

console.log(`listening on ${service.url}`);
console.log(opts.printKey ? `api key: ${service.apiKey}` : 'api key: hidden (run with --print-key to show it, or set it with QUIRE_SERVICE_API_KEY)');
if (opts.testHooks) console.log(`admin token: ${service.adminToken}`);
console.log(`data dir: ${path.resolve(opts.data)}`);
const keyText = opts.printKey ? service.apiKey : '$QUIRE_SERVICE_API_KEY';
console.log(
  `try: curl -s -X POST ${service.url}/research -H "Authorization: Bearer ${keyText}" -H 'Content-Type: application/json' -d '{"query":"How do sea otters protect kelp forests?"}'`,
);

const shutdown = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
