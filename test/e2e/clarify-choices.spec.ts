// Clarify first, end to end (issue #11): the composer offers the embedded engine's clarifying
// questions as phrases with a field for one's own words; after the research the job view lists the
// choices that were made (from the service's "Clarified:" events), an option and one's own words.
import { expect, openComposer, test } from './fixtures';

test('the choices made in "Clarify first" are listed in the job view', async ({ page, app, shot }) => {
  await page.goto(app.url);
  const dialog = await openComposer(page);
  const query = 'How does caffeine affect sleep?';
  await dialog.getByLabel('Research question').fill(query);
  await dialog.getByRole('button', { name: 'Clarify first' }).click();
  const questions = dialog.getByRole('group', { name: 'Clarify first' }).getByRole('radiogroup');
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThanOrEqual(2);

  const first = questions.nth(0);
  const firstQuestion = (await first.locator('p').textContent()) ?? '';
  const option = first.getByRole('radio').first();
  const optionText = ((await first.locator('label.check').first().textContent()) ?? '').trim();
  await option.check();
  // The second question answered in one's own words: the radios let go.
  const second = questions.nth(1);
  await second.getByRole('radio').first().check();
  await second.getByLabel('Or in your own words').fill('teenagers');
  await expect(second.getByRole('radio').first()).not.toBeChecked();
  await shot(page, 'clarify-composer');
  await dialog.getByRole('button', { name: 'Start research' }).click();

  await expect(page.getByRole('heading', { level: 1, name: query })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 45_000 });
  const chosen = page.getByRole('region', { name: 'Clarified before the research' });
  await expect(chosen).toContainText(firstQuestion.trim());
  await expect(chosen).toContainText(optionText);
  await expect(chosen).toContainText('"teenagers" (in your words)');
  // The own words changed what the research looked for: the teenagers document is among the sources.
  await expect(page.getByRole('complementary', { name: 'Sources' })).toContainText('Teenagers');
  await shot(page, 'clarify-job-view');
});
