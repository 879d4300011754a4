// Notifications from the desktop's main process (#13): the core's `job.finished` (a job of any open
// profile reached completed or failed) becomes an Electron Notification when no window is open, or
// when the job's profile is not the window's and the window is not focused. The window's own profile
// is notified by the renderer (its list, src/renderer/src/features/notify), so nothing is shown
// twice. The profile's setting (notify.db, notify.state) decides. A click switches to the job's
// profile when needed, opens (or brings forward) the window and tells it to open the job
// (`notify.clicked` with the profile). The decision is the pure notifyFromMain; Electron's objects
// come in through narrow interfaces (typed stand-ins in the tests, the real ones in main.ts).
import type { EventPayload, Handlers } from '../../shared/contract';
import type { BusListener } from '../bus';
import type { FocusableWindow, NotificationClass, NotificationLike } from './desktop-notify';

export interface MainNotifyContext {
  /** A window of the app is open (not destroyed). */
  windowOpen: boolean;
  /** That window has the focus. */
  windowFocused: boolean;
  /** The profile shown in the window (the core's active one), or null when none. */
  windowProfileId: string | null;
  /** The profile whose job finished. */
  profileId: string;
  /** That profile's setting. */
  enabled: boolean;
  /** The system can show notifications. */
  supported: boolean;
}

/** Whether the main process shows a notification for a finished job. */
export function notifyFromMain(context: MainNotifyContext): boolean {
  if (!context.supported || !context.enabled) return false;
  if (!context.windowOpen) return true;
  // the window's own profile: its renderer notifies (when not focused) from its list
  if (context.profileId === context.windowProfileId) return false;
  // another profile's job: as the window does for its own, only while the user is elsewhere
  return !context.windowFocused;
}

/** The words of a notification: finished or failed, named by profile; the question as the body. */
export function mainNotificationText(event: Pick<EventPayload<'job.finished'>, 'status' | 'query' | 'profileName'>): { title: string; body: string } {
  const what = event.status === 'failed' ? 'Research failed' : 'Research finished';
  const question = event.query.replace(/\s+/g, ' ').trim();
  return { title: `${what} · ${event.profileName}`, body: question.length > 180 ? `${question.slice(0, 179)}…` : question };
}

export interface AppWindow extends FocusableWindow {
  isFocused(): boolean;
}

export interface MainNotifyDeps {
  bus: { subscribe(listener: BusListener): () => void; emit(name: 'notify.clicked', payload: EventPayload<'notify.clicked'>): void };
  handlers: Pick<Handlers, 'notify.state' | 'profiles.list' | 'profiles.switch'>;
  Notification: NotificationClass;
  /** The app's window, or null when none is open. */
  window: () => AppWindow | null;
  /** Opens the window (and waits until it loaded). */
  openWindow: () => Promise<void>;
  /** Where a failure is said (a notification never shown is not worth more). */
  log?: (message: string) => void;
}

/** Subscribes to `job.finished`. */
export interface MainNotifications {
  detach(): void;
  /** Resolves when every event so far was handled (tests). */
  settled(): Promise<void>;
  /** The click that opened the window, given once (notify.takeClick). */
  takeClick(): { jobId: string | null; profileId: string | null };
}

export function attachMainNotifications(deps: MainNotifyDeps): MainNotifications {
  // Kept referenced until clicked: a garbage-collected Notification loses its click handler.
  const live = new Map<string, NotificationLike>();
  let pending: Promise<void> = Promise.resolve();
  let clickedOpen: { jobId: string; profileId: string } | null = null;
  const log = deps.log ?? ((message: string) => console.warn(message));

  async function activeProfileId(): Promise<string | null> {
    return (await deps.handlers['profiles.list']({})).profiles.find((profile) => profile.active)?.id ?? null;
  }

  async function click(event: EventPayload<'job.finished'>): Promise<void> {
    live.delete(event.jobId);
    if ((await activeProfileId()) !== event.profileId) await deps.handlers['profiles.switch']({ id: event.profileId });
    const window = deps.window();
    if (!window || window.isDestroyed()) {
      // the new window's page may start listening only after notify.clicked is sent: it asks (notify.takeClick)
      clickedOpen = { jobId: event.jobId, profileId: event.profileId };
      await deps.openWindow();
    } else {
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    }
    deps.bus.emit('notify.clicked', { jobId: event.jobId, profileId: event.profileId });
  }

  /** The window as it is when the job finished (read before anything is awaited). */
  function windowNow(): Pick<MainNotifyContext, 'windowOpen' | 'windowFocused'> {
    const window = deps.window();
    const windowOpen = window !== null && !window.isDestroyed();
    return { windowOpen, windowFocused: windowOpen && window.isFocused() };
  }

  async function handle(event: EventPayload<'job.finished'>, seen: Pick<MainNotifyContext, 'windowOpen' | 'windowFocused'>): Promise<void> {
    const context: MainNotifyContext = {
      ...seen,
      windowProfileId: await activeProfileId(),
      profileId: event.profileId,
      enabled: (await deps.handlers['notify.state']({ profileId: event.profileId })).enabled,
      supported: deps.Notification.isSupported(),
    };
    if (!notifyFromMain(context)) return;
    const notification = new deps.Notification({ ...mainNotificationText(event), silent: false });
    notification.on('click', () => {
      void click(event).catch((error: unknown) => log(`Quire could not open the finished research: ${String(error)}`));
    });
    live.set(event.jobId, notification);
    if (live.size > 50) live.delete(live.keys().next().value ?? event.jobId);
    notification.show();
  }

  const detach = deps.bus.subscribe((name, payload) => {
    if (name !== 'job.finished') return;
    const event = payload as EventPayload<'job.finished'>;
    const seen = windowNow();
    pending = pending.then(() => handle(event, seen)).catch((error: unknown) => log(`Quire could not notify a finished research: ${String(error)}`));
  });
  return {
    detach,
    settled: () => pending,
    takeClick: () => {
      const click = clickedOpen;
      clickedOpen = null;
      return { jobId: click?.jobId ?? null, profileId: click?.profileId ?? null };
    },
  };
}
