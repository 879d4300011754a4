// Table test for the notebook sync line shown by the CLI status and the sync indicator.
import { describe, expect, it } from 'vitest';
import { syncLine, type SyncLineState } from '../../src/main/notebook/sync/status-line';

const now = new Date('2026-11-23T12:00:00Z');
const base: SyncLineState = { configured: true, lastSyncAt: '2026-11-23T11:58:00Z', otherMachines: 1, pending: 0, error: null };
const cases: Array<[Partial<SyncLineState>, string]> = [
  [{}, 'Notebook synced 2 min ago; 1 other machine'],
  [{ configured: false }, 'Notebook sync is off'],
  [{ lastSyncAt: null }, 'Notebook not synced yet'],
  [{ lastSyncAt: '2026-11-23T11:59:40Z', otherMachines: 0 }, 'Notebook synced just now; 0 other machines'],
  [{ lastSyncAt: '2026-11-23T09:00:00Z', otherMachines: 2 }, 'Notebook synced 3 h ago; 2 other machines'],
  [{ pending: 3, error: 'The sync folder /mnt/usb cannot be reached.' }, '3 notebook changes waiting on this machine: The sync folder /mnt/usb cannot be reached.'],
  [{ error: 'Wrong passphrase.' }, 'Notebook sync failed: Wrong passphrase.'],
];

describe('syncLine', () => {
  it.each(cases)('%o', (change, expected) => {
    expect(syncLine({ ...base, ...change }, now)).toBe(expected);
  });
});
