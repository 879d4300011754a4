// A choice between two things ("Which lasts longer, natural slate or clay tiles?", "Which is heavier, the Kestrel or
// the Falcon?"): read as the comparison of the first with the second ("Does natural slate last longer than clay
// tiles?"), answered by the same reading (comparison.ts, table-compare.ts, figure-sides.ts), and its yes or no said as
// the thing chosen ("Of the two, your sources point to natural slate: …"). Anything else (sources that disagree, or
// that do not say) is said as the comparison says it. Used by compose.ts. Pure but for the lexicon.
import { comparativeLemma } from './comparison';
import { baseForms } from './lexicon';
import { escapeRegExp } from '../shared/regexp';

export interface ChoiceQuestion {
  /** The comparison asked, "Does natural slate last longer than clay tiles?". */
  comparison: string;
  /** The two things as the question writes them, first and second. */
  first: string;
  second: string;
}

const BE = /^(?:is|are|was|were)$/i;

/**
 * The comparison a "which …, A or B?" question asks, or null: the predicate after "which" must hold a comparative
 * ("heavier", "longer", "more expensive", "less") for "than" to follow; a be-verb opens the comparison as it is ("Is A
 * heavier than B?"), another verb in its base form after "does"/"do" ("Does A last longer than B?"). Pure but for the lexicon.
 */
export function choiceQuestion(query: string): ChoiceQuestion | null {
  const m = /^\s*which(?:\s+one)?(?:\s+of\s+(?:the|these|those)\s+two)?\s+([^,]+?),\s*(?:the\s+|a\s+|an\s+)?([^,]+?)\s+or\s+(?:the\s+|a\s+|an\s+)?([^,]+?)\s*[?.!]*\s*$/i.exec(query);
  if (!m) return null;
  const predicate = (m[1] ?? '').trim().split(/\s+/);
  const first = (m[2] ?? '').trim();
  const second = (m[3] ?? '').trim();
  const verb = predicate[0] ?? '';
  // (the comparative: "more"/"less"/"fewer" and the word after it, if any, or a word of "-er" that is one)
  const at = predicate.findIndex((w, i) => i > 0 && (/^(?:more|less|fewer|better|worse)$/i.test(w) || comparativeLemma(w.toLowerCase()) !== null));
  if (at < 1 || !first || !second || first.split(/\s+/).length > 5 || second.split(/\s+/).length > 5) return null;
  const end = /^(?:more|less|fewer)$/i.test(predicate[at] ?? '') && predicate[at + 1] && comparativeLemma(predicate[at + 1] ?? '') === null && at + 1 < predicate.length ? at + 2 : at + 1;
  const before = predicate.slice(1, end).join(' ');
  const after = predicate.slice(end).join(' ');
  const withArticle = (side: string): string => {
    const written = new RegExp(`\\b(the|a|an)\\s+${escapeRegExp(side)}`, 'i').exec(query);
    return written ? `${written[1]?.toLowerCase()} ${side}` : side;
  };
  const a = withArticle(first);
  const b = withArticle(second);
  const tail = after ? ` ${after}` : '';
  if (BE.test(verb)) return { comparison: `${cap(verb.toLowerCase())} ${a} ${before} than ${b}${tail}?`, first: a, second: b };
  const base = baseForms(verb.toLowerCase()).find((f) => f !== verb.toLowerCase()) ?? verb.toLowerCase();
  if (!/s$/i.test(verb) || base === verb.toLowerCase()) return null;
  const rest = before ? ` ${before}` : '';
  return { comparison: `Does ${a} ${base}${rest} than ${b}${tail}?`, first: a, second: b };
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The lead-in for the thing chosen, given the comparison's verdict: "Of the two, your sources point to natural slate: "; null for any verdict but yes or no. Pure. */
export function choiceLeadIn(choice: ChoiceQuestion, verdict: string | undefined): string | null {
  if (verdict !== 'yes' && verdict !== 'no') return null;
  return `Of the two, your sources point to ${verdict === 'yes' ? choice.first : choice.second}: `;
}
