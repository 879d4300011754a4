// What a quality question says its quality of, when its object is no thing (used by verdict.ts, the 'quality'
// evidence): "Is it in danger OF FALLING DOWN?" asks the danger of the bridge, the "of" phrase only says which danger,
// so the sentence that decides is one naming the bridge and the danger ("The bridge is not in danger of collapse"),
// whatever word it uses for the falling. The holder is the question's subject, or for a pronoun ("it", "they") the
// head of a noun phrase the question names elsewhere ("My commute goes over Kessling Bridge. Is it …?": bridge,
// with its name). And acceptability asked of an act ("Is it OK / fine / all right to bring a lilo?"): WordNet's sense
// of "ok" (all right, fine, okay) or a word of permission, is said by a word of permission ("allowed", "permitted")
// and denied by a word of forbidding ("banned") or a permission under negation ("not allowed"). Pure but for the lexicon.
import type { QualityQuestion } from './polarity';
import { antonymStems, lexicalRelations } from './lexicon';
import { wordSimilarity } from './embeddings';
import { isAllowingWord, isForbiddingWord } from './modality';
import { contentTerms, isStopWord, stem } from './text';

const PRONOUN = /^(?:it|they|this|that|these|those|he|she)$/i;

/**
 * The holder of a quality a be-question asks with an "of" complement ("Is it in danger of falling down?", "Is the
 * dam at risk of bursting?"): the subject's words, its head noun first; for a pronoun, the last noun phrase of the
 * question's other sentence or clause, its head first (a name's words after). null when the quality takes no "of"
 * complement; empty for a pronoun the question names no antecedent for (the quality is then read of whatever a
 * sentence says it of). Pure.
 */
export function qualityHolder(query: string, quality: QualityQuestion): string[] | null {
  if (quality.act !== null) return null;
  const q = query.replace(/\s+/g, ' ').trim();
  const at = new RegExp(`^(.*?)\\b(?:is|are|was|were)\\s+(.+?)\\s+(?:in\\s+|at\\s+)?(?:any\\s+|real\\s+|serious\\s+)?${quality.quality}\\s+of\\b`, 'i').exec(q);
  if (!at) return null;
  const before = at[1] ?? '';
  const subject = (at[2] ?? '').replace(/\b(?:in|at)$/i, '').trim();
  const own = contentTerms(subject).filter((w) => !isStopWord(w.toLowerCase()));
  if (own.length > 0 && !PRONOUN.test(subject)) return headFirst(own);
  if (!PRONOUN.test(subject)) return null;
  // the pronoun's antecedent: a capitalised phrase the question names elsewhere ("Kessling Bridge"), else the last
  // content word of the clause before ("the dam" of "We live below the dam - is it …")
  // (the rest of its own sentence is the complement, "falling down": only another sentence or clause may name it)
  const rest = q.slice(at[0].length);
  const after = /[.?!;]|\s[-–—]\s/.exec(rest);
  const elsewhere = `${before} ${after ? rest.slice(after.index + 1) : ''}`.replace(/\s+[-–—]\s+/g, ' . ');
  const names = [...elsewhere.matchAll(/(?<!^|[.?!]\s)\b(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/gu)].map((m) => m[1] ?? '').filter((n) => !/^(?:I|My|We|Our)$/.test(n));
  const named = names.at(-1);
  if (named) return headFirst(named.split(/\s+/).map((w) => w.replace(/['’]s$/, '')));
  const words = contentTerms(elsewhere).filter((w) => !isStopWord(w.toLowerCase()) && !PRONOUN.test(w));
  const last = words.at(-1);
  // (no antecedent in the question, "Is it in danger of falling down?" after an answer on the viaduct: the holder is
  // what the sources speak of, and a sentence saying the quality itself of its subject is read)
  return last ? [last] : [];
}

/** A phrase's words with its head (the last) first. */
function headFirst(words: string[]): string[] {
  const head = words.at(-1);
  return head ? [head.toLowerCase(), ...words.slice(0, -1).map((w) => w.toLowerCase())] : [];
}

/** The quality question re-aimed at its holder: the sentence must name the holder, not the "of" phrase. Pure. */
export function aimedAtHolder(quality: QualityQuestion, holder: string[]): QualityQuestion {
  if (holder.length === 0) return { ...quality, about: [quality.quality] };
  return { ...quality, about: [...holder, ...quality.about.filter((w) => !holder.includes(w.toLowerCase()))] };
}

/** Is a quality one of acceptability: WordNet's sense of "ok" (all right, fine, okay) or a word of permission? Pure but for the lexicon. */
export function isAcceptability(quality: string): boolean {
  const q = quality.toLowerCase().replace(/\s+/g, ' ');
  if (q === 'all right' || q === 'alright') return true;
  const ok = new Set([stem('ok'), stem('okay'), ...lexicalRelations('okay').direct]);
  return ok.has(stem(q)) || isAllowingWord(q);
}

/**
 * How a clause's word speaks of acceptability: a word of permission 'same', a word of forbidding 'contrary', else
 * null. Pure but for the lexicon.
 */
export function acceptabilityWord(word: string): 'same' | 'contrary' | null {
  const w = word.toLowerCase();
  if (w.length < 3 || isStopWord(w)) return null;
  if (isForbiddingWord(w)) return 'contrary';
  if (isAllowingWord(w)) return 'same';
  return null;
}

/** Particles after a verb of the complement ("falling DOWN", "giving WAY"): no word of what is feared. */
const PARTICLE = /^(?:down|up|over|off|out|away|in|apart|way)$/i;

/** The content words of a quality's "of" complement: "in danger of falling down" → falling. Pure. */
export function qualityComplement(query: string, quality: string): string[] {
  const m = new RegExp(`\\b${quality}\\s+of\\s+([^?.!,;]+)`, 'i').exec(query);
  return m ? contentTerms(m[1] ?? '').map((w) => w.toLowerCase()).filter((w) => !isStopWord(w) && !PARTICLE.test(w)) : [];
}

/**
 * Does a sentence's own "of" complement of the quality say what the question's does ("danger of collapse" for "danger
 * of falling down")? The same stem, a WordNet synonym (direct or through one shared synonym), or a close GloVe
 * neighbour (cosine 0.5 or more) that is no antonym; a sentence giving no complement ("is not in danger") says it of
 * any. "In danger of flooding" says nothing of falling down. Pure but for the lexicon and the word vectors.
 */
export function complementSaid(sentence: string, quality: string, complement: string[]): boolean {
  if (complement.length === 0) return true;
  const m = new RegExp(`\\b${quality}\\s+of\\s+([^?.!,;"”]+)`, 'i').exec(sentence);
  if (!m) return true;
  const theirs = contentTerms(m[1] ?? '').map((w) => w.toLowerCase()).filter((w) => !isStopWord(w) && !PARTICLE.test(w));
  if (theirs.length === 0) return true;
  return complement.some((a) =>
    theirs.some((b) => {
      const sa = stem(a);
      const sb = stem(b);
      if (sa === sb) return true;
      const related = lexicalRelations(a);
      if (related.direct.has(sb) || related.bridged.has(sb)) return true;
      if (antonymStems(a).has(sb)) return false;
      return (wordSimilarity(a, b) ?? 0) >= 0.5;
    }),
  );
}
