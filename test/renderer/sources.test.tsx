// The sources panel: "Open ↗" only for real https sources, never for the user's own uploaded files
// (the local service's files.quire.local placeholder), which keep "Full content"; the empty state.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../src/shared/domain';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { SourcesPanel, canOpenInBrowser } from '../../src/renderer/src/features/job/SourcesPanel';
import { fakeCore } from './fakeCore';

function result(overrides: Partial<Result>): Result {
  return { id: 'r1', title: 'Otters and kelp', url: 'https://example.org/otters', citationIndex: 1, highlights: [], hasContent: true, ...overrides };
}

describe('SourcesPanel', () => {
  it('offers Open ↗ only for real https addresses', () => {
    expect(canOpenInBrowser('https://example.org/otters')).toBe(true);
    expect(canOpenInBrowser('https://files.quire.local/f/123/kelp.md')).toBe(false);
    expect(canOpenInBrowser('https://FILES.QUIRE.LOCAL/x')).toBe(false);
    expect(canOpenInBrowser('http://example.org/')).toBe(false);
    expect(canOpenInBrowser('not a url')).toBe(false);
  });

  it('shows Full content but no Open ↗ on an uploaded file', () => {
    const { client } = fakeCore({});
    render(
      <ClientProvider client={client}>
        <SourcesPanel
          jobId="j1"
          results={[result({ id: 'web', citationIndex: 1 }), result({ id: 'mine', title: 'kelp-notes.md', url: 'https://files.quire.local/f/abc/kelp-notes.md', citationIndex: 2 })]}
        />
      </ClientProvider>,
    );
    const web = screen.getByRole('listitem', { name: /\[1\] Otters and kelp/ });
    expect(within(web).getByRole('button', { name: 'Open example.org in browser' })).toBeInTheDocument();
    const mine = screen.getByRole('listitem', { name: /\[2\] kelp-notes\.md/ });
    expect(within(mine).queryByRole('button', { name: /in browser/ })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Full content' })).toBeInTheDocument();
    expect(within(mine).getByText('Your uploaded file')).toBeInTheDocument();
  });

  it('says sources appear as they are found while there are none', () => {
    const { client } = fakeCore({});
    render(
      <ClientProvider client={client}>
        <SourcesPanel jobId="j1" results={[]} />
      </ClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sources (0)' })).toBeInTheDocument();
    expect(screen.getByText('Sources appear here as the research finds them.')).toHaveClass('empty');
  });

  it.each([
    ['queued', 'Sources appear here as the research finds them.'],
    ['researching', 'Sources appear here as the research finds them.'],
    ['completed', 'This research found no sources: nothing in the library covers the question.'],
    ['failed', 'This research failed before it found any sources.'],
  ])('a research %s with no sources says: %s', (status, text) => {
    const { client } = fakeCore({});
    render(
      <ClientProvider client={client}>
        <SourcesPanel jobId="j1" results={[]} status={status} />
      </ClientProvider>,
    );
    expect(screen.getByText(text)).toHaveClass('empty');
  });
});
