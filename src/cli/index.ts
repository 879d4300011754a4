// Process entry of `quire` (npm run quire -- <command>, bin/quire.mjs): wires the real core and the
// process's terminal into runCli, then exits with its code once output is flushed.
import type { CoreOptions } from '../main/core-types';
import { flush, processIo } from './io';
import { runCli } from './run';

// A reader that stops early (quire jobs | head) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const io = processIo();
// Loaded on demand so --help and usage errors answer without loading the engine and SQLite.
const openCore = async (options: CoreOptions) => (await import('../main/core')).createCore(options);
const code = await runCli(process.argv.slice(2), io, openCore);
await flush(io.stdout);
await flush(io.stderr);
process.exit(code);
