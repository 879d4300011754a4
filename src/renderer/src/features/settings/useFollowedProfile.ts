// The window following a switch of the active profile made outside it (`quire profiles use`, another
// window): the core switches and sends 'profile.followed'; what was open belonged to the previous
// profile's library, so the window leaves it and says why it changed.
import { useEvent } from '../../lib/context';
import { followedProfileNotice, useUi, viewAfterProfileSwitch } from '../../stores/ui';

export function useFollowedProfile(): void {
  useEvent('profile.followed', ({ name }) => {
    const ui = useUi.getState();
    ui.setView(viewAfterProfileSwitch(ui.view));
    ui.notify(followedProfileNotice(name));
  });
}
