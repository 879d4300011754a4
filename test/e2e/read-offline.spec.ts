// "Read offline" (#12): a web source of a remote account is read inside Quire from the page the service
// keeps (format=raw), kept on this machine on first reading, and read again with the service down;
// a page never fetched says plainly, while offline, why it cannot be shown and what to do.
import { expect, startResearch, test, useRemoteProfile } from './fixtures';

test('a web source reads offline once fetched; one never fetched says why not while the service is down', async ({ page, app, shot }) => {
  await useRemoteProfile(page, app, 'Lab service');

  // (a question two of the service's web pages answer: each gets its own reader)
  await startResearch(page, 'How do sea otters help kelp forests and seagrass beds?');
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const readButtons = sources.getByRole('button', { name: /^Read .* offline in Quire$/ });
  await expect(readButtons.nth(1)).toBeVisible();
  // the remote account's sources are web pages: Quire offers no local-library reader for them
  await expect(sources.getByRole('button', { name: /^Read (?!.* offline in Quire$).* in Quire$/ })).toHaveCount(0);
  // and they still open in the system browser, as before
  await expect(sources.getByRole('button', { name: /^Open \S+ in browser$/ }).first()).toBeVisible();

  await readButtons.first().click();
  const reader = page.getByRole('main', { name: /^Reader: / });
  await expect(reader.getByRole('status')).toHaveText(/Fetched from the research service now and kept on this machine/);
  await expect(reader.getByRole('document')).toContainText(/otter/i);
  await shot(page, 'read-offline');
  await reader.getByRole('button', { name: 'Back to the research' }).click();

  // the service goes away: the kept page still reads, the other one says why it cannot
  await app.stopService();
  await readButtons.first().click();
  await expect(reader.getByRole('status')).toHaveText('Read from the copy kept on this machine: it reads offline.');
  await expect(reader.getByRole('document')).toContainText(/otter/i);
  await reader.getByRole('button', { name: 'Back to the research' }).click();
  await readButtons.nth(1).click();
  await expect(reader.getByText(/not kept on this machine yet, and the research service cannot be reached\. Open it again when you are online/)).toBeVisible();
  await expect(reader.getByRole('document')).toHaveCount(0);
});
