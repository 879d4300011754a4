// Bug 1 of #12: a 5,000-character question was accepted ("Research started.") and then failed at the
// service forever. The composer counts against the service's 4,000-character limit and refuses
// before sending: the count turns red, the reason is an alert, Start stays disabled, nothing queued.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1024, height: 768 } });

test('composer refuses a 5,000-character question before sending', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: '+ New research' }).click();
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await dialog.getByLabel('Research question').fill('Why do otters crack urchins? '.repeat(173).slice(0, 5000));
  await expect(dialog.getByText('5,000 / 4,000 characters')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('the research service accepts at most 4,000');
  await expect(dialog.getByRole('button', { name: 'Start research' })).toBeDisabled();
  await shot(page, 'composer-too-long');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Research started.' })).toHaveCount(0);
  await expect(page.getByText('No research yet.', { exact: false })).toBeVisible();
});
