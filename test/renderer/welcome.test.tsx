// The empty main pane: while the count of jobs is on its way it shows nothing (not the newcomer's
// welcome to someone with thousands of jobs), then the welcome or the hint to pick a job.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe('Welcome: adding your own documents without dragging', () => {
  it('offers "Add files…" and "Add a folder…"; a picked file goes to the library as a whole', async () => {
    const { client, calls } = fakeCore({
      'app.info': { version: '0.1.0', transport: 'browser', dataDir: '/data', embedded: true },
      'uploads.addData': { queued: [{ id: 'f1', fileName: 'hive-notes.md' }], duplicates: [], rejected: [] },
    });
    render(
      <ClientProvider client={client}>
        <Welcome hasJobs={false} />
      </ClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add files…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a folder…' })).toBeInTheDocument();
    const picker = screen.getByLabelText('Files to add to your library');
    fireEvent.change(picker, { target: { files: [new File(['# Hive notes\n\nHive 7 weighed 41 kg.'], 'hive-notes.md', { type: 'text/markdown' })] } });
    await waitFor(() => expect(calls.some((call) => call.op === 'uploads.addData')).toBe(true));
    const sent = calls.find((call) => call.op === 'uploads.addData')?.input as { collectionId: string | null; files: Array<{ name: string }> };
    expect(sent.collectionId).toBeNull();
    expect(sent.files.map((file) => file.name)).toEqual(['hive-notes.md']);
  });
});
