// Answer quality of the embedded research engine (npm run bench answers): the evaluation set of
// bench/answers-set.ts asked over real HTTP of the local service (3 reasoning loops each), once over
// the sample library (resources/library) and once over the test documents written for the set, then
// the reviewer's set (bench/answers-reviewer-set.ts, written without the engine's authors, reported
// apart, with the verdicts its yes/no and comparison questions should get) and the second reviewer's set
// (bench/answers-reviewer-set-2.ts, also reported apart; tuned on since it was added), the third's
// (bench/answers-reviewer-set-3.ts, likewise) and the fourth's (bench/answers-reviewer-set-4.ts, added
// after it was measured unseen). It
// reports fact recall, sentences with a dangling opener, near-duplicate sentences, titles used as
// sentences, citation validity (every [n] is a listed result and the sentence is in that document),
// unanswerable and half-answerable questions handled, and whether every "none of your sources uses the
// word X" note is true of the raw documents; then the time of a research (3 loops and the
// composition, in-process) over a generated 2,000-document library against the 16 sample
// documents, as a ratio of medians of interleaved runs. The judge below is independent of the
// engine's own rules (it re-reads the cited documents), so the engine cannot grade itself.
// A fact counts only where a cited point states it, in an answer that does not give the opposite verdict;
// headings glued onto a sentence count as titles cited; a set's `untrue` phrases are read (judge-facts.ts). A note naming
// as missing a word of a question the answer answers is counted misleading, a word named as discussed that no document
// uses is an untrue note (judge-notes.ts), and an answer that contradicts itself is counted (judge-contradiction.ts).
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, type RunningService } from '../src/service/server';
import { openServiceDb, type ServiceDb } from '../src/service/db';
import { documentsInScope, indexDocument, loadSampleLibrary } from '../src/service/library';
import { composeAnswer, initialLoopState, runLoop } from '../src/service/research';
import { defaultSampleLibraryDir } from '../src/service/library';
import { OWN_DOCUMENTS, OWN_QUESTIONS, SAMPLE_QUESTIONS, type EvalQuestion } from './answers-set';
import { REVIEWER_DOCUMENTS, REVIEWER_QUESTIONS, type ReviewerQuestion } from './answers-reviewer-set';
import { REVIEWER_2_DOCUMENTS, REVIEWER_2_QUESTIONS } from './answers-reviewer-set-2';
import { REVIEWER_3_DOCUMENTS, REVIEWER_3_QUESTIONS } from './answers-reviewer-set-3';
import { REVIEWER_4_DOCUMENTS, REVIEWER_4_QUESTIONS } from './answers-reviewer-set-4';
import { unrelatedCited } from './judge-topic';
import { body, factStated, gluedHeadings, phrase, splitSentences, untrueSaid, verdictGiven } from './judge-facts';
import { otherSide, verdictSupported } from './judge-verdict';
import { misleadingNotes, untrueDiscussed } from './judge-notes';
import { selfContradictions } from './judge-contradiction';
import { aboutTheDocument, contactLine, followsInDocument, fragmentWithoutVerb, objectPronounWithoutReferent, oneWithoutNoun, ordinalWithoutNoun, quantityWithoutNoun } from './judge-structure';
import { escapeRegExp } from '../src/shared/regexp';

interface Job {
  id: string;
  status: string;
  content: string | null;
  results: { title: string; citation_index: number }[];
}

interface Judged {
  question: EvalQuestion;
  job: Job;
  factsWanted: number;
  factsFound: number;
  missedFacts: string[];
  /** The first sentence does not answer what was asked (expect.lead), or null when not checked. */
  leadMiss: string | null;
  /** Off-topic sentences found (expect.offTopic). */
  offTopic: string[];
  sentences: number;
  cited: number;
  dangling: string[];
  /** Cited sentences about the document itself ("This article explains…") or contact lines (judge-structure.ts). */
  aboutDocument: string[];
  duplicates: string[];
  titles: string[];
  invalidCitations: string[];
  handled: boolean | null;
  /** The verdict expected (yes/no and comparison questions of the reviewer's set) and the one given; null when not checked.
   * `supported`: the point it rests on states what was asked (judge-verdict.ts; null when the question names no lead or fact). */
  verdict: { expected: string; given: string; supported: boolean | null } | null;
  /** What the answer says that the set marks untrue for the question (ReviewerQuestion.untrue: "point to yes" where the source makes no claim). */
  untrueClaims: string[];
  /** Notes saying no source uses a word (or that the library holds nothing on it) that a raw document does use, headings included. */
  untrueNotes: string[];
  /** Cited sentences from a document that names under half of the question's content words (unrelatedCited). */
  unrelated: string[];
  /** Notes naming as missing a word of what the answer gives (judge-notes.ts misleadingNotes). */
  misleadingNotes: string[];
  /** The ways the answer contradicts itself (judge-contradiction.ts). */
  contradictions: string[];
}

const REFERRING = /^(?:this|these|that|those|it|its|they|their|them|such|he|she|his|her|however|but|also|therefore|thus|hence|moreover|furthermore|consequently|instead|there|the latter|the former|the same|others)\b/i;
const EXISTENTIAL = /^there (?:is|are|was|were|will be|would be|may be|might be|can be|could be|must be|should be|has been|have been|had been|seems?|appears?)\b/i;
/** "Low cloud made that impossible", "…no access to either.": a demonstrative standing alone as an object names nothing itself. */
const BARE_OBJECT = /\b(?:made|makes|make|making|to|of|like|about|after|than|with|without|for|from|did|does|do|done)\s+(?:that|this|these|those|either|neither)(?:\s+(?:impossible|possible|easier|harder|difficult|necessary|unnecessary|worse|better|clear|likely|unlikely)\b|\s*[.,;:!?)]|$)/i;
/** "A cup at 4 p.m. can therefore leave…": a connective inside the sentence draws on the one before it too. */
const MID_CONNECTIVE = /\b(?:therefore|thus|hence|consequently)\b/i;
/** "As the glaciers shrink, this supply…": a demonstrative early in the sentence also needs what came before it. */
const EARLY_DEMONSTRATIVE = /^(?:\S+\s+){0,6}(?:this|these|those|such)\s+(?!is\b|was\b|are\b|were\b|as\b)\w+/i;
/** Words that cannot be what a pronoun after them stands for ("Many of its members", "Below them", "Unlike them"). */
const CLOSED_CLASS = new Set('of many most some all each several few none one two three both any either neither below above beneath under over unlike like among amongst for with without after before beside besides behind beyond from to in on at by and but as then so yet around near inside outside between during through within against despite including'.split(' '));
const PREPOSITION = new Set('below above beneath under over unlike like among for with without after before beside besides behind beyond from to in on at by around near inside outside between during through within against despite since until'.split(' '));
const PRONOUNS = new Set('it its they them their he him his she her these those'.split(' '));
const SUBJECT_PRONOUNS = new Set('it they he she'.split(' '));
/** "Both were…" (not "Both X and Y…"). */
const BARE_BOTH = /^both\b(?!(?:\s+\S+){1,5}\s+and\b)/i;
/** "It is thought that…", "It takes…": "it" that stands for nothing. */
const DUMMY_IT = /^it\s+(?:(?:is|was)\s+(?:thought|believed|said|estimated|known|likely|unlikely|possible|impossible|important|necessary|clear|true|easy|hard|difficult|common|rare|best|better|safe|unsafe|wise|worth)\b|takes\b|took\b|seems\b|seemed\b|appears\b|appeared\b)/i;
/** "When it is wet, the rim…": a pronoun in an opening clause whose main clause names a subject ("the…", a name) points forward. */
const FORWARD = /^(?:when|whenever|once|if|after|before|although|though|while|because|until|unless|in)\b[^,;:]{0,80},\s+(?:the\s+|a\s+|an\s+)?(?!(?:it|its|they|their|them|he|she|his|her|this|these|those|such)\b)[\p{L}]/iu;
/** '"…," he told the council.': a quotation whose speaker is only a pronoun after it. */
const PRONOUN_SPEAKER = /^[\s,.;:!?—–-]*(?:he|she|they|it)\b/i;

/**
 * A third-person pronoun among the first five words with nothing before it that it could stand for:
 * only closed-class words ("Many of its members", "Below them", "Of these"), or, for a subject
 * pronoun, a short phrase opened by a preposition ("In 1879 it collapsed").
 */
function earlyPronoun(sentence: string): boolean {
  const tokens = sentence.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const at = tokens.slice(0, 5).findIndex((t) => PRONOUNS.has(t));
  if (at < 0) return false;
  const before = tokens.slice(0, at);
  if (before.every((t) => CLOSED_CLASS.has(t))) return true;
  return SUBJECT_PRONOUNS.has(tokens[at] as string) && PREPOSITION.has(before[0] as string);
}

/** Does a cited sentence point at something it does not say (independent of the engine's rules)? */
function refersBack(plain: string): boolean {
  if (/^["“]/.test(plain) && PRONOUN_SPEAKER.test(plain.replace(/“[^”]*”|"[^"]*"/g, ''))) return true;
  // (a proximal demonstrative with a noun of time, "These days Priya looks after…", "This year the fair…", points at the
  // time of writing, not at a sentence before: the rest of the sentence is read)
  const s = plain.replace(/^["“'(‘]+/, '').replace(/^(?:these days|this (?:year|week|month|season|spring|summer|autumn|fall|winter|decade|century)|nowadays),?\s+(?=\S)/i, '');
  if (DUMMY_IT.test(s)) return false;
  if ((REFERRING.test(s) && !EXISTENTIAL.test(s)) || EARLY_DEMONSTRATIVE.test(s) || MID_CONNECTIVE.test(s) || BARE_BOTH.test(s) || BARE_OBJECT.test(s.replace(/“[^”]*”|"[^"]*"/g, '"…"'))) return true;
  // "The third was an old repair", "You do need one to…": an ordinal or "one" whose noun is not said (judge-structure.ts)
  if (ordinalWithoutNoun(s) || oneWithoutNoun(s.replace(/“[^”]*”|"[^"]*"/g, '"…"'))) return true;
  // "…will not cover them", "Priya spotted it…", "All are…", "The exceptions are…": a reference further in, or a bare quantity (judge-structure.ts)
  if (objectPronounWithoutReferent(s) || quantityWithoutNoun(s)) return true;
  // a pronoun early in the sentence, unless the sentence names what it stands for right after an opening clause
  const unquoted = s.replace(/“[^”]*”|"[^"]*"/g, '"…"');
  return earlyPronoun(unquoted) && !FORWARD.test(unquoted);
}

function norm(text: string): string {
  return text.toLowerCase().replace(/\[\d+\]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function contentWords(text: string): string[] {
  return norm(text).split(' ').filter((w) => w.length >= 4);
}

/** The sentence without the engine's attribution of first-person text ('The authors of "Title" …'): its words are not the source's. */
function withoutAttribution(sentence: string): string {
  return sentence.replace(/^(?:the authors? of|according to|in) "[^"]+",?(?: the authors'?)?/i, '').replace(/^(?:[^\s"]+\s+){1,3}writes that\s+/i, '');
}

/**
 * The answer's notes about words no source uses, checked against the raw documents (headings and
 * tables included, as the user wrote them): 'None of your sources uses the word "x"', 'none of its
 * documents uses the words "x" or "y"', 'Quire found nothing on x or y in your library'; 'use the words "x" and "y", but no single source uses both'
 * against each document; and 'None of
 * the sources cited below uses the word "x"' against the cited documents. Returns the untrue ones.
 */
function untrueWordNotes(content: string, rawDocuments: string[], citedText: string): string[] {
  const rawText = rawDocuments.join('\n');
  const usedIn = (text: string, word: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
  const uses = (word: string): boolean => usedIn(rawText, word);
  const untrue: string[] = [];
  for (const m of content.matchAll(/(?:none of (?:them|your sources|its documents)|no (?:single )?source) uses? the words? ((?:"[^"]+"(?:,\s*|\s+or\s+|\s+and\s+)?)+)/gi)) {
    for (const word of [...(m[1] ?? '').matchAll(/"([^"]+)"/g)].map((x) => x[1] ?? '')) if (uses(word)) untrue.push(`says no source uses "${word}", but a document does`);
  }
  // 'None of the sources cited below uses the word "x"' is about the cited documents only
  for (const m of content.matchAll(/none of the sources cited below uses? the words? ((?:"[^"]+"(?:,\s*|\s+or\s+|\s+and\s+)?)+)/gi)) {
    for (const word of [...(m[1] ?? '').matchAll(/"([^"]+)"/g)].map((x) => x[1] ?? '')) if (usedIn(citedText, word)) untrue.push(`says no cited source uses "${word}", but a cited document does`);
  }
  for (const m of content.matchAll(/(?:holds|found) nothing on ([^:.;]+?)(?: in your library)?[:.;]/gi)) {
    for (const word of (m[1] ?? '').split(/,|\bor\b|\band\b/).map((x) => x.trim()).filter(Boolean)) if (uses(word)) untrue.push(`says the library holds nothing on "${word}", but a document uses it`);
  }
  // 'Your sources use the words "x" and "y", but no single source uses both': untrue when one document uses them all
  for (const m of content.matchAll(/use the words ((?:"[^"]+"(?:,\s*|\s+or\s+|\s+and\s+)?)+),? but no single source uses (?:both|them all)/gi)) {
    const words = [...(m[1] ?? '').matchAll(/"([^"]+)"/g)].map((x) => x[1] ?? '');
    const inflected = (doc: string, word: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?:s|es|ed|ing)?(?![\\p{L}\\p{N}])`, 'iu').test(doc);
    if (words.length > 1 && rawDocuments.some((doc) => words.every((word) => inflected(doc, word)))) untrue.push(`says no single source uses ${words.map((w) => `"${w}"`).join(' and ')}, but one document uses them all`);
  }
  return untrue;
}

function judge(question: EvalQuestion & { verdict?: string; untrue?: string[] }, job: Job, documentText: (title: string) => string | undefined, rawDocuments: string[], library: string[] = []): Judged {
  const content = job.content ?? '';
  const expectedVerdict = question.verdict;
  const facts = question.expect.kind === 'none' ? [] : question.expect.facts;
  // a fact counts only where a cited sentence states it, in an answer that does not give the opposite verdict (judge-facts.ts)
  const missedFacts = facts.filter((alternatives) => !factStated(alternatives, content, expectedVerdict)).map((a) => a.join(' | '));
  const sentences = splitSentences(content);
  const cited = sentences.filter((s) => /\[\d+\]/.test(s));
  const expectLead = question.expect.kind === 'answer' ? question.expect.lead : undefined;
  // the lead is the answer's first point: its first sentence, with the next one when that one refers back to it ("Octopus blood is blue. It carries oxygen with…")
  // A list item of several sentences is cited with one marker after its last ("Why no vibrato? Vibrato … masks the
  // beats. Add it back only when the chord is in tune [1]."): the unmarked sentences right before the first marked
  // one, in its paragraph, are part of that first point (reading only the marked sentence misjudged two set-6 leads).
  const firstParagraph = splitSentences(content.split(/\n\s*\n/).find((p) => /\[\d+\]/.test(p)) ?? '');
  const firstMarked = firstParagraph.findIndex((s) => /\[\d+\]/.test(s));
  const first = firstMarked >= 0 ? firstParagraph.slice(0, firstMarked + 1).join(' ') : (cited[0] ?? '');
  const leadPoint = cited[1] !== undefined && refersBack(body(cited[1])) ? `${first} ${cited[1]}` : first;
  const leadMiss = expectLead && !expectLead.some((a) => phrase(a).test(leadPoint)) ? leadPoint : null;
  const offTopicPatterns = question.expect.kind === 'answer' ? (question.expect.offTopic ?? []) : [];
  const offTopic = sentences.filter((s) => offTopicPatterns.some((a) => phrase(a).test(s)));
  const byIndex = new Map(job.results.map((r) => [r.citation_index, r.title]));
  const titles = new Set(job.results.map((r) => norm(r.title)));
  const dangling: string[] = [];
  const aboutDocument: string[] = [];
  const duplicates: string[] = [];
  const titleSentences: string[] = [];
  const invalid: string[] = [];
  sentences.forEach((sentence, i) => {
    if (!/\[\d+\]/.test(sentence)) return;
    const text = body(sentence);
    const indexes = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    const docs = indexes.map((n) => byIndex.get(n));
    if (docs.some((d) => d === undefined)) invalid.push(`${sentence} (no such result)`);
    else {
      // a source's title is its words too ('"Title" is by …', as the chat judge reads it)
      const docText = docs.map((t) => norm(`${t as string} ${documentText(t as string) ?? ''}`)).join(' ');
      const docWords = new Set(docText.split(' '));
      const words = contentWords(withoutAttribution(text)).filter((w) => !/^(they|their|theirs|them|author|blogger|poster)$/.test(w));
      // a word the engine supplies in brackets ("The third [problem] was…" where the document says "problems") is read as a stem
      const supplied = new Set(contentWords((text.match(/\[[^\]\d][^\]]*\]/g) ?? []).join(' ')));
      const docWordList = [...docWords];
      const present = words.filter((w) => docWords.has(w) || (supplied.has(w) && docWordList.some((d) => d.startsWith(w.slice(0, Math.max(4, w.length - 2)))))).length;
      if (words.length > 0 && present / words.length < 0.8) invalid.push(`${sentence} (${present}/${words.length} words in the cited document)`);
    }
    // under five words is a fragment, unless the cited document has it inside running text (a line with at least five more words)
    const inRunningText = (): boolean =>
      docs.some((t) => t !== undefined && (documentText(t) ?? '').split('\n').some((line) => norm(line).includes(norm(text)) && norm(line).split(' ').length >= norm(text).split(' ').length + 5));
    const own = withoutAttribution(text.replace(/\s*\[\d+\]/g, '')).replace(/^[\s,]+/, '');
    if (titles.has(norm(text)) || (norm(text).split(' ').length < 5 && !inRunningText())) titleSentences.push(sentence);
    // a fragment without a finite verb ("From a GPS receiver on the roof, which drives…") is no sentence (judge-structure.ts)
    else if (fragmentWithoutVerb(own)) titleSentences.push(`${sentence} (a fragment without a finite verb)`);
    if (aboutTheDocument(own) || contactLine(own)) aboutDocument.push(sentence);
    const plain = text.replace(/^["“'(]+/, '');
    if (refersBack(text)) {
      // Not dangling only when the answer's previous sentence is the one just before it in the cited document (judge-structure.ts).
      const previous = i > 0 ? body(sentences[i - 1] as string) : '';
      const docs2 = indexes.map((n) => byIndex.get(n)).filter((t): t is string => t !== undefined);
      const ok = docs2.some((t) => followsInDocument(previous, plain, splitSentences(documentText(t) ?? '')));
      if (!ok) dangling.push(sentence);
    }
  });
  // a heading line of a document glued onto the sentence after it ("SUMMARY In 2022 the Trust…") is a title cited as part of a sentence
  for (const sentence of gluedHeadings(cited, rawDocuments)) if (!titleSentences.includes(sentence)) titleSentences.push(`${sentence} (a heading glued on)`);
  for (let i = 0; i < cited.length; i += 1) {
    for (let j = i + 1; j < cited.length; j += 1) {
      const a = new Set(contentWords(body(cited[i] as string)));
      const b = new Set(contentWords(body(cited[j] as string)));
      const shared = [...a].filter((w) => b.has(w)).length;
      const jaccard = shared / Math.max(1, new Set([...a, ...b]).size);
      const contained = shared / Math.max(1, Math.min(a.size, b.size));
      // two sentences that state different figures are two facts ("about 80 psi" / "about 95 psi"), not one said twice
      const figuresOf = (t: string): string => [...new Set(body(t).replace(/\[\d+\]/g, '').match(/\d+(?:[.,]\d+)?/g) ?? [])].sort().join(' ');
      const differentFigures = figuresOf(cited[i] as string) !== '' && figuresOf(cited[j] as string) !== '' && figuresOf(cited[i] as string) !== figuresOf(cited[j] as string);
      if ((jaccard >= 0.6 || contained >= 0.9) && !(differentFigures && jaccard < 0.85)) duplicates.push(`${cited[i]} ≈ ${cited[j]}`);
    }
  }
  let handled: boolean | null = null;
  if (question.expect.kind === 'none') {
    handled = job.status === 'completed' && job.results.length === 0 && !/\[\d+\]/.test(content) && /\b(nothing|none of|no document|not mention)/i.test(content);
  } else if (question.expect.kind === 'partial') {
    const missing = new RegExp(question.expect.missing, 'i');
    // Cited when part of it is answerable (facts expected); a relation no source mentions ("does coffee cause cancer") may cite nothing.
    const citedEnough = question.expect.facts.length === 0 || job.results.length > 0;
    handled = job.status === 'completed' && citedEnough && sentences.some((s) => !/\[\d+\]/.test(s) && missing.test(s) && /\b(none|no source|not|nothing)\b/i.test(s));
  }
  return {
    question,
    job,
    factsWanted: facts.length,
    factsFound: facts.length - missedFacts.length,
    missedFacts,
    leadMiss,
    offTopic,
    sentences: sentences.length,
    cited: cited.length,
    dangling,
    aboutDocument,
    duplicates,
    titles: titleSentences,
    invalidCitations: invalid,
    handled,
    verdict: expectedVerdict ? { expected: expectedVerdict, given: verdictGiven(content), supported: verdictSupported(content, expectLead, question.type === 'comparison' ? otherSide(question.query) : [], { query: question.query, facts: facts.flat(), documents: job.results.map((r) => ({ title: r.title, text: documentText(r.title) ?? '' })) }, question.type === 'comparison' ? question.query : undefined) } : null,
    untrueClaims: untrueSaid(content, question.untrue),
    // a word named as discussed ("Your sources discuss holiday") that no document uses is as untrue as a word said unused that one does (judge-notes.ts)
    untrueNotes: [
      ...untrueWordNotes(content, rawDocuments, job.results.map((r) => `${r.title}\n${documentText(r.title) ?? ''}`).join('\n')),
      ...untrueDiscussed(content, rawDocuments, job.results.map((r) => `${r.title}\n${documentText(r.title) ?? ''}`)),
    ],
    misleadingNotes: misleadingNotes(content, {
      kind: question.expect.kind,
      missing: question.expect.kind === 'partial' ? question.expect.missing : undefined,
      answered: facts.length > 0 ? missedFacts.length < facts.length : cited.length > 0,
    }),
    contradictions: selfContradictions(content),
    unrelated: unrelatedCited(
      question.query,
      cited.flatMap((sentence) => {
        const n = Number(/\[(\d+)\]/.exec(sentence)?.[1]);
        const title = byIndex.get(n);
        return title === undefined ? [] : [{ sentence, title, text: documentText(title) ?? '' }];
      }),
      library,
    ),
  };
}

async function ask(service: RunningService, query: string): Promise<Job> {
  const headers = { Authorization: `Bearer ${service.apiKey}`, 'Content-Type': 'application/json' };
  const created = (await (await fetch(`${service.url}/research`, { method: 'POST', headers, body: JSON.stringify({ query, reasoning_loops: 3 }) })).json()) as { id: string };
  for (;;) {
    const job = (await (await fetch(`${service.url}/research/${created.id}`, { headers })).json()) as Job;
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function evaluate(label: string, libraryDir: string, questions: EvalQuestion[]): Promise<Judged[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-answers-bench-'));
  const service = await startService({ dataDir, stepDelayMs: 0, sampleLibraryDir: libraryDir, concurrencyLimit: 100, monthlyLoopBudget: 100_000 });
  const jobs: Job[] = [];
  for (const question of questions) jobs.push(await ask(service, question.query));
  await service.close();
  const db = new Database(path.join(dataDir, 'service.db'), { readonly: true, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
  const texts = new Map((db.prepare('SELECT title, text FROM documents').all() as { title: string; text: string }[]).map((d) => [d.title, d.text]));
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  // the raw documents as the user wrote them (headings, tables, markup), for the word notes
  const rawDocuments = fs.readdirSync(libraryDir).map((name) => fs.readFileSync(path.join(libraryDir, name), 'utf8'));
  const library = [...texts.entries()].map(([title, text]) => `${title}\n${text}`);
  const judged = questions.map((q, i) => judge(q, jobs[i] as Job, (title) => texts.get(title), rawDocuments, library));
  report(label, judged);
  return judged;
}

/** The verdict's label as expected (label only, the judge before judge-verdict.ts). */
function labelRight(j: Judged): boolean {
  return j.verdict !== null && j.verdict.expected === j.verdict.given;
}

/** The verdict's label as expected, and the point it rests on states what was asked (judge-verdict.ts). */
function verdictRight(j: Judged): boolean {
  return labelRight(j) && j.verdict?.supported !== false;
}

function pct(n: number, d: number): string {
  return d === 0 ? '—' : `${((100 * n) / d).toFixed(0)}% (${n}/${d})`;
}

function setLine(label: string, judged: Judged[]): string {
  const verdicts = judged.filter((j) => j.verdict !== null);
  return `${label}: fact recall ${pct(judged.reduce((a, j) => a + j.factsFound, 0), judged.reduce((a, j) => a + j.factsWanted, 0))}; verdicts as expected ${pct(verdicts.filter(verdictRight).length, verdicts.length)} (label only ${pct(verdicts.filter(labelRight).length, verdicts.length)}); unanswerable/half not handled ${judged.filter((j) => j.handled === false).length}; untrue claims ${judged.reduce((a, j) => a + j.untrueClaims.length, 0)}; titles or headings cited ${judged.reduce((a, j) => a + j.titles.length, 0)}; about the document or contact lines ${judged.reduce((a, j) => a + j.aboutDocument.length, 0)}; untrue word notes ${judged.reduce((a, j) => a + j.untrueNotes.length, 0)}; misleading notes ${judged.reduce((a, j) => a + j.misleadingNotes.length, 0)}; self-contradictions ${judged.filter((j) => j.contradictions.length > 0).length}; cited from a document on another topic ${judged.reduce((a, j) => a + j.unrelated.length, 0)}.`;
}

function report(label: string, judged: Judged[]): void {
  const sum = (f: (j: Judged) => number): number => judged.reduce((a, j) => a + f(j), 0);
  const unanswerable = judged.filter((j) => j.question.expect.kind === 'none');
  const partial = judged.filter((j) => j.question.expect.kind === 'partial');
  console.log(`\n### ${label}: ${judged.length} questions\n`);
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| fact recall | ${pct(sum((j) => j.factsFound), sum((j) => j.factsWanted))} |`);
  const leads = judged.filter((j) => j.question.expect.kind === 'answer' && j.question.expect.lead);
  console.log(`| leads that answer what was asked (where checked) | ${pct(leads.filter((j) => j.leadMiss === null).length, leads.length)} |`);
  console.log(`| off-topic sentences (sharing words, not the subject; where checked) | ${sum((j) => j.offTopic.length)} |`);
  console.log(`| cited sentences from a document on another topic (it names no distinctive word of the question; judge's own measure) | ${pct(sum((j) => j.unrelated.length), sum((j) => j.cited))} |`);
  console.log(`| cited sentences with a dangling opener | ${pct(sum((j) => j.dangling.length), sum((j) => j.cited))} |`);
  console.log(`| cited sentences about the document itself or contact lines | ${sum((j) => j.aboutDocument.length)} |`);
  console.log(`| near-duplicate sentence pairs | ${sum((j) => j.duplicates.length)} |`);
  console.log(`| titles or fragments cited as sentences | ${sum((j) => j.titles.length)} |`);
  console.log(`| citations valid ([n] listed, sentence in that document) | ${pct(sum((j) => j.cited - j.invalidCitations.length), sum((j) => j.cited))} |`);
  console.log(`| unanswerable: completed, no citation, said plainly | ${pct(unanswerable.filter((j) => j.handled).length, unanswerable.length)} |`);
  console.log(`| half-answerable: cited, and names the missing part | ${pct(partial.filter((j) => j.handled).length, partial.length)} |`);
  console.log(`| claims the set marks untrue (its \`untrue\` phrases, said by the answer) | ${sum((j) => j.untrueClaims.length)} |`);
  console.log(`| untrue "no source uses the word" notes (checked against the raw documents) | ${sum((j) => j.untrueNotes.length)} |`);
  console.log(`| misleading notes (a word named as missing from a question the answer answers; for a half-answerable one, a note naming none of the missing part) | ${sum((j) => j.misleadingNotes.length)} |`);
  console.log(`| answers that contradict themselves (yes and no; no author or date, then one; two figures for one thing not said to disagree) | ${judged.filter((j) => j.contradictions.length > 0).length} |`);
  const answered = judged.filter((j) => j.question.expect.kind === 'answer').map((j) => j.sentences).sort((a, b) => a - b);
  const verdicts = judged.filter((j) => j.verdict !== null);
  if (verdicts.length > 0) {
    console.log(`| verdicts as expected, resting on a point that states what was asked (yes/no, comparison; where checked) | ${pct(verdicts.filter(verdictRight).length, verdicts.length)} |`);
    console.log(`| verdict labels as expected (label only, the judge before judge-verdict.ts) | ${pct(verdicts.filter(labelRight).length, verdicts.length)} |`);
  }
  console.log(`| sentences per answer (median, max) | ${answered[Math.floor(answered.length / 2)] ?? 0}, ${answered.at(-1) ?? 0} |`);
  const wrongVerdict = (j: Judged): boolean => j.verdict !== null && !verdictRight(j);
  const problems = judged.filter((j) => j.missedFacts.length + j.dangling.length + j.aboutDocument.length + j.duplicates.length + j.titles.length + j.invalidCitations.length + j.offTopic.length + j.untrueNotes.length + j.untrueClaims.length + j.unrelated.length + j.misleadingNotes.length + j.contradictions.length > 0 || j.leadMiss !== null || j.handled === false || wrongVerdict(j));
  if (problems.length > 0) console.log('\nProblems found:');
  for (const j of problems) {
    console.log(`- "${j.question.query}" (${j.job.status}, ${j.job.results.length} sources)`);
    for (const f of j.missedFacts) console.log(`  - missing fact: ${f}`);
    if (j.leadMiss !== null) console.log(`  - lead does not answer what was asked: ${j.leadMiss}`);
    if (wrongVerdict(j)) console.log(`  - verdict: expected ${j.verdict?.expected}, got ${j.verdict?.given}${labelRight(j) ? " (the label only: the point it rests on states none of the expected lead phrases)" : ""}`);
    for (const s of j.offTopic) console.log(`  - off-topic: ${s}`);
    for (const s of j.unrelated) console.log(`  - from a document on another topic: ${s}`);
    for (const s of j.dangling) console.log(`  - dangling opener: ${s}`);
    for (const s of j.aboutDocument) console.log(`  - about the document or a contact line: ${s}`);
    for (const s of j.duplicates) console.log(`  - near-duplicates: ${s}`);
    for (const s of j.titles) console.log(`  - title/fragment as sentence: ${s}`);
    for (const s of j.invalidCitations) console.log(`  - invalid citation: ${s}`);
    for (const s of j.untrueNotes) console.log(`  - untrue note: ${s}`);
    for (const s of j.misleadingNotes) console.log(`  - misleading note: ${s}`);
    for (const s of j.contradictions) console.log(`  - contradicts itself: ${s}`);
    for (const s of j.untrueClaims) console.log(`  - says what the set marks untrue: "${s}"`);
    if (j.handled === false) console.log(`  - not handled as ${j.question.type}: ${(j.job.content ?? '').replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Loop latency: 2,000 generated documents against the 16 sample documents.

function generatedLibrary(db: ServiceDb, sampleDir: string, count: number): void {
  // Sentences of the sample library with a third of their words replaced by made-up words: a large
  // library in which the sample questions' terms occur often (the slow case for retrieval).
  const pool = fs
    .readdirSync(sampleDir)
    .map((name) => fs.readFileSync(path.join(sampleDir, name), 'utf8').replace(/<[^>]+>/g, ' '))
    .flatMap((text) => splitSentences(text))
    .filter((s) => s.split(' ').length > 6 && !/^(title|url|topic):/.test(s));
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (letters: string): string => letters.charAt(Math.floor(random() * letters.length));
  const madeUp = (): string => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick('bcdfghklmnprstvz') + pick('aeiou')).join('');
  db.transaction(() => {
    for (let d = 0; d < count; d += 1) {
      const paragraphs = Array.from({ length: 5 }, () =>
        Array.from({ length: 3 }, () =>
          (pool[Math.floor(random() * pool.length)] as string)
            .split(' ')
            .map((w) => (random() < 0.33 ? madeUp() : w))
            .join(' '),
        ).join(' '),
      );
      const title = `Generated document ${d + 1}`;
      indexDocument(
        db,
        { contentType: 'text/plain', title, raw: paragraphs.join('\n\n'), rawFormat: 'text', markdown: paragraphs.join('\n\n'), paragraphs, frontMatter: {} },
        { source: 'sample', sampleName: `generated-${d}.txt`, url: `https://generated.example/${d}` },
        new Date().toISOString(),
      );
    }
  })();
}

function timeResearch(db: ServiceDb, query: string): number {
  const start = process.hrtime.bigint();
  const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
  const state = initialLoopState(query, []);
  for (let i = 0; i < 3; i += 1) runLoop(db, allowed, state);
  composeAnswer(db, allowed, state);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function latency(sampleDir: string): Promise<void> {
  const smallDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-answers-small-'));
  const largeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-answers-large-'));
  const small = openServiceDb(smallDir);
  const large = openServiceDb(largeDir);
  await loadSampleLibrary(small, sampleDir, new Date().toISOString());
  const indexStart = process.hrtime.bigint();
  generatedLibrary(large, sampleDir, 2_000);
  const indexMs = Number(process.hrtime.bigint() - indexStart) / 1e6;
  const queries = SAMPLE_QUESTIONS.filter((q) => q.expect.kind === 'answer').slice(0, 5).map((q) => q.query);
  const smallTimes: number[] = [];
  const largeTimes: number[] = [];
  for (const q of queries) {
    timeResearch(small, q);
    timeResearch(large, q); // warm-up
  }
  for (let round = 0; round < 5; round += 1) {
    for (const q of queries) {
      smallTimes.push(timeResearch(small, q));
      largeTimes.push(timeResearch(large, q));
    }
  }
  small.close();
  large.close();
  fs.rmSync(smallDir, { recursive: true, force: true });
  fs.rmSync(largeDir, { recursive: true, force: true });
  const s = median(smallTimes);
  const l = median(largeTimes);
  console.log('\n### Research time (3 loops + composition, in-process, median of interleaved runs)\n');
  console.log('| library | median | ratio |');
  console.log('|---|---|---|');
  console.log(`| 16 sample documents | ${s.toFixed(1)} ms | 1× |`);
  console.log(`| 2,000 generated documents (indexed in ${(indexMs / 1000).toFixed(1)} s) | ${l.toFixed(1)} ms (${(l / 3).toFixed(1)} ms per loop) | ${(l / s).toFixed(1)}× |`);
}

function writeDocuments(prefix: string, documents: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(documents)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

// An outside set (QUIRE_ANSWERS_SET=/path/set.ts npm run bench answers): a module exporting DOCUMENTS
// (file name -> text) and QUESTIONS (ReviewerQuestion[]), judged by the same judge and reported alone.
// This is how a set nobody tuned on is measured without adding it to the bench; ANSWERS=1 also prints
// each answer in full, for reading by hand.
const outside = process.env.QUIRE_ANSWERS_SET;
if (outside) {
  const set = (await import(path.resolve(outside))) as { DOCUMENTS: Record<string, string>; QUESTIONS: ReviewerQuestion[] };
  const dir = writeDocuments('quire-answers-outside-', set.DOCUMENTS);
  const judged = await evaluate(`Outside set ${path.basename(outside)} (${Object.keys(set.DOCUMENTS).length} documents)`, dir, set.QUESTIONS);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`\n${setLine('Outside set', judged)}`);
  if (process.env.ANSWERS === '1') for (const j of judged) console.log(`\n#### ${j.question.query}\n\n${j.job.status}, ${j.job.results.length} sources\n\n${j.job.content ?? ''}\n\nSources: ${j.job.results.map((r) => `[${r.citation_index}] ${r.title}`).join('; ')}`);
  process.exit(0);
}

const sampleDir = defaultSampleLibraryDir();
const ownDir = writeDocuments('quire-answers-own-', OWN_DOCUMENTS);
const all = [...(await evaluate('Team set: sample library (resources/library, 16 documents)', sampleDir, SAMPLE_QUESTIONS)), ...(await evaluate(`Team set: test documents written for the set (${Object.keys(OWN_DOCUMENTS).length})`, ownDir, OWN_QUESTIONS))];
fs.rmSync(ownDir, { recursive: true, force: true });
// The reviewer's set, written without the engine's authors: reported on its own, never mixed into the team's figures.
const reviewerDir = writeDocuments('quire-answers-reviewer-', REVIEWER_DOCUMENTS);
const reviewer = await evaluate(`Reviewer set, written without the engine's authors (${Object.keys(REVIEWER_DOCUMENTS).length} documents)`, reviewerDir, REVIEWER_QUESTIONS);
fs.rmSync(reviewerDir, { recursive: true, force: true });
// The second reviewer's set (unseen when first measured; tuned on since): reported on its own too.
const reviewer2Dir = writeDocuments('quire-answers-reviewer-2-', REVIEWER_2_DOCUMENTS);
const reviewer2 = await evaluate(`Reviewer set 2, written by a second reviewer without the engine's rules (${Object.keys(REVIEWER_2_DOCUMENTS).length} documents; tuned on since it was added)`, reviewer2Dir, REVIEWER_2_QUESTIONS);
fs.rmSync(reviewer2Dir, { recursive: true, force: true });
const reviewer3Dir = writeDocuments('quire-answers-reviewer-3-', REVIEWER_3_DOCUMENTS);
const reviewer3 = await evaluate(`Reviewer set 3, written by a third reviewer before reading the engine's code (${Object.keys(REVIEWER_3_DOCUMENTS).length} documents; tuned on since it was measured)`, reviewer3Dir, REVIEWER_3_QUESTIONS);
fs.rmSync(reviewer3Dir, { recursive: true, force: true });
const reviewer4Dir = writeDocuments('quire-answers-reviewer-4-', REVIEWER_4_DOCUMENTS);
const reviewer4 = await evaluate(`Reviewer set 4, written by a fourth reviewer before reading the engine's code (${Object.keys(REVIEWER_4_DOCUMENTS).length} documents; measured unseen, then added)`, reviewer4Dir, REVIEWER_4_QUESTIONS);
fs.rmSync(reviewer4Dir, { recursive: true, force: true });
const coffee = all.find((j) => /coffee cause cancer/i.test(j.question.query));
if (coffee) console.log(`\nThe coffee/cancer case (${coffee.job.status}, ${coffee.job.results.length} citations): ${coffee.job.content ?? ''}`);
const found = all.reduce((a, j) => a + j.factsFound, 0);
const wanted = all.reduce((a, j) => a + j.factsWanted, 0);
const reviewerFound = reviewer.reduce((a, j) => a + j.factsFound, 0);
const reviewerWanted = reviewer.reduce((a, j) => a + j.factsWanted, 0);
const reviewerVerdicts = reviewer.filter((j) => j.verdict !== null);
console.log(`\nReviewer set: fact recall ${pct(reviewerFound, reviewerWanted)}; verdicts as expected ${pct(reviewerVerdicts.filter(verdictRight).length, reviewerVerdicts.length)} (label only ${pct(reviewerVerdicts.filter(labelRight).length, reviewerVerdicts.length)}); unanswerable/half not handled ${reviewer.filter((j) => j.handled === false).length}.`);
console.log(`\n${setLine('Reviewer set 2', reviewer2)}`);
console.log(setLine('Reviewer set 3', reviewer3));
console.log(setLine('Reviewer set 4', reviewer4));
console.log(`\nTeam set overall: fact recall ${pct(found, wanted)}; dangling ${all.reduce((a, j) => a + j.dangling.length, 0)}; duplicates ${all.reduce((a, j) => a + j.duplicates.length, 0)}; invalid citations ${all.reduce((a, j) => a + j.invalidCitations.length, 0)}; unanswerable/half not handled ${all.filter((j) => j.handled === false).length}.`);
// LATENCY=0 skips the 2,000-document timing (a quick quality-only run while working on the engine).
if (process.env.LATENCY !== '0') await latency(sampleDir);
