// A job as a printable HTML document: question, date, answer, numbered references with their
// URLs and (optionally) the user's notes, with a print stylesheet. The PDF export prints it in
// Chromium. Markdown is rendered by react-markdown (GFM) to static HTML: raw HTML from the service
// is shown as text, never interpreted, and link targets go through its URL filter.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { escapeHtml, nestHeadings, referenceListHtml, safeHref, uploadedFileName } from '../../shared/cite-text';
import type { JobBundle } from './handlers';

export const PRINT_CSS = `
@page { size: A4; margin: 18mm 16mm 20mm; }
:root { color-scheme: light; }
body { font: 11pt/1.5 "Noto Serif", "DejaVu Serif", Georgia, serif; color: #111; background: #fff; margin: 0; }
article.print-job { max-width: 44em; margin: 0 auto; padding: 0 0 2em; }
article.print-job + article.print-job { break-before: page; }
h1 { font-size: 18pt; line-height: 1.25; margin: 0 0 .3em; }
h2 { font-size: 13pt; margin: 1.4em 0 .4em; border-bottom: 1px solid #999; padding-bottom: .15em; break-after: avoid; }
h3, h4, h5, h6 { font-size: 11.5pt; margin: 1.1em 0 .3em; break-after: avoid; }
.meta { color: #444; font: 9.5pt/1.4 "Noto Sans", "DejaVu Sans", Arial, sans-serif; margin: 0 0 1em; }
p, li { orphans: 3; widows: 3; }
pre, code { font: 9pt/1.4 "DejaVu Sans Mono", monospace; }
pre { white-space: pre-wrap; border: 1px solid #ccc; padding: .5em; break-inside: avoid; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: .2em .4em; }
a { color: #0b4f9c; text-decoration: none; }
ol.references { padding-left: 2.2em; }
ol.references li { margin: 0 0 .5em; break-inside: avoid; }
ol.references a { word-break: break-all; font: 9pt/1.35 "DejaVu Sans Mono", monospace; color: #222; }
.notes { border-left: 3px solid #bbb; padding-left: .8em; }
@media screen { body { padding: 2em; background: #f4f4f4; } article.print-job { background: #fff; padding: 2em 3em; box-shadow: 0 1px 4px rgba(0,0,0,.2); } }
`;

/** Link targets kept in print: http(s) and in-document anchors only. */
function printUrl(url: string): string {
  if (url.startsWith('#')) return url;
  return safeHref(url) ? defaultUrlTransform(url) : '';
}

/** Markdown (text from the service or the user) as HTML: raw HTML escaped, links limited to http(s). */
export function markdownToHtml(markdown: string, top = 3): string {
  return renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm], skipHtml: false, urlTransform: printUrl }, nestHeadings(markdown, top)));
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function jobSection(bundle: JobBundle, options: { notes: boolean }): string {
  const { job } = bundle;
  const parts: string[] = [];
  parts.push(`<h1>${escapeHtml(job.query.replace(/\s+/g, ' ').trim())}</h1>`);
  const facts = [`Researched ${formatDate(job.createdAt)}`, job.status === 'completed' ? null : `status: ${job.status}`, `${job.results.length} source${job.results.length === 1 ? '' : 's'}`];
  parts.push(`<p class="meta">${escapeHtml(facts.filter(Boolean).join(' · '))}</p>`);
  parts.push('<section class="answer"><h2>Answer</h2>');
  parts.push(job.content?.trim() ? markdownToHtml(job.content) : `<p><em>No answer yet (status: ${escapeHtml(job.status)}).</em></p>`);
  parts.push('</section>');
  if (options.notes && bundle.notebook && bundle.notebook.note.trim()) {
    parts.push(`<section class="notes"><h2>My notes</h2>${markdownToHtml(bundle.notebook.note)}</section>`);
  }
  const numbered = job.results.filter((result) => result.citationIndex !== null).map((result) => result.citationIndex as number);
  const refs = referenceListHtml(numbered, job.results).replace('<h4>References</h4>', '<h2>References</h2>');
  if (refs) parts.push(`<section class="references">${refs}</section>`);
  const unnumbered = job.results.filter((result) => result.citationIndex === null);
  if (unnumbered.length) {
    parts.push('<section class="other-sources"><h2>Other sources</h2><ul>');
    for (const result of unnumbered) {
      const file = uploadedFileName(result.url);
      const href = file === null ? safeHref(result.url) : null;
      parts.push(`<li>${escapeHtml(result.title)}${file !== null ? `. Uploaded file ${escapeHtml(file)}` : href ? ` <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` : ''}</li>`);
    }
    parts.push('</ul></section>');
  }
  if (options.notes && bundle.sourceNotes.size > 0) {
    parts.push('<section class="notes source-notes"><h2>Notes on sources</h2>');
    for (const result of job.results) {
      const note = bundle.sourceNotes.get(result.id);
      if (!note) continue;
      parts.push(`<h3>${result.citationIndex !== null ? `[${result.citationIndex}] ` : ''}${escapeHtml(result.title)}</h3>${markdownToHtml(note, 4)}`);
    }
    parts.push('</section>');
  }
  return `<article class="print-job">\n${parts.join('\n')}\n</article>`;
}

/** One document for one or more jobs (each starts on a new page). */
export function renderJobHtml(bundles: readonly JobBundle[], options: { footnotes?: boolean; notes: boolean }): string {
  const title = bundles.length === 1 && bundles[0] ? bundles[0].job.query.replace(/\s+/g, ' ').trim() : `Quire: ${bundles.length} research`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title.slice(0, 200))}</title>`,
    `<style>${PRINT_CSS}</style>`,
    '</head><body>',
    ...bundles.map((bundle) => jobSection(bundle, options)),
    '</body></html>',
    '',
  ].join('\n');
}
