// Where the flows find the built Node entries (fixtures, specs and the global set-up share it).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The built bundle of a Node entry (`npm test` builds before the e2e step): the flows run the files
 * Quire ships, and each launch skips compiling TypeScript (about a second of CPU per process).
 */
export function builtEntry(name: 'serve' | 'service-cli' | 'cli'): string {
  const file = join(ROOT, 'out', 'main', `${name}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx electron-vite build), as npm test does`);
  return file;
}
