// system_prompt → transformed_content: parses the instructions people write (JSON with named keys,
// N bullet points, N sentences, a table with named columns, a word limit, an audience) and renders
// the composed answer's cited sentences that way. What cannot be honoured is said in one line.
import type { Composition, CitedSentence } from './compose';
import type { TableCell } from './passage';
import type { Verdict } from './verdict-evidence';
import { hasDanglingOpener, withCitation } from './compose';
import { joinWords, stemMatches } from './concepts';
import { isStopWord, stem, words } from './text';
import { lemmaOf } from './lemmas';
import { isCommonNoun } from './lexicon';
import { namesAPlace, namesIn, peopleIn } from './people';
import { amountIn, columnDimension } from './amounts';
import { endsSubject } from './antecedent';
import { inAnswerOrder, pointOrder } from './form-picks';
import { saysAction } from './chat-meta';

const norm = (t: string): string => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export interface PromptInstruction {
  format: 'json' | 'bullets' | 'table' | 'sentences' | 'prose' | 'sections';
  keys: string[];
  columns: string[];
  /** Bullets or sentences asked for. */
  count: number | null;
  /** The list numbered ("a numbered list", "a checklist", "step by step"). */
  numbered: boolean;
  /** A one-line summary before the list ("Start with a one-line summary, then list the key points"). */
  summaryFirst: boolean;
  /** The sources listed after the answer ("List the sources at the end"). */
  sourcesAtEnd: boolean;
  wordLimit: number | null;
  /** The word limit is for each bullet or sentence ("3 bullet points, each under 20 words"), not the whole reply. */
  wordLimitEach: boolean;
  /** The reply opens with the verdict word ("Answer yes or no first"). */
  verdictFirst: boolean;
  /** What a list holds, when the prompt names it ("a list of causes" → causes; "a checklist" → advice): only points of that kind. */
  listOf: string | null;
  /** The [n] markers left out ("no citations"); the research's content keeps them. */
  noCitations: boolean;
  /** Pick the simplest sentences (children, beginners, non-experts). */
  simple: boolean;
  audience: string | null;
  /** Instructions the engine cannot follow, in words. */
  unsupported: string[];
}

const NUMBERS: Record<string, number> = { one: 1, a: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const NUMBER = '(\\d+|one|a single|single|two|three|four|five|six|seven|eight|nine|ten)';

function toNumber(text: string): number {
  const t = text.toLowerCase().replace('a single', 'single');
  return NUMBERS[t] ?? Number.parseInt(t, 10);
}

/** Splits "summary and risks", "`summary`, `risks`" into names. */
function names(list: string): string[] {
  return list
    .split(/,|\band\b|\bor\b|\//)
    .map((n) => n.replace(/["'`“”‘’*]/g, '').replace(/^\s*(the|a|an)\s+/i, '').trim())
    .map((n) => n.split(/\s+/).slice(0, 3).join('_'))
    .filter((n) => /^[\p{L}\p{N}_-]+$/u.test(n))
    .map((n) => n.toLowerCase());
}

/** The words for the parts of an answer a prompt may lay out in order, by what fills them. */
const SECTION_WORDS: [RegExp, string][] = [
  [/^(?:answer|summary|verdict|tl;?dr|conclusion|bottom line|short answer|gist)$/, 'answer'],
  [/^(?:evidence|findings?|details?|support|supporting points|points|facts|key points|explanation|reasons?)$/, 'evidence'],
  [/^(?:limitations?|caveats?|gaps|uncertaint(?:y|ies)|unknowns|what is missing|what's missing|weaknesses)$/, 'limitations'],
  [/^(?:recommendations?|advice|tips|next steps|actions?)$/, 'recommendations'],
  [/^(?:sources?|references?|citations?|bibliography)$/, 'sources'],
];

/**
 * The sections a prompt lays out in order ("Give the answer, then the evidence, then the limitations" → answer,
 * evidence, limitations), each one of SECTION_WORDS; [] unless two or more are named, joined by "then" or "followed by". Pure.
 */
export function sectionsAsked(prompt: string): string[] {
  const parts = prompt
    .toLowerCase()
    .replace(/[.!?]+\s*$/, '')
    .split(/\s*(?:,\s*)?(?:\band then\b|\bthen\b|\bfollowed by\b|\band finally\b|\bfinally\b)\s*/);
  if (parts.length < 2) return [];
  const out: string[] = [];
  for (const part of parts) {
    // the part's last words name it ("Give the answer" → answer, "a short list of caveats" → caveats)
    const tail = part.replace(/^.*\b(?:the|a|an|your|any|some|list of|section on|section for)\s+/, '').replace(/^(?:give|state|start with|begin with|write|add|list|then)\s+/, '').trim();
    const section = SECTION_WORDS.find(([pattern]) => pattern.test(tail))?.[1];
    if (!section || out.includes(section)) return [];
    out.push(section);
  }
  return out;
}

export function parseSystemPrompt(prompt: string): PromptInstruction {
  const p = prompt.trim();
  const lower = p.toLowerCase();
  const out: PromptInstruction = { format: 'prose', keys: [], columns: [], count: null, numbered: false, summaryFirst: false, sourcesAtEnd: false, wordLimit: null, wordLimitEach: false, verdictFirst: false, listOf: null, noCitations: false, simple: false, audience: null, unsupported: [] };
  const sections = sectionsAsked(p);
  if (sections.length >= 2 && !/\b(?:json|table)\b/.test(lower)) {
    out.format = 'sections';
    out.keys = sections;
  } else if (/\bjson\b/.test(lower)) {
    out.format = 'json';
    const keys = /\b(?:keys?|fields?|properties)\s*(?:named|called|:)?\s*([^.;\n]+)/i.exec(p);
    if (keys?.[1]) out.keys = names(keys[1]);
  } else if (/\btable\b/.test(lower)) {
    out.format = 'table';
    const columns = /\bcolumns?\s*(?:named|called|for|:)?\s*([^.;\n]+)/i.exec(p);
    if (columns?.[1]) out.columns = names(columns[1]);
  } else if (/\b(bullet|bullets|bullet points?|list|checklist|numbered|step[- ]by[- ]step|steps)\b/.test(lower) || new RegExp(`\\b${NUMBER}\\s+(key\\s+)?(points|items|takeaways)\\b`).test(lower)) {
    out.format = 'bullets';
    out.numbered = /\b(numbered|checklist|step[- ]by[- ]step|steps)\b/.test(lower);
    const count = new RegExp(`\\b${NUMBER}\\s+(?:short\\s+|key\\s+|main\\s+)?(?:bullet|bullets|points|items|takeaways)`).exec(lower);
    if (count?.[1]) out.count = toNumber(count[1]);
    // "a list of causes", "list the risks", "a checklist": the kind of point the list holds (a checklist holds things to do)
    const kind = /\b(?:list|bullets?|bullet points?|points)\s+(?:of|on|with)\s+(?:the\s+)?(?:main\s+|key\s+)?([\p{L}]+)/iu.exec(p)?.[1]?.toLowerCase() ?? /\blist\s+(?:the\s+)?(?:main\s+|key\s+)?([\p{L}]+)/iu.exec(p)?.[1]?.toLowerCase();
    out.listOf = /\bchecklist\b/.test(lower) ? 'advice' : kind && KEY_CUES.some(([name]) => name.test(kind)) ? kind : null;
  } else if (/\b(?:tl;?dr|summary|one[- ]line summary|bottom line)\s+(?:first|at the top|up front)\b|\b(?:start|begin|open)\s+with\s+(?:a|the)\s+(?:tl;?dr|summary|one[- ]line summary|bottom line)\b/.test(lower)) {
    // "TL;DR first": the answer's lead as a one-line summary, then the whole answer
    out.summaryFirst = true;
  } else if (new RegExp(`\\b${NUMBER}\\s+sentences?\\b`).test(lower) || /\btl;?dr\b/.test(lower)) {
    out.format = 'sentences';
    const count = new RegExp(`\\b${NUMBER}\\s+sentences?\\b`).exec(lower);
    out.count = count?.[1] ? toNumber(count[1]) : 1;
  }
  const limit =
    /\b(?:under|at most|no more than|maximum of|max(?:imum)?|within|fewer than|less than|up to|limit(?:ed)? to|in)\s+(\d+)\s+words\b/.exec(lower) ?? /\b(\d+)[- ]words?\b/.exec(lower);
  if (limit?.[1]) {
    out.wordLimit = Number.parseInt(limit[1], 10);
    // "each under 20 words", "20 words per bullet", "20 words each": a limit for every item
    const around = lower.slice(Math.max(0, limit.index - 30), limit.index + limit[0].length + 25);
    out.wordLimitEach = /\beach\b|\bper\s+(?:bullet|point|item|sentence|line|row|answer)\b|\bapiece\b/.test(around);
  }
  out.verdictFirst = /\byes\s*(?:or|\/)\s*no\b/.test(lower);
  out.noCitations = /\b(?:no|without)\s+(?:citations?|references?|footnotes?|citation markers?|source markers?)\b|\bdo(?:n'?t| not)\s+(?:cite|include citations|add citations)\b/.test(lower);
  const audience = /\bfor (?:an? |the )?((?:\d+|ten|twelve|eight|six)[- ]year[- ]olds?|child(?:ren)?|kids?|beginners?|newcomers?|non-experts?|laypeople|a general audience|general readers|students?|experts?|executives?|managers?|policy ?makers?)\b/i.exec(p);
  if (audience?.[1]) out.audience = audience[1];
  out.summaryFirst ||= out.format === 'bullets' && /\b(?:summary|summari[sz]e|overview|gist|one[- ]line|tl;?dr)\b[^.;]*\b(?:then|followed by|before|and then)\b/i.test(p);
  out.sourcesAtEnd = /\b(?:list|cite|include|add|give|name|show)\b[^.;]{0,30}\b(?:sources?|references?|bibliography)\b|\b(?:sources?|references?) at the end\b/i.test(p) && out.format !== 'json';
  // "Be concise", "keep it short": a short answer, the points most on the question (when no other length is asked)
  if (out.format === 'prose' && out.wordLimit === null && /\b(?:concise|succinct|brief|briefly|short|keep it short|to the point)\b/i.test(p)) {
    out.format = 'sentences';
    out.count = 3;
  }
  // headings, sections and Markdown layouts the built-in engine does not lay out: said, not ignored
  if (/\b(?:headings?|headers?|sections?|subheadings?)\b/i.test(p) && out.format !== 'table' && out.format !== 'json') out.unsupported.push('headings or sections');
  out.simple = /\b(year[- ]olds?|child|children|kids?|beginners?|newcomers?|non-experts?|laypeople|plain (language|english|words)|simple (words|terms|language)|eli5|simply)\b/i.test(p) || /\b(?:like|as if)\s+(?:i'?m|i am|i were|you'?re talking to)\s+(?:a\s+)?(?:\d+|five|six|seven|eight|nine|ten|child|kid|beginner)\b/i.test(p);
  const language = /\b(?:in|into)\s+(french|spanish|german|italian|portuguese|dutch|chinese|japanese|korean|russian|arabic|hindi)\b/i.exec(p);
  if (language?.[1]) out.unsupported.push(`writing in ${language[1][0]?.toUpperCase()}${language[1].slice(1).toLowerCase()}`);
  if (/\b(poem|rhyme|haiku|song|limerick|joke)s?\b/i.test(p)) out.unsupported.push('verse or jokes');
  if (/\b(first person|role[- ]?play|pretend|act as|in the style of|persona)\b/i.test(p)) out.unsupported.push('a persona or style of voice');
  if (/\b(translate|translation)\b/i.test(p) && !language) out.unsupported.push('translation');
  return out;
}

/** Sentences that fit a JSON key or table column by meaning (risks, benefits, advice, causes) or by the key's own word. */
const KEY_CUES: [RegExp, RegExp][] = [
  [/^(risks?|limitations?|downsides?|dangers?|problems?|cons|concerns?|harms?|drawbacks?|threats?|side_effects?)$/, /\b(risk|damage|harm|danger|loss|lose|fade|fail|worse|reduc|problem|limit|caution|avoid|withdrawal|collapse|decline|shorter|threat|plating|degrad|disrupt|hurt|unsafe|short circuit)/i],
  [/^(benefits?|pros|advantages?|strengths?|upsides?)$/, /\b(benefit|improv|help|protect|increas|better|advantage|faster|cheaper|allow|enable|recover)/i],
  [/^(recommendations?|advice|tips|actions?|next_steps|guidance)$/, /\b(should|recommend|best|avoid|keep|store|aim|advis|try|limit|prefer)/i],
  [/^(causes?|reasons?|mechanisms?|why|explanations?)$/, /\b(because|cause|due to|leads? to|result|blocks?|binds?|trigger|drives?|driven|means|fault|defect|flaw|badly|failure|failed)/i],
  // typed keys: a sentence that states a date, a toll, an amount
  [/^(dates?|when|years?|time|day)$/, /\b(1[0-9]{3}|20[0-9]{2})\b|\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i],
  [/^(deaths?|death_toll|casualties|fatalities|victims|dead|killed|toll)$/, /\b(died|dead|deaths?|killed|lives were lost|perished|fatalit|casualt|victims|death toll)/i],
  [/^(costs?|prices?|fees?|amounts?)$/, /[€$£¥]\s?\d|\b\d[\d,.]*\s?(euros?|dollars?|pounds?|cents?)\b|\b(costs?|priced|price)\b/i],
];

/**
 * A piece of the answer that must stay whole: one sentence, or a referent with the sentence that
 * refers to it ("…SEI. It keeps thickening…"). Picking sentences one by one would strand the opener.
 */
export interface Piece {
  sentences: CitedSentence[];
  /** The pieces' sentences joined, without prefix or markers. */
  text: string;
  prefix: string;
}

export function piecesOf(list: CitedSentence[]): Piece[] {
  const out: Piece[] = [];
  for (const s of list) {
    const last = out.at(-1);
    if (last && last.sentences[0]?.unit === s.unit) {
      last.sentences.push(s);
      last.text = `${last.text} ${s.text}`;
    } else out.push({ sentences: [s], text: s.text, prefix: s.prefix });
  }
  return out;
}

/** Keys asking who: a sentence fits when it names a person (people.ts peopleIn), whatever its words. */
const PEOPLE_KEY = /^(?:people|persons?|who|names?|individuals?|key_people|key_figures|figures|authors?|founders?|designers?|builders?|engineers?|leaders?|officials?|scientists?|researchers?|inventors?|owners?|actors?|participants?)$/;
/** Keys asking where: a sentence fits when it names a place (people.ts namesAPlace). */
const PLACE_KEY = /^(?:places?|where|locations?|sites?|countr(?:y|ies)|cit(?:y|ies)|regions?|towns?|venues?|areas?)$/;

export function fitsKey(key: string, piece: Piece): boolean {
  if (PEOPLE_KEY.test(key)) return peopleIn(piece.text).length > 0;
  if (PLACE_KEY.test(key)) return namesAPlace(piece.text);
  for (const [name, cue] of KEY_CUES) if (name.test(key)) return cue.test(piece.text);
  const keyStems = key.split(/[_-]/).map(stem);
  const stems = words(piece.text).map(stem);
  return keyStems.some((k) => stems.some((s) => stemMatches(k, s)));
}

/** The piece with its [n] markers; the direct-answer prefix only when asked (summary, first bullet, prose). */
function cited(piece: Piece, withPrefix = false): string {
  return piece.sentences.map((s, i) => withCitation((withPrefix && i === 0 ? s.prefix : '') + s.text, [s.citationIndex])).join(' ');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Keeps pieces in order while they fit within the word limit (citation markers not counted). */
function withinWords(list: Piece[], limit: number | null): Piece[] {
  if (limit === null) return list;
  const out: Piece[] = [];
  let total = 0;
  for (const piece of list) {
    const n = wordCount(piece.text);
    if (total + n > limit) continue;
    out.push(piece);
    total += n;
  }
  return out;
}

/** Easiest first: short sentences with few long words; the answer's lead keeps its place when it is easy enough. */
function simplest(list: Piece[]): Piece[] {
  const easy = (p: Piece): number => wordCount(p.text) / p.sentences.length + words(p.text).filter((w) => w.length > 9).length * 4;
  return [...list].sort((a, b) => easy(a) - easy(b));
}

/** A Markdown table: the columns named as asked (underscores as spaces), then one row per list of cells, each cell's "|" escaped. Pure. */
function markdownTable(columns: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(columns.map((c) => c.replace(/_/g, ' '))), `|${columns.map(() => '---').join('|')}|`, ...rows.map((cells) => line(cells.map((t) => t.replace(/\|/g, '\\|'))))].join('\n');
}

/** Columns that take the whole sentence: what it says ("Finding") or what happened ("Year | Event"). */
const SENTENCE_COLUMN = /^(?:findings?|claims?|points?|facts?|statements?|evidence|summary|answer|details?|descriptions?|text|events?|what_happened|happenings?|milestones?|incidents?|developments?|changes?|notes?)$/;

/** A point that states a limit of what is known or of the finding ("may still", "only", "not completely", "is debated"). */
const LIMITATION = /\b(?:may|might|unclear|uncertain|unknown|debated?|debates|limited|small (?:study|studies|sample)|few (?:studies|participants)|(?:more|further) research|not (?:completely|always|yet|clear|known|proven|certain)|no (?:clear )?evidence|cannot be sure|is not known)\b/i;

/** A rule of what is allowed, required or forbidden (a checklist's item as much as an instruction is). */
const RULE = /\b(?:allowed|permitted|forbidden|prohibited|required|banned|may not|must not|is not allowed|are not allowed)\b/i;

/** Table columns for causes and for their effects. */
const CAUSE_COLUMN = /^(?:causes?|reasons?|drivers?|why|factors?)$/;
const EFFECT_COLUMN = /^(?:effects?|results?|consequences?|outcomes?|impacts?|what_happened)$/;

/** Causal words and which side of them is the cause. */
const CAUSAL: [RegExp, 'cause-first' | 'effect-first'][] = [
  [/^(?:because|since|as a result of|owing to)\s+(.+?),\s+(.+)$/i, 'cause-first'],
  // (not "if": a condition is no cause, and its clause often holds a list: "If you need to store a laptop, a drill…")
  [/^(?:when|once)\s+(.+?),\s+(.+)$/i, 'cause-first'],
  [/^(.+?),?\s+because(?:\s+of)?\s+(.+)$/i, 'effect-first'],
  [/^(.+?)\s+(?:due to|as a result of|owing to)\s+(.+)$/i, 'effect-first'],
  [/^(.+?)\s+(?:is|are|was|were|has been|have been)\s+(?:caused|driven|triggered|produced|made worse)\s+(?:mostly\s+|mainly\s+|largely\s+)?by\s+(.+)$/i, 'effect-first'],
  [/^(.+?)\s+(?:followed|came after)\s+(.+)$/i, 'effect-first'],
  [/^(.+?)\s+(?:caused|causes|cause|led to|leads to|lead to|drove|drives|triggered|triggers|resulted in|results in|results? in)\s+(.+)$/i, 'cause-first'],
  [/^(.+?),\s+(?:so|and so|which means|which meant|therefore)\s+(.+)$/i, 'cause-first'],
];

/**
 * A sentence split into the cause it states and its effect, at its causal words ("The fishery was closed in 2018 because
 * abalone starved" → cause "abalone starved", effect "The fishery was closed in 2018"; "The collapse followed a marine
 * heatwave" → cause "a marine heatwave", effect "The collapse"); null when it states no cause in so many words. Pure.
 */
export function causalSplit(sentence: string): { cause: string; effect: string } | null {
  const text = sentence.trim().replace(/[.!?]+$/, '');
  for (const [pattern, order] of CAUSAL) {
    const m = pattern.exec(text);
    const a = m?.[1]?.trim();
    const b = m?.[2]?.trim();
    if (!a || !b || a.split(/\s+/).length < 2 || b.split(/\s+/).length < 2) continue;
    const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
    return order === 'cause-first' ? { cause: cap(a), effect: cap(b) } : { cause: cap(b), effect: cap(a) };
  }
  return null;
}

/** The one-line note for instructions that could not be followed. */
export function unsupportedNote(unsupported: string[]): string | null {
  if (unsupported.length === 0) return null;
  return `Note: the built-in engine could not follow the part of this prompt asking for ${joinWords(unsupported)}: it only quotes your sources as they are written.`;
}

/** The cell of a source table row whose column name holds every word of an asked column ("weight" → "Typical weight (700x25)"). */
export function matchingCell(column: string, cells: TableCell[]): TableCell | undefined {
  const wanted = column.split(/[_\s-]+/).filter(Boolean).map(stem);
  return cells.find((cell) => {
    const have = words(cell.name).map(stem);
    return wanted.length > 0 && wanted.every((w) => have.some((h) => stemMatches(w, h)));
  });
}

/**
 * A table prompt over an answer that cites rows of a source table (`tableRows`: every row of those
 * tables, Composition.tableRows): when the rows' column names hold
 * at least half of the asked columns, the rows fill the table (each row cited after its first cell;
 * a column no row has shows "—"). null when the answer cites no such rows. Pure.
 */
export function sourceTable(columns: string[], tableRows: { citationIndex: number; cells: TableCell[] }[]): string | null {
  const rows = tableRows.filter((s) => s.cells.length > 0);
  if (rows.length === 0) return null;
  const matched = columns.filter((c) => rows.some((r) => matchingCell(c, r.cells)));
  if (matched.length * 2 < columns.length) return null;
  // rows of other tables (or the same item twice) fill only some columns: a row that fills every asked
  // column wins; the same first cell again adds what it fills to that row instead of a second row
  const filled = rows.map((row) => ({ citations: [row.citationIndex], values: columns.map((c) => matchingCell(c, row.cells)?.value ?? '—') }));
  const merged: typeof filled = [];
  for (const row of filled) {
    const key = norm(row.values[0] ?? '');
    const same = key && key !== '—' ? merged.find((m) => norm(m.values[0] ?? '') === key) : undefined;
    if (same) {
      let added = false;
      same.values = same.values.map((v, i) => {
        const other = row.values[i] ?? '—';
        if (v !== '—' || other === '—') return v;
        added = true;
        return other;
      });
      const citation = row.citations[0] ?? 0;
      if (added && !same.citations.includes(citation)) same.citations.push(citation);
    } else merged.push({ citations: [...row.citations], values: [...row.values] });
  }
  const complete = merged.some((r) => r.values.every((v) => v !== '—'));
  const kept = complete ? merged.filter((r) => r.values.every((v) => v !== '—')) : merged.filter((r) => r.values.some((v) => v !== '—'));
  const lines = kept.map((row) => {
    // the row's first named value carries its citations
    const first = row.values.findIndex((v) => v !== '—');
    return row.values.map((v, i) => (i === first ? `${v} ${row.citations.map((n) => `[${n}]`).join('')}` : v));
  });
  return markdownTable(columns, lines);
}

/**
 * What a sentence is about and what it says of it, for a table's first column and the rest: "Advisory
 * (Yellow): the volcano shows signs of unrest" → Advisory (Yellow) | the volcano shows…; "An extra
 * checked bag costs NOK 450…" → An extra checked bag | the whole sentence. label null when the sentence
 * opens with no short subject. Pure.
 */
export function rowParts(sentence: string): { label: string | null; rest: string } {
  const text = sentence.trim();
  const colon = /^([^:;.!?]{2,60}?)\s*:\s+(\S.*)$/u.exec(text);
  if (colon?.[1] && colon[2] && colon[1].split(/\s+/).length <= 8) return { label: colon[1].trim(), rest: colon[2].trim() };
  const tokens = text.split(/\s+/);
  const subject: string[] = [];
  for (const [i, token] of tokens.slice(0, 9).entries()) {
    const word = token.replace(/[^\p{L}\p{N}'’-]+$/u, '');
    // a past form before a noun describes it ("an extra checked bag costs…"), it is no verb
    const next = (tokens[i + 1] ?? '').replace(/[^\p{L}\p{N}'’-]+$/u, '');
    const describing = /ed$/.test(word) && word === token && /^\p{Ll}+$/u.test(next) && !isStopWord(next) && !endsSubject(next);
    // a word in -s before a figure or a determiner is the verb, whatever else it can be ("the bag costs NOK 450", "each wheel weighs about 38 kg")
    const verbBeforeAmount = /^\p{Ll}+[^s]s$/u.test(word) && /^(?:\p{N}|[€£$¥]|[A-Z]{3}$|(?:a|an|the|about|around|nearly|almost|over|under|more|less|only|up|at|between)$)/u.test(next);
    if (subject.length > 0 && /^\p{Ll}/u.test(word) && ((endsSubject(word) && !describing) || verbBeforeAmount)) return { label: subject.join(' '), rest: text };
    // a comma or a clause word before the verb: no plain subject to name the row by
    if (word !== token || /^(?:if|when|because|although|while|after|before|since|as|that|which|who)$/i.test(word)) break;
    // a sentence opening with a preposition ("By 1480 there were…", "In 1476 …") opens with no subject
    if (i === 0 && /^(?:by|in|on|at|from|during|until|till|within|under|over|around|about|for|with|without|through|throughout|between|among|across|along|after|before|since)$/i.test(word)) break;
    subject.push(word);
  }
  return { label: null, rest: text };
}

/**
 * The figure a sentence counts of the plural noun a column names ("colonies_lost" over "…lost 9 of its 28 colonies" →
 * "9 of its 28 colonies"; "passengers" over "The ferry carried 41 passengers" → "41 passengers"), or null. Pure but for the
 * shipped lemma table.
 */
export function countedIn(column: string, sentence: string): string | null {
  for (const word of column.toLowerCase().split(/[_\s-]+/)) {
    // (a plural noun: its singular, by WordNet's lemma or the regular ending, is a noun)
    const singular = lemmaOf(word) !== word ? lemmaOf(word) : word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
    if (!/^\p{L}{3,}s$/u.test(word) || singular === word || !isCommonNoun(singular)) continue;
    const m = new RegExp(`\\b(\\d[\\d,.]*(?:\\s+(?:of|out of)\\s+(?:its|their|the|his|her)?\\s*\\d[\\d,.]*)?\\s+(?:[\\p{L}-]+\\s+){0,2}${word})\\b`, 'iu').exec(sentence);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** Each source cited, with its title and address ("[1] Title (https://…)"). Pure. */
function sourceLines(composition: Composition): string[] {
  return composition.sources.map((x) => `[${x.citationIndex}] ${x.title}${x.url ? ` (${x.url})` : ''}`);
}

/** Caveats of an answer: what it says its sources leave out, then its points that limit what they found, cited. Pure. */
function caveatLines(composition: Composition, pool: Piece[]): string[] {
  return [...(composition.saidNotes ?? composition.notes), ...pool.filter((piece) => LIMITATION.test(piece.text)).map((piece) => cited(piece))];
}

/** A verdict in a few words, for a reply that must open with it. */
const VERDICT_OPENERS: Record<Verdict, string | null> = { yes: 'Yes.', no: 'No.', qualified: 'It depends.', disagree: 'Your sources disagree.', unstated: 'Your sources do not say.' };

/** Renders the composed answer the way the system prompt asks; never invents text the sources do not hold. */
export function transformContent(systemPrompt: string, query: string, composition: Composition): string {
  const instruction = parseSystemPrompt(systemPrompt);
  const notes: string[] = [];
  const unsupported = unsupportedNote(instruction.unsupported);
  if (unsupported) notes.push(unsupported);
  let pool = piecesOf(composition.sentences);
  const byQuestion = (list: Piece[]): Piece[] => pointOrder(list.map((p) => p.text), query).map((i) => list[i] as Piece);
  // (the simplest among the points most on the question: an easy sentence on something else answers nothing)
  if (instruction.simple) pool = simplest(byQuestion(pool).slice(0, Math.max(4, Math.ceil(pool.length / 2)))).slice(0, Math.max(3, instruction.count ?? 3));
  const plain = composition.answered ? null : composition.content;
  // a limit for every item keeps the items that fit it; a limit for the whole reply keeps items while the total fits
  const limited = (list: Piece[]): Piece[] => (instruction.wordLimit !== null && instruction.wordLimitEach ? list.filter((piece) => wordCount(piece.text) <= (instruction.wordLimit ?? 0)) : withinWords(list, instruction.wordLimit));
  // "Answer yes or no first" (and any reply under a word limit, where the lead-in's words would not fit): the verdict in a word
  const verdict = composition.verdictBasis?.verdict;
  const verdictWord = verdict ? VERDICT_OPENERS[verdict] : null;
  const opener = instruction.verdictFirst || (instruction.wordLimit !== null && !instruction.wordLimitEach) ? verdictWord : null;
  if (instruction.verdictFirst && !verdictWord) notes.push('Note: this question takes no yes or no answer, so the reply does not open with one.');

  let body: string;
  switch (instruction.format) {
    case 'json': {
      const keys = instruction.keys.length > 0 ? instruction.keys : ['summary', 'findings', 'sources'];
      const value: Record<string, unknown> = {};
      const empty: string[] = [];
      const lead = pool[0];
      for (const key of keys) {
        if (/^(summary|answer|overview|tl_?dr|conclusion|verdict|short_answer)$/.test(key)) value[key] = plain ?? (lead ? cited(lead, true) : '');
        else if (/^(sources?|references?|citations?|bibliography)$/.test(key)) value[key] = composition.sources.map((s) => ({ citation_index: s.citationIndex, title: s.title, url: s.url }));
        else if (/^(question|query|topic)$/.test(key)) value[key] = query;
        // caveats: what the answer says its sources leave out, and the points that limit what they found
        else if (/^(caveats?|limitations?|uncertaint(?:y|ies)|gaps|unknowns|what_is_missing)$/.test(key)) {
          const caveats = caveatLines(composition, pool);
          value[key] = caveats;
          if (caveats.length === 0) empty.push(key);
        }
        else if (/^(findings?|points?|facts?|evidence|key_points|details|answer_points|claims?)$/.test(key)) value[key] = limited(pool).map((p) => cited(p));
        else {
          // "current_level": the sentences naming every part of the key, when some do; else those fitting it
          const parts = key.split(/[_-]/).filter((k) => k.length > 2);
          const whole = parts.length > 1 ? pool.filter((p) => parts.every((k) => fitsKey(k, p))) : [];
          const fitting = (whole.length > 0 ? whole : pool.filter((p) => fitsKey(key, p))).map((p) => cited(p));
          value[key] = fitting;
          if (fitting.length === 0) empty.push(key);
        }
      }
      // only the answer's sentences were searched: the note says so, not that the sources lack it
      if (empty.length > 0)
        notes.push(
          `Note: no sentence of this answer fits ${joinWords(empty.map((k) => `"${k}"`))}, so ${empty.length === 1 ? 'it is' : 'they are'} empty; your sources may still say more (ask about ${empty.length === 1 ? 'it' : 'them'} directly).`,
        );
      body = '```json\n' + JSON.stringify(value, null, 2) + '\n```';
      break;
    }
    case 'table': {
      if (plain) {
        body = plain;
        break;
      }
      const columns = instruction.columns.length > 0 ? instruction.columns : ['finding', 'source'];
      // The sources' own table, when its columns are the ones asked for: its rows fill the table.
      const fromSource = sourceTable(columns, composition.tableRows ?? composition.sentences.flatMap((x) => (x.cells ? [{ citationIndex: x.citationIndex, cells: x.cells }] : [])));
      if (fromSource) {
        body = fromSource;
        break;
      }
      // a cause column and an effect column: each sentence that states a cause and its effect, split at its causal
      // words ("…was closed because abalone starved": effect | cause); a sentence that states none has no row
      const causeColumn = columns.findIndex((c) => CAUSE_COLUMN.test(c));
      // (a "why" column beside one other, "Tip and Why": the other takes what the reason is for; a point that gives no
      // reason keeps its row, its why "—")
      const others = columns.map((c, i) => i).filter((i) => i !== causeColumn && !/^(sources?|references?|documents?)$/.test(columns[i] ?? ''));
      const whyBeside = causeColumn >= 0 && others.length === 1 && columns.findIndex((c) => EFFECT_COLUMN.test(c)) < 0;
      if (whyBeside) {
        const other = others[0] as number;
        const rows = limited(pool).flatMap((p) =>
          p.sentences.map((x) => {
            const split = causalSplit(x.text);
            return columns.map((c, i) => (i === other ? `${split ? split.effect : x.text.replace(/[.!?]+$/, '')} [${x.citationIndex}]` : i === causeColumn ? (split?.cause ?? '—') : `[${x.citationIndex}] ${composition.sources.find((y) => y.citationIndex === x.citationIndex)?.title ?? ''}`));
          }),
        );
        body = markdownTable(columns, rows);
        if (rows.some((r) => r[causeColumn] === '—')) notes.push(`Note: where a point gives no reason in so many words, its "${columns[causeColumn]?.replace(/_/g, ' ') ?? ''}" shows "—".`);
        break;
      }
      const effectColumn = columns.findIndex((c) => EFFECT_COLUMN.test(c));
      if (causeColumn >= 0 && effectColumn >= 0) {
        const rows = limited(pool).flatMap((p) =>
          p.sentences.flatMap((x) => {
            const split = causalSplit(x.text);
            if (!split) return [];
            return [columns.map((c, i) => (i === causeColumn ? `${split.cause} [${x.citationIndex}]` : i === effectColumn ? split.effect : /^(sources?|references?|documents?)$/.test(c) ? `[${x.citationIndex}] ${composition.sources.find((y) => y.citationIndex === x.citationIndex)?.title ?? ''}` : '—'))];
          }),
        );
        body = markdownTable(columns, rows);
        notes.push(rows.length === 0 ? 'Note: no sentence of this answer states a cause with its effect in so many words, so the table is empty; the answer above gives what the sources say.' : 'Note: only the sentences that state a cause with its effect are in the table.');
        break;
      }
      // columns the sources' words fill: an amount of the kind a column names ("Fee", "Date"), what a row is
      // about (the first other column: "Level", "Item") and what it says of it (the rest: "Meaning")
      const named = (column: string): boolean => /^(sources?|references?|documents?|citations?|cite|n|#|titles?|urls?|links?|quotes?|quotations?|excerpts?)$/.test(column) || SENTENCE_COLUMN.test(column);
      const amountColumns = columns.filter((c) => !named(c) && columnDimension(c) !== null);
      const labelColumn = columns.find((c) => !named(c) && columnDimension(c) === null && !PEOPLE_KEY.test(c) && !PLACE_KEY.test(c));
      const restColumns = columns.filter((c) => !named(c) && columnDimension(c) === null && !PEOPLE_KEY.test(c) && !PLACE_KEY.test(c) && c !== labelColumn).length;
      const cell = (column: string, piece: Piece): string => {
        const n = piece.sentences[0]?.citationIndex ?? 0;
        const source = composition.sources.find((x) => x.citationIndex === n);
        if (/^(sources?|references?|documents?)$/.test(column)) return `[${n}] ${source?.title ?? ''}`;
        if (/^(citations?|cite|n|#)$/.test(column)) return `[${n}]`;
        if (/^(titles?)$/.test(column)) return source?.title ?? '';
        if (/^(urls?|links?)$/.test(column)) return source?.url ?? '';
        if (/^(quotes?|quotations?|excerpts?)$/.test(column)) return `"${piece.sentences.map((s) => s.original).join(' ')}"`;
        if (SENTENCE_COLUMN.test(column)) return piece.text;
        // a column of people or of places takes the name the sentence gives of that kind ("Site" → Riverside)
        if (PEOPLE_KEY.test(column)) return peopleIn(piece.text)[0] ?? '—';
        if (PLACE_KEY.test(column)) {
          const people = new Set(peopleIn(piece.text));
          return namesIn(piece.text).find((n) => !people.has(n.name))?.name ?? '—';
        }
        // a column naming a plural thing ("Colonies lost", "Passengers") takes the figure the sentence counts of it
        // ("lost 9 of its 28 colonies" → "9 of its 28 colonies")
        const counted = countedIn(column, piece.text);
        if (counted) return counted;
        const dimension = columnDimension(column);
        // (a date's own preposition is no part of it: "in 1476" → "1476")
        if (dimension) return amountIn(piece.text, dimension)?.replace(/^(?:in|by|on|from|since|until|around|about|circa|c\.)\s+/i, '') ?? '—';
        const parts = rowParts(piece.text);
        // (no other column for what the sentence says: the label column holds the sentence, "Year | Event")
        if (column === labelColumn) return parts.label ?? (restColumns === 0 ? piece.text : '—');
        return parts.rest;
      };
      // the row's first filled cell carries its citations
      const rowOf = (p: Piece): string[] => {
        const values = columns.map((c) => cell(c, p));
        const first = values.findIndex((v) => v !== '—' && !/\[\d+\]/.test(v));
        const marks = [...new Set(p.sentences.map((x) => x.citationIndex))].map((n) => `[${n}]`).join('');
        return values.map((v, i) => (i === first && !values.some((x) => /\[\d+\]/.test(x)) ? `${v} ${marks}` : v));
      };
      // a table asking for amounts has a row for each sentence stating one; where the sources name their
      // items with a label ("Advisory (Yellow): …"), a row for each labelled item
      const fitting = limited(pool);
      const labelled = fitting.filter((p) => /^[^:;.!?]{2,60}?\s*:\s+\S/u.test(p.text));
      const rows = (labelColumn && labelled.length >= 2 ? labelled : fitting)
        .map(rowOf)
        .filter((values) => amountColumns.length === 0 || amountColumns.some((c) => values[columns.indexOf(c)] !== '—'));
      const empty = columns.filter((c, i) => rows.every((values) => (values[i] ?? '—') === '—'));
      body = markdownTable(columns, rows);
      if (rows.length === 0) notes.push(`Note: no sentence of this answer states ${joinWords(amountColumns.map((c) => `a "${c.replace(/_/g, ' ')}"`))}; your sources may still say more (ask about it directly).`);
      else if (empty.length > 0) notes.push(`Note: no sentence of this answer gives anything to put under ${empty.map((c) => `"${c.replace(/_/g, ' ')}"`).join(', ')}, so ${empty.length === 1 ? 'that column shows' : 'those columns show'} "—".`);
      break;
    }
    case 'bullets': {
      if (plain) {
        body = `- ${plain}`;
        break;
      }
      // "a list of causes", "a checklist": only the points of that kind, when the answer has some (else all, said so)
      const kind = instruction.listOf;
      // (a cause also where a sentence states one with its effect, causalSplit: "The collapse followed a marine heatwave")
      // (a checklist holds what to do: instructions, advice, rules of what is allowed or required; chat-meta.ts saysAction)
      const fits = (piece: Piece, k: string): boolean =>
        k === 'advice' ? fitsKey(k, piece) || piece.sentences.some((x) => saysAction(x.text) || RULE.test(x.text)) : fitsKey(k, piece) || (CAUSE_COLUMN.test(k) && piece.sentences.some((x) => causalSplit(x.text) !== null));
      const ofKind = kind ? pool.filter((piece) => fits(piece, kind)) : pool;
      // (one point of the kind is no list of them: the answer's points, which answer the question asked)
      const listed = ofKind.length >= 2 ? ofKind : pool;
      // (fewer points than the answer has: those that name what was asked, form-picks.ts)
      const chosen = inAnswerOrder(limited(byQuestion(listed)).slice(0, instruction.count ?? listed.length), listed);
      if (instruction.count !== null && chosen.length < instruction.count) notes.push(`Note: your sources support only ${chosen.length} point${chosen.length === 1 ? '' : 's'}, not ${instruction.count}.`);
      // a bullet is a point of its own: no "In short:" before the first
      const items = chosen.map((p, i) => `${instruction.numbered ? `${i + 1}.` : '-'} ${cited(p)}`);
      // "a one-line summary, then the key points": the answer's lead first, the list after it
      const lead = pool[0];
      body = instruction.summaryFirst && lead ? [cited(lead, true), '', ...chosen.filter((p) => p !== lead).map((p, i) => `${instruction.numbered ? `${i + 1}.` : '-'} ${cited(p)}`)].join('\n') : items.join('\n');
      if (instruction.verdictFirst && verdictWord) body = `${verdictWord}\n\n${body}`;
      break;
    }
    case 'sections': {
      if (plain) {
        body = plain;
        break;
      }
      // "the answer, then the evidence, then the limitations": each part filled from the answer by what it holds
      const lead = pool[0];
      const limits = pool.slice(1).filter((piece) => LIMITATION.test(piece.text));
      // (a point that limits the finding is said under the limitations, not twice)
      const rest = limited(pool.slice(1).filter((piece) => !limits.includes(piece) || !instruction.keys.includes('limitations')));
      const part = (section: string): string => {
        if (section === 'answer') return lead ? cited(lead, true) : 'Your sources give no answer to this.';
        if (section === 'evidence') return rest.length > 0 ? rest.map((piece) => `- ${cited(piece)}`).join('\n') : 'The answer rests on the one point above.';
        if (section === 'limitations') {
          const lines = caveatLines(composition, pool.slice(1)).map((line) => `- ${line}`);
          return lines.length > 0 ? lines.join('\n') : 'The answer states no limits of its own, and names no part of the question its sources leave out.';
        }
        if (section === 'recommendations') {
          const advice = pool.filter((piece) => fitsKey('advice', piece));
          return advice.length > 0 ? advice.map((piece) => `- ${cited(piece)}`).join('\n') : 'The answer gives no advice in so many words.';
        }
        return sourceLines(composition).join('\n');
      };
      body = instruction.keys.map((section) => `**${section.charAt(0).toUpperCase()}${section.slice(1)}**\n\n${part(section)}`).join('\n\n');
      break;
    }
    case 'sentences':
    case 'prose': {
      if (plain) {
        body = plain;
        break;
      }
      // "TL;DR first": the lead as a one-line summary, then the whole answer
      if (instruction.summaryFirst && instruction.format === 'prose' && pool[0]) {
        body = [`TL;DR: ${cited(pool[0], true)}`, ...(pool.length > 1 ? [limited(pool.slice(1)).map((piece) => cited(piece)).join(' ')] : [])].join('\n\n');
        break;
      }
      const count = instruction.format === 'sentences' ? (instruction.count ?? 1) : instruction.simple ? 3 : pool.length;
      // (fewer sentences or words than the answer has: the points that name what was asked first, form-picks.ts)
      // (the verdict first: the sentence that decides it, the answer's lead, comes first)
      const ordered = !opener && (count < pool.length || instruction.wordLimit !== null) ? byQuestion(pool) : pool;
      const fitting = instruction.wordLimit !== null && !instruction.wordLimitEach ? withinWords(ordered, instruction.wordLimit - (opener ? wordCount(opener) : 0)) : limited(ordered);
      const chosen: Piece[] = [];
      let sentencesUsed = 0;
      for (const piece of fitting) {
        if (sentencesUsed + piece.sentences.length > count) continue;
        chosen.push(piece);
        sentencesUsed += piece.sentences.length;
      }
      // no point fits whole: the sentences of the points that stand on their own, each point's last first (the one
      // it was chosen for; those before it set it up), with the point's lead-in ("The main reason your sources give:")
      if (chosen.length === 0) {
        for (const piece of fitting) {
          for (const sentence of [...piece.sentences].reverse()) {
            if (sentencesUsed >= count || hasDanglingOpener(sentence.text)) continue;
            const prefix = chosen.length === 0 ? piece.prefix : '';
            chosen.push({ sentences: [{ ...sentence, prefix }], text: sentence.text, prefix });
            sentencesUsed += 1;
          }
        }
      }
      if (chosen.length === 0 && (fitting[0] ?? pool[0])) {
        const first = (fitting[0] ?? pool[0]) as Piece;
        chosen.push(first);
        if (first.sentences.length > count) notes.push(`Note: the best supported point takes ${first.sentences.length} sentences, more than the ${count} asked for.`);
        else notes.push(`Note: the shortest supported point has ${wordCount(first.text)} words, more than the ${instruction.wordLimit ?? 0}-word limit.`);
      }
      // (an opener or a word limit: no lead-in, whose words the limit does not leave room for)
      body = inAnswerOrder(chosen, fitting).map((p, i) => cited(p, i === 0 && !instruction.simple && !opener && instruction.wordLimit === null)).join(' ');
      if (opener) body = `${opener} ${body}`;
      break;
    }
  }
  // "no citations": the markers left out of this rendering, said so (the research's content keeps them)
  if (instruction.noCitations && instruction.format !== 'json') {
    body = body.replace(/\s?(?:\[\d+\])+/g, '');
    notes.push('Note: citations left out as asked; the answer with its citations is the research\'s content.');
  }
  // "List the sources at the end": each source cited, with its title and address
  const listed = instruction.sourcesAtEnd && composition.sources.length > 0 ? ['Sources:\n' + sourceLines(composition).join('\n')] : [];
  return [body, ...listed, ...notes].join('\n\n');
}
