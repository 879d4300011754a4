// Keyboard only, as a user who never touches the mouse: ↓ inside the Export menu moves to its next item (it used
// to reach the app's "next research" shortcut too, which opened another job and took the menu away, leaving focus
// nowhere), and Esc on the composer or the shortcuts help gives focus back to where it was (it was left on the body).
import type { Page } from '@playwright/test';
import { expect, startResearch, test } from './fixtures';

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
