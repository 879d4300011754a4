// Desktop notifications (#13), the main-process part against typed stand-ins for Electron's
// Notification, BrowserWindow and app.setBadgeCount (no Electron binary here): shown with the words
// given, click restores and focuses the window and reports the job; the badge count passes through.
import { describe, expect, it } from 'vitest';
import { createDesktopNotify, type FocusableWindow, type NotificationLike } from '../../src/main/export/desktop-notify';

class StandInNotification implements NotificationLike {
  static supported = true;
  static made: StandInNotification[] = [];
  static isSupported(): boolean {
    return StandInNotification.supported;
  }
  shown = false;
  private click: (() => void) | null = null;
  constructor(readonly options: { title: string; body: string; silent: boolean }) {
    StandInNotification.made.push(this);
  }
  on(_event: 'click', listener: () => void): this {
    this.click = listener;
    return this;
  }
  show(): void {
    this.shown = true;
  }
  clickIt(): void {
    this.click?.();
  }
}

class StandInWindow implements FocusableWindow {
  calls: string[] = [];
  minimized = true;
  destroyed = false;
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.calls.push('restore');
  }
  show(): void {
    this.calls.push('show');
  }
  focus(): void {
    this.calls.push('focus');
  }
}

function setup() {
  StandInNotification.made = [];
  StandInNotification.supported = true;
  const window = new StandInWindow();
  const clicked: string[] = [];
  const badges: number[] = [];
  const ops = createDesktopNotify({
    Notification: StandInNotification,
    window,
    setBadgeCount: (count) => {
      badges.push(count);
      return true;
    },
    onClicked: (jobId) => clicked.push(jobId),
  });
  return { ops, window, clicked, badges };
}

describe('desktop notifications', () => {
  it('shows the notification with its title and body', async () => {
    const { ops } = setup();
    expect(await ops['notify.show']({ jobId: 'j1', title: 'Research finished · Work', body: 'How do otters eat?' })).toEqual({ shown: true });
    expect(StandInNotification.made).toHaveLength(1);
    expect(StandInNotification.made[0]?.options).toEqual({ title: 'Research finished · Work', body: 'How do otters eat?', silent: false });
    expect(StandInNotification.made[0]?.shown).toBe(true);
  });

  it('a click restores and focuses the window and opens the job', async () => {
    const { ops, window, clicked } = setup();
    await ops['notify.show']({ jobId: 'j2', title: 't', body: 'b' });
    StandInNotification.made[0]?.clickIt();
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
    expect(clicked).toEqual(['j2']);
  });

  it('a click after the window closed still reports the job and touches no window', async () => {
    const { ops, window, clicked } = setup();
    await ops['notify.show']({ jobId: 'j3', title: 't', body: 'b' });
    window.destroyed = true;
    StandInNotification.made[0]?.clickIt();
    expect(window.calls).toEqual([]);
    expect(clicked).toEqual(['j3']);
  });

  it('says nothing was shown where the system has no notifications', async () => {
    const { ops } = setup();
    StandInNotification.supported = false;
    expect(await ops['notify.show']({ jobId: 'j4', title: 't', body: 'b' })).toEqual({ shown: false });
    expect(StandInNotification.made).toHaveLength(0);
  });

  it('sets the badge count', async () => {
    const { ops, badges } = setup();
    expect(await ops['notify.badge']({ count: 3 })).toEqual({ shown: true });
    expect(await ops['notify.badge']({ count: 0 })).toEqual({ shown: true });
    expect(badges).toEqual([3, 0]);
  });
});
