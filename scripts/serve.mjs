// npm run serve: build if needed, then Quire in browser mode (the bundled src/main/web/serve.ts).
import { buildIfStale, run } from './lib.mjs';

const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, ['out/main/serve.js', ...process.argv.slice(2)]));
