// Usage in words: loops used of the budget in the sidebar and in Settings; no balance or top-up for
// the embedded local library, which has no account.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { UsageSection } from '../../src/renderer/src/features/settings/SettingsView';
import { UsageMeter } from '../../src/renderer/src/features/settings/UsageMeter';
import { fakeCore } from './fakeCore';

const usage = { loopsUsed: 3, loopsBudget: 200, running: 1, concurrencyLimit: 2, resetsAt: '2026-12-01T00:00:00Z', balanceCents: 500, currency: 'usd' };

// the embedded local library as the core reports it: no monthly limit, no balance (its own machine)
const ownLibrary = { ...usage, loopsUsed: 201, loopsBudget: null, balanceCents: null, currency: null, noMonthlyLimit: true, ownLibrary: true };

function renderWith(node: ReactNode, answer: object = usage) {
  const { client } = fakeCore({ 'usage.get': answer });
  render(<ClientProvider client={client}>{node}</ClientProvider>);
}

describe('usage', () => {
  it('the sidebar says loops used of the budget', async () => {
    renderWith(<UsageMeter />);
    expect(await screen.findByText('3 of 200 loops used')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 running')).toBeInTheDocument();
  });

  it('a remote account shows balance and top-up', async () => {
    renderWith(<UsageSection embedded={false} />);
    expect(await screen.findByText(/3 of 200 reasoning loops used/)).toBeInTheDocument();
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top up…' })).toBeInTheDocument();
  });

  it('the embedded local library shows neither balance nor top-up', async () => {
    renderWith(<UsageSection embedded />);
    expect(await screen.findByText(/3 of 200 reasoning loops used/)).toBeInTheDocument();
    expect(screen.queryByText('Balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Top up…' })).toBeNull();
  });

  it.each<[string, ReactNode, RegExp]>([
    ['the sidebar', <UsageMeter key="meter" />, /^201 loops used, no monthly limit$/],
    ['Settings', <UsageSection key="settings" embedded />, /^201 reasoning loops used, no monthly limit$/],
  ])('the local library in %s: loops used with no monthly limit, never "x of 200"', async (_where, node, text) => {
    renderWith(node, ownLibrary);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/ of 200|\/200|budget/);
    // no fill against a budget there is not
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('the local library in Settings: no cost instead of a balance', async () => {
    renderWith(<UsageSection embedded />, ownLibrary);
    expect(await screen.findByText('no cost: your own library')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/5\.00|USD|Balance/i);
  });
});
