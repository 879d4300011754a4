// The empty main pane: while the count of jobs is on its way it shows nothing (not the newcomer's
// welcome to someone with thousands of jobs), then the welcome or the hint to pick a job.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Welcome, welcomeKind } from '../../src/renderer/src/features/workspace/Welcome';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { fakeCore } from './fakeCore';

describe('welcomeKind', () => {
  it.each<[string, { data: { total: number } | undefined; error: string | null }, ReturnType<typeof welcomeKind>]>([
    ['the count still on its way', { data: undefined, error: null }, 'waiting'],
    ['no jobs', { data: { total: 0 }, error: null }, 'newcomer'],
    ['one job', { data: { total: 1 }, error: null }, 'returning'],
    ['ten thousand jobs', { data: { total: 10_000 }, error: null }, 'returning'],
    ['the count failed', { data: undefined, error: 'Quire could not open its data.' }, 'newcomer'],
  ])('%s → %s', (_name, count, kind) => {
    expect(welcomeKind(count)).toBe(kind);
  });
});

describe('Welcome', () => {
  it('greets a newcomer, and points someone with jobs at the list', () => {
    const { client } = fakeCore({ 'app.info': { version: '0.1.0', transport: 'browser', dataDir: '/data', embedded: false } });
    const { unmount } = render(
      <ClientProvider client={client}>
        <Welcome hasJobs={false} />
      </ClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome to Quire' })).toBeInTheDocument();
    unmount();
    render(
      <ClientProvider client={client}>
        <Welcome hasJobs />
      </ClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Pick a research from the list' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Quire' })).toBeNull();
  });
});
