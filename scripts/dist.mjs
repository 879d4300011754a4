// npm run dist: build, then package with electron-builder (config in build/electron-builder.yml).
import { buildIfStale, electronBinary, run } from './lib.mjs';

if (!electronBinary()) {
  console.error('quire: packaging needs the Electron binary, which is not installed here (it could not be downloaded).');
  process.exit(1);
}
const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run('electron-builder', ['--config', 'build/electron-builder.yml', ...process.argv.slice(2)]));
