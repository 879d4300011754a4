// The Electron smoke test: launches the real desktop app where the Electron binary exists.
// Elsewhere it is skipped with the reason printed (the binary cannot be downloaded on every machine).
import { electronBinary, run } from './lib.mjs';
import { ensureElectronSqlite } from './electron-native.mjs';

const binary = electronBinary();
if (!binary) {
  console.log('SKIPPED electron smoke test: the Electron binary is not installed on this machine (it could not be downloaded); the desktop shell\'s security options are covered by unit tests instead.');
  process.exit(0);
}
const binding = await ensureElectronSqlite();
process.exit(await run('playwright', ['test', '--config', 'test/electron/playwright.electron.config.ts'], { env: { ELECTRON_PATH: binary, QUIRE_SQLITE_NATIVE_BINDING: binding } }));
