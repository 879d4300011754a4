// The answers bench judge's reading of document structure leaking into an answer (bench/answers.bench.ts):
// an ordinal or "one" standing for a noun the answer does not give ("The third was an old repair", "You do
// need one to…"), a fragment without a finite verb cited as a sentence ("From a spring above the path,
// which…"), a sentence about the document itself ("This article explains…") and a contact or signature line
// ("Parks Officer, Hexley Borough Council."). Independent of the engine's rules: its own patterns, reading
// only the answer's text (and, for words that may be verbs, the shipped WordNet lists). Pure but for those lists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ORDINALS = 'first|second|third|fourth|fifth|sixth|last|latter|former';

/**
 * "The third was an old repair.", "The second involved the tower.", "Rust was the first.": an ordinal
 * whose noun is not said (the list it counts in is elsewhere). Not "The third floor…", nor "The third
 * [fault] was…" (the noun supplied in brackets). Pure.
 */
export function ordinalWithoutNoun(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“‘(]+/, '');
  if (new RegExp(`^the (?:${ORDINALS})(?:\\s*,|\\s+of (?:these|those|them)\\b|\\s+(?:is|was|are|were|has|had|will|would|came|comes|began|followed|involved|concerned|lasted|affected|\\p{Ll}+ed)\\b)`, 'iu').test(s)) return true;
  return new RegExp(`\\b(?:is|was|are|were)\\s+the\\s+(?:${ORDINALS})[.!]["”’)]*$`, 'i').test(s);
}

/**
 * "You do need one to catch bats.", "Bring one if it rains.": "one" as the object of a verb with no noun
 * after it: it stands for a noun said before. Not "one to two hours", "one of them", "one licence", "no one". Pure.
 */
export function oneWithoutNoun(sentence: string): boolean {
  const m = /\b(?:need|needs|needed|have|has|had|get|gets|got|buy|buys|bought|bring|brings|take|takes|took|use|uses|used|carry|carries|want|wants|require|requires|required|hold|holds|keep|keeps|choose|chose|pick|find|found|order|book|hire|borrow|fit|fitted|install|installed)\s+one(?=\s+(to|if|when|unless|before|for|at|in|on|and|but|or)\b\s*(\S*)|\s*([.,;:!?]|$))/i.exec(sentence);
  if (!m) return false;
  const after = m[2] ?? '';
  return !(/^(?:to|or|and)$/i.test(m[1] ?? '') && /^(?:\d|two|three|four|five|six|seven|eight|nine|ten|another|more)/i.test(after));
}

let verbForms: Set<string> | null = null;

function lexiconFile(name: string): string {
  try {
    return fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../resources/lexicon', name), 'utf8');
  } catch {
    return ''; // no list: only regular forms are read
  }
}

/**
 * Words that may be verbs by the shipped WordNet lists: irregular forms ("hung", "came", "kept") and base
 * forms used mostly as verbs ("live", "stand"). A fragment has none of them in its main clause.
 */
function mayBeVerbs(): Set<string> {
  if (!verbForms) {
    verbForms = new Set([...[...lexiconFile('wordnet-lemmas.txt').matchAll(/^l ([a-z]+) [a-z]+$/gm)].map((m) => m[1] ?? ''), ...[...lexiconFile('wordnet-verbs.txt').matchAll(/^v ([a-z]+)\b/gm)].map((m) => m[1] ?? '')]);
  }
  return verbForms;
}

const AUX = /^(?:is|are|was|were|am|be|been|being|has|have|had|does|do|did|can|could|will|would|shall|should|may|might|must|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|cannot|won't)$/i;
const OPENING_PREPOSITION = /^(?:from|by|with|through|via|at|in|on|under|near|after|before|during|using|inside|outside|behind|beside)$/i;

/**
 * A cited fragment: it opens with a preposition and, before any relative or subordinate clause, has no
 * word that can be a finite verb (an auxiliary, a form in -ed or -s with a word after it, an irregular
 * form, a word used mostly as a verb): "From a GPS receiver on the roof, which drives the clock." Words the engine supplies in brackets
 * count ("[The clock's time comes] from a GPS receiver…" is a sentence). Pure but for the WordNet lists.
 */
export function fragmentWithoutVerb(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“‘(]+/, '');
  const first = (s.split(/\s+/)[0] ?? '').replace(/[^\p{L}]/gu, '');
  if (!OPENING_PREPOSITION.test(first)) return false;
  // the main clause: the sentence without its relative and subordinate clauses (", which drives the clock", ", as the train crossed,")
  const main = s.replace(/,\s*(?:which|who|whom|whose|where|when|while|as|because|although|though|if|unless|that)\b[^,;]*/gi, ' ');
  const words = main.match(/[\p{L}'’-]+/gu) ?? [];
  return !words.some((w, i) => {
    const t = w.toLowerCase();
    return AUX.test(t) || /^\p{Ll}{3,}ed$/u.test(t) || (i + 1 < words.length && /^\p{Ll}{3,}[^su']s$/u.test(t)) || mayBeVerbs().has(t);
  });
}

/** "This article explains what…", "In this guide we look at…", "…so we have collected them here.": the document about itself. Pure. */
export function aboutTheDocument(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“‘(]+/, '');
  const doc = '(?:article|guide|page|post|report|document|leaflet|booklet|faq|letter|note|section|chapter|handbook|factsheet|fact sheet|website|site)';
  return (
    new RegExp(`^(?:this|the present|our) ${doc} (?:explains|describes|covers|sets out|outlines|looks at|introduces|summari[sz]es|answers|lists|is for|is intended|is aimed|is written for|will)\\b(?! that\\b)`, 'i').test(s) ||
    new RegExp(`^in this ${doc},? (?:we|i|you)\\b`, 'i').test(s) ||
    /\b(?:we|i) have (?:collected|gathered|put together|listed|compiled)\b[^.]*\b(?:here|below)\b/i.test(s)
  );
}

/**
 * A contact or signature line: "Tel: …", "Email: …", "Yours sincerely", or a short verbless line of capitalised
 * name parts that ends in an office or an organisation ("Parks Officer, Hexley Borough Council."), or an address block
 * of short comma-separated names, one of them an office ("Lighting team, Hexley Borough Council, Guildhall, Hexley"). Pure.
 */
export function contactLine(sentence: string): boolean {
  const s = sentence.trim().replace(/[.!]$/, '');
  if (/^(?:tel|telephone|phone|e-?mail|fax|address|contact)\s*[:.]/i.test(s) || /^(?:yours (?:sincerely|faithfully)|(?:with )?(?:best|kind) (?:wishes|regards))\b/i.test(s)) return true;
  const words = s.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length < 2 || words.length > 16 || /^the$/i.test(words[0] ?? '')) return false;
  const body = /^(?:council|club|society|trust|association|museum|office|officer|department|authority|agency|service|library|school|committee|secretary|group|ltd|team|unit|desk|section)$/i;
  const nameWord = (w: string): boolean => /^(?:\p{Lu}|\d|&)/u.test(w) || /^(?:and|of|the|for|de)$/i.test(w);
  if (words.every(nameWord) && body.test(words.at(-1) ?? '')) return true;
  // an address block: three or more short comma-separated parts, every part after the first a name, one of them an
  // office or body ("Street lighting team, Castlemere Borough Council, Guildhall, Castlemere")
  const parts = s.split(/\s*,\s*/).map((p) => p.split(/\s+/).filter((w) => w !== ''));
  return parts.length >= 3 && parts.every((p) => p.length > 0 && p.length <= 4) && parts.slice(1).every((p) => p.every(nameWord)) && parts.some((p) => body.test(p.at(-1) ?? ''));
}

const normal = (text: string): string => text.toLowerCase().replace(/\[\d+\]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** The sentence without the engine's attribution ('According to "Title", …', 'The authors of "Title" …'). */
const unattributed = (text: string): string => text.replace(/^\s*(?:the authors? of|according to|in) "[^"]+",?(?: the authors'?)?/i, '');

/**
 * Is the answer's sentence `current`, which refers back, read right after the sentence it refers to: is the
 * answer's previous sentence `previous` the one just before it in the cited document? The engine may attribute
 * either of them and read the document's "we" as "they" ('According to "…", it keeps time … for eight hours,
 * which is longer than any night they have had' is the document's 'It keeps time … we have had'): then most
 * of the previous sentence's words (four letters or more, "they"/"their" aside) must be in the document's. Pure.
 */
export function followsInDocument(previous: string, current: string, documentSentences: string[]): boolean {
  // (the engine reads the document's "we"/"our"/"I" as "they"/"their"/"the author": person is set aside when matching)
  const person = (t: string): string => t.replace(/\b(?:the authors?|we|they|i|our|their|my|us|them|me)\b/g, 'P');
  const prev = person(normal(unattributed(previous)));
  const cur = person(normal(unattributed(current)));
  if (prev === '' || cur === '') return false;
  const doc = documentSentences.map((d) => person(normal(d)));
  // (a short sentence, "It worked!", is found whole: read as an ending it would match inside any sentence)
  const at = doc.findIndex((d) => d === cur || (cur.length >= 10 && d.endsWith(cur)));
  if (at <= 0) return false;
  const before = doc[at - 1] as string;
  if (before.endsWith(prev.split(' ').slice(-6).join(' '))) return true;
  const words = prev.split(' ').filter((w) => w.length >= 4 && !/^(?:they|their|theirs|them|author|authors)$/.test(w));
  const beforeWords = new Set(before.split(' '));
  return words.length >= 3 && words.filter((w) => beforeWords.has(w)).length >= 0.8 * words.length;
}

const DETERMINERS = /^(?:the|a|an|this|that|these|those|its|their|our|your|my|his|her|each|every)$/i;
const FUNCTION_WORDS = /^(?:and|or|but|so|yet|then|than|that|this|with|from|into|onto|over|under|about|after|before|while|when|because|which|who|whom|whose|what|there|here|they|them|their|were|have|been|will|would|could|should|must|might|does|also|only|just|very|much|more|most|some|such|what|your|ours|mine|theirs|these|those)$/i;
const AUXILIARIES = /^(?:is|are|was|were|be|been|has|have|had|does|do|did|can|could|will|would|shall|should|may|might|must|seems|appears)$/i;

/**
 * "Our insurer will not cover them", "Priya spotted it resting on the trap": "them" or "it" as a verb's
 * object (after a form in -ed or a word the WordNet lists give as a verb form) with nothing before it in the
 * sentence it could stand for: for "them" a plural word (four letters or more, in -s) or an "and"/"or"; for
 * "it" a word after a determiner or a lowercase word that is no verb or function word. Not "made it easy to",
 * "so it fits" (a subject), nor inside quotation marks. Pure but for the WordNet lists.
 */
export function objectPronounWithoutReferent(sentence: string): boolean {
  const tokens = sentence.replace(/“[^”]*”|"[^"]*"/g, ' ').match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return tokens.some((token, i) => {
    const word = token.toLowerCase();
    if (i === 0 || (word !== 'it' && word !== 'them')) return false;
    const previous = (tokens[i - 1] ?? '').toLowerCase();
    const next = (tokens[i + 1] ?? '').toLowerCase();
    if (!(/^\p{Ll}{3,}ed$/u.test(previous) || (mayBeVerbs().has(previous) && !AUXILIARIES.test(previous)))) return false;
    if (word === 'it' && (AUXILIARIES.test(next) || /^(?:to|that|easy|hard|possible|impossible|clear|difficult|likely|necessary|worse|better)$/.test(next))) return false;
    const before = tokens.slice(0, i).map((t, k) => ({ t, k }));
    const named = before.some(({ t, k }) => {
      const lower = t.toLowerCase();
      const afterDeterminer = k > 0 && DETERMINERS.test(tokens[k - 1] ?? '');
      if (word === 'them') return lower === 'and' || lower === 'or' || (/^\p{Ll}{2,}s$/u.test(t) && !/(?:ss|us|is)$/.test(lower) && !AUXILIARIES.test(lower));
      if (afterDeterminer) return true;
      return /^\p{Ll}{4,}$/u.test(t) && !FUNCTION_WORDS.test(lower) && !mayBeVerbs().has(lower) && !/(?:ed|ly)$/.test(lower);
    });
    return !named;
  });
}

/**
 * "All are 24-strand ropes", "Just under half came from a grant", "The exceptions are the pressure washer…",
 * "The rest went to…": a subject that is only a quantity, or the part of a set said before, with a verb right
 * after it. Not "All members must…", "Half the cost came…". Pure.
 */
export function quantityWithoutNoun(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“‘(]+/, '');
  return /^(?:(?:just|nearly|almost|about|around|roughly|well|only|over|under|more than|less than)\s+)*(?:all|most|many|some|none|half|several|a few|few|a third|a quarter|two thirds|three quarters|the majority|the exceptions?|the rest|the remainder|the others)\s+(?:are|were|is|was|have|had|came|come|went|will|would|can|could|did|do|remain|remained|need|must)\b/i.test(s);
}
