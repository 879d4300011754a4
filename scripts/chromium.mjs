// Finds a Chromium for the end-to-end tests and benchmarks: $CHROMIUM_PATH, Debian's package, or
// Playwright's cache. Where none exists and we are root on Debian, installs Debian's `chromium`
// (Playwright's own browser download cannot work on machines that reach only package registries).
// The decision is a pure function (chromiumStep, table-tested in test/unit/chromium.test.ts);
// resolveChromium runs it with the machine's facts, and its install path runs in that test against a
// stand-in apt-get put first on PATH.
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

const HOW_TO_INSTALL = 'the end-to-end tests need Chromium. Install it with:\n  sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium or Chrome executable.';

export function chromiumCandidates(env = process.env, home = homedir()) {
  const list = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const cache = join(home, '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
      list.push(join(cache, dir, 'chrome-linux', 'chrome'), join(cache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return list.filter(Boolean);
}

export function findChromium(candidates = chromiumCandidates()) {
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * What to do next (pure): use the Chromium found; install Debian's package when none was found, we
 * are root on Debian and have not installed yet; else give up, saying why.
 */
export function chromiumStep({ found, isRoot, isDebian, installed }) {
  if (found) return { action: 'use', path: found };
  if (installed) return { action: 'fail', why: `apt-get installed chromium, but no Chromium executable was found afterwards; ${HOW_TO_INSTALL}` };
  if (isRoot && isDebian) return { action: 'install' };
  const blocker = !isDebian ? 'this is not Debian' : 'this process is not root';
  return { action: 'fail', why: `no Chromium was found and ${blocker}, so it was not installed; ${HOW_TO_INSTALL}` };
}

/** The apt-get runs of the install step: the package lists, then chromium without questions. */
export function aptCommands(env) {
  return [
    { file: 'apt-get', args: ['update', '-qq'], env },
    { file: 'apt-get', args: ['install', '-y', '-qq', 'chromium'], env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } },
  ];
}

/**
 * Finds Chromium, installing it where chromiumStep says so. Returns { path } or { error }. The
 * options stand in for the machine in tests: where to look, root/Debian, the environment apt-get runs
 * with (its PATH picks the apt-get), and where progress is printed.
 */
export function resolveChromium(options = {}) {
  const candidates = options.candidates ?? chromiumCandidates();
  const isRoot = options.isRoot ?? (typeof process.getuid === 'function' && process.getuid() === 0);
  const isDebian = options.isDebian ?? existsSync('/etc/debian_version');
  const env = options.env ?? process.env;
  const log = options.log ?? ((line) => console.log(line));
  let installed = false;
  for (;;) {
    const step = chromiumStep({ found: findChromium(candidates), isRoot, isDebian, installed });
    if (step.action === 'use') return { path: step.path };
    if (step.action === 'fail') return { error: step.why };
    log("quire: no Chromium found; installing Debian's chromium package (apt-get install -y chromium)…");
    for (const command of aptCommands(env)) {
      try {
        execFileSync(command.file, command.args, { stdio: 'inherit', env: command.env });
      } catch (error) {
        const status = error && typeof error === 'object' && 'status' in error && error.status !== null ? `exited with ${error.status}` : `did not run: ${error instanceof Error ? error.message : String(error)}`;
        return { error: `apt-get could not install chromium (\`${command.file} ${command.args.join(' ')}\` ${status}); ${HOW_TO_INSTALL}` };
      }
    }
    installed = true;
  }
}

export function ensureChromium() {
  const result = resolveChromium();
  if (result.path) return result.path;
  console.error(`quire: ${result.error}`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
