// Where keyboard focus goes when a dialog (the composer, the shortcuts help) closes: back to what had it when the
// dialog opened, as ConfirmDialog already does. Without it, Esc left focus on the page's body and a keyboard user
// started again from the top of the window. The decision is pure (table-tested in test/renderer/return-focus.test.ts).
import { useEffect, useState } from 'react';

interface Focusable {
  readonly isConnected: boolean;
  focus(): void;
}

/**
 * What to focus once a dialog has gone: the element that had focus before it, if it is still in the page and focus
 * now has nowhere to be (the body, or nothing). Focus the dialog's own action put somewhere else is left there. Pure.
 */
export function focusAfterClose<T extends Focusable>(before: T | null, now: unknown, body: unknown): T | null {
  if (!before || !before.isConnected) return null;
  return now === null || now === body ? before : null;
}

/** Remembers the focused element when the calling dialog mounts and gives focus back to it when the dialog unmounts. */
export function useReturnFocus(): void {
  // read on the first render, before the dialog's commit moves focus into it (autoFocus)
  const [before] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(() => {
    return () => {
      // after the dialog's markup is gone (a passive effect's cleanup runs after the commit that removed it)
      focusAfterClose(before, document.activeElement, document.body)?.focus();
    };
  }, [before]);
}
