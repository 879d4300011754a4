// The account's limits in Settings (#10): a remote profile's limits set in the window gate at once and
// are shown with where they come from; a bad value is refused in words before anything is sent; on a
// 2025-08-08 profile the composer asks for compute units and the usage says why loops are unknown.
import { expect, test, useRemoteProfile } from './fixtures';

test('limits set in Settings are shown as set by you; bad values are refused in words', async ({ page, app, shot }) => {
  const row = await useRemoteProfile(page, app, 'Lab service');

  const form = row.getByRole('form', { name: 'Limits of Lab service' });
  const save = form.getByRole('button', { name: 'Save limits' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Jobs at once').fill('0');
  await expect(form.getByRole('alert')).toHaveText(/jobs running at once must be a whole number from 1 to 1,000/);
  await expect(save).toBeDisabled();
  await form.getByLabel('Jobs at once').fill('2');
  await form.getByLabel('Loops a month').fill('300');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Saved the limits of Lab service.')).toBeVisible();

  const usage = page.getByRole('region', { name: 'Usage this month' });
  await expect(usage).toContainText(/of 300 reasoning loops used \(set by you\)/);
  await expect(usage).toContainText(/of 2 \(set by you\)/);
  // kept with the profile: the form shows them after a reload
  await page.reload();
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect(page.getByRole('form', { name: 'Limits of Lab service' }).getByLabel('Loops a month')).toHaveValue('300');
  await shot(page, 'settings-limits');

  // emptied: not set any more, the budget unknown again (never the docs' 200 shown as the account's)
  const again = page.getByRole('form', { name: 'Limits of Lab service' });
  await again.getByLabel('Loops a month').fill('');
  await again.getByRole('button', { name: 'Save limits' }).click();
  await expect(usage).toContainText(/an unknown budget of reasoning loops used/);
});

test('a 2025-08-08 profile asks for compute units and says why loops used are unknown', async ({ page, app }) => {
  const row = await useRemoteProfile(page, app, 'Old API');
  await row.getByLabel('API version').selectOption('2025-08-08');
  await expect(page.getByText(/Old API now uses API version 2025-08-08/)).toBeVisible();
  const usage = page.getByRole('region', { name: 'Usage this month' });
  await expect(usage).toContainText('API version 2025-08-08 reports no loops used (research asks for compute units)');
  await page.getByRole('button', { name: '+ New research' }).click();
  await expect(page.getByLabel('Compute units')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Account limits' }).or(page.getByLabel('Account limits'))).toContainText('loops used: not reported by API version 2025-08-08');
});
