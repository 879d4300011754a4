// Component-test setup: jest-dom matchers, and unmounting after each test (vitest runs without
// globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadMarkdown } from '../../src/renderer/src/components/Markdown';

// The app preloads the Markdown renderer when idle; tests render it at once.
beforeAll(async () => {
  await preloadMarkdown();
});

afterEach(() => cleanup());

// findBy*/waitFor wait up to 10 s instead of Testing Library's 1 s: npm test runs these beside other
// workers and the Playwright flows, where a render through the real handlers took over 1 s (and once
// over 5 s); a wait ends as soon as what it waits for is there, so passing tests are not slower.
configure({ asyncUtilTimeout: 10_000 });
