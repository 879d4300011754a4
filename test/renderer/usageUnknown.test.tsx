// Figures Quire does not know are shown as unknown, never as 0: a profile that has not mirrored its
// jobs yet, or whose account limits were never learned, says so in the sidebar, Settings and the composer.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { UsageSection } from '../../src/renderer/src/features/settings/SettingsView';
import { UsageMeter } from '../../src/renderer/src/features/settings/UsageMeter';
import { loopsUsedText, runningText } from '../../src/renderer/src/lib/format';
import { fakeCore } from './fakeCore';

const unknown = { loopsUsed: null, loopsBudget: null, running: null, concurrencyLimit: null, resetsAt: '2026-12-01T00:00:00Z', balanceCents: null, currency: null };

function renderWith(node: ReactNode, usage: object) {
  const { client } = fakeCore({ 'usage.get': usage });
  render(<ClientProvider client={client}>{node}</ClientProvider>);
}

describe('unknown usage figures', () => {
  it.each<[number | null, number | null, string]>([
    [3, 200, '3 of 200 reasoning loops used'],
    [null, 200, 'an unknown number of 200 reasoning loops used'],
    [3, null, '3 of an unknown budget of reasoning loops used'],
    [null, null, 'an unknown number of reasoning loops used (budget unknown)'],
  ])('loops %s of %s → %s', (used, budget, text) => {
    expect(loopsUsedText(used, budget)).toBe(text);
  });

  it.each<[number | null, number | null, string]>([
    [1, 5, '1 of 5 jobs running'],
    [null, 5, 'unknown jobs running (limit 5)'],
    [0, null, '0 jobs running (limit unknown)'],
    [null, null, 'unknown jobs running (limit unknown)'],
  ])('running %s of %s → %s', (running, limit, text) => {
    expect(runningText(running, limit, 'jobs running')).toBe(text);
  });

  it('the sidebar says unknown and draws no fill', async () => {
    renderWith(<UsageMeter />, unknown);
    expect(await screen.findByText('an unknown number of loops used (budget unknown)')).toBeInTheDocument();
    expect(screen.getByText('unknown running (limit unknown)')).toBeInTheDocument();
    // no meter role without a value (axe's aria-required-attr); the bar is decoration, drawn empty
    expect(screen.queryByRole('meter')).toBeNull();
    expect(document.querySelector('.meter-fill')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b0 of\b/);
  });

  it('Settings says unknown, never 0 of 200', async () => {
    renderWith(<UsageSection embedded={false} />, unknown);
    expect(await screen.findByText(/an unknown number of reasoning loops used \(budget unknown\)/)).toBeInTheDocument();
    expect(screen.getByText('unknown (limit unknown)')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b0 of\b/);
  });
});
