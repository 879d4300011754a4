// Unit tests of the CLI's pure text renderings: lists, job detail with numbered sources, progress bars.
import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, type ChatMessage, type JobDetail, type JobSummary } from '../../src/shared/domain';
import {
  chatMessageStage,
  describeStatus,
  formatChatMessage,
  syncTimeoutNote,
  formatBytes,
  formatDuration,
  formatJobDetail,
  emptyJobList,
  formatJobList,
  formatJobProgress,
  formatProgressBar,
  formatSearchHits,
  formatSources,
  formatSyncSummary,
  formatUploadLine,
  orderSources,
} from '../../src/cli/format';
import { Output } from '../../src/cli/io';
import { capturedIo } from './helpers';

function summary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: '3f2a9c1e-0000-4000-8000-000000000001',
    serverId: '3f2a9c1e-0000-4000-8000-000000000001',
    query: 'How do sea otters affect kelp forests?',
    status: 'completed',
    reasoningLoopsConsumed: 3,
    runningTime: 125,
    createdAt: '2026-11-22T00:31:05.123Z',
    syncState: 'synced',
    error: null,
    availableOffline: true,
    sourceCount: 2,
    ...overrides,
  };
}

function detail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...summary(),
    content: 'Otters eat urchins [2], so kelp recovers [1].',
    transformedContent: '- otters\n- kelp',
    options: {
      reasoningLoops: 3,
      files: [],
      collectionIds: [],
      sourceTimeout: 60,
      allowEarlyExit: false,
      reasoningMode: false,
      excludeSocial: false,
      excludedDomains: [],
      systemPrompt: 'bullets',
      model: null,
      brainstormSessionId: null,
      answers: null,
    },
    results: [
      { id: 'r2', title: 'Urchin barrens', url: 'https://example.org/urchins', citationIndex: 2, highlights: ['urchins graze kelp'], hasContent: true },
      { id: 'r0', title: 'Uncited note', url: 'https://example.org/note', citationIndex: null, highlights: [], hasContent: false },
      { id: 'r1', title: 'Otters and kelp', url: 'https://example.org/otters', citationIndex: 1, highlights: [], hasContent: true },
    ],
    events: [{ message: 'Loop 3: summarising', createdAt: '2026-11-22T00:33:00Z' }],
    updates: [],
    statusHistory: [],
    ...overrides,
  };
}

describe('CLI formatting', () => {
  it('sizes and durations read naturally', () => {
    expect(formatBytes(17)).toBe('17 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(null)).toBe('unknown');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(125)).toBe('2 min');
    expect(formatDuration(3 * 3600 + 600)).toBe('3 h 10 min');
    expect(formatDuration(null)).toBe('');
  });

  it('shows unknown statuses as work in progress instead of dropping them', () => {
    expect(describeStatus('analysing')).toBe('analysing');
    expect(describeStatus('pondering')).toBe('in progress: pondering');
  });

  it('lists jobs with short ids, sync marks and a hint when more exist', () => {
    const text = formatJobList([summary(), summary({ id: 'aaaabbbbcccc', status: 'queued', syncState: 'pending', query: 'queued offline' })], 5);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^ID\s+STATUS\s+CREATED\s+SRC\s+QUERY$/);
    expect(lines[1]).toContain('3f2a9c1e  completed');
    expect(lines[1]).toContain('2026-11-22 00:31');
    expect(lines[2]).toContain('◌');
    expect(lines[3]).toBe('… 3 more (use --limit)');
    expect(formatJobList([], 0)).toContain('quire research');
    expect(formatJobList([summary({ starred: true, tags: ['thesis', 'ch2'] })], 1)).toContain('★ How do sea otters affect kelp forests?  #thesis #ch2');
  });

  it.each([
    [{}, 0, 0, 'No research yet. Start one with: quire research "<question>"'],
    [{ status: 'failed' }, 0, 0, 'No research with status "failed".'],
    [{ tag: 'thesis', starred: true }, 0, 0, 'No research with tag "thesis", a star.'],
    [{ collection: 'Kelp' }, 0, 0, 'No research with collection "Kelp".'],
    [{}, 60, 12, '12 research jobs match; --offset 60 is past them.'],
    [{ status: 'completed' }, 5, 1, '1 research job matches; --offset 5 is past it.'],
  ])('an empty list says why: %j at offset %i of %i', (filter, offset, total, expected) => {
    expect(emptyJobList(filter, offset, total)).toBe(expected);
    expect(formatJobList([], total, 100, filter, offset)).toBe(expected);
  });

  it('orders sources by citation index with uncited ones last', () => {
    expect(orderSources(detail().results).map((result) => result.id)).toEqual(['r1', 'r2', 'r0']);
    const text = formatSources(detail().results, { highlights: true });
    expect(text.indexOf('[1] Otters and kelp')).toBeLessThan(text.indexOf('[2] Urchin barrens'));
    expect(text).toContain('[-] Uncited note');
    expect(text).toContain('“urchins graze kelp”');
  });

  it('renders a job with its answer, transformed content and sources', () => {
    const text = formatJobDetail(detail(), { events: true });
    expect(text.split('\n')[0]).toBe('How do sea otters affect kelp forests?');
    expect(text).toContain('completed · 3 loops · 2 min · synced · available offline');
    expect(text).toContain('Otters eat urchins [2]');
    expect(text).toContain('Transformed');
    expect(text).toContain('Sources (3)');
    expect(text).toContain('Loop 3: summarising');
    expect(formatJobDetail(detail(), { transformed: false })).not.toContain('Transformed');
    expect(formatJobDetail(detail({ content: null, status: 'searching' }))).toContain('Still running (searching)');
  });

  it('progress lines say what is happening in words', () => {
    expect(formatJobProgress({ ...summary({ status: 'analysing', reasoningLoopsConsumed: 2 }), events: [{ message: 'Loop 2: 5 passages' }] }, 12)).toBe(
      '◌ analysing · 2 loops · 12 s · Loop 2: 5 passages',
    );
    expect(formatJobProgress(summary({ status: 'queued', syncState: 'pending', reasoningLoopsConsumed: null }), 0)).toContain('waiting to be sent');
    expect(formatProgressBar(0.5, 10)).toBe('[█████░░░░░]  50%');
    expect(formatProgressBar(7, 4)).toBe('[████] 100%');
    expect(formatProgressBar(Number.NaN, 4)).toBe('[░░░░]   0%');
    expect(formatUploadLine({ fileName: 'paper.pdf', bytesSent: 512, size: 1024, state: 'uploading' })).toBe('[██████████░░░░░░░░░░]  50%  512 B/1 KB  paper.pdf  uploading');
    expect(formatUploadLine({ fileName: 'gone.txt', bytesSent: 0, size: 10, state: 'failed', error: 'was moved' })).toContain('failed: was moved');
  });

  it('marks search matches with the given emphasis', () => {
    const hits = [{ jobId: '3f2a9c1e-xyz', query: 'otters', status: 'completed', field: 'content', snippet: `…the ${MATCH_START}kelp${MATCH_END} forest…` }];
    expect(formatSearchHits(hits, (text) => `<${text}>`)).toContain('content: …the <kelp> forest…');
    expect(formatSearchHits([])).toContain('No matches');
  });

  it('summarises a sync pass', () => {
    const text = formatSyncSummary({
      service: 'http://127.0.0.1:1',
      state: 'online',
      message: 'Up to date',
      jobs: 3,
      jobsAvailableOffline: 2,
      jobsRunning: 1,
      collections: 1,
      files: 4,
      sent: 1,
      waiting: 0,
      failed: 1,
      lastSyncAt: '2026-11-22T01:00:00Z',
    });
    expect(text).toContain('Synced with http://127.0.0.1:1: Up to date');
    expect(text).toContain('research     3 (2 available offline, 1 running)');
    expect(text).toContain('sent         1 queued item\n');
    expect(text).toContain('1 failed; see: quire pending');
  });
});

describe('chat history lines', () => {
  const message = (over: Partial<ChatMessage>): ChatMessage => ({
    id: 'm1',
    jobId: 'j1',
    role: 'assistant',
    content: 'The most recent dated source is [1], "Riverside Apiary Winter Loss Notes"',
    status: 'completed',
    createdAt: '2026-11-22T00:31:05.123Z',
    syncState: 'synced',
    error: null,
    results: [],
    ...over,
  });
  const table: Array<[string, Partial<ChatMessage>, ReturnType<typeof chatMessageStage>, string]> = [
    ['a complete reply', {}, 'complete', 'Quire: The most recent dated source is [1], "Riverside Apiary Winter Loss Notes"'],
    [
      'a reply still being written is marked incomplete, never shown as finished',
      { status: 'processing' },
      'writing',
      'Quire (still being written…): The most recent dated source is [1], "Riverside Apiary Winter Loss Notes" …\n(incomplete: this is the text so far; `quire sync --once` fetches the rest)',
    ],
    ['a reply not yet begun', { status: 'processing', content: '' }, 'writing', 'Quire (still being written…): \n(incomplete: this is the text so far; `quire sync --once` fetches the rest)'],
    ['a failed reply says why', { status: 'failed', content: '', error: 'model crashed' }, 'failed', 'Quire: \n(failed: model crashed)'],
    ['a status Quire does not know is not claimed complete', { status: 'queued' }, 'unknown', 'Quire (status "queued" from the service; may be incomplete): The most recent dated source is [1], "Riverside Apiary Winter Loss Notes"'],
    ['a question queued offline', { role: 'user', content: 'Which source is the most recent?', syncState: 'pending' }, 'queued', 'You (queued, not sent yet): Which source is the most recent?'],
    ['a question sent', { role: 'user', content: 'Which source is the most recent?' }, 'complete', 'You: Which source is the most recent?'],
    ['a question the service refused', { role: 'user', content: 'Which?', syncState: 'failed', error: 'too short' }, 'failed', 'You: Which?\n(failed: too short)'],
  ];
  for (const [name, over, stage, line] of table) {
    it(name, () => {
      expect(chatMessageStage(message(over))).toBe(stage);
      expect(formatChatMessage(message(over))).toBe(line);
    });
  }

  it('a sync --once timeout names what was still under way', () => {
    expect(syncTimeoutNote(5, { pending: 2, message: 'Syncing: 2 items waiting' })).toBe('Stopped waiting after 5 s; 2 item(s) are still queued and will be sent next time.');
    expect(syncTimeoutNote(1, { pending: 0, message: 'Syncing: receiving 1 chat answer still being written' })).toBe(
      'Stopped waiting after 1 s (Syncing: receiving 1 chat answer still being written); what is still under way is fetched next time.',
    );
  });
});

describe('terminal output', () => {
  it('redraws a progress block in place, blanks leftover lines, and stays silent when not a terminal', () => {
    const tty = capturedIo({}, { tty: true });
    const out = new Output(tty, { json: false });
    out.progress(['a', 'b', 'c']);
    out.progress(['d']);
    const erase = `${String.fromCharCode(27)}[2K`;
    const up = (n: number) => `${String.fromCharCode(27)}[${n}A`;
    expect(tty.err()).toBe(`\r${erase}a\n\r${erase}b\n\r${erase}c${up(2)}\r${erase}d\n\r${erase}\n\r${erase}`);
    out.line('result');
    expect(tty.out()).toBe('result\n');

    const pipe = capturedIo();
    const quiet = new Output(pipe, { json: false });
    quiet.progress(['x']);
    expect(pipe.err()).toBe('');
    const json = new Output(capturedIo({ QUIRE_FORCE_PROGRESS: '1' }, { tty: true }), { json: true });
    expect(json.progressEnabled).toBe(false);
  });
});
