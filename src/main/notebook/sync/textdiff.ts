// Turns "the note was X, now it is Y" into the smallest edits we can cheaply find, so a saved note
// becomes an edit of the text it replaces (never delete-all-and-insert) and a concurrent edit on
// another machine keeps its words. Pure: common prefix/suffix, then a word-level LCS on the middle
// when it is small enough, else one replacement of the middle.

export interface TextEdit {
  /** Position in the text as it is when this edit is applied (edits apply in order). */
  index: number;
  delete: number;
  insert: string;
}

/** Above this many token pairs the middle is replaced as a whole (still only the changed middle). */
const MAX_LCS_CELLS = 4_000_000;

function tokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];
}

export function diffText(before: string, after: string): TextEdit[] {
  if (before === after) return [];
  let start = 0;
  const min = Math.min(before.length, after.length);
  while (start < min && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < min - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end += 1;
  // Never split a surrogate pair.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start -= 1;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end -= 1;
  const oldMid = before.slice(start, before.length - end);
  const newMid = after.slice(start, after.length - end);
  const a = tokens(oldMid);
  const b = tokens(newMid);
  if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_LCS_CELLS) {
    return [{ index: start, delete: oldMid.length, insert: newMid }];
  }
  // LCS table over tokens (lengths from the end), then walk forward emitting edits.
  const n = a.length;
  const m = b.length;
  const table = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i * (m + 1) + j] = a[i] === b[j] ? (table[(i + 1) * (m + 1) + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * (m + 1) + j] ?? 0, table[i * (m + 1) + j + 1] ?? 0);
    }
  }
  const edits: TextEdit[] = [];
  let position = start;
  let pending: TextEdit | null = null;
  const flush = () => {
    if (pending && (pending.delete > 0 || pending.insert.length > 0)) {
      edits.push(pending);
      position += pending.insert.length;
    }
    pending = null;
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const ai = a[i];
    const bj = b[j];
    if (i < n && j < m && ai === bj) {
      flush();
      position += ai?.length ?? 0;
      i += 1;
      j += 1;
    } else if (j < m && (i >= n || (table[i * (m + 1) + j + 1] ?? 0) >= (table[(i + 1) * (m + 1) + j] ?? 0))) {
      pending ??= { index: position, delete: 0, insert: '' };
      pending.insert += bj ?? '';
      j += 1;
    } else {
      pending ??= { index: position, delete: 0, insert: '' };
      pending.delete += ai?.length ?? 0;
      i += 1;
    }
  }
  flush();
  return edits;
}

/** Applies edits to a plain string (the reference for what a Y.Text does with them). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of edits) out = out.slice(0, edit.index) + edit.insert + out.slice(edit.index + edit.delete);
  return out;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
