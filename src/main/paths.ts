// Where Quire keeps its data when no --data is given (the desktop app uses Electron's userData).
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultDataDir(): string {
  if (process.env.QUIRE_DATA_DIR) return process.env.QUIRE_DATA_DIR;
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Quire');
  if (process.platform === 'win32') return join(process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Quire');
  return join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'quire');
}
