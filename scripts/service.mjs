// npm run service: build if needed, then the local research service in the foreground (the bundled
// src/service/cli.ts).
import { buildIfStale, run } from './lib.mjs';

const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, ['out/main/service-cli.js', ...process.argv.slice(2)]));
