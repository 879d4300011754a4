// The quantity a comparison is judged on (used by comparison.ts): the verb before the comparative says it when it
// measures something of its own ("LAST longer": years, not metres; "WEIGH less": kilograms; "COST more": money), and a
// table column's own measure is the words before its "per" ("Cost per square metre" measures money, not length; the
// area is what each figure is given for). Pure.

/** What a verb before a comparative measures (a closed set of measuring verbs and the kind of figure each gives); null for any other verb. */
const MEASURING_VERBS: Record<string, string[]> = {
  last: ['time'], lasts: ['time'], endure: ['time'], endures: ['time'], survive: ['time'], survives: ['time'], live: ['time'], lives: ['time'], take: ['time'], takes: ['time'],
  weigh: ['weight'], weighs: ['weight'],
  cost: ['money'], costs: ['money'], sell: ['money'], sells: ['money'], pay: ['money'], charge: ['money'], charges: ['money'],
  run: ['length', 'speed'], go: ['length', 'speed'], travel: ['length', 'speed'], reach: ['length'], stretch: ['length'],
};

/**
 * The kinds of figure a comparison measures when the word before its comparative is a measuring verb ("Does slate
 * LAST longer than…": time; "Does the Falcon GO farther…": length); null otherwise. `tokens` the question's words,
 * `at` where the comparative stands. Pure.
 */
export function verbMeasure(tokens: string[], at: number): string[] | null {
  return MEASURING_VERBS[tokens[at - 1] ?? ''] ?? null;
}

/** A column name's words that say what it measures: those before "per" ("Cost per square metre" → cost; "Weight (kg per m²)" → weight, kg). Pure. */
export function measuredPart(columnName: string): string {
  return columnName.replace(/\bper\b[^()]*/gi, ' ').replace(/\s+/g, ' ').trim();
}
