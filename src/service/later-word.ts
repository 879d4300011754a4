// The later word (used by compose.ts): when the sources hold an earlier and a later statement on the asked point (two
// dated notices, a leaflet and the edition that replaces it, a page and the update at its top), what holds now is the
// later one, and the answer leads with it and says what it changed. Owns when a document says it was written, read from
// the document itself (byline.ts: front matter, a dated or credit line, a byline; else a short line near its top that
// is mostly a date, "Sent 29 January 2027"; else a year in its title, "Caring for a found hedgehog (2024 update)"), the
// dates a document names as what it replaces ("this replaces our notice of 12 January"), and the order of two
// statements: the later-dated document, or the one that names the other's date as what it replaces; in one document, a
// passage opened by an update label ("Update (March 2025):", updates.ts) over the text it updates. Nothing is guessed:
// two statements none of this orders are left as they are. Pure.

import { createRequire } from 'node:module';
import { bylineOf } from './byline';
import { saysReplaces } from './sources-stand';
import { MONTHS } from './months';

// chrono-node is loaded on the first date read, not when the service starts: requiring it costs ~90-190 ms, which the
// embedded service's spawn-to-ready time paid on every start (startup.bench.ts: 3.4x of `node -e 0` before it, 5.3-5.4x
// with it at the top). Memoised after the first read.
const requireLater = createRequire(import.meta.url);
let chrono: typeof import('chrono-node') | null = null;
function chronoGB(): typeof import('chrono-node').en.GB {
  chrono ??= requireLater('chrono-node') as typeof import('chrono-node');
  return chrono.en.GB;
}

/** A date as a document states it: year, and month and day where it gives them. */
export interface StatedDate {
  year: number | null;
  month: number | null;
  day: number | null;
}

// (the reference only fills what a date leaves out, which is never read: only the parts a date states are kept)
const REFERENCE = new Date(2000, 0, 1);

/** A year as documents in the library name them (1900-2099), else null. */
function plausibleYear(year: number): number | null {
  return year >= 1900 && year <= 2099 ? year : null;
}

/**
 * The dates a text names, in order: "12 January 2027", "January 12, 2027", "2027-01-12", "12/01/2027" (day first),
 * "March 2025", "12 January" (no year), a bare year. Read by chrono-node (British English, day before month); only the
 * parts a date states are kept, and only a date written with a figure ("Monday", "today" name no date of a document).
 * A bare year, which chrono leaves alone, is read where no date holds it. Pure.
 */
export function datesIn(text: string): StatedDate[] {
  const out: { at: number; date: StatedDate }[] = [];
  const taken: [number, number][] = [];
  for (const r of chronoGB().parse(text, REFERENCE)) {
    const s = r.start;
    const year = s.isCertain('year') ? plausibleYear(s.get('year') ?? 0) : null;
    const month = s.isCertain('month') ? (s.get('month') ?? null) : null;
    const day = s.isCertain('day') ? (s.get('day') ?? null) : null;
    if (!/\d/.test(r.text) || (year === null && month === null)) continue;
    taken.push([r.index, r.index + r.text.length]);
    out.push({ at: r.index, date: { year, month, day } });
  }
  for (const m of text.matchAll(/\b((?:19|20)\d{2})\b/g)) {
    const at = m.index ?? 0;
    if (taken.some(([a, b]) => at >= a && at < b)) continue;
    out.push({ at, date: { year: Number(m[1]), month: null, day: null } });
  }
  return out.sort((a, b) => a.at - b.at).map((x) => x.date);
}

/** The date a document gives itself, or null when it gives none. Pure. */
export function ownDate(raw: string, title: string): StatedDate | null {
  const stated = bylineOf(raw).date;
  const fromByline = stated ? datesIn(stated).find((d) => d.year !== null) : undefined;
  if (fromByline) return fromByline;
  // a short line near its top that is mostly a date ("Sent 12 January 2027", "Issued: 3 May 2025"): its own date
  const top = raw.slice(0, 1200).replace(/<[^>]+>/g, '\n').split('\n').map((l) => l.trim()).filter((l) => l !== '').slice(0, 6);
  for (const line of top) {
    if (line.split(/\s+/).length > 6) continue;
    const d = datesIn(line).find((x) => x.year !== null && x.month !== null);
    if (d) return d;
  }
  // a year in its title ("(leaflet, 2019)", "notice, 2024", "2024 update")
  const years = datesIn(title).filter((d) => d.year !== null);
  return years.length === 1 ? (years[0] ?? null) : null;
}

/** The dates a document names in a sentence saying it replaces or updates another ("replaces our notice of 12 January"). Pure. */
export function replacedDates(sentences: string[]): StatedDate[] {
  return sentences.filter((s) => saysReplaces(s)).flatMap((s) => datesIn(s));
}

/** Does a stated date fit another (every part both give is the same)? Pure. */
export function sameDate(a: StatedDate, b: StatedDate): boolean {
  const parts: (keyof StatedDate)[] = ['year', 'month', 'day'];
  const shared = parts.filter((p) => a[p] !== null && b[p] !== null);
  return shared.length > 0 && shared.includes(a.year !== null && b.year !== null ? 'year' : 'month') && shared.every((p) => a[p] === b[p]);
}

/** Which of two dates is later: 1 (a), -1 (b), 0 when they do not say (either missing, or equal as far as both go). Pure. */
export function compareDates(a: StatedDate | null, b: StatedDate | null): number {
  if (!a || !b || a.year === null || b.year === null) return 0;
  if (a.year !== b.year) return a.year > b.year ? 1 : -1;
  if (a.month === null || b.month === null || a.month === b.month) {
    if (a.month === null || b.month === null || a.day === null || b.day === null || a.day === b.day) return 0;
    return a.day > b.day ? 1 : -1;
  }
  return a.month > b.month ? 1 : -1;
}

/** What the later word needs to know of a document. */
export interface Dated {
  date: StatedDate | null;
  /** The dates it names as what it replaces or updates. */
  replaces: StatedDate[];
}

/** A document's dating, read from its own text (its lines as saved, a notice's heading line among them). Pure. */
export function datedDocument(raw: string, title: string): Dated {
  const date = ownDate(raw, title);
  const lines = raw.replace(/<[^>]+>/g, '\n').split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u).map((l) => l.trim()).filter((l) => l !== '');
  // (its own date named beside the one it replaces, "This 2024 leaflet replaces our 2019 leaflet", is not what it replaces)
  return { date, replaces: replacedDates(lines).filter((d) => !(date && sameDate(d, date))) };
}

/** Does document a say it replaces document b (it names b's own date as what it replaces)? Pure. */
export function replacesDocument(a: Dated, b: Dated): boolean {
  return b.date !== null && a.replaces.some((d) => sameDate(d, b.date as StatedDate));
}

/**
 * Is document a the later word over document b? It names b's date as what it replaces, or both give their own dates
 * and a's is later (and b does not name a's date as replaced). Pure.
 */
export function laterDocument(a: Dated, b: Dated): boolean {
  const aReplacesB = replacesDocument(a, b);
  const bReplacesA = replacesDocument(b, a);
  if (aReplacesB !== bReplacesA) return aReplacesB;
  return compareDates(a.date, b.date) > 0;
}

/** How a date is said in the answer ("12 January 2027", "March 2025", "2019"). Pure. */
export function saidDate(d: StatedDate): string {
  const month = d.month !== null ? `${(MONTHS[d.month - 1] ?? '').replace(/^./, (c) => c.toUpperCase())}` : '';
  return [d.day !== null && month ? String(d.day) : '', month, d.year !== null ? String(d.year) : ''].filter((x) => x !== '').join(' ');
}

/**
 * Do two statements say different things on their point, as far as their words show: both give figures (years
 * aside) and they differ, or one is negated where the other is not ("closed from 1 February" / "will go ahead as normal" differ in figures; "Never give a
 * hedgehog milk" / "bread soaked in milk can be given" in polarity). Pure.
 */
export function saysOtherwise(a: string, b: string): boolean {
  // (a year is when, not what: "closed in March 2022" and "traders who held a licence in March 2022" say no other figure)
  const figures = (t: string): Set<string> => new Set((t.match(/\d+(?:[.,]\d+)*/g) ?? []).map((x) => x.replace(/,/g, '')).filter((x) => !/^(?:1[89]|20)\d{2}$/.test(x)));
  const fa = figures(a);
  const fb = figures(b);
  if (fa.size > 0 && fb.size > 0 && ([...fa].some((x) => !fb.has(x)) || [...fb].some((x) => !fa.has(x)))) return true;
  const negated = (t: string): boolean => /\b(?:no|not|never|none|cannot|can't|won't|isn't|aren't|doesn't|don't|didn't|no longer)\b|n't\b/i.test(t);
  return negated(a) !== negated(b);
}

/** A statement's figures, years aside (a year is when, not what), as written without thousands commas. */
function figuresOf(text: string): Set<string> {
  return new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((x) => x.replace(/,/g, '')).filter((x) => !/^(?:1[89]|20)\d{2}$/.test(x)));
}

/**
 * Does an update speak of what a text of its own page says, so that the text may be said to be what the page said
 * before it: a figure in common ("rises from £36,000 to £38,500" and "must be below £36,000"), or two content words in
 * common beyond the question's (`sharedWords`: "fares", "cabin" for a guitar on board). One word in common, "assessed"
 * and "an assessment", is no such thing. Pure.
 */
export function speaksOfSame(update: string, text: string, sharedWords: number): boolean {
  if (sharedWords >= 2) return true;
  const theirs = figuresOf(text);
  return [...figuresOf(update)].some((x) => theirs.has(x));
}

/** The words before the earlier statement, placed after the later one that leads: what the later word changed. Pure. */
export function earlierLine(date: StatedDate | null, sameDocument: boolean, otherwise: boolean): string {
  if (sameDocument) return otherwise ? 'By contrast, before its update your source had said: ' : 'Before its update, your source said: ';
  const when = date ? ` (${saidDate(date)})` : '';
  return otherwise ? `By contrast, an earlier one of your sources${when} had said: ` : `An earlier one of your sources${when} said: `;
}

/**
 * The words before the later statement when it leads over an earlier one; with the yes or no read off the later
 * statement itself, that verdict first ("Your sources point to no; the latest (24 June 2025) says: "). Pure.
 */
export function laterLine(date: StatedDate | null, sameDocument: boolean, verdict?: 'yes' | 'no'): string {
  if (verdict) {
    const said = `Your sources point to ${verdict}; `;
    if (sameDocument) return `${said}as your source now has it, after its update: `;
    return date ? `${said}the latest (${saidDate(date)}) says: ` : `${said}the latest says: `;
  }
  if (sameDocument) return 'As your source now has it, after its update: ';
  return date ? `The latest of your sources (${saidDate(date)}) says: ` : 'The latest of your sources says: ';
}

/** The words before the later of two figures that disagree. Pure. */
export function disagreeLine(date: StatedDate | null): string {
  return date ? `Your sources disagree; the latest (${saidDate(date)}) says: ` : 'Your sources disagree: ';
}
