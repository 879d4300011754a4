// Loads Yjs (the notebook's CRDT library, ~250 KB with lib0) on first use, synchronously, instead
// of with the core: reading jobs, notes, tags and stars reads the notebook's SQLite view tables and
// never needs it; only a change to an entry, a sync pass, a restore or an old notebook's migration
// does. Owns where Yjs comes from and when it is loaded, nothing else. Built, it is out/main/yjs.js
// (its own bundle entry, electron.vite.config.ts), required beside this chunk (Node's require of an
// ES module, synchronous since Node 20.19 / 22.12, this project's engines); from the TypeScript
// sources (tests, tsx) the package itself.
import { createRequire } from 'node:module';
import type * as Yjs from 'yjs';

/** The bundle entry that carries Yjs, beside every built chunk (electron.vite.config.ts names it). */
export const YJS_BUNDLE_ENTRY = './yjs.js';

/** What to require for Yjs from a module at `moduleUrl`: the bundled entry, or the package from sources. */
export function yjsSpecifier(moduleUrl: string): string {
  return moduleUrl.endsWith('.ts') ? 'yjs' : YJS_BUNDLE_ENTRY;
}

let loaded: typeof Yjs | null = null;

/** Yjs, loaded the first time it is asked for. */
export function yjs(): typeof Yjs {
  if (!loaded) loaded = createRequire(import.meta.url)(yjsSpecifier(import.meta.url)) as typeof Yjs;
  return loaded;
}

/** Whether Yjs has been loaded in this process (for tests of what a path loads). */
export function yjsLoaded(): boolean {
  return loaded !== null;
}
