// Accessibility as a test (#12): axe-core over the main views at 900 px, light and dark. Fails on
// any serious or critical violation and prints each one (rule, impact, first offending nodes).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 900, height: 700 } });

async function serious(page: Page, view: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${view}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: main views at 900 px, ${scheme}`, async ({ page, app, shot }) => {
    test.setTimeout(120_000);
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

    await page.getByRole('button', { name: 'Account and settings' }).click();
    await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
    found.push(...(await serious(page, 'settings')));
    await shot(page, `a11y-settings-${scheme}`);

    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
}
