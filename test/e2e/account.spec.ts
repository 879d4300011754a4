// Account flows in a real browser: sign in by e-mail code, add a service by key (which never comes
// back to the window), usage against the limits, and top-up through the external-link guard.
import { expect, test } from './fixtures';


test('sign in with an e-mail code', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account and settings' })).toBeVisible();

  await page.getByLabel('Sign-in service URL').fill(app.service.url);
  await page.getByLabel('E-mail', { exact: true }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a code to ada@example.com')).toBeVisible();

  const mail = await app.mailbox();
  const code = mail.filter((m) => m.email === 'ada@example.com').at(-1)?.code;
  expect(code).toBeTruthy();
  await page.getByLabel('Code', { exact: true }).fill(code ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as ada@example.com')).toBeVisible();
  const profile = page.getByRole('listitem', { name: 'Profile ada@example.com' });
  await expect(profile).toContainText('active');
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Profile' }).locator('option:checked')).toHaveText('ada@example.com');
  await shot(page, 'settings');
});

test('an API key entered in the window never comes back to it; usage and top-up', async ({ page, app }) => {
  const received: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => received.push(String(frame.payload))));
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();

  await page.getByLabel('Profile name', { exact: true }).fill('Lab service');
  await page.getByLabel('Base URL', { exact: true }).fill(app.service.url);
  await page.getByLabel('API key', { exact: true }).fill(app.service.apiKey);
  await page.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.getByText('Added Lab service.')).toBeVisible();
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue('');
  const row = page.getByRole('listitem', { name: 'Profile Lab service' });
  await row.getByRole('button', { name: 'Use this profile' }).click();
  await expect(row).toContainText('active');
  await expect(row.getByLabel('New API key for Lab service')).toHaveAttribute('placeholder', /Key stored/);

  // Usage against the limits, from the service.
  const usage = page.getByRole('region', { name: 'Usage this month' });
  // the figures the mirror knows are shown; the account's limits were never learned, so they are unknown (never invented)
  await expect(usage).toContainText(/\d+ of an unknown budget of reasoning loops used/);
  await expect(usage).toContainText(/Running jobs\s*\d+ \(limit unknown\)/);
  // The checkout opens outside the app (a new tab in browser mode), after the core approved the address.
  const checkout = page.waitForEvent('popup');
  await usage.getByRole('button', { name: 'Top up…' }).click();
  const tab = await checkout;
  expect(tab.url()).toMatch(/\/checkout\//);
  await expect(page.getByRole('status').filter({ hasText: /^Opened .* in a new tab\./ })).toBeVisible();

  expect(received.length).toBeGreaterThan(0);
  expect(received.filter((payload) => payload.includes(app.service.apiKey))).toEqual([]);
});
