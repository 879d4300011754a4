// @vitest-environment jsdom
// A job of a profile syncing in the background (#13): remembered unread in that profile's storage (seen
// when switching to it), never for a profile not yet looked at here, and that profile's own setting decides.
import { beforeEach, describe, expect, it } from 'vitest';
import { enabledFor, rememberForProfile, useNotify } from '../../src/renderer/src/features/notify/store';

beforeEach(() => localStorage.clear());

describe('another profile\'s finished job', () => {
  it('is known finished and unread in that profile, once, and shows when switching to it', () => {
    localStorage.setItem('quire.notify.known.p-b', JSON.stringify(['old']));
    rememberForProfile('p-b', 'j-1');
    rememberForProfile('p-b', 'j-1');
    expect(JSON.parse(localStorage.getItem('quire.notify.unread.p-b') ?? '[]')).toEqual(['j-1']);
    expect(JSON.parse(localStorage.getItem('quire.notify.known.p-b') ?? '[]')).toEqual(['old', 'j-1']);
    useNotify.getState().load('p-b');
    expect(useNotify.getState().unread).toEqual(['j-1']);
  });
  it('records nothing for a profile never looked at on this machine (its first look decides)', () => {
    rememberForProfile('p-new', 'j-1');
    expect(localStorage.getItem('quire.notify.unread.p-new')).toBeNull();
    expect(localStorage.getItem('quire.notify.known.p-new')).toBeNull();
  });
  it('follows that profile\'s setting, not the window\'s', () => {
    localStorage.setItem('quire.notify.enabled.p-b', 'off');
    expect(enabledFor('p-b')).toBe(false);
    expect(enabledFor('local')).toBe(true);
  });
});
