import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import SlowFirstSequencer from './test/slow-first';

// Node test files share their worker's module cache (isolate: false), except files that replace
// modules with vi.mock or test what importing a module does (lazy-schemas: nothing built at import;
// it failed after other files had used the contract in the same worker; yjs-lazy: Yjs is not loaded
// until the notebook's first change), which run in a fresh process each. CPU of the node tests (user+sys of
// npx vitest run, 3 workers, load ~10): 311 s isolated; 211 s and 201 s shared (two runs, files in name
// order and in reverse order). Every file passed in both orders except test/sync/resend-settle's upload
// case (stored twice), which failed in every full run, isolated ones on main included (passes alone).
const ISOLATED = ['test/export/main-electron.test.ts', 'test/cli/lazy-schemas.test.ts', 'test/notebook/yjs-lazy.test.ts'];

// Projects: Node-side code (real HTTP, real SQLite), shared or isolated, and renderer components (jsdom).
export default defineConfig({
  plugins: [react()],
  test: {
    // A test's time limit, not its expected time: in npm test the files run beside other workers and
    // the Playwright flows, where under load (fresh-clone run, load 8-15) one test without a limit of
    // its own took 28.9 s of the former 30 s and another 19.1 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most tests wait on real HTTP, child processes and SQLite files, not on the CPU: three workers on
    // this 2-core machine finish in about half the time of Vitest's default (cores - 1), and the long
    // files go first (test/slow-first.ts). Measured: 291 s → about 146 s.
    maxWorkers: 3,
    sequence: { sequencer: SlowFirstSequencer },
    // The embedded service's child runs from a bundle made once per run (test/service-bundle.ts);
    // other TypeScript children run through tsx.
    globalSetup: ['test/service-bundle.ts'],
    env: { QUIRE_TS_LOADER: 'tsx' },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/{unit,db,api,service,sync,cli,notebook,security,export}/**/*.test.ts'], exclude: ISOLATED, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: ISOLATED, environment: 'node' },
      },
      {
        extends: true,
        // The component files share each worker's module cache and jsdom start-up (isolate: false): the
        // renderer project took 75.6 s of CPU isolated and 16.8 s shared (3 workers, load ~10; again
        // 75.2 → 17.0 s). Safe because nothing leaks between these files: all 28 pass in one worker in
        // name order and in reverse order, and setup.ts unmounts after every test.
        test: { name: 'renderer', include: ['test/renderer/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['test/renderer/setup.ts'], isolate: false },
      },
    ],
  },
});
