// The engine's pure decisions, table by table (src/main/sync/policy.ts): what happens to an intent
// after each kind of error, which status wins and what it says, and when the loops wake next.
// No I/O and no clock: every input is given, randomness is a fixed function.
import { describe, expect, it } from 'vitest';
import { chatWriting } from '../../src/main/sync/status';
import { backoff, decideAfterError, isServiceError, serviceErrorOf, jobGate, nextFollowInterval, nextWakeIn, resendWaitMs, statusOf, type ErrorFacts, type GateFacts, type StatusFacts, type WakeFacts } from '../../src/main/sync/policy';

const timing = { retryBaseMs: 1_000, retryCapMs: 60_000 };
const NOW = Date.UTC(2026, 10, 22, 14, 2, 0);

function err(over: Partial<ErrorFacts>): ErrorFacts {
  return { kind: 'http', status: null, message: 'boom', retryAfterMs: null, transient: false, ambiguous: false, ...over };
}

describe('decideAfterError', () => {
  const table: Array<{ name: string; error: ErrorFacts; action: string; notSent: boolean; stopQueue: boolean; offline: boolean; nextAt: number | 'backoff'; message?: string }> = [
    { name: '401 pauses for the key and stops the queue', error: err({ status: 401 }), action: 'pause_key', notSent: true, stopQueue: true, offline: false, nextAt: 0, message: 'Waiting for a valid API key.' },
    { name: '429 defers until Retry-After', error: err({ status: 429, retryAfterMs: 7_000, transient: true }), action: 'defer', notSent: true, stopQueue: false, offline: false, nextAt: NOW + 7_000 },
    { name: '429 without Retry-After defers 1 s', error: err({ status: 429 }), action: 'defer', notSent: true, stopQueue: false, offline: false, nextAt: NOW + 1_000 },
    { name: 'a client-side rate pause defers like a 429', error: err({ kind: 'rate_paused', retryAfterMs: 3_000 }), action: 'defer', notSent: true, stopQueue: false, offline: false, nextAt: NOW + 3_000 },
    { name: '402 pauses for credit, retried at the cap', error: err({ status: 402 }), action: 'pause_credit', notSent: true, stopQueue: false, offline: false, nextAt: NOW + timing.retryCapMs, message: 'Out of credit: top up to send this.' },
    { name: 'a network error defers, stops the queue and goes offline', error: err({ kind: 'network', transient: true, message: 'refused' }), action: 'defer', notSent: false, stopQueue: true, offline: true, nextAt: 'backoff', message: 'refused' },
    { name: 'a 503 defers with backoff, the queue goes on', error: err({ status: 503, transient: true }), action: 'defer', notSent: false, stopQueue: false, offline: false, nextAt: 'backoff' },
    { name: 'an ambiguous 500 defers (it may have been applied)', error: err({ status: 500, ambiguous: true }), action: 'defer', notSent: false, stopQueue: false, offline: false, nextAt: 'backoff' },
    { name: 'a garbled answer that may have been applied defers', error: err({ kind: 'bad_response', ambiguous: true }), action: 'defer', notSent: false, stopQueue: false, offline: false, nextAt: 'backoff' },
    { name: '400 fails this intent only', error: err({ status: 400, message: 'query too long' }), action: 'fail', notSent: false, stopQueue: false, offline: false, nextAt: 0, message: 'query too long' },
    { name: '404 fails this intent only', error: err({ status: 404 }), action: 'fail', notSent: false, stopQueue: false, offline: false, nextAt: 0 },
    { name: '422 fails this intent only', error: err({ status: 422 }), action: 'fail', notSent: false, stopQueue: false, offline: false, nextAt: 0 },
  ];
  for (const row of table) {
    it(row.name, () => {
      const d = decideAfterError(row.error, 3, NOW, timing, () => 0.5);
      expect(d.action).toBe(row.action);
      expect(d.notSent).toBe(row.notSent);
      expect(d.stopQueue).toBe(row.stopQueue);
      expect(d.offline).toBe(row.offline);
      if (row.nextAt === 'backoff') expect(d.nextAttemptAt).toBe(NOW + backoff(3, timing, () => 0.5));
      else expect(d.nextAttemptAt).toBe(row.nextAt);
      if (row.message) expect(d.message).toBe(row.message);
    });
  }

  it('a deferral is never sooner than 50 ms, even with zero jitter', () => {
    expect(decideAfterError(err({ status: 503, transient: true }), 0, NOW, timing, () => 0).nextAttemptAt).toBe(NOW + 50);
  });
});

describe('resendWaitMs (after a lost answer whose reconcile found nothing)', () => {
  it.each([
    ['never sent (or sent before migration 9)', null, 100_000, 10_000, 0],
    ['sent 0.4 s ago: waits the rest of the settle time', 99_600, 100_000, 10_000, 9_600],
    ['sent exactly settle ago: resend now', 90_000, 100_000, 10_000, 0],
    ['sent an hour ago (back online): resend now', 100_000 - 3_600_000, 100_000, 10_000, 0],
    ['settle 0 (a service that replays resends): resend now', 99_999, 100_000, 0, 0],
    ['clock set back since the send: never more than the settle time', 500_000, 100_000, 10_000, 10_000],
  ])('%s', (_what, lastSentAt, now, settleMs, expected) => {
    expect(resendWaitMs(lastSentAt, now, settleMs)).toBe(expected);
  });
});

describe('backoff', () => {
  it.each([
    [0, 1, 1_000],
    [1, 1, 2_000],
    [5, 1, 32_000],
    [6, 1, 60_000],
    [100, 1, 60_000],
    [4, 0.5, 8_000],
    [4, 0, 0],
  ])('attempt %i with random %f waits %i ms', (attempt, r, ms) => {
    // random() is in [0, 1); 1 stands for the upper bound of the full-jitter window
    expect(backoff(attempt, timing, () => r)).toBe(ms);
  });
});

describe('isServiceError', () => {
  it.each([
    [err({ status: 500 }), true],
    [err({ status: 503 }), true],
    [err({ kind: 'bad_response' }), true],
    [err({ status: 404 }), false],
    [err({ status: 401 }), false],
    [err({ status: 429 }), false],
    [err({ kind: 'network' }), false],
    [err({ kind: 'rate_paused' }), false],
  ])('%o → %s', (error, expected) => {
    expect(isServiceError(error)).toBe(expected);
  });
});

describe('serviceErrorOf (how the status names a service error)', () => {
  it.each<[string, ErrorFacts, { status: number | null; reason: string } | null]>([
    ['a 500 by its status', err({ status: 500 }), { status: 500, reason: 'HTTP 500' }],
    ['a 502 by its status', err({ status: 502 }), { status: 502, reason: 'HTTP 502' }],
    ['a 200 that is not JSON in words, not as "200"', err({ kind: 'bad_response', status: 200, code: 'not_json' }), { status: null, reason: 'answers that are not JSON' }],
    ['a body of the wrong shape', err({ kind: 'bad_response', status: 200, code: 'bad_shape' }), { status: null, reason: 'answers of an unexpected shape' }],
    ['a body cut off', err({ kind: 'bad_response', status: 200, code: 'cut_off' }), { status: null, reason: 'answers cut off' }],
    ['a body over the cap', err({ kind: 'bad_response', status: 200, code: 'too_large' }), { status: null, reason: 'answers too large to read' }],
    ['an answer past the request deadline', err({ kind: 'bad_response', status: 200, code: 'too_slow' }), { status: null, reason: 'answers too slow to arrive' }],
    ['a garbled answer of no known kind', err({ kind: 'bad_response', status: 200 }), { status: null, reason: 'garbled answers' }],
    ['a 404 is no service error', err({ status: 404 }), null],
    ['offline is no service error', err({ kind: 'network' }), null],
  ])('%s', (_name, error, expected) => {
    expect(serviceErrorOf(error)).toEqual(expected);
  });
});

describe('jobGate', () => {
  const open: GateFacts = { outOfCredit: false, rateLimitedUntil: 0, loopsUsed: 10, loopsBudget: 200, running: 1, concurrencyLimit: 5 };
  it.each<[string, Partial<GateFacts>, string | null]>([
    ['nothing holds', {}, null],
    ['credit first', { outOfCredit: true, rateLimitedUntil: NOW, loopsUsed: 500, running: 9 }, 'out_of_credit'],
    ['then the rate limit', { rateLimitedUntil: NOW, loopsUsed: 500, running: 9 }, 'rate_limited'],
    ['then the budget', { loopsUsed: 200, running: 9 }, 'budget'],
    ['unknown use never gates on a guess', { loopsUsed: null }, null],
    ['then concurrency', { running: 5 }, 'concurrency'],
    ['no concurrency gate on a limit that was not set', { running: 50, concurrencyLimit: null }, null],
    ['no budget gate on a budget that was not set', { loopsUsed: 900, loopsBudget: null }, null],
    ['below the limit', { running: 4 }, null],
  ])('%s', (_name, over, expected) => {
    expect(jobGate({ ...open, ...over })).toBe(expected);
  });
});

describe('statusOf', () => {
  const base: StatusFacts = {
    now: NOW,
    pending: 0,
    failed: 0,
    lastSyncAt: '2026-11-22T13:00:00.000Z',
    baseUrl: 'https://api.example.org',
    unauthorized: false,
    reachable: true,
    networkReason: null,
    serviceError: null,
    nextRetryAt: NOW + 30_000,
    gate: null,
    hasPendingJobCreates: false,
    busy: false,
    rateLimitedUntil: 0,
    resetsAt: '2026-12-01T00:00:00.000Z',
    concurrencyLimit: 5,
  };
  const since = NOW; // 14:02 UTC; the clock is shown in local time, so compare with the same formatter
  const hhmm = new Date(since).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

  const table: Array<[string, Partial<StatusFacts>, string, string | null, string]> = [
    ['up to date', {}, 'online', null, 'Up to date'],
    ['one failed item', { failed: 1 }, 'online', null, 'Online: 1 item needs attention'],
    ['two failed items', { failed: 2 }, 'online', null, 'Online: 2 items need attention'],
    ['busy', { busy: true }, 'syncing', null, 'Syncing'],
    ['items waiting', { pending: 3 }, 'syncing', null, 'Syncing: 3 items waiting'],
    ['never synced, first exchange pending', { lastSyncAt: null, reachable: null }, 'syncing', null, 'Connecting to https://api.example.org'],
    ['offline after a sync', { reachable: false, networkReason: 'ECONNREFUSED' }, 'offline', null, 'Offline: showing your library as last synced (ECONNREFUSED)'],
    ['offline with work waiting', { reachable: false, pending: 1 }, 'offline', null, 'Offline: 1 item waiting'],
    [
      'never reached, with the reason',
      { reachable: false, lastSyncAt: null, networkReason: 'nothing answered at that address; ECONNREFUSED' },
      'offline',
      null,
      'Offline: Quire has never reached https://api.example.org (nothing answered at that address; ECONNREFUSED); check the address in Settings or that the service is running; retrying in 30 s',
    ],
    [
      'answered a create, then cut before any sync: not "never reached"',
      { reachable: false, lastSyncAt: null, reachedAt: since - 60_000, networkReason: 'the connection was cut; UND_ERR_SOCKET' },
      'offline',
      null,
      `Offline: https://api.example.org last answered at ${new Date(since - 60_000).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}, and nothing has been synced yet (the connection was cut; UND_ERR_SOCKET); retrying in 30 s`,
    ],
    ['answered before, work waiting', { reachable: false, lastSyncAt: null, reachedAt: since, pending: 1, nextRetryAt: null }, 'offline', null, `Offline: 1 item waiting; https://api.example.org last answered at ${hhmm}, and nothing has been synced yet; retrying shortly`],
    ['never reached, work waiting', { reachable: false, lastSyncAt: null, pending: 2, nextRetryAt: null }, 'offline', null, 'Offline: 2 items waiting; Quire has never reached https://api.example.org; check the address in Settings or that the service is running; retrying shortly'],
    [
      'service answering 500',
      { serviceError: { status: 500, reason: 'HTTP 500', since } },
      'error',
      null,
      `The service is answering with errors (500) since ${hhmm}; showing your library as last synced; retrying in 30 s.`,
    ],
    [
      'service answering 507: its disk is full, said in words',
      { serviceError: { status: 507, reason: 'HTTP 507', since }, pending: 1 },
      'error',
      null,
      `The service is answering with errors (507: its disk is full; free some space there) since ${hhmm}; showing your library as last synced; 1 item waiting; retrying in 30 s.`,
    ],
    [
      'service answering garbage, never synced, work waiting, long retry',
      { serviceError: { status: null, reason: 'malformed response', since }, lastSyncAt: null, pending: 1, nextRetryAt: NOW + 5 * 60_000 },
      'error',
      null,
      `The service is answering with errors (malformed response) since ${hhmm}; nothing has been synced yet; 1 item waiting; retrying in 5 min.`,
    ],
    ['concurrency gate with queued research', { gate: 'concurrency', hasPendingJobCreates: true, pending: 1 }, 'paused', 'concurrency', 'Waiting: 5 research jobs are running (the limit); new research starts when one finishes'],
    ['a gate without queued research does not pause', { gate: 'concurrency', pending: 0 }, 'online', null, 'Up to date'],
    ['out of credit', { gate: 'out_of_credit', hasPendingJobCreates: true }, 'paused', 'out_of_credit', 'Paused: out of credit. Top up to continue research; your requests are kept.'],
    ['budget used up', { gate: 'budget', hasPendingJobCreates: true }, 'paused', 'budget', 'Paused: monthly loops used up until 1 Dec'],
    // a chat reply the service is still writing: a pass waits for it (within the chat wait), and past it is never "Up to date"
    ['a chat reply being received', { chatWriting: 1, chatReceiving: 1 }, 'syncing', null, 'Syncing: receiving 1 chat answer still being written'],
    ['two chat replies being received', { chatWriting: 2, chatReceiving: 2 }, 'syncing', null, 'Syncing: receiving 2 chat answers still being written'],
    ['queued work is named before a reply being received', { chatWriting: 1, chatReceiving: 1, pending: 1 }, 'syncing', null, 'Syncing: 1 item waiting'],
    ['a reply still written past the chat wait', { chatWriting: 1, chatReceiving: 0 }, 'online', null, 'Online: 1 chat answer still being written'],
    ['a reply still written, and a failed item', { chatWriting: 1, chatReceiving: 0, failed: 1 }, 'online', null, 'Online: 1 item needs attention; 1 chat answer still being written'],
    ['no reply being written', { chatWriting: 0, chatReceiving: 0 }, 'online', null, 'Up to date'],
    ['offline wins over a reply being received', { chatWriting: 1, chatReceiving: 1, reachable: false }, 'offline', null, 'Offline: showing your library as last synced'],
  ];
  for (const [name, over, state, reason, message] of table) {
    it(name, () => {
      const s = statusOf({ ...base, ...over });
      expect(s.state).toBe(state);
      expect(s.pausedReason).toBe(reason);
      expect(s.message).toBe(message);
    });
  }

  it('precedence: refused key > unreachable > service errors > pause > syncing > online', () => {
    const all: Partial<StatusFacts> = {
      unauthorized: true,
      reachable: false,
      serviceError: { status: 500, reason: 'HTTP 500', since },
      gate: 'concurrency',
      hasPendingJobCreates: true,
      busy: true,
      pending: 1,
    };
    const order: Array<[Partial<StatusFacts>, string]> = [
      [{}, 'paused/unauthorized'],
      [{ unauthorized: false }, 'offline/null'],
      [{ unauthorized: false, reachable: true }, 'error/null'],
      [{ unauthorized: false, reachable: true, serviceError: null }, 'paused/concurrency'],
      [{ unauthorized: false, reachable: true, serviceError: null, gate: null }, 'syncing/null'],
      [{ unauthorized: false, reachable: true, serviceError: null, gate: null, busy: false, pending: 0 }, 'online/null'],
    ];
    for (const [over, expected] of order) {
      const s = statusOf({ ...base, ...all, ...over });
      expect(`${s.state}/${String(s.pausedReason)}`).toBe(expected);
    }
  });

  it('never says "Up to date" or "as last synced" for a profile that never synced', () => {
    for (const over of [{ reachable: null }, { reachable: false }, { reachable: true, serviceError: { status: 502, reason: 'HTTP 502', since } }] as Partial<StatusFacts>[]) {
      const s = statusOf({ ...base, lastSyncAt: null, ...over });
      expect(s.message).not.toContain('Up to date');
      expect(s.message).not.toContain('as last synced');
    }
  });

  it('carries the counts through unchanged', () => {
    expect(statusOf({ ...base, pending: 4, failed: 2, reachable: false })).toMatchObject({ pending: 4, failed: 2, lastSyncAt: base.lastSyncAt });
  });
});

describe('chatWriting (the status facts of replies still being written)', () => {
  const WAIT = 45_000;
  const table: Array<[string, Array<[string, number]>, { chatWriting: number; chatReceiving: number }]> = [
    ['none followed', [], { chatWriting: 0, chatReceiving: 0 }],
    ['one just started', [['a', NOW - 10]], { chatWriting: 1, chatReceiving: 1 }],
    ['one at the end of the wait is no longer waited for', [['a', NOW - WAIT]], { chatWriting: 1, chatReceiving: 0 }],
    ['one past the wait, one within it', [['a', NOW - WAIT - 1], ['b', NOW - 1_000]], { chatWriting: 2, chatReceiving: 1 }],
  ];
  for (const [name, followers, expected] of table) {
    it(name, () => expect(chatWriting(new Map(followers), NOW, WAIT)).toEqual(expected));
  }
});

describe('nextWakeIn', () => {
  const base: WakeFacts = {
    now: NOW,
    unauthorized: false,
    reachable: true,
    offlineAttempts: 0,
    pullIntervalMs: 30_000,
    retryBaseMs: 1_000,
    retryCapMs: 300_000,
    followDue: [],
    intentsDue: [],
    rateLimitedUntil: 0,
    hasPendingJobCreates: false,
    detailsWaiting: false,
  };
  it.each<[string, Partial<WakeFacts>, number]>([
    ['idle: the pull interval', {}, 30_000],
    ['a refused key sleeps an hour', { unauthorized: true, followDue: [NOW] }, 3_600_000],
    ['a followed job due in 2 s', { followDue: [NOW + 2_000, NOW + 9_000] }, 2_000],
    ['a followed job overdue wakes at the floor', { followDue: [NOW - 5_000] }, 20],
    ['an intent due now waits at least 50 ms', { intentsDue: [NOW - 1] }, 50],
    ['an intent due in 4 s', { intentsDue: [NOW + 4_000] }, 4_000],
    ['rate limit lifts in 3 s with research queued', { rateLimitedUntil: NOW + 3_000, hasPendingJobCreates: true }, 3_010],
    ['rate limit without queued research is ignored', { rateLimitedUntil: NOW + 3_000 }, 30_000],
    ['details waiting: soon', { detailsWaiting: true }, 250],
    ['offline, first retry (jitter 1)', { reachable: false, offlineAttempts: 0 }, 1_000],
    ['offline, many retries cap at one minute', { reachable: false, offlineAttempts: 40 }, 60_000],
  ])('%s', (_name, over, expected) => {
    expect(nextWakeIn({ ...base, ...over }, () => 1)).toBe(expected);
  });

  it('offline never retries sooner than 200 ms', () => {
    expect(nextWakeIn({ ...base, reachable: false }, () => 0)).toBe(200);
  });
});

describe('nextFollowInterval', () => {
  const t = { followMinMs: 1_000, followMaxMs: 10_000 };
  it.each<[boolean, number, number]>([
    [true, 8_000, 1_000],
    [false, 0, 1_500],
    [false, 1_000, 1_500],
    [false, 4_000, 6_000],
    [false, 8_000, 10_000],
    [false, 10_000, 10_000],
    [false, 200, 1_000],
  ])('changed=%s after %i ms → %i ms', (changed, previous, expected) => {
    expect(nextFollowInterval(changed, previous, t)).toBe(expected);
  });
});
