// Finished-research notifications in browser mode (#13), in real Chromium with the notifications
// permission granted: research that finishes while the page is in the background shows a Web
// Notification named by profile, the list marks it "new" and the tab title counts it; clicking the
// notification opens the job and clears the marker; the per-profile setting turns notifications off
// (the marker stays). Headless Chromium reports every page as visible and focused, so the test puts
// the page in the background by overriding document.hidden / hasFocus and firing the events a real
// tab switch fires. Notifications are recorded by wrapping the real Notification class.
import type { Page } from '@playwright/test';
import { expect, startResearch, test } from './fixtures';

const FIRST = 'How do sea otters protect kelp forests?';
const SECOND = 'What do sea urchins eat?';

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

test('a job finishing in the background notifies, is marked new, and opening it clears the marker', async ({ page, app, context, shot }) => {
  await context.grantPermissions(['notifications'], { origin: new URL(app.url).origin });
  await page.addInitScript(RECORD_NOTIFICATIONS);
  await page.goto(app.url);
  await expect(page.getByRole('heading', { name: 'Welcome to Quire' })).toBeVisible();
  // Granted already: no offer to ask.
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toHaveCount(0);

  await background(page, true);
  await startResearch(page, FIRST, 'sent');
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect.poll(() => page.evaluate('window.__notes.length'), { timeout: 45_000 }).toBe(1);
  const note = (await page.evaluate('({ title: window.__notes[0].title, body: window.__notes[0].body })')) as { title: string; body: string };
  expect(note.title).toMatch(/^Research (finished|failed) · Local library$/);
  expect(note.body).toBe(FIRST);

  const row = page.getByRole('option', { name: new RegExp(FIRST.replace(/[?]/g, '\\?')) });
  await expect(row.getByRole('img', { name: 'unread' })).toBeVisible();
  await expect(page).toHaveTitle('(1) Quire');
  await background(page, false);
  await shot(page, 'notify-unread');
  // Back in the window but not on the job: still unread.
  await expect(row.getByRole('img', { name: 'unread' })).toBeVisible();

  // Clicking the notification opens the job and clears the marker and the count.
  await page.evaluate('window.__notes[0].notification.onclick(new Event("click"))');
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
  await expect(row.getByRole('img', { name: 'unread' })).toHaveCount(0);
  await expect(page).toHaveTitle('Quire');

  // Off for this profile: a second job finishing in the background is marked new but not notified.
  await page.getByRole('button', { name: 'Account and settings' }).click();
  const toggle = page.getByLabel(/Notify me when research in Local library finishes/);
  await expect(toggle).toBeChecked();
  await expect(page.getByText('This browser allows notifications from Quire.')).toBeVisible();
  await toggle.uncheck();
  await shot(page, 'notify-settings');
  await background(page, true);
  await startResearch(page, SECOND, 'sent');
  await page.getByRole('button', { name: 'Account and settings' }).click();
  const second = page.getByRole('option', { name: new RegExp(SECOND.replace(/[?]/g, '\\?')) });
  await expect(second.getByRole('img', { name: 'unread' })).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate('window.__notes.length')).toBe(1);
  // The setting is remembered for the profile across a reload: kept in SQLite by the core (notify.db),
  // not in the page, so it survives the page's storage being cleared.
  await background(page, false);
  await page.evaluate('localStorage.clear()');
  await page.reload();
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect(page.getByLabel(/Notify me when research in Local library finishes/)).not.toBeChecked();
  await expect(second.getByRole('img', { name: 'unread' })).toBeVisible();
  await second.click();
  await expect(second.getByRole('img', { name: 'unread' })).toHaveCount(0);
});
