// npm run dist: build, then package with electron-builder (config in build/electron-builder.yml).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildIfStale, electronBinary, run } from './lib.mjs';
import { ensureElectronSqlite } from './electron-native.mjs';

if (!electronBinary()) {
  console.error('quire: packaging needs the Electron binary, which is not installed here (it could not be downloaded).');
  process.exit(1);
}
// The package carries an Electron-ABI build of better-sqlite3 (see build/electron-builder.yml).
const binding = await ensureElectronSqlite();
mkdirSync(join(ROOT, '.native', 'package'), { recursive: true });
copyFileSync(binding, join(ROOT, '.native', 'package', 'better_sqlite3.node'));
const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run('electron-builder', ['--config', 'build/electron-builder.yml', ...process.argv.slice(2)]));
