// Dates written the ISO way in data ("2024-06", "2024-06-14": a CSV's month column) say a month a question names
// in words ("in June", "June 2024"): the month's name, for coverage (concepts.ts stemsOf) and for a table row's label
// (table-rows.ts namedRowWeights, passage.ts rowSentence). Pure.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2024-06" or "2024-06-14" standing alone (not inside a longer code or a range of numbers "10-12"). */
const ISO = /(?<![\p{L}\p{N}-])((?:1[89]|20)\d{2})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?(?![\p{L}\p{N}]|-\d)/gu;

/** The months (with their years) the ISO dates of a text name: "2024-06: badger 29" → ["June 2024"]. Pure. */
export function isoMonths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(ISO)) {
    const name = `${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1] ?? ''}`;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** A label that is only an ISO month or date, read with its month named: "2024-06" → "2024-06 (June 2024)"; any other label as it is. Pure. */
export function withMonthNamed(label: string): string {
  const t = label.trim();
  const months = isoMonths(t);
  return months.length === 1 && /^\d{4}-\d{2}(?:-\d{2})?$/.test(t) ? `${t} (${months[0] ?? ''})` : label;
}
