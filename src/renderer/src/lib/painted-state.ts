// What the user did with browser mode's painted first screen before the window's code took it over:
// text typed into the search box (with its caret and focus), a row clicked and a button pressed. React's first render
// replaces that markup, so main.tsx reads this state just before mounting and hands it to the app
// after: nothing typed or clicked on the painted page is lost. The search box's focus is given back by
// the Sidebar once React has mounted it (React's first commit comes after mount() returns).

/** The painted page's boot script records a clicked row here (src/main/web/server.ts firstPaintBoot). */
export const PAINTED_PICK_ATTRIBUTE = 'data-quire-pick';
/** …and the name of a painted button pressed ("+ New collection"), pressed again once the app has rendered it. */
export const PAINTED_PRESS_ATTRIBUTE = 'data-quire-press';

export interface PaintedState {
  searchText: string;
  /** The search box had the focus; its caret (selection) then. */
  searchFocused: boolean;
  selection: [number, number] | null;
  /** The job whose painted row was clicked last. */
  pickedJobId: string | null;
  /** The name of the painted button pressed last (its aria-label, else its text). */
  pressed: string | null;
}

/** A button's name as the boot script records it: its aria-label, else its text. */
export function buttonName(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/** The state of a painted screen (pure over the DOM given; null when #root holds no painted screen). */
export function paintedStateOf(root: Element | null, active: Element | null, pick: string | null, press: string | null = null): PaintedState | null {
  const input = root?.querySelector<HTMLInputElement>('input.search-input') ?? null;
  if (!root || !input) return null;
  const searchFocused = active === input;
  const selection: [number, number] | null = searchFocused && input.selectionStart !== null && input.selectionEnd !== null ? [input.selectionStart, input.selectionEnd] : null;
  const picked = pick && [...root.querySelectorAll<HTMLElement>('[data-job-id]')].some((row) => row.dataset.jobId === pick) ? pick : null;
  const pressed = press && [...root.querySelectorAll('button')].some((button) => buttonName(button) === press) ? press : null;
  return { searchText: input.value, searchFocused, selection, pickedJobId: picked, pressed };
}

/** Whether there is anything to carry over (pure). */
export function hasUserState(state: PaintedState | null): state is PaintedState {
  return state !== null && (state.searchText !== '' || state.searchFocused || state.pickedJobId !== null || state.pressed !== null);
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

/**
 * Presses the app's own button of that name once React has rendered it (a painted button pressed before the code ran
 * did nothing: "+ New collection" opened no form). Gives up after `timeoutMs`. Returns a function that stops waiting.
 */
export function replayPress(root: Element, name: string, timeoutMs = 10_000): () => void {
  let done = false;
  const find = (): HTMLButtonElement | null => [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => !button.disabled && buttonName(button) === name) ?? null;
  const observer = new MutationObserver(() => tryPress());
  const stop = (): void => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const tryPress = (): void => {
    if (done) return;
    const button = find();
    if (!button) return;
    stop();
    button.click();
  };
  const timer = setTimeout(stop, timeoutMs);
  observer.observe(root, { childList: true, subtree: true });
  // (the app's button may be there already)
  tryPress();
  return stop;
}

/**
 * Once the painted markup (`painted`) has been replaced by the app's own (React's first render), the painted button
 * pressed last (`pressed()`, read only then: a press between mount() and that render also counts) is pressed on the
 * app's button of that name (replayPress). Gives up after `timeoutMs`. Returns a function that stops waiting.
 */
export function pressAfterTakeover(root: Element, painted: Element, pressed: () => string | null, timeoutMs = 10_000): () => void {
  let stopReplay: () => void = () => undefined;
  const observer = new MutationObserver(() => {
    if (painted.isConnected) return;
    stop();
    const name = pressed();
    if (name) stopReplay = replayPress(root, name, timeoutMs);
  });
  const stop = (): void => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, timeoutMs);
  observer.observe(root, { childList: true });
  return () => {
    stop();
    stopReplay();
  };
}
