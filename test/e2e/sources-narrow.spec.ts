// Bug 14 of #12: under ~1000 px the sources panel covered the Chat and Notes tabs. It now folds away
// on its own when the window narrows (and returns when it widens); S toggles it any time, and the
// tabs stay uncovered and clickable.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** The element at the centre of `target` is `target` itself (or inside it): nothing covers it. */
async function uncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ({ x, y, element }) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && element !== null && (top === element || element.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, element: handle },
  );
}

test('the sources panel folds away under 1000 px, S toggles it, and the tabs stay uncovered', async ({ page, app, shot }) => {
  const seeded = await fetch(`${app.service.url}/__admin/seed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.service.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jobs: 1, resultsPerJob: 2 }),
  });
  expect(seeded.status, await seeded.clone().text()).toBe(200);
  await page.goto(app.url);
  await page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option', { name: /Seeded question 1:/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Seeded question 1:');
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const toggle = page.getByRole('button', { name: 'Sources (2)' });
  const notesTab = page.getByRole('tab', { name: 'Notes' });
  const tabs = [page.getByRole('tab', { name: 'Answer' }), page.getByRole('tab', { name: 'Chat' }), notesTab];

  // Wide: the panel is open beside the answer.
  await expect(sources).toBeVisible();
  await expect(toggle).toHaveCount(0);

  // Narrowed to 900 px: it folds away on its own; the tabs are uncovered.
  await page.setViewportSize({ width: 900, height: 700 });
  await expect(sources).toHaveCount(0);
  await expect(toggle).toBeVisible();
  for (const tab of tabs) expect(await uncovered(page, tab), 'tab not covered (panel folded)').toBe(true);
  await shot(page, 'bug14-sources-folded-900');

  // S opens it; the tabs are still uncovered and the Notes tab still answers a click.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('s');
  await expect(sources).toBeVisible();
  for (const tab of tabs) expect(await uncovered(page, tab), 'tab not covered (panel open)').toBe(true);
  await notesTab.click();
  await expect(notesTab).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'bug14-sources-open-900');
  // S again folds it.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('s');
  await expect(sources).toHaveCount(0);

  // Wide again: it comes back on its own.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sources).toBeVisible();
});
