// Bug 1 of #12, the parts after the composer's count (composer-limits.spec): a long question is shown
// collapsed to two lines with "Show all", so the service's refusal under it stays in view, and a
// refused research can be edited and resent: the composer opens with its question and options, and
// the refused intent goes once the new one is saved.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1024, height: 768 } });

test('a refused long question shows collapsed with its refusal in view, and is edited and resent', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await expect(page.getByRole('button', { name: '+ New research' })).toBeVisible();

  const question = 'How do sea otters affect kelp forests when urchins graze the holdfasts? '.repeat(25).trim();
  await page.getByRole('button', { name: '+ New research' }).click();
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await dialog.getByLabel('Research question').fill(question);
  await dialog.getByLabel('Reasoning loops').fill('1');
  // The service refuses the next research at once (a 400 with its reason).
  await app.setFaults({ pathPattern: '^/research$', methods: ['POST'], status400Next: 1 });
  await dialog.getByRole('button', { name: 'Start research' }).click();
  // The service's reason ends with its own full stop: the sentences around it end once, not "..".
  await expect(page.getByText('Research not started: The service refused this request (injected fault: status400Next). Open it to edit and send it again.')).toBeVisible({ timeout: 30_000 });

  // Collapsed to two lines, with "Show all"; the refusal and what to do are in view.
  const title = page.getByRole('heading', { level: 1 });
  const showAll = page.getByRole('button', { name: `Show all (${question.length.toLocaleString('en')} characters)` });
  await expect(showAll).toBeVisible();
  const lineHeight = await title.evaluate((h1) => parseFloat(getComputedStyle(h1).lineHeight));
  const collapsed = (await title.boundingBox())?.height ?? Infinity;
  expect(collapsed, 'the question takes at most two lines').toBeLessThanOrEqual(2 * lineHeight + 1);
  const refusal = page.getByRole('alert').filter({ hasText: 'The research service refused this research' });
  await expect(refusal).toContainText('The research service refused this research: The service refused this request (injected fault: status400Next). Edit');
  await expect(refusal).toBeInViewport();
  // It never reached the service's queue: the timeline says so too, as the header does (bug 8).
  await expect(page.getByRole('list', { name: 'Status timeline' })).toHaveText(/^\s*not sent$/);
  await shot(page, 'bug1-long-question-collapsed');
  await showAll.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await title.boundingBox())?.height ?? 0, 'Show all shows every line').toBeGreaterThan(4 * lineHeight);
  await page.getByRole('button', { name: 'Show less' }).click();
  await expect(showAll).toBeVisible();

  // Edit and resend: the composer has the question and its options; shortened, it is sent.
  await page.getByRole('button', { name: 'Edit and resend' }).click();
  await expect(dialog.getByLabel('Research question')).toHaveValue(question);
  await expect(dialog.getByLabel('Reasoning loops')).toHaveValue('1');
  const edited = 'How do sea otters affect kelp forests when urchins graze the holdfasts?';
  await dialog.getByLabel('Research question').fill(edited);
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
  // The refused intent is gone: one research in the list, sent.
  const list = page.getByRole('listbox', { name: 'Research jobs' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').first()).toContainText(edited);
  await expect(list).not.toContainText('not sent');
});
