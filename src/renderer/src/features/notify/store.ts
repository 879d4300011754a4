// What Quire remembers on this machine about finished research, per profile (localStorage): the jobs
// it knows are finished, the ones finished since the user last looked (unread), whether notifications
// are on, and whether the permission offer was dismissed. A zustand store so the list re-renders its
// unread markers.
import { create } from 'zustand';

const KEEP = 2_000;
const key = (profileId: string, what: string) => `quire.notify.${what}.${profileId}`;

function readList(storageKey: string): string[] | null {
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
function writeList(storageKey: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(ids.slice(-KEEP)));
  } catch {
    // storage full or refused: the markers last for this session only
  }
}

export interface NotifyState {
  profileId: string | null;
  /** Jobs known finished; null until the first list of this profile was seen. */
  known: Set<string> | null;
  unread: string[];
  enabled: boolean;
  offerDismissed: boolean;
  load(profileId: string): void;
  /** Remembers finished jobs; `unread` of them are marked unread. */
  remember(finished: readonly string[], unread: readonly string[]): void;
  markRead(jobId: string): void;
  setEnabled(enabled: boolean): void;
  dismissOffer(): void;
}

export const useNotify = create<NotifyState>((set, get) => ({
  profileId: null,
  known: null,
  unread: [],
  enabled: true,
  offerDismissed: false,
  load: (profileId) => {
    if (get().profileId === profileId) return;
    const known = readList(key(profileId, 'known'));
    set({
      profileId,
      known: known ? new Set(known) : null,
      unread: readList(key(profileId, 'unread')) ?? [],
      enabled: localStorage.getItem(key(profileId, 'enabled')) !== 'off',
      offerDismissed: localStorage.getItem(key(profileId, 'offer')) === 'dismissed',
    });
  },
  remember: (finished, unread) => {
    const { profileId, known } = get();
    if (!profileId) return;
    const next = new Set(known ?? []);
    for (const id of finished) next.add(id);
    const nextUnread = [...get().unread, ...unread.filter((id) => !get().unread.includes(id))];
    writeList(key(profileId, 'known'), [...next]);
    writeList(key(profileId, 'unread'), nextUnread);
    set({ known: next, unread: nextUnread });
  },
  markRead: (jobId) => {
    const { profileId, unread } = get();
    if (!profileId || !unread.includes(jobId)) return;
    const next = unread.filter((id) => id !== jobId);
    writeList(key(profileId, 'unread'), next);
    set({ unread: next });
  },
  setEnabled: (enabled) => {
    const { profileId } = get();
    if (profileId) localStorage.setItem(key(profileId, 'enabled'), enabled ? 'on' : 'off');
    set({ enabled });
  },
  dismissOffer: () => {
    const { profileId } = get();
    if (profileId) localStorage.setItem(key(profileId, 'offer'), 'dismissed');
    set({ offerDismissed: true });
  },
}));

/** Whether notifications are on for a profile other than the window's (its setting, read from storage). */
export function enabledFor(profileId: string): boolean {
  try {
    return localStorage.getItem(key(profileId, 'enabled')) !== 'off';
  } catch {
    return true;
  }
}

/** A job of a profile not in the window finished: known finished and unread there, shown when switching to it. */
export function rememberForProfile(profileId: string, jobId: string): void {
  const known = readList(key(profileId, 'known'));
  // a profile never looked at here takes what is finished at its first look as not news; record nothing
  if (known === null) return;
  if (!known.includes(jobId)) writeList(key(profileId, 'known'), [...known, jobId]);
  const unread = readList(key(profileId, 'unread')) ?? [];
  if (!unread.includes(jobId)) writeList(key(profileId, 'unread'), [...unread, jobId]);
}
