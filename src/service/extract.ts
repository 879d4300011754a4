// Text extraction for library documents: plain text, Markdown (mdast), HTML (parse5 + turndown),
// DOCX (mammoth) and PDF (pdfjs-dist). Produces the raw form, a Markdown rendering and plain
// paragraphs for indexing. Unsupported or unreadable input throws ExtractError with a clear reason.
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as mdastToString } from 'mdast-util-to-string';
import { parse, serialize } from 'parse5';
import TurndownService from 'turndown';

export class ExtractError extends Error {}

export interface ExtractedDocument {
  contentType: string;
  title: string;
  /** The original text (or HTML for HTML/DOCX sources). */
  raw: string;
  rawFormat: 'text' | 'markdown' | 'html';
  markdown: string;
  paragraphs: string[];
  /** Front matter fields of Markdown/text sources (e.g. url, title). */
  frontMatter: Record<string, string>;
}

const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' });
// The <head> (title, styles) and scripts are not part of the readable document.
turndown.remove(['head', 'script', 'style', 'noscript', 'template']);

/** Parses a leading `---` block of `key: value` lines (the sample library's front matter). */
export function splitFrontMatter(source: string): { frontMatter: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const frontMatter: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (kv?.[1]) frontMatter[kv[1].toLowerCase()] = (kv[2] ?? '').trim().replace(/^["']|["']$/g, '');
  }
  return { frontMatter, body: source.slice(match[0].length) };
}

function markdownParagraphs(markdown: string): { title: string | null; paragraphs: string[] } {
  const tree = fromMarkdown(markdown);
  const paragraphs: string[] = [];
  let title: string | null = null;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = mdastToString(node).trim();
      if (title === null && node.depth === 1) title = text;
      continue; // headings name sections; they are not passages of their own
    }
    if (node.type === 'list') {
      for (const item of node.children) {
        const text = mdastToString(item, { includeHtml: false }).trim();
        if (text) paragraphs.push(text);
      }
      continue;
    }
    if (node.type === 'paragraph' || node.type === 'blockquote' || node.type === 'table') {
      const text = mdastToString(node, { includeHtml: false }).replace(/\s+/g, ' ').trim();
      if (text) paragraphs.push(text);
    }
  }
  return { title, paragraphs };
}

function plainParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

interface HtmlNode {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

const BLOCK_ELEMENTS = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'li', 'dd', 'dt', 'blockquote', 'pre',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'tr', 'table', 'ul', 'ol', 'figure', 'figcaption', 'br', 'hr', 'body',
]);
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

function htmlText(html: string): { title: string | null; paragraphs: string[]; canonicalUrl: string | null } {
  const document = parse(html) as unknown as HtmlNode;
  const paragraphs: string[] = [];
  let title: string | null = null;
  let canonicalUrl: string | null = null;
  let firstHeading: string | null = null;
  let buffer = '';
  const flush = (): void => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    buffer = '';
  };
  const textOf = (node: HtmlNode): string =>
    node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join('');
  const walk = (node: HtmlNode): void => {
    if (node.nodeName === 'title') {
      title = textOf(node).replace(/\s+/g, ' ').trim() || null;
      return;
    }
    if (node.nodeName === 'link') {
      const attr = (name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
      if (attr('rel')?.toLowerCase() === 'canonical' && attr('href')) canonicalUrl = attr('href') ?? null;
      return;
    }
    if (SKIPPED_ELEMENTS.has(node.nodeName)) {
      for (const child of node.childNodes ?? []) if (child.nodeName === 'title' || child.nodeName === 'link') walk(child);
      return;
    }
    if (node.nodeName === '#text') {
      buffer += node.value ?? '';
      return;
    }
    const isBlock = BLOCK_ELEMENTS.has(node.nodeName);
    if (isBlock) flush();
    if (/^h[1-6]$/.test(node.nodeName)) {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (firstHeading === null && text) firstHeading = text;
      return; // headings are titles, not passages
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
    if (isBlock) flush();
  };
  walk(document);
  flush();
  return { title: title ?? firstHeading, paragraphs, canonicalUrl };
}

/** Markdown of an HTML page's <body> only (turndown would otherwise keep the <title> text). */
function htmlToMarkdown(html: string): string {
  const document = parse(html);
  const htmlElement = document.childNodes.find((n) => n.nodeName === 'html');
  const body = htmlElement && 'childNodes' in htmlElement ? htmlElement.childNodes.find((n) => n.nodeName === 'body') : undefined;
  const inner = body && 'childNodes' in body ? serialize(body) : html;
  return turndown.turndown(inner).trim();
}

async function pdfParagraphs(data: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data, useSystemFonts: true, isEvalSupported: false });
  const pdf = await task.promise;
  try {
    const paragraphs: string[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      let pageText = '';
      for (const item of content.items) {
        if ('str' in item) pageText += item.str + (item.hasEOL ? '\n' : '');
      }
      paragraphs.push(...plainParagraphs(pageText.replace(/([^\n])\n(?!\n)/g, '$1 ')));
    }
    return paragraphs;
  } finally {
    await pdf.destroy();
  }
}

function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim() || fileName;
}

function decodeUtf8(buffer: Buffer, fileName: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    throw new ExtractError(`${fileName} is neither valid UTF-8 text nor a supported document (text, Markdown, HTML, PDF, DOCX)`);
  }
}

/** Extracts a document from file bytes; the type comes from magic bytes first, then the extension. */
export async function extractDocument(buffer: Buffer, fileName: string, declaredType?: string): Promise<ExtractedDocument> {
  const extension = (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toLowerCase();
  const sniffed = await fileTypeFromBuffer(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  const fallbackTitle = titleFromFileName(fileName);

  if (sniffed?.mime === 'application/pdf') {
    let paragraphs: string[];
    try {
      paragraphs = await pdfParagraphs(new Uint8Array(buffer));
    } catch (error) {
      throw new ExtractError(`${fileName} could not be read as PDF: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no extractable text (scanned PDFs are not supported)`);
    const text = paragraphs.join('\n\n');
    return { contentType: 'application/pdf', title: fallbackTitle, raw: text, rawFormat: 'text', markdown: text, paragraphs, frontMatter: {} };
  }
  if (sniffed?.mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || (sniffed?.mime === 'application/zip' && extension === 'docx')) {
    let html: string;
    try {
      html = (await mammoth.convertToHtml({ buffer })).value;
    } catch (error) {
      throw new ExtractError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`);
    }
    const { title, paragraphs } = htmlText(`<body>${html}</body>`);
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no text`);
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      title: title ?? fallbackTitle,
      raw: html,
      rawFormat: 'html',
      markdown: htmlToMarkdown(html),
      paragraphs,
      frontMatter: {},
    };
  }
  if (sniffed) {
    throw new ExtractError(`Unsupported file type ${sniffed.mime} for ${fileName}: the local service indexes text, Markdown, HTML, PDF and DOCX`);
  }

  const source = decodeUtf8(buffer, fileName);
  const looksHtml = extension === 'html' || extension === 'htm' || declaredType === 'text/html' || /^\s*(<!doctype html|<html[\s>])/i.test(source);
  if (looksHtml) {
    const { title, paragraphs, canonicalUrl } = htmlText(source);
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no text`);
    // <link rel="canonical"> plays the role of front matter's url for HTML documents.
    const frontMatter: Record<string, string> = canonicalUrl ? { url: canonicalUrl } : {};
    return { contentType: 'text/html', title: title ?? fallbackTitle, raw: source, rawFormat: 'html', markdown: htmlToMarkdown(source), paragraphs, frontMatter };
  }
  const { frontMatter, body } = splitFrontMatter(source);
  const isMarkdown = extension === 'md' || extension === 'markdown' || declaredType === 'text/markdown';
  if (isMarkdown) {
    const { title, paragraphs } = markdownParagraphs(body);
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no text`);
    return { contentType: 'text/markdown', title: frontMatter.title ?? title ?? fallbackTitle, raw: body, rawFormat: 'markdown', markdown: body, paragraphs, frontMatter };
  }
  const paragraphs = plainParagraphs(body);
  if (paragraphs.length === 0) throw new ExtractError(`${fileName} is empty`);
  const contentType = extension === 'csv' ? 'text/csv' : extension === 'json' ? 'application/json' : 'text/plain';
  return { contentType, title: frontMatter.title ?? fallbackTitle, raw: body, rawFormat: 'text', markdown: body, paragraphs, frontMatter };
}
