// Notifications from the desktop's main process (#13): the decision (notifyFromMain) as a table, then
// attachMainNotifications on the core's real EventBus, the real notify.db (SQLite file) for the
// per-profile setting, and the typed stand-ins of Electron's Notification and window: shown with the
// window closed or for another profile while the window is away, never for the window's own profile
// (its renderer notifies) nor for a profile whose setting is off; a click switches profile, opens or
// brings the window forward and tells it which job to open.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/main/bus';
import { createNotifyStateHandlers } from '../../src/main/export/notify-handlers';
import { attachMainNotifications, mainNotificationText, notifyFromMain, type MainNotifyContext, type MainNotifyDeps } from '../../src/main/export/main-notify';
import type { EventPayload } from '../../src/shared/contract';
import type { Profile } from '../../src/shared/domain';
import { StandInFocusWindow, StandInNotification } from '../unit/electron-standin';

const base: MainNotifyContext = { windowOpen: true, windowFocused: false, windowProfileId: 'a', profileId: 'a', enabled: true, supported: true };

describe('notifyFromMain', () => {
  it.each<[string, Partial<MainNotifyContext>, boolean]>([
    ['no window open', { windowOpen: false, windowFocused: false, windowProfileId: null }, true],
    ['no window open, setting off', { windowOpen: false, windowProfileId: null, enabled: false }, false],
    ['no window open, system cannot notify', { windowOpen: false, supported: false }, false],
    ["the window's profile, window away (its renderer notifies)", {}, false],
    ["the window's profile, window focused", { windowFocused: true }, false],
    ['another profile, window away', { profileId: 'b' }, true],
    ['another profile, window focused', { profileId: 'b', windowFocused: true }, false],
    ['another profile, its setting off', { profileId: 'b', enabled: false }, false],
    ['window open with no profile in it', { windowProfileId: null, profileId: 'b' }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(notifyFromMain({ ...base, ...change })).toBe(expected);
  });
});

describe('mainNotificationText', () => {
  it('says finished or failed, names the profile, shortens a long question', () => {
    expect(mainNotificationText({ status: 'completed', query: ' Why  kelp? ', profileName: 'Work' })).toEqual({ title: 'Research finished · Work', body: 'Why kelp?' });
    expect(mainNotificationText({ status: 'failed', query: 'x'.repeat(300), profileName: 'Home' }).body).toHaveLength(180);
    expect(mainNotificationText({ status: 'failed', query: 'q', profileName: 'Home' }).title).toBe('Research failed · Home');
  });
});

describe('attachMainNotifications', () => {
  let state: ReturnType<typeof createNotifyStateHandlers>;
  let bus: EventBus;
  let active: string;
  let window: StandInFocusWindow | null;
  let opened: number;
  let clicked: Array<EventPayload<'notify.clicked'>>;
  let attached: ReturnType<typeof attachMainNotifications>;

  const profile = (id: string): Profile => ({
    id,
    name: id === 'a' ? 'Local library' : 'Work',
    kind: 'local',
    baseUrl: 'http://127.0.0.1:1',
    apiVersion: '2025-11-27',
    hasKey: false,
    active: id === active,
    lastCheck: null,
    limits: { concurrency: null, budget: null },
    sync: null,
  });

  beforeEach(() => {
    state = createNotifyStateHandlers(join(mkdtempSync(join(tmpdir(), 'quire-main-notify-')), 'notify.db'));
    bus = new EventBus();
    active = 'a';
    window = new StandInFocusWindow();
    opened = 0;
    clicked = [];
    StandInNotification.made = [];
    StandInNotification.supported = true;
    bus.subscribe((name, payload) => {
      if (name === 'notify.clicked') clicked.push(payload as EventPayload<'notify.clicked'>);
    });
    const handlers: MainNotifyDeps['handlers'] = {
      'notify.state': state.handlers['notify.state'],
      'profiles.list': async () => ({ profiles: [profile('a'), profile('b')] }),
      'profiles.switch': async ({ id }) => {
        active = id;
        return { ok: true };
      },
    };
    attached = attachMainNotifications({
      bus,
      handlers,
      Notification: StandInNotification,
      window: () => window,
      openWindow: async () => {
        opened += 1;
        window = new StandInFocusWindow();
      },
      log: () => undefined,
    });
  });
  afterEach(() => {
    attached.detach();
    state.close();
  });

  const finish = (profileId: string, jobId: string, status = 'completed') =>
    bus.emit('job.finished', { profileId, profileName: profileId === 'a' ? 'Local library' : 'Work', jobId, status, query: `Question ${jobId}?` });

  it("notifies another profile's job while the window is away, and a click switches to it and opens the job", async () => {
    finish('b', 'j1');
    await attached.settled();
    expect(StandInNotification.made.map((n) => [n.options.title, n.options.body, n.shown])).toEqual([['Research finished · Work', 'Question j1?', true]]);
    StandInNotification.made[0]?.clickIt();
    await expect.poll(() => clicked).toEqual([{ jobId: 'j1', profileId: 'b' }]);
    expect(active).toBe('b');
    expect(window?.calls).toEqual(['show', 'focus']);
    expect(opened).toBe(0);
    // an open window got notify.clicked: nothing is waiting for a new one
    expect(attached.takeClick()).toEqual({ jobId: null, profileId: null });
  });

  it("leaves the window's own profile to the window, and a focused window to the user", async () => {
    finish('a', 'j1');
    if (window) window.focused = true;
    finish('b', 'j2');
    await attached.settled();
    expect(StandInNotification.made).toEqual([]);
  });

  it('notifies with the window closed, and a click opens a window on the job', async () => {
    window = null;
    finish('a', 'j1', 'failed');
    await attached.settled();
    expect(StandInNotification.made.map((n) => n.options.title)).toEqual(['Research failed · Local library']);
    StandInNotification.made[0]?.clickIt();
    await expect.poll(() => clicked).toEqual([{ jobId: 'j1', profileId: 'a' }]);
    expect(opened).toBe(1);
    expect(active).toBe('a');
    // the new window's page asks which job the click was for: told once
    expect(attached.takeClick()).toEqual({ jobId: 'j1', profileId: 'a' });
    expect(attached.takeClick()).toEqual({ jobId: null, profileId: null });
  });

  it("honours each profile's setting from notify.db", async () => {
    window = null;
    await state.handlers['notify.setSettings']({ profileId: 'b', enabled: false });
    finish('b', 'j1');
    finish('a', 'j2');
    await attached.settled();
    expect(StandInNotification.made.map((n) => n.options.body)).toEqual(['Question j2?']);
  });

  it('shows nothing where the system cannot, and stops after detach', async () => {
    window = null;
    StandInNotification.supported = false;
    finish('a', 'j1');
    await attached.settled();
    StandInNotification.supported = true;
    attached.detach();
    finish('a', 'j2');
    await attached.settled();
    expect(StandInNotification.made).toEqual([]);
  });
});
