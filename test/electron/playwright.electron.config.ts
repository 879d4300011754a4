import { defineConfig } from '@playwright/test';

// Runs only where the Electron binary exists (scripts/electron-smoke.mjs decides and says why not).
export default defineConfig({
  testDir: '.',
  testMatch: 'smoke.spec.ts',
  outputDir: '../../test-results/electron',
  timeout: 90_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '../../test-results/electron.json' }]],
});
