// What the user did with browser mode's painted first screen before the window's code took it over:
// text typed into the search box (with its caret and focus) and a row clicked. React's first render
// replaces that markup, so main.tsx reads this state just before mounting and hands it to the app
// after: nothing typed or clicked on the painted page is lost. The search box's focus is given back by
// the Sidebar once React has mounted it (React's first commit comes after mount() returns).

/** The painted page's boot script records a clicked row here (src/main/web/server.ts firstPaintBoot). */
export const PAINTED_PICK_ATTRIBUTE = 'data-quire-pick';

export interface PaintedState {
  searchText: string;
  /** The search box had the focus; its caret (selection) then. */
  searchFocused: boolean;
  selection: [number, number] | null;
  /** The job whose painted row was clicked last. */
  pickedJobId: string | null;
}

/** The state of a painted screen (pure over the DOM given; null when #root holds no painted screen). */
export function paintedStateOf(root: Element | null, active: Element | null, pick: string | null): PaintedState | null {
  const input = root?.querySelector<HTMLInputElement>('input.search-input') ?? null;
  if (!root || !input) return null;
  const searchFocused = active === input;
  const selection: [number, number] | null = searchFocused && input.selectionStart !== null && input.selectionEnd !== null ? [input.selectionStart, input.selectionEnd] : null;
  const picked = pick && [...root.querySelectorAll<HTMLElement>('[data-job-id]')].some((row) => row.dataset.jobId === pick) ? pick : null;
  return { searchText: input.value, searchFocused, selection, pickedJobId: picked };
}

/** Whether there is anything to carry over (pure). */
export function hasUserState(state: PaintedState | null): state is PaintedState {
  return state !== null && (state.searchText !== '' || state.searchFocused || state.pickedJobId !== null);
}

/** Puts the focus and caret back into the app's own search box once it is rendered. */
export function restoreSearchFocus(state: PaintedState, input: HTMLInputElement | null): boolean {
  if (!input || !state.searchFocused) return false;
  input.focus();
  if (state.selection) input.setSelectionRange(state.selection[0], state.selection[1]);
  return true;
}

let heldFocus: PaintedState | null = null;

/** Keeps the painted search box's focus for the app's own box to take (takeSearchFocus). */
export function holdSearchFocus(state: PaintedState): void {
  heldFocus = state.searchFocused ? state : null;
}

/** The painted search box's focus and caret, once (null when it had none or was taken already). */
export function takeSearchFocus(): PaintedState | null {
  const state = heldFocus;
  heldFocus = null;
  return state;
}
