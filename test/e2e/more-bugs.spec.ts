// More workspace bugs of #12, each check failing without its fix: 4 Settings → Backups shows the
// folder of the profile switched to from inside Settings; 8 a research the service refuses at once is
// never toasted "Research started."; 10 the Markdown export keeps references on their own lines and
// nests a note's own "##" heading below "My notes".
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('bug 4: the backups folder follows a profile switched from inside Settings', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  const folder = page.getByText('Backups are kept in').locator('code');
  await expect(folder).toBeVisible();
  const localFolder = (await folder.innerText()).trim();

  await page.getByLabel('Profile name').fill('Work');
  await page.getByLabel('Base URL').fill(app.service.url);
  await page.getByLabel('API key').fill(app.service.apiKey);
  await page.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.getByText('Added Work.')).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: 'Work' }).getByRole('button', { name: 'Use this profile' }).click();
  await expect(page.getByText('Switched to Work.')).toBeVisible();
  await expect(folder).not.toHaveText(localFolder);
  const workFolder = (await folder.innerText()).trim();
  expect(workFolder.replace(/[^/\\]+$/, '')).toBe(localFolder.replace(/[^/\\]+$/, ''));
  await shot(page, 'bug4-backups-per-profile');

  await page.getByRole('listitem').filter({ hasText: 'Local library' }).getByRole('button', { name: 'Use this profile' }).click();
  await expect(folder).toHaveText(localFolder);
});

test('bug 8 and 10: a refused research is said to be refused; the Markdown export is well formed', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await expect(page.getByRole('button', { name: '+ New research' })).toBeVisible();

  // Bug 8: the service refuses the research at once (a 400, as for a request it will not take; the
  // composer now catches 101 excluded domains itself, so the refusal is injected).
  await page.getByRole('button', { name: '+ New research' }).click();
  let dialog = page.getByRole('dialog', { name: 'New research' });
  await dialog.getByLabel('Research question').fill('How do sea otters affect kelp forests?');
  await dialog.getByRole('button', { name: 'More options' }).click();
  await dialog.getByLabel('Excluded domains').fill(Array.from({ length: 101 }, (_, i) => `site${i}.example`).join(', '));
  await expect(dialog.getByText('101 domains are excluded; the research service accepts at most 100. Remove 1.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start research' })).toBeDisabled();
  await dialog.getByLabel('Excluded domains').fill('site1.example');
  await app.setFaults({ pathPattern: '^/research$', methods: ['POST'], status400Next: 1 });
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByText(/^Research not started: /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Research started.', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit and resend' })).toBeVisible();
  // It never reached the service's queue: the header and its row say "not sent", not "queued".
  await expect(page.locator('.job-meta .status')).toHaveText(/not sent/);
  await expect(page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option').first()).toContainText('not sent');
  await shot(page, 'bug8-refused-toast');

  // Bug 10: a completed research with a note that has its own "##" heading, exported.
  await page.getByRole('button', { name: '+ New research' }).click();
  dialog = page.getByRole('dialog', { name: 'New research' });
  await dialog.getByLabel('Research question').fill('Why does charging in the cold damage lithium-ion batteries?');
  await dialog.getByLabel('Reasoning loops').fill('1');
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByText('Research started.', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });
  const sources = Number(((await page.getByRole('heading', { name: /^Sources \(\d+\)$/ }).innerText()).match(/\d+/) ?? ['0'])[0]);
  expect(sources, 'the answer cites at least two sources').toBeGreaterThanOrEqual(2);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('## Draft for chapter 2\n\nCold charging plates lithium.');
  await expect(page.getByText(/Saved on this machine/)).toBeVisible();
  // the job view's Export menu (#13) replaced the single "Export Markdown" button
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^Markdown/ }).click();
  const file = await (await download).path();
  const markdown = readFileSync(file, 'utf8');
  expect(markdown).toMatch(/^## My notes\n\n### Draft for chapter 2$/m);
  expect(markdown).not.toMatch(/^## Draft for chapter 2$/m);
  const references = markdown.slice(markdown.indexOf('## References'));
  expect(references).toMatch(/^\[1\] .+\n\n\[2\] /m);
  expect(references).not.toMatch(/^\[\d+\] .+\n\[\d+\] /m);
});
