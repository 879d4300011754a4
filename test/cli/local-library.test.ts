// The local library with no account, as a new user meets it: no monthly loop limit (research held by
// the old budget is sent once it is gone), no balance, every "paused" said with what holds it and what
// lifts it (research --wait, show), and --system-prompt --wait printing the answer the prompt shaped.
// Pure tables for the sentences; then the real CLI in-process on a real data folder with the real
// embedded service (forked on loopback, as `quire` starts it for the local profile).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLines, stoppedWaitingNote } from '../../src/cli/commands/research';
import { notSentLine } from '../../src/cli/format';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';
import type { CoreOptions } from '../../src/main/core-types';
import type { JobDetail, SyncStatus } from '../../src/shared/domain';
import { capturedIo } from './helpers';

const status = (over: Partial<SyncStatus>): SyncStatus => ({ state: 'online', pausedReason: null, message: 'Up to date', pending: 1, failed: 0, lastSyncAt: null, ...over });
const BUDGET = status({ state: 'paused', pausedReason: 'budget', message: 'Paused: monthly loops used up until 1 Dec' });

describe('notSentLine: a research not sent is not running, and says what holds it', () => {
  it.each<[string, SyncStatus | null, RegExp]>([
    ['a budget pause: why, until when, and what lifts it', BUDGET, /^Not sent yet, so not running: Paused: monthly loops used up until 1 Dec; it is sent when the month's loops reset, or sooner if the budget is raised \(quire usage --set budget=N\)\.$/],
    ['the concurrency limit', status({ state: 'paused', pausedReason: 'concurrency', message: 'Waiting: 5 research jobs are running (the limit); new research starts when one finishes' }), /not running: Waiting: 5 research jobs.*; it is sent when one of the running jobs finishes\.$/],
    ['out of credit', status({ state: 'paused', pausedReason: 'out_of_credit', message: 'Paused: out of credit. Top up to continue research; your requests are kept.' }), /not running: Paused: out of credit.*kept; it is sent once the account is topped up/],
    ['offline', status({ state: 'offline', message: 'Offline: 1 item waiting' }), /not running: Offline: 1 item waiting; it is sent when the service can be reached/],
    ['nothing holds it', status({ state: 'syncing', message: 'Syncing: 1 item waiting' }), /^Not sent yet, so not running: it is sent by the next `quire sync`/],
    ['status unknown', null, /^Not sent yet, so not running: it is sent by the next `quire sync`/],
  ])('%s', (_name, given, expected) => {
    expect(notSentLine(given)).toMatch(expected);
    expect(notSentLine(given)).not.toMatch(/Still running|continues/);
  });
});

describe('stoppedWaitingNote', () => {
  const job = { id: 'abcdef1234567890', serverId: null, syncState: 'pending' };
  it.each<[string, 'interrupted' | 'timeout', { id: string; serverId: string | null; syncState: string }, SyncStatus | null, RegExp]>([
    ['a paused job is not said to continue', 'timeout', job, BUDGET, /^Gave up waiting\. Not sent yet, so not running: Paused: monthly loops used up until 1 Dec; it is sent when .* See it later with: quire show abcdef12$/],
    ['a job the service has continues', 'timeout', { ...job, serverId: 'srv-1', syncState: 'synced' }, null, /^Gave up waiting; the research continues\. See it later with: quire show abcdef12$/],
    ['interrupted before it was sent', 'interrupted', job, null, /^Stopped waiting\. Not sent yet, so not running: it is sent by the next/],
  ])('%s', (_name, ended, given, sync, expected) => {
    expect(stoppedWaitingNote(ended, given as Pick<JobDetail, 'id' | 'serverId' | 'syncState'>, sync)).toMatch(expected);
  });
});

describe('answerLines: what research --wait prints as the answer', () => {
  const base: Parameters<typeof answerLines>[0] = { id: 'abcdef1234567890', status: 'completed', events: [], content: 'Otters eat urchins [1]. Kelp grows back [1].', transformedContent: null, options: {} };
  it.each<[string, Partial<typeof base>, string[]]>([
    ['no system prompt: the answer', {}, ['Otters eat urchins [1]. Kelp grows back [1].']],
    [
      'a system prompt: the transformed answer with its notes, and where the plain one is',
      { options: { systemPrompt: 'Answer as 3 bullet points' }, transformedContent: '- Otters eat urchins [1].\n- Kelp grows back [1].\nOnly 2 points are in the sources.\n' },
      ['System prompt: Answer as 3 bullet points', '- Otters eat urchins [1].\n- Kelp grows back [1].\nOnly 2 points are in the sources.', '', 'The answer without it: quire show abcdef12'],
    ],
    [
      'a system prompt whose transformed answer did not come: said, then the plain answer',
      { options: { systemPrompt: 'Answer as 3 bullet points' } },
      ['No answer shaped by the system prompt ("Answer as 3 bullet points") came back; this is the plain answer.', '', 'Otters eat urchins [1]. Kelp grows back [1].'],
    ],
    ['failed', { status: 'failed', content: null, events: [{ message: 'Failed: no documents', createdAt: '' }] }, ['The research failed. Failed: no documents']],
  ])('%s', (_name, over, expected) => {
    expect(answerLines({ ...base, ...over })).toEqual(expected);
  });
});

describe('the local library through the real embedded service', () => {
  let data: string;
  let heldId = '';

  /** One `quire` run; `oldBudget` opens the core with the monthly budget the local library used to have (1 here, 200 before). */
  async function quire(args: string[], oldBudget?: number): Promise<{ code: number; stdout: string; stderr: string }> {
    const io = capturedIo({ NO_COLOR: '1', QUIRE_API_KEY: '', QUIRE_DATA_DIR: '' });
    const open = (options: CoreOptions) => createCore(oldBudget === undefined ? options : { ...options, limits: { monthlyLoopBudget: oldBudget } });
    const code = await runCli(['--data', data, ...args], io, open);
    return { code, stdout: io.out(), stderr: io.err() };
  }

  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'quire-cli-local-library-'));
  });
  afterAll(() => {
    rmSync(data, { recursive: true, force: true });
  });

  it('with the old budget used up, --wait and show say the research is paused, why and what lifts it', async () => {
    const first = await quire(['research', 'How do sea otters protect kelp forests?', '--wait'], 1);
    expect(first.code).toBe(0);
    const held = await quire(['research', 'Is thymol safe for bees?', '--wait', '--timeout', '3'], 1);
    expect(held.stderr).toMatch(/Paused: monthly loops used up until \d+ \w+/);
    expect(held.stderr).toMatch(/Gave up waiting\. Not sent yet, so not running: Paused: monthly loops used up until \d+ \w+; it is sent when the month's loops reset/);
    expect(held.stderr).not.toMatch(/the research continues/);
    heldId = /quire show ([0-9a-f]{8})/.exec(held.stderr)?.[1] ?? '';
    expect(heldId).not.toBe('');
    const shown = await quire(['show', heldId], 1);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/Not sent yet, so not running: Paused: monthly loops used up until \d+ \w+; it is sent when/);
    expect(shown.stdout).not.toMatch(/Still running/);
  }, 120_000);

  it('now: usage says no monthly limit and no cost (no balance), and the limits cannot be set', async () => {
    const usage = await quire(['usage']);
    expect(usage.code).toBe(0);
    expect(usage.stdout).toMatch(/^\d+ reasoning loops? this month \(no monthly limit: your own library\)$/m);
    expect(usage.stdout).toMatch(/^no cost: your own library$/m);
    expect(usage.stdout).not.toMatch(/\/200|balance|USD/);
    const json = JSON.parse((await quire(['usage', '--json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ loopsBudget: null, noMonthlyLimit: true, ownLibrary: true, balanceCents: null, currency: null });
    const set = await quire(['usage', '--set', 'budget=none']);
    expect(set.code).not.toBe(0);
    expect(set.stderr).toMatch(/no monthly limit/);
    expect(set.stderr).not.toMatch(/200/);
  }, 60_000);

  it('now: the research the old budget held is sent and answered', async () => {
    const waited = await quire(['show', heldId, '--wait', '--json']);
    expect(waited.code).toBe(0);
    expect(JSON.parse(waited.stdout)).toMatchObject({ status: 'completed', syncState: 'synced', query: 'Is thymol safe for bees?' });
  }, 120_000);

  it('--system-prompt with --wait prints the answer the prompt shaped, then the sources', async () => {
    const result = await quire(['research', 'How do sea otters protect kelp forests?', '--system-prompt', 'Answer as 3 bullet points', '--wait']);
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/^System prompt: Answer as 3 bullet points\n- /m);
    const bullets = out.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(1);
    expect(bullets.length).toBeLessThanOrEqual(3);
    expect(out.indexOf('System prompt:')).toBeLessThan(out.indexOf('Sources ('));
    // the plain answer is what show adds; --wait prints the shaped one only
    const shown = await quire(['show', /quire show ([0-9a-f]{8})/.exec(out)?.[1] ?? '']);
    const plain = shown.stdout.split('\n')[4] ?? '';
    expect(plain.length).toBeGreaterThan(20);
    expect(out).not.toContain(plain);
  }, 120_000);
});
