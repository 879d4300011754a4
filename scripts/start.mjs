// npm start: the desktop app. Where the Electron binary is absent (it could not be downloaded),
// say so in one line and run browser mode instead.
import { buildIfStale, electronBinary, run } from './lib.mjs';
import { ensureElectronSqlite } from './electron-native.mjs';

const dev = process.argv.includes('--dev');
const passThrough = process.argv.slice(2).filter((arg) => arg !== '--dev');
const electron = electronBinary();

if (!electron) {
  console.log('quire: the Electron binary is not installed here (it could not be downloaded), so Quire starts in browser mode instead.');
  const built = await buildIfStale();
  if (built !== 0) process.exit(built);
  process.exit(await run(process.execPath, ['out/main/serve.js', ...passThrough]));
}

// Electron needs better-sqlite3 built for its own ABI; the Node build stays in node_modules for tests.
const binding = await ensureElectronSqlite();
const env = { QUIRE_SQLITE_NATIVE_BINDING: binding };
if (dev) process.exit(await run('electron-vite', ['dev', ...passThrough], { env }));
const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(electron, ['.', ...passThrough], { env }));
