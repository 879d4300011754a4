import { defineConfig } from '@playwright/test';

// Debian's Chromium (found or installed by scripts/chromium.mjs, passed in CHROMIUM_PATH); the
// flags keep it from reaching for the network this machine does not have.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // the flows' services start from one pre-indexed data folder, made once per run
  globalSetup: './test/e2e/service-template.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Every flow has its own service, Quire and data folder, so flows run side by side: two workers on
  // this 2-core machine (E2E_WORKERS overrides), each flow spending much of its time waiting on jobs.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1360, height: 860 },
    // A failed flow keeps its trace: actions with DOM snapshots, without screencast frames (recording
    // them for every flow cost about 14% of the flows' CPU: research.spec 18.7 s → 16.2 s), and the
    // failure screenshot below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
