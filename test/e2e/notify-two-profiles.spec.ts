// A job finishing in a profile that is not the window's (#13), in browser mode with two profiles on
// two real local services: the local library and an account signed in by e-mail code on a second
// service (a local service holds one account, so an account on the first would mirror the same
// research as the local library, which would then rightly say it finished too). The research is started in the account's
// profile; while the service holds back job status (a fault on GET /research…) the window switches
// back to the local library and goes to the background; once the status flows again the account's
// profile, syncing in the background, finishes it: a Web Notification named by that profile is
// shown, the job is marked new in that profile, and clicking the notification switches to the
// profile and opens the job. Headless Chromium reports every page as focused, so "background" is
// simulated as in notifications.spec.ts; notifications are recorded by wrapping the real class.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const QUESTION = 'How do sea otters protect kelp forests?';
const EMAIL = 'ada@example.com';

const RECORD_NOTIFICATIONS = `(() => {
  const Real = window.Notification;
  window.__notes = [];
  class Recorded extends Real {
    constructor(title, options) {
      super(title, options);
      window.__notes.push({ title, body: options && options.body, notification: this });
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Recorded.requestPermission = (...args) => Real.requestPermission(...args);
  window.Notification = Recorded;
})()`;

async function background(page: Page, away: boolean): Promise<void> {
  await page.evaluate(`(() => {
    const away = ${away};
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => away });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (away ? 'hidden' : 'visible') });
    Document.prototype.hasFocus = () => !away;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event(away ? 'blur' : 'focus'));
  })()`);
}

type Recorded = Array<{ title: string; body: string }>;
const notes = (page: Page) => page.evaluate('window.__notes.map((n) => ({ title: n.title, body: n.body }))') as Promise<Recorded>;

/** Picks a profile by name: an option's words also carry its state ("Local library · offline"). */
async function chooseProfile(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Profile' });
  const value = await select.locator('option').filter({ hasText: new RegExp(`^${name}( · .*)?$`) }).getAttribute('value');
  await select.selectOption(value ?? '');
}

test("a job finishing in a profile that is not the window's notifies, named by that profile", async ({ page, app, otherService, context, shot }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: new URL(app.url).origin });
  await page.addInitScript(RECORD_NOTIFICATIONS);
  await page.goto(app.url);
  await expect(page.getByRole('heading', { name: 'Welcome to Quire' })).toBeVisible();

  // A second profile: an account signed in by e-mail code (it becomes the window's profile).
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await page.getByLabel('Sign-in service URL').fill(otherService.url);
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${EMAIL}`)).toBeVisible();
  const code = (await otherService.mailbox()).filter((m) => m.email === EMAIL).at(-1)?.code ?? '';
  expect(code).not.toBe('');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const profileSelect = page.getByRole('combobox', { name: 'Profile' });
  await expect(profileSelect.locator('option:checked')).toContainText(EMAIL);

  // The research starts in the account's profile; its status is held back until the window has left.
  await otherService.setFaults({ pathPattern: '^/research', methods: ['GET'], offline: true });
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await dialog.getByLabel('Research question').fill(QUESTION);
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  // The job reached the service (its create was not held back) before the window switches away.
  await expect(page.getByRole('main', { name: 'Research' }).getByText('synced', { exact: true })).toBeVisible();

  await chooseProfile(page, 'Local library');
  await expect(profileSelect.locator('option:checked')).toContainText('Local library');
  await expect(page.getByRole('heading', { name: 'Welcome to Quire' })).toBeVisible();
  await background(page, true);
  await otherService.setFaults({});

  // The account's profile finishes it in the background: one notification, named by that profile.
  await expect
    .poll(async () => (await notes(page)).filter((n) => n.body === QUESTION).map((n) => n.title), { timeout: 90_000 })
    .toEqual([expect.stringMatching(new RegExp(`^Research (finished|failed) · ${EMAIL.replace(/\./g, '\\.')}$`))]);
  // The window still shows the local library, which has no research of its own.
  await expect(profileSelect.locator('option:checked')).toContainText('Local library');
  await background(page, false);
  await shot(page, 'notify-other-profile');

  // Clicking it switches to the account's profile and opens the job.
  await page.evaluate('window.__notes.at(-1).notification.onclick(new Event("click"))');
  await expect(profileSelect.locator('option:checked')).toContainText(EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
});
