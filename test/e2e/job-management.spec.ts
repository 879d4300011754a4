// Job management (#12): sort the list (newest, oldest, starred first, by status) and remove a job
// from this library. The service has no delete, so removing hides the job on this machine: the confirm dialog
// and the job's page say so, and the job comes back from the "Removed" filter.
import { expect, startResearch, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('sort the research list and remove a job from this library, then restore it', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  const seeded = await fetch(`${app.service.url}/__admin/seed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.service.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jobs: 4, resultsPerJob: 1 }),
  });
  expect(seeded.status, await seeded.clone().text()).toBe(200);

  await page.goto(app.url);
  const research = page.getByRole('region', { name: 'Research' });
  const list = page.getByRole('listbox', { name: 'Research jobs' });
  await expect(research.getByRole('heading', { name: 'Research (4)' })).toBeVisible({ timeout: 60_000 });
  await expect(list.getByRole('option').first()).toContainText('Seeded question 4:');

  // Sort: oldest first, then starred first.
  const sort = page.getByRole('combobox', { name: 'Sort research' });
  await sort.selectOption('oldest');
  await expect(list.getByRole('option').first()).toContainText('Seeded question 1:');
  await expect(list.getByRole('option').last()).toContainText('Seeded question 4:');
  await list.getByRole('option', { name: /Seeded question 2:/ }).click();
  await page.getByRole('button', { name: 'Star', exact: true, pressed: false }).click();
  await expect(page.getByRole('button', { name: 'Star', exact: true, pressed: true })).toBeVisible();
  await sort.selectOption('starred');
  await expect(list.getByRole('option').first()).toContainText('Seeded question 2:');
  await expect(list.getByRole('option').nth(1)).toContainText('Seeded question 4:');
  await sort.selectOption('newest');
  await expect(list.getByRole('option').first()).toContainText('Seeded question 4:');

  // Remove question 3: the app's dialog says what removing means; Esc keeps it.
  await list.getByRole('option', { name: /Seeded question 3:/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Seeded question 3:');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this research from this library?' });
  await expect(dialog).toContainText('The research service has no delete');
  await expect(dialog).toContainText('Removed filter');
  await shot(page, 'remove-job-confirm');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(research.getByRole('heading', { name: 'Research (4)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from this library on this machine (the service keeps it).')).toBeVisible();
  await expect(research.getByRole('heading', { name: 'Research (3)' })).toBeVisible();
  await expect(list.getByRole('option', { name: /Seeded question 3:/ })).toHaveCount(0);
  const banner = page.getByRole('note').filter({ hasText: 'Removed from this library (' });
  await expect(banner).toContainText('the research service still has it');

  // It stays removed across a reload (stored on this machine).
  await page.reload();
  await expect(research.getByRole('heading', { name: 'Research (3)' })).toBeVisible({ timeout: 30_000 });

  // The Removed filter lists it; restoring brings it back.
  await page.getByRole('button', { name: 'Removed', exact: true }).click();
  await expect(research.getByRole('heading', { name: 'Removed research (1)' })).toBeVisible();
  const removedList = page.getByRole('listbox', { name: 'Removed research' });
  await expect(removedList.getByRole('option')).toHaveCount(1);
  await expect(removedList.getByRole('option').first()).toContainText('Seeded question 3:');
  await expect(page.getByText('the service keeps them. Open one to restore it.')).toBeVisible();
  await removedList.getByRole('option').first().click();
  await shot(page, 'removed-filter');
  await page.getByRole('button', { name: 'Restore to the list' }).click();
  await expect(page.getByText('Restored to this library.')).toBeVisible();
  await expect(page.getByText('Nothing removed.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Removed', exact: true }).click();
  await expect(research.getByRole('heading', { name: 'Research (4)' })).toBeVisible();
  await expect(list.getByRole('option', { name: /Seeded question 3:/ })).toHaveCount(1);

  // Sort by status: a failed research first, then the completed ones newest first. The failed one is
  // older than the research after it, so this order differs from newest first.
  const wordless = 'What is it about, and why?';
  await startResearch(page, wordless, 'shown');
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('failed')).toBeVisible({ timeout: 45_000 });
  const otters = 'How do sea otters affect kelp forests?';
  await startResearch(page, otters, 'completed');
  await expect(research.getByRole('heading', { name: 'Research (6)' })).toBeVisible();
  await expect(list.getByRole('option').first()).toContainText(otters);
  await expect(list.getByRole('option').nth(1)).toContainText(wordless);
  await sort.selectOption('status');
  await expect(list.getByRole('option').first()).toContainText(wordless);
  await expect(list.getByRole('option').nth(1)).toContainText(otters);
  await expect(list.getByRole('option').nth(2)).toContainText('Seeded question 4:');
  await expect(list.getByRole('option').last()).toContainText('Seeded question 1:');
  await shot(page, 'sort-by-status');
});
