// The rows an instruction names ("Set the conditions out as a table", "the last four match results in a table",
// "Just the vote totals for each candidate", "Three bullets on the puppy schedule"): an instruction over a topic,
// not a question to refuse for a word no source uses. Owns reading the topic such an instruction names, the lines of
// a document as written (list items, table rows with their column names, short lines under a line that ends in a
// colon), the blocks they form, and which block the topic names: by its lead-in line or heading, or by the words
// its rows share. Pure.
import { conceptsOf, stemMatches } from './concepts';
import { rowCells, rowSentence } from './passage';
import { stem, words } from './text';

const QUESTION_START = /^(?:and\s+|so\s+|but\s+)?(?:who|whom|whose|what|when|where|why|how|which|is|are|was|were|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had)\b/i;

/**
 * The topic an instruction names, when the follow-up (its form words already taken off) is no question: "on the
 * puppy schedule" → "puppy schedule", "Just the vote totals for each candidate" → "vote totals for each candidate",
 * "the conditions" → "conditions". null for a question ("What did it cost?", "…?") or when nothing is named. Pure.
 */
export function instructionTopic(rest: string): string | null {
  const text = rest.trim().replace(/[.!]+$/, '').trim();
  if (text === '' || /\?\s*$/.test(text) || QUESTION_START.test(text)) return null;
  const topic = text
    .replace(/^(?:(?:just|only|simply)\s+)?(?:(?:give|show|tell|list|set|lay|put|write|make)\s+(?:me\s+|us\s+)?(?:out\s+)?)?/i, '')
    .replace(/^(?:just|only)\s+/i, '')
    .replace(/^(?:on|about|regarding|covering|of|for)\s+/i, '')
    .replace(/^(?:the|a|an|all|each|every)\s+/i, '')
    .replace(/\s+(?:out|down|up)$/i, '')
    .trim();
  return conceptsOf(topic, { dropInstructionWords: true }).length > 0 ? topic : null;
}

/**
 * A document's lines as written: the raw text's lines for text and Markdown (front matter off, emphasis marks off,
 * a Markdown table's rows with their column names: "| Candidate: Sarah Kettlewell | Votes: 612 |"), or the
 * passages' lines for a page whose raw text is markup. Pure.
 */
export function documentLines(raw: string, passageTexts: string[]): string[] {
  if (/^\s*</.test(raw)) return [...new Set(passageTexts.flatMap((p) => p.split('\n')))].map((l) => l.trim()).filter(Boolean);
  const body = raw.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out: string[] = [];
  let header: string[] | null = null;
  for (const line of body.split('\n')) {
    const text = line.trim().replace(/\*\*|__/g, '').replace(/(?<!\w)\*(?!\s)|(?<!\s)\*(?!\w)/g, '');
    if (/^\|.*\|$/.test(text)) {
      const cells = text.replace(/^\|\s*/, '').replace(/\s*\|$/, '').split(/\s*\|\s*/);
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      if (!header) {
        header = cells;
        out.push(text);
        continue;
      }
      out.push(`| ${cells.map((c, i) => (header?.[i] ? `${header[i]}: ${c}` : c)).join(' | ')} |`);
      continue;
    }
    header = null;
    if (text !== '') out.push(text);
    else out.push('');
  }
  return out;
}

export interface RowBlock {
  /** The line that introduces the rows (ending in a colon, a heading, or a table's header row). */
  lead: string;
  rows: string[];
}

const ITEM = /^(?:[-*•]|\d+[.)])\s+\S/;
const ROW = /^\|.*\|$/;

/** A line as a row's text: a list item without its mark, a table row as a sentence of its cells. */
function rowText(line: string): string {
  if (ROW.test(line)) return rowSentence(rowCells(line));
  return line.replace(/^(?:[-*•]|\d+[.)])\s+/, '').trim();
}

/**
 * The blocks of rows in a document's lines: runs of two or more list items or table rows, and runs of two or more
 * short lines (at most ten words, no full stop) under a line that ends in a colon; each with the line or heading
 * that leads it in. Pure.
 */
export function rowBlocks(lines: string[]): RowBlock[] {
  const blocks: RowBlock[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; ) {
    const line = lines[i] ?? '';
    if (/^#{1,6}\s/.test(line)) heading = line.replace(/^#+\s*/, '');
    const kind = ITEM.test(line) ? 'item' : ROW.test(line) ? 'row' : null;
    const underColon = kind === null && /:\s*$/.test(line);
    if (kind) {
      let j = i;
      while (j < lines.length && (kind === 'item' ? ITEM.test(lines[j] ?? '') : ROW.test(lines[j] ?? ''))) j += 1;
      const run = lines.slice(i, j);
      // a table's first row is its header: the block's lead with the heading above it
      const [first, ...rest] = run;
      const rows = kind === 'row' && first && !first.includes(': ') ? rest : run;
      const before = lines.slice(0, i).reverse().find((l) => l !== '') ?? '';
      const lead = [heading, /:\s*$/.test(before) || kind === 'row' ? before : '', kind === 'row' && rows !== run ? (first ?? '') : ''].filter(Boolean).join(' ');
      if (rows.length >= 2) blocks.push({ lead, rows: rows.map(rowText) });
      i = j;
      continue;
    }
    if (underColon) {
      let j = i + 1;
      while (j < lines.length && (lines[j] ?? '') !== '' && !/[.!?]["”)]?\s*$/.test(lines[j] ?? '') && words(lines[j] ?? '').length <= 10 && !/:\s*$/.test(lines[j] ?? '')) j += 1;
      if (j - i - 1 >= 2) blocks.push({ lead: [heading, line].filter(Boolean).join(' '), rows: lines.slice(i + 1, j).map(rowText) });
      i = Math.max(j, i + 1);
      continue;
    }
    i += 1;
  }
  return blocks;
}

/**
 * The block a topic names, best first: two for each topic word its lead names, one for each topic word every row
 * (or half of them at least) names; a block naming none is no answer. The topic's counted words ("last four")
 * do not need naming. null when no block is named. Pure.
 */
export function namedBlock<T extends RowBlock>(blocks: T[], topic: string): T | null {
  const wanted = conceptsOf(topic, { dropInstructionWords: true }).filter((c) => !c.soft && !/^(?:one|two|three|four|five|six|seven|eight|nine|ten|last|first|each|every|all|just)$/.test(c.term)).map((c) => c.stem);
  if (wanted.length === 0) return null;
  const names = (text: string, w: string): boolean => words(text).some((x) => stem(x) === w || stemMatches(w, stem(x)));
  let best: { block: T; score: number } | null = null;
  for (const block of blocks) {
    let score = 0;
    for (const w of wanted) {
      if (names(block.lead, w)) score += 2;
      else if (block.rows.filter((r) => names(r, w)).length >= Math.max(1, block.rows.length / 2)) score += 1;
    }
    if (score > 0 && (!best || score > best.score)) best = { block, score };
  }
  return best?.block ?? null;
}
