// A source named by what it is (chat.ts asks): readers say "the FAQ", "the spreadsheet", "the news piece", "the
// minutes", "the licence" far more often than "source 2". Owns the kind of a document read from its format and
// structure (a CSV file is a spreadsheet; headings or lines that ask questions make a FAQ; a dateline or a "By
// <name>" byline makes a news report; a "Present:" line or a title naming minutes makes minutes), finding where a
// follow-up names a source ("What does the FAQ say…", "…in the spreadsheet?", "According to the local paper, …"),
// and which sources that phrase names: those of the kind its noun names, else those whose title has all of its
// words. Pure.
import { conceptsOf } from './concepts';
import { suggestionAsQuestion } from './chat-yesno';
import { imperatives, undecorated } from './chat-request';
import { isPersonNoun } from './lexicon';
import { isStopWord } from './text';

/** Nouns of a body that makes documents ("the council", "the trust"). */
const BODY = /^(?:council|trust|society|committee|office|department|museum|board|authority|agency|ministry|association|club|service)$/;
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

export type SourceKind = 'table' | 'faq' | 'news' | 'minutes';

/** The nouns a reader names a kind of source by. */
const KIND_NOUNS: Record<SourceKind, RegExp> = {
  table: /^(?:spreadsheet|spreadsheets|csv|table|data|dataset|sheet|figures)$/,
  faq: /^(?:faq|faqs|q&a|questions|qa)$/,
  news: /^(?:news|newspaper|paper|article|piece|story|press|coverage|gazette|reporter)$/,
  minutes: /^(?:minutes|meeting)$/,
};

/**
 * Does a word name one of these kinds of source ("newspaper" for a news report)? A note that no source uses it would
 * be untrue of what the reader means: the source IS one. Pure.
 */
export function namesKindOf(word: string, kinds: SourceKind[]): boolean {
  const w = word.toLowerCase();
  return kinds.some((k) => KIND_NOUNS[k].test(w) || KIND_NOUNS[k].test(w.replace(/s$/, '')));
}

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
  // read without decoration: a byline in emphasis ("*By Tamsin Corrie*", "<em>By …</em>") is a byline
  const lines = plainLines(doc.raw);
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

/** A document's lines without Markdown emphasis or HTML tags, trimmed, blank lines dropped. Pure. */
function plainLines(raw: string): string[] {
  return undecorated(raw.replace(/<(?:br|\/p|\/h\d|\/li|\/div|\/tr)\b[^>]*>/gi, '\n').replace(/<[^>]+>/g, ' '))
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
}

/**
 * The words a reader may name a document's maker by, from its credit line near the top (a "By …" byline, "Prepared by
 * …", "Written by …", an author line in emphasis): the roles and bodies it names ("principal engineer", "County
 * Council", "river correspondent", "preventive conservator"), not the person's own name. Lower case. Pure.
 */
export function creditWords(raw: string): string[] {
  const top = plainLines(raw.slice(0, 4000)).slice(0, 12);
  // a credit line: it opens with "By", or says who prepared or wrote the document ("Prepared by …")
  const credit = top.filter((l) => l.length <= 240 && (/^[Bb][Yy]\s+\p{Lu}/u.test(l) || /\b(?:[Pp]repared|[Ww]ritten|[Cc]ompiled|[Ee]dited|[Aa]uthored|[Rr]eported|[Rr]evised|[Uu]pdated)\s+(?:[^.;]{0,30}\s+)?by\s+\p{Lu}/u.test(l) || /^(?:author|editor|compiler)s?\s*:/i.test(l)));
  // an author line in emphasis right under the title ("*Farida Oduya, preventive conservator*")
  const emphasised = raw.split(/\r?\n/).slice(0, 14).filter((l) => /^\s*(?:\*|_)[^*_]{3,120}(?:\*|_)\s*$/.test(l)).map((l) => undecorated(l.trim()));
  const out = new Set<string>();
  const named = (line: string): void => {
    // each phrase's head noun ("orchard warden" → warden, "principal engineer" → engineer), and a body it names ("County Council")
    for (const phrase of line.split(/[,.;:()]|\s+(?:and|&)\s+/)) {
      const words = (phrase.match(/\p{L}[\p{L}'’-]+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !isStopWord(w) && !MONTHS.test(w) && !/^(?:by|prepared|written|compiled|edited|authored|reported|revised|updated|published)$/.test(w));
      const head = words[words.length - 1];
      if (head) out.add(head);
      for (const w of words) if (BODY.test(w)) out.add(w);
    }
  };
  // the person's own name after "By"/"by" (capitalised words up to a comma) is no role
  for (const line of credit) named(line.replace(/\b(?:by|By|BY)\s+(?:\p{Lu}[\p{L}.'’-]*\s*)+/gu, ' '));
  // an author line opens on the person's name ("Ruth Kessel, orchard warden")
  for (const line of emphasised) named(line.replace(/^(?:[Bb]y\s+)?(?:\p{Lu}[\p{L}.'’-]*\s*){1,4}(?=,)/u, ' '));
  return [...out];
}

// (the longest noun phrase first: "the council report give…" names the council report, not the council)
const NP = String.raw`(?:the|this|that|your)\s+((?:[\p{L}&'’-]+\s+){0,2}[\p{L}&'’-]+)`;
const SAY = String.raw`(?:say|says|said|state|states|stated|report|reports|reported|show|shows|showed|list|lists|listed|mention|mentions|mentioned|give|gives|gave|tell|tells|told|put|puts|record|records|recorded|note|notes|noted|log|logs|logged|count|counts|counted|cover|covers|covered|contain|contains|have|has|had|include|includes|included|claim|claims|claimed|describe|describes|described|suggest|suggests|suggested|blame|blames|blamed|put it)`;

/**
 * Where a follow-up names a source, and what is left to ask: "What does the FAQ say replaces it?", "What did the
 * news piece say about the petition?", "Which month had the most passengers in the spreadsheet?", "According to the
 * local paper, how much will it cost?", "What did the minutes say?". null when it names none. Pure.
 */
export function sourceReference(message: string, makers: ReadonlySet<string> = new Set()): SourceReference | null {
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
  // "Sum up the article", "Give me the figures from the spreadsheet": an instruction whose object names a source;
  // the instruction is what is asked of it ("Sum up")
  const instructed = instructionOnSource(text);
  if (instructed) return instructed;
  for (const { re, name: nameOf, rest } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const name = nameOf(m);
    const kind = kindNamed(name);
    if (kind === null && !/^(?:\p{L}+\s+)*(?:licen[cs]e|notice|guide|leaflet|letter|page|plan|report|review|survey|assessment|statement|policy|booklet|brochure|bulletin|newsletter|timetable|website|site)$/iu.test(name) && !isMakerNoun(name, makers)) continue;
    const left = rest(m).trim();
    // nothing left but a question word ("What did the minutes say?"): nothing asked beyond the source itself
    const asked = conceptsOf(left, { dropInstructionWords: true }).length > 0 ? left : '';
    return { rest: /[?.!]$/.test(asked) || asked === '' ? asked : `${asked}?`, name, kind, made: re === patterns[4]?.re };
  }
  return null;
}

/** Does a noun phrase name a document's maker by a role ("the engineer", "the conservator", "the council")? Pure but for the lexicon. */
function isMakerNoun(name: string, makers: ReadonlySet<string>): boolean {
  const last = name.toLowerCase().split(/\s+/).pop() ?? '';
  return makers.has(last) || isPersonNoun(last) || BODY.test(last);
}

/**
 * An instruction whose object is a source named by its kind ("Sum up the article", "Summarise the FAQ for me",
 * "Boil the report down to one sentence"): the source, and the instruction without it ("Sum up", "Boil down to one
 * sentence"). null when the imperative's object names no kind of source. Pure.
 */
function instructionOnSource(text: string): SourceReference | null {
  const imperative = imperatives(text)[0];
  if (!imperative) return null;
  const m = new RegExp(String.raw`^(.*?\b${imperative.verb}\b(?:\s+(?:up|down|over|out|through|me|us))?)\s+(?:the|this|that)\s+(.*)$`, 'iu').exec(text);
  if (!m) return null;
  const words = (m[2] ?? '').split(/\s+/);
  // the longest noun phrase of three words at most that ends on a kind's noun ("the article", "the news story", "the article's")
  for (let k = Math.min(3, words.length); k >= 1; k -= 1) {
    const last = (words[k - 1] ?? '').replace(/['’]s$|[?.!,;:]+$/g, '');
    const kind = kindNamed(last);
    // a noun that names a form as well as a kind ("the monthly figures in a table", "the data") is no source named
    if (kind === null || /^(?:figures|data|table|questions|sheet)$/i.test(last)) continue;
    const name = [...words.slice(0, k - 1), last].join(' ');
    const tail = (words[k - 1] ?? '').slice(last.length).replace(/^['’]s/, '');
    const after = [tail, ...words.slice(k)].join(' ');
    return { rest: `${m[1] ?? ''} ${after}`.replace(/\s+([?.!,])/g, '$1').replace(/\s+/g, ' ').trim(), name, kind, made: false };
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
export function sourcesNamed<T extends { title: string; kinds: SourceKind[]; makers?: string[] }>(reference: SourceReference, sources: T[]): T[] {
  if (reference.kind) return sources.filter((s) => s.kinds.includes(reference.kind as SourceKind));
  const wanted = conceptsOf(reference.name).filter((c) => !c.soft).map((c) => c.stem);
  if (wanted.length === 0) return [];
  const byTitle = sources.filter((s) => {
    const own = new Set(conceptsOf(s.title).map((c) => c.stem));
    return wanted.every((w) => own.has(w));
  });
  if (byTitle.length > 0) return byTitle;
  // "the engineer": the source whose credit line names that role ("Prepared by …, principal engineer")
  const last = reference.name.toLowerCase().split(/\s+/).pop() ?? '';
  return sources.filter((s) => (s.makers ?? []).includes(last));
}
