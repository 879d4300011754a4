// Desktop notifications when research finishes (#13): Electron's main-process Notification (the
// window's own permission handler refuses the web API), click → the window comes forward and the
// renderer is told to open the job (`notify.clicked`); the dock/taskbar badge through
// app.setBadgeCount. Electron's objects come in through narrow interfaces, so tests run this against
// typed stand-ins and the app against the real ones. The renderer decides when to notify (window not
// focused, setting on for the profile): see src/renderer/src/features/notify.
import type { ExportHandlers } from '../../shared/contract';

/** What is used of an Electron Notification instance. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}
/** Electron's Notification class: constructor and isSupported(). */
export interface NotificationClass {
  new (options: { title: string; body: string; silent: boolean }): NotificationLike;
  isSupported(): boolean;
}
/** What is used of the BrowserWindow. */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function createDesktopNotify(deps: {
  Notification: NotificationClass;
  window: FocusableWindow;
  setBadgeCount: (count: number) => boolean;
  onClicked: (jobId: string) => void;
}): Pick<ExportHandlers, 'notify.show' | 'notify.badge'> {
  // Kept referenced until clicked or replaced: a garbage-collected Notification loses its click handler.
  const live = new Map<string, NotificationLike>();
  return {
    'notify.show': async ({ jobId, title, body }) => {
      if (!deps.Notification.isSupported()) return { shown: false };
      const notification = new deps.Notification({ title, body, silent: false });
      notification.on('click', () => {
        live.delete(jobId);
        const { window } = deps;
        if (!window.isDestroyed()) {
          if (window.isMinimized()) window.restore();
          window.show();
          window.focus();
        }
        deps.onClicked(jobId);
      });
      live.set(jobId, notification);
      if (live.size > 50) live.delete(live.keys().next().value ?? jobId);
      notification.show();
      return { shown: true };
    },
    'notify.badge': async ({ count }) => ({ shown: deps.setBadgeCount(count) }),
  };
}
