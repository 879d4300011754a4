#!/usr/bin/env node
// Launcher for `quire` (npx quire, npm link): runs the bundled CLI (out/main/cli.js, made by
// `npm run build`) in this same process, so exit codes, signals and the terminal pass straight
// through. In a checkout whose sources are newer than the build, it builds first (on stderr).
import { existsSync } from 'node:fs';

const cli = new URL('../out/main/cli.js', import.meta.url);
const sources = new URL('../src/', import.meta.url);
if (existsSync(sources) || !existsSync(cli)) {
  const { buildIfStale } = await import('../scripts/lib.mjs');
  const code = await buildIfStale({ quietStdout: true });
  if (code !== 0) {
    console.error('quire: the build failed; run `npm run build` to see why.');
    process.exit(code);
  }
}
await import(cli.href);
