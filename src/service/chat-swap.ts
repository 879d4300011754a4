// "And at Brackenford?" after "Which month brought the most glass eels to the Ashweir trap in 2025?": an elliptic
// follow-up that names another value of the column the previous question named a value of (the site column: Ashweir,
// Brackenford) asks the previous question again of that value. Owns finding that swap from the sources' table rows
// (the values are the table's, not guessed words). Used by chat.ts, which answers the swapped question as a research
// question over the job's sources. Pure.
import type { TableCell } from './passage';
import { isStopWord, words } from './text';
import { escapeRegExp } from '../shared/regexp';

/** Does a text name a cell value (all its words, as a phrase, case aside)? */
function namesValue(text: string, value: string): boolean {
  const v = value.trim();
  return v !== '' && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** Does a fragment make a comparison of its own ("…cheaper than clay tiles?"): a word before its "than" the previous question does not use? Pure. */
function ownComparison(fragment: string, previousQuestion: string): boolean {
  const before = /^(.*?)\bthan\b/i.exec(fragment)?.[1];
  if (before === undefined) return false;
  const previous = new Set(words(previousQuestion.toLowerCase()));
  return words(before.toLowerCase()).some((w) => !isStopWord(w) && !previous.has(w));
}

/**
 * The previous question asked of the value the fragment names instead of the one it named, or null: the fragment
 * (a short follow-up, "And at Brackenford?", "What about Crane Bridge?") names a value of a column of short text values
 * that the previous question names another value of. Pure.
 */
export function swappedQuestion(fragment: string, previousQuestion: string, rows: TableCell[][]): string | null {
  const own = words(fragment).filter((w) => !isStopWord(w));
  if (own.length === 0 || own.length > 4) return null;
  const columns = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const cell of row) {
      const v = cell.value.trim();
      // a category value: short text, no figure, not a remark
      if (v === '' || /\d/.test(v) || words(v).length > 4) continue;
      columns.set(cell.name, (columns.get(cell.name) ?? new Set()).add(v));
    }
  }
  for (const values of columns.values()) {
    if (values.size < 2) continue;
    const asked = [...values].find((v) => namesValue(fragment, v));
    const before = [...values].find((v) => v !== asked && namesValue(previousQuestion, v));
    if (!asked || !before || namesValue(previousQuestion, asked)) continue;
    // (a follow-up asking something of its own besides the value, "Is it CHEAPER than clay tiles?" after "Does slate
    // last longer than asphalt shingles?", is no swap: its own question is asked, not the previous one again)
    if (ownComparison(fragment, previousQuestion)) continue;
    return previousQuestion.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(before)}(?![\\p{L}\\p{N}])`, 'iu'), asked);
  }
  return null;
}

/**
 * "How warm was the water that month?" after a reply whose first row is Brackenford's 2025-05: the row of the sources'
 * table that "that / this / the same <column>" points at, the first row the previous reply gives whole, when the
 * follow-up names the demonstrative's noun as a column of that table (month) and another of its words is a column's
 * word (water: mean_water_temp_c); null otherwise. Pure but for the lexicon (columnSays).
 */
export function demonstrativeRow<T extends { cells: TableCell[]; text: string }>(followUp: string, previousReply: string, rows: T[], says: (word: string, columnWord: string) => number): T | null {
  const m = /\b(?:(?:that|this)(?:\s+same|\s+very)?|the\s+same)\s+(\p{L}+)/iu.exec(followUp);
  const noun = m?.[1]?.toLowerCase();
  if (!noun || rows.length === 0) return null;
  const columnWords = (name: string): string[] => words(name.replace(/[_/-]+/g, ' ').toLowerCase());
  const names = [...new Set(rows.flatMap((r) => r.cells.map((c) => c.name)))];
  if (!names.some((n) => columnWords(n).some((w) => says(noun, w) >= 1))) return null;
  const rest = words(followUp.toLowerCase()).filter((w) => !isStopWord(w) && w !== noun && !/^(?:that|this|same|very)$/.test(w));
  if (!rest.some((w) => names.some((n) => columnWords(n).some((c) => says(w, c) >= 0.5)))) return null;
  // the first row the previous reply gives whole
  const reply = previousReply.replace(/\[\d+\]/g, '');
  const placed = rows.map((r) => ({ r, at: reply.indexOf(r.text.replace(/\.$/, '')) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at);
  return placed[0]?.r ?? null;
}
