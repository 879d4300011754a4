// A newcomer switched profiles with the CLI while the window was open, and the window kept showing the
// old profile until restarted. Here the real CLI (the built out/main/cli.js) runs against the window's
// own data folder while a browser-mode window is open: `quire login` (an account on the flow's service,
// by e-mail code) makes a new profile active, and the window follows, listing it, leaving the previous
// profile's job and saying why; `quire profiles use local` brings it back to the local library.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { builtEntry, expect, startResearch, test } from './fixtures';

const QUESTION = 'How do sea otters affect kelp forests?';
const EMAIL = 'field@example.com';

test('the window follows a profile switch made with the CLI', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  const quire = (...args: string[]) =>
    execFileSync(process.execPath, [builtEntry('cli'), '--data', join(app.dataDir, 'quire'), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });

  await page.goto(app.url);
  await startResearch(page, QUESTION, 'shown');
  const profile = page.getByRole('combobox', { name: 'Profile', exact: true });
  await expect(profile.locator('option:checked')).toHaveText(/Local library/);

  // `quire login` in a terminal: the code is sent (no code typed), then given; the new profile is active
  quire('login', '--email', EMAIL, '--base-url', app.service.url);
  const code = (await app.mailbox()).filter((m) => m.email === EMAIL).at(-1)?.code ?? '';
  expect(code).not.toBe('');
  expect(quire('login', '--email', EMAIL, '--code', code, '--name', 'Field account', '--base-url', app.service.url)).toMatch(/Profile "remote-[0-9a-f]+" is now active/);

  // the window follows: the switcher names the account, and the job opened from the local library's
  // mirror is closed (this test service shows every key the same research, so the list itself may match)
  await expect(profile.locator('option:checked')).toHaveText(/Field account/, { timeout: 15_000 });
  await expect(page.getByText('Now showing "Field account": the active profile was changed outside this window')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeHidden();
  await shot(page, 'profile-followed-cli');

  // `quire profiles use local`: back to the local library and its research
  expect(quire('profiles', 'use', 'local')).toContain('Profile "local" is now active.');
  await expect(profile.locator('option:checked')).toHaveText(/Local library/, { timeout: 15_000 });
  await expect(page.getByText('Now showing "Local library"')).toBeVisible();
  await page.getByRole('option').filter({ hasText: QUESTION }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
});
