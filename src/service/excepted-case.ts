// The case asked, excepted from a general rule (used by verdict.ts, the 'excepted' evidence): "Card payments are
// accepted everywhere except Colle Nero" for "Can I pay by card at Colle Nero?", "Photography is welcome throughout
// the museum except in the Textile Gallery" for "May I take pictures in the Textile Gallery?". The rule holds for all
// but the case the question names, so it answers no (and a rule of refusal, "not allowed anywhere except the lawn",
// answers yes for the lawn). It decides only where the rule is general (a word of scope: everywhere, throughout, all,
// any) and the question names what is excepted (its names, or most of its words). A rule saying the opposite of what is
// asked ("Bicycles are carried free on all routes except…" for "Do I have to pay…", a WordNet antonym: "open every day
// except Monday" for "Is it closed on Monday?") answers the other way. The words of exception and scope are closed
// classes of English. Also the case the asker tells, denied in a sentence of its own (namedCaseDenied: "Rose Meadow is a
// dog-free field" for "Can we bring our 2 dogs - we've booked a pitch in rose meadow?"). Pure but for the modality words
// and the lexicon.
import { antonymStems } from './lexicon';
import { isForbiddingWord } from './modality';
import { asksPayment, saysFree } from './verdict-free';
import { contentTerms, isStopWord, stem } from './text';

const EXCEPT = /\b(?:except|apart\s+from|other\s+than|excluding|save\s+for|but\s+not)\b\s*(?:(?:in|at|on|for|by|within|inside)\s+)?/i;
const SCOPE = /\b(?:everywhere|anywhere|throughout|all|every|any|always|each|whole)\b/i;
const NEGATION = /\b(?:not|never|no|nowhere|none|nobody|cannot)\b|n['’]t\b/i;

/**
 * The answer a sentence gives when it excepts the case the question names from a general rule: 'no' for a rule that
 * allows or holds ("accepted everywhere except Colle Nero"), 'yes' for a rule that refuses ("not allowed anywhere
 * except on the lawn"); null when it excepts nothing, the rule is not general, or the question does not name what it
 * excepts. Pure but for the modality words.
 */
export function exceptedVerdict(sentence: string, query: string): 'yes' | 'no' | null {
  // (a question asking the exception itself, "Is Colle Nero the only hut without card payments?", is read elsewhere)
  if (/\b(?:only|without|except|not|never)\b|n['’]t\b/i.test(query)) return null;
  const m = EXCEPT.exec(sentence);
  if (!m) return null;
  const rule = (sentence.slice(0, m.index).split(/[;:]|\.\s/).at(-1) ?? '').trim();
  if (!SCOPE.test(rule)) return null;
  const rest = sentence.slice(m.index + m[0].length);
  const excepted = (rest.split(/[,;:.()]|\s[–—-]\s|\b(?:which|where|who|because|as|so|and|will|would|is|are|was|were|can|could|may|might|must|should|shall|has|have|had|do|does|did)\b/i)[0] ?? '').trim();
  const words = contentTerms(excepted).filter((w) => !isStopWord(w.toLowerCase()));
  if (words.length === 0) return null;
  const asked = new Set(contentTerms(query).map((w) => stem(w.toLowerCase())));
  const names = (excepted.match(/\b\p{Lu}[\p{L}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, '')).filter((w) => !isStopWord(w.toLowerCase()));
  const named = (w: string): boolean => asked.has(stem(w.toLowerCase()));
  // (its names, all of them; else half or more of its words that the rule does not use: "kiosk" of "every kiosk … except
  // the Tarn Kiosk" tells nothing apart)
  const ruleStems = new Set(contentTerms(rule).map((w) => stem(w.toLowerCase())));
  const telling = words.filter((w) => !ruleStems.has(stem(w.toLowerCase())));
  const namesIt = names.length > 0 ? names.every(named) : telling.length > 0 && telling.filter(named).length * 2 >= telling.length;
  if (!namesIt) return null;
  const refuses = NEGATION.test(rule) || (rule.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => isForbiddingWord(w));
  // (a rule saying the opposite of what is asked, "Bicycles are carried free on all routes except…" for "Do cyclists have
  // to pay…", or a WordNet antonym of a word of the question, "open every day except…" for "Is it closed…": the other way)
  const ruleWords = new Set((rule.toLowerCase().match(/[\p{L}]+/gu) ?? []).map(stem));
  const opposite = (asksPayment(query) && saysFree(rule)) || contentTerms(query).some((w) => [...antonymStems(w.toLowerCase())].some((a) => ruleWords.has(a)));
  return refuses !== opposite ? 'yes' : 'no';
}

/**
 * The case the asker names, denied the asked thing in a sentence of its own, after a general rule that allows it:
 * "Well-behaved dogs are welcome…" then "Rose Meadow is a dog-free field" for "Can we bring our 2 dogs - we've booked a
 * pitch in rose meadow?". The sentence names a name the asker's story gives (a run of two or more capitalised words,
 * every word of it in the story, in order; or one capitalised word inside the sentence that the story uses and the
 * question does not: "passengers on Basic fares can no longer bring a guitar" for "Can I bring my guitar - flying
 * basic?") and denies a thing the question itself names: "<thing>-free", "no <thing>",
 * or a negated or forbidding clause naming the thing. 'no' then; null otherwise. Pure but for the modality words.
 */
export function namedCaseDenied(sentence: string, query: string): 'no' | null {
  // (a name of the story the asker tells after the question, embedded-question.ts: their own case, never the question's
  // own subject, "the Snugwell throw", which a sentence on "the Snugwell underblanket" does not deny)
  const [asked = query, ...told] = query.split(/\s[-–—]\s/);
  if (told.length === 0) return null;
  const lowerStory = ` ${told.join(' ').toLowerCase().replace(/[^\p{L}\p{N}\s'’-]/gu, ' ').replace(/\s+/g, ' ')} `;
  // (a run of two or more capitalised words; or one inside the sentence, not its first word, "passengers on Basic fares",
  // that the question itself does not use: the asker's own case, "flying basic")
  const askedWords = new Set(asked.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []);
  const names = [...sentence.matchAll(/\b\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu)]
    .filter((m) => /\s/.test(m[0]) || ((m.index ?? 0) > 0 && !/[.!?:;]\s*$/.test(sentence.slice(0, m.index)) && !isStopWord(m[0].toLowerCase()) && !askedWords.has(m[0].toLowerCase())))
    .map((m) => m[0].replace(/^(?:the|a|an|this|that|our|your|their|its)\s+/i, ''))
    .filter((n) => n.length > 0 && lowerStory.includes(` ${n.toLowerCase()} `));
  if (names.length === 0) return null;
  // the things the question names, by stem, but for the name's own words
  const nameStems = new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)).map(stem));
  // (of the question itself, not of the story told after it: "our 2 DOGS", not the pitch they booked)
  const things = new Set(contentTerms(asked).map((w) => stem(w.toLowerCase())).filter((s) => !nameStems.has(s)));
  const lower = sentence.toLowerCase();
  const free = [...lower.matchAll(/\b([\p{L}]+)-free\b/gu)].some((m) => things.has(stem(m[1] ?? '')));
  const none = [...lower.matchAll(/\bno\s+([\p{L}]+)/gu)].some((m) => things.has(stem(m[1] ?? '')));
  const words = lower.match(/[\p{L}]+/gu) ?? [];
  const denied = (NEGATION.test(sentence) || words.some((w) => isForbiddingWord(w))) && words.some((w) => things.has(stem(w)));
  return free || none || denied ? 'no' : null;
}
