// A short window (900 × 420): the research section's filters and the notification offer stay inside
// it (it scrolls) instead of being drawn over the collections below, as they were at 900 × 700 with
// a long status in the footer.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 900, height: 420 } });

test('a short window keeps the research section from covering the collections', async ({ page, app, shot }) => {
  await page.goto(app.url);
  const offer = page.getByRole('region', { name: 'Notifications' });
  await expect(offer).toBeVisible();
  const newCollection = page.getByRole('button', { name: '+ New collection' });
  await expect(newCollection).toBeVisible();
  // what is drawn at the middle of "+ New collection" and of the section's heading is theirs
  const covered = await page.evaluate(() => {
    const heading = document.querySelector('.collections-section .sidebar-heading');
    const button = [...document.querySelectorAll('.collections-section button')].find((element) => element.textContent?.includes('New collection'));
    return [heading, button].map((element) => {
      if (!element) return 'missing';
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + Math.min(20, box.width / 2), box.top + box.height / 2);
      return hit && element.contains(hit) ? 'visible' : `covered by ${hit?.className ?? 'nothing'}`;
    });
  });
  expect(covered).toEqual(['visible', 'visible']);
  await shot(page, 'short-window');
  // the offer stays reachable (its section scrolls) and its buttons work
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await newCollection.click();
  await expect(page.getByLabel('New collection name')).toBeVisible();
});
