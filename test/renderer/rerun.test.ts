// Re-run's decisions (src/renderer/src/lib/rerun.ts), table by table: no copy of a job not sent yet,
// and the message after a re-run says what happened (sent, refused, or queued and what sends it).
import { describe, expect, it } from 'vitest';
import { awaitsSend, planRerun, rerunOutcome, whatSends } from '../../src/renderer/src/lib/rerun';
import type { SyncStatus } from '../../src/shared/domain';

const status = (state: SyncStatus['state'], message = ''): Pick<SyncStatus, 'state' | 'message'> => ({ state, message });
const PAUSED = status('paused', 'Paused: monthly loops used up until 1 Dec');

describe('whatSends', () => {
  it.each<[string, Pick<SyncStatus, 'state' | 'message'> | null, string]>([
    ['offline', status('offline'), 'Quire sends it when the service can be reached again.'],
    ['paused', PAUSED, 'It waits until the pause ends (Paused: monthly loops used up until 1 Dec).'],
    ['service errors', status('error'), 'Quire sends it when the service answers without errors again.'],
    ['online', status('online'), 'Quire is sending it now.'],
    ['syncing', status('syncing'), 'Quire is sending it now.'],
    ['unknown yet', null, 'Quire sends it with the next sync.'],
  ])('%s', (_name, given, expected) => expect(whatSends(given)).toBe(expected));
});

describe('planRerun', () => {
  const waiting = 'This research has not been sent yet and is already waiting to be sent, so no copy was queued. ';
  it.each<[string, { serverId: string | null; syncState: 'pending' | 'synced' | 'failed' }, Pick<SyncStatus, 'state' | 'message'> | null, ReturnType<typeof planRerun>]>([
    ['queued on an offline profile', { serverId: null, syncState: 'pending' }, status('offline'), { kind: 'already-queued', message: `${waiting}Quire sends it when the service can be reached again.` }],
    ['queued behind a pause', { serverId: null, syncState: 'pending' }, PAUSED, { kind: 'already-queued', message: `${waiting}It waits until the pause ends (Paused: monthly loops used up until 1 Dec).` }],
    ['queued while online (being sent)', { serverId: null, syncState: 'pending' }, status('online'), { kind: 'already-queued', message: `${waiting}Quire is sending it now.` }],
    ['sent', { serverId: 's1', syncState: 'synced' }, status('offline'), { kind: 'create' }],
    ['seen first on the service', { serverId: 's1', syncState: 'synced' }, status('online'), { kind: 'create' }],
    ['refused by the service', { serverId: null, syncState: 'failed' }, status('online'), { kind: 'create' }],
  ])('%s', (_name, job, given, expected) => expect(planRerun(job, given)).toEqual(expected));
});

describe('rerunOutcome', () => {
  it.each<[string, { syncState: 'pending' | 'synced' | 'failed'; error: string | null } | null, Pick<SyncStatus, 'state' | 'message'> | null, { text: string; tone: 'info' | 'error' }]>([
    ['sent', { syncState: 'synced', error: null }, status('online'), { text: 'Research sent again with the same options.', tone: 'info' }],
    ['queued offline', { syncState: 'pending', error: null }, status('offline'), { text: 'Re-run queued with the same options; nothing has been sent yet. Quire sends it when the service can be reached again.', tone: 'info' }],
    ['queued behind a pause', { syncState: 'pending', error: null }, PAUSED, { text: 'Re-run queued with the same options; nothing has been sent yet. It waits until the pause ends (Paused: monthly loops used up until 1 Dec).', tone: 'info' }],
    ['still going out online', { syncState: 'pending', error: null }, status('online'), { text: 'Re-run queued with the same options; nothing has been sent yet. Quire is sending it now.', tone: 'info' }],
    ['refused', { syncState: 'failed', error: 'query too long' }, status('online'), { text: 'The re-run was queued but the service refused it: query too long. It is kept in Pending.', tone: 'error' }],
    ['not readable', null, null, { text: 'Re-run queued with the same options; nothing has been sent yet. Quire sends it with the next sync.', tone: 'info' }],
  ])('%s', (_name, copy, given, expected) => expect(rerunOutcome(copy, given)).toEqual(expected));
});

describe('awaitsSend', () => {
  it.each<[Pick<SyncStatus, 'state' | 'message'> | null, boolean]>([
    [status('online'), true],
    [status('syncing'), true],
    [status('offline'), false],
    [PAUSED, false],
    [status('error'), false],
    [null, false],
  ])('%j', (given, expected) => expect(awaitsSend(given)).toBe(expected));
});
