// Component-test setup: jest-dom matchers, and unmounting after each test (vitest runs without
// globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadMarkdown } from '../../src/renderer/src/components/Markdown';

// The app preloads the Markdown renderer when idle; tests render it at once.
beforeAll(async () => {
  await preloadMarkdown();
});

afterEach(() => cleanup());
