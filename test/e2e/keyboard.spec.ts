// Keyboard only, as a user who never touches the mouse: ↓ inside the Export menu moves to its next item (it used
// to reach the app's "next research" shortcut too, which opened another job and took the menu away, leaving focus
// nowhere), and Esc on the composer or the shortcuts help gives focus back to where it was (it was left on the body).
// Session 25: the job list shows where the focus is (it showed nothing), and a citation pill keeps the focus when
// the answer renders again (each render remounted every pill, so the focus fell to the body at every sync pass).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { builtEntry, expect, startResearch, test } from './fixtures';

const FIRST = 'How do sea otters affect kelp forests?';
const SECOND = 'Does coffee in the afternoon disturb sleep?';

/** The focused element as a screen reader names it: role and accessible label (or text). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`;
  });
}

test('keyboard only: the Export menu keeps its arrows, and Esc gives focus back', async ({ page, app }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await startResearch(page, FIRST, 'completed');
  await startResearch(page, SECOND, 'completed');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(SECOND);

  // the Export menu: Enter opens it on its first item, ↓ and ↑ move inside it, the job stays open
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Export' });
  await expect(menu).toBeVisible();
  expect(await focused(page)).toMatch(/^menuitem: Markdown/);
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toMatch(/^menuitem: BibTeX/);
  await expect(heading).toHaveText(SECOND);
  await page.keyboard.press('ArrowUp');
  expect(await focused(page)).toMatch(/^menuitem: Markdown/);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(exportButton).toBeFocused();
  // ↓ on the closed menu's button opens the menu, and only that
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expect(heading).toHaveText(SECOND);
  await page.keyboard.press('Escape');
  await expect(exportButton).toBeFocused();

  // Esc on the composer: focus is back on the tab it was opened from
  const answerTab = page.getByRole('tab', { name: 'Answer' });
  await answerTab.focus();
  await page.keyboard.press('Control+n');
  const composer = page.getByRole('dialog', { name: 'New research' });
  await expect(composer).toBeVisible();
  // Tab stays inside the modal composer: Shift+Tab from the question goes round to its last button, Tab back
  await expect(composer.getByLabel('Research question')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatch(/^button: (Start research|Cancel)/);
  await page.keyboard.press('Tab');
  await expect(composer.getByLabel('Research question')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(composer).toHaveCount(0);
  await expect(answerTab).toBeFocused();
  // and on the shortcuts help (?)
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(answerTab).toBeFocused();
  await expect(heading).toHaveText(SECOND);
});

test('keyboard only: the list shows its focus, and a focused citation pill keeps it when the answer renders again', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await startResearch(page, FIRST, 'completed');

  // Tab from the search box reaches the list; the open job's row shows the focus
  await page.getByRole('searchbox', { name: /Search everything/ }).or(page.getByPlaceholder(/Search everything/)).first().focus();
  const list = page.getByRole('listbox', { name: 'Research jobs' });
  for (let i = 0; i < 15 && !(await list.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(list).toBeFocused();
  const row = list.getByRole('option', { selected: true });
  await expect(row).toHaveCSS('outline-style', 'solid');
  await shot(page, 'keyboard-list-focus');

  // a citation pill, reached by Tab from "Copy answer", keeps the focus while the answer renders again: another
  // process (the CLI) writes to this notebook, and the window reads everything again
  await page.getByRole('button', { name: 'Copy answer' }).focus();
  await page.keyboard.press('Tab');
  const pill = page.locator('.cite-pill').first();
  await expect(pill).toBeFocused();
  await pill.evaluate((element) => ((window as unknown as { pillSeen: Element }).pillSeen = element));
  const quire = (...args: string[]) => spawnSync(process.execPath, [builtEntry('cli'), '--data', join(app.dataDir, 'quire'), ...args], { encoding: 'utf8' });
  const [job] = (JSON.parse(quire('jobs', '--json').stdout) as { items: Array<{ id: string }> }).items;
  const tagged = quire('tag', job?.id ?? '', 'kelp');
  expect(tagged.status, tagged.stderr).toBe(0);
  // the window has read the change (the tag shows) ...
  await expect(page.getByRole('main').getByText('kelp', { exact: true })).toBeVisible({ timeout: 15_000 });
  // ... and the pill is the same element, still focused
  expect(await page.evaluate(() => (window as unknown as { pillSeen: Element }).pillSeen === document.activeElement && (window as unknown as { pillSeen: Element }).pillSeen.isConnected)).toBe(true);
  await expect(pill).toBeFocused();
});
