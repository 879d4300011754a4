// The bench judges' check that a reply does not contradict itself (bench/answers.bench.ts, bench/chat.bench.ts):
// a "yes" and a "no" in one reply; "It does not say who wrote it" and then "… is by Morwenna Pryce"; "It gives no
// date" and then a byline's date; two figures for one thing from two sources with nothing saying that they disagree
// ("40,000 shoots [1]" … "36,500 shoots [2]"). Independent of the engine's rules: it reads only the reply's text.
// Pure functions.
import { body, splitSentences } from './judge-facts';

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
/** "19 March 2026", "March 19, 2026", "2026-03-19". */
const DATE = new RegExp(`\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS})\\.?\\s+\\d{4}|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`, 'i');
/** "… is by Morwenna Pryce", "written by Ana Ruiz", "By Ana Ruiz, Rural Affairs Reporter". */
const BYLINE = /(?:\b(?:is|was) (?:written |compiled |reported )?by|\bwritten by|\bcompiled by|^[Bb]y)\s+(?:Dr\.?\s+|Prof\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+/mu;
const NO_AUTHOR = /\b(?:does not|doesn['’]t|do not|don['’]t) (?:say|name|give|state) (?:who (?:wrote|compiled|made|put together|is the author)|(?:its|an|the|their) (?:author|writer|compiler|maker))|\bno (?:author|byline|writer) (?:is )?(?:given|named|stated)|\bgives no (?:author|byline)\b/i;
const NO_DATE = /\b(?:does not|doesn['’]t|do not|don['’]t) (?:say|give|state) (?:when (?:it was )?(?:written|published)|(?:its|a|the) date)|\bgives no date\b|\bis undated\b|\bno date (?:is )?(?:given|stated)\b/i;
/** Words that say two figures are not one account: they disagree, or one is a target or an estimate. */
const SAYS_DISAGREE = /\b(?:disagree|disagrees|differ|differs|different|discrepanc\w*|conflict\w*|contradict\w*|whereas|by contrast|on the other hand|instead|rather than|qualified answer|target|aim|aimed|planned|expected|estimate|estimated)\b/i;

/** A sentence's verdict in the engine's words: "point to yes", a sentence opening "Yes," / "No.". */
function verdictOf(sentence: string): 'yes' | 'no' | null {
  if (/\bpoint to yes\b/i.test(sentence) || /^\s*yes\b[,.!:;—–-]/i.test(sentence)) return 'yes';
  if (/\bpoint to no\b/i.test(sentence) || /^\s*no\b[,.!:;—–-]/i.test(sentence)) return 'no';
  return null;
}

/** The figures of a sentence with the words right after each ("40,000 marram shoots" → 40000: marram, shoots). */
function figures(sentence: string): { value: number; words: string[] }[] {
  const out: { value: number; words: string[] }[] = [];
  for (const m of body(sentence).replace(/\[\d+\]/g, '').matchAll(/(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\p{N}])\s*((?:[\p{L}-]+\s*){0,3})/gu)) {
    const value = Number((m[1] ?? '').replace(/,/g, ''));
    if (value >= 1900 && value <= 2100 && !/,/.test(m[1] ?? '')) continue; // a year
    const words = (m[2] ?? '').toLowerCase().split(/\s+/).filter((w) => w.length >= 4 && !/^(?:than|from|with|that|this|were|have|been|each|about|over|under|into|more|less|some|them|they|their|which|after|before|during)$/.test(w));
    out.push({ value, words });
  }
  return out;
}

const yearsOf = (sentence: string): string[] => [...new Set(sentence.match(/(?<![\p{N},.])(?:19|20)\d{2}(?![\p{N},])/gu) ?? [])].sort();
const sourcesOf = (sentence: string): string[] => [...new Set([...sentence.matchAll(/\[(\d+)\]/g)].map((m) => m[1] ?? ''))];
const FUNCTION_WORD = /^(?:according|source|sources|says|said|report|they|their|them|theirs|authors?|more|less|than|then|that|this|these|those|with|from|into|onto|over|under|about|after|before|while|when|which|what|where|there|here|were|have|been|will|would|could|should|must|might|does|also|only|just|very|much|most|some|such|each|every|other|another|around|about|nearly|almost|roughly|well|your|ours)$/;
const content = (sentence: string): Set<string> => new Set((body(sentence).toLowerCase().replace(/\[\d+\]/g, '').match(/\p{L}{4,}/gu) ?? []).filter((w) => !FUNCTION_WORD.test(w)));

/**
 * The ways a reply contradicts itself, each said in a line (empty when it does not): a yes and a no; a source said to
 * name no author (or no date) and then given a byline (or a byline's date); two figures for one thing ("40,000 marram
 * shoots" from one source, "36,500 shoots" from another, the sentences otherwise about the same: two or more words of
 * four letters in common, no year set apart) with nothing in the reply saying they disagree. Pure.
 */
export function selfContradictions(reply: string): string[] {
  const sentences = splitSentences(reply.replace(/^\s*\|.*$/gm, ''));
  const found: string[] = [];
  const verdicts = new Set(sentences.map(verdictOf).filter((v) => v !== null));
  if (verdicts.size > 1 && !/\b(?:disagree|qualified answer)\b/i.test(reply)) found.push('says both yes and no');
  const noAuthor = sentences.find((s) => NO_AUTHOR.test(s));
  const byline = sentences.find((s) => BYLINE.test(s.replace(/"[^"]*"|“[^”]*”/g, '"…"')));
  if (noAuthor && byline) found.push(`"${noAuthor}" but "${byline}"`);
  const noDate = sentences.find((s) => NO_DATE.test(s));
  const dated = sentences.find((s) => DATE.test(s) && (BYLINE.test(s.replace(/"[^"]*"|“[^”]*”/g, '"…"')) || /\b(?:published|dated|posted|updated)\b/i.test(s)));
  if (noDate && dated) found.push(`"${noDate}" but "${dated}"`);
  if (!SAYS_DISAGREE.test(reply)) {
    const cited = sentences.filter((s) => /\[\d+\]/.test(s));
    for (let i = 0; i < cited.length; i += 1) {
      for (let j = i + 1; j < cited.length; j += 1) {
        const a = cited[i] as string;
        const b = cited[j] as string;
        const sa = sourcesOf(a);
        const sb = sourcesOf(b);
        if (sa.some((s) => sb.includes(s))) continue; // one source's rows or figures: not two accounts of one thing
        const ya = yearsOf(a);
        const yb = yearsOf(b);
        if (ya.length > 0 && yb.length > 0 && ya.join() !== yb.join()) continue;
        const ca = content(a);
        const clash = figures(a).find((fa) => figures(b).some((fb) => fb.value !== fa.value && fb.words.some((w) => fa.words.includes(w))));
        // the sentences are about the same thing: two words in common besides the figures' own ("water reed" of a lifespan in years)
        if (!clash || [...content(b)].filter((w) => ca.has(w) && !clash.words.includes(w)).length < 2) continue;
        found.push(`two figures for ${clash.words.join(' ')} from two sources, not said to disagree: "${a}" / "${b}"`);
      }
    }
  }
  return found;
}
