// A follow-up read against the job's own tables (used by chat.ts): "Which repair on the list is cheapest?", "What did
// all six planting days cost in total?", "What would a boot zip plus a pair of men's heels come to?", "And the next one
// on the list?". Such a follow-up asks an OPERATION of a table (the extreme of a column, a total or an average, the sum
// of the rows it names, the row after or before the one the last reply gave) and is answered from the table's rows,
// never refused for a word ("cheapest", "next", "plus") that no source uses: the words that ask an operation are no
// topic. The column is the one the follow-up names (by its header words, or the quality's noun: table-rows.ts), else
// the previous question's, else the table's one column of figures; the rows are those it names by their label cells
// (table-rows.ts namedRowWeights). Owns reading the operation, finding the row the last reply led with, and writing
// the reply's lead. Pure but for the lexicon and vectors.
import type { TableCell } from './passage';
import { rowSentence } from './passage';
import { columnPhrase, extremeInTables, tableGroups } from './table-extreme';
import { aggregateAsked, aggregateColumn, aggregateInTables, aggregateOfColumn } from './table-aggregate';
import { cellFigure, isAggregateLabel, superlativeEnd } from './table-rows';
import { conceptsOf } from './concepts';
import { headerWords, moneyHeader, verbColumn } from './column-words';
import { isMoneyNoun } from './money-nouns';
import { verbShareOfForm } from './verbs';
import { isStopWord, stem, words } from './text';
import { lemmaOf } from './lemmas';
import { sameFamily } from './morphology';
import { numberInWords } from './number-words';
import { escapeRegExp } from '../shared/regexp';

/** A row of one of the job's sources, with the citation of its source. */
export interface AskedRow {
  cells: TableCell[];
  citation: number;
  documentId: string;
}

export type TableOperation = 'extreme' | 'total' | 'average' | 'sum' | 'next' | 'previous';

/** Words that add up the rows named ("a zip PLUS heels", "ADDED together", "what would they COME TO"). */
const ADDS = /\bplus\b|\badd(?:ed|ing)?\b(?!\s+(?:to|on)\s+(?:it|that|this)\b)|\btogether\b|\bcome\s+to\b|\bcomes\s+to\b/i;
/** The row after or before one: ordinal relations of a list, not topics. */
const NEXT = /\b(?:next|following|after\s+(?:that|it|this))\b/i;
const PREVIOUS = /\b(?:previous|preceding|before\s+(?:that|it|this)|one\s+before)\b/i;
/** A word that points back at what the last reply gave ("that walk", "it", "this one"). */
const POINTS_BACK = /\b(?:that|this|it|those|these|them)\b/i;

/**
 * The operation a follow-up asks of a table: the sum of rows it names (plus, added together, come to), a total or an
 * average (table-aggregate.ts), the extreme of a column (a superlative: table-rows.ts), the next or previous row;
 * null when it asks none. Pure but for the lexicon and vectors.
 */
export function tableOperation(followUp: string): TableOperation | null {
  if (ADDS.test(followUp)) return 'sum';
  const op = aggregateAsked(followUp);
  if (op) return op;
  if (superlativeEnd(followUp)) return 'extreme';
  if (NEXT.test(followUp)) return 'next';
  if (PREVIOUS.test(followUp)) return 'previous';
  return null;
}

/** Does a follow-up ask the row after or before the last one ("And at the next site in the table?")? Pure. */
export function asksRowStep(followUp: string): boolean {
  return tableOperation(followUp) === 'next' || tableOperation(followUp) === 'previous';
}

/** A row's label as the reader meets it in a reply: its first cell. */
const labelOf = (row: AskedRow): string => row.cells[0]?.value.trim() ?? '';

/**
 * The row a reply leads with: of the rows whose label the reply states (whole, as written), the one it states first;
 * -1 when it states none. Pure.
 */
export function ledRow(rows: AskedRow[], reply: string): number {
  const text = reply.toLowerCase();
  let best = -1;
  let at = Number.POSITIVE_INFINITY;
  rows.forEach((row, i) => {
    const label = labelOf(row).toLowerCase();
    if (label.length < 2) return;
    // (a label inside a longer one, "Heels" in "Heels, men's", is no mention of its own: the longer one wins at the same place)
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(label)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    if (found && (found.index < at || (found.index === at && label.length > labelOf(rows[best] as AskedRow).length))) {
      best = i;
      at = found.index;
    }
  });
  return best;
}

/** The columns of a table that hold a figure in at least two rows (its label column aside). */
function figureColumns(rows: AskedRow[]): string[] {
  const names = [...new Set(rows.flatMap((r) => r.cells.slice(1).map((c) => c.name)))];
  return names.filter((n) => n !== '' && rows.filter((r) => cellFigure(r.cells.find((c) => c.name === n)?.value ?? '') !== null).length >= 2);
}

export interface TableReply {
  /** The lead: the operation's value in the table's words. */
  sentence: string;
  /** The rows it used, in the order shown. */
  rows: AskedRow[];
  /** For an extreme: every row of the table in the order asked (the cheapest first for "cheapest"). */
  ordered?: AskedRow[];
}

/**
 * How many rows a superlative asks for when a count stands before it ("the three cheapest", "the 5 longest", "top
 * three" is another reading's); null with none. Pure but for the shipped lexicon.
 */
export function rankedCount(followUp: string, ranks: (word: string) => boolean): number | null {
  for (const m of followUp.toLowerCase().matchAll(/\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(\p{L}+)/gu)) {
    const n = numberInWords(m[1] ?? '');
    if (n >= 1 && ranks(m[2] ?? '')) return n;
  }
  return null;
}

/**
 * A follow-up answered from the job's tables: the operation it asks over the table the last reply spoke of (else the
 * one whose headers and labels it names most), its lead sentence and the rows used; null when it asks no operation,
 * or no table answers it (no column named, no row to count, no row after the last one). `previous` is the question
 * asked last and the reply it got (the job's answer before any follow-up). Pure but for the lexicon and vectors.
 */
export function tableFollowUp(lines: AskedRow[], followUp: string, previous: { question: string; reply: string }): TableReply | null {
  const op = tableOperation(followUp);
  if (!op) return null;
  const tables = tableGroups(lines).filter((t) => t.length >= 2);
  if (tables.length === 0) return null;
  const mentions = (t: AskedRow[]): number => {
    const own = new Set(conceptsOf(followUp).map((c) => c.stem));
    const said = new Set(t.flatMap((r) => r.cells.flatMap((c) => words(`${c.name.replace(/_/g, ' ')} ${c.value}`).map(stem))));
    return [...own].filter((s) => said.has(s)).length;
  };
  const led = tables.map((t) => ledRow(t, previous.reply));
  // the table the last reply led with a row of, else the one the follow-up names most
  const order = tables.map((t, i) => ({ t, i, led: led[i] as number, n: mentions(t) })).sort((a, b) => Number(b.led >= 0) - Number(a.led >= 0) || b.n - a.n || a.i - b.i);
  for (const { t, led: at } of order) {
    const reply = onTable(t, op, followUp, previous.question, previous.reply, at);
    if (reply) return reply;
  }
  return null;
}

function onTable(table: AskedRow[], op: TableOperation, followUp: string, previousQuestion: string, previousReply: string, led: number): TableReply | null {
  const units = table.map((r) => ({ ...r, table: 0, score: 1 }));
  const back = (u: (typeof units)[number]): AskedRow => ({ cells: u.cells, citation: u.citation, documentId: u.documentId });
  if (op === 'next' || op === 'previous') {
    if (led < 0) return null;
    const step = op === 'next' ? 1 : -1;
    let i = led + step;
    while (table[i] && isAggregateLabel(labelOf(table[i] as AskedRow))) i += step;
    const row = table[i];
    return row ? { sentence: rowSentence(row.cells), rows: [row] } : { sentence: `${labelOf(table[led] as AskedRow)} is the ${op === 'next' ? 'last' : 'first'} row of the table; there is none ${op === 'next' ? 'after' : 'before'} it.`, rows: [table[led] as AskedRow] };
  }
  if (op === 'extreme') {
    // the follow-up's own words name the column ("cheapest": the price), else with the previous question's ("Which is
    // the largest?" after "How many trees were planted at…?"); a ranking across one row's columns is no answer to it
    const terms = conceptsOf(followUp).map((c) => c.term);
    const found = [extremeInTables(units, terms, followUp), extremeInTables(units, [...terms, ...conceptsOf(previousQuestion).map((c) => c.term)], `${followUp} ${previousQuestion}`)].find((f) => f !== null && f.rows.length >= 2);
    if (!found) return null;
    return { sentence: found.sentence, rows: found.rows.slice(0, 2).map(back), ordered: found.rows.map(back) };
  }
  // the sum of the rows named ("a boot zip plus a pair of men's heels"; the one the last reply gave, pointed at: "that
  // walk and the next one")
  const used = op === 'sum' ? summed(table, followUp, led) : [];
  if (used.length < 2) {
    // (a table whose own row sums the others answers a total itself: table-aggregate.ts)
    if (table.some((r) => isAggregateLabel(labelOf(r)))) return null;
    // a total or an average of the column the follow-up names, else the previous question's ("Add those up")
    const found = aggregateInTables(units, followUp);
    if (found) return { sentence: found.sentence, rows: found.rows.map(back) };
    const agg = aggregateAsked(followUp) ?? (op === 'sum' ? 'total' : null);
    const all = table.map((r) => r.cells);
    const column = agg ? aggregateColumn(all, previousQuestion, agg) : null;
    // (the rows the follow-up keeps, never those the previous question named: "for all the sites")
    const result = agg && column ? aggregateOfColumn(all, followUp, agg, column) : null;
    return result ? { sentence: result.sentence, rows: result.rows.map((i) => table[i] as AskedRow) } : null;
  }
  const cells = used.map((i) => (table[i] as AskedRow).cells);
  const figured = figureColumns(table);
  // (the column the follow-up names, else the previous question's, else the one the last reply stated first, else the
  // table's one column of figures)
  const column = aggregateColumn(cells, followUp, 'total') ?? aggregateColumn(cells, previousQuestion, 'total') ?? statedColumn(figured, previousReply) ?? (figured.length === 1 ? (figured[0] as string) : null);
  if (!column) return null;
  // (the rows are the ones named: no value of theirs filters them further)
  const result = aggregateOfColumn(cells, '', 'total', column);
  if (!result) return null;
  return { sentence: result.sentence, rows: result.rows.map((i) => table[used[i] as number] as AskedRow) };
}

/** Of some columns, the one a reply names first ("Single fare (EUR): Point to Lighthouse (3) < …"), or null. Pure. */
export function statedColumn(names: string[], reply: string): string | null {
  const text = reply.toLowerCase();
  const at = names.map((n) => ({ n, i: text.indexOf(columnPhrase(n).toLowerCase()) })).filter((x) => x.i >= 0).sort((a, b) => a.i - b.i);
  return at[0]?.n ?? null;
}

/** The rows a sum adds: those its parts name, with the row the last reply led with when pointed at and the one after it when asked. */
function summed(table: AskedRow[], followUp: string, led: number): number[] {
  const picked = new Set(rowsNamedInParts(table, followUp));
  if (led >= 0 && POINTS_BACK.test(followUp)) picked.add(led);
  if (led >= 0 && NEXT.test(followUp) && table[led + 1]) picked.add(led + 1);
  return [...picked].sort((a, b) => a - b);
}

/** The parts of a sum asked ("a boot zip PLUS a pair of men's heels", "the tandem AND two adult bikes"). */
const SUM_PARTS = /\bplus\b|\band\b|\bwith\b|,|&|\+/i;

/**
 * The row each part of a sum names: "a boot zip plus a pair of men's heels" → "Zip replacement, boots (each)" and
 * "Heels, men's (pair)". A part names the row whose label shares most of its content words (lemmas, stems), the
 * label's share of them deciding a tie; a part whose best rows tie names none. In part order, each row once. Pure
 * but for the lexicon.
 */
export function rowsNamedInParts(table: AskedRow[], text: string): number[] {
  const stemsOf = (t: string): Set<string> => new Set(words(t.toLowerCase()).filter((w) => !isStopWord(w) && !/^\d/.test(w)).map((w) => stem(lemmaOf(w))));
  const kind = stemsOf(table[0]?.cells[0]?.name.replace(/_/g, ' ') ?? '');
  const labels = table.map((r) => [...stemsOf(labelOf(r))].filter((w) => !kind.has(w)));
  const out: number[] = [];
  for (const part of text.split(SUM_PARTS)) {
    const own = stemsOf(part);
    const scored = labels
      .map((label, i) => ({ i, n: label.filter((w) => own.has(w)).length, share: label.length > 0 ? label.filter((w) => own.has(w)).length / label.length : 0 }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n || b.share - a.share);
    const [best, next] = scored;
    if (!best || (next && next.n === best.n && next.share === best.share)) continue;
    if (!out.includes(best.i)) out.push(best.i);
  }
  return out;
}

/**
 * The column of one row a question asks for: the one a verb names by its root ("did Northgate LOSE" → losses), else
 * the one whose header words the question says most wholly ("the WATER CHARGE on a half plot"; a money word, "cost",
 * "price", asks among the columns of money, "day rate (GBP)" for "How much does a tandem cost for a DAY?"), else, for a
 * money question, the row's one column of money; null when none is asked or two are alike. Pure but for the lexicon
 * and vectors.
 */
export function askedCell(cells: TableCell[], query: string): TableCell | null {
  const own = cells.slice(1).filter((c) => c.name !== '' && c.value.trim() !== '');
  if (own.length < 2) return null;
  const byVerb = verbColumn(own.map((c) => c.name), query);
  if (byVerb) return own.find((c) => c.name === byVerb) ?? null;
  const said = new Set(words(query.toLowerCase()).filter((w) => !isStopWord(w)).map((w) => stem(lemmaOf(w))));
  // (a word of money, never one always said as a verb: "take" is takings only as a noun)
  const money = words(query.toLowerCase()).some((w) => isMoneyNoun(lemmaOf(w)) && verbShareOfForm(w) < 1) || /\bhow\s+much\b(?!\s+\p{L}+\s+(?:is|are|was|were|does|do)\s+there\b)/iu.test(query);
  const pool = money && own.some((c) => moneyHeader(c.name)) ? own.filter((c) => moneyHeader(c.name)) : own;
  const scored = pool
    .map((c) => {
      const header = headerWords(c.name).words.filter((w) => !(money && isMoneyNoun(lemmaOf(w))));
      const n = header.filter((w) => said.has(stem(lemmaOf(w)))).length;
      return { c, n, share: header.length > 0 ? n / header.length : money ? 0.5 : 0 };
    })
    .sort((a, b) => b.share - a.share || b.n - a.n);
  const [best, next] = scored;
  if (best && best.share > 0 && !(next && next.share === best.share && next.n === best.n)) return best.c;
  return money && pool.length === 1 && pool !== own ? (pool[0] ?? null) : null;
}

/**
 * A row's sentence with the cell a question asks for first ("Northgate: losses 3; colonies 14; …" for "How many colonies
 * did Northgate lose?"), or null when no one cell is asked or it is first already. Pure but for the lexicon and vectors.
 */
export function askedFirst(cells: TableCell[], query: string): string | null {
  // ("Which tyre has high puncture resistance?", "Who …": the row's label is what is asked, the cell is what names it)
  if (/^\W*(?:which|who)\b/i.test(query)) return null;
  const cell = askedCell(cells, query);
  if (!cell || cells[1] === cell) return null;
  return rowSentence([cells[0] as TableCell, cell, ...cells.slice(1).filter((c) => c !== cell)]);
}

/** Verbs too light to name a service of their own ("to PUT new heels on", "to GET a key cut"). */
const LIGHT_SERVICE = /^(?:be|have|get|put|make|do|go|take|keep|give|let|see|use|buy|pay|spend|hire|rent|book)$/;

/**
 * The service a money question asks the price of, "How much does Hendry's charge TO DYE a pair of shoes?", when no word
 * of the source's text is of that verb's family (its lemma, stem or WordNet derivation: "dyeing" is dye); null when the
 * question asks none or the source names it. Where a table answers the price of what it lists, a service it does not
 * list is not held: no neighbouring row is its price. Pure but for the lexicon.
 */
export function serviceNotListed(query: string, sourceText: string): string | null {
  const money = /\bhow\s+much\b/i.test(query) || words(query.toLowerCase()).some((w) => isMoneyNoun(lemmaOf(w)) && verbShareOfForm(w) < 1);
  if (!money) return null;
  const verb = /\bto\s+(\p{L}+)/iu.exec(query)?.[1]?.toLowerCase() ?? '';
  const lemma = lemmaOf(verb);
  if (verb === '' || LIGHT_SERVICE.test(lemma) || verbShareOfForm(verb) < 0.5 || isMoneyNoun(lemma)) return null;
  const own = stem(lemma);
  const named = words(sourceText.toLowerCase()).some((w) => {
    const s = stem(lemmaOf(w));
    return s === own || stem(w) === own || (own.length >= 3 && (sameFamily(own, s) || sameFamily(s, own)));
  });
  return named ? null : lemma;
}

/** The sentence that says so: "None of the rows of "hendrys price list" is for "dye" (it lists heels, …)." Pure. */
export function notListedSentence(service: string, title: string, labels: string[]): string {
  const shown = labels.slice(0, 6).join('; ');
  const more = labels.length > 6 ? `; and ${labels.length - 6} more` : '';
  return `None of the entries of "${title}" is for "${service}", so your sources give no price for it (it lists ${shown}${more}).`;
}
