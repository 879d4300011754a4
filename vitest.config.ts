import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: Node-side code (real HTTP, real SQLite) and renderer components (jsdom).
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Code under test that forks a TypeScript child (the embedded service) runs it through tsx.
    env: { QUIRE_TS_LOADER: 'tsx' },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/{unit,service,sync,cli,notebook,security,export}/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'renderer', include: ['test/renderer/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['test/renderer/setup.ts'] },
      },
    ],
  },
});
