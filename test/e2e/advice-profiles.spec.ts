// Failed and empty results explain themselves per profile (#12): on a remote account, which searches
// the web, an answer that found nothing advises more specific terms, fewer excluded domains or more
// loops, never the local library's "add documents"; a failure is told as the service's, with its
// reason. The local library's advice (documents, an account; never "more loops") is in job-actions.spec.
import { expect, startResearch, test, useRemoteProfile } from './fixtures';

test('on a remote account, empty and failed results give the advice that fits the web', async ({ page, app, shot }) => {
  test.setTimeout(120_000);
  await useRemoteProfile(page, app, 'Lab service');

  const empty = 'What is the boiling point of liquid nitrogen on Mars?';
  await startResearch(page, empty);
  const advice = page.getByRole('note').filter({ hasText: 'The research found no sources for this question' });
  await expect(advice).toContainText('Try more specific terms');
  await expect(advice).toContainText('allow more reasoning loops');
  await expect(advice).not.toContainText(/add documents|local library|not the web/);
  await shot(page, 'advice-empty-remote');

  const wordless = 'What is it about, and why?';
  await startResearch(page, wordless, 'shown');
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('failed')).toBeVisible({ timeout: 45_000 });
  const failed = page.getByRole('alert').filter({ hasText: 'The research service reported that this research failed' });
  await expect(failed).toContainText('the query has no searchable terms');
  await expect(failed).toContainText('Ask again with the words you want found');
  await expect(failed).not.toContainText(/local library/);
});
