// Job actions and answers that explain themselves (#12): an empty result on the local library says
// why and what helps (add documents, connect an account; never "more loops"); Re-run sends the same
// question with the same options and opens it on its Answer; Duplicate and edit opens New research
// filled in; the composer's "Automatic loops" and "Reasoning mode" say what they do and automatic
// loops lock the loop count; a citation pill is a comfortable target whose popover (on hover or
// focus) shows the source title and the passage its sentence cites, a click opens its source, and
// "Full content" marks every passage the answer cites from it with the clicked one current; that
// sample-library document reads inside Quire with the same passages highlighted.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, startResearch, test, type AppHandle } from './fixtures';

interface StoredRequest {
  loops: number;
  options: { auto: boolean; reasoning_mode: boolean };
}

/** What the research service stored for the latest job with this question (its own SQLite file, read-only). */
function storedRequest(app: AppHandle, query: string): StoredRequest | null {
  const db = new Database(join(app.dataDir, 'service', 'service.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare<[string], { params: string }>('SELECT params FROM jobs WHERE query = ? ORDER BY seq DESC LIMIT 1').get(query);
    return row ? (JSON.parse(row.params) as StoredRequest) : null;
  } finally {
    db.close();
  }
}

test.use({ viewport: { width: 1280, height: 800 } });

test('empty-result advice, re-run, duplicate and edit, composer options, full content with cited passages', async ({ page, app, shot }) => {
  test.setTimeout(150_000);
  await page.goto(app.url);
  await expect(page.getByRole('button', { name: '+ New research' })).toBeVisible();

  // Composer options with their one-line explanations; automatic loops lock the loop count.
  await page.getByRole('button', { name: '+ New research' }).click();
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await expect(dialog.getByText('The service decides how many loops the question needs')).toBeVisible();
  await expect(dialog.getByText('Reads more passages in each loop')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Automatic loops' }).check();
  await expect(dialog.getByLabel('Reasoning loops')).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Reasoning mode' }).check();
  const empty = 'What is the boiling point of liquid nitrogen on Mars?';
  await dialog.getByLabel('Research question').fill(empty);
  await shot(page, 'composer-auto-reasoning');
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: empty })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });
  // The service was asked with both: auto and reasoning_mode reached it.
  expect(storedRequest(app, empty)?.options).toMatchObject({ auto: true, reasoning_mode: true });

  // The local library found nothing: the advice fits the cause and the profile.
  const advice = page.getByRole('note').filter({ hasText: 'Nothing in your library matches this question' });
  await expect(advice).toContainText('not the web');
  await expect(advice).toContainText('add documents on this subject');
  await expect(advice).toContainText('connect an account');
  await expect(advice).not.toContainText(/more (reasoning )?loops/);
  await shot(page, 'advice-empty-local');

  // Duplicate and edit: New research with the question and its options (automatic, reasoning mode).
  await page.getByRole('button', { name: 'Duplicate and edit' }).click();
  await expect(dialog.getByLabel('Research question')).toHaveValue(empty);
  await expect(dialog.getByRole('checkbox', { name: 'Automatic loops' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Reasoning mode' })).toBeChecked();
  await dialog.getByLabel('Research question').fill('How do sea otters affect kelp forests?');
  await dialog.getByRole('checkbox', { name: 'Automatic loops' }).uncheck();
  await dialog.getByLabel('Reasoning loops').fill('1');
  await dialog.getByRole('button', { name: 'Start research' }).click();
  const otters = page.getByRole('heading', { level: 1, name: 'How do sea otters affect kelp forests?' });
  await expect(otters).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });
  expect(storedRequest(app, 'How do sea otters affect kelp forests?')).toMatchObject({ loops: 1, options: { auto: false, reasoning_mode: true } });

  // Re-run: the same question again, opened on its Answer, and the list now holds three.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Re-run' }).click();
  await expect(page.getByText('Research sent again with the same options.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Research' }).getByRole('heading', { name: 'Research (3)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Answer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option', { name: /sea otters affect kelp/ })).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });
  // The same options: the re-run's own Duplicate and edit shows them, and the service got them.
  await page.getByRole('button', { name: 'Duplicate and edit' }).click();
  await expect(dialog.getByLabel('Reasoning loops')).toHaveValue('1');
  await expect(dialog.getByRole('checkbox', { name: 'Automatic loops' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Reasoning mode' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(storedRequest(app, 'How do sea otters affect kelp forests?')).toMatchObject({ loops: 1, options: { auto: false, reasoning_mode: true } });

  // Citations: take a source the answer cites with at least two passages, and a pill citing it.
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const rich = sources.locator('li.source').filter({ has: page.locator('ul.highlights > li:nth-child(2)') }).first();
  await expect(rich, 'a source with at least two cited passages').toBeVisible();
  const index = Number(((await rich.locator('.source-index').innerText()).match(/\d+/) ?? ['0'])[0]);
  expect(index).toBeGreaterThan(0);
  const title = (await rich.locator('.source-title > span').nth(1).innerText()).trim();
  const passages = (await rich.locator('ul.highlights blockquote').allInnerTexts()).map((text) => text.trim().replace(/^“|”$/g, ''));
  const pill = page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^Citation ${index}:`) }).first();
  await expect(pill).toBeVisible();
  // A comfortable target (at least 24 × 22 px; the old pill was about 17 × 15).
  const size = await pill.boundingBox();
  expect(size?.width ?? 0, 'pill width').toBeGreaterThanOrEqual(24);
  expect(size?.height ?? 0, 'pill height').toBeGreaterThanOrEqual(22);
  // Focus alone (the keyboard's way in) opens the popover: the source title and one of its cited passages.
  await pill.focus();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(pill).toHaveAttribute('aria-describedby', /.+/);
  await expect(tip).toContainText(title);
  const tipPassage = (await tip.locator('.cite-popover-passage').innerText()).trim().replace(/^“|”$/g, '');
  expect(passages, 'the popover shows a passage this source was cited for').toContain(tipPassage);
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);

  // A click reveals its source, with the passage the sentence cites current: the popover's passage.
  await pill.click();
  await expect(rich).toHaveAttribute('aria-current', 'true');
  const currentQuote = rich.locator('ul.highlights blockquote[aria-current="true"]');
  await expect(currentQuote).toHaveCount(1);
  expect((await currentQuote.innerText()).trim().replace(/^“|”$/g, '')).toBe(tipPassage);
  const currentIndex = passages.indexOf(tipPassage);

  // Full content marks every passage the answer cites from this source, the clicked one current and in view.
  await rich.getByRole('button', { name: 'Full content' }).click();
  const full = rich.getByRole('region', { name: /^Full content of / });
  await expect(full).toBeVisible();
  const marked = await full.locator('mark.cited-passage').evaluateAll((marks) => [...new Set(marks.map((mark) => Number(mark.getAttribute('data-passage'))))].sort((a, b) => a - b));
  expect(marked, 'every cited passage is marked in the full content').toEqual(passages.map((_, i) => i));
  const current = full.locator('mark.cited-passage.current');
  await expect(current.first()).toBeInViewport();
  expect(await current.evaluateAll((marks) => [...new Set(marks.map((mark) => Number(mark.getAttribute('data-passage'))))]), 'the current mark is the clicked sentence\'s passage').toEqual([currentIndex]);
  await shot(page, 'full-content-cited-passages');

  // Full content opens at the passage clicked: a pill citing the passage lying furthest down scrolls it into view.
  const depths = await full.evaluate((region) =>
    Array.from(region.querySelectorAll('mark.cited-passage')).map((mark) => ({
      passage: Number(mark.getAttribute('data-passage')),
      top: mark.getBoundingClientRect().top - region.getBoundingClientRect().top + region.scrollTop,
      height: region.clientHeight,
    })),
  );
  const deepest = depths.reduce((a, b) => (b.top > a.top ? b : a));
  expect(deepest.top, 'the deepest cited passage needs scrolling to be centred').toBeGreaterThan(deepest.height / 2);
  let deepPill: Locator | null = null;
  for (const candidate of await page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^Citation ${index}:`) }).all()) {
    await candidate.focus();
    const shown = (await tip.locator('.cite-popover-passage').innerText()).trim().replace(/^“|”$/g, '');
    if (shown === passages[deepest.passage]) deepPill = candidate;
  }
  await page.keyboard.press('Escape');
  expect(deepPill, 'a pill cites the deepest passage').not.toBeNull();
  await rich.getByRole('button', { name: 'Hide content' }).click();
  await expect(full).toHaveCount(0);
  await deepPill?.click();
  await rich.getByRole('button', { name: 'Full content' }).click();
  await expect(full.locator(`mark.cited-passage.current[data-passage="${deepest.passage}"]`).first()).toBeInViewport();
  await expect.poll(() => full.evaluate((region) => region.scrollTop), 'the full content scrolled to the clicked passage').toBeGreaterThan(0);

  // A sample-library document reads inside Quire (its text, the cited passages highlighted), never at
  // its made-up web address.
  await expect(rich.getByRole('button', { name: /in browser$/ })).toHaveCount(0);
  await rich.getByRole('button', { name: /^Read .* in Quire$/ }).click();
  const reader = page.getByRole('main', { name: /^Reader: / });
  await expect(reader).toContainText('A document in the local library');
  await expect(reader).toContainText(`all ${passages.length} cited passages are highlighted`);
  const text = reader.getByRole('document', { name: /^Text of / });
  expect(await text.locator('mark.cited-passage').evaluateAll((marks) => new Set(marks.map((mark) => mark.getAttribute('data-passage'))).size)).toBe(passages.length);
  await page.keyboard.press('Escape');
  await expect(otters.first()).toBeVisible();
});

test('a research that fails says the reason the service gave and advice that fits it', async ({ page, app, shot }) => {
  await page.goto(app.url);
  // Every word of this question is one the search skips, so the service fails it with its reason.
  const wordless = 'What is it about, and why?';
  await startResearch(page, wordless, 'shown');
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('failed')).toBeVisible({ timeout: 45_000 });
  // A failure is a problem: its advice is an alert.
  const advice = page.getByRole('alert').filter({ hasText: /could not finish this research|reported that this research failed/ });
  await expect(advice).toContainText('the query has no searchable terms');
  await expect(advice).toContainText('Ask again with the words you want found');
  await expect(advice).not.toContainText(/loops|excluded domains/);
  await shot(page, 'advice-failed-reason');
});
