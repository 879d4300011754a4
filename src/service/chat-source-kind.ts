// A source named by what it is (chat.ts asks): readers say "the FAQ", "the spreadsheet", "the news piece", "the
// minutes", "the licence" far more often than "source 2". Owns the kind of a document read from its format and
// structure (a CSV file is a spreadsheet; headings or lines that ask questions make a FAQ; a dateline or a "By
// <name>" byline makes a news report; a "Present:" line or a title naming minutes makes minutes), finding where a
// follow-up names a source ("What does the FAQ say…", "…in the spreadsheet?", "According to the local paper, …"),
// and which sources that phrase names: those of the kind its noun names, else those whose title has all of its
// words. Pure.
import { conceptsOf } from './concepts';
import { suggestionAsQuestion } from './chat-yesno';

export type SourceKind = 'table' | 'faq' | 'news' | 'minutes';

/** The nouns a reader names a kind of source by. */
const KIND_NOUNS: Record<SourceKind, RegExp> = {
  table: /^(?:spreadsheet|spreadsheets|csv|table|data|dataset|sheet|figures)$/,
  faq: /^(?:faq|faqs|q&a|questions|qa)$/,
  news: /^(?:news|newspaper|paper|article|piece|story|press|coverage|gazette|reporter)$/,
  minutes: /^(?:minutes|meeting)$/,
};

/** A document as the kind reader sees it: its title, address, raw text and the format it was read from. */
export interface KindDocument {
  title: string;
  url: string;
  raw: string;
  rawFormat: string;
}

/** The kinds of a document by its format and structure. Pure. */
export function kindsOf(doc: KindDocument): SourceKind[] {
  const kinds: SourceKind[] = [];
  const lines = doc.raw.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  const commas = lines.slice(0, 6).map((l) => (l.match(/,/g) ?? []).length);
  if (/^(?:csv|tsv)$/i.test(doc.rawFormat) || /\.(?:csv|tsv|xlsx?)$/i.test(doc.url) || (lines.length >= 3 && (commas[0] ?? 0) >= 2 && commas.every((c) => c === commas[0]))) kinds.push('table');
  // questions as headings (or lines of their own): two or more; or a title that says so
  const asked = lines.filter((l) => /^(?:#{1,6}\s+|\*\*|Q[:.]\s*)?[^.!]{6,140}\?(?:\*\*)?$/.test(l)).length;
  if (asked >= 2 || /\b(?:faqs?|questions and answers|q\s*&\s*a|your questions)\b/i.test(doc.title)) kinds.push('faq');
  // a dateline (a weekday and a date near the top) or a byline ("By Priya Nandra") near the top
  const top = lines.slice(0, 6).join('\n');
  if (/\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\b/.test(top) || /^(?:By|by)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\b/mu.test(top)) kinds.push('news');
  if (/\bminutes\b/i.test(doc.title) || /^(?:\*\*)?(?:Present|Apologies)(?:\*\*)?\s*:/im.test(doc.raw)) kinds.push('minutes');
  return kinds;
}

/** Where a follow-up names a source: the phrase (as written) and the noun phrase that names it. */
export interface SourceReference {
  /** The follow-up without the words that name the source ("What does the FAQ say replaces it?" → "What replaces it?"). */
  rest: string;
  /** The words naming the source ("FAQ", "news piece", "local paper"). */
  name: string;
  /** The kind its noun names, when it names one. */
  kind: SourceKind | null;
  /** Asks who made it ("Who put out the FAQ?"). */
  made: boolean;
}

const NP = String.raw`(?:the|this|that|your)\s+((?:[\p{L}&'’-]+\s+){0,2}?[\p{L}&'’-]+)`;
const SAY = String.raw`(?:say|says|said|state|states|stated|report|reports|reported|show|shows|showed|list|lists|listed|mention|mentions|mentioned|give|gives|gave|tell|tells|told|put|puts)`;

/**
 * Where a follow-up names a source, and what is left to ask: "What does the FAQ say replaces it?", "What did the
 * news piece say about the petition?", "Which month had the most passengers in the spreadsheet?", "According to the
 * local paper, how much will it cost?", "What did the minutes say?". null when it names none. Pure.
 */
export function sourceReference(message: string): SourceReference | null {
  const text = message.trim();
  const patterns: { re: RegExp; name: (m: RegExpExecArray) => string; rest: (m: RegExpExecArray) => string }[] = [
    // "What does the FAQ say replaces it?" / "What did the news piece say about the petition?"
    { re: new RegExp(String.raw`^(\p{L}+(?:\s+(?:much|many|long|far|often|old))?)\s+(?:does|did|do)\s+${NP}\s+${SAY}\s*(.*)$`, 'iu'), name: (m) => m[2] ?? '', rest: (m) => `${m[1] ?? ''} ${m[3] ?? ''}`.trim() },
    // "According to the local paper, how much will it cost?"
    { re: new RegExp(String.raw`^(?:according to|in|going by)\s+${NP}\s*,\s*(.+)$`, 'iu'), name: (m) => m[1] ?? '', rest: (m) => m[2] ?? '' },
    // "Which month had the most passengers in the spreadsheet?" / "… according to the minutes?"
    { re: new RegExp(String.raw`^(.+?)\s*,?\s+(?:in|from|according to|by|on)\s+${NP}\s*([?.!]*)$`, 'iu'), name: (m) => m[2] ?? '', rest: (m) => `${m[1] ?? ''}${m[3] ?? ''}` },
    // "Does the FAQ say bikes go free?": the claim as the yes/no question it is
    { re: new RegExp(String.raw`^(?:does|did|do)\s+${NP}\s+${SAY}\s+(?:that\s+)?(.+)$`, 'iu'), name: (m) => m[1] ?? '', rest: (m) => suggestionAsQuestion(`So ${m[2] ?? ''}`) ?? m[2] ?? '' },
    // "Who put out the FAQ?": nothing asked of it but who made it (the source's own byline)
    { re: new RegExp(String.raw`^(?:and\s+)?(?:so\s+)?who\s+(?:wrote|published|put out|puts out|issued|produced|compiled|prepared|made|released|signed|drew up)\s+${NP}\s*[?.!]*$`, 'iu'), name: (m) => m[1] ?? '', rest: () => '' },
  ];
  for (const { re, name: nameOf, rest } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const name = nameOf(m);
    const kind = kindNamed(name);
    if (kind === null && !/^(?:\p{L}+\s+)*(?:licen[cs]e|notice|guide|leaflet|letter|page|plan|report|review|survey|assessment|statement|policy|booklet|brochure|bulletin|newsletter|timetable|website|site)$/iu.test(name)) continue;
    const left = rest(m).trim();
    // nothing left but a question word ("What did the minutes say?"): nothing asked beyond the source itself
    const asked = conceptsOf(left, { dropInstructionWords: true }).length > 0 ? left : '';
    return { rest: /[?.!]$/.test(asked) || asked === '' ? asked : `${asked}?`, name, kind, made: re === patterns[4]?.re };
  }
  return null;
}

/** The kind a noun phrase names by its last noun ("news piece", "local paper", "FAQ"); null for any other. Pure. */
export function kindNamed(name: string): SourceKind | null {
  const nouns = name.toLowerCase().split(/\s+/);
  for (const noun of [...nouns].reverse()) for (const [kind, re] of Object.entries(KIND_NOUNS) as [SourceKind, RegExp][]) if (re.test(noun)) return kind;
  return null;
}

/**
 * The sources a reference names: those of its kind; without a kind, those whose title has every content word of
 * the name ("the licence" → "Marine licence L/2024/117"). [] when none does. Pure.
 */
export function sourcesNamed<T extends { title: string; kinds: SourceKind[] }>(reference: SourceReference, sources: T[]): T[] {
  if (reference.kind) return sources.filter((s) => s.kinds.includes(reference.kind as SourceKind));
  const wanted = conceptsOf(reference.name).filter((c) => !c.soft).map((c) => c.stem);
  if (wanted.length === 0) return [];
  return sources.filter((s) => {
    const own = new Set(conceptsOf(s.title).map((c) => c.stem));
    return wanted.every((w) => own.has(w));
  });
}
