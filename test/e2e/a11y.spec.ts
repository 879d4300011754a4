// Accessibility as a test (#12): axe-core over every main view (workspace, composer, a job's Answer
// with its sources, Chat, Notes, the reader, a collection, Settings) at 900 px, light and dark, and
// the workspace with a job open at 1440 and 760 px. Fails on any serious or critical violation and
// prints each one (rule, impact, first offending nodes).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type AppHandle } from './fixtures';

test.use({ viewport: { width: 900, height: 700 } });

async function serious(page: Page, view: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${view}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function seed(app: AppHandle, jobs: number): Promise<void> {
  const seeded = await fetch(`${app.service.url}/__admin/seed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.service.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jobs, resultsPerJob: 2 }),
  });
  expect(seeded.status, await seeded.clone().text()).toBe(200);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: main views at 900 px, ${scheme}`, async ({ page, app, shot }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(app.url);
    await expect(page.getByRole('button', { name: '+ New research' })).toBeVisible();
    const found: string[] = [];
    found.push(...(await serious(page, 'workspace')));
    await shot(page, `a11y-workspace-${scheme}`);

    await page.getByRole('button', { name: '+ New research' }).click();
    const dialog = page.getByRole('dialog', { name: 'New research' });
    await expect(dialog).toBeVisible();
    found.push(...(await serious(page, 'composer')));
    await shot(page, `a11y-composer-${scheme}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // A job: Answer with its sources open, Chat, Notes, then a source in the reader.
    await seed(app, 3);
    const list = page.getByRole('listbox', { name: 'Research jobs' });
    await list.getByRole('option', { name: /Seeded question 3:/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seeded question 3:');
    await page.getByRole('button', { name: /^Sources \(\d+\)$/ }).click();
    await expect(page.getByRole('complementary', { name: 'Sources' })).toBeVisible();
    found.push(...(await serious(page, 'job answer + sources')));
    await shot(page, `a11y-job-${scheme}`);
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByLabel('Ask a follow-up')).toBeVisible();
    found.push(...(await serious(page, 'job chat')));
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toBeVisible();
    found.push(...(await serious(page, 'job notes')));
    await page.getByRole('complementary', { name: 'Sources' }).getByRole('button', { name: /^Read .* in Quire$/ }).first().click();
    await expect(page.getByRole('main', { name: /^Reader: / })).toBeVisible();
    await expect(page.getByRole('document', { name: /^Text of / })).toBeVisible();
    found.push(...(await serious(page, 'reader')));
    await shot(page, `a11y-reader-${scheme}`);

    // A collection.
    await page.getByRole('button', { name: '+ New collection' }).click();
    await page.getByLabel('New collection name').fill('Thesis');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Thesis');
    found.push(...(await serious(page, 'collection')));

    await page.getByRole('button', { name: 'Account and settings' }).click();
    await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
    found.push(...(await serious(page, 'settings')));
    await shot(page, `a11y-settings-${scheme}`);

    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
}

test('axe: a job open at 1440 and 760 px (light and dark)', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await seed(app, 3);
  await page.goto(app.url);
  const list = page.getByRole('listbox', { name: 'Research jobs' });
  await list.getByRole('option', { name: /Seeded question 2:/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Seeded question 2:');
  const found: string[] = [];
  // Bug 15: a job row's accessible name contains its visible text. axe's rule for it is experimental
  // (off by default), so it is asked for by name; any violation of it counts.
  await expect(list.getByRole('option')).toHaveCount(3);
  const names = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(names.passes.concat(names.violations).map((rule) => rule.id), 'the rule ran').toContain('label-content-name-mismatch');
  found.push(...names.violations.map((v) => `job rows: ${v.id} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
  for (const width of [1440, 760]) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('tab', { name: 'Answer' }).click();
      found.push(...(await serious(page, `job at ${width} px, ${scheme}`)));
      await shot(page, `a11y-job-${width}-${scheme}`);
    }
  }
  if (found.length > 0) console.log(found.join('\n'));
  expect(found).toEqual([]);
});
