// What the profile switcher says about each profile's background sync, in words: running jobs,
// items waiting, items needing attention, and a state other than fine (offline, errors, paused).
import type { Profile } from '../../../../shared/domain';

const STATE_WORDS = { offline: 'offline', error: 'service errors', paused: 'paused', syncing: null, online: null } as const;

/** Pure: "Work account · offline · 2 running · 3 waiting · 1 needs attention" (just the name when all is quiet or unknown). */
export function profileLabel(profile: Pick<Profile, 'name' | 'sync'>): string {
  const sync = profile.sync;
  if (!sync) return profile.name;
  // (the state first: a narrow sidebar cuts the end of the label, and "offline" or "paused" matters more than a count)
  const parts: string[] = [];
  const state = STATE_WORDS[sync.state];
  if (state) parts.push(state);
  if (sync.running) parts.push(`${sync.running} running`);
  if (sync.pending) parts.push(`${sync.pending} waiting`);
  if (sync.failed) parts.push(`${sync.failed} ${sync.failed === 1 ? 'needs' : 'need'} attention`);
  return [profile.name, ...parts].join(' · ');
}

/** Pure: whether any profile other than the one in the window needs the user (failed items, key refused, …). */
export function othersNeedingAttention(profiles: ReadonlyArray<Pick<Profile, 'active' | 'sync'>>): number {
  return profiles.filter((p) => !p.active && p.sync && (p.sync.failed > 0 || p.sync.state === 'paused' || p.sync.state === 'error')).length;
}
