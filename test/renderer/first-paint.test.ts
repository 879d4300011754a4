// Code the first screen does not need waits for the job list's first paint (lib/first-paint.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: another test file in the same worker (one that renders the job list, e.g.
// first-paint-markup.test.tsx) may already have marked the first paint in the module it imported.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('afterFirstPaint', () => {
  it('runs waiting work once, when the list is first painted, and marks it for the benchmark', async () => {
    const { afterFirstPaint, markFirstPaint } = await import('../../src/renderer/src/lib/first-paint');
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('views'));
    expect(ran).toEqual([]);
    markFirstPaint();
    markFirstPaint();
    expect(ran).toEqual(['views']);
    expect(performance.getEntriesByName('quire:first-jobs')).toHaveLength(1);
    afterFirstPaint(() => ran.push('later')); // after the paint: at once
    expect(ran).toEqual(['views', 'later']);
  });

  it('runs it anyway after the fallback when the list never shows, and not twice when it shows later', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint, markFirstPaint } = await import('../../src/renderer/src/lib/first-paint');
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('views'), 5_000);
    vi.advanceTimersByTime(4_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['views']);
    markFirstPaint();
    expect(ran).toEqual(['views']);
  });
});
