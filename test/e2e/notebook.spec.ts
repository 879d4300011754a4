// The notebook in a real browser: star, tag and annotate a job (the note saves as you type); filter
// the list by tag and star; find the job by a word of its note; quote passages with their citation;
// a note typed right before a reload survives; backup → change → restore in Settings; export.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startResearch, test } from './fixtures';


const OTTERS = 'How do sea otters protect kelp forests?';

/** Adds a tag; `shown` is how the notebook normalizes it (e.g. "chapter 3" → "chapter-3"). */
async function addTag(page: Page, tag: string, shown = tag): Promise<void> {
  const tagInput = page.getByLabel('Add a tag');
  await tagInput.fill(tag);
  await tagInput.press('Enter');
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText(shown);
}

async function openNotes(page: Page) {
  await page.getByRole('tab', { name: 'Notes' }).click();
  const note = page.getByRole('textbox', { name: 'Note', exact: true });
  await expect(note).toBeEditable();
  return note;
}

test('write a note, tag and star a job, filter by the tag, and find the job by a word of its note', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS, 'shown');
  await startResearch(page, 'What limits lithium recycling?', 'shown');
  await page.getByRole('option', { name: OTTERS }).click();
  await expect(page.getByRole('heading', { level: 1, name: OTTERS })).toBeVisible();

  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await addTag(page, 'thesis');
  await addTag(page, 'chapter 3', 'chapter-3');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);
  const row = page.getByRole('option', { name: OTTERS });
  await expect(row.getByLabel('starred')).toBeVisible();
  await expect(row).toContainText('thesis');

  // Saved as you type: no button, no blur; "Saved" shows once the core has it.
  const note = await openNotes(page);
  await note.pressSequentially('Check the Aleutian carbon numbers against the **2019 survey**.');
  await expect(page.getByRole('status').getByText(/Saved on this machine at/)).toBeVisible();
  await expect(note).toBeFocused();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel').locator('.note-preview strong')).toHaveText('2019 survey');
  await shot(page, 'notebook-note');

  // Filters: by tag, and starred only.
  const jobs = page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option');
  await expect(jobs).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption('thesis');
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(OTTERS);
  await shot(page, 'notebook-filtered');
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption('');
  await expect(jobs).toHaveCount(2);
  await page.getByRole('button', { name: 'Only starred' }).click();
  await expect(jobs).toHaveCount(1);
  await page.getByRole('button', { name: 'Only starred' }).click();

  // Search finds the job by a word of its note, and opens it.
  await page.getByRole('option', { name: 'What limits lithium recycling?' }).click();
  await page.getByRole('searchbox', { name: 'Search everything' }).fill('Aleutian');
  const results = page.getByRole('list', { name: 'Search results' });
  const hit = results.getByRole('button').filter({ hasText: 'Note' }).first();
  await expect(hit).toBeVisible();
  await shot(page, 'notebook-search');
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: OTTERS })).toBeVisible();
});

test('quote a source passage and an answer selection with their citations; a note typed right before a reload survives', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS, 'shown');
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 45_000 });

  // One action on a highlight: the quote lands in the note with [n], title and link, and is saved.
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const firstSource = sources.locator('li.source').first();
  const index = ((await firstSource.locator('.source-index').textContent()) ?? '').trim();
  expect(index).toMatch(/^\[\d+\]$/);
  const passage = ((await firstSource.locator('.highlights blockquote').first().textContent()) ?? '').replace(/[“”]/g, '').trim();
  await firstSource.locator('.highlights li').first().hover();
  await shot(page, 'notebook-quote-hover');
  await firstSource.getByRole('button', { name: 'Quote in note' }).first().click();
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  const note = page.getByRole('textbox', { name: 'Note', exact: true });
  await expect(note).toHaveValue(new RegExp(`^> “.+” \\${index.slice(0, -1)}\\] \\(`));
  expect(await note.inputValue()).toContain(passage.slice(0, 40));
  // The quote was saved by the action itself, before the Notes tab opened.
  await expect(page.getByRole('status').getByText(/Saved on this machine at|Last saved/)).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel').locator('.note-preview blockquote')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Citation \d+:/ }).first()).toBeVisible();
  await shot(page, 'notebook-quote');

  // Select the answer's first paragraph and quote it: its citation pills come back as [n].
  await page.getByRole('tab', { name: 'Answer' }).click();
  await page.evaluate(() => {
    const paragraph = document.querySelector('.markdown.answer p');
    const selection = window.getSelection();
    if (!paragraph || !selection) throw new Error('no answer paragraph');
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await shot(page, 'notebook-answer-selection');
  await page.getByRole('button', { name: 'Quote selection in note' }).click();
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Write' }).click();
  await expect(note).toHaveValue(/\n\n> “.*\[\d+\].*” \(Answer to “How do sea otters protect kelp forests\?”\)$/);

  // A note on one source, saved as you type like the job's note.
  await firstSource.getByRole('button', { name: /^Note on source/ }).click();
  const sourceNote = firstSource.getByRole('textbox', { name: /^Note on / });
  await expect(sourceNote).toBeEditable();
  await sourceNote.fill('Same figure as the 2019 survey.');
  await expect(firstSource.getByRole('status').getByText(/Saved on this machine at/)).toBeVisible();

  // Type and reload at once: the write leaves on pagehide, before the debounce would fire.
  await note.press('End');
  await note.press('Control+End');
  await note.pressSequentially('\n\nLast thought before the reload');
  await page.reload();
  await page.getByRole('option', { name: OTTERS }).click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue(/Last thought before the reload$/);
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue(/\(Answer to “/);
  const sameSource = page.getByRole('complementary', { name: 'Sources' }).locator('li.source').first();
  await sameSource.getByRole('button', { name: /^Note on source/ }).click();
  await expect(sameSource.getByRole('textbox', { name: /^Note on / })).toHaveValue('Same figure as the 2019 survey.');
});

test('a note typed right before the window crashes is written when Quire opens again', async ({ page, context, app, shot, pageErrors }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS, 'shown');
  const note = await openNotes(page);
  await note.pressSequentially('Typed just before the crash');
  // A renderer crash runs no unload handlers: only the draft journal can bring these keystrokes back.
  page.on('crash', () => undefined);
  await page.goto('chrome://crash').catch(() => undefined);

  const reopened = await context.newPage();
  reopened.on('pageerror', (error) => pageErrors.push(String(error)));
  await reopened.goto(app.url);
  await reopened.getByRole('option', { name: OTTERS }).click();
  await reopened.getByRole('tab', { name: 'Notes' }).click();
  await expect(reopened.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('Typed just before the crash');
  await expect(reopened.getByRole('status').getByText(/Saved on this machine at/)).toBeVisible();
  await shot(reopened, 'notebook-after-crash');
});

test('back up, change, restore in Settings: local-only data comes back; export the notebook as Markdown', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS, 'shown');
  await addTag(page, 'keep');
  let note = await openNotes(page);
  await note.fill('Version one of my thinking.');
  await expect(page.getByRole('status').getByText(/Saved on this machine at/)).toBeVisible();

  await page.getByRole('button', { name: 'Account and settings' }).click();
  const section = page.getByRole('region', { name: 'Notebook & backups' });
  await expect(section).toContainText('only on this machine');
  await section.getByRole('button', { name: 'Back up now' }).click();
  const rows = section.getByRole('table', { name: 'Backups' }).getByRole('row');
  const manual = rows.filter({ hasText: 'Backed up by you' });
  await expect(manual).toHaveCount(1);
  await expect(manual).toContainText(/\d+(\.\d+)? ?(B|KB|MB|kB)/);

  // Change the local-only data after the backup.
  await page.getByRole('option', { name: OTTERS }).click();
  await page.getByRole('button', { name: 'Remove tag keep' }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(0);
  note = await openNotes(page);
  await note.fill('Version two, which the restore should undo.');
  await expect(page.getByRole('status').getByText(/Saved on this machine at/)).toBeVisible();

  // Restore: confirmed first, and the current state is backed up before.
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await manual.getByRole('button', { name: /^Restore/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('backs up the current state');
  await confirm.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByText(/^Restored the backup of/)).toBeVisible({ timeout: 30_000 });
  await expect(rows.filter({ hasText: 'Before a restore' })).toHaveCount(1);
  await shot(page, 'notebook-backups');

  await page.getByRole('option', { name: OTTERS }).click();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('keep');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('Version one of my thinking.');

  // Export the notebook: one Markdown file per job with front matter, in the folder shown.
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await section.getByRole('button', { name: 'Export notebook' }).click();
  const written = section.getByRole('status').filter({ hasText: /^Wrote 1 file to/ });
  await expect(written).toBeVisible();
  const dir = ((await written.locator('code').textContent()) ?? '').trim();
  expect(dir.startsWith(app.dataDir)).toBe(true);
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
  expect(files).toHaveLength(1);
  const markdown = readFileSync(join(dir, files[0] ?? ''), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1] ?? '';
  expect(frontMatter).toMatch(/^id: /m);
  expect(frontMatter).toMatch(/keep/);
  expect(markdown).toContain('Version one of my thinking.');
  expect(markdown).toContain(OTTERS);
});
