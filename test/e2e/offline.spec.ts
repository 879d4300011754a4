// Offline in a real browser: with the service stopped, research and an upload are queued and shown
// as pending (never as done); when the service comes back they sync, and the pending view empties.
import { expect, test } from './fixtures';


test('go offline, queue research and an upload, come back and see them sync', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: '+ New collection' }).click();
  await page.getByLabel('New collection name').fill('Field notes');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const collections = page.getByRole('region', { name: 'Collections' });
  await expect(collections.getByRole('button', { name: /^Field notes/ })).toBeVisible();
  await expect(collections.getByText('pending')).toHaveCount(0, { timeout: 30_000 });

  await app.stopService();
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', /offline/, { timeout: 45_000 });

  // Research while offline: saved locally, shown as pending, and the composer says why it waits.
  const query = 'How fast does giant kelp grow?';
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await dialog.getByLabel('Research question').fill(query);
  await expect(dialog.getByText(/You are offline/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: query })).toBeVisible();
  // (the advice names why it is not sent and what sends it: f3f3cb2's wording)
  await expect(page.getByText(/Saved on this machine, not sent: Quire is offline\./).first()).toBeVisible();
  await expect(page.getByText(/It will be sent to the research service when Quire is online/).first()).toBeVisible();
  await expect(page.getByRole('option', { name: query })).toContainText('pending');
  // the header and the timeline say it waits to be sent: "queued" is the service's word for a job it holds
  const header = page.locator('.job-header');
  await expect(header.locator('.job-meta .status')).toHaveText('waiting to be sent');
  await expect(page.getByRole('list', { name: 'Status timeline' })).toHaveText('waiting to be sent');
  await expect(header).not.toContainText(/queued/i);
  await expect(page.getByRole('option', { name: query })).toContainText('waiting to be sent');

  // An upload while offline, dropped onto the collection.
  await page.evaluate(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Kelp grew 40 cm overnight at the north transect.'], 'transect.txt', { type: 'text/plain' }));
    const target = document.querySelector('[data-collection-name="Field notes"]');
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  })()`);
  await expect(page.getByRole('status').filter({ hasText: 'Uploading 1 file to Field notes' })).toBeVisible();

  // One more research, which the user then thinks better of and discards from the pending view.
  await page.keyboard.press('Control+n');
  await dialog.getByLabel('Research question').fill('A question I will discard');
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A question I will discard' })).toBeVisible();

  await page.getByRole('button', { name: /^Sync status/ }).click();
  const pending = page.getByRole('list', { name: 'Pending items' });
  await expect(pending.getByRole('listitem')).toHaveCount(3);
  // The app's own confirm dialog (not the browser's), from the keyboard: focus starts inside on
  // Discard, Esc cancels and keeps the item (focus back on its button), Enter discards.
  const discard = pending.getByRole('button', { name: /^Discard .*A question I will discard/ });
  await discard.click();
  const confirm = page.getByRole('alertdialog', { name: /^Discard .*A question I will discard/ });
  await expect(confirm).toContainText('cannot be recovered');
  await expect(confirm.getByRole('button', { name: 'Discard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(discard).toBeFocused();
  await expect(pending.getByRole('listitem')).toHaveCount(3);
  // Tab and Shift+Tab stay inside the dialog (they wrap); Enter on Cancel cancels.
  await discard.click();
  const yes = confirm.getByRole('button', { name: 'Discard' });
  const no = confirm.getByRole('button', { name: 'Cancel' });
  await expect(confirm).toHaveAttribute('aria-modal', 'true');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(no).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(no).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(no).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(discard).toBeFocused();
  await expect(pending.getByRole('listitem')).toHaveCount(3);
  // Enter on Discard discards.
  await discard.click();
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await expect(pending).toContainText(query);
  await expect(pending).toContainText('transect.txt');
  await shot(page, 'pending-offline');

  await app.startService();
  await expect(page.getByText(/Nothing is waiting/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('sync-state')).not.toHaveAttribute('data-state', 'offline');

  await page.getByRole('option', { name: query }).click();
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('option', { name: query })).not.toContainText('pending');

  await collections.getByRole('button', { name: /^Field notes/ }).click();
  await expect(page.getByRole('table', { name: 'Files' }).getByRole('row', { name: /transect\.txt/ })).toContainText('uploaded', { timeout: 30_000 });
});
