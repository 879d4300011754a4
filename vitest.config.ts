import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'node', include: ['test/{unit,service,sync,cli,notebook}/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'renderer', include: ['test/renderer/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['test/renderer/setup.ts'] } },
    ],
  },
});
