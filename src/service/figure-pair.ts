// Two documents' figures for one thing (used by compose.ts when it looks for a disagreeing figure): which words of an
// amount question name the AMOUNT ("costing", "total", "weighs": a kind of amount, read through the word's base forms
// and the column kinds amounts.ts knows) rather than the thing measured; and whether a point names ANOTHER thing of
// the kind the question names ("the Carn tunnel" in an answer on the Glenarn tunnel, "asphalt shingles" for cedar
// ones), read from the pairs "<modifier> <head>" of the question and the point. Pure but for the shipped lexicon.
import { columnDimension, wordDimension, type Dimension } from './amounts';
import { baseForms, isCommonNoun, isModifierWord, lexicalRelations, lexiconWord } from './lexicon';
import { verbShareOfForm } from './verbs';
import { isStopWord, stem } from './text';

/**
 * Does a question word name a kind of amount rather than the thing measured: "costing" (cost), "weighs", "total",
 * "price"? Its word or one of its base forms is a measure word (amounts.ts wordDimension) or a column kind
 * (columnDimension: total, number, amount, quantity). Pure but for the lemma table.
 */
export function amountKindWord(word: string): boolean {
  const column = columnDimension(word.toLowerCase());
  return measureDimension(word) !== null || (column !== null && column !== 'date');
}

/**
 * The kind of amount a word measures: its own (amounts.ts wordDimension: cost, weight, depth), a base form's
 * ("costing" → cost, "weighed" → weigh), or that of a word WordNet relates to it directly or as its attribute ("tall"
 * → height, "deep" → depth, "heavy" → weight); null for a word that measures nothing. Pure but for the lexicon.
 */
export function measureDimension(word: string): Dimension | null {
  const lower = word.toLowerCase();
  const own = wordDimension(lower) ?? baseForms(lower).map(wordDimension).find((d) => d !== null) ?? null;
  if (own) return own;
  const related = lexicalRelations(lower);
  // (through one shared synonym only for a word used mostly as an adjective, "heavy" → weight: a noun's bridges wander)
  for (const s of [...related.direct, ...(isModifierWord(lower) ? related.bridged : [])]) {
    const dimension = wordDimension(lexiconWord(s)) ?? wordDimension(s);
    if (dimension) return dimension;
  }
  return null;
}

/**
 * The subject of an amount question among its topic concepts: not a word of the amount ("costing", "total": amountKindWord), and not
 * the act measured when a thing is named ("rebuilding" of "the Corran slipway", "fixing"): the words a source must name to be about
 * the same thing. Keeps the words as given when nothing else is left. Pure but for the lexicon.
 */
export function pairSubject<T extends { term: string }>(topic: T[]): T[] {
  // (nor a prefix cut off by a hyphen, "re" of "re-roofing")
  const notAmount = topic.filter((c) => !amountKindWord(c.term) && c.term.length >= 3);
  const things = notAmount.filter((c) => verbShareOfForm(c.term) < 0.5);
  return things.length > 0 ? things : notAmount.length > 0 ? notAmount : topic;
}

/** A word of a text: lower case, and whether it was written with a capital. */
interface RunWord {
  word: string;
  capital: boolean;
}

/**
 * The words of a text in order, possessives cut ("St Oswin's" → st, oswin); a hyphenated compound of two words is two
 * words ("cedar-shingle"), a prefixed one is one ("re-roofing" → reroofing); null stands for a stop word or a break
 * (punctuation), which no pair spans.
 */
function wordRun(text: string): (RunWord | null)[] {
  const out: (RunWord | null)[] = [];
  for (const token of text.replace(/['’]s\b/g, '').match(/\p{L}[\p{L}-]*|[^\p{L}\s]+/gu) ?? []) {
    if (!/^\p{L}/u.test(token)) {
      out.push(null);
      continue;
    }
    const parts = token.split('-').filter(Boolean);
    const words = parts.every((p) => p.length >= 3) ? parts : [parts.join('')];
    for (const w of words) out.push(isStopWord(w.toLowerCase()) || w.length < 2 ? null : { word: w.toLowerCase(), capital: /^\p{Lu}/u.test(w) });
  }
  return out;
}

/** Each pair of adjacent content words of a text, as stems, with whether both were written with a capital (a name). */
function pairs(text: string): { modifier: string; head: string; modifierWord: string; name: boolean }[] {
  const ws = wordRun(text);
  const out: { modifier: string; head: string; modifierWord: string; name: boolean }[] = [];
  for (let i = 1; i < ws.length; i += 1) {
    const a = ws[i - 1];
    const b = ws[i];
    if (a && b) out.push({ modifier: stem(a.word), head: stem(b.word), modifierWord: a.word, name: a.capital && b.capital });
  }
  return out;
}

/**
 * Does a point name another thing of a kind the question names with a modifier: the question's head noun right after
 * a modifier the question does not give it ("The shorter Carn tunnel … 600 metres" for "How long is the Glenarn
 * tunnel?"; "Asphalt shingles: 15 years" for a cedar-shingle roof), or another name sharing one word of a name the
 * question gives ("Lough Mask" for Lough Carra), while it never names the question's own pair? A describing adjective
 * ("the shorter", "the little"; not a word that is also a kind of thing: "treble", "old") names no other kind unless the question tells its kind by one too. Pure but for the
 * lexicon's adjectives.
 */
export function namesSisterKind(question: string, point: string): boolean {
  // (the verb a question ends on after its auxiliary, "How much did the bridge repairs COST?", heads no noun of it: "final
  // cost" is no other kind of "repairs cost")
  const verb = /^\s*(?:how\s+(?:much|many|long|far|often)|what)\b.*\b(?:did|does|do|will|would|can|could|should)\b.*\s(\p{L}+)\s*\??\s*$/iu.exec(question)?.[1];
  const asked = pairs(verb ? question.replace(new RegExp(`\\s${verb}\\s*\\??\\s*$`, 'u'), '') : question);
  if (asked.length === 0) return false;
  const words = new Set(asked.flatMap((p) => [p.modifier, p.head]));
  let other = false;
  for (const p of pairs(point)) {
    if (asked.some((q) => q.modifier === p.modifier && q.head === p.head)) return false;
    if (words.has(p.modifier) && words.has(p.head)) continue;
    const sameHead = asked.filter((q) => q.head === p.head);
    const describing = isModifierWord(p.modifierWord) && !isCommonNoun(p.modifierWord) && !sameHead.some((q) => isModifierWord(q.modifierWord));
    if (sameHead.length > 0 && !describing) other = true;
    // (a name: "Lough Mask" beside "Lough Carra", "Moss Lane" beside "Moss Road")
    if (p.name && asked.some((q) => q.name && (q.modifier === p.modifier) !== (q.head === p.head))) other = true;
  }
  return other;
}
