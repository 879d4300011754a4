// Follow-up chat: a question offering two alternatives that share their last word ("is that income limit BEFORE or
// AFTER tax?", "is it paid weekly or monthly?"). Its answer is the sentence that names one alternative, not a yes
// or a no: "Your sources do not say this outright; what they say:" led by the income limit's new figure, with
// "combined gross income (before tax)" third, buried. Owns reading the alternatives from the question's shape and
// choosing the cited line that leads. Pure.
import { LEAD_IN } from './compose';

/** A reply line: its text and its [n] citations. */
export interface AlternativeLine {
  text: string;
  citations: number[];
}

/**
 * The two alternatives a question offers, as phrases ("before tax", "after tax"; "weekly", "monthly"), read from
 * its last clause: "A or B N?" (the shared last word N) or "A or B?" (single words); null with no "or" so placed, or
 * alternatives that are the same word. Pure.
 */
export function alternativesAsked(question: string): [string, string] | null {
  const clause = (question.split(/[,;:]|\s[-–—]\s/).pop() ?? '').trim().toLowerCase().replace(/[?.!\s]+$/, '');
  const shared = /(?:^|\s)([\p{L}-]+)\s+or\s+([\p{L}-]+)\s+([\p{L}-]+)$/u.exec(clause);
  // ("before or after tax": both alternatives are words of one kind before the shared one; "weekly or monthly": none shared)
  if (shared && shared[1] !== shared[2]) return [`${shared[1]} ${shared[3]}`, `${shared[2]} ${shared[3]}`];
  const bare = /(?:^|\s)([\p{L}-]+)\s+or\s+([\p{L}-]+)$/u.exec(clause);
  if (bare && bare[1] !== bare[2]) return [bare[1] ?? '', bare[2] ?? ''];
  return null;
}

const says = (text: string, phrase: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\W+')}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * The reply led by its first cited line that names exactly one of the alternatives (its lead-in, a yes/no's or a
 * hedge's, dropped: the alternative named is the answer), the other lines from the old lead on after it in their
 * order (the notes before the old lead go with it); null when the
 * question offers none, no cited line names just one, or that line leads already. Pure.
 */
export function alternativeLed<T extends AlternativeLine>(question: string, reply: T[]): T[] | null {
  const pair = alternativesAsked(question);
  if (!pair) return null;
  const cited = reply.filter((r) => r.citations.length > 0);
  const answering = cited.find((r) => says(r.text, pair[0]) !== says(r.text, pair[1]));
  if (!answering || answering === cited[0]) return null;
  const plain = (r: T): T => ({ ...r, text: r.text.replace(LEAD_IN, '') });
  // (the notes before the old lead were about it; the lines after it stay)
  const start = reply.indexOf(cited[0] as T);
  return [plain(answering), ...reply.filter((r, i) => r !== answering && i >= start).map(plain)];
}
