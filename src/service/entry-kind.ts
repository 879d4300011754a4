// The form a question names its source by ("Which wood in the firewood TABLE…", "the third ROW of the spreadsheet",
// "the needle CHART"): a source whose text holds table rows (a CSV, a Markdown or HTML table, a chart of aligned lines;
// chart-lines.ts) IS the table the word names, so the word is said by it, never a topic word no source uses
// (concepts.ts coverage, and so no "none of your sources uses the word table" note). Owns that test. Pure.

/** Nouns a reader names a table, or a part of one, by (as chat-source-kind.ts reads "the spreadsheet" in a follow-up; not imported: concepts.ts reads this). */
const TABLE_WORD = /^(?:spreadsheets?|csv|tables?|sheets?|charts?|rows?|columns?)$/;

/** Does the text hold rows of a table ("| Column: cell | …" lines, extract.ts)? Pure. */
export function holdsTable(text: string): boolean {
  return /^\|[^|\n]*: [^\n]*\|\s*$/m.test(text);
}

/**
 * Does a word name the form of a source whose text is this one ("table" of a text holding table rows), or the
 * operation a question asks of a table's column (`operation`: "total", "average"; table-aggregate.ts), which the
 * table's figures give without the word? Pure.
 */
export function namesFormOf(word: string, text: string, operation = false): boolean {
  const w = word.toLowerCase();
  return (TABLE_WORD.test(w) || operation) && holdsTable(text);
}

/**
 * What a table row says by being one, beyond its cells: the words of the question naming its form ("the firewood TABLE")
 * and, its table having no sentence around it, its document's title (a CSV's title is its caption: "firewood species").
 * Read by compose.ts scoreUnits as a row's context. Pure.
 */
export function rowContext<T extends { term: string }>(concepts: T[], titleConcepts: T[], isRow: boolean): T[] {
  if (!isRow) return [];
  return [...concepts.filter((c) => TABLE_WORD.test(c.term.toLowerCase())), ...titleConcepts].filter((c, i, all) => all.indexOf(c) === i);
}
