// Tab inside a modal dialog goes round inside it: from its last control to its first, and with Shift
// from its first to its last. The composer and the shortcuts help are modal (aria-modal) but let Tab
// walk out into the page behind the overlay (session 25's keyboard-only trial: from "Start research"
// the focus went to the body, then to the sidebar, and Esc then left it there); the confirm dialog had
// its own copy of this for its buttons. wrapTarget decides (pure, table-tested in
// test/renderer/focus-trap.test.tsx); keepTabInside applies it to a key event on the dialog.
import type { KeyboardEvent } from 'react';

/** The controls Tab can reach (disabled and hidden ones left out). */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Which control Tab (or Shift+Tab) should move to so that the focus stays inside; null: the browser's own move does. */
export function wrapTarget<T>(controls: readonly T[], active: T | null, shift: boolean): T | null {
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (first === undefined || last === undefined) return null;
  const inside = active !== null && controls.includes(active);
  if (shift) return !inside || active === first ? last : null;
  return !inside || active === last ? first : null;
}

/** The dialog's controls Tab can reach, in document order. */
export function tabbables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]') && !element.closest('[inert]'));
}

/** On a modal dialog's keydown: Tab at either end goes round inside it. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrapTarget(tabbables(event.currentTarget), active, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
