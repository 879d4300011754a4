// Offline search reaches the text of an uploaded document: a file dropped onto the window is read on
// this machine at upload and kept in the mirror, so with the service stopped a word only the document
// holds is found (the file named, the word marked in the snippet), and the hit opens the file's text in
// the reader with the word marked.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const SURVEY = '# Fen survey 2024\\n\\nAt the north pool we counted forty clumps of quillwort under the alder roots.\\n\\nThe south pool had dried out by August.';

test('upload, go offline, search a word only the document holds, read it', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await page.getByRole('button', { name: '+ New collection' }).click();
  await page.getByLabel('New collection name').fill('Fen');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Fen');
  await page.evaluate(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['${SURVEY}'], 'fen-survey.md', { type: 'text/markdown' }));
    const target = document.querySelector('[data-collection-name="Fen"]');
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  })()`);
  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('row', { name: /fen-survey\.md/ })).toContainText('uploaded', { timeout: 30_000 });

  await app.stopService();
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', /offline/, { timeout: 45_000 });

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', { name: 'Search everything' }).fill('quillwort');
  const results = page.getByRole('list', { name: 'Search results' });
  const hit = results.getByRole('button', { name: /fen-survey\.md/ });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('In the text of a file · file');
  await expect(hit.locator('mark')).toHaveText('quillwort');
  await shot(page, 'file-text-search-offline');

  await hit.click();
  const reader = page.getByRole('main', { name: 'Reader: fen-survey.md' });
  await expect(reader.getByRole('heading', { level: 1, name: 'fen-survey.md' })).toBeVisible();
  await expect(reader).toContainText('kept on this machine: it reads and searches offline');
  await expect(reader.getByRole('document').locator('mark')).toHaveText('quillwort');
  await expect(reader.getByRole('status')).toHaveText('“quillwort”: marked where it first appears in each paragraph.');
  await shot(page, 'file-text-reader-offline');
  await reader.getByRole('button', { name: 'Back to the collection' }).click();
  await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Fen');
});
