// Follow-ups about the answer and its sources that are worded as everyday requests rather than searches (chat.ts and
// chat-intent.ts ask): "Define SEI" / "What does SEI mean?" (a definition question, "What is SEI?"), "Can you make it
// shorter?" (a summary), "What's the single most important point?" (one sentence), "Which source should I read first?" (the
// sources by how much of the answer each supports), "Give me three questions I should research next" (what the sources discuss
// that the answer leaves out), "What don't the sources cover?" (the answer's own notes on what is missing), "Which source is
// the most recent?" (the sources' dates as they state them), "What can be done about it?" / "Is anyone trying to fix
// it?" (what the sources say is done or should be done: instructions, advice, efforts under way). Owns reading these and
// the lines their replies are built from; never a search for "define", "shorter", "cover", "recent", "done" or "fix"
// as if they were the topic. Pure.
import { stemsOf } from './concepts';
import { isInstruction } from './reasons';
import { isVerbWord } from './verbs';
import { withoutOpener } from './follow-up-opener';

const PRONOUN = /^(?:it|that|this|these|those|they|them|he|she|so|which|what)$/i;

/** A follow-up as these readings match it: lower case, straight apostrophes, no closing punctuation. Pure. */
function normalized(message: string): string {
  return withoutOpener(message.trim()).toLowerCase().replace(/[’]/g, "'").replace(/[?.!]+$/, '').trim();
}

/**
 * The definition question a follow-up asks in other words ("Define SEI" → "What is SEI?", "What does 'calendar ageing'
 * mean?", "What is meant by plating?", "What's the meaning of SEI?", "What counts as a swift brick?"), or null; never for a pronoun ("What does that mean
 * for me?" asks what follows from it, not a definition). Pure.
 */
export function definitionQuestion(message: string): string | null {
  const m = message.trim().replace(/[’]/g, "'").replace(/[?.!]+$/, '').trim();
  const term =
    /^(?:please\s+|can you\s+|could you\s+)?define\s+(.+)$/i.exec(m)?.[1] ??
    /^what\s+(?:does|do)\s+(.+?)\s+(?:mean|stand for)(?:\s+(?:here|exactly|in this context|in (?:the|this) (?:answer|context|source|article|report)))?$/i.exec(m)?.[1] ??
    // "What do you mean by X?", "What do they mean by X?": a clarifying question about a word of the conversation
    /^what\s+(?:do|did|does)\s+(?:you|they|it|the (?:sources?|answer|article|report|author|document))\s+mean\s+by\s+(.+)$/i.exec(m)?.[1] ??
    /^what(?:'s| is)\s+(?:meant by|the meaning of|the definition of)\s+(.+)$/i.exec(m)?.[1] ??
    /^(?:meaning|definition)\s+of\s+(.+)$/i.exec(m)?.[1] ??
    // "What exactly counts as a 'swift brick'?", "What is classed as low income?": a verb of classing asks what the thing is
    /^what(?:\s+exactly)?\s+(?:counts|qualifies|is\s+(?:classed|classified|counted|regarded|considered|defined))\s+as\s+(?:an?\s+)?(.+?)(?:\s+(?:then|exactly|here))?$/i.exec(m)?.[1];
  if (!term) return null;
  const clean = term.replace(/^["'“‘]|["'”’]$/g, '').replace(/^(?:the\s+)?(?:word|term|phrase)\s+/i, '').trim();
  const words = clean.split(/\s+/);
  if (clean === '' || words.length > 5 || words.every((w) => PRONOUN.test(w))) return null;
  return `What is ${clean}?`;
}

/** "Can you make it shorter?", "Too long", "Shorten that", "A briefer version please": a summary asked, with no topic of its own. Pure. */
export function asksShorter(message: string): boolean {
  const m = normalized(message);
  return /^(?:(?:please|and|but|so)[,\s]+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:(?:make|keep|get)\s+(?:it|that|this|the answer|the reply)\s+(?:a\s+(?:bit|lot)\s+|much\s+)?(?:shorter|briefer|more concise|short|brief)|shorten\s+(?:it|that|this|the answer)|cut\s+(?:it|that|this)\s+down|(?:that's|it's|that is|it is)?\s*too long|(?:a\s+)?(?:shorter|briefer|more concise)(?:\s+(?:version|answer|one|reply))?)(?:\s+please)?$/.test(m);
}

/** "What don't the sources cover?", "What's missing?", "Any gaps?", "What can't they tell me?": the answer's gaps. Pure. */
export function asksGaps(message: string): boolean {
  const m = normalized(message);
  return /^(?:(?:and|so)[,\s]+)?(?:what(?:'s| is| are)?\s+(?:missing|left out|not covered|uncovered)(?:\s+(?:from|in)\s+(?:the|this|that)\s+(?:answer|sources?|research))?|what\s+(?:don't|do not|doesn't|does not|can't|cannot|didn't|did not)\s+(?:the|these|your|my)?\s*(?:sources?|documents?|answer|research|they|it)\s+(?:cover|say|tell (?:me|us)|answer|address|mention)|(?:are there\s+)?any\s+gaps|what are the gaps(?:\s+in\s+(?:the|this)\s+(?:answer|sources?|research))?|what(?:'s| is) not in the sources)$/.test(m);
}

/**
 * "What's the single most important point?", "What's the main takeaway?", "Bottom line?", "If I remember one thing, what
 * should it be?": the answer in one sentence, with no topic of its own. Pure.
 */
export function asksKeyPoint(message: string): boolean {
  const m = normalized(message);
  return /^(?:(?:so|and|but)[,\s]+)?(?:(?:what(?:'s| is| would be)|give me|tell me|so)\s+)?(?:the\s+|your\s+)?(?:(?:single|one|very)\s+)?(?:most important|main|key|biggest|central|overall|number one)\s+(?:point|takeaway|take-away|thing|finding|message|lesson|conclusion)(?:\s+(?:here|of (?:this|that|the answer|it)|from (?:this|that|the answer|it)))?$|^(?:the\s+|so\s+(?:what(?:'s| is) the\s+)?)?bottom line$|^(?:if i (?:remember|take away|keep) (?:only )?one thing,?\s+what (?:should|would) it be)$|^(?:the\s+)?(?:key|main)\s+takeaway$/.test(m);
}

/**
 * "Which source should I read first?", "Where should I start?", "Which one is most useful?": the sources by how much of
 * the answer each supports (chat.ts's most-cited reply), never a search for "read" or "first". Pure.
 */
export function asksWhereToStart(message: string): boolean {
  const m = normalized(message);
  return /^(?:(?:so|and)[,\s]+)?(?:(?:which|what)\s+(?:one|source|document|article|paper|study|report)\s+(?:should|would|do|could)\s+(?:i|we|you)\s+(?:read|start with|look at|open|begin with)(?:\s+first)?|where\s+(?:should|do|would)\s+(?:i|we)\s+start(?:\s+reading)?|(?:which|what)\s+(?:one|source|document|article|paper|study|report)\s+is\s+(?:the\s+)?(?:most useful|best|most important|most helpful)(?:\s+to\s+(?:read|start with))?)$/.test(m);
}

/** "Which source is the most recent?", "How old are the sources?", "Are the sources up to date?": the sources' dates. Pure. */
export function asksRecency(message: string): boolean {
  const m = normalized(message);
  return /\b(?:(?:which|what)\s+(?:source|document|article|paper|study|one)\s+is\s+(?:the\s+)?(?:most recent|newest|latest|oldest|earliest|most up to date|most up-to-date)|how (?:old|recent|current|up to date|up-to-date) (?:are|is) (?:the|these|your|this|that) (?:sources?|documents?|articles?|papers?|studies|study|information|answer)|(?:are|is) (?:the|these|your) (?:sources?|documents?|articles?) (?:recent|current|up to date|up-to-date|out of date|outdated|old))\b/.test(m);
}

export interface DatedSource {
  citation_index: number;
  title: string;
  /** The date the source states about itself, as it writes it, or null. */
  date: string | null;
}

/** A date as a sortable number (year, month, day), or null when it cannot be read. Pure. */
function dateValue(date: string): number | null {
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(date);
  if (iso) return Number(iso[1]) * 10000 + Number(iso[2]) * 100 + Number(iso[3] ?? 0);
  const parsed = Date.parse(date);
  if (Number.isNaN(parsed)) {
    const year = /\b(1[5-9]\d{2}|20\d{2})\b/.exec(date)?.[1];
    return year ? Number(year) * 10000 : null;
  }
  const d = new Date(parsed);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/**
 * The reply on how recent the sources are: each source's own date, and which dated one is the most recent and which
 * the oldest; sources that give no date are said to give none, and Quire never guesses one. Pure.
 */
export function recencyLines(sources: DatedSource[]): string[] {
  if (sources.length === 0) return ['This research has no sources to date.'];
  const dated = sources.map((s) => ({ s, value: s.date ? dateValue(s.date) : null })).filter((x): x is { s: DatedSource; value: number } => x.value !== null);
  const undated = sources.filter((s) => !dated.some((d) => d.s === s));
  if (dated.length === 0) return [sources.length === 1 ? 'This research’s one source gives no date, so Quire cannot say how recent it is.' : `None of this research’s ${sources.length} sources gives a date, so Quire cannot say how recent they are or which is newest.`];
  const sorted = [...dated].sort((a, b) => b.value - a.value);
  const newest = sorted[0] as { s: DatedSource; value: number };
  const oldest = sorted.at(-1) as { s: DatedSource; value: number };
  const lines = [
    dated.length === 1
      ? `Only source [${newest.s.citation_index}], "${newest.s.title}", gives a date: ${newest.s.date ?? ''}.`
      : `The most recent dated source is [${newest.s.citation_index}], "${newest.s.title}" (${newest.s.date ?? ''}); the oldest is [${oldest.s.citation_index}], "${oldest.s.title}" (${oldest.s.date ?? ''}).`,
  ];
  if (undated.length > 0) lines.push(`${undated.map((s) => `[${s.citation_index}]`).join(', ')} ${undated.length === 1 ? 'gives' : 'give'} no date, so ${undated.length === 1 ? 'it' : 'they'} may be newer or older.`);
  return lines;
}

/**
 * The reply on what the answer does not cover: its own notes on what its sources leave out (the lines of the answer
 * that cite nothing, such as "None of your sources uses the word …"), or, when it has none, that every part of the
 * question was found in a cited sentence and that what the sources leave out beyond the question cannot be known from
 * them. Pure.
 */
export function gapLines(answer: string): string[] {
  const notes = answer
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((s) => s.trim().replace(/;\s*the answer below covers the rest of the question\.?$/i, '.'))
    .filter((s) => s !== '' && !/\[\d+\]/.test(s) && /\b(?:none of|not|no source|nothing|do not|does not|doesn't|don't|cannot|can't|leaves? out|missing)\b/i.test(s) && !/^(?:In short|Your sources point)/.test(s));
  if (notes.length > 0) return ['What the answer says its sources do not cover:', ...[...new Set(notes)].map((n) => `- ${n}`)];
  return ['The answer names no part of the question its sources leave out: each point it makes is cited. What the sources do not cover beyond the question cannot be told from them; a new research job, or more documents in the library, may show more.'];
}

const COUNT_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * "Give me three questions I should research next", "What should I look into next?", "Suggest some follow-up
 * questions": how many questions are asked for (3 when no number is given), or null when the follow-up asks no such
 * thing. Pure.
 */
export function asksNext(message: string): number | null {
  const m = normalized(message);
  const asked =
    /\b(?:what|which)\s+(?:questions?|topics?|things?|aspects?)\s+(?:should|could|might|can)\s+(?:i|we)\s+(?:research|look into|ask(?:\s+about)?|read about|explore|investigate|dig into)(?:\s+next)?$/.test(m) ||
    /^(?:so\s+)?what\s+(?:should|could|might|can)\s+(?:i|we)\s+(?:research|look into|ask(?:\s+about)?|read about|explore|investigate|dig into)\s+next$/.test(m) ||
    /\b(?:suggest|give me|list|propose|what are)\s+(?:some\s+|a few\s+|\w+\s+)?(?:good\s+|useful\s+)?(?:follow-?up\s+questions|questions\s+(?:to|i\s+(?:should|could))\s+(?:research|ask|look into|explore)(?:\s+next)?|next\s+(?:questions|steps\s+for\s+(?:my|the|this)\s+research)|(?:topics|questions)\s+for\s+further\s+research)\b/.test(m);
  if (!asked) return null;
  const n = /\b(\d+|a|one|two|three|four|five|six)\s+(?:good\s+|useful\s+)?(?:follow-?up\s+)?(?:questions|topics|things|aspects)\b/.exec(m)?.[1];
  return n ? Math.min(6, COUNT_WORDS[n] ?? Number(n)) : 3;
}

/**
 * Questions the sources could answer beyond the answer: for each aspect phrase of the job's sources (brainstorm.ts
 * aspectPhrases) that the answer does not already say, "What do your sources say about X?" cited to the source that
 * uses it; then what the answer says its sources leave out (gapLines), which needs new documents. Pure.
 */
export function nextLines(aspects: { phrase: string; citation: number }[], answer: string, count: number): { text: string; citations: number[] }[] {
  const said = answer.toLowerCase();
  const fresh = aspects.filter((a) => !said.includes(a.phrase.toLowerCase())).slice(0, count);
  const gaps = gapLines(answer);
  const missing = gaps[0]?.startsWith('What the answer says') ? gaps.slice(1).map((g) => g.replace(/^- /, '')) : [];
  const lines: { text: string; citations: number[] }[] = [];
  if (fresh.length > 0) {
    lines.push({ text: `Questions your sources could answer next (each names something they discuss that this answer leaves out):`, citations: [] });
    // (the source that discusses it named in words: a citation mark would stand inside the question)
    for (const a of fresh) lines.push({ text: `- What do your sources say about ${a.phrase}? (source [${a.citation}] discusses it)`, citations: [] });
  } else lines.push({ text: 'Your sources discuss nothing this answer leaves out that Quire can name as a question.', citations: [] });
  if (missing.length > 0) lines.push({ text: `Beyond your sources (add documents or connect an online account first): ${missing.join(' ')}`, citations: [] });
  return lines;
}

/** "What can be done about it?", "What should I do?", "Is anyone trying to fix it?", "Any solutions?": what is done or advised, with no topic of its own. Pure. */
export function asksAction(message: string): boolean {
  const m = normalized(message);
  const about = String.raw`(?:\s+(?:about|for|with)\s+(?:it|that|this|them|those|these))?`;
  return new RegExp(
    String.raw`^(?:(?:and|so|then|but)[,\s]+)*(?:` +
      [
        String.raw`what\s+(?:should|can|could|must|might|would)\s+(?:be done|i do|we do|you do|people do|they do|one do|anyone do)${about}(?:\s+then)?`,
        String.raw`what(?:'s| is| are)\s+(?:they|people|anyone|anybody|someone|the council|scientists|researchers)\s+doing${about}`,
        String.raw`(?:is|are)\s+(?:anyone|anybody|someone|somebody|they|people|scientists|researchers)\s+(?:trying|working|doing anything|doing something)(?:\s+to\s+(?:fix|solve|stop|help|address|tackle|deal with|reverse|repair|save|restore)\s+(?:it|that|this|them))?${about}`,
        String.raw`how\s+(?:can|could|should|might)\s+(?:it|that|this|they|we|i)\s+be\s+(?:fixed|solved|stopped|prevented|reversed|repaired|saved|restored|avoided)`,
        String.raw`how\s+(?:can|could|should|might|do)\s+(?:we|i|you|they|people)\s+(?:fix|solve|stop|prevent|reverse|repair|save|restore|avoid)\s+(?:it|that|this|them)`,
        String.raw`what(?:'s| is| are)\s+the\s+(?:solutions?|fix|fixes|remed(?:y|ies)|cure)${about}`,
        String.raw`(?:any\s+)?(?:solutions?|fixes|remedies)`,
        String.raw`can\s+(?:it|that|this|they)\s+be\s+(?:fixed|solved|stopped|prevented|reversed|repaired|saved|restored|undone)`,
      ].join('|') +
      ')$',
  ).test(m);
}

/** An effort under way or planned ("Restoration projects now pay divers…", "researchers are studying whether…"). */
const EFFORT = /\b(?:projects?|programmes?|programs?|efforts?|plans?|campaigns?|schemes?|initiatives?|trials?)\b|\b(?:are|is|were|was)\s+(?:now\s+)?(?:trying|working|studying|planning|testing|restoring|protecting|removing|replanting|rebuilding)\b/i;
/** Advice in the sources' words: a modal of duty or a recommendation. */
const ADVICE = /\b(?:should|must|ought to|needs? to|recommend(?:s|ed)?|advise[sd]?|it is best|best to|avoid)\b/i;

/** Does a sentence say what is done or should be done (an instruction, advice, an effort)? Pure but for the verb table. */
export function saysAction(sentence: string): boolean {
  const first = /^\s*(\p{Lu}\p{Ll}+)\b/u.exec(sentence)?.[1]?.toLowerCase() ?? '';
  // an imperative: an instruction (reasons.ts), a negative or a frequency one ("Do not store…", "Never charge…"), or a
  // sentence opening on a word used mostly as a verb in its base form ("Check stored batteries…", "Keep it dry")
  const imperative = isInstruction(sentence) || /^\s*(?:do not|don't|never|always)\b/i.test(sentence) || (first !== '' && !/s$/.test(first) && isVerbWord(first));
  return imperative || ADVICE.test(sentence) || EFFORT.test(sentence);
}

/**
 * The reply on what is done or could be done: the sources' sentences that say so and name the research's topic (its
 * words as stems), up to four, each with its citation; or, when none does, that the sources do not say, uncited. Pure.
 */
export function actionLines(sentences: { text: string; citation: number }[], topic: string[]): { text: string; citations: number[] }[] {
  const seen = new Set<string>();
  const picked = sentences.filter((x) => {
    if (seen.has(x.text) || !saysAction(x.text)) return false;
    seen.add(x.text);
    const stems = stemsOf(x.text);
    return topic.some((t) => stems.has(t));
  });
  if (picked.length === 0) return [{ text: 'Your sources do not say what is being done or could be done about this; they describe what happened and why.', citations: [] }];
  return [{ text: 'What your sources say is being done, or should be done:', citations: [] }, ...picked.slice(0, 4).map((x) => ({ text: `- ${x.text}`, citations: [x.citation] }))];
}
