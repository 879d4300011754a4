// The research engine: reasoning loops as retrieval-refinement iterations (BM25 passages → new
// terms from the best passages → next query), then an extractive synthesis whose sentences cite
// their source documents as [n], per-source highlights, and the system_prompt transformation.
import type { ServiceDb } from './db';
import { searchPassages, type LibraryDocument, type Passage } from './library';
import { contentTerms, sentences, stem, stemSet, words, isStopWord } from './text';

/** reasoning_mode reads more passages per loop and learns more terms from them. */
export interface LoopDepth {
  passagesPerLoop: number;
  expansionTermsPerLoop: number;
}
export const NORMAL_DEPTH: LoopDepth = { passagesPerLoop: 8, expansionTermsPerLoop: 2 };
export const REASONING_DEPTH: LoopDepth = { passagesPerLoop: 12, expansionTermsPerLoop: 3 };
const MAX_SUMMARY_SENTENCES = 8;
const MAX_SENTENCES_PER_SOURCE = 3;
const MAX_HIGHLIGHTS = 3;

export interface LoopState {
  /** Terms from the query (plus updates and brainstorm answers): what the answer must be about. */
  coreTerms: string[];
  /** Terms learned from the best passages of earlier loops. */
  expansionTerms: string[];
  /** Passages seen so far, best first within each loop. */
  seen: Passage[];
  loopsDone: number;
}

export interface LoopOutcome {
  newPassages: number;
  documents: number;
  addedTerms: string[];
  searchedTerms: string[];
}

export function initialLoopState(query: string, extraText: string[]): LoopState {
  const coreTerms = contentTerms([query, ...extraText].join(' '));
  return { coreTerms, expansionTerms: [], seen: [], loopsDone: 0 };
}

export function addCoreTerms(state: LoopState, text: string): string[] {
  const known = new Set(state.coreTerms.map(stem));
  const added = contentTerms(text).filter((t) => !known.has(stem(t)));
  state.coreTerms.push(...added);
  return added;
}

/** Runs one reasoning loop, mutating the state. */
export function runLoop(db: ServiceDb, allowed: Map<string, LibraryDocument>, state: LoopState, depth: LoopDepth = NORMAL_DEPTH): LoopOutcome {
  const searchedTerms = [...state.coreTerms, ...state.expansionTerms];
  const passages = searchPassages(db, searchedTerms, allowed, depth.passagesPerLoop);
  const seenIds = new Set(state.seen.map((p) => p.chunkId));
  const fresh = passages.filter((p) => !seenIds.has(p.chunkId));
  state.seen.push(...fresh);
  state.loopsDone += 1;

  // Refinement: terms frequent across the best passages of this loop become part of the next query.
  const known = new Set(searchedTerms.map(stem));
  const source = (fresh.length > 0 ? fresh : passages).slice(0, 3);
  const counts = new Map<string, { word: string; passages: number; total: number }>();
  for (const passage of source) {
    const inPassage = new Set<string>();
    for (const word of words(passage.text)) {
      if (word.length < 4 || isStopWord(word) || /\d/.test(word)) continue;
      const key = stem(word);
      if (known.has(key)) continue;
      const entry = counts.get(key) ?? { word, passages: 0, total: 0 };
      entry.total += 1;
      if (!inPassage.has(key)) {
        entry.passages += 1;
        inPassage.add(key);
      }
      counts.set(key, entry);
    }
  }
  const addedTerms = [...counts.values()]
    .filter((e) => e.total >= 2)
    .sort((a, b) => b.passages - a.passages || b.total - a.total || a.word.localeCompare(b.word))
    .slice(0, depth.expansionTermsPerLoop)
    .map((e) => e.word);
  state.expansionTerms.push(...addedTerms);
  return { newPassages: fresh.length, documents: new Set(passages.map((p) => p.documentId)).size, addedTerms, searchedTerms };
}

export interface SynthesizedSource {
  documentId: string;
  title: string;
  url: string;
  citationIndex: number;
  score: number;
  highlights: string[];
}

export interface CitedSentence {
  text: string;
  citationIndex: number;
}

export interface Synthesis {
  sources: SynthesizedSource[];
  sentences: CitedSentence[];
  content: string;
}

interface ScoredSentence {
  text: string;
  documentId: string;
  score: number;
  order: number;
}

/** Scores every sentence of the given passages against the core (and expansion) terms. */
function scoreSentences(passages: Passage[], coreTerms: string[], expansionTerms: string[], weights: Map<string, number>): ScoredSentence[] {
  const core = new Set(coreTerms.map(stem));
  const expansion = new Set(expansionTerms.map(stem));
  const scored: ScoredSentence[] = [];
  let order = 0;
  for (const passage of passages) {
    for (const sentence of sentences(passage.text)) {
      order += 1;
      if (sentence.length < 25 || sentence.length > 500) continue;
      const stems = stemSet(sentence);
      let coreHits = 0;
      let coreWeight = 0;
      for (const s of core) {
        if (!stems.has(s)) continue;
        coreHits += 1;
        coreWeight += weights.get(s) ?? 1;
      }
      if (coreHits === 0) continue; // every cited sentence must be about the question itself
      let expansionHits = 0;
      for (const s of expansion) if (stems.has(s)) expansionHits += 1;
      scored.push({ text: sentence, documentId: passage.documentId, score: coreWeight * 2 + expansionHits * 0.5, order });
    }
  }
  // A source whose passages share only one word with a question of three or more words ("free"
  // in "otter-free coasts" for "Is decaf really caffeine free?") is rarely on topic: cite it only
  // when nothing better exists.
  const required = core.size >= 3 ? 2 : 1;
  const termsByDocument = new Map<string, Set<string>>();
  for (const passage of passages) {
    const found = termsByDocument.get(passage.documentId) ?? new Set<string>();
    for (const term of stemSet(passage.text)) if (core.has(term)) found.add(term);
    termsByDocument.set(passage.documentId, found);
  }
  const onTopic = scored.filter((sentence) => (termsByDocument.get(sentence.documentId)?.size ?? 0) >= required);
  return onTopic.length > 0 ? onTopic : scored;
}

function withCitation(sentence: string, citationIndex: number): string {
  const match = /^(.*?)([.!?]+["')\]]*)?$/s.exec(sentence);
  const body = match?.[1] ?? sentence;
  const end = match?.[2] ?? '.';
  return `${body} [${citationIndex}]${end}`;
}

/**
 * Picks the best sentences (a few per source), groups them per source in reading order, and
 * numbers sources in the order they are first cited. Returns null when nothing is citable.
 */
export function synthesize(
  passages: Passage[],
  allowed: Map<string, LibraryDocument>,
  coreTerms: string[],
  expansionTerms: string[],
  weights: Map<string, number>,
  maxSentences = MAX_SUMMARY_SENTENCES,
): Synthesis | null {
  const scored = scoreSentences(passages, coreTerms, expansionTerms, weights);
  if (scored.length === 0) return null;
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: ScoredSentence[] = [];
  const perSource = new Map<string, number>();
  const seenText = new Set<string>();
  for (const sentence of ranked) {
    if (chosen.length >= maxSentences) break;
    const key = sentence.text.toLowerCase();
    if (seenText.has(key)) continue;
    const used = perSource.get(sentence.documentId) ?? 0;
    if (used >= MAX_SENTENCES_PER_SOURCE) continue;
    chosen.push(sentence);
    seenText.add(key);
    perSource.set(sentence.documentId, used + 1);
  }
  // Sources ordered by the total score of their chosen sentences (how much of the answer they
  // carry); within a source, sentences in reading order.
  const bestBySource = new Map<string, number>();
  const totalBySource = new Map<string, number>();
  for (const s of chosen) {
    bestBySource.set(s.documentId, Math.max(bestBySource.get(s.documentId) ?? 0, s.score));
    totalBySource.set(s.documentId, (totalBySource.get(s.documentId) ?? 0) + s.score);
  }
  const sourceOrder = [...totalBySource.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const topScore = Math.max(...bestBySource.values());

  const sources: SynthesizedSource[] = [];
  const cited: CitedSentence[] = [];
  const paragraphs: string[] = [];
  for (const documentId of sourceOrder) {
    const doc = allowed.get(documentId);
    if (!doc) continue;
    const citationIndex = sources.length + 1;
    const own = chosen.filter((s) => s.documentId === documentId).sort((a, b) => a.order - b.order);
    const highlights = own.map((s) => s.text);
    for (const extra of scored.filter((s) => s.documentId === documentId).sort((a, b) => b.score - a.score || a.order - b.order)) {
      if (highlights.length >= MAX_HIGHLIGHTS) break;
      if (!highlights.includes(extra.text)) highlights.push(extra.text);
    }
    sources.push({
      documentId,
      title: doc.title,
      url: doc.url,
      citationIndex,
      score: Math.round(((bestBySource.get(documentId) ?? 0) / topScore) * 1000) / 1000,
      highlights,
    });
    for (const s of own) cited.push({ text: s.text, citationIndex });
    paragraphs.push(own.map((s) => withCitation(s.text, citationIndex)).join(' '));
  }
  return { sources, sentences: cited, content: paragraphs.join('\n\n') };
}

/**
 * transformed_content: a deterministic reshaping of the cited sentences chosen by keywords in the
 * system prompt: "json" → a fenced JSON object; "table" → a Markdown table; "brief"/"short"/
 * "one sentence"/"tl;dr" → the single best sentence; anything else → a bullet summary.
 */
export function transformContent(systemPrompt: string, query: string, synthesis: Synthesis): string {
  const prompt = systemPrompt.toLowerCase();
  if (prompt.includes('json')) {
    const body = {
      query,
      findings: synthesis.sentences.map((s) => ({ text: s.text, citations: [s.citationIndex] })),
      sources: synthesis.sources.map((s) => ({ citation_index: s.citationIndex, title: s.title, url: s.url })),
    };
    return '```json\n' + JSON.stringify(body, null, 2) + '\n```';
  }
  if (prompt.includes('table')) {
    const escape = (text: string): string => text.replace(/\|/g, '\\|');
    const rows = synthesis.sentences.map((s, i) => `| ${i + 1} | ${escape(s.text)} | [${s.citationIndex}] |`);
    return ['| # | Finding | Source |', '|---|---|---|', ...rows].join('\n');
  }
  if (/\b(brief|short|one sentence|tl;dr|tldr)\b/.test(prompt)) {
    const first = synthesis.sentences[0];
    return first ? withCitation(first.text, first.citationIndex) : '';
  }
  return synthesis.sentences.map((s) => `- ${withCitation(s.text, s.citationIndex)}`).join('\n');
}
