// Collection flows in a real browser: create, rename and describe a collection; drop files and a
// folder onto the window and watch them upload into the collection under the cursor; duplicates.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';


async function createCollection(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '+ New collection' }).click();
  await page.getByLabel('New collection name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue(name);
}

/**
 * Drops loose files (a real DataTransfer, as Chromium builds for a drop) onto the element matching
 * `selector`. Runs in the page; written as a string because this file is checked without the DOM library.
 */
async function dropFiles(page: Page, selector: string, files: Array<{ name: string; text: string }>): Promise<void> {
  await page.evaluate(
    `(() => {
      const files = ${JSON.stringify(files)};
      const target = document.querySelector(${JSON.stringify(selector)});
      const transfer = new DataTransfer();
      for (const f of files) transfer.items.add(new File([f.text], f.name, { type: f.name.endsWith('.md') ? 'text/markdown' : 'text/plain' }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    })()`,
  );
}

/**
 * Drops a folder. Synthetic DataTransfers cannot carry directories, so the drop carries entries with
 * the same shape Chromium gives for a dropped folder (webkitGetAsEntry: FileSystemDirectoryEntry).
 */
async function dropFolder(page: Page, selector: string, folder: string, files: Array<{ path: string; text: string }>, stage: 'hover' | 'drop'): Promise<void> {
  await page.evaluate(
    `(() => {
      const files = ${JSON.stringify(files)};
      const target = document.querySelector(${JSON.stringify(selector)});
      const root = { isFile: false, isDirectory: true, name: ${JSON.stringify(folder)}, children: new Map() };
      for (const f of files) {
        const parts = f.path.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) {
          if (!dir.children.has(part)) dir.children.set(part, { isFile: false, isDirectory: true, name: part, children: new Map() });
          dir = dir.children.get(part);
        }
        const name = parts[parts.length - 1];
        const file = new File([f.text], name, { type: 'text/plain' });
        dir.children.set(name, { isFile: true, isDirectory: false, name, file: (ok) => ok(file) });
      }
      const finish = (entry) => {
        if (entry.isFile) return entry;
        const kids = [...entry.children.values()].map(finish);
        return { isFile: false, isDirectory: true, name: entry.name, createReader: () => { let read = false; return { readEntries: (ok) => { ok(read ? [] : kids); read = true; } }; } };
      };
      const entry = finish(root);
      const transfer = { types: ['Files'], files: [], dropEffect: 'none', items: [{ kind: 'file', webkitGetAsEntry: () => entry, getAsFile: () => null }] };
      const types = ${JSON.stringify(stage)} === 'hover' ? ['dragenter', 'dragover'] : ['drop'];
      for (const type of types) {
        const event = new Event(type, { bubbles: true, cancelable: true });
        Object.defineProperty(event, 'dataTransfer', { value: transfer });
        target.dispatchEvent(event);
      }
    })()`,
  );
}

test('create, rename and describe a collection', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await expect(page.getByText('No collections yet.')).toBeVisible();
  await createCollection(page, 'Thesis');
  const row = page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: /^Thesis/ });
  await expect(row).toBeVisible();

  const name = page.getByLabel('Collection name', { exact: true });
  await name.fill('Thesis, chapter 3');
  await name.press('Enter');
  const description = page.getByLabel('Collection description');
  await description.fill('Sources on otters, urchins and kelp');
  await description.blur();
  await expect(page.getByText(/Saved on this machine/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: /^Thesis, chapter 3/ })).toBeVisible();
  // Once pushed, the pending badge goes away: the rename reached the service.
  await expect(page.getByRole('region', { name: 'Collections' }).getByText('pending')).toHaveCount(0, { timeout: 30_000 });

  // The service has the new name and description.
  const res = await fetch(`${app.service.url}/research/collections`, { headers: { authorization: `Bearer ${app.service.apiKey}` } });
  const body = (await res.json()) as { data: Array<{ name: string; description: string }> };
  expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Thesis, chapter 3', description: 'Sources on otters, urchins and kelp' })]));

  // Survives a reload (it is in the mirror, not only in the window).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: /^Thesis, chapter 3/ })).toBeVisible();
  await page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: /^Thesis, chapter 3/ }).click();
  await expect(page.getByLabel('Collection description')).toHaveValue('Sources on otters, urchins and kelp');
  await shot(page, 'collection');
});

test('drop files and a folder onto the window and see them upload into a collection', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await createCollection(page, 'Inbox');
  await createCollection(page, 'Thesis');
  // The Thesis view is open, but the drop lands on the Inbox row: the collection under the cursor wins.
  const inboxRow = '[data-collection-name="Inbox"]';
  await dropFiles(page, inboxRow, [
    { name: 'kelp-notes.md', text: '# Kelp notes\n\nGiant kelp grows up to half a metre a day in good conditions.' },
    { name: 'urchins.txt', text: 'Purple urchins survive for years in barrens by lowering their metabolism.' },
  ]);
  // "Uploading 2 files…", or already "Uploaded 2 files…" when the service was quick.
  await expect(page.getByRole('status').filter({ hasText: /Upload(ing|ed) 2 files to Inbox/ })).toBeVisible();

  // A folder dropped anywhere else goes to the selected collection (Thesis), subfolders included.
  await dropFolder(page, 'main', 'field-trip', [
    { path: 'day1.txt', text: 'Day one: counted forty otters in the kelp canopy near the point.' },
    { path: 'photos/captions.txt', text: 'Captions: otter cracking an urchin on its chest.' },
  ], 'hover');
  await expect(page.getByText('Upload 1 item to Thesis')).toBeVisible();
  await shot(page, 'drop-target');
  await dropFolder(page, 'main', 'field-trip', [
    { path: 'day1.txt', text: 'Day one: counted forty otters in the kelp canopy near the point.' },
    { path: 'photos/captions.txt', text: 'Captions: otter cracking an urchin on its chest.' },
  ], 'drop');
  await expect(page.getByRole('status').filter({ hasText: /Upload(ing|ed) 2 files to Thesis/ })).toBeVisible();

  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('row')).toHaveCount(3);
  await expect(files.getByRole('row', { name: /day1\.txt/ })).toContainText('uploaded', { timeout: 30_000 });
  await expect(files.getByRole('row', { name: /captions\.txt/ })).toContainText('uploaded', { timeout: 30_000 });
  await shot(page, 'collection-files');

  await page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: /^Inbox/ }).click();
  await expect(files.getByRole('row', { name: /kelp-notes\.md/ })).toContainText('uploaded', { timeout: 30_000 });
  await expect(files.getByRole('row', { name: /urchins\.txt/ })).toContainText('uploaded', { timeout: 30_000 });

  // Once nothing is in flight the report clears itself: no stale "Uploading…" across views.
  await expect(page.getByRole('region', { name: 'Upload tray' })).toHaveCount(0);
  await expect(page.getByText(/Uploading \d+ files? to/)).toHaveCount(0);

  // Dropping the same file again is detected as a duplicate and said so.
  await dropFiles(page, inboxRow, [{ name: 'urchins.txt', text: 'Purple urchins survive for years in barrens by lowering their metabolism.' }]);
  const report = page.getByRole('status').filter({ hasText: 'already uploaded' });
  await expect(report).toContainText('urchins.txt');
  await shot(page, 'upload-duplicate');
  await expect(files.getByRole('row')).toHaveCount(3);
});
