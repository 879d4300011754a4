// What Quire remembers on this machine about finished research, per profile: the jobs it knows are
// finished, the ones finished since the user last looked (unread), whether notifications are on, and
// whether the permission offer was dismissed. Kept in SQLite by the core (notify.* operations,
// src/main/db/notify-state.ts) so the desktop's main process honours the setting with the window
// closed; this zustand store mirrors the window's profile so the list re-renders its unread markers.
// Values an older Quire kept in this page's localStorage are imported once, then removed.
import { create } from 'zustand';
import type { QuireClient } from '../../lib/client';

const LEGACY = ['known', 'unread', 'enabled', 'offer'] as const;
const legacyKey = (profileId: string, what: (typeof LEGACY)[number]) => `quire.notify.${what}.${profileId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readList(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200).slice(-2_000) : [];
  } catch {
    return [];
  }
}

/** What an older Quire kept in localStorage for a profile, or null when it kept nothing. */
export function legacyState(profileId: string): { known: string[] | null; unread: string[]; enabled: boolean; offerDismissed: boolean } | null {
  const store = storage();
  if (!store || LEGACY.every((what) => store.getItem(legacyKey(profileId, what)) === null)) return null;
  return {
    known: readList(store.getItem(legacyKey(profileId, 'known'))),
    unread: readList(store.getItem(legacyKey(profileId, 'unread'))) ?? [],
    enabled: store.getItem(legacyKey(profileId, 'enabled')) !== 'off',
    offerDismissed: store.getItem(legacyKey(profileId, 'offer')) === 'dismissed',
  };
}

function dropLegacy(profileId: string): void {
  const store = storage();
  for (const what of LEGACY) store?.removeItem(legacyKey(profileId, what));
}

/** Reads a profile's state from the core, importing the page's old localStorage copy first if it has one. */
export async function loadState(client: QuireClient, profileId: string) {
  const state = await client.invoke('notify.state', { profileId });
  const legacy = legacyState(profileId);
  if (!legacy) return state;
  if (!state.stored) await client.invoke('notify.importLegacy', { profileId, ...legacy });
  dropLegacy(profileId);
  return state.stored ? state : client.invoke('notify.state', { profileId });
}

/**
 * Imports the page's old copy of every listed profile that has one (not only the window's), so the
 * desktop's main process honours a setting turned off before the move even for a profile not opened
 * since. Returns the profiles imported.
 */
export async function importEveryLegacy(client: QuireClient, profileIds: readonly string[]): Promise<string[]> {
  const imported: string[] = [];
  for (const profileId of profileIds) {
    if (!legacyState(profileId)) continue;
    await loadState(client, profileId);
    imported.push(profileId);
  }
  return imported;
}

export interface NotifyState {
  client: QuireClient | null;
  profileId: string | null;
  /** Set once the profile's state has been read from the core. */
  loaded: boolean;
  /** Jobs known finished; null until the first list of this profile was seen. */
  known: Set<string> | null;
  unread: string[];
  enabled: boolean;
  offerDismissed: boolean;
  load(client: QuireClient, profileId: string): void;
  /** Remembers finished jobs; `unread` of them are marked unread. */
  remember(finished: readonly string[], unread: readonly string[]): void;
  markRead(jobId: string): void;
  setEnabled(enabled: boolean): void;
  dismissOffer(): void;
}

export const useNotify = create<NotifyState>((set, get) => {
  const write = (run: (client: QuireClient, profileId: string) => Promise<unknown>) => {
    const { client, profileId } = get();
    // a refused write leaves this window's copy as it is; the next load shows what was kept
    if (client && profileId) void run(client, profileId).catch(() => undefined);
  };
  return {
    client: null,
    profileId: null,
    loaded: false,
    known: null,
    unread: [],
    enabled: true,
    offerDismissed: false,
    load: (client, profileId) => {
      if (get().profileId === profileId && get().client === client) return;
      set({ client, profileId, loaded: false, known: null, unread: [], enabled: true, offerDismissed: false });
      void loadState(client, profileId)
        .then((state) => {
          if (get().profileId !== profileId) return;
          set({ loaded: true, known: state.known ? new Set(state.known) : null, unread: state.unread, enabled: state.enabled, offerDismissed: state.offerDismissed });
        })
        .catch(() => undefined);
    },
    remember: (finished, unread) => {
      const { profileId, known, loaded } = get();
      if (!profileId || !loaded) return;
      const next = new Set(known ?? []);
      for (const id of finished) next.add(id);
      const nextUnread = [...get().unread, ...unread.filter((id) => !get().unread.includes(id))];
      set({ known: next, unread: nextUnread });
      write((client, id) => client.invoke('notify.remember', { profileId: id, finished: [...finished], unread: [...unread] }));
    },
    markRead: (jobId) => {
      const { profileId, unread } = get();
      if (!profileId || !unread.includes(jobId)) return;
      set({ unread: unread.filter((id) => id !== jobId) });
      write((client, id) => client.invoke('notify.markRead', { profileId: id, jobId }));
    },
    setEnabled: (enabled) => {
      set({ enabled });
      write((client, id) => client.invoke('notify.setSettings', { profileId: id, enabled }));
    },
    dismissOffer: () => {
      set({ offerDismissed: true });
      write((client, id) => client.invoke('notify.setSettings', { profileId: id, offerDismissed: true }));
    },
  };
});

/** Whether notifications are on for a profile other than the window's (its setting, read from the core). */
export async function enabledFor(client: QuireClient, profileId: string): Promise<boolean> {
  try {
    return (await loadState(client, profileId)).enabled;
  } catch {
    return true;
  }
}

/** A job of a profile not in the window finished: known finished and unread there, shown when switching to it. */
export async function rememberForProfile(client: QuireClient, profileId: string, jobId: string): Promise<void> {
  // a profile never looked at here takes what is finished at its first look as not news: onlyIfSeen
  await client.invoke('notify.remember', { profileId, finished: [jobId], unread: [jobId], onlyIfSeen: true }).catch(() => undefined);
}
