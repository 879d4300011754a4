// Table rows in the body of an answer (compose.ts): the rows the question names, not the table dumped. A row is named
// by the cell values the question says ("hive 3 in June": the row whose hive is 3 and month June); under the lead, the
// body keeps only rows that name a value the question says; where the question names no row, every row stays (it may
// ask about them all). Rows a comparison, a ranking or another part of the question
// rests on are kept by the caller. Pure.
import type { TableCell } from './passage';
import { isStopWord, stem, words } from './text';

/** The cell values of a row the question says (a figure as a whole word, a word by its stem), lower case. Pure. */
export function namedValues(cells: TableCell[], question: string): string[] {
  const tokens = words(question);
  const stems = new Set(tokens.filter((t) => !/^\d/.test(t)).map(stem));
  const figures = new Set(tokens.filter((t) => /^\d/.test(t)));
  return cells
    .filter((cell) => {
      // (a qualifier in brackets is no part of the name: "Topsoil (25 kg)" is named by "topsoil")
      const value = words(cell.value.replace(/\([^)]*\)/g, ' '));
      // a short value is named whole ("3", "June", "Ivanpah Flat"); a long one (a note) is not a row's name
      if (value.length === 0 || value.length > 3) return false;
      return value.every((w) => (/^\d/.test(w) ? figures.has(w) : !isStopWord(w) && w.length >= 3 && stems.has(stem(w))));
    })
    .map((cell) => cell.value.toLowerCase());
}

/** How many of a row's cell values the question says. Pure. */
export function cellsNamed(cells: TableCell[], question: string): number {
  return namedValues(cells, question).length;
}

/**
 * The chosen points with the body's table rows limited to those the question names: a row under the lead that names
 * no value the question says is dropped ("hive 3 in June": the July row of hive 4 goes; the June rows and hive 3's
 * other month stay, each naming part of the ask). Where the question names no row at all, every row stays. `keep`:
 * points never dropped (a comparison's rows, a ranking, another part's answer). Pure.
 */
export function limitedBodyRows<T extends { cells?: TableCell[] }>(chosen: T[], lead: T, keep: (u: T) => boolean, question: string, max = 2): T[] {
  const body = chosen.filter((u) => u !== lead && u.cells !== undefined && !keep(u));
  // (the lead is the entry the question names by its label, "a bag of topsoil": its siblings that name nothing asked are padding, however few)
  const label = lead.cells?.[0];
  const leadNamed = label !== undefined && namedValues([label], question).length > 0;
  if (body.length <= max && !leadNamed) return chosen;
  const values = new Map(body.map((u) => [u, namedValues(u.cells ?? [], question)]));
  const named = (lead.cells ? namedValues(lead.cells, question) : []).length > 0 || [...values.values()].some((v) => v.length > 0);
  // (a question that names no row may ask about them all: they stay)
  if (!named) return chosen;
  return chosen.filter((u) => u === lead || u.cells === undefined || keep(u) || (values.get(u) ?? []).length > 0);
}
