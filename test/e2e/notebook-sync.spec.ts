// Settings → Sync notebook across machines in browser mode (#14), in real Chromium against the real
// core: off at first, a folder target and passphrase saved, Sync now says "Notebook synced just now"
// and files appear in the folder; the passphrase never comes back into the page.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

test('notebook sync: set a folder and passphrase, sync now, see it in words', async ({ page, app, shot }) => {
  const target = mkdtempSync(join(tmpdir(), 'quire-e2e-nbsync-'));
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  const section = page.getByRole('region', { name: 'Sync notebook across machines' });
  await expect(section.getByRole('status')).toHaveText('Notebook sync is off');
  await section.getByLabel('Folder or WebDAV address').fill(target);
  await section.getByLabel(/^Passphrase/).fill('an e2e passphrase');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText(`folder ${target}`)).toBeVisible();
  await section.getByRole('button', { name: 'Sync now' }).click();
  await expect(section.getByRole('status')).toHaveText(/^Notebook synced just now; 0 other machines$/);
  expect(readdirSync(target).length).toBeGreaterThan(0);
  expect(await page.content()).not.toContain('an e2e passphrase');
  // The line under the sync indicator says the same (after the notebook changed, or on reload).
  await page.reload();
  await expect(page.getByTestId('notebook-sync-line')).toHaveText(/^Notebook synced (just now|1 min ago); 0 other machines$/);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'notebook-sync-settings');
});

test('notebook sync: Test says in words whether the typed folder works', async ({ page, app, shot }) => {
  const parent = mkdtempSync(join(tmpdir(), 'quire-e2e-nbtest-'));
  const missing = join(parent, 'not-made-yet');
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  const section = page.getByRole('region', { name: 'Sync notebook across machines' });
  await section.getByLabel('Folder or WebDAV address').fill(missing);
  await section.getByRole('button', { name: 'Test' }).click();
  await expect(section.getByTestId('notebook-sync-test')).toHaveText(`The folder ${missing} does not exist; create it (or check the drive is connected), then test again.`);
  await section.getByLabel('Folder or WebDAV address').fill(parent);
  await section.getByRole('button', { name: 'Test' }).click();
  await expect(section.getByTestId('notebook-sync-test')).toHaveText(`${parent} works: Quire wrote, read back and deleted a test file.`);
  expect(readdirSync(parent)).toEqual([]);
  // testing saves nothing
  await expect(section.getByRole('status')).toHaveText('Notebook sync is off');
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'notebook-sync-test');
});
