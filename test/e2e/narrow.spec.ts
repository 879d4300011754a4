// A new user's first hour in a narrow (900 px) window: an upload that finishes and clears its
// notice, the composer refusing 99 loops, research that starts online ("Research started."), its
// sources beside it (no "Open ↗" on the user's own files), and Settings. Screenshots of each.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 900, height: 700 } });

const QUERY = 'What did my field notes say about otters cracking urchins?';

test('narrow window: upload, research on it, settings', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await page.getByRole('button', { name: '+ New collection' }).click();
  await page.getByLabel('New collection name').fill('Field notes');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Field notes');

  await page.evaluate(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['# Otter field notes\\n\\nAt the north point, sea otters cracked purple urchins on their chests with stones; the urchin barrens shrank as the otters returned.'], 'otter-notes.md', { type: 'text/markdown' }));
    const target = document.querySelector('[data-collection-name="Field notes"]');
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  })()`);
  await expect(page.getByRole('status').filter({ hasText: /Upload(ing|ed) 1 file to Field notes/ })).toBeVisible();
  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('row', { name: /otter-notes\.md/ })).toContainText('uploaded', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded 1 file to Field notes' })).toBeVisible();
  await shot(page, 'narrow-upload-done');
  // The finished notice clears itself; the header counts in words.
  await expect(page.getByRole('region', { name: 'Upload tray' })).toHaveCount(0);
  await expect(page.locator('.collection-header .job-meta')).toContainText(/^1 file\b/);
  await shot(page, 'narrow-collection');

  // The composer refuses more loops than the service runs.
  await page.getByRole('button', { name: '+ New research' }).click();
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await expect(dialog.getByText(/reasoning loops used this month/)).toBeVisible();
  await dialog.getByLabel('Research question').fill(QUERY);
  await dialog.getByRole('checkbox', { name: 'Field notes' }).check();
  const loops = dialog.getByLabel('Reasoning loops');
  await loops.fill('99');
  await expect(dialog.getByRole('alert')).toContainText('Reasoning loops must be a whole number from 1 to 10');
  await expect(dialog.getByRole('button', { name: 'Start research' })).toBeDisabled();
  await shot(page, 'narrow-composer-invalid');
  await loops.fill('2');
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Research started.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
  await shot(page, 'narrow-job-started');

  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });
  // Under 1000 px the sources pane is folded away on its own; the header button brings it back.
  const sources = page.getByRole('complementary', { name: 'Sources' });
  await expect(sources).toHaveCount(0);
  await page.getByRole('button', { name: /^Sources \(\d+\)$/ }).click();
  await expect(sources.getByRole('listitem').first()).toBeVisible();
  // The user's own file is a source: full content yes, "Open ↗" (to a placeholder address) no.
  const own = sources.locator('li.source').filter({ hasText: 'Your uploaded file' });
  if ((await own.count()) > 0) {
    await expect(own.first().getByRole('button', { name: /in browser/ })).toHaveCount(0);
    await expect(own.first().getByRole('button', { name: 'Full content' })).toBeVisible();
  }
  await shot(page, 'narrow-job-done');

  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
  await page.getByRole('heading', { name: 'Notebook & backups' }).scrollIntoViewIfNeeded();
  await shot(page, 'narrow-settings');
});
