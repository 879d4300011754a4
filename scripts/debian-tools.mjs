// Finds the real servers and tools some tests run (rclone's WebDAV server for notebook sync,
// poppler's pdftoppm for the print/PDF check) and, where one is missing and we are root on Debian,
// installs its Debian package, the same way scripts/chromium.mjs installs Chromium. A tool that
// cannot be had is reported here; the tests that need it skip with a printed reason.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const TOOLS = [
  { bin: 'rclone', pkg: 'rclone', why: 'notebook sync over a real WebDAV server (rclone serve webdav)' },
  { bin: 'pdftoppm', pkg: 'poppler-utils', why: 'printing a job to PDF and looking at its pages' },
];

export function which(bin) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, bin))) return join(dir, bin);
  }
  return null;
}

export function canApt() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/etc/debian_version');
}

/** apt-get install the packages (root on Debian only); true when it ran without error. */
export function aptInstall(packages) {
  if (packages.length === 0 || !canApt()) return false;
  try {
    console.log(`quire: installing Debian packages for the tests: ${packages.join(' ')}…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return true;
  } catch (error) {
    console.error(`quire: apt-get could not install ${packages.join(' ')}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** Installs what is missing where possible; prints, for each tool still missing, which tests will skip. */
export function ensureTools(tools = TOOLS) {
  const missing = tools.filter((tool) => !which(tool.bin));
  aptInstall(missing.map((tool) => tool.pkg));
  for (const tool of missing.filter((t) => !which(t.bin))) {
    console.log(`quire: ${tool.bin} is not installed (apt-get install ${tool.pkg}); the tests of ${tool.why} will be skipped.`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureTools();
