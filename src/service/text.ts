// Text primitives for retrieval: word tokens, stems (Porter, as FTS5's porter tokenizer, of the
// word's lemma: "children" → child, "died" → die; lemmas.ts), stop words, sentence splitting (Intl.Segmenter) and chunking of documents into passages.
import { stemmer } from 'stemmer';
import { formsOf, isOwnStem, lemmaOf } from './lemmas';

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him himself his
  how i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours ourselves
  out over own same she should so some such than that the their theirs them themselves then there these they this those through
  to too under until up very was we were what when where which while who whom whose why will with would you your yours yourself
  yourselves may might must shall one two three many much well even still however within without across per via like
  research find tell explain describe show give know about vs versus does what's how's whats which's onto upon unto toward towards among amongst
  till since dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt couldnt wouldnt shouldnt mustnt theyre youre im ive youve theyve weve
  theyll youll itll thats`.split(/\s+/).filter(Boolean),
);

/** Lowercased word tokens (letters/digits, inner apostrophes and hyphens split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Lowercased words as spelled, inner apostrophes and hyphens kept ("Castlemere's", "hand-built"). */
export function spelledWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
}

/** The stem of a word that is a lemma already (a WordNet base form: "found" the verb, not find's past). */
export function stemOfLemma(lemma: string): string {
  const lower = lemma.toLowerCase();
  return isOwnStem(lower) ? lower : stemmer(lower);
}

/**
 * The Porter stem of a word's lemma: "children" and "child" → child, "fell" → fall, "died" → die.
 * Stop words keep their own stem ("was" stays wa, not be): they carry no concept. A few nouns are
 * their own stem where Porter would merge them with an unrelated word ("evening" is not even).
 */
export function stem(word: string): string {
  // (a word is the same word with or without its accents: "jalapeños" is "jalapenos", "café" is "cafe", as FTS5's unicode61 reads them)
  const lower = /[^ -~]/.test(word) ? word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '') : word.toLowerCase();
  return STOP_WORDS.has(lower) ? stemmer(lower) : stemOfLemma(lemmaOf(lower));
}

/**
 * The root shared by a Porter stem and its derivations that Porter leaves apart: "storage" (storag)
 * and "store" (store) → "stor"; "package" and "pack" → "pack". Only suffixes that rarely change the
 * meaning are removed, and never below four letters.
 */
export function rootOf(stemmed: string): string {
  let s = stemmed;
  for (const suffix of ['ment', 'ag']) {
    if (s.endsWith(suffix) && s.length - suffix.length >= 4) return s.slice(0, -suffix.length);
  }
  if (s.endsWith('e') && s.length - 1 >= 4) s = s.slice(0, -1);
  return s;
}

/**
 * Search forms of a term for FTS5 (which stems with Porter alone): the term, its derivations' base
 * ("storage" → storage, store), its lemma and the lemma's forms Porter misses ("child" → children,
 * "fell" → fall, fell).
 */
export function termVariants(term: string): string[] {
  const lower = term.toLowerCase();
  const lemma = lemmaOf(lower);
  const irregular = [...new Set([lemma, ...formsOf(lemma)])].filter((w) => w !== lower);
  const s = stem(term);
  const root = rootOf(s);
  return root === s ? [term, ...irregular] : [term, root, `${root}e`, ...irregular];
}

const NEGATED_STEM: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall' };
const CLITIC: Record<string, string> = { ll: 'will', re: 'are', ve: 'have', m: 'am', d: 'would' };

/**
 * A text with English contractions written out ("doesn't" → "does not", "won't" → "will not", "they've"
 * → "they have"), so that no half of one ("doesn", "t", "ve") is read as a word. The possessive "'s" is left. Pure.
 */
export function expandContractions(text: string): string {
  return text
    .replace(/\b(\p{L}+)n['’]t\b/giu, (_, base: string) => `${NEGATED_STEM[base.toLowerCase()] ?? base} not`)
    .replace(/\b(\p{L}+)['’](ll|re|ve|m|d)\b/giu, (_, base: string, clitic: string) => `${base} ${CLITIC[clitic.toLowerCase()] ?? clitic}`);
}

/** Content terms of a text: tokens that are not stop words, at least 2 chars, in first-seen order, unique (contractions written out). */
export function contentTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of words(expandContractions(text))) {
    if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    if (seen.has(word)) continue;
    seen.add(word);
    terms.push(word);
  }
  return terms;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Set of stems present in a text. */
export function stemSet(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const trimmed = segment.replace(/\s+/g, ' ').trim();
    if (trimmed.length > 0) out.push(trimmed);
  }
  return out;
}

/** A section heading line of a passage ("## When to repot"): context, never a sentence. */
export function isHeadingLine(line: string): boolean {
  return /^#{1,6} \S/.test(line);
}

/** A list item ("- …") or table row ("| Column: cell |") line: one sentence of its own. */
export function isItemLine(line: string): boolean {
  return /^- \S/.test(line) || /^\| .*\|$/.test(line);
}

/**
 * Splits paragraphs into passages of whole sentences, each at most ~maxChars long
 * (a single longer sentence becomes its own passage). Passages never span paragraphs. A heading
 * paragraph ("## When to repot") is not a passage: it opens each passage of its section (with the
 * headings above it) as context. List items and table rows stay on lines of their own.
 */
export function chunkParagraphs(paragraphs: string[], maxChars = 600): string[] {
  const chunks: string[] = [];
  const headings: { depth: number; line: string }[] = [];
  for (const paragraph of paragraphs) {
    if (isHeadingLine(paragraph) && !paragraph.includes('\n')) {
      const depth = /^#+/.exec(paragraph)?.[0].length ?? 2;
      while ((headings.at(-1)?.depth ?? 0) >= depth) headings.pop();
      headings.push({ depth, line: paragraph });
      continue;
    }
    const context = headings.map((h) => h.line).join('\n');
    const pieces: { text: string; line: boolean }[] = [];
    for (const line of paragraph.split('\n')) {
      if (isItemLine(line.trim())) pieces.push({ text: line.trim(), line: true });
      else for (const sentence of sentences(line)) pieces.push({ text: sentence, line: false });
    }
    let current = '';
    let previousLine = false;
    const emit = (): void => {
      if (current) chunks.push(context ? `${context}\n${current}` : current);
      current = '';
    };
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.text.length > maxChars) emit();
      current = current ? `${current}${piece.line || previousLine ? '\n' : ' '}${piece.text}` : piece.text;
      previousLine = piece.line;
    }
    emit();
  }
  return chunks;
}

/** Quotes a term for an FTS5 MATCH expression so any input is safe. */
export function ftsQuote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}
