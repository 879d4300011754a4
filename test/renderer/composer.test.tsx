// New research: loops 1–10 and source timeout 3–180 with a sentence that disables Start; loops spoken
// of as used of the budget; the toast after Start matches the connection.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { Composer, domainsProblem, loopsProblem, MAX_QUERY_CHARS, outcomeNotice, queryProblem, startedNotice, timeoutProblem } from '../../src/renderer/src/features/workspace/Composer';
import { useUi } from '../../src/renderer/src/stores/ui';
import { fakeCore } from './fakeCore';

const usage = { loopsUsed: 3, loopsBudget: 200, running: 0, concurrencyLimit: 2, resetsAt: '2026-12-01T00:00:00Z', balanceCents: null, currency: null };
const online = { state: 'online', message: 'Online', pausedReason: null, pending: 0, failed: 0, lastSyncAt: null };

function renderComposer(sync: unknown = online, job: unknown = { syncState: 'synced', error: null }) {
  const core = fakeCore({
    'collections.list': { collections: [] },
    'files.list': { files: [] },
    'usage.get': usage,
    'sync.status': sync,
    'jobs.create': { id: 'job-1' },
    'jobs.get': job,
  });
  useUi.setState({ composerOpen: true, composerQuery: 'Why do otters use tools?', notice: null });
  render(
    <ClientProvider client={core.client}>
      <Composer />
    </ClientProvider>,
  );
  return core;
}

afterEach(() => useUi.setState({ composerOpen: false, notice: null }));

describe('domainsProblem (excluded domains, as the service takes them)', () => {
  const many = (n: number): string => Array.from({ length: n }, (_, i) => `site${i}.example.org`).join(', ');
  it.each<[string, string, RegExp | null]>([
    ['empty', '', null],
    ['a few, with addresses pasted', 'https://example.com/page, news.example.org  blog.example.net', null],
    ['exactly 100', many(100), null],
    ['101: how many to remove', many(101), /^101 domains are excluded; the research service accepts at most 100\. Remove 1\.$/],
    ['not a domain', 'example.com, not_a_domain', /"not_a_domain" is not a domain/],
    ['a bare word', 'localhost', /"localhost" is not a domain/],
  ])('%s', (_name, text, expected) => {
    const problem = domainsProblem(text);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('Composer limits', () => {
  it('validates loops (1–10) and source timeout (3–180) in words', () => {
    expect(loopsProblem('10')).toBeNull();
    expect(loopsProblem('1')).toBeNull();
    expect(loopsProblem('99')).toMatch(/from 1 to 10/);
    expect(loopsProblem('0')).not.toBeNull();
    expect(loopsProblem('2.5')).not.toBeNull();
    expect(loopsProblem('')).not.toBeNull();
    expect(timeoutProblem('180')).toBeNull();
    expect(timeoutProblem('2')).toMatch(/from 3 to 180/);
    expect(timeoutProblem('181')).not.toBeNull();
  });

  it('refuses 99 loops with a sentence and a disabled Start, and starts again once fixed', async () => {
    const core = renderComposer();
    const loops = screen.getByRole('spinbutton', { name: 'Reasoning loops' });
    expect(loops).toHaveAttribute('min', '1');
    expect(loops).toHaveAttribute('max', '10');
    await userEvent.clear(loops);
    await userEvent.type(loops, '99');
    expect(screen.getByRole('alert')).toHaveTextContent('Reasoning loops must be a whole number from 1 to 10');
    expect(loops).toHaveAttribute('aria-invalid', 'true');
    const start = screen.getByRole('button', { name: 'Start research' });
    expect(start).toBeDisabled();

    await userEvent.clear(loops);
    await userEvent.type(loops, '7');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(start).toBeEnabled();
    await userEvent.click(start);
    const create = core.calls.find((call) => call.op === 'jobs.create');
    expect(create?.input).toMatchObject({ options: { reasoningLoops: 7, sourceTimeout: 60 } });
  });

  it('refuses a source timeout outside 3–180 seconds', async () => {
    renderComposer();
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    const timeout = screen.getByRole('spinbutton', { name: 'Source timeout (seconds)' });
    expect(timeout).toHaveAttribute('min', '3');
    expect(timeout).toHaveAttribute('max', '180');
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '500');
    expect(screen.getByRole('alert')).toHaveTextContent('Source timeout must be a whole number of seconds from 3 to 180.');
    expect(screen.getByRole('button', { name: 'Start research' })).toBeDisabled();
  });

  it('speaks of loops used of the budget, like the sidebar', async () => {
    renderComposer();
    expect(await screen.findByText('3 of 200 reasoning loops used this month')).toBeInTheDocument();
  });
});

describe('question length', () => {
  it('refuses more than the service accepts, and says by how much', () => {
    expect(queryProblem('x'.repeat(MAX_QUERY_CHARS))).toBeNull();
    expect(queryProblem('x'.repeat(5000))).toMatch(/5,000 characters.*at most 4,000.*by 1,000/);
  });
});

describe('the toast after Start', () => {
  it('says started when online, saved and queued when offline or paused', () => {
    expect(startedNotice('online')).toBe('Research started.');
    expect(startedNotice('syncing')).toBe('Research started.');
    expect(startedNotice('offline')).toMatch(/saved on this machine/);
    expect(startedNotice('paused')).toMatch(/queued/);
  });

  it('says started or refused only once the first push is known', () => {
    expect(outcomeNotice({ syncState: 'pending', error: null })).toBeNull();
    expect(outcomeNotice({ syncState: 'synced', error: null })).toEqual({ text: 'Research started.', tone: 'info' });
    expect(outcomeNotice({ syncState: 'failed', error: 'query too long' })).toMatchObject({ tone: 'error', text: expect.stringContaining('query too long') });
    // a reason with its own full stop ends the sentence once
    expect(outcomeNotice({ syncState: 'failed', error: 'The service refused this request.' })?.text).toBe('Research not started: The service refused this request. Open it to edit and send it again.');
    expect(outcomeNotice({ syncState: 'failed', error: null })?.text).toBe('Research not started: the research service refused it. Open it to edit and send it again.');
  });

  it('shows a refusal, not "Research started.", for research the service refused at once', async () => {
    renderComposer(online, { syncState: 'failed', error: 'The research service refused the request' });
    await screen.findByText(/reasoning loops used/);
    await userEvent.click(screen.getByRole('button', { name: 'Start research' }));
    await vi.waitFor(() => expect(useUi.getState().notice?.tone).toBe('error'));
    expect(useUi.getState().notice?.text).toMatch(/^Research not started/);
  });

  it('waits for the outcome when the sync state is not known yet (right after the window opens): a refusal is said as one', async () => {
    renderComposer(null, { syncState: 'failed', error: 'The service refused this request.' });
    await screen.findByText(/reasoning loops used/);
    await userEvent.click(screen.getByRole('button', { name: 'Start research' }));
    await vi.waitFor(() => expect(useUi.getState().notice?.tone).toBe('error'));
    expect(useUi.getState().notice?.text).toBe('Research not started: The service refused this request. Open it to edit and send it again.');
  });

  it('shows "Research started." after starting while online', async () => {
    renderComposer();
    await screen.findByText(/reasoning loops used/);
    await userEvent.click(screen.getByRole('button', { name: 'Start research' }));
    await vi.waitFor(() => expect(useUi.getState().notice?.text).toBe('Research started.'));
  });
});
