// The profile switcher at the top of the sidebar, and the way into settings.
import { useEffect, useRef } from 'react';
import { Circle, Settings } from 'lucide-react';
import type { Profile } from '../../../../shared/domain';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { PROFILE_TABLES } from '../../lib/tables';
import { useUi } from '../../stores/ui';
import { useSyncStatus } from '../sync/SyncIndicator';
import { othersNeedingAttention, profileLabel } from '../sync/profileSummary';

export function ProfileSwitcher() {
  const client = useClient();
  const profiles = useOp('profiles.list', {}, PROFILE_TABLES);
  const setView = useUi((s) => s.setView);
  const notify = useUi((s) => s.notify);
  const list: Profile[] = profiles.data?.profiles ?? [];
  const sync = useSyncStatus();
  const active = list.find((p) => p.active);
  // However the profile changed (here, in Settings, from a notification), the sidebar's notebook views
  // (tags, the notebook sync line) and filters belong to the previous one until told.
  const shownProfile = useRef<string | null>(null);
  useEffect(() => {
    if (!active) return;
    if (shownProfile.current !== null && shownProfile.current !== active.id) useUi.getState().profileChanged();
    shownProfile.current = active.id;
  }, [active]);
  // every profile syncs in the background; each option says how its sync stands
  const attention = othersNeedingAttention(list);
  return (
    <div className="profile-switcher">
      <span className={`profile-dot sync-dot-${sync?.state ?? 'unknown'}`} aria-hidden="true">
        <Circle size={9} fill="currentColor" />
      </span>
      <select
        aria-label="Profile"
        title={active ? profileLabel(active) : undefined}
        value={active?.id ?? ''}
        onChange={(event) => {
          client.invoke('profiles.switch', { id: event.target.value }).then(
            () => {
              profiles.refetch();
              // What was open belongs to the previous profile's mirror.
              setView({ kind: 'welcome' });
            },
            (failure: unknown) => notify(errorSentence(failure), 'error'),
          );
        }}
      >
        {!active && <option value="">{profiles.error ? 'Profiles unavailable' : 'Loading…'}</option>}
        {list.map((profile) => (
          <option key={profile.id} value={profile.id} title={profile.sync?.message}>
            {profileLabel(profile)}
          </option>
        ))}
      </select>
      {attention > 0 && (
        <span className="badge" role="status" title="Open the profile list to see which">
          {attention} other {attention === 1 ? 'profile needs' : 'profiles need'} attention
        </span>
      )}
      <button type="button" className="ghost small" onClick={() => setView({ kind: 'settings' })} aria-label="Account and settings">
        <Settings size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
