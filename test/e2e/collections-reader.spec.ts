// Collections and local documents (#12): "Research this collection" from the collection view, New
// research pre-selecting the collection being viewed, a file's extracted text previewed (the local
// library gives it back), and the user's own document opened in Quire's reader with the passage the
// answer cites highlighted, instead of a made-up web address.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const NOTES = '# Otter field notes\\n\\nAt the north point, sea otters cracked purple urchins on their chests with stones; the urchin barrens shrank as the otters returned.\\n\\nThe kelp canopy was back within two seasons.';
const QUERY = 'What did my field notes say about otters cracking urchins?';

test('research a collection, preview a file’s text, read the cited document inside Quire', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await page.getByRole('button', { name: '+ New collection' }).click();
  await page.getByLabel('New collection name').fill('Field notes');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Field notes');
  // An empty collection has nothing to research yet.
  await expect(page.getByRole('button', { name: 'Research this collection' })).toBeDisabled();

  await page.evaluate(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['${NOTES}'], 'otter-notes.md', { type: 'text/markdown' }));
    transfer.items.add(new File(['The tide log was kept at the harbour wall.'], 'field\\\\log.md', { type: 'text/markdown' }));
    const target = document.querySelector('[data-collection-name="Field notes"]');
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  })()`);
  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('row', { name: /otter-notes\.md/ })).toContainText('uploaded', { timeout: 30_000 });
  // a backslash is part of a file's name: kept by the window's staging and by the service
  await expect(files.getByRole('row', { name: /field\\log\.md/ })).toContainText('uploaded', { timeout: 30_000 });
  // the table is filtered by words of the names, and the count says how many match
  await page.getByLabel('Filter files by name').fill('OTTER');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'match' })).toHaveText('1 of 2 files match “OTTER”');
  await expect(files.getByRole('row')).toHaveCount(2); // the header and otter-notes.md
  await page.getByLabel('Filter files by name').fill('');
  await expect(files.getByRole('row')).toHaveCount(3);
  // Bug 9: the uploaded mark is an icon, not a font glyph.
  expect(await files.innerText()).not.toMatch(/[\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u27f0-\u27ff]/);

  // The file's extracted text, from the local library.
  await page.getByRole('button', { name: 'Preview the text of otter-notes.md' }).click();
  const preview = page.getByRole('region', { name: 'Text of otter-notes.md' });
  await expect(preview).toContainText('sea otters cracked purple urchins on their chests');
  await expect(preview.getByRole('heading', { name: 'Otter field notes' })).toBeVisible();
  await shot(page, 'collection-file-preview');
  await page.getByRole('button', { name: 'Hide the text of otter-notes.md' }).click();
  await expect(preview).toHaveCount(0);

  // "Research this collection" opens New research with it selected.
  await page.getByRole('button', { name: 'Research this collection' }).click();
  let dialog = page.getByRole('dialog', { name: 'New research' });
  await expect(dialog.getByRole('checkbox', { name: 'Field notes' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // So does plain New research while the collection is on screen.
  await page.getByRole('button', { name: '+ New research' }).click();
  dialog = page.getByRole('dialog', { name: 'New research' });
  await expect(dialog.getByRole('checkbox', { name: 'Field notes' })).toBeChecked();
  await dialog.getByLabel('Research question').fill(QUERY);
  await dialog.getByLabel('Reasoning loops').fill('1');
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });

  // The uploaded file is read in Quire, not opened at a placeholder address.
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const own = sources.locator('li.source').filter({ hasText: 'Your uploaded file' }).first();
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /in browser/ })).toHaveCount(0);
  await own.getByRole('button', { name: /^Read .* in Quire$/ }).click();
  const reader = page.getByRole('main', { name: /^Reader: / });
  await expect(reader).toBeVisible();
  await expect(reader).toContainText('Your uploaded file otter-notes.md');
  await expect(reader).toContainText(`From: ${QUERY}`);
  await expect(reader).toContainText(/(the cited passage is|all \d+ cited passages are) highlighted/);
  const text = reader.getByRole('document', { name: /^Text of / });
  await expect(text).toContainText('The kelp canopy was back within two seasons.');
  await expect(text.locator('mark.cited-passage').first()).toBeVisible();
  await expect(text.locator('mark.cited-passage').first()).toContainText(/otters|urchins/);
  await shot(page, 'reader-local-document');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
});
