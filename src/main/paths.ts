// Where Quire keeps its data when no --data is given (kept private to its owner: see private-files).
// The desktop app, browser mode and the CLI all use the same folder, so they share one notebook.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultDataDir(): string {
  if (process.env.QUIRE_DATA_DIR) return process.env.QUIRE_DATA_DIR;
  // An empty XDG_DATA_HOME means unset (a relative folder would move with the working directory).
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Quire');
  if (process.platform === 'win32') return join(process.env.APPDATA || join(homedir(), 'AppData', 'Roaming'), 'Quire');
  return join(process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), 'quire');
}

export { makeDataDirPrivate, usePrivateFileModes, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, type PrivacyFix } from '../service/private-files';
