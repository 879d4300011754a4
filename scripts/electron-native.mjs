// Builds better-sqlite3 against Electron's ABI into .native/electron-<version>/ (a copy of the
// package), so the copy in node_modules keeps working under plain Node for tests and the CLI. The
// app loads it through better-sqlite3's `nativeBinding` option (QUIRE_SQLITE_NATIVE_BINDING).
// @electron/rebuild is pinned to 3.6.2 (package.json, and `overrides` for electron-builder's own copy):
// every 4.x wants Node 22.12 (npm warned EBADENGINE on Node 20), and 3.7.x fetches node-gyp from
// GitHub, which machines that reach only the npm registry cannot. 3.6.2 has the same CLI flags and
// the same rebuild() that electron-builder imports.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ROOT, run } from './lib.mjs';

export async function ensureElectronSqlite() {
  const electronVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')).version;
  const project = join(ROOT, '.native', `electron-${electronVersion}`);
  const moduleDir = join(project, 'node_modules', 'better-sqlite3');
  const binding = join(moduleDir, 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(binding)) return binding;
  console.log(`quire: building better-sqlite3 for Electron ${electronVersion} (once, about a minute)…`);
  rmSync(project, { recursive: true, force: true });
  mkdirSync(join(project, 'node_modules'), { recursive: true });
  const source = join(ROOT, 'node_modules', 'better-sqlite3');
  cpSync(source, moduleDir, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build') + sep) });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'quire-native', private: true, dependencies: { 'better-sqlite3': '*' } }));
  const code = await run('electron-rebuild', ['--version', electronVersion, '--module-dir', project, '--only', 'better-sqlite3', '--force']);
  if (code !== 0 || !existsSync(binding)) {
    console.error('quire: could not build better-sqlite3 for Electron (the build needs Electron headers from electronjs.org).');
    process.exit(1);
  }
  return binding;
}
