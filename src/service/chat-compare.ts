// "Do the sources agree?": whether the job's sources agree, read from each source's own verdict on the
// research's yes/no question, or from the amount each states when the question asks for one ("How many
// passengers…": 38 against 41), said in one line before their sentences side by side. A question with
// neither has nothing to compare, and the line says so instead of claiming agreement. Pure.
import { amountIn, type Dimension } from './amounts';
import { numberValue } from './threshold';

export type SourceVerdict = 'yes' | 'no' | 'qualified' | 'unstated' | null;

/** The verdict an answer's lead-in states ("Your sources point to no: …"), or null when it states none. */
export function verdictOfAnswer(content: string): SourceVerdict {
  const m = /^(?:On "[^"]*", your|Your) sources (point to yes|point to no|give a qualified answer|do not say this outright)/m.exec(content);
  if (!m) return null;
  return m[1] === 'point to yes' ? 'yes' : m[1] === 'point to no' ? 'no' : m[1] === 'give a qualified answer' ? 'qualified' : 'unstated';
}

const SAID: Record<Exclude<SourceVerdict, null>, string> = { yes: 'points to yes', no: 'points to no', qualified: 'gives a qualified answer', unstated: 'does not say either way' };
const SAY: Record<'yes' | 'no' | 'qualified', string> = { yes: 'point to yes', no: 'point to no', qualified: 'give a qualified answer' };

/** The value of an amount as written ("38 passengers", "NOK 1,200", "about forty years"): its first number, NaN when none. */
export function amountValue(amount: string): number {
  const m = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\b/i.exec(amount);
  return m ? numberValue(m[0]) : Number.NaN;
}

/**
 * The line that answers "Do the sources agree?" over two or more sources: their own verdicts on a yes/no
 * question, else the amounts they state (each as written, with its [n]) when the question asks for one.
 */
export function agreementLine(question: string, sources: { title: string; verdict: SourceVerdict; amount?: string | null; citation?: number }[]): string {
  const asked = question.trim().replace(/[?.!\s]+$/, '');
  const stated = sources.filter((s) => s.verdict === 'yes' || s.verdict === 'no' || s.verdict === 'qualified');
  if (sources.every((s) => s.verdict === null)) {
    const amounts = sources.filter((s) => s.amount && !Number.isNaN(amountValue(s.amount)));
    const figures = amounts.map((s) => `"${s.title}" says ${s.amount ?? ''}${s.citation ? ` [${s.citation}]` : ''}`).join('; ');
    if (amounts.length >= 2 && new Set(amounts.map((s) => amountValue(s.amount ?? ''))).size > 1) return `On "${asked}", they give different figures: ${figures}. What each says:`;
    if (amounts.length >= 2 && amounts.length === sources.length) return `On "${asked}", they agree on the figure: ${figures}. What each says:`;
    // no claim that they agree or that they give no figures: only that Quire could not compare them
    return `Quire cannot tell whether they agree on "${asked}": it compares the sources' verdicts on a yes/no question and the figures it can read for what is asked, and found neither to compare here. What each of the ${sources.length} sources says on it, side by side:`;
  }
  const each = sources.map((s) => `"${s.title}" ${SAID[s.verdict ?? 'unstated']}`).join('; ');
  const kinds = new Set(stated.map((s) => s.verdict));
  if (stated.length >= 2 && kinds.size === 1) {
    const all = stated.length === sources.length ? (sources.length === 2 ? 'both' : `all ${sources.length}`) : `${stated.length} of ${sources.length}`;
    const verdict = stated[0]?.verdict === 'no' ? 'no' : stated[0]?.verdict === 'qualified' ? 'qualified' : 'yes';
    return `On "${asked}", they agree: ${all} ${SAY[verdict]}${stated.length < sources.length ? ', the others do not say either way' : ''}. What each says:`;
  }
  if (kinds.size > 1) return `On "${asked}", they do not agree: ${each}. What each says:`;
  return `On "${asked}", only one source takes a side, so there is nothing to agree or disagree with: ${each}. What each says:`;
}

/**
 * The amount a sentence states for what a question asks: for "How many <things>…" the number before that
 * noun ("38 passengers", "41 of the passengers" not needed), else the first amount of the asked kind. Null when none.
 */
export function askedAmount(question: string, sentence: string, dimension: Dimension): string | null {
  const noun = /\bhow many\s+(\p{L}{3,})/iu.exec(question)?.[1];
  if (dimension === 'count' && noun) {
    const stem = noun.toLowerCase().slice(0, Math.max(3, noun.length - 2));
    const m = new RegExp(String.raw`(?<![\d:.,])\b(?:\d{1,3}(?:,\d{3})+|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s+(?:\p{L}+\s+){0,2}${stem}\p{L}*`, 'iu').exec(sentence);
    if (m) return m[0];
  }
  return amountIn(sentence, dimension);
}
