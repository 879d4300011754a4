// "Copy answer" payloads (#13): Markdown with [^n] footnotes and HTML with superscript markers and a
// numbered reference list, built from the answer as it is rendered (citation pills, links) and from
// a selected passage; hostile sources and links stay inert.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../src/renderer/src/components/Markdown';
import { answerHtml, answerPayload, selectionPayload, sourcesFor } from '../../src/renderer/src/features/export/copy';

const noop = () => undefined;
const sources = [
  { citationIndex: 1, title: 'Otter survey 2024', url: 'https://example.org/otters' },
  { citationIndex: 2, title: 'River <b>report</b>', url: 'javascript:alert(1)' },
];
const answer = '## Findings\n\nOtters returned to the river [1]. Counts doubled [1, 2].\n\nSee [the site](https://example.org/site) and [bad](javascript:alert(2)).';

function rendered(text: string): HTMLElement {
  const { container } = render(<Markdown text={text} onCitation={noop} citationInfo={() => undefined} onOpenExternal={noop} />);
  return container;
}

describe('copy answer payload', () => {
  it('writes Markdown footnotes with one definition per cited source', () => {
    const payload = answerPayload(answer, rendered(answer), sources);
    expect(payload.markdown).toContain('Otters returned to the river [^1].');
    expect(payload.markdown).toContain('Counts doubled [^1][^2].');
    expect(payload.markdown).toContain('[^1]: Otter survey 2024. <https://example.org/otters>');
    // the javascript: address is written as inert code, the tag in the title escaped
    expect(payload.markdown).toContain('[^2]: River \\<b\\>report\\</b\\>. `javascript:alert(1)`');
    expect(payload.markdown).toContain('## Findings');
  });

  it('writes HTML with superscript markers, a numbered reference list and only safe links', () => {
    const { html } = answerPayload(answer, rendered(answer), sources);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('sup')].map((s) => s.textContent)).toEqual(['[1]', '[1]', '[2]']);
    expect(doc.querySelector('h2')?.textContent).toBe('Findings');
    const items = [...doc.querySelectorAll('ol.references li')];
    expect(items.map((li) => li.getAttribute('value'))).toEqual(['1', '2']);
    expect(items[0]?.querySelector('a')?.getAttribute('href')).toBe('https://example.org/otters');
    expect(items[1]?.querySelector('a')).toBeNull();
    expect(items[1]?.textContent).toContain('River <b>report</b>');
    expect(doc.querySelector('b')).toBeNull();
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('javascript:alert(2)');
    expect(hrefs).toContain('https://example.org/site');
    // no buttons, classes or event attributes reach the clipboard
    expect(doc.querySelector('button, [class]:not(ol.references), [onclick]')).toBeNull();
  });

  it('leaves a number no source has as written, without a reference', () => {
    const text = 'A claim [7].';
    const payload = answerPayload(text, rendered(text), sources);
    expect(payload.markdown).toBe('A claim [7].\n');
    expect(payload.html).not.toContain('References');
    expect(answerHtml(rendered(text)).numbers).toEqual([7]);
  });

  it('copies a selected passage with only the references it cites', () => {
    const container = rendered(answer);
    const paragraph = container.querySelectorAll('p')[0];
    if (!paragraph) throw new Error('no paragraph rendered');
    const range = document.createRange();
    range.setStart(paragraph.firstChild ?? paragraph, 0);
    // up to the end of "[1]." of the first sentence: the first pill's wrapper and the text after it
    const firstCite = paragraph.querySelector('.cite');
    if (!firstCite) throw new Error('no citation pill rendered');
    range.setEndAfter(firstCite);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    const payload = selectionPayload(selection, container, sources);
    expect(payload?.markdown).toBe('Otters returned to the river [^1]\n\n[^1]: Otter survey 2024. <https://example.org/otters>\n');
    expect(payload?.html).toContain('<li value="1">Otter survey 2024.');
    expect(payload?.html).not.toContain('value="2"');
  });

  it('gives no selection payload for a selection outside the answer', () => {
    const container = rendered(answer);
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    const range = document.createRange();
    range.selectNodeContents(outside);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    expect(selectionPayload(document.getSelection(), container, sources)).toBeNull();
    outside.remove();
  });

  it('lets a chat answer cite the job’s sources and its own', () => {
    const job = { results: [{ citationIndex: 1, title: 'Job source', url: 'https://a.example' }] } as Parameters<typeof sourcesFor>[0];
    const message = { results: [{ citationIndex: 1, title: 'Shadowed', url: 'https://b.example' }, { citationIndex: 3, title: 'Own', url: 'https://c.example' }] };
    expect(sourcesFor(job, message).map((s) => s.title)).toEqual(['Job source', 'Own']);
  });
});
