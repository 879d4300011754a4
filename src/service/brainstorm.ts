// Clarify-first (POST /research/brainstorm): clarifying questions built from what the library says
// about the question (which aspect, which place/period/name, which comparison, how long), options
// written as phrases and keyed "0", "1", … as the public service does; and the reading of a job's
// answers (selected_option as a 0-based int, or custom_text, which wins) into what the research
// then searches for. Pure functions; the route stores the questions with each option's effect.
import { conceptsOf, isSoftWord, joinWords } from './concepts';
import { isStopWord, sentences, stem, words } from './text';
import { readPassage } from './passage';
import { agentNounLemma, isCommonNoun, isLightWord, isModifierWord } from './lexicon';
import { lemmaOf } from './lemmas';
import { verbShare } from './verbs';
import { endsSubject } from './antecedent';

export interface OptionEffect {
  /** Words the research also searches for and prefers when this option is chosen. */
  focus: string;
  /** Answer length the option asks for. */
  maxSentences?: number;
}

export interface StoredOption {
  key: string;
  text: string;
  effect: OptionEffect;
}

export interface StoredQuestion {
  id: string;
  question: string;
  options: StoredOption[];
}

export interface BrainstormPassage {
  documentId: string;
  text: string;
}

/**
 * The passages of the documents on the question's topic: a document naming one of its topic words (not a soft word,
 * "happened" in "What happened with printing?", nor one of the lightest verbs), in its title or its found passages.
 * With no topic word, every passage. A battery page that shares "happened" offers no aspect of printing. Pure but for
 * the lexicon.
 */
export function topicalPassages<T extends BrainstormPassage>(query: string, passages: T[], titleOf: (documentId: string) => string): T[] {
  const topic = conceptsOf(query)
    .filter((c) => !c.soft && !isLightWord(c.term))
    .map((c) => c.stem);
  if (topic.length === 0) return passages;
  const names = (text: string): boolean => words(text).some((w) => topic.includes(stem(w)));
  const onTopic = new Set(passages.filter((p) => names(p.text) || names(titleOf(p.documentId))).map((p) => p.documentId));
  const kept = passages.filter((p) => onTopic.has(p.documentId));
  return kept.length > 0 ? kept : passages;
}

/** A word after a word in -s that makes that word a verb ("the attic AGES much faster", "it LOSES the charge"). */
const AFTER_VERB = /^(?:much|more|less|faster|slower|quickly|slowly|the|a|an|its|their|it|them|to|into|by|up|down|away|well|badly)$|ly$/i;

/** The public shape of a question: no effects. */
export function publicQuestion(q: StoredQuestion): { id: string; question: string; options: { key: string; text: string }[] } {
  return { id: q.id, question: q.question, options: q.options.map((o) => ({ key: o.key, text: o.text })) };
}

function keyed(options: { text: string; effect: OptionEffect }[]): StoredOption[] {
  return options.map((o, i) => ({ key: String(i), text: o.text, effect: o.effect }));
}

/** Words that make poor topic phrases: numbers, adverbs, past forms, reporting verbs. */
const NOT_TOPIC = /^(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|first|second|third|half|several|estimate|estimates|estimated|report|reports|reported|suggest|suggests|found|show|shows|already|also|loses|gains|makes|takes)$|ly$|ed$/i;

/** A noun in one of its frequent senses, singular or plural ("receptors", "batteries"). */
function nounish(word: string): boolean {
  const lower = word.toLowerCase();
  return isCommonNoun(lower) || isCommonNoun(lemmaOf(lower)) || (lower.endsWith('s') && isCommonNoun(lower.slice(0, -1)));
}

/** Words that quantify or point rather than name ("every wheel", "anyone singing"). */
const QUANTIFIER = /^(?:every|each|any|anyone|anything|everyone|everything|someone|something|some|many|much|most|more|less|few|other|another|such|same|own|whole|entire|certain|various)$/i;

/**
 * Section headings of the passages found (innermost, each once, not a document's title), as phrases:
 * "The cave climate" → "the cave climate", "Turning and brushing"; a heading made only of the
 * question's words names no aspect. Pure but for the passages' reading.
 */
export function sectionAspects(query: string, passages: BrainstormPassage[], titles: Set<string> = new Set(), limit = 4): string[] {
  const questionStems = new Set(conceptsOf(query).map((c) => c.stem));
  const out: string[] = [];
  for (const passage of passages) {
    // the heading above the passage, and those inside it (a short document is one passage)
    const inside = passage.text.split('\n').flatMap((line) => (/^#{1,6}\s+\S/.test(line) ? [line.replace(/^#+\s+/, '')] : []));
    for (const raw of [readPassage(passage.text).headings.at(-1) ?? '', ...inside]) {
      const heading = raw.trim().replace(/[.:?!]+$/, '');
      if (!heading || titles.has(heading.toLowerCase()) || heading.split(/\s+/).length > 7) continue;
      const stems = words(heading).filter((w) => !isStopWord(w)).map(stem);
      if (stems.length === 0 || stems.every((w) => questionStems.has(w))) continue;
      const phrase = /^\p{Lu}\p{Ll}/u.test(heading) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(heading) ? heading.charAt(0).toLowerCase() + heading.slice(1) : heading;
      if (!out.includes(phrase)) out.push(phrase);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** Phrases of two adjacent content words ("adenosine receptors"), counted by passages, not made only of the question's words. */
export function aspectPhrases(query: string, passages: BrainstormPassage[], limit = 4): string[] {
  const questionStems = new Set(conceptsOf(query).map((c) => c.stem));
  const counts = new Map<string, { phrase: string; passages: number }>();
  for (const passage of passages) {
    const inPassage = new Set<string>();
    for (const sentence of sentences(passage.text)) {
      const tokens = sentence.match(/[\p{L}][\p{L}'-]*|[^\p{L}\s]+/gu) ?? [];
      for (let i = 0; i + 1 < tokens.length; i += 1) {
        const a = tokens[i] as string;
        const b = tokens[i + 1] as string;
        const ok = (w: string): boolean => /^\p{L}/u.test(w) && w.length >= 3 && !isStopWord(w.toLowerCase()) && !isSoftWord(w.toLowerCase()) && !NOT_TOPIC.test(w) && !QUANTIFIER.test(w);
        if (!ok(a) || !ok(b)) continue;
        // a phrase names a thing: it ends in a noun ("charging current", not "approaches full") and opens with no verb ("began life", "ages cheese")
        const capital = (w: string): boolean => /^\p{Lu}/u.test(w);
        if (!capital(b) && (!nounish(b) || verbShare(lemmaOf(b.toLowerCase())) >= 0.8)) continue;
        if (!capital(a) && endsSubject(a.toLowerCase()) && !nounish(a)) continue;
        // a word in -s before an adverb or an object is a verb there ("a hot car or attic AGES much faster")
        if (/s$/i.test(b) && AFTER_VERB.test(tokens[i + 2] ?? '')) continue;
        // an agent noun names who does something, no aspect of it ("what sleep RESEARCHERS call…")
        if (!capital(b) && agentNounLemma(b) !== null) continue;
        // the pair goes on as a compound ("movable METAL TYPE", "copper POT STILLS"): the phrase ends at its last noun
        const c = tokens[i + 2] ?? '';
        if (/^\p{Ll}[\p{L}-]{2,}$/u.test(c) && !isStopWord(c) && !NOT_TOPIC.test(c) && !QUANTIFIER.test(c) && nounish(c) && verbShare(lemmaOf(c.toLowerCase())) < 0.5 && !(/s$/i.test(c) && AFTER_VERB.test(tokens[i + 3] ?? ''))) continue;
        // and a compound begun before the pair takes its first word ("MOVABLE metal type")
        const z = tokens[i - 1] ?? '';
        // (a noun, not an adjective: "COPPER pot stills", never "former sherry casks"; capitalised only to open the sentence)
        const lead = i >= 1 && !capital(a) && ok(z) && nounish(z) && !isModifierWord(z.toLowerCase()) && (!capital(z) || i === 1) && !/ing$/i.test(z) && verbShare(lemmaOf(z.toLowerCase())) < 0.5 && !endsSubject(z.toLowerCase()) ? z : null;
        const stems = [stem(a), stem(b)];
        if (stems.every((s) => questionStems.has(s)) || stems[0] === stems[1]) continue;
        const key = stems.join(' ');
        if (inPassage.has(key)) continue;
        inPassage.add(key);
        // a name keeps its capitals ("Gutenberg Bible"); a word capitalised only to open its sentence does not
        const written = (w: string, at: number): string => (at === 0 || !/^\p{Lu}/u.test(w) ? w.toLowerCase() : w);
        const entry = counts.get(key) ?? { phrase: `${lead ? `${lead.toLowerCase()} ` : ''}${written(a, i)} ${written(b, i + 1)}`, passages: 0 };
        entry.passages += 1;
        counts.set(key, entry);
      }
    }
  }
  const out: string[] = [];
  const usedStems = new Set<string>();
  // among phrases as common, those ending in a word used mostly as a noun first ("sherry casks" before "casks cool")
  const endsInModifier = (phrase: string): number => (isModifierWord(phrase.split(' ').at(-1) ?? '') ? 1 : 0);
  for (const { phrase } of [...counts.values()].sort((x, y) => y.passages - x.passages || endsInModifier(x.phrase) - endsInModifier(y.phrase) || x.phrase.localeCompare(y.phrase))) {
    const stems = words(phrase).map(stem).filter((s) => !questionStems.has(s));
    if (stems.some((s) => usedStems.has(s))) continue; // one option per idea
    for (const s of stems) usedStems.add(s);
    out.push(phrase);
    if (out.length >= limit) break;
  }
  return out;
}

/** Years, centuries and capitalised names inside sentences (not at their start): places, periods, people. */
export function placesAndPeriods(query: string, passages: BrainstormPassage[], limit = 4): string[] {
  const questionStems = new Set(conceptsOf(query).map((c) => c.stem));
  const counts = new Map<string, number>();
  for (const passage of passages) {
    for (const sentence of sentences(passage.text)) {
      for (const m of sentence.matchAll(/\b(1[0-9]{3}|20[0-9]{2})s?\b/g)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
      for (const m of sentence.matchAll(/\b(\d{1,2}(?:st|nd|rd|th) century)\b/gi)) counts.set(m[0].toLowerCase(), (counts.get(m[0].toLowerCase()) ?? 0) + 1);
      // a heading's or list item's marks are no words ("## Grading", "- Add"): its first word opens it
      const tokens = sentence.replace(/^\s*(?:#+|[-*•]|\d+[.)])\s+/, '').split(/\s+/);
      tokens.forEach((token, i) => {
        if (i === 0) return;
        const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word) || isStopWord(word.toLowerCase()) || questionStems.has(stem(word))) return;
        const next = tokens[i + 1] ?? '';
        const previous = tokens[i - 1] ?? '';
        // a common word written with a capital ("Steps", "Keep") is no place or name; but one that names a thing after
        // "the" and before its noun is ("The Riverside community apiary", "at the Riverside site")
        const namedThing = /^the$/i.test(previous) && /^\p{Ll}+$/u.test(next) && nounish(next);
        if ((nounish(word) && !namedThing) || verbShare(lemmaOf(word.toLowerCase())) > 0) return;
        // Part of a longer title ("Journal of Clinical Sleep Medicine") or an adjective ("German printers"): not a place or name on its own.
        // (a capital that only opens the sentence is no part of a title: "The Northgate apiary", "At Northgate")
        const previousTitled = /^\p{Lu}/u.test(previous) && !(i === 1 && isStopWord(previous.toLowerCase()));
        if (/^\p{Lu}/u.test(next) || previousTitled || /^(of|de|von|van)$/i.test(previous) || /^of$/i.test(next)) return;
        if (/(an|ish|ese|ic)$/.test(word) && /^\p{Ll}/u.test(next)) return;
        counts.set(word, (counts.get(word) ?? 0) + 1);
      });
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name]) => name);
}

/** What the sources compare the topic with: the words after "compared with", "unlike", "versus". */
export function comparisons(query: string, passages: BrainstormPassage[], limit = 3): string[] {
  const questionStems = new Set(conceptsOf(query).map((c) => c.stem));
  const out: string[] = [];
  for (const passage of passages) {
    for (const m of passage.text.matchAll(/\b(?:compared (?:with|to)|unlike|versus)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu)) {
      // (the words of what is compared, "seals and whales" with its "and", without a leading article)
      const phrase = (m[1] ?? '')
        .split(/\s+/)
        .filter((w, i, all) => !isStopWord(w.toLowerCase()) || (/^(?:and|or)$/i.test(w) && i > 0 && i < all.length - 1 && !isStopWord((all[i + 1] ?? '').toLowerCase())))
        .slice(0, 4)
        .join(' ')
        .toLowerCase()
        .replace(/\s+(?:and|or)$/, '');
      if (phrase.length < 4 || words(phrase).every((w) => questionStems.has(stem(w)))) continue;
      if (!out.includes(phrase)) out.push(phrase);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/**
 * What a request is about, without its own words of asking: "Tell me about the cheese cave" → "the cheese cave", "What
 * should I know about battery care?" → "battery care", "What do my sources say about otters?" → "otters"; a question
 * that names its topic before "about" keeps it whole ("What are the rules about dogs?"). Pure.
 */
export function topicOfRequest(query: string): string {
  const q = query.trim().replace(/[?.!]+$/, '');
  const about = /^(?:please\s+)?(?:(?:tell|teach|show)\s+me(?:\s+all)?|what\s+(?:should|do|can|must)\s+(?:i|we|you)\s+(?:know|learn|read)|what\s+(?:do|does)\s+(?:my|the|your)\s+(?:sources?|documents?|library|notes)\s+(?:say|tell me|know)|what(?:'s| is)\s+(?:known|there)|i\s+(?:want|need|would like)\s+to\s+(?:know|learn|read)(?:\s+more)?|(?:is\s+there\s+)?anything)\s+(?:about|on)\s+(.+)$/i.exec(q)?.[1];
  const bare = /^(?:please\s+)?(?:what about|explain|describe|research|look into|find out about|overview of)\s+(.+)$/i.exec(q)?.[1];
  return (about ?? bare ?? q).trim() || query.trim();
}

/**
 * Clarifying questions for a query (2 to 4): which aspect (always), which place/period/name and
 * which comparison (when the library offers at least two), and how long the answer should be.
 */
export function brainstormQuestions(query: string, passages: BrainstormPassage[], newId: () => string, titles: Set<string> = new Set()): StoredQuestion[] {
  // what the question is about, without a request's own words ("Tell me about the cheese cave" → "the cheese cave")
  const topic = topicOfRequest(query);
  const questions: StoredQuestion[] = [];
  // the sources' own sections where they have them ("the cave climate", "grading"), else phrases they use
  const sections = sectionAspects(query, passages, titles);
  const aspects = sections.length >= 2 ? sections : aspectPhrases(query, passages);
  questions.push({
    id: newId(),
    question:
      aspects.length > 0
        ? `Your sources cover ${joinWords(aspects.slice(0, 3))}. Which aspect of "${topic}" should the research focus on?`
        : `Your library has little on "${topic}". What should the research focus on? (write it in your own words)`,
    options: keyed([...aspects.map((a) => ({ text: a, effect: { focus: a } })), { text: 'no particular aspect: a general overview', effect: { focus: '' } }]),
  });
  const places = placesAndPeriods(query, passages);
  if (places.length >= 2) {
    questions.push({
      id: newId(),
      question: 'Should the research concentrate on one place, period or name your sources mention?',
      options: keyed([...places.map((p) => ({ text: p, effect: { focus: p } })), { text: 'no, all of them', effect: { focus: '' } }]),
    });
  }
  const compared = comparisons(query, passages);
  if (compared.length >= 1) {
    questions.push({
      id: newId(),
      question: 'Your sources make comparisons. Should the answer compare with one of these?',
      options: keyed([...compared.map((c) => ({ text: `compare with ${c}`, effect: { focus: c } })), { text: 'no comparison', effect: { focus: '' } }]),
    });
  }
  questions.push(lengthQuestion(newId()));
  return questions;
}

/** The length question every session ends with (its options set the answer's length). */
function lengthQuestion(id: string): StoredQuestion {
  return {
    id,
    question: 'How long should the answer be?',
    options: keyed([
      { text: 'a short answer of about five sentences', effect: { focus: '', maxSentences: 5 } },
      { text: 'a full answer of up to ten sentences', effect: { focus: '', maxSentences: 10 } },
    ]),
  };
}

/** Questions a local model wrote (already checked) as stored questions: each chosen option is searched for; "no preference" and the length question added. */
export function questionsFromDrafts(drafts: { question: string; options: string[] }[], newId: () => string): StoredQuestion[] {
  const out: StoredQuestion[] = drafts.map((d) => ({
    id: newId(),
    question: d.question,
    options: keyed([...d.options.map((o) => ({ text: o, effect: { focus: o } })), { text: 'no preference', effect: { focus: '' } }]),
  }));
  out.push(lengthQuestion(newId()));
  return out;
}

/** A stored session's questions column: the questions, and who wrote them (older rows hold the bare list). */
export interface StoredSession {
  questions: StoredQuestion[];
  /** Who wrote the questions, in words (the local model, or the built-in engine and why); null for older sessions. */
  note: string | null;
}

export function parseStoredSession(raw: string): StoredSession {
  const parsed = JSON.parse(raw) as unknown;
  if (Array.isArray(parsed)) return { questions: parsed as StoredQuestion[], note: null };
  const record = parsed as { questions?: StoredQuestion[]; note?: unknown };
  return { questions: record.questions ?? [], note: typeof record.note === 'string' ? record.note : null };
}

export interface AnswerInput {
  question_id: string;
  selected_option?: number;
  custom_text?: string;
}

export interface ResolvedAnswers {
  /** Text whose terms the research adds to its searches (and prefers). */
  focus: string[];
  maxSentences: number | null;
  /** The choices made, in words ("Which aspect…: adenosine receptors"). */
  choices: string[];
}

/**
 * Reads a job's answers against the session's questions. The documented form is an array of
 * { question_id, selected_option (0-based int) | custom_text }; custom_text wins when both are
 * given; an unanswered question is skipped. An object { question_id: key or text } (older
 * clients) is read the same way. Returns an error message for answers that cannot apply.
 */
export function resolveAnswers(questions: StoredQuestion[], answers: unknown): ResolvedAnswers | string {
  const out: ResolvedAnswers = { focus: [], maxSentences: null, choices: [] };
  if (answers === undefined || answers === null) return out;
  let list: AnswerInput[];
  if (Array.isArray(answers)) {
    list = [];
    for (const [i, a] of answers.entries()) {
      if (typeof a !== 'object' || a === null) return `answers[${i}] must be an object with question_id and selected_option or custom_text`;
      const { question_id: qid, selected_option: selected, custom_text: custom } = a as Record<string, unknown>;
      if (typeof qid !== 'string') return `answers[${i}].question_id must be a string`;
      if (selected !== undefined && selected !== null && !(typeof selected === 'number' && Number.isInteger(selected))) return `answers[${i}].selected_option must be a 0-based integer`;
      if (custom !== undefined && custom !== null && typeof custom !== 'string') return `answers[${i}].custom_text must be a string`;
      list.push({ question_id: qid, ...(typeof selected === 'number' ? { selected_option: selected } : {}), ...(typeof custom === 'string' ? { custom_text: custom } : {}) });
    }
  } else if (typeof answers === 'object') {
    list = Object.entries(answers as Record<string, unknown>).map(([qid, value]) => {
      if (typeof value === 'number') return { question_id: qid, selected_option: value };
      const text = String(value ?? '');
      return /^\d+$/.test(text) ? { question_id: qid, selected_option: Number(text) } : { question_id: qid, custom_text: text };
    });
  } else {
    return 'answers must be an array of { question_id, selected_option | custom_text }';
  }
  for (const answer of list) {
    const question = questions.find((q) => q.id === answer.question_id);
    if (!question) return `answers: unknown question_id ${answer.question_id}`;
    const custom = answer.custom_text?.trim();
    if (custom) {
      out.focus.push(custom);
      out.choices.push(`${question.question} → "${custom}" (in your words)`);
      continue;
    }
    if (answer.selected_option === undefined) continue;
    const option = question.options[answer.selected_option];
    if (!option) return `answers: question ${question.id} has no option ${answer.selected_option} (options are 0 to ${question.options.length - 1})`;
    if (option.effect.focus) out.focus.push(option.effect.focus);
    if (option.effect.maxSentences) out.maxSentences = option.effect.maxSentences;
    out.choices.push(`${question.question} → ${option.text}`);
  }
  return out;
}
