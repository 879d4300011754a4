// The research engine: reasoning loops that explore (each loop runs a search not tried before: the
// question, its parts, each concept, the terms the library uses alongside them) and keep only
// passages that mention the question's concepts; then the composed answer (compose.ts) over them.
import { attributesOf } from './table-columns';
import { superlativeAsked } from './table-rows';
import { aggregateAsked } from './table-aggregate';
import { comparisonQuestion } from './comparison';
import { documentSide } from './figure-sides';
import { measuredBy, saysByColumns } from './column-words';
import type { ServiceDb } from './db';
import { compose, withCitation, type ComposeOptions, type Composition } from './compose';
import { documentPassages, libraryStems, libraryVocabulary, searchPassages, termWeights, type LibraryDocument, type Passage } from './library';
import { misspelledWords, type Reading } from './spelling';
import { embeddings, rowOf } from './embeddings';
import { asksForProcedure, stepsHeading } from './steps';
import { type Concept, questionKind, conceptsOf, coveredBy, isSoftWord, joinWords, mentioned, mentionedInOtherWords, questionParts, requiredConcepts, stemsOf } from './concepts';
import { lexicalRelations, lexicon, lexiconWord } from './lexicon';
import { askedWord } from './amounts';
import { inBullets, inSentences, questionForm } from './question-form';
import { exampleAsked, exampleFirst } from './example-ask';
import { documentVoices, postsOf, type Post } from './writer-role';
import { askedPractice } from './practice';
import { contentTerms, stem, words, isStopWord } from './text';

/** reasoning_mode reads more passages per loop and learns more terms from them. */
export interface LoopDepth {
  passagesPerLoop: number;
  expansionTermsPerLoop: number;
}
export const NORMAL_DEPTH: LoopDepth = { passagesPerLoop: 8, expansionTermsPerLoop: 2 };
export const REASONING_DEPTH: LoopDepth = { passagesPerLoop: 12, expansionTermsPerLoop: 3 };

export interface LoopState {
  /** The question as asked: its kind and parts shape the answer. */
  query: string;
  /** Terms from the query (plus updates and brainstorm answers): what the answer must be about. */
  coreTerms: string[];
  /** Terms the user asked to focus on (brainstorm answers, updates). */
  focusTerms: string[];
  /** Terms learned from the best passages of earlier loops (what the library says alongside the question). */
  expansionTerms: string[];
  /** Passages seen so far that mention at least one of the question's concepts. */
  seen: Passage[];
  /** Searches already run (so every loop explores something new). */
  tried: string[];
  loopsDone: number;
  /** The last loop found nothing new: the next one searches the question's words said otherwise (paraphraseSearches). */
  stalled?: boolean;
}

export interface LoopOutcome {
  newPassages: number;
  documents: number;
  addedTerms: string[];
  searchedTerms: string[];
  /** In words: what the loop looked for and what it found. */
  description: string;
}

export function initialLoopState(query: string, extraText: string[]): LoopState {
  const coreTerms = contentTerms(query);
  const focusTerms = contentTerms(extraText.join(' ')).filter((t) => !coreTerms.includes(t));
  return { query, coreTerms: [...coreTerms, ...focusTerms], focusTerms, expansionTerms: [], seen: [], tried: [], loopsDone: 0 };
}

export function addCoreTerms(state: LoopState, text: string): string[] {
  const known = new Set(state.coreTerms.map(stem));
  const added = contentTerms(text).filter((t) => !known.has(stem(t)));
  state.coreTerms.push(...added);
  state.focusTerms.push(...added);
  return added;
}

/**
 * The searches a loop may run, most useful first: the whole question; each part of a multi-part
 * question; each key concept with the focus terms; the question with the terms learned so far;
 * pairs of concepts. A loop runs the first one not tried yet.
 */
/**
 * Searches in other words: for each required concept (what is asked for first, amounts.ts askedWord),
 * up to three words WordNet gives for it (a synonym of a frequent sense, a noun one level up or down:
 * "wages" for pay, "participant" for volunteer), with the question's other required terms. Pure but for
 * the shipped lexicon.
 */
export function paraphraseSearches(query: string): string[][] {
  const required = requiredConcepts(conceptsOf(query));
  const asked = askedWord(query);
  const ordered = [...required].sort((a, b) => Number(b.term === asked) - Number(a.term === asked));
  const own = new Set(required.map((c) => c.stem));
  const out: string[][] = [];
  for (const concept of ordered) {
    const relations = lexicalRelations(concept.term);
    const words = [...new Set([...relations.direct, ...relations.kin].map(lexiconWord))].filter((w) => !own.has(stem(w))).slice(0, 3);
    if (words.length === 0) continue;
    out.push([...words, ...required.filter((c) => c !== concept).map((c) => c.term).slice(0, 2)]);
  }
  return out;
}

export function candidateSearches(state: LoopState): string[][] {
  const parts = questionParts(state.query);
  const required = requiredConcepts(conceptsOf(state.query)).map((c) => c.term);
  const out: string[][] = [state.coreTerms];
  // a quality asked ("the longest", "how heavy") is said by a table's column in the noun WordNet gives as its
  // attribute ("Length (cm)", weight_g): searched with the question's other words second
  const qualities = [...new Set(required.flatMap((t) => [...attributesOf(t).map((a) => lexiconWord(a.noun)), ...[measuredBy(t)].filter((n): n is string => n !== null)]))].filter((w) => !required.includes(w));
  const quality = qualities.length > 0 && ['what', 'open'].includes(questionKind(state.query)) && superlativeAsked(state.query) !== null ? [[...qualities, ...required.filter((t) => attributesOf(t).length === 0 && measuredBy(t) === null)]] : [];
  out.push(...quality);
  if (parts.length > 1) for (const part of parts) out.push([...contentTerms(part), ...state.focusTerms]);
  if (state.focusTerms.length > 0) out.push([...required, ...state.focusTerms]);
  const learned = state.expansionTerms.slice(-3);
  if (learned.length > 0) out.push([...required, ...learned]);
  for (const term of required) out.push([term, ...state.focusTerms, ...learned.slice(-1)]);
  for (let i = 0; i < required.length; i += 1) for (let j = i + 1; j < required.length; j += 1) out.push([required[i] as string, required[j] as string]);
  for (const term of state.expansionTerms) out.push([...required.slice(0, 2), term]);
  // after a loop that found nothing new, the question in other words comes first; else last
  const paraphrases = paraphraseSearches(state.query);
  const all = state.stalled ? [...quality, ...paraphrases, ...out] : [...out, ...paraphrases];
  return all.filter((terms) => terms.length > 0);
}

/**
 * Does a document title name the question: at least half of its required concepts, and two of them
 * when it has two or more ("The Tay Bridge Disaster of 1879" for "How many people died in the Tay
 * Bridge disaster?"; not for "How do you score points in the card game bridge?"). Pure.
 */
export function titleNamesQuestion(required: Concept[], title: string): boolean {
  if (required.length === 0) return false;
  const named = mentioned(required, stemsOf(title)).length;
  return named * 2 >= required.length && named >= Math.min(2, required.length);
}

/**
 * The question's misspelled words and the library words they are read as (spelling.ts): a word no allowed document uses
 * (as the "no source uses the word" note checks it, libraryStems) that is no word of WordNet or of the shipped GloVe
 * vocabulary, near a word the allowed documents write beside the question's other words.
 */
export function questionReadings(db: ServiceDb, allowed: Map<string, LibraryDocument>, query: string): Reading[] {
  const inLibrary = (word: string): boolean => libraryStems(db, [word], allowed).has(stem(word));
  const known = (word: string): boolean => lexicon().byStem.has(stem(word)) || rowOf(embeddings(), word.toLowerCase()) !== undefined;
  // (how many of the question's other words each document uses, in its text as the search finds them or in its title)
  const beside = (others: string[]): Map<string, number> => {
    const count = new Map<string, number>();
    for (const other of others) {
      const titled = [...allowed.values()].filter((d) => words(d.title).some((w) => stem(w) === stem(other))).map((d) => d.id);
      for (const id of new Set([...searchPassages(db, [other], allowed, 400).map((p) => p.documentId), ...titled])) count.set(id, (count.get(id) ?? 0) + 1);
    }
    return count;
  };
  return misspelledWords(query, inLibrary, known, (word, others) => libraryVocabulary(word, beside(others), allowed));
}

/** Runs one reasoning loop, mutating the state. */
export function runLoop(
  db: ServiceDb,
  allowed: Map<string, LibraryDocument>,
  state: LoopState,
  depth: LoopDepth = NORMAL_DEPTH,
): LoopOutcome {
  const key = (terms: string[]): string => [...new Set(terms.map(stem))].sort().join(' ');
  const search = candidateSearches(state).find((terms) => !state.tried.includes(key(terms))) ?? state.coreTerms;
  state.tried.push(key(search));
  const concepts = conceptsOf([state.query, ...state.focusTerms].join(' '));
  const required = requiredConcepts(concepts);
  const seenIds = new Set(state.seen.map((p) => p.chunkId));
  const passages = searchPassages(db, search, allowed, 400);
  // (or a table whose column or rows' kinds say a word of it: "the longest" by "length cm", "birds" by owls; column-words.ts)
  // (only for a superlative: "Which animal is the longest?" names no word of the rows; any other question's table row
  // names one of its words)
  const asksOfRows = ['what', 'open'].includes(questionKind(state.query)) && superlativeAsked(state.query) !== null;
  const hits = passages.filter((p) => !seenIds.has(p.chunkId) && (mentioned(required, stemsOf(p.text)).length > 0 || (asksOfRows && saysByColumns(required, p.text)))).slice(0, depth.passagesPerLoop);
  // A passage is about its document's title too: passages of documents whose title names the question
  // or one of its parts (titleNamesQuestion) that the search did not reach join after the hits, those naming more of it first.
  const taken = new Set([...seenIds, ...hits.map((p) => p.chunkId)]);
  const partsRequired = [required, ...questionParts(state.query).map((part) => requiredConcepts(conceptsOf(part)))];
  const titled = [...allowed.values()].filter((d) => partsRequired.some((r) => titleNamesQuestion(r, d.title))).map((d) => d.id);
  const inContext = titled
    .flatMap((id) => documentPassages(db, id))
    .filter((p) => !taken.has(p.chunkId))
    .map((p, order) => ({ p, order, named: mentioned(required, stemsOf(p.text)).length }))
    .sort((a, b) => b.named - a.named || a.order - b.order)
    .slice(0, Math.max(depth.passagesPerLoop - hits.length, Math.ceil(depth.passagesPerLoop / 4)))
    .map((x) => x.p);
  // a superlative over a table ("Which month brought the most eels in 2025?") is read over the whole table: the other
  // rows of a table a hit is part of join (the search finds the rows that name the question's words, not the largest)
  const tabled = superlativeAsked(state.query) || aggregateAsked(state.query)
    ? [...new Set([...state.seen, ...hits].filter((p) => /^\|[^|\n]*:/m.test(p.text)).map((p) => p.documentId))]
        .flatMap((id) => documentPassages(db, id))
        .filter((p) => !taken.has(p.chunkId) && !inContext.some((q) => q.chunkId === p.chunkId) && /^\|[^|\n]*:/m.test(p.text))
        .slice(0, 24)
    : [];
  // a comparison of two things each with a document of its own ("Greenblade GB36 review", "Mowmaster M40 … specification")
  // reads those documents whole: each side's figure stands in its own, under words the question need not use ("Noise
  // level: 82 dB(A)"), as a superlative's table is read whole (figure-sides.ts documentSide)
  const compared = comparisonQuestion(state.query);
  const sidedTitles = compared && !compared.groups && compared.topic === undefined ? [...allowed.values()].map((d) => ({ id: d.id, side: documentSide(d.title, compared) })).filter((x) => x.side !== null) : [];
  const bothSided = sidedTitles.some((x) => x.side === 'subject') && sidedTitles.some((x) => x.side === 'other') && sidedTitles.length <= 4;
  const sided = bothSided
    ? sidedTitles
        .flatMap((x) => documentPassages(db, x.id))
        .filter((p) => !taken.has(p.chunkId) && !inContext.some((q) => q.chunkId === p.chunkId) && !tabled.some((q) => q.chunkId === p.chunkId))
        .slice(0, 24)
    : [];
  const fresh = [...hits, ...inContext, ...tabled, ...sided];
  state.seen.push(...fresh);
  state.loopsDone += 1;
  state.stalled = fresh.length === 0;

  // Refinement: words that the new passages use alongside the question's concepts join later searches,
  // learned only from passages that name at least half of those concepts (a sauna passage that shares
  // one word with a question about a bridge teaches nothing about the bridge).
  const known = new Set([...state.coreTerms, ...state.expansionTerms].map(stem));
  const counts = new Map<string, { word: string; passages: number; total: number }>();
  const needed = Math.max(1, Math.ceil(required.length / 2));
  const teaching = fresh.filter((p) => mentioned(required, stemsOf(p.text)).length >= needed);
  for (const passage of teaching.slice(0, 6)) {
    const inPassage = new Set<string>();
    for (const word of words(passage.text)) {
      if (word.length < 4 || isStopWord(word) || isSoftWord(word) || /\d/.test(word)) continue;
      const k = stem(word);
      if (known.has(k)) continue;
      const entry = counts.get(k) ?? { word, passages: 0, total: 0 };
      entry.total += 1;
      if (!inPassage.has(k)) {
        entry.passages += 1;
        inPassage.add(k);
      }
      counts.set(k, entry);
    }
  }
  const addedTerms = [...counts.values()]
    .filter((e) => e.total >= 2)
    .sort((a, b) => b.passages - a.passages || b.total - a.total || a.word.localeCompare(b.word))
    .slice(0, depth.expansionTermsPerLoop)
    .map((e) => e.word);
  state.expansionTerms.push(...addedTerms);
  const documentIds = [...new Set(fresh.map((p) => p.documentId))];
  const titles = documentIds.map((id) => `"${allowed.get(id)?.title ?? id}"`);
  const found =
    fresh.length === 0
      ? 'found nothing new'
      : `found ${fresh.length} new passage${fresh.length === 1 ? '' : 's'} in ${joinWords(titles.slice(0, 3))}${titles.length > 3 ? ` and ${titles.length - 3} more` : ''}`;
  const learned = addedTerms.length > 0 ? `; next it will also look for ${joinWords(addedTerms)}` : '';
  return {
    newPassages: fresh.length,
    documents: documentIds.length,
    addedTerms,
    searchedTerms: search,
    description: `looked for ${joinWords(search)} and ${found}${learned}`,
  };
}

/**
 * Passages that prove a concept is in scope even when the loops did not reach them: before the
 * answer says "none of your sources mentions X", the whole scope is checked for X.
 */
function verifyCoverage(db: ServiceDb, allowed: Map<string, LibraryDocument>, state: LoopState): Passage[] {
  const seenIds = new Set(state.seen.map((p) => p.chunkId));
  const extra: Passage[] = [];
  for (const part of questionParts(state.query)) {
    const required = requiredConcepts(conceptsOf(part));
    for (const concept of required) {
      if (state.seen.some((p) => coveredBy(required, stemsOf(p.text)).concepts.includes(concept))) continue;
      // The word itself, or a word the lexicon relates to it ("disrupts" for disturb): the composition
      // decides whether a passage covers the concept; finding none of these words lets it say so.
      const related = lexicalRelations(concept.term);
      const searched = [concept.term, ...[...related.direct, ...related.bridged, ...(required.length >= 3 ? related.kin : [])].map(lexiconWord)];
      const found = searchPassages(db, searched, allowed, 400)
        .filter((p) => !seenIds.has(p.chunkId))
        .map((p) => ({ p, others: mentioned(required, stemsOf(p.text)).length }))
        .sort((a, b) => b.others - a.others)
        .slice(0, 3)
        .map((x) => x.p);
      for (const p of found) seenIds.add(p.chunkId);
      extra.push(...found);
    }
  }
  return extra;
}

/**
 * Passages of the documents the loops found that say a required concept in other words (a direct
 * synonym or substance: "Caffeine works by blocking adenosine receptors" in an article that answers
 * "does coffee keep you awake"): the loops search the question's own words, so such a passage is
 * reached only through its document. Up to 2 per concept and document, from documents that name
 * the question in its own words.
 */
function inOtherWordsPassages(db: ServiceDb, allowed: Map<string, LibraryDocument>, state: LoopState, already: Passage[]): Passage[] {
  const seenIds = new Set(already.map((p) => p.chunkId));
  const required = requiredConcepts(conceptsOf(state.query));
  const documents = new Set(state.seen.filter((p) => mentioned(required, stemsOf(p.text)).length > 0).map((p) => p.documentId));
  if (documents.size === 0) return [];
  const within = new Map([...allowed].filter(([id]) => documents.has(id)));
  const extra: Passage[] = [];
  for (const concept of required) {
    const direct = [...lexicalRelations(concept.term).direct].map(lexiconWord);
    if (direct.length === 0) continue;
    const perDocument = new Map<string, number>();
    for (const p of searchPassages(db, direct, within, 400)) {
      if (seenIds.has(p.chunkId) || (perDocument.get(p.documentId) ?? 0) >= 2 || mentionedInOtherWords([concept], stemsOf(p.text), 'direct').length === 0) continue;
      perDocument.set(p.documentId, (perDocument.get(p.documentId) ?? 0) + 1);
      seenIds.add(p.chunkId);
      extra.push(p);
    }
  }
  return extra;
}

/**
 * For a question about what someone did ("What did the original poster do, and did it work?"): the rest of a forum
 * thread retrieval found part of, post by post, since the poster's later update may repeat none of the question's
 * words (practice.ts, writer-role.ts postsOf).
 */
function otherPostPassages(db: ServiceDb, query: string, found: Passage[]): Passage[] {
  if (askedPractice(query) !== 'done') return [];
  const have = new Set(found.map((p) => p.chunkId));
  const extra: Passage[] = [];
  for (const documentId of new Set(found.map((p) => p.documentId))) {
    const all = documentPassages(db, documentId);
    if (postsOf(all.map((p) => p.text).join('\n\n')).length === 0) continue;
    for (const passage of all) {
      if (have.has(passage.chunkId)) continue;
      have.add(passage.chunkId);
      extra.push(passage);
    }
  }
  return extra;
}

/** For a how-to question: the rest of a list of steps split over passages, when retrieval found part of it. */
function otherStepPassages(db: ServiceDb, query: string, found: Passage[]): Passage[] {
  if (!asksForProcedure(query)) return [];
  const have = new Set(found.map((p) => p.chunkId));
  const extra: Passage[] = [];
  for (const passage of found) {
    const heading = stepsHeading(passage.text);
    if (!heading) continue;
    for (const sibling of documentPassages(db, passage.documentId)) {
      if (have.has(sibling.chunkId) || stepsHeading(sibling.text) !== heading) continue;
      have.add(sibling.chunkId);
      extra.push(sibling);
    }
  }
  return extra;
}

/**
 * Each passage with the one before it in its document (compose.ts buildUnits takes an opening sentence's referent from it)
 * and up to eight passages before it (where "The third was…" finds the sentence that introduced its list).
 */
function withPassageBefore(db: ServiceDb, passages: Passage[]): (Passage & { before?: string; earlier?: string[] })[] {
  const byDocument = new Map<string, Passage[]>();
  return passages.map((p) => {
    const all = byDocument.get(p.documentId) ?? documentPassages(db, p.documentId);
    byDocument.set(p.documentId, all);
    const at = all.findIndex((x) => x.chunkId === p.chunkId);
    const before = at > 0 ? all[at - 1]?.text : undefined;
    return before === undefined ? p : { ...p, before, earlier: all.slice(Math.max(0, at - 8), at).map((x) => x.text) };
  });
}

/** The heading lines that open a document's first passage ("## PALAIS ROLLER RINK, STATION ROAD"), without their marks. Pure. */
export function openingHeadings(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const heading = /^#{1,6}\s+(.+)$/.exec(line.trim());
    if (!heading) break;
    out.push(heading[1] ?? '');
  }
  return out.join(' ');
}

/**
 * The title block in capitals that opens a document's first passage, not a heading ("STITCHWELL SM-400 SEWING MACHINE
 * INSTRUCTION MANUAL (EXCERPT)", a text file's top two lines kept as one paragraph): what the whole document is about,
 * whatever its file is named. "" with none. Pure.
 */
export function titleBlock(text: string): string {
  const first = (text.split('\n')[0] ?? '').trim();
  const capitals = /\p{Lu}/u.test(first) && !/\p{Ll}/u.test(first);
  return capitals && first.split(/\s+/).length <= 15 && !/[.!?:;]$/.test(first) && !/^[|#-]/.test(first) ? first : '';
}

/** Who a document's "I" is: its writer and, in a thread, each post's poster; and the organisation an FAQ's or shop's "we" is (writer-role.ts). Pure. */
function writers(title: string, url: string, text: string): { writer: string | null; posts: Post[]; organisation: string | null } {
  return documentVoices(title, url, text);
}

/** The answer of a job: composition over the passages its loops found (plus coverage checks). */
export function composeAnswer(db: ServiceDb, allowed: Map<string, LibraryDocument>, state: LoopState, options: Pick<ComposeOptions, 'simple' | 'maxSentences' | 'trace' | 'scorer' | 'scorerWeights'> = {}): Composition {
  const checked = [...state.seen, ...verifyCoverage(db, allowed, state)];
  const found = [...checked, ...inOtherWordsPassages(db, allowed, state, checked)];
  // (the headings that open each document found: a report named by its file says what it is about in its first lines)
  const present = new Set(found.map((p) => p.documentId));
  const documents = new Map([...allowed].map(([id, d]) => [id, { title: d.title, url: d.url, ...(present.has(id) ? { raw: d.raw, opening: openingHeadings(documentPassages(db, id)[0]?.text ?? ''), titleBlock: titleBlock(documentPassages(db, id)[0]?.text ?? ''), ...writers(d.title, d.url, documentPassages(db, id).map((p) => p.text).join('\n\n')) } : {}) }]));
  const steps = otherStepPassages(db, state.query, found);
  const passages = withPassageBefore(db, [...found, ...steps, ...otherPostPassages(db, state.query, [...found, ...steps])]);
  const terms = [...new Set([...conceptsOf(state.query).map((c) => c.term), ...state.focusTerms])];
  // "Briefly, in one sentence: why …?": the question itself, answered in the form asked (question-form.ts)
  const { question, form } = questionForm(state.query);
  // "Give an example of X": the question about X, whose lead names an instance of it (example-ask.ts)
  const example = exampleAsked(question);
  let usedWords: Set<string> | null = null;
  const answered = compose(example?.question ?? question, passages, documents, {
    ...options,
    ...(form?.plain ? { simple: true } : {}),
    weights: termWeights(db, terms),
    // (searched only where a reply would say no document uses a word)
    libraryStems: () => (usedWords ??= libraryStems(db, conceptsOf(state.query).map((c) => c.term), allowed)),
    expansion: state.expansionTerms,
    focus: state.focusTerms,
  });
  const render = (s: Composition['sentences'][number]): string => withCitation(s.prefix + s.text, [s.citationIndex]);
  const composed = example ? exampleFirst(answered, new Set(requiredConcepts(conceptsOf(example.thing)).map((c) => c.stem)), stemsOf, render) : answered;
  // (the lead the whole answer chose, and as many sentences as asked after it)
  if (form?.bullets !== undefined) return inBullets(composed, form.bullets, render);
  const limit = form?.sentences ?? null;
  return limit ? inSentences(composed, limit, render) : composed;
}
