// Each side's figure in a document of its own (used by verdict.ts): "Is the Kestrel cheaper than the Falcon?" over a
// review of each, whose figures are said of "it" ("It weighs 22 kg and sells for €2,400."). A document naming one
// side of the comparison and not the other is that side's, and so is each sentence of it; the figures of the quantity
// compared (comparison.ts figuresVerdict: the unit of the comparative's kind) decide, and the answer cites both
// sentences. Only documents with a unit among those the question draws on. Pure but for the lexicon.
import { comparisonQuestion, figuresVerdict, namesSide, type ComparisonQuestion } from './comparison';

interface SideUnit {
  documentId: string;
  sentences: string[];
  order?: number;
  place?: number;
}

/** Which side a document is on: the one its text names when it names one only; null otherwise. Pure but for the stemmer. */
export function documentSide(text: string, q: ComparisonQuestion): 'subject' | 'other' | null {
  const [s, o] = [namesSide(text, q.subject), namesSide(text, q.other)];
  return s === o ? null : s ? 'subject' : 'other';
}

/**
 * The side a sentence naming neither side is of by where it stands: the one its section's heading names alone, else the
 * one its document's title names alone ("Weight: 4.1 kg" in the specification table of "Pipit 14 Balance Bike", for "Is
 * the Pipit 14 heavier than the Pipit 12?"); null when the sentence names a side itself (its own words decide), names
 * the kind both sides are ("the Pipit range", "Pipit 16 Pedal Bike": another of the kind, or all of it), or nothing
 * above it names one side alone. Pure but for the stemmer.
 */
export function headedSide(sentence: string, heading: string, title: string, q: ComparisonQuestion): 'subject' | 'other' | null {
  if (namesSide(sentence, q.subject) || namesSide(sentence, q.other)) return null;
  if ((q.shared ?? []).some((w) => namesSide(sentence, [w]))) return null;
  return documentSide(heading, q) ?? (namesSide(heading, q.subject) || namesSide(heading, q.other) ? null : documentSide(title, q));
}

/**
 * A side's name as the question writes it, with the words both sides share where the question gives them beside it:
 * "Pipit 14 balance bike" of "Is the Pipit 14 balance bike heavier than the Pipit 12?", "Mowmaster M40"; the subject
 * from the words before "than", the other side from those after. Pure.
 */
export function sideName(q: ComparisonQuestion, side: 'subject' | 'other', query: string): string {
  const own = new Set([...(side === 'subject' ? q.subject : q.other), ...(q.shared ?? [])]);
  const at = query.search(/\bthan\b/i);
  const span = at < 0 ? query : side === 'subject' ? query.slice(0, at) : query.slice(at);
  const tokens = [...span.matchAll(/[\p{L}\p{N}][\p{L}\p{N}-]*(?:['’]s)?/gu)].map((m) => m[0].replace(/['’]s$/, ''));
  // (the run from the first of the side's words to its last own word: "Pipit 14 balance bike")
  const marks = tokens.map((t) => own.has(t.toLowerCase()));
  const first = marks.indexOf(true);
  const lastOwn = tokens.reduce((last, t, i) => ((side === 'subject' ? q.subject : q.other).includes(t.toLowerCase()) ? i : last), -1);
  if (first < 0 || lastOwn < first) return (side === 'subject' ? q.subject : q.other).join(' ');
  // (and the kind written right after it: "hazel DORMICE")
  let end = lastOwn + 1;
  while (marks[end]) end += 1;
  return tokens.slice(first, end).filter((t, i) => marks[first + i] || /^\d/.test(t)).join(' ');
}

/**
 * The verdict the figures of two one-sided documents give, with the unit stating each side's figure; null unless one
 * document is on each side and their figures of the quantity compared decide. `near`: the units the question draws
 * on, any score above none (their documents are read whole). Pure but for the lexicon.
 */
export function figuresBySide<T extends SideUnit>(units: T[], near: T[], q: ComparisonQuestion, titles: ReadonlyMap<string, string> = new Map()): { verdict: 'yes' | 'no' | 'qualified'; subject: T; other: T } | null {
  if (q.topic !== undefined || q.groups) return null;
  const documents = [...new Set(near.map((u) => u.documentId))];
  // (its title with its text: "Mowmaster M40 … specification" names the brand its lines leave out, "The M40 is …")
  const sideOf = new Map(documents.map((id) => [id, documentSide([titles.get(id) ?? '', ...units.filter((u) => u.documentId === id).map((u) => u.sentences.join(' '))].join(' '), q)]));
  const sided = documents.filter((id) => sideOf.get(id) !== null);
  if (!sided.some((id) => sideOf.get(id) === 'subject') || !sided.some((id) => sideOf.get(id) === 'other')) return null;
  const position = (u: T): number => u.place ?? u.order ?? 0;
  const all = sided.flatMap((id) => units.filter((u) => u.documentId === id).sort((a, b) => position(a) - position(b))).flatMap((u) => u.sentences.map((s) => ({ u, s })));
  const found = figuresVerdict(
    all.map((x) => x.s),
    q,
    [],
    all.map((x) => sideOf.get(x.u.documentId) ?? null),
  );
  const subject = found ? all[found.subjectSentence]?.u : undefined;
  const other = found ? all[found.otherSentence]?.u : undefined;
  return found && subject && other && subject.documentId !== other.documentId ? { verdict: found.verdict, subject, other } : null;
}

/**
 * Does a comparison's answer rest on the figures of both sides, set out in its opening points ("[The Falcon Tour]
 * weighs 18 kg and sells for €2,900. [The Kestrel City] … €2,400." for "Is the Falcon cheaper than the Kestrel?")?
 * Then its verdict is grounded though no point says "cheaper" (chat.ts). Pure but for the lexicon.
 */
export function groundedByFigures(question: string, points: string[]): boolean {
  const q = comparisonQuestion(question);
  return q !== null && figuresVerdict(points, q) !== null;
}

/**
 * The documents on one side only, where there is one on each side (the Kestrel's review and the Falcon's): each side's
 * own figure may be read from its document; empty otherwise (a page on battery storage naming "battery" and "percent"
 * is no side of "20 to 80 percent against 0 to 100" where no document is on the other side). Pure but for the stemmer.
 */
export function pairedSideDocuments(passages: { documentId: string; text: string }[], q: ComparisonQuestion): string[] {
  const ids = [...new Set(passages.map((p) => p.documentId))];
  const sides = ids.map((id) => ({ id, side: documentSide(passages.filter((p) => p.documentId === id).map((p) => p.text).join(' '), q) }));
  const paired = sides.some((x) => x.side === 'subject') && sides.some((x) => x.side === 'other');
  return paired ? sides.filter((x) => x.side !== null).map((x) => x.id) : [];
}
