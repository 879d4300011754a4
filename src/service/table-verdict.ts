// A yes/no question answered by one row of a table (used by compose.ts): "Is the tandem electric?" over a row "Tandem:
// electric No; child seat No; day rate £30" is answered by the cell of the column the question names (electric: No),
// never by a "No" or a "Yes" in another cell of the row. The row is the one the question names by its label ("Can I do
// AQUA AEROBICS on a Saturday?"), else the row the answer leads with; the column is the one the question names by its
// header (table-ask.ts askedCell). The cell says yes or no by the closed class of words a table marks it with ("Yes",
// "No", "None", "Closed", a tick or a cross, a dash); any other value (a time, a sum, a size) decides nothing: "Does the
// survey count agree?" asks of the figure, and "Is the library open LATE on Thursdays?" is not answered by "opens 9am".
// Where the question asks a column of a row and its cell holds no mark, a reading of the row's other words is no
// verdict either. Pure but for the lexicon.
import type { TableCell } from './passage';
import { askedCell } from './table-ask';
import { namedRowWeights } from './table-rows';

/** The values a table marks a yes with. */
const YES_CELL = /^(?:yes|y|✓|✔|☑|true|available|included|allowed|permitted|open)$/i;
/** The values a table marks a no with (a dash or an empty mark for nothing there). */
const NO_CELL = /^(?:no|n|none|nil|never|✗|✘|×|x|-|–|—|false|closed|n\/a|not available|not allowed|unavailable|not included)$/i;

/** How a table's cell answers a yes or no: its mark, a value the row has ('has'), or nothing read ('' or a question mark). Pure. */
export function cellReading(value: string): 'yes' | 'no' | 'has' | null {
  const v = value.replace(/[*_`.]/g, '').trim();
  if (v === '' || /^\?+$/.test(v)) return null;
  if (YES_CELL.test(v)) return 'yes';
  if (NO_CELL.test(v)) return 'no';
  // (a mark with a word after it, "No (summer only)", "Yes, £2 extra": the mark answers)
  const opening = /^(yes|no)\b[\s,;:(–—-]/i.exec(v);
  if (opening) return (opening[1] ?? '').toLowerCase() === 'yes' ? 'yes' : 'no';
  return 'has';
}

export interface TableVerdict {
  /** The row read (an index into the rows given). */
  row: number;
  verdict: 'yes' | 'no';
  /** The cell that says it. */
  cell: TableCell;
}

/**
 * The verdict one row of a table gives a yes/no question: the row the question names by its label, else `lead`; the
 * cell of the column it names, read by cellReading: only a mark decides. null where no row or no cell is asked, or the
 * cell holds no mark. Pure but for the lexicon.
 */
export function tableVerdict(rows: TableCell[][], lead: number, query: string): TableVerdict | null {
  const weights = namedRowWeights(rows, query);
  const top = Math.max(...weights);
  const named = weights.flatMap((w, i) => (w === top && top > 1 ? [i] : []));
  const row = named.length === 1 ? (named[0] ?? lead) : named.length === 0 ? lead : named.includes(lead) ? lead : -1;
  const cells = rows[row];
  if (!cells) return null;
  const cell = askedCell(cells, query);
  if (!cell) return null;
  const reading = cellReading(cell.value);
  // (a value, "11am-12pm", "318", decides nothing: "Does the survey count agree?" asks of the figure, not whether there is one)
  if (reading === null || reading === 'has') return null;
  return { row, verdict: reading, cell };
}
