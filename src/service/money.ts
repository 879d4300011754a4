// What a sum of money looks like in a source: a currency sign before a figure ("£30", "$ 4.50"), a sign or an ISO code in
// brackets before it (a table row's "day rate (GBP) 48", "Price (£) 12"), a code before it ("EUR 40") or a currency word
// after it ("30 pounds", "75p"). One pattern for every module that asks whether a sentence gives a sum.
export const SUM = /[£$€¥]\s?\d|\(\s*(?:[£$€¥]|NOK|SEK|DKK|EUR|USD|GBP|CHF|AUD|CAD|NZD|JPY)\s*\)\s*\d|\b\d[\d,.]*\s*(?:pounds?|dollars?|euros?|pence|p\b|cents?|francs?|krona|kronor|kroner|yen)\b|\b(?:NOK|SEK|DKK|EUR|USD|GBP|CHF|AUD|CAD|NZD|JPY)\s?\d/i;

/** Does a text give a sum of money? Pure. */
export function givesSum(text: string): boolean {
  return SUM.test(text);
}
