// An FAQ answer that opens "Yes," and then only finishes its question heading: "Can I take photographs?" →
// "Yes, with your own camera or phone, if you buy a photography permit for £5 a day." Cited alone it is a
// fragment (fragments.ts); the question, said as granted, stands before it in square brackets instead:
// "[You can take photographs] with your own camera or phone, if you buy…". Only a yes: a "No, …" joined
// with a question said the other way round would put words in the source's mouth. Pure but for the shipped tables.

import { ASKER } from './amount-focus';
import { isFragment, opensWithPreposition } from './fragments';

/** The yes that opens an answer: "Yes,", "Yes -", "Yes." */
const YES = /^yes\b[,.!:;]?\s*(?:[-–—]\s*)?/i;

/** The asker's words said to them: "bring my dog" → "bring your dog" (amount-focus.ts ASKER, and the reflexives). */
const TO_READER: Record<string, string> = { ...ASKER, myself: 'yourself', ourselves: 'yourselves' };
function toReader(words: string): string {
  return words.replace(/\b(?:I|me|my|mine|we|us|our|ours|myself|ourselves)\b/gi, (w) => TO_READER[w.toLowerCase()] ?? w);
}

/**
 * The statement a yes/no question heading asks, as the "Yes" that answers it grants it, and the rest of the
 * answer after its "Yes": "Can I / we …?" and "May I …?" → "You can / may …"; "Do I / we …?" → "You …";
 * "Is there …?" → "There is …", "Are there …?" → "There are …". Null for any other question or answer. Pure.
 */
export function grantedStatement(question: string, answer: string): { statement: string; rest: string } | null {
  const yes = YES.exec(answer.trim());
  if (!yes) return null;
  const rest = answer.trim().slice(yes[0].length);
  // (only where what follows the yes finishes the question: "Yes, you can book online." says it itself)
  if (!/^\p{L}/u.test(rest) || !(opensWithPreposition(rest) || isFragment(rest))) return null;
  const q = question.trim();
  const modal = /^(can|may|could)\s+(?:i|we)\s+([^?]+?)\s*\?$/i.exec(q);
  if (modal) return { statement: `You ${(modal[1] ?? '').toLowerCase() === 'may' ? 'may' : 'can'} ${toReader(modal[2] ?? '')}`, rest };
  const does = /^do\s+(?:i|we)\s+([^?]+?)\s*\?$/i.exec(q);
  if (does) return { statement: `You ${toReader(does[1] ?? '')}`, rest };
  const there = /^(is|are)\s+there\s+([^?]+?)\s*\?$/i.exec(q);
  if (there) return { statement: `There ${(there[1] ?? '').toLowerCase()} ${toReader(there[2] ?? '')}`, rest };
  return null;
}
