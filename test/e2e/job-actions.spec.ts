// Job actions and answers that explain themselves (#12): an empty result on the local library says
// why and what helps (add documents, connect an account; never "more loops"); Re-run sends the same
// question with the same options and opens it on its Answer; Duplicate and edit opens New research
// filled in; the composer's "Automatic loops" and "Reasoning mode" say what they do and automatic
// loops lock the loop count; a citation pill opens its source, and "Full content" marks every passage
// the answer cites with the clicked one current.
import { expect, startResearch, test } from './fixtures';

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

  // Re-run: the same question again, opened on its Answer, and the list now holds three.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Re-run' }).click();
  await expect(page.getByText('Research sent again with the same options.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Research' }).getByRole('heading', { name: 'Research (3)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Answer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listbox', { name: 'Research jobs' }).getByRole('option', { name: /sea otters affect kelp/ })).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });

  // A citation pill reveals its source; Full content marks every cited passage, the clicked one current.
  const pill = page.getByRole('tabpanel').getByRole('button', { name: /^Citation 1:/ }).first();
  await pill.click();
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const active = sources.locator('li.source[aria-current="true"]');
  await expect(active).toHaveCount(1);
  await expect(active.locator('.source-index')).toHaveText('[1]');
  const cited = await active.locator('ul.highlights blockquote').count();
  await active.getByRole('button', { name: 'Full content' }).click();
  const full = active.getByRole('region', { name: /^Full content of / });
  await expect(full).toBeVisible();
  const marked = await full.locator('mark.cited-passage').evaluateAll((marks) => new Set(marks.map((mark) => mark.getAttribute('data-passage'))).size);
  expect(marked, 'every cited passage found in the text is marked').toBeGreaterThanOrEqual(Math.min(cited, 1));
  await expect(full.locator('mark.cited-passage.current').first()).toBeInViewport();
  await shot(page, 'full-content-cited-passages');
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
