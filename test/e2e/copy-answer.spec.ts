// Copy with citations (#13) in real Chromium: "Copy answer", "Copy selection" and a chat answer's
// "Copy" put Markdown with [^n] footnotes (text/plain) and HTML with a numbered reference list
// (text/html) on the clipboard; both flavours are read back through the async Clipboard API.
import type { Page } from '@playwright/test';
import { expect, startResearch, test } from './fixtures';

const OTTERS = 'How do sea otters protect kelp forests?';

/** Both clipboard flavours, read in the page (a string: this file is type-checked without the DOM library). */
async function readClipboard(page: Page): Promise<{ plain: string; html: string }> {
  return (await page.evaluate(`(async () => {
    const [item] = await navigator.clipboard.read();
    const plain = item.types.includes('text/plain') ? await (await item.getType('text/plain')).text() : '';
    const html = item.types.includes('text/html') ? await (await item.getType('text/html')).text() : '';
    return { plain, html };
  })()`)) as { plain: string; html: string };
}

async function clearClipboard(page: Page): Promise<void> {
  await page.evaluate(`navigator.clipboard.writeText('')`);
}

/** Parses the clipboard HTML in the page: superscript markers, reference items and their links. */
async function htmlFacts(page: Page, html: string): Promise<{ sups: string[]; refs: Array<{ value: string; text: string; href: string }> }> {
  return (await page.evaluate(
    `((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return {
        sups: [...doc.querySelectorAll('sup')].map((s) => s.textContent),
        refs: [...doc.querySelectorAll('ol.references li')].map((li) => ({ value: li.getAttribute('value'), text: li.textContent, href: li.querySelector('a')?.getAttribute('href') ?? '' })),
      };
    })(${JSON.stringify(html)})`,
  )) as { sups: string[]; refs: Array<{ value: string; text: string; href: string }> };
}

test('copy answer, a selected passage and a chat answer with their citations', async ({ page, app, context, shot }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await page.goto(app.url);
  await startResearch(page, OTTERS);
  const pills = page.locator('.answer .cite-pill');
  await expect(pills.first()).toBeVisible();
  const cited = [...new Set((await pills.allTextContents()).map((t) => t.trim()))];

  // The whole answer.
  await clearClipboard(page);
  await page.getByRole('button', { name: 'Copy answer' }).click();
  await expect(page.getByText('Answer copied with its references')).toBeVisible();
  const whole = await readClipboard(page);
  expect(whole.plain).toMatch(/\[\^\d+\]/);
  expect(whole.plain).not.toMatch(/(?<!\^)\[\d+\](?!:)/);
  for (const n of cited) expect(whole.plain).toMatch(new RegExp(`^\\[\\^${n}\\]: .+ <https?://`, 'm'));
  const facts = await htmlFacts(page, whole.html);
  expect(facts.sups.length).toBeGreaterThanOrEqual(cited.length);
  expect(facts.refs.map((r) => r.value).sort()).toEqual([...cited].sort());
  for (const ref of facts.refs) expect(ref.href).toMatch(/^https?:\/\//);
  await shot(page, 'copy-answer');

  // A selected passage: the first paragraph holding a citation.
  await page.evaluate(`(() => {
    const paragraph = [...document.querySelectorAll('.answer p')].find((p) => p.querySelector('.cite-pill'));
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    document.getSelection().removeAllRanges();
    document.getSelection().addRange(range);
  })()`);
  const copySelection = page.getByRole('button', { name: 'Copy selection' });
  await expect(copySelection).toBeVisible();
  await shot(page, 'copy-selection');
  await clearClipboard(page);
  await copySelection.click();
  await expect(page.getByText('Selection copied with its references')).toBeVisible();
  const passage = await readClipboard(page);
  const paragraphText = (await page.locator('.answer p').filter({ has: page.locator('.cite-pill') }).first().textContent()) ?? '';
  const firstWords = paragraphText.split(/\s+/).slice(0, 4).join(' ');
  expect(passage.plain.startsWith(firstWords)).toBe(true);
  expect(passage.plain).toMatch(/\n\n\[\^\d+\]: /);
  expect(passage.plain.length).toBeLessThan(whole.plain.length);
  expect((await htmlFacts(page, passage.html)).refs.length).toBeGreaterThan(0);

  // A chat answer.
  await page.getByRole('tab', { name: 'Chat' }).click();
  const input = page.getByLabel('Ask a follow-up');
  await input.fill('What do sea urchins eat?');
  await input.press('Enter');
  const answer = page.getByRole('listitem', { name: 'Quire' }).last();
  await expect(answer.getByRole('button', { name: /^Citation \d+/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 30_000 });
  await clearClipboard(page);
  await answer.getByRole('button', { name: 'Copy', exact: true }).click();
  // Wait until the asynchronous clipboard write has landed (its notice may still show the earlier copy's text).
  await expect.poll(async () => (await readClipboard(page)).plain, { timeout: 10_000 }).not.toBe('');
  // The notice never covers the chat's input: the docked input rises above it while it shows.
  const notice = page.locator('.notice');
  await expect(notice).toBeVisible();
  const [noticeBox, inputBox] = [await notice.boundingBox(), await input.boundingBox()];
  expect(noticeBox && inputBox && (noticeBox.y >= inputBox.y + inputBox.height || noticeBox.y + noticeBox.height <= inputBox.y)).toBe(true);
  const chat = await readClipboard(page);
  expect(chat.plain).toMatch(/\[\^\d+\]/);
  expect(chat.plain).toMatch(/^\[\^\d+\]: .+/m);
  expect((await htmlFacts(page, chat.html)).refs.length).toBeGreaterThan(0);
  await shot(page, 'copy-chat');
});
