// The notebook in a real browser: star, tag and annotate a job; filter the list by them; find the
// note in search; the note survives a reload (it is saved on this machine before "Saved" shows).
import { expect, test } from './fixtures';

// Any uncaught exception in the page fails the test, even if the flow itself looked fine.
const pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
test.afterEach(() => expect(pageErrors).toEqual([]));

test('star, tag and annotate a research, then find it by tag, star and note', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New research' });
  const query = 'How do sea otters protect kelp forests?';
  await dialog.getByLabel('Research question').fill(query);
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: query })).toBeVisible();

  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const tagInput = page.getByLabel('Add a tag');
  await tagInput.fill('thesis');
  await tagInput.press('Enter');
  await tagInput.fill('chapter 3');
  await tagInput.press('Enter');
  const tags = page.getByRole('list', { name: 'Tags' });
  // (The notebook normalizes tags, e.g. "chapter 3" → "chapter-3".)
  await expect(tags.getByRole('listitem')).toHaveCount(2);
  await expect(tags).toContainText('thesis');
  await expect(tags).toContainText('chapter');
  const row = page.getByRole('option', { name: query });
  await expect(row.getByLabel('starred')).toBeVisible();
  await expect(row).toContainText('thesis');

  await page.getByRole('tab', { name: 'Notes' }).click();
  const note = page.getByRole('textbox', { name: 'Note' });
  await note.fill('Check the Aleutian carbon numbers against the 2019 survey.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(/Saved on this machine at/)).toBeVisible();
  await shot(page, 'notebook');

  // Filters: by tag, and starred only.
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption('thesis');
  await expect(page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption('');
  await page.getByRole('button', { name: 'Only starred' }).click();
  await expect(page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option')).toHaveCount(1);
  await page.getByRole('button', { name: 'Only starred' }).click();

  // Search finds the note.
  await page.getByRole('searchbox', { name: 'Search everything' }).fill('Aleutian carbon');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button').filter({ hasText: 'Note' }).first()).toBeVisible();

  // The note is on disk, not only in the window.
  await page.reload();
  await page.getByRole('option', { name: query }).click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Check the Aleutian carbon numbers against the 2019 survey.');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);
});
