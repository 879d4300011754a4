// The notification state in SQLite (#13) on a real file: per-profile settings and unread state
// survive closing and reopening the file, profiles do not see each other's, the one-time import of
// what the page kept in localStorage happens once, and a profile never looked at records nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEP_JOBS, NotifyStore } from '../../src/main/db/notify-state';

function file(): string {
  return join(mkdtempSync(join(tmpdir(), 'quire-notify-state-')), 'notify.db');
}

describe('NotifyStore', () => {
  it('starts with notifications on and nothing known', () => {
    const store = NotifyStore.open(file());
    expect(store.state('p1')).toEqual({ enabled: true, offerDismissed: false, known: null, unread: [], stored: false });
    store.close();
  });

  it('keeps settings and unread jobs per profile across reopening the file', () => {
    const path = file();
    const store = NotifyStore.open(path);
    store.setSettings('p1', { enabled: false });
    store.setSettings('p2', { offerDismissed: true });
    store.remember('p1', ['a', 'b'], []);
    store.remember('p1', ['c'], ['c', 'd']);
    store.markRead('p1', 'd');
    store.close();

    const again = NotifyStore.open(path);
    expect(again.state('p1')).toEqual({ enabled: false, offerDismissed: false, known: ['a', 'b', 'c', 'd'], unread: ['c'], stored: true });
    expect(again.state('p2')).toEqual({ enabled: true, offerDismissed: true, known: null, unread: [], stored: true });
    expect(again.settings('p3')).toEqual({ enabled: true, offerDismissed: false });
    again.close();
  });

  it('records nothing for a profile never looked at when asked so', () => {
    const store = NotifyStore.open(file());
    expect(store.remember('p1', ['a'], ['a'], { onlyIfSeen: true })).toBe(false);
    expect(store.state('p1').known).toBeNull();
    store.remember('p1', [], []);
    expect(store.remember('p1', ['a'], ['a'], { onlyIfSeen: true })).toBe(true);
    expect(store.state('p1')).toMatchObject({ known: ['a'], unread: ['a'] });
    store.close();
  });

  it('imports the page’s old values once, and never over what is stored', () => {
    const store = NotifyStore.open(file());
    expect(store.importLegacy('p1', { known: ['a', 'b'], unread: ['b'], enabled: false, offerDismissed: true })).toBe(true);
    expect(store.state('p1')).toEqual({ enabled: false, offerDismissed: true, known: ['a', 'b'], unread: ['b'], stored: true });
    expect(store.importLegacy('p1', { known: [], unread: [], enabled: true, offerDismissed: false })).toBe(false);
    expect(store.state('p1').enabled).toBe(false);
    // a profile never seen in the page: imported as not yet looked at
    expect(store.importLegacy('p2', { known: null, unread: [], enabled: true, offerDismissed: false })).toBe(true);
    expect(store.state('p2').known).toBeNull();
    store.close();
  });

  it('keeps the newest jobs only, and forgets a removed profile', () => {
    const store = NotifyStore.open(file());
    const ids = Array.from({ length: KEEP_JOBS + 5 }, (_, i) => `j${i}`);
    store.remember('p1', ids, []);
    const known = store.state('p1').known ?? [];
    expect(known).toHaveLength(KEEP_JOBS);
    expect(known[0]).toBe('j5');
    store.forget('p1');
    expect(store.state('p1').stored).toBe(false);
    store.close();
  });

  it('takes hostile ids as plain data', () => {
    const store = NotifyStore.open(file());
    const evil = "x'); DROP TABLE notify_jobs; --";
    store.remember(evil, [evil], [evil]);
    expect(store.state(evil)).toMatchObject({ known: [evil], unread: [evil] });
    store.close();
  });
});
