// Citation markers in answer text: `[3]` and `[1, 2]` become links to `#cite-n`, which the Markdown
// renderer shows as pills. A remark plugin so code spans and fenced code are left untouched.
import type { Root, PhrasingContent, Text, Link } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { escapeRegExp } from '../../../shared/regexp';

const CITATION = /\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g;
export const CITE_PREFIX = '#cite-';

/** Splits plain text into text and citation-number parts (exported for tests and plain-text use). */
export function splitCitations(text: string): Array<string | number> {
  const parts: Array<string | number> = [];
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    for (const n of (match[1] ?? '').split(',')) parts.push(Number(n.trim()));
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function citationNumber(href: string | undefined): number | null {
  if (!href || !href.startsWith(CITE_PREFIX)) return null;
  const n = Number(href.slice(CITE_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The closing punctuation right after a citation ("[2]." or "[1]),"), split from the rest of the
 * text: it is shown glued to the pill, so a line never starts with a full stop left behind.
 */
export function splitTrail(text: string): { trail: string; rest: string } {
  const trail = /^[.,;:!?)\]}»”’…]+/u.exec(text)?.[0] ?? '';
  return { trail, rest: text.slice(trail.length) };
}

export function remarkCitations() {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') return;
      const parts = splitCitations(node.value);
      if (parts.length === 1 && typeof parts[0] === 'string') return;
      const replacement: PhrasingContent[] = [];
      parts.forEach((part, at) => {
        if (typeof part === 'string') {
          // punctuation right after a pill already travels with it (below)
          const text = typeof parts[at - 1] === 'number' ? splitTrail(part).rest : part;
          if (text) replacement.push({ type: 'text', value: text });
          return;
        }
        const next = parts[at + 1];
        const trail = typeof next === 'string' ? splitTrail(next).trail : '';
        const link: Link = { type: 'link', url: `${CITE_PREFIX}${part}`, children: [{ type: 'text', value: String(part) }] };
        if (trail) link.data = { hProperties: { dataTrail: trail } };
        replacement.push(link);
      });
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    });
  };
}

/** A pattern finding a passage in running text: its words in order, any whitespace between, any case. */
export function passagePattern(passage: string): RegExp | null {
  const words = passage
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map(escapeRegExp);
  if (words.length === 0) return null;
  return new RegExp(words.join('\\s+'), 'iu');
}

/** Splits text into plain parts and the passages found in it (first occurrence of each), in order. */
export function splitPassages(text: string, passages: readonly string[]): Array<string | { index: number; text: string }> {
  const found: Array<{ start: number; end: number; index: number }> = [];
  passages.forEach((passage, index) => {
    const match = passagePattern(passage)?.exec(text);
    if (!match) return;
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((f) => start < f.end && end > f.start)) return;
    found.push({ start, end, index });
  });
  found.sort((a, b) => a.start - b.start);
  const parts: Array<string | { index: number; text: string }> = [];
  let last = 0;
  for (const f of found) {
    if (f.start > last) parts.push(text.slice(last, f.start));
    parts.push({ index: f.index, text: text.slice(f.start, f.end) });
    last = f.end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Marks the given passages (e.g. every passage an answer cites) as <mark data-passage="i"> in the rendered text. */
export function remarkPassageMarks(passages: readonly string[]) {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined) return;
      const parts = splitPassages(node.value, passages);
      if (parts.length === 1 && typeof parts[0] === 'string') return;
      const replacement: PhrasingContent[] = parts.map((part): PhrasingContent => {
        if (typeof part === 'string') return { type: 'text', value: part };
        return { type: 'emphasis', data: { hName: 'mark', hProperties: { dataPassage: part.index } }, children: [{ type: 'text', value: part.text }] };
      });
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    });
  };
}

/** Markdown links and images are allowed only to https: and to our own citation anchors. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (/^#cite-\d+$/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** The sentence that ends at a citation pill: the text of its block up to the pill, last sentence only. */
export function sentenceBefore(pill: Element): string {
  const block = pill.closest('p, li, td, blockquote, h1, h2, h3, h4') ?? pill.parentElement;
  if (!block) return '';
  const range = document.createRange();
  range.setStart(block, 0);
  range.setEndBefore(pill);
  const text = range.toString().replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.replace(/[\d\s,.[\]]/g, '').length > 0);
  return sentences[sentences.length - 1] ?? '';
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
}

/**
 * Index of the highlight that holds the cited sentence: the one sharing most of its words, when it shares over three
 * fifths of them (the answer quotes its sources, so the passage it cites holds nearly all its words; a highlight sharing
 * "coffee" and "caffeine" with "Decaffeinated coffee is not completely free of caffeine" is another passage, and was
 * shown as the one cited). A lead-in before a colon ("Your sources point to no:") is no part of the quote. -1 when
 * none holds it.
 */
export function bestHighlight(highlights: string[], passage: string): number {
  const target = words(passage.replace(/^[^:]{0,60}:\s+/, ''));
  if (target.size === 0) return -1;
  let best = -1;
  let bestScore = 0;
  highlights.forEach((highlight, i) => {
    let score = 0;
    for (const word of words(highlight)) if (target.has(word)) score++;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return bestScore / target.size > 0.6 ? best : -1;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where a citation pill's popover opens so that its scrolling column does not clip it: below the pill, starting at its
 * left edge, by default (above, it covered the sentence being checked and the answer's verdict line: found in a
 * newcomer's screenshot); ending at its right edge near the column's right side; above it near the column's bottom.
 */
export function popoverPlacement(pill: Box, column: Box, size = { width: 340, height: 170 }): { end: boolean; below: boolean } {
  return { end: pill.left + size.width > column.right, below: pill.bottom + size.height <= column.bottom || pill.top - size.height < column.top };
}
