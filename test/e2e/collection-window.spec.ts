// A collection of 2,000 files opens windowed: only the rows near view are in the page (it rendered all
// 2,000 at once, 1.7 s), the header stays in view, and the keyboard moves between rows: End reaches the
// last file (scrolled into view and focused), ↑ the one before it, Home the first.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const COUNT = 2_000;

test('a collection of 2,000 files: a window of rows, End/↑/Home move through them', async ({ page, app, shot }) => {
  test.setTimeout(240_000);
  const headers = { authorization: `Bearer ${app.service.apiKey}` };
  const created = await fetch(`${app.service.url}/research/collections`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Tide log' }) });
  const collection = (await created.json()) as { id: string };
  // straight to the service, four at a time: the window pulls them as a library synced elsewhere
  let next = 0;
  const send = async (): Promise<void> => {
    while (next < COUNT) {
      const i = next++;
      const form = new FormData();
      form.append('file', new Blob([`# Tide ${i}\n\nHigh water at ${i % 24}:00 on day ${i}.\n`], { type: 'text/markdown' }), `tide-${String(i).padStart(4, '0')}.md`);
      form.append('collection_id', collection.id);
      const response = await fetch(`${app.service.url}/research/files`, { method: 'POST', headers, body: form });
      if (!response.ok) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all([send(), send(), send(), send()]);

  await page.goto(app.url);
  const collections = page.getByRole('region', { name: 'Collections' });
  await collections.getByRole('button', { name: /^Tide log/ }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'files' })).toHaveText('2,000 files', { timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Files' });
  await expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));
  const rendered = await table.locator('tr.file-row').count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(100);

  const first = table.getByRole('row', { name: /tide-0000\.md/ });
  await first.click();
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  const last = table.getByRole('row', { name: /tide-1999\.md/ });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeInViewport();
  await page.keyboard.press('ArrowUp');
  await expect(table.getByRole('row', { name: /tide-1998\.md/ })).toBeFocused();
  await shot(page, 'collection-2000-files');
  await page.keyboard.press('Home');
  await expect(table.getByRole('row', { name: /tide-0000\.md/ })).toBeFocused();
  expect(await table.locator('tr.file-row').count()).toBeLessThan(100);
});
