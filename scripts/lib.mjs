// Small helpers shared by the npm scripts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
const BIN = join(ROOT, 'node_modules', '.bin');

/**
 * Runs a command with inherited stdio, or with `output` a function: its stdout and stderr are
 * handed to it chunk by chunk (npm test holds a step's output while another prints). Resolves
 * with its exit code once the process has exited and its output has been handed over.
 */
export function run(command, args, options = {}) {
  const { output, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const piped = typeof output === 'function';
    const child = spawn(command, args, { cwd: ROOT, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...spawnOptions, env: { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH}`, ...options.env } });
    if (piped) {
      child.stdout.on('data', output);
      child.stderr.on('data', output);
    }
    child.on('exit', (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      if (!piped) return resolve(exitCode);
      // The last output may still be in the pipes; a process the command left behind may hold them
      // open, so wait for them a short while only.
      const late = setTimeout(() => resolve(exitCode), 2000);
      child.on('close', () => {
        clearTimeout(late);
        resolve(exitCode);
      });
    });
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
