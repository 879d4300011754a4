// Electron is an optional dependency: its own install script downloads the Electron binary,
// which fails where only the npm registry is reachable, and npm then drops the package.
// Quire still needs the package's JavaScript and type definitions (typecheck, electron-vite),
// so fetch the registry tarball and unpack it without the binary. `npm start` then falls back
// to browser mode, saying so.
import { existsSync, mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const root = process.cwd();
const target = join(root, 'node_modules', 'electron');
if (!existsSync(join(target, 'package.json'))) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const version = lock.packages?.['node_modules/electron']?.version;
  if (!version) process.exit(0);
  const work = mkdtempSync(join(tmpdir(), 'quire-electron-'));
  try {
    const name = execFileSync('npm', ['pack', `electron@${version}`, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop();
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['xzf', join(work, name), '-C', target, '--strip-components=1']);
    console.log(`quire: Electron ${version} binary not available here; installed its package without the binary (npm start will use browser mode).`);
  } catch (error) {
    console.warn(`quire: could not unpack the electron package (${error.message}); typecheck of the Electron shell may fail.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
