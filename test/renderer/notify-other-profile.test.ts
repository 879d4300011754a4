// @vitest-environment jsdom
// The renderer's notification state over the core's notify.* operations on a real SQLite file (#13):
// another profile's finished job is remembered unread there (never for a profile not yet looked at),
// that profile's own setting decides, the window's setting survives a "reload" (a fresh read of the
// file), and what an older Quire kept in localStorage is imported once and then removed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations, type OperationName } from '../../src/shared/contract';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import { createNotifyStateHandlers, type NotifyStateHandlers } from '../../src/main/export/notify-handlers';
import { enabledFor, importEveryLegacy, loadState, rememberForProfile, useNotify } from '../../src/renderer/src/features/notify/store';

let file = '';
let opened: ReturnType<typeof createNotifyStateHandlers>;

function clientOver(handlers: NotifyStateHandlers): QuireClient {
  return {
    invoke: (async (op: OperationName, input: unknown) => {
      if (!(op in handlers)) throw new Error(`not served here: ${op}`);
      const name = op as keyof NotifyStateHandlers;
      const parsed: unknown = operations[name].input.parse(input);
      return (handlers[name] as (value: unknown) => Promise<unknown>)(parsed);
    }) as QuireClient['invoke'],
    on: () => () => undefined,
    pathForFile: null,
  };
}

beforeEach(() => {
  localStorage.clear();
  file = join(mkdtempSync(join(tmpdir(), 'quire-notify-renderer-')), 'notify.db');
  opened = createNotifyStateHandlers(file);
});
afterEach(() => opened.close());

describe("another profile's finished job", () => {
  it('is known finished and unread in that profile, once, and shows when switching to it', async () => {
    const client = clientOver(opened.handlers);
    await client.invoke('notify.remember', { profileId: 'p-b', finished: ['old'], unread: [] });
    await rememberForProfile(client, 'p-b', 'j-1');
    await rememberForProfile(client, 'p-b', 'j-1');
    expect(await client.invoke('notify.state', { profileId: 'p-b' })).toMatchObject({ known: ['old', 'j-1'], unread: ['j-1'] });
    useNotify.getState().load(client, 'p-b');
    await expect.poll(() => useNotify.getState().unread).toEqual(['j-1']);
  });
  it('records nothing for a profile never looked at on this machine (its first look decides)', async () => {
    const client = clientOver(opened.handlers);
    await rememberForProfile(client, 'p-new', 'j-1');
    expect(await client.invoke('notify.state', { profileId: 'p-new' })).toMatchObject({ known: null, unread: [] });
  });
  it("follows that profile's setting, not the window's", async () => {
    const client = clientOver(opened.handlers);
    await client.invoke('notify.setSettings', { profileId: 'p-b', enabled: false });
    expect(await enabledFor(client, 'p-b')).toBe(false);
    expect(await enabledFor(client, 'local')).toBe(true);
  });
});

describe('the window profile’s setting', () => {
  it('is kept in SQLite: it survives a reload with the page storage cleared', async () => {
    const client = clientOver(opened.handlers);
    useNotify.getState().load(client, 'p-a');
    await expect.poll(() => useNotify.getState().loaded).toBe(true);
    useNotify.getState().setEnabled(false);
    await expect.poll(async () => (await client.invoke('notify.state', { profileId: 'p-a' })).enabled).toBe(false);
    // a reload: the core reopens the file, the page starts with empty storage
    opened.close();
    opened = createNotifyStateHandlers(file);
    localStorage.clear();
    useNotify.setState({ profileId: null, client: null, loaded: false, enabled: true });
    useNotify.getState().load(clientOver(opened.handlers), 'p-a');
    await expect.poll(() => useNotify.getState().loaded).toBe(true);
    expect(useNotify.getState().enabled).toBe(false);
  });
});

describe('the one-time import from localStorage', () => {
  it('moves what the page kept into SQLite, removes it, and never imports over stored state', async () => {
    const client = clientOver(opened.handlers);
    localStorage.setItem('quire.notify.known.p-a', JSON.stringify(['a', 'b', 7]));
    localStorage.setItem('quire.notify.unread.p-a', JSON.stringify(['b']));
    localStorage.setItem('quire.notify.enabled.p-a', 'off');
    localStorage.setItem('quire.notify.offer.p-a', 'dismissed');
    expect(await loadState(client, 'p-a')).toEqual({ enabled: false, offerDismissed: true, known: ['a', 'b'], unread: ['b'], stored: true });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('quire.notify.'))).toEqual([]);
    // an old copy appearing again (another tab of an older Quire) does not overwrite what is stored
    localStorage.setItem('quire.notify.enabled.p-a', 'on');
    expect((await loadState(client, 'p-a')).enabled).toBe(false);
    expect(localStorage.getItem('quire.notify.enabled.p-a')).toBeNull();
  });
  it("moves every listed profile's old copy, not only the window's", async () => {
    const client = clientOver(opened.handlers);
    localStorage.setItem('quire.notify.enabled.p-b', 'off');
    localStorage.setItem('quire.notify.offer.p-c', 'dismissed');
    expect(await importEveryLegacy(client, ['p-a', 'p-b', 'p-c'])).toEqual(['p-b', 'p-c']);
    expect(await client.invoke('notify.state', { profileId: 'p-b' })).toMatchObject({ enabled: false, stored: true });
    expect(await client.invoke('notify.state', { profileId: 'p-c' })).toMatchObject({ enabled: true, offerDismissed: true });
    expect(await client.invoke('notify.state', { profileId: 'p-a' })).toMatchObject({ stored: false });
    expect(Object.keys(localStorage)).toEqual([]);
  });
  it('takes garbage in storage as nothing known, without failing', async () => {
    const client = clientOver(opened.handlers);
    localStorage.setItem('quire.notify.known.p-a', '{not json');
    localStorage.setItem('quire.notify.unread.p-a', JSON.stringify({ a: 1 }));
    expect(await loadState(client, 'p-a')).toMatchObject({ enabled: true, known: [], unread: [], stored: true });
  });
});
