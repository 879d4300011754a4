// Text extraction for library documents: plain text, Markdown (mdast), HTML (parse5 + turndown),
// DOCX (mammoth) and PDF (pdfjs-dist). Produces the raw form, a Markdown rendering and plain
// paragraphs for indexing. Unsupported or unreadable input throws ExtractError with a clear reason.
// Hostile input is bounded here (extract-limits.ts): a DOCX's zip is measured with yauzl (entries,
// declared and actually inflated sizes) before mammoth sees it, a PDF's pages and reading time are
// capped, and HTML is walked with an explicit stack (deep nesting cannot overflow the call stack).
// Uploads run this in a worker thread with memory and time limits (extract-runner.ts, extract-worker.ts).
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as mdastToString } from 'mdast-util-to-string';
import { parse, serialize } from 'parse5';
import TurndownService from 'turndown';
import yauzl from 'yauzl';
import { EXTRACT_LIMITS, ExtractError, pdfPagesVerdict, pdfTimeVerdict, zipVerdict, type ExtractLimits } from './extract-limits';

export { ExtractError } from './extract-limits';

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

/** The text under a node, gathered without recursion. */
function textOf(root: HtmlNode): string {
  let text = '';
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (node.nodeName === '#text') text += node.value ?? '';
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  return text;
}

const FLUSH = Symbol('flush');

/** Title, paragraphs, canonical URL and nesting depth of an HTML document; walked with an explicit stack. */
function htmlText(html: string): { title: string | null; paragraphs: string[]; canonicalUrl: string | null; depth: number } {
  const document = parse(html) as unknown as HtmlNode;
  const paragraphs: string[] = [];
  let title: string | null = null;
  let canonicalUrl: string | null = null;
  let firstHeading: string | null = null;
  let buffer = '';
  let depth = 0;
  const flush = (): void => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    buffer = '';
  };
  const stack: (readonly [HtmlNode, number] | typeof FLUSH)[] = [[document, 0]];
  const pushChildren = (children: HtmlNode[], level: number, only?: (child: HtmlNode) => boolean): void => {
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as HtmlNode;
      if (!only || only(child)) stack.push([child, level]);
    }
  };
  while (stack.length > 0) {
    const step = stack.pop() as (typeof stack)[number];
    if (step === FLUSH) {
      flush();
      continue;
    }
    const [node, level] = step;
    if (level > depth) depth = level;
    if (node.nodeName === 'title') {
      title = textOf(node).replace(/\s+/g, ' ').trim() || null;
      continue;
    }
    if (node.nodeName === 'link') {
      const attr = (name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
      if (attr('rel')?.toLowerCase() === 'canonical' && attr('href')) canonicalUrl = attr('href') ?? null;
      continue;
    }
    if (SKIPPED_ELEMENTS.has(node.nodeName)) {
      pushChildren(node.childNodes ?? [], level + 1, (child) => child.nodeName === 'title' || child.nodeName === 'link');
      continue;
    }
    if (node.nodeName === '#text') {
      buffer += node.value ?? '';
      continue;
    }
    const isBlock = BLOCK_ELEMENTS.has(node.nodeName);
    if (isBlock) flush();
    if (/^h[1-6]$/.test(node.nodeName)) {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (firstHeading === null && text) firstHeading = text;
      continue; // headings are titles, not passages
    }
    // Children first, then the template content, then the closing flush (a stack runs them in reverse).
    if (isBlock) stack.push(FLUSH);
    if (node.content) stack.push([node.content, level + 1]);
    pushChildren(node.childNodes ?? [], level + 1);
  }
  flush();
  return { title: title ?? firstHeading, paragraphs, canonicalUrl, depth };
}

/**
 * Markdown of an HTML page's <body> only (turndown would otherwise keep the <title> text). Turndown
 * and parse5's serializer recurse, so a tree deeper than the limit is rendered as its paragraphs.
 */
function htmlToMarkdown(html: string, walked: { paragraphs: string[]; depth: number }, limits: ExtractLimits): string {
  if (walked.depth > limits.htmlMaxMarkdownDepth) return walked.paragraphs.join('\n\n');
  const document = parse(html);
  const htmlElement = document.childNodes.find((n) => n.nodeName === 'html');
  const body = htmlElement && 'childNodes' in htmlElement ? htmlElement.childNodes.find((n) => n.nodeName === 'body') : undefined;
  const inner = body && 'childNodes' in body ? serialize(body) : html;
  return turndown.turndown(inner).trim();
}

/** A refusal decided by a limit: passed through as it is, not wrapped as "could not be read". */
class LimitError extends ExtractError {}

async function pdfParagraphs(data: Uint8Array, fileName: string, limits: ExtractLimits): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data, useSystemFonts: true, isEvalSupported: false });
  const pdf = await task.promise;
  try {
    const pagesVerdict = pdfPagesVerdict(fileName, pdf.numPages, limits);
    if (pagesVerdict) throw new LimitError(pagesVerdict);
    const started = Date.now();
    const paragraphs: string[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const timeVerdict = pdfTimeVerdict(fileName, Date.now() - started, limits);
      if (timeVerdict) throw new LimitError(timeVerdict);
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

/**
 * Measures a DOCX's zip before mammoth inflates it: entry count and declared sizes first, then every
 * entry is inflated and counted (yauzl also fails when an entry inflates to more than it declares).
 */
export async function checkZipArchive(buffer: Buffer, fileName: string, limits: ExtractLimits = EXTRACT_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new LimitError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (zip.entryCount > limits.zipMaxEntries) throw new LimitError(zipVerdict(fileName, { entries: zip.entryCount, expandedBytes: 0 }, limits) ?? '');
  let entries = 0;
  let declared = 0;
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown): void => {
      try {
        zip.close();
      } catch {
        // already closed by the error that brought us here
      }
      reject(error instanceof LimitError ? error : new LimitError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      declared += entry.uncompressedSize;
      const verdict = zipVerdict(fileName, { entries, expandedBytes: declared }, limits);
      if (verdict) return fail(new LimitError(verdict));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (openError, stream) => {
        if (openError) return fail(openError);
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          const inflatedVerdict = zipVerdict(fileName, { entries, expandedBytes: inflated }, limits);
          if (inflatedVerdict) stream.destroy(new LimitError(inflatedVerdict));
        });
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
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
export async function extractDocument(buffer: Buffer, fileName: string, declaredType?: string, limits: ExtractLimits = EXTRACT_LIMITS): Promise<ExtractedDocument> {
  const extension = (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toLowerCase();
  const sniffed = await fileTypeFromBuffer(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  const fallbackTitle = titleFromFileName(fileName);

  if (sniffed?.mime === 'application/pdf') {
    let paragraphs: string[];
    try {
      paragraphs = await pdfParagraphs(new Uint8Array(buffer), fileName, limits);
    } catch (error) {
      if (error instanceof LimitError) throw error;
      throw new ExtractError(`${fileName} could not be read as PDF: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no extractable text (scanned PDFs are not supported)`);
    const text = paragraphs.join('\n\n');
    return { contentType: 'application/pdf', title: fallbackTitle, raw: text, rawFormat: 'text', markdown: text, paragraphs, frontMatter: {} };
  }
  if (sniffed?.mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || (sniffed?.mime === 'application/zip' && extension === 'docx')) {
    await checkZipArchive(buffer, fileName, limits);
    let html: string;
    try {
      html = (await mammoth.convertToHtml({ buffer })).value;
    } catch (error) {
      throw new ExtractError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`);
    }
    const walked = htmlText(`<body>${html}</body>`);
    const { title, paragraphs } = walked;
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no text`);
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      title: title ?? fallbackTitle,
      raw: html,
      rawFormat: 'html',
      markdown: htmlToMarkdown(html, walked, limits),
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
    const walked = htmlText(source);
    const { title, paragraphs, canonicalUrl } = walked;
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no text`);
    // <link rel="canonical"> plays the role of front matter's url for HTML documents.
    const frontMatter: Record<string, string> = canonicalUrl ? { url: canonicalUrl } : {};
    return { contentType: 'text/html', title: title ?? fallbackTitle, raw: source, rawFormat: 'html', markdown: htmlToMarkdown(source, walked, limits), paragraphs, frontMatter };
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
