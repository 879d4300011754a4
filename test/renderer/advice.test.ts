// Advice for failed and empty results: by cause, and by profile (the local library has no web, so
// it never suggests more loops or fewer excluded domains).
import { describe, expect, it } from 'vitest';
import type { Result, SyncStatus } from '../../src/shared/domain';
import { clause, failureReason, resultAdvice, type AdviceJob } from '../../src/renderer/src/lib/advice';

const RESULT: Result = { id: 'r1', citationIndex: 1, title: 'Kelp', url: 'https://example.org', highlights: ['kelp'], hasContent: false };

function job(overrides: Partial<AdviceJob>): AdviceJob {
  return { status: 'completed', syncState: 'synced', error: null, content: 'An answer [1].', results: [RESULT], events: [], ...overrides };
}

describe('clause', () => {
  it.each<[string, string, string]>([
    ['a reason without a stop stays', 'query: at most 4000 characters', 'query: at most 4000 characters'],
    ['its closing stop goes (the sentence adds one)', 'The service refused this request (injected fault: status400Next).', 'The service refused this request (injected fault: status400Next)'],
    ['stops and spaces at the end go', 'Refused.. \n', 'Refused'],
    ['stops inside stay', 'Use e.g. fewer domains', 'Use e.g. fewer domains'],
    ['an ellipsis of stops goes too', 'Cut off...', 'Cut off'],
    ['nothing but stops is empty', ' . ', ''],
  ])('%s', (_name, reason, expected) => {
    expect(clause(reason)).toBe(expected);
  });
});

describe('resultAdvice', () => {
  it.each<[string, Partial<AdviceJob>, boolean, RegExp | null]>([
    ['a completed answer with sources speaks for itself', {}, false, null],
    ['a running job has no advice yet', { status: 'researching', content: null, results: [] }, false, null],
    ['pending: saved here, sent with the next sync', { syncState: 'pending', status: 'queued', content: null, results: [] }, false, /Saved on this machine\. It will be sent .* with the next sync/],
    ['refused with a reason ending in a stop: one stop, not two', { syncState: 'failed', status: 'queued', error: 'The service refused this request.', content: null, results: [] }, false, /refused this research: The service refused this request\. Edit/],
    ['refused with no reason', { syncState: 'failed', status: 'queued', error: null, content: null, results: [] }, false, /refused this research: no reason given\. Edit/],
    ['refused by the service: its reason and edit and resend', { syncState: 'failed', status: 'queued', error: 'query: at most 4000 characters', content: null, results: [] }, false, /refused this research: query: at most 4000 characters\..*Edit and resend/],
    ['failed on a web profile: re-run, then loosen options', { status: 'failed', content: null, results: [] }, false, /Re-run.*reasoning loops/],
    ['failed on the local library: documents or an account', { status: 'failed', content: null, results: [] }, true, /add documents.*connect an account/],
    ['empty on a web profile: more specific terms', { results: [] }, false, /found no sources.*more specific terms/],
    [
      'failed on an empty collection: its reason, then documents or the whole library (any profile)',
      { status: 'failed', content: null, results: [], events: [{ message: 'Failed: Cannot research: none of the selected files or collections contain indexed documents', createdAt: '' }] },
      false,
      /failed: Cannot research: none of the selected files or collections contain indexed documents\. .*add documents to them.*whole library/,
    ],
    [
      'failed for want of searchable words: ask with words',
      { status: 'failed', content: null, results: [], events: [{ message: 'Failed: Cannot research: the query has no searchable terms', createdAt: '' }] },
      true,
      /could not finish this research: Cannot research: the query has no searchable terms\. Ask again with the words/,
    ],
    [
      'a reason that does not say what to do keeps the general advice',
      { status: 'failed', content: null, results: [], events: [{ message: 'Failed: Internal error while researching: disk full', createdAt: '' }] },
      false,
      /^The research service reported that this research failed\. Run it again/,
    ],
    ['empty on the local library: add documents', { results: [] }, true, /Nothing in your library matches.*add documents/],
  ])('%s', (_name, overrides, local, expected) => {
    const advice = resultAdvice(job(overrides), local);
    if (expected === null) expect(advice).toBeNull();
    else expect(`${advice?.what} ${advice?.next}`).toMatch(expected);
  });

  it.each<[string, string[], string | null]>([
    ['the last failure event', ['Searching: kelp', 'Failed: Cannot research: x.'], 'Cannot research: x'],
    ['none', ['Searching: kelp', 'Completed: 2 sources'], null],
    ['case and spacing', ['  FAILED:   the   source   timed out  '], 'the source timed out'],
    ['a very long reason is cut', [`Failed: ${'x'.repeat(400)}`], `${'x'.repeat(299)}…`],
    ['the latest of two', ['Failed: first', 'Failed: second'], 'second'],
  ])('failureReason: %s', (_name, messages, expected) => {
    expect(failureReason(messages.map((message) => ({ message, createdAt: '' })))).toBe(expected);
  });

  it('never tells a local-library user to add loops or change web options', () => {
    for (const overrides of [{ status: 'failed' as const, content: null, results: [] }, { results: [] }]) {
      const advice = resultAdvice(job(overrides), true);
      expect(`${advice?.what} ${advice?.next}`).not.toMatch(/loops|excluded domains|source timeout/i);
    }
  });
});

describe('resultAdvice for research not sent yet, by what holds it', () => {
  const status = (over: Partial<SyncStatus>): SyncStatus => ({ state: 'online', pausedReason: null, message: 'Up to date', pending: 1, failed: 0, lastSyncAt: null, ...over });
  const pending = job({ syncState: 'pending', status: 'queued', content: null, results: [] });
  it.each<[string, SyncStatus | null, RegExp, RegExp]>([
    ['a budget pause: not sent, why, and what lifts it (never "when online; nothing to do")', status({ state: 'paused', pausedReason: 'budget', message: 'Paused: monthly loops used up until 1 Dec' }), /^Saved on this machine, not sent: Paused: monthly loops used up until 1 Dec\.$/, /month’s loops reset.*raise the monthly budget in Settings/],
    ['the concurrency limit: sent when a running job finishes', status({ state: 'paused', pausedReason: 'concurrency', message: 'Waiting: 5 research jobs are running (the limit); new research starts when one finishes' }), /not sent: Waiting: 5 research jobs are running/, /when one of the running jobs finishes/],
    ['offline: sent when online', status({ state: 'offline', message: 'Offline: 1 item waiting' }), /not sent: Quire is offline/, /when Quire is online/],
    ['the service answering with errors: not sent, and why', status({ state: 'error', message: 'The service is answering with errors (500) since 10:02; showing your library as last synced; 1 item waiting; retrying in 30 s.' }), /^Saved on this machine, not sent: the research service is answering with errors\.$/, /once the service answers properly/],
    ['online: the next sync sends it', status({ state: 'syncing', message: 'Syncing: 1 item waiting' }), /^Saved on this machine\.$/, /with the next sync/],
    ['status unknown: the next sync sends it', null, /^Saved on this machine\.$/, /with the next sync/],
  ])('%s', (_name, sync, what, next) => {
    const advice = resultAdvice(pending, true, sync);
    expect(advice?.what).toMatch(what);
    expect(advice?.next).toMatch(next);
    if (sync?.state === 'paused') expect(advice?.next).not.toMatch(/when Quire is online/);
  });
});
