// Watches the active profile's newest research for jobs that finish (#13): marks them unread unless
// the user is looking at them, notifies when the window is not focused (Web Notifications in browser
// mode, Electron's main-process Notification on the desktop through `notify.show`), puts the unread
// count in the tab title and the dock/taskbar badge, opens the job when a notification is clicked,
// and offers the browser's permission prompt once. Jobs of the profiles syncing in the background come
// from the core's 'job.finished' (named by profile; a click switches to it). Mounted once, in the sidebar's list.
import { useEffect, useRef } from 'react';
import { BellRing } from 'lucide-react';
import type { JobSummary } from '../../../../shared/domain';
import { isTerminalStatus } from '../../../../shared/values';
import { useClient, useEvent, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { JOB_LIST_TABLES, PROFILE_TABLES } from '../../lib/tables';
import { useUi } from '../../stores/ui';
import { isOtherProfile, marksUnread, newlyFinished, notificationText, offerPermission, shouldNotify, titleWithCount } from './finished';
import { enabledFor, importEveryLegacy, rememberForProfile, useNotify } from './store';
import './notify.css';

export function browserPermission(): 'granted' | 'denied' | 'default' | 'unsupported' {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

function windowFocused(): boolean {
  return !document.hidden && document.hasFocus();
}

export function FinishNotifications() {
  const client = useClient();
  const info = useOp('app.info', {}, PROFILE_TABLES);
  const profiles = useOp('profiles.list', {}, PROFILE_TABLES);
  const active = profiles.data?.profiles.find((p) => p.active) ?? null;
  const jobs = useOp('jobs.list', active ? { limit: 100 } : null, JOB_LIST_TABLES);
  const view = useUi((s) => s.view);
  const openJob = useUi((s) => s.openJob);
  const notify = useUi((s) => s.notify);
  const state = useNotify();
  const transport = info.data?.transport ?? null;
  const openJobId = view.kind === 'job' ? view.jobId : null;
  const shown = useRef(new Set<string>());

  useEffect(() => {
    if (active) state.load(client, active.id);
  }, [active, state, client]);
  // Every profile's old localStorage copy moves to SQLite once, whichever profile is in the window.
  const profileIds = profiles.data?.profiles.map((p) => p.id).join('\n') ?? '';
  useEffect(() => {
    if (profileIds) void importEveryLegacy(client, profileIds.split('\n')).catch(() => undefined);
  }, [profileIds, client]);

  useEffect(() => {
    const items = jobs.data?.items;
    if (!items || !active || !transport || state.profileId !== active.id || !state.loaded) return;
    if (state.known === null) {
      // First look at this profile on this machine: what is finished now is not news.
      state.remember(
        items.filter((job) => isTerminalStatus(job.status)).map((job) => job.id),
        [],
      );
      return;
    }
    const fresh = newlyFinished(state.known, items);
    if (fresh.length === 0) return;
    const focused = windowFocused();
    state.remember(
      fresh,
      fresh.filter((id) => marksUnread(id, openJobId, focused)),
    );
    const context = { enabled: state.enabled, focused, transport, permission: browserPermission() };
    if (!shouldNotify(context)) return;
    for (const id of fresh) {
      const job = items.find((j) => j.id === id);
      if (job && !shown.current.has(id)) {
        shown.current.add(id);
        show(job, active.name);
      }
    }
  }, [jobs.data, state.known === null, state.profileId, state.loaded, transport]);

  // Jobs of profiles syncing in the background (#10) finish too: the core says so with the profile's name.
  // Clicking their notification switches to that profile, then opens the job.
  const otherProfileOf = useRef(new Map<string, string>());
  function openInProfile(jobId: string, fromMain?: string) {
    const profileId = fromMain !== undefined && fromMain !== active?.id ? fromMain : otherProfileOf.current.get(jobId);
    if (!profileId) {
      openJob(jobId);
      return;
    }
    otherProfileOf.current.delete(jobId);
    const name = profiles.data?.profiles.find((p) => p.id === profileId)?.name;
    void client
      .invoke('profiles.switch', { id: profileId })
      .then(() => openJob(jobId))
      // the click did nothing visible: say why instead of leaving the window where it was
      .catch((failure: unknown) => notify(`Quire could not switch to ${name ? `"${name}"` : 'the profile of that research'} to open it: ${errorSentence(failure)}`, 'error'));
  }
  useEvent('job.finished', (event) => {
    if (!transport || !isOtherProfile(event, active?.id ?? null) || shown.current.has(event.jobId)) return;
    const focused = windowFocused();
    void (async () => {
      const enabled = await enabledFor(client, event.profileId); // imports that profile's old localStorage copy first
      await rememberForProfile(client, event.profileId, event.jobId);
      // On the desktop the main process notifies for other profiles (src/main/export/main-notify.ts): shown once.
      if (transport === 'electron' || !shouldNotify({ enabled, focused, transport, permission: browserPermission() })) return;
      if (shown.current.has(event.jobId)) return;
      shown.current.add(event.jobId);
      otherProfileOf.current.set(event.jobId, event.profileId);
      show({ id: event.jobId, query: event.query, status: event.status }, event.profileName);
    })();
  });

  function show(job: Pick<JobSummary, 'id' | 'query' | 'status'>, profileName: string) {
    const { title, body } = notificationText(job, profileName);
    if (transport === 'electron') {
      void client.invoke('notify.show', { jobId: job.id, title, body }).catch(() => undefined);
      return;
    }
    try {
      const notification = new Notification(title, { body, tag: `quire-${job.id}` });
      notification.onclick = () => {
        window.focus();
        openInProfile(job.id);
        notification.close();
      };
    } catch {
      // the browser refused (e.g. permission withdrawn meanwhile): the unread marker still shows it
    }
  }

  // Looking at a job (window focused) reads it.
  const markRead = state.markRead;
  useEffect(() => {
    if (!openJobId) return;
    const check = () => {
      if (windowFocused()) markRead(openJobId);
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [openJobId, markRead, state.unread]);

  const count = state.unread.length;
  useEffect(() => {
    document.title = titleWithCount(document.title, count);
    if (transport === 'electron') void client.invoke('notify.badge', { count }).catch(() => undefined);
  }, [count, transport, client]);

  useEvent('notify.clicked', ({ jobId, profileId }) => openInProfile(jobId, profileId));
  // Desktop: a window opened by clicking a notification asks which job the click was for.
  useEffect(() => {
    if (transport !== 'electron') return;
    void client
      .invoke('notify.takeClick', {})
      .then(({ jobId, profileId }) => {
        if (jobId) openInProfile(jobId, profileId ?? undefined);
      })
      .catch(() => undefined);
  }, [transport]);

  const offer = transport !== null && offerPermission({ enabled: state.enabled, transport, permission: browserPermission() }, state.offerDismissed);
  if (!offer) return null;
  return (
    <div className="notify-offer" role="region" aria-label="Notifications">
      <p>
        <BellRing size={14} aria-hidden="true" /> Get a notification when research finishes while Quire is in the background? Turn it off any time in Settings.
      </p>
      <div className="notify-offer-actions">
        <button
          type="button"
          className="small"
          onClick={() => {
            void Notification.requestPermission().finally(() => state.dismissOffer());
          }}
        >
          Allow notifications
        </button>
        <button type="button" className="ghost small" onClick={() => state.dismissOffer()}>
          Not now
        </button>
      </div>
    </div>
  );
}

/** The row's unread marker: a dot with words for screen readers. */
export function UnreadMark({ jobId }: { jobId: string }) {
  const unread = useNotify((s) => s.unread.includes(jobId));
  if (!unread) return null;
  return (
    <span className="unread-mark" role="img" aria-label="unread">
      new
    </span>
  );
}
