// Research flows in a real browser against browser mode and the local service: run research and
// watch it complete, click a citation, search offline, stream a chat answer, hostile content inert.
import { expect, openComposer, test } from './fixtures';
import type { Page } from '@playwright/test';


const OTTERS = 'How do sea otters protect kelp forests?';

async function startResearch(page: Page, query: string, systemPrompt?: string): Promise<void> {
  const dialog = await openComposer(page);
  await dialog.getByLabel('Research question').fill(query);
  if (systemPrompt) {
    await dialog.getByRole('button', { name: 'More options' }).click();
    await dialog.getByLabel('System prompt for transformed content').fill(systemPrompt);
  }
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: query })).toBeVisible();
}

async function waitCompleted(page: Page): Promise<void> {
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 45_000 });
}

test('run research and watch it complete, then click a citation to reveal its source', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { name: 'Welcome to Quire' })).toBeVisible();
  await shot(page, 'welcome');

  await page.getByRole('button', { name: '+ New research' }).click();
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await expect(dialog.getByText(/reasoning loops used this month/)).toBeVisible();
  await dialog.getByLabel('Research question').fill(OTTERS);
  await dialog.getByRole('button', { name: 'More options' }).click();
  await dialog.getByLabel('System prompt for transformed content').fill('Return a JSON object with a summary and the sources');
  await shot(page, 'composer');
  await dialog.getByRole('button', { name: 'Start research' }).click();

  await expect(page.getByRole('heading', { level: 1, name: OTTERS })).toBeVisible();
  await waitCompleted(page);
  // The timeline shows the states the job passed through, not only the last one.
  const steps = await page.getByRole('list', { name: 'Status timeline' }).getByRole('listitem').allTextContents();
  expect(steps.length).toBeGreaterThan(1);
  expect(steps[0]).toContain('queued');
  // The sidebar row is live too.
  await expect(page.getByRole('option', { name: OTTERS })).toContainText('completed');

  const pills = page.getByRole('button', { name: /^Citation \d+:/ });
  await expect(pills.first()).toBeVisible();
  // At any column width a full stop after a pill stays on the pill's line (never starts a line alone):
  // narrow the answer step by step and compare the pill's line with its trailing text's line.
  const detached = (await page.evaluate(`(() => {
    const answer = document.querySelector('.answer');
    const found = [];
    for (let width = 220; width <= 620; width += 3) {
      answer.style.maxWidth = width + 'px';
      for (const run of answer.querySelectorAll('.cite-run')) {
        const pill = run.querySelector('.cite-pill').getBoundingClientRect();
        const trail = [...run.childNodes].find((node) => node.nodeType === 3);
        const range = document.createRange();
        range.selectNodeContents(trail);
        const rects = range.getClientRects();
        if (Math.abs(rects[0].top - pill.top) > pill.height) found.push(width + ': ' + run.textContent);
      }
    }
    answer.style.maxWidth = '';
    return { found, runs: answer.querySelectorAll('.cite-run').length };
  })()`)) as { found: string[]; runs: number };
  expect(detached.runs).toBeGreaterThan(0);
  expect(detached.found).toEqual([]);
  // Click the last pill: it cites a later source, so revealing it means scrolling the panel.
  const pill = pills.last();
  const n = (await pill.textContent())?.trim() ?? '';
  await pill.click();
  const sources = page.getByRole('complementary', { name: 'Sources' });
  const revealed = sources.locator('li.source[aria-current="true"]');
  await expect(revealed).toHaveCount(1);
  await expect(revealed).toContainText(`[${n}]`);
  await expect(revealed).toBeInViewport();
  // The passage the sentence cites is the one highlighted.
  await expect(revealed.locator('blockquote[aria-current="true"]')).toHaveCount(1);
  await shot(page, 'job-view');

  // Full content of the source on demand.
  await revealed.getByRole('button', { name: 'Full content' }).click();
  await expect(revealed.locator('.source-content')).not.toBeEmpty();

  await page.getByRole('tab', { name: 'Transformed' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText('No transformed content');
  await shot(page, 'transformed');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Markdown/ }).click();
  const file = await download;
  const exported = await (await file.createReadStream()).toArray();
  const markdown = Buffer.concat(exported).toString('utf8');
  expect(markdown).toContain(OTTERS);
  expect(markdown).toMatch(/\[1\]/);
});

test('search everything while offline, with matches highlighted', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS);
  await waitCompleted(page);

  await app.stopService();
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', /offline|paused/, { timeout: 45_000 });

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Search everything' })).toBeFocused();
  await page.keyboard.type('urchin');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/urchin/i);
  await shot(page, 'search-offline');
  await results.getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1, name: OTTERS })).toBeVisible();
});

test('send a chat message and watch the answer stream in with citations', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, OTTERS);
  await waitCompleted(page);
  await page.getByRole('tab', { name: 'Chat' }).click();

  // Record every text the answer bubble shows, to prove it grew in steps rather than appearing whole.
  // (Browser-side code as a string: this file is type-checked without the DOM library.)
  await page.evaluate(`(() => {
    const seen = [];
    window.__answerTexts = seen;
    new MutationObserver(() => {
      const bubbles = document.querySelectorAll('.chat-assistant .markdown');
      const text = bubbles[bubbles.length - 1]?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);

  const input = page.getByLabel('Ask a follow-up');
  await input.fill('What do sea urchins eat?');
  await input.press('Enter');
  await expect(page.getByRole('listitem', { name: 'You' })).toContainText('What do sea urchins eat?');
  const answer = page.getByRole('listitem', { name: 'Quire' }).last();
  await expect(answer.getByText('writing…')).toBeVisible();
  await shot(page, 'chat-streaming');
  await expect(answer.getByText('writing…')).toBeHidden({ timeout: 30_000 });
  await expect(answer.getByRole('button', { name: /^Citation \d+/ }).first()).toBeVisible();
  const texts = (await page.evaluate('window.__answerTexts')) as string[];
  expect(new Set(texts.map((t) => t.length)).size).toBeGreaterThan(2);
  await shot(page, 'chat');

  // "Put that in a table": the answer's cited sentences as table rows beside their sources, pills kept
  // (the new reply is the next item: .last() alone could still be the finished reply before it)
  const replies = page.getByRole('listitem', { name: 'Quire' });
  const before = await replies.count();
  await input.fill('Put that in a table.');
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  const tableReply = replies.nth(before);
  await expect(tableReply.getByText('writing…')).toBeHidden({ timeout: 30_000 });
  const table = tableReply.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['What your sources say', 'Source']);
  await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(2);
  await expect(table.getByRole('row').nth(1).getByRole('button', { name: /^Citation \d+/ })).toBeVisible();
  await shot(page, 'chat-table');
});

test('"Do the sources agree?" says whether they do, then sets each source\'s own sentence side by side', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await startResearch(page, 'Does drinking coffee in the afternoon affect sleep?');
  await waitCompleted(page);
  await page.getByRole('tab', { name: 'Chat' }).click();
  const input = page.getByLabel('Ask a follow-up');
  const replies = page.getByRole('listitem', { name: 'Quire' });
  const before = await replies.count();
  await input.fill('Do the sources agree?');
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  const reply = replies.nth(before);
  await expect(reply.getByText('writing…')).toBeHidden({ timeout: 30_000 });
  // the sample library's two coffee sources both point to yes, each shown by its own cited sentence
  await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toMatch(/they agree: both point to yes\. What each says:/);
  await expect(reply.getByRole('button', { name: /^Citation 1/ }).first()).toBeVisible();
  await expect(reply.getByRole('button', { name: /^Citation 2/ }).first()).toBeVisible();
  await shot(page, 'chat-agree');
});

test('hostile content in a result renders inert', async ({ page, app }) => {
  // A document with script tags, an event handler and a javascript: link, uploaded straight to the service.
  const hostile = [
    '# Quokka migration on Zanzibar',
    '',
    'Quokka migration on Zanzibar peaks in spring <script>window.__pwned = 1</script> according to field notes.',
    '',
    'See the [quokka migration report](javascript:window.__pwned=2) for Zanzibar quokka counts.',
    '',
    'Zanzibar quokka migration <img src=x onerror="window.__pwned=3"> follows the monsoon.',
  ].join('\n');
  const form = new FormData();
  form.append('file', new Blob([hostile], { type: 'text/markdown' }), 'quokka.md');
  const uploaded = await fetch(`${app.service.url}/research/files`, { method: 'POST', headers: { authorization: `Bearer ${app.service.apiKey}` }, body: form });
  expect(uploaded.ok).toBe(true);

  await page.goto(app.url);
  const query = 'Quokka migration on Zanzibar <script>window.__pwned=4</script>';
  await startResearch(page, query);
  await waitCompleted(page);
  await page.getByRole('button', { name: 'Full content' }).first().click();
  await expect(page.locator('.source-content').first()).not.toBeEmpty();

  expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
  expect(await page.locator('main script, aside script, main iframe, aside img').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.locator('[onerror], [onclick]').count()).toBe(0);
  // The hostile query is shown as text, exactly as typed.
  await expect(page.locator('.job-header h1')).toHaveText(query);
});

test('clarify first: the service\'s questions are asked and answered before the job starts', async ({ page, app }) => {
  await page.goto(app.url);
  const dialog = await openComposer(page);
  await dialog.getByLabel('Research question').fill('Does coffee in the afternoon hurt sleep?');
  await dialog.getByRole('button', { name: 'Clarify first' }).click();
  const clarify = dialog.getByRole('group', { name: 'Clarify first' });
  const questions = clarify.getByRole('radiogroup');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Does coffee in the afternoon hurt sleep?' })).toBeVisible();
  await waitCompleted(page);
  await expect(page.getByRole('button', { name: /^Citation \d+:/ }).first()).toBeVisible();
});
