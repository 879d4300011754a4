// The workspace in a real browser: a large mirrored job list stays virtualized and filterable,
// the keyboard drives it (new, search, next/previous, help), and the dark theme follows the system.
import { expect, test } from './fixtures';


const SEEDED = 3000;

test('a long job list is virtualized, filterable and driven by the keyboard', async ({ page, app, shot }) => {
  expect(app.service.adminToken, 'admin token of the local service').not.toBe('');
  const seeded = await fetch(`${app.service.url}/__admin/seed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.service.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jobs: SEEDED, resultsPerJob: 2 }),
  });
  expect(seeded.status, await seeded.clone().text()).toBe(200);

  await page.goto(app.url);
  const research = page.getByRole('region', { name: 'Research' });
  await expect(research.getByRole('heading', { name: `Research (${SEEDED.toLocaleString('en-US')})` })).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole('listbox', { name: 'Research jobs' });
  // Newest first: seeded question numbers count up with time.
  await expect(list.getByRole('option').first()).toContainText(`Seeded question ${SEEDED}:`);
  // Only what is on screen is in the DOM.
  expect(await list.getByRole('option').count()).toBeLessThan(100);
  await list.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 60_000);
    await expect(list.getByRole('option', { name: /^Seeded question 1: / })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await list.getByRole('option').count()).toBeLessThan(100);

  // Filters: by status (none failed) and back.
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('failed');
  await expect(page.getByText('No research matches these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('completed');
  await expect(research.getByRole('heading', { name: `Research (${SEEDED.toLocaleString('en-US')})` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('');
  // As a user would, wait for the rows to be back before reaching for the keyboard.
  await expect(list.getByRole('option').first()).toContainText(`Seeded question ${SEEDED}:`, { timeout: 30_000 });

  // Keyboard: from the focused list, j opens the first job, j the next, k goes back.
  await list.focus();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Seeded question ${SEEDED}:`);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Seeded question ${SEEDED - 1}:`);
  await expect(list).toHaveAttribute('aria-activedescendant', /^job-row-/);
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Seeded question ${SEEDED}:`);
  await expect(list.getByRole('option', { selected: true })).toContainText(`Seeded question ${SEEDED}:`);

  // ? lists the shortcuts; Escape closes.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('New research');
  await expect(help).toContainText('Search everything');
  await expect(help).toContainText('Next research');
  await shot(page, 'shortcuts');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Ctrl+K focuses search; Ctrl+N opens the composer, which shows what the account allows.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Search everything' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('dialog', { name: 'New research' })).toContainText(/jobs running/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New research' })).toBeHidden();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 24, 27)');
  await shot(page, 'workspace-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 251, 250)');
  await shot(page, 'workspace-light');
});
