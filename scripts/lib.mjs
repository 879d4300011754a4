// Small helpers shared by the npm scripts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
const BIN = join(ROOT, 'node_modules', '.bin');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH}`, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Every built file's freshness is judged by this one, written last by electron-vite build. */
const MARKER = join(ROOT, 'out', 'renderer', 'index.html');

/** Whether out/ is older than a source file or the build's config (true when it does not exist). */
export function isStale() {
  if (!existsSync(MARKER)) return true;
  // An installed copy without sources runs what it ships.
  if (!existsSync(join(ROOT, 'src'))) return false;
  const built = statSync(MARKER).mtimeMs;
  return built <= newestMtime(join(ROOT, 'src')) || built <= statSync(join(ROOT, 'electron.vite.config.ts')).mtimeMs;
}

/**
 * Builds main (with every Node entry: CLI, browser mode, local service), preload and renderer unless
 * out/ is fresh. `quietStdout` sends the build's output to stderr (the CLI's stdout may be piped).
 */
export async function buildIfStale({ quietStdout = false } = {}) {
  if (!isStale()) return 0;
  console.error('quire: building…');
  return run('electron-vite', ['build'], quietStdout ? { stdio: ['ignore', 2, 2] } : {});
}

/** The Electron executable, when its binary was actually downloaded (npm may have had no way to). */
export function electronBinary() {
  const pkg = join(ROOT, 'node_modules', 'electron');
  try {
    const relative = readFileSync(join(pkg, 'path.txt'), 'utf8').trim();
    const binary = join(pkg, 'dist', relative);
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
