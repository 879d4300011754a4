// The contract's notify.state / setSettings / remember / markRead / importLegacy (#13) over the
// machine-wide notify.db (src/main/db/notify-state.ts). The file opens on first use, so a CLI
// command that never asks pays nothing at start-up; close() closes it with the core.
import type { ExportHandlers } from '../../shared/contract';
import { NotifyStore } from '../db/notify-state';

export type NotifyStateHandlers = Pick<ExportHandlers, 'notify.state' | 'notify.setSettings' | 'notify.remember' | 'notify.markRead' | 'notify.importLegacy'>;

export function createNotifyStateHandlers(file: string): { handlers: NotifyStateHandlers; close(): void } {
  let store: NotifyStore | null = null;
  const open = (): NotifyStore => (store ??= NotifyStore.open(file));
  return {
    handlers: {
      'notify.state': async ({ profileId }) => open().state(profileId),
      'notify.setSettings': async ({ profileId, enabled, offerDismissed }) => open().setSettings(profileId, { enabled, offerDismissed }),
      'notify.remember': async ({ profileId, finished, unread, onlyIfSeen }) => ({ recorded: open().remember(profileId, finished, unread, { onlyIfSeen }) }),
      'notify.markRead': async ({ profileId, jobId }) => {
        open().markRead(profileId, jobId);
        return { ok: true };
      },
      'notify.importLegacy': async ({ profileId, ...legacy }) => ({ imported: open().importLegacy(profileId, legacy) }),
    },
    close() {
      store?.close();
      store = null;
    },
  };
}
