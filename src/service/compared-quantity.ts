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

/**
 * A column name's words that say what it measures: those before "per" ("Cost per square metre" → cost; "Weight (kg per
 * m²)" → weight, kg) and before "to"/"until"/"before" ("Days to first harvest" measures days, not harvest). Pure.
 */
export function measuredPart(columnName: string): string {
  return columnName.replace(/\bper\b[^()]*/gi, ' ').replace(/\s(?:to|until|till|before)\s[^()]*/gi, ' ').replace(/\s+/g, ' ').trim();
}

/** Comparatives of amount or degree: +1 more of what follows, −1 less (a closed class of English comparatives). */
const MORE_OF = /^(?:higher|greater|larger|bigger)$/;
const LESS_OF = /^(?:lower|smaller)$/;

/**
 * The direction a comparison's words give to the thing asked when a comparative of amount stands before it ("HIGHER
 * noise levels than" for "more noise": +1; "lower noise levels": −1); 0 when no such comparative precedes a word
 * `asked` accepts. `words` the comparison's words before "than". Pure.
 */
export function amountComparative(words: string[], asked: (word: string) => boolean): number {
  for (const [i, w] of words.entries()) {
    if (!MORE_OF.test(w) && !LESS_OF.test(w)) continue;
    if (words.slice(i + 1).some(asked)) return MORE_OF.test(w) ? 1 : -1;
  }
  return 0;
}

/**
 * The head noun a pro-form stands for where the subject's words run on into its verb ("than chemical ONES" after "Do
 * mineral sunscreens protect…": sunscreens, which with "protect" would name the subject in any sentence on sunscreens
 * protecting): the word before the verb (`isVerb`); null where no verb follows the subject's words ("Is a wool jumper
 * more expensive than a cotton one?": its words name the subject as they are). Pure.
 */
export function proFormHead(subjectWords: string[], isVerb: (word: string) => boolean): string | null {
  const verbAt = subjectWords.findIndex((w, i) => i > 0 && isVerb(w));
  return verbAt > 0 ? (subjectWords[verbAt - 1] ?? null) : null;
}
