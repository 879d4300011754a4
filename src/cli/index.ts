// Process entry of `quire` (npm run quire -- <command>, bin/quire.mjs): wires the real core and the
// process's terminal into runCli, then exits with its code once output is flushed.
import { createCore } from '../main/core';
import { flush, processIo } from './io';
import { runCli } from './run';

const io = processIo();
const code = await runCli(process.argv.slice(2), io, createCore);
await flush(io.stdout);
await flush(io.stderr);
process.exit(code);
