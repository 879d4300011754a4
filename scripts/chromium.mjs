// Finds a Chromium for the end-to-end tests and benchmarks: $CHROMIUM_PATH, Debian's package, or
// Playwright's cache. Where none exists and we are root on Debian, installs Debian's `chromium`
// (Playwright's own browser download cannot work on machines that reach only package registries).
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

function candidates() {
  const list = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const cache = join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
      list.push(join(cache, dir, 'chrome-linux', 'chrome'), join(cache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return list.filter(Boolean);
}

export function findChromium() {
  return candidates().find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('quire: no Chromium found; installing Debian\'s chromium package (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error('quire: the end-to-end tests need Chromium. Install it with:\n  sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium or Chrome executable.');
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
