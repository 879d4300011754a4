// A full disk said as such (src/service/failure-reply.ts): an upload the service could not write for want of space was
// answered "An unexpected error occurred" (500), and the CLI then said the service "could not be reached".
import { describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE, failureReply, isDiskFull } from '../../src/service/failure-reply';
import { stillQueuedNote } from '../../src/cli/commands/upload';

function errno(code: string): Error {
  return Object.assign(new Error(`${code}: failed, write`), { code });
}

describe('failureReply', () => {
  it.each<[unknown, number]>([
    [errno('ENOSPC'), 507],
    [errno('EDQUOT'), 507],
    [Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 507],
    [errno('EACCES'), 500],
    [new Error('boom'), 500],
    ['a string', 500],
    [null, 500],
  ])('%s → %i', (error, status) => {
    expect(failureReply(error).status).toBe(status);
    expect(isDiskFull(error)).toBe(status === 507);
  });

  it('says what is full and what helps', () => {
    expect(failureReply(errno('ENOSPC')).body.error).toBe(DISK_FULL_MESSAGE);
    expect(DISK_FULL_MESSAGE).toMatch(/disk is full.*Free some space/);
    expect(failureReply(new Error('x')).body.error).toBe('An unexpected error occurred');
  });
});

describe('stillQueuedNote (quire upload)', () => {
  it.each<[string, { state: string; message: string }, (string | null)[], RegExp]>([
    ['offline', { state: 'offline', message: 'Offline: 1 item waiting' }, [null], /the service could not be reached/],
    ['a full disk, said by the file', { state: 'error', message: 'The service is answering with errors (507) since 17:02; …' }, [DISK_FULL_MESSAGE, DISK_FULL_MESSAGE], /answered but did not store them\. The research service's disk is full .* Free some space there, then try again\. They are sent again/],
    ['errors without a reason per file', { state: 'error', message: 'The service is answering with errors (500) since 17:02; retrying in 4 s.' }, [null], /answered but did not store them\. The service is answering with errors \(500\)/],
    ['a full disk said by the status', { state: 'error', message: 'The service is answering with errors (507: its disk is full; free some space there) since 17:02; 1 item waiting; retrying in 10 s.' }, [null], /did not store them\. The service is answering with errors \(507: its disk is full; free some space there\) since 17:02; 1 item waiting\. They are sent again/],
  ])('%s', (_case, status, errors, said) => {
    const note = stillQueuedNote(2, status, errors);
    expect(note).toMatch(said);
    if (status.state !== 'offline') expect(note).not.toContain('could not be reached');
  });
});
