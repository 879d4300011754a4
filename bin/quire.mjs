#!/usr/bin/env node
// Launcher for `quire` from a checkout (npx quire, npm link): runs src/cli/index.ts through tsx's
// loader in this same process, so exit codes, signals and the terminal pass straight through.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/index.ts', import.meta.url).href);
