// Settings → Notifications (#13): the per-profile switch for "research finished" notifications and,
// in browser mode, what the browser's permission is and how to change it.
import { useEffect } from 'react';
import { useClient, useOp } from '../../lib/context';
import { PROFILE_TABLES } from '../../lib/tables';
import { browserPermission } from './FinishNotifications';
import { useNotify } from './store';
import './notify.css';

export function permissionSentence(transport: 'electron' | 'browser', permission: ReturnType<typeof browserPermission>): string {
  if (transport === 'electron') return 'Shown by your system; its notification settings can silence Quire too.';
  switch (permission) {
    case 'granted':
      return 'This browser allows notifications from Quire.';
    case 'denied':
      return 'This browser blocks notifications from Quire: allow them in the site settings (the icon left of the address), then reload.';
    case 'unsupported':
      return 'This browser cannot show notifications; finished research is still marked "new" in the list.';
    default:
      return 'The browser asks for permission the first time Quire offers notifications.';
  }
}

export function NotificationsSection() {
  const info = useOp('app.info', {}, PROFILE_TABLES);
  const profiles = useOp('profiles.list', {}, PROFILE_TABLES);
  const active = profiles.data?.profiles.find((p) => p.active) ?? null;
  const client = useClient();
  const { enabled, loaded, setEnabled, load } = useNotify();
  useEffect(() => {
    if (active) load(client, active.id);
  }, [active, load, client]);
  if (!active || !info.data) return null;
  const permission = browserPermission();
  return (
    <section aria-labelledby="notifications-heading" className="settings-section">
      <h2 id="notifications-heading">Notifications</h2>
      <label className="notify-toggle">
        <input type="checkbox" checked={enabled} disabled={!loaded} onChange={(event) => setEnabled(event.target.checked)} /> Notify me when research in {active.name} finishes while Quire is in the background
      </label>
      <p className="muted">
        {permissionSentence(info.data.transport, permission)} Finished research you have not opened yet is marked “new” in the list{info.data.transport === 'electron' ? ' and counted on the app icon' : ' and counted in the tab title'}.
      </p>
      {info.data.transport === 'browser' && permission === 'default' && enabled && (
        <button type="button" className="small" onClick={() => void Notification.requestPermission()}>
          Allow notifications
        </button>
      )}
    </section>
  );
}
