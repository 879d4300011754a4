// The judge of follow-up chat replies (bench/chat.bench.ts): a pure function of the turn's expectation,
// the reply's text, the job's sources and their documents' text. It re-reads the cited documents itself
// (a cited sentence's words must be in the document it cites), so the engine cannot grade itself.
import type { ChatTurn } from './chat-set';
import { segmentSentences } from './judge-facts';
import { misleadingNotes } from './judge-notes';
import { selfContradictions } from './judge-contradiction';
import { escapeRegExp } from '../src/shared/regexp';

export interface JudgedTurn {
  factsWanted: number;
  factsFound: number;
  missedFacts: string[];
  /** Cited sentences whose [n] is not a source of the job, or whose words are not in the cited document. */
  invalidCitations: string[];
  cited: number;
  /** For 'unsupported' turns: said plainly with no citation; for 'shape' turns: the shape asked for; else null. */
  handled: boolean | null;
  /** What the judge saw when `handled` is false. */
  why: string | null;
  /**
   * An answerable turn (kind 'answer' or 'shape') met by a refusal: the reply cites nothing, says the sources lack
   * it, and misses an expected fact (REPORT 15c: seven answerable follow-ups were refused for one word and counted
   * only as missed facts).
   */
  refused: boolean;
  /** Notes naming as missing a word of a follow-up the reply answers (judge-notes.ts). */
  misleadingNotes: string[];
  /** The ways the reply contradicts itself (judge-contradiction.ts): a yes and a no, "does not say who wrote it" and a byline. */
  contradictions: string[];
}

/** A fact phrase matched case-insensitively from a word start ("40" does not match "140" or "400"). */
export function phraseIn(text: string, phrase: string): boolean {
  const tail = /\p{N}$/u.test(phrase) ? '(?![\\p{N}])' : '';
  const start = /^[\p{L}\p{N}]/u.test(phrase) ? '(?<![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escapeRegExp(phrase)}${tail}`, 'iu').test(text);
}

const norm = (text: string): string => text.toLowerCase().replace(/\[\d+\]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The reply's sentences: per line, bullet and table markup taken off, split by Intl.Segmenter (and after a marker). */
export function replySentences(reply: string): string[] {
  const out: string[] = [];
  for (const line of reply.split('\n')) {
    if (/^\s*\|/.test(line)) continue; // table rows are judged as a table
    const text = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
    for (const segment of segmentSentences(text)) if (segment.trim()) out.push(segment.trim());
  }
  return out;
}

export const bulletLines = (reply: string): string[] => reply.split('\n').filter((line) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(line));

/** Body rows of the first Markdown table in the reply (its header and separator not counted). */
export function tableRows(reply: string): string[] {
  const rows = reply.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line));
  return rows.filter((row, i) => i > 0 && !/^\s*\|[\s:|-]+\|\s*$/.test(row));
}

/**
 * A cited sentence's own words: a lead-in before a colon ('Source 2, "Title", says: …'), the engine's
 * attribution and the sources' titles quoted in it ('"Title" [1] supports 5 of …') are not the source's.
 */
function sourceWords(sentence: string, titles: string[]): string[] {
  // quoted words in a reply are a title or the question asked ('What each source says on "…?": "Title" says: …')
  const unquoted = titles.reduce((t, title) => t.split(`"${title}"`).join(' '), sentence).replace(/"[^"]*"|“[^”]*”/g, ' ');
  // a lead-in before the last colon of an uncited opening ('Source 2 says: …') is the engine's words
  const colon = unquoted.lastIndexOf(': ', unquoted.search(/\[\d+\]/));
  const text = (colon >= 0 && colon < 200 ? unquoted.slice(colon + 2) : unquoted).replace(/^(?:the authors? of|according to|in)\s*,?\s*/i, '');
  return norm(text)
    .split(' ')
    .filter((w) => w.length >= 4 && !/^(they|their|theirs|them|author|authors|source|sources|says|said)$/.test(w));
}

/**
 * The clauses of a cited sentence judged each against its own [n]: a line that sets sources side by side
 * ('… "A" says 12 copies [1]; "B" says nine recorded examples [2].') is split at its semicolons when more than one
 * of its parts is cited, so each part is read in the document it cites. Clauses with no marker are the engine's.
 */
export function citedClauses(sentence: string): string[] {
  const parts = sentence.split(/;\s+/);
  return parts.filter((p) => /\[\d+\]/.test(p)).length > 1 ? parts.filter((p) => /\[\d+\]/.test(p)) : [sentence];
}

/**
 * The part of a reply that answers: its first two cited sentences, or every cited line of a list or a table (a
 * list asked for is all answer), after the engine's own lines before them; all of a reply that cites nothing. A fact found only in a later, padding sentence is not counted (REPORT 12c: a
 * buried answer behind a wrong lead, or a word of an unrelated sentence, passed).
 */
export function answeringPart(reply: string): string {
  const rows = [...bulletLines(reply), ...tableRows(reply)];
  // 'Source [1], "Title", is a document …' names a source, it cites nothing from it
  const cites = (s: string): boolean => /\[\d+\]/.test(s.replace(/\bSource \[\d+\],\s*"[^"]+"/g, ''));
  const cited = replySentences(reply).filter(cites);
  // a reply citing nothing is the engine's own account (who wrote a source, a refusal): all of it
  if (cited.length === 0 && rows.length === 0) return reply;
  // the engine's own lines before the first cited one ("This answer rests on one source, …") are its answer's lead
  const all = replySentences(reply);
  const lead = all.slice(0, Math.max(0, all.findIndex(cites)));
  return [...lead, ...cited.slice(0, 2), ...(rows.length >= 2 ? rows : [])].join('\n');
}

/** Is the reply's table the generic layout (a "What your sources say" column beside its sources), not one of the entries asked? */
export function genericTable(reply: string): boolean {
  return /^\|\s*(?:About\s*\|\s*)?What your sources say\s*\|\s*Source\s*\|/im.test(reply);
}

/**
 * What a table request names as the table's contents ("the stages of the course in a table" → stages; "a table of the
 * prices" → prices), or null for a request about the answer itself ("put that in a table"). Pure.
 */
export function namesTableContents(message: string): string | null {
  const m = /\b(?:(?:put|show|give|list|lay out|set out)\s+(?:me\s+)?)?(?:the|all the|each of the)\s+([\p{L}-]+(?:\s+(?:of|for)\s+[^.?!]*?)?)\s+(?:in|as|into)\s+a\s+table\b|\ba\s+table\s+(?:of|with|showing|listing)\s+(?:the\s+)?([\p{L}-]+)/iu.exec(message);
  const named = (m?.[1] ?? m?.[2] ?? '').trim();
  return named === '' || /^(?:answer|answers|points?|main points|sources?|above|results?|findings|key points|information|info)$/i.test(named.split(/\s+/)[0] ?? '') ? null : named;
}

const PLAIN_NO = /\b(?:not|none|nothing|no source|no document|doesn['’]t|does not|do not|don['’]t|cannot|can['’]t|only quotes?|isn['’]t|is not)\b/i;

export function judgeTurn(turn: ChatTurn, reply: string, sources: { citation_index: number; title: string }[], textOf: (title: string) => string | undefined): JudgedTurn {
  const expect = turn.expect;
  const facts = expect.kind === 'unsupported' ? [] : (expect.facts ?? []);
  // a question's facts must be in the part of the reply that answers it; a shape's anywhere in it
  const answering = expect.kind === 'answer' ? answeringPart(reply) : reply;
  const missedFacts = facts.filter((alternatives) => !alternatives.some((a) => phraseIn(answering, a))).map((a) => a.join(' / '));
  const byIndex = new Map(sources.map((s) => [s.citation_index, s.title]));
  const citedSentences = [...replySentences(reply), ...tableRows(reply)].filter((s) => /\[\d+\]/.test(s));
  const invalidCitations: string[] = [];
  for (const sentence of citedSentences.flatMap(citedClauses)) {
    const titles = [...sentence.matchAll(/\[(\d+)\]/g)].map((m) => byIndex.get(Number(m[1])));
    if (titles.some((t) => t === undefined)) {
      invalidCitations.push(`${sentence} (no such source)`);
      continue;
    }
    // '"Title" [1] supports 5 of …', 'Source [1], "Title", is a document …': every marker right after (or right
    // before) its source's quoted title names the source, it claims nothing from it
    const markers = [...sentence.matchAll(/\[\d+\]/g)].length;
    const naming =
      [...sentence.matchAll(/"([^"]+)"\s*\[(\d+)\]/g)].filter((m) => byIndex.get(Number(m[2])) === m[1]).length +
      [...sentence.matchAll(/\bSource \[(\d+)\],\s*"([^"]+)"/g)].filter((m) => byIndex.get(Number(m[1])) === m[2]).length;
    if (naming === markers) continue;
    const docWords = new Set(titles.map((t) => norm(`${t ?? ''} ${textOf(t ?? '') ?? ''}`)).join(' ').split(' '));
    const words = sourceWords(sentence.replace(/^\|/, ' ').replace(/\|/g, ' '), sources.map((s) => s.title));
    const present = words.filter((w) => docWords.has(w)).length;
    if (words.length > 0 && present / words.length < 0.8) invalidCitations.push(`${sentence} (${present}/${words.length} words in the cited document)`);
  }
  let handled: boolean | null = null;
  let why: string | null = null;
  if (expect.kind === 'unsupported') {
    const cites = /\[\d+\]/.test(reply);
    const plain = PLAIN_NO.test(reply);
    const names = expect.missing === undefined || new RegExp(expect.missing, 'i').test(reply);
    handled = !cites && plain && names;
    if (!handled) why = cites ? 'cites a source' : !plain ? 'does not say the sources lack it' : `does not name "${expect.missing}"`;
  } else if (expect.kind === 'shape') {
    const count =
      expect.shape === 'sentences' ? replySentences(reply).filter((s) => /\[\d+\]/.test(s)).length : expect.shape === 'bullets' ? bulletLines(reply).length : tableRows(reply).length;
    handled = expect.shape === 'table' ? count >= expect.count : count === expect.count;
    if (!handled) why = `${count} ${expect.shape === 'sentences' ? 'cited sentences' : expect.shape === 'bullets' ? 'bullet lines' : 'table rows'}, asked ${expect.shape === 'table' ? 'at least ' : ''}${expect.count}`;
    // (a reply in the shape asked but without the content asked is not the shape asked: the bullets are the points, the table the entries)
    else if (missedFacts.length > 0) {
      handled = false;
      why = `the ${expect.shape} asked, without ${missedFacts.join('; ')}`;
    } else if (expect.shape === 'table' && genericTable(reply) && namesTableContents(turn.message)) {
      handled = false;
      why = `a generic "What your sources say" table, where the message asked for ${namesTableContents(turn.message)}`;
    }
  }
  const refused = expect.kind !== 'unsupported' && !/\[\d+\]/.test(reply) && PLAIN_NO.test(reply) && (facts.length === 0 || missedFacts.length > 0);
  const misleading = expect.kind === 'unsupported' ? [] : misleadingNotes(reply, { kind: 'answer', answered: facts.length > 0 ? missedFacts.length < facts.length : citedSentences.length > 0 });
  return { factsWanted: facts.length, factsFound: facts.length - missedFacts.length, missedFacts, invalidCitations, cited: citedSentences.length, handled, why, refused, misleadingNotes: misleading, contradictions: selfContradictions(reply) };
}
