import { afterEach, describe, expect, it } from 'vitest';
import { hasUserState, holdSearchFocus, paintedStateOf, pressAfterTakeover, replayPress, restoreSearchFocus, takeSearchFocus } from '../../src/renderer/src/lib/painted-state';

function painted(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div class="app"><input type="search" class="search-input" value=""><div role="option" data-job-id="j-1"></div><div role="option" data-job-id="j&quot;2"></div><button type="button">+ New collection</button><button type="button" aria-label="Account and settings"></button></div>';
  document.body.replaceChildren(root);
  return root;
}

describe('painted-state: what the user did on the painted first screen', () => {
  // (the markup these tests put in the document is theirs to remove: the renderer project shares one document per worker)
  afterEach(() => document.body.replaceChildren());
  it('reads the typed text, the focus and caret, and a clicked row that is on the page', () => {
    const root = painted();
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'harbour silt';
    input.focus();
    input.setSelectionRange(3, 7);
    expect(paintedStateOf(root, document.activeElement, 'j-1')).toEqual({ searchText: 'harbour silt', searchFocused: true, selection: [3, 7], pickedJobId: 'j-1', pressed: null });
    expect(paintedStateOf(root, document.activeElement, 'j"2')?.pickedJobId).toBe('j"2');
  });

  it.each([
    ['no painted screen (Electron, or an empty list)', () => document.createElement('div'), null, null],
    ['no root at all', () => null, null, null],
  ])('%s: nothing', (_name, make, active, pick) => {
    expect(paintedStateOf(make(), active, pick)).toBeNull();
  });

  it('a pick that names no row on the page, no focus and no text: nothing to carry over', () => {
    const root = painted();
    const state = paintedStateOf(root, document.body, 'j-9');
    expect(state).toEqual({ searchText: '', searchFocused: false, selection: null, pickedJobId: null, pressed: null });
    expect(hasUserState(state)).toBe(false);
    expect(hasUserState({ searchText: 'x', searchFocused: false, selection: null, pickedJobId: null, pressed: null })).toBe(true);
    expect(hasUserState({ searchText: '', searchFocused: false, selection: null, pickedJobId: 'j-1', pressed: null })).toBe(true);
  });

  it('reads a painted button pressed, by its text or its aria-label, only when the page has it', () => {
    const root = painted();
    expect(paintedStateOf(root, document.body, null, '+ New collection')?.pressed).toBe('+ New collection');
    expect(paintedStateOf(root, document.body, null, 'Account and settings')?.pressed).toBe('Account and settings');
    expect(paintedStateOf(root, document.body, null, 'Delete everything')?.pressed).toBeNull();
    expect(hasUserState({ searchText: '', searchFocused: false, selection: null, pickedJobId: null, pressed: '+ New collection' })).toBe(true);
  });

  it('replayPress presses the app\'s own button of that name once it is rendered, once, and gives up after its time', async () => {
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    let presses = 0;
    replayPress(root, '+ New collection', 1_000);
    // the app renders later (React's first commit), the button among others
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = document.createElement('button');
    other.textContent = '+ New research';
    other.addEventListener('click', () => (presses += 100));
    const button = document.createElement('button');
    button.textContent = '+ New collection';
    button.addEventListener('click', () => (presses += 1));
    root.append(other, button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    root.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presses).toBe(1);
    // never rendered in time: nothing pressed later
    const late = document.createElement('div');
    document.body.replaceChildren(late);
    replayPress(late, 'Late', 10);
    await new Promise((resolve) => setTimeout(resolve, 40));
    const lateButton = document.createElement('button');
    lateButton.textContent = 'Late';
    let latePresses = 0;
    lateButton.addEventListener('click', () => (latePresses += 1));
    late.append(lateButton);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(latePresses).toBe(0);
  });

  it('pressAfterTakeover reads the press when the painted markup is replaced, not before (a press after mount() counts), and presses the app\'s button', async () => {
    const root = document.createElement('div');
    const paintedApp = document.createElement('div');
    paintedApp.className = 'app';
    root.append(paintedApp);
    document.body.replaceChildren(root);
    let recorded: string | null = null;
    pressAfterTakeover(root, paintedApp, () => recorded, 1_000);
    // pressed on the painted markup after mount() ran, before React's first render
    recorded = '+ New collection';
    await new Promise((resolve) => setTimeout(resolve, 10));
    let presses = 0;
    const app = document.createElement('div');
    app.className = 'app';
    const button = document.createElement('button');
    button.textContent = '+ New collection';
    button.addEventListener('click', () => (presses += 1));
    app.append(button);
    root.replaceChildren(app);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presses).toBe(1);
  });

  it('restoreSearchFocus puts focus and caret into the new box, and only when the painted box had the focus', () => {
    const root = painted();
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'abcdef';
    expect(restoreSearchFocus({ searchText: 'abcdef', searchFocused: false, selection: null, pickedJobId: null, pressed: null }, input)).toBe(false);
    expect(restoreSearchFocus({ searchText: 'abcdef', searchFocused: true, selection: [2, 4], pickedJobId: null, pressed: null }, null)).toBe(false);
    expect(restoreSearchFocus({ searchText: 'abcdef', searchFocused: true, selection: [2, 4], pickedJobId: null, pressed: null }, input)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
  });

  it('the focus is held once for the app\'s box, and only when the painted box had it', () => {
    const focused = { searchText: 'a', searchFocused: true, selection: [1, 1] as [number, number], pickedJobId: null, pressed: null };
    holdSearchFocus(focused);
    expect(takeSearchFocus()).toBe(focused);
    expect(takeSearchFocus()).toBeNull();
    holdSearchFocus({ ...focused, searchFocused: false });
    expect(takeSearchFocus()).toBeNull();
  });
});
