// npm run serve: build if needed, then Quire in browser mode (see src/main/web/serve.ts).
import { buildIfStale, run } from './lib.mjs';

const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, ['--import', 'tsx', 'src/main/web/serve.ts', ...process.argv.slice(2)]));
