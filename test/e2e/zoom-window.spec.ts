// A laptop window (1280 × 800) at 200% zoom: 640 × 400 CSS pixels. The research list used to get no room at
// all (the research section's heading and filters filled it, and the section scrolled inside itself), so a user
// saw their collections and no research. Now the sidebar scrolls as a whole and the list keeps its own height:
// a row is in view under the filters, and the list, the collections and the sync status are all reachable.
import { expect, startResearch, test } from './fixtures';

test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

const QUERY = 'How do sea otters affect kelp forests?';

test('at 200% zoom the research list shows its rows, and the rest of the sidebar scrolls into view', async ({ page, app, shot }) => {
  test.setTimeout(90_000);
  await page.goto(app.url);
  // a first-run user's sidebar: the notification offer still there, and two collections
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  for (const name of ['Bees', 'Trains']) {
    await page.getByRole('button', { name: '+ New collection' }).click();
    await page.getByLabel('New collection name').fill(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.locator(`[data-collection-name="${name}"]`)).toBeVisible();
  }
  await startResearch(page, QUERY, 'shown');
  await page.locator('.sidebar').evaluate((sidebar) => sidebar.scrollTo(0, 0));
  const row = page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option', { name: new RegExp(QUERY.replace(/\?/g, '\\?')) });
  await expect(row).toBeVisible();
  // the whole row is drawn inside the window without any scrolling: what is at its top and its bottom is the row
  const drawn = await row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const ownAt = (y: number) => {
      const hit = document.elementFromPoint(box.left + 30, y);
      return hit !== null && element.contains(hit);
    };
    return { inWindow: box.top >= 0 && box.bottom <= window.innerHeight, top: ownAt(box.top + 3), bottom: ownAt(box.bottom - 3) };
  });
  expect(drawn).toEqual({ inWindow: true, top: true, bottom: true });
  await shot(page, 'zoom-200-research-list');
  // the collections and the sync status below are reachable by scrolling the sidebar, and they work
  const newCollection = page.getByRole('button', { name: '+ New collection' });
  await newCollection.scrollIntoViewIfNeeded();
  await expect(newCollection).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Sync status:/ })).toBeVisible();
  await newCollection.click();
  await expect(page.getByLabel('New collection name')).toBeVisible();
});
