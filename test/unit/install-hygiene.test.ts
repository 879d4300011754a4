// Install hygiene (#16): what a fresh `npm install` / `npm ci` reads. Every package npm installs
// for Quire (not optional) accepts the oldest Node of each range in package.json's engines, so npm
// prints no EBADENGINE warning caused by Quire's choices; the lock's root says the same engines;
// @electron/rebuild stays on the 3.6 line also for electron-builder (see scripts/electron-native.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
// npm's own version-range library (a dependency of npm tooling in node_modules; no types shipped).
const semver = require('semver') as { satisfies(version: string, range: string): boolean; minVersion(range: string): { version: string } | null };

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  dev?: boolean;
}
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string>; overrides?: Record<string, string>; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry & { engines?: { node?: string } }> };

/** The oldest Node of each `||` range: "^20.19.0 || >=22.13.0" → 20.19.0 and 22.13.0. */
function oldestNodes(range: string): string[] {
  return range.split('||').map((part) => semver.minVersion(part.trim())?.version ?? part);
}

/** Packages (lock path@version) whose engines.node refuses `node`; optional ones npm skips silently. */
function refusing(packages: Record<string, LockEntry>, node: string): string[] {
  return Object.entries(packages)
    .filter(([path, entry]) => path !== '' && !entry.optional)
    .flatMap(([path, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted && !semver.satisfies(node, wanted) ? [`${path}@${entry.version ?? '?'} wants node ${wanted}`] : [];
    });
}

describe('install hygiene', () => {
  it('reads the oldest Node of each engines range', () => {
    expect(oldestNodes('^20.19.0 || >=22.13.0')).toEqual(['20.19.0', '22.13.0']);
  });

  it('finds a package that refuses a Node version (so the check below can fail), and ignores optional ones', () => {
    const packages: Record<string, LockEntry> = {
      '': { engines: { node: '>=99' } },
      'node_modules/new-only': { version: '4.0.0', engines: { node: '>=22.12.0' } },
      'node_modules/optional-new': { version: '1.0.0', engines: { node: '>=22.12.0' }, optional: true },
      'node_modules/fine': { version: '1.0.0', engines: { node: '^20.17.0 || >=22.9.0' } },
      'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.8'] },
    };
    expect(refusing(packages, '20.19.0')).toEqual(['node_modules/new-only@4.0.0 wants node >=22.12.0']);
    expect(refusing(packages, '22.13.0')).toEqual([]);
  });

  it.each(oldestNodes(pkg.engines.node))('every package npm installs accepts Node %s', (node) => {
    expect(refusing(lock.packages, node)).toEqual([]);
  });

  it("the lock's root engines are package.json's (npm install does not rewrite the lock)", () => {
    expect(lock.packages['']?.engines).toEqual(pkg.engines);
  });

  it('@electron/rebuild is the pinned 3.6 line for Quire and for electron-builder alike', () => {
    expect(pkg.devDependencies['@electron/rebuild']).toMatch(/^3\.6\.\d+$/);
    expect(pkg.overrides?.['@electron/rebuild']).toBe('$@electron/rebuild');
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith('node_modules/@electron/rebuild'));
    expect(copies.map(([path, entry]) => `${path}@${entry.version ?? '?'}`)).toEqual([`node_modules/@electron/rebuild@${pkg.devDependencies['@electron/rebuild']}`]);
  });

  it('allows the install scripts Quire needs and no others', () => {
    expect(pkg.allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true, 'electron-winstaller': false });
  });
});
