// The verdict of a yes/no or comparison answer (used by compose.ts). A verdict rests only on a
// sentence that makes a claim about what the question asks (its predicate: "water" in "should I
// water my orchid…", "cold climates" in "do heat pumps work in cold climates"), not on one that merely
// names its subject or shares a word in another sense. An instruction answers "should I X" ("Do not
// water for five to seven days" → no); an FAQ's question heading answered "Yes."/"No." answers the
// same question. When no sentence states it, there is no verdict: the answer says what the sources
// do say. When documents' claims point opposite ways, the sources disagree. Pure.
import { mentioned, mentionedInOtherWords, questionFocus, requiredConcepts, stemsOf, type Concept } from './concepts';
import { contentTerms, stem } from './text';

export type Verdict = 'yes' | 'no' | 'qualified' | 'unstated' | 'disagree';

export interface VerdictUnit {
  score: number;
  sentences: string[];
  documentId: string;
  stems: Set<string>;
  headingQuestion?: string;
  headingAnswer?: 'yes' | 'no' | null;
  /** Its place in the documents (a section's first sentence comes first). */
  order?: number;
  /** Findings (results, conclusion) or set-up (background, aim, method) of a report. */
  role?: 'finding' | 'setup' | null;
}

/** "Should I water my orchid…?" → "water": the action a should/can-I question asks about; null otherwise. */
export function shouldVerb(query: string): string | null {
  const match = /^\s*(?:should|shall|can|could|must|may|do|would)\s+(?:i|we|you|one)\s+(?:still\s+|ever\s+|also\s+)?([\p{L}-]+)/iu.exec(query);
  const verb = match?.[1]?.toLowerCase();
  return verb && !/^(?:not|be|have|get|do)$/.test(verb) ? verb : null;
}

/**
 * The answer an instruction gives to "should I <verb>": "Do not water…", "Never water…", "Avoid
 * watering…" → no; "Water sparingly…", "Always water…" → yes; null when the sentence is not an
 * instruction about that verb.
 */
export function imperativeVerdict(sentence: string, verb: string): 'yes' | 'no' | null {
  const v = stem(verb);
  const s = sentence.trim().replace(/^["'“(]+/, '');
  const negated = /^(?:do not|don't|never|avoid|stop|no need to)\s+([\p{L}-]+)/iu.exec(s);
  if (negated) return stem(negated[1] ?? '') === v ? 'no' : null;
  // the verb's base form opens the sentence ("Water sparingly"), not a gerund used as a subject ("Feeding sugar … ends up")
  const positive = /^(?:always\s+|first\s+|then\s+)?([\p{L}-]+)/iu.exec(s);
  return positive && (positive[1] ?? '').toLowerCase() === verb.toLowerCase() && /^[A-Z]/.test(s) ? 'yes' : null;
}

/** What a yes/no or comparison question claims about its subject: its required concepts other than the subject's words. */
export function predicateConcepts(query: string, concepts: Concept[]): Concept[] {
  const required = requiredConcepts(concepts);
  const verb = shouldVerb(query);
  if (verb) {
    const found = concepts.filter((c) => c.stem === stem(verb));
    return found.length > 0 ? found : [{ term: verb, stem: stem(verb), soft: false }];
  }
  const subject = new Set((questionFocus(query)?.words ?? []).map(stem));
  const rest = required.filter((c) => !subject.has(c.stem));
  return rest.length > 0 ? rest : required;
}

/** Does a unit make a claim about the predicate: in its own words, or by answering a question heading that names it? */
export function claimsPredicate(unit: VerdictUnit, predicate: Concept[]): boolean {
  if (mentioned(predicate, unit.stems).length > 0) return true;
  return Boolean(unit.headingAnswer && unit.headingQuestion && mentioned(predicate, stemsOf(unit.headingQuestion)).length > 0);
}

/** The other side of a comparison: the words after "than" up to a preposition ("…than clinchers", "…than calorie restriction for losing weight" → calorie, restriction). */
export function comparedOther(query: string): string[] {
  const match = /\bthan\s+(.+?)(?:\s+(?:for|in|at|on|when|if|during|with|by|to|over|after|before)\b|[?,;]|$)/i.exec(query);
  return match ? contentTerms(match[1] ?? '') : [];
}

/** How much of the claim a unit states (direct synonyms too): the predicate's concepts in its own words or in the question heading it answers. */
export function predicateStrength(unit: VerdictUnit, predicate: Concept[]): number {
  const stems = new Set(unit.stems);
  if (unit.headingQuestion) for (const s of stemsOf(unit.headingQuestion)) stems.add(s);
  return mentioned(predicate, stems).length + mentionedInOtherWords(predicate, stems, 'direct').length;
}

export interface VerdictChoice<T> {
  /** The unit that leads the answer. */
  lead: T;
  verdict: Verdict;
  /** For 'disagree': the unit of another document that claims the opposite (it follows the lead). */
  other?: T;
}

/**
 * Chooses the verdict and the unit it rests on. `units` are every scored unit (best first not
 * required); `chosen` those selected for the answer, and `leadIndex` the one chooseLead picked.
 * `verdictOf` reads a sentence's yes/no/qualified; `firmness` how firmly it states a finding (+1 a
 * measured effect, −1 a hedge: compose.ts claimStrength); `missing` the question's concepts no source covers.
 */
export function decideVerdict<T extends VerdictUnit>(
  query: string,
  concepts: Concept[],
  units: T[],
  chosen: T[],
  leadIndex: number,
  verdictOf: (sentence: string, concepts: Concept[]) => 'yes' | 'no' | 'qualified',
  firmness: (sentence: string) => number = () => 0,
  missing: Concept[] = [],
): VerdictChoice<T> {
  const lead = chosen[leadIndex] as T;
  const ranked = units.filter((u) => u.score > 0).sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  const required = requiredConcepts(concepts);
  const predicate = predicateConcepts(query, concepts);
  // What is claimed is mostly missing from the sources ("do bees sting more in cities" with no word on stings): no verdict.
  const absent = new Set(missing.map((c) => c.stem));
  if (predicate.filter((c) => absent.has(c.stem)).length * 2 >= predicate.length) return { lead, verdict: 'unstated' };
  // what is claimed of the subject, without the other side of a comparison ("than clinchers")
  const other = new Set(comparedOther(query).map(stem));
  // naming the subject, its modifiers first ("tubeless" in "tubeless tyres": which kind of tyre)
  const focus = questionFocus(query);
  const subject = (focus?.words ?? []).map((w) => ({ term: w, stem: stem(w), soft: false }));
  const subjectWeight = (u: T): number => mentioned(subject, u.stems).reduce((n, c) => n + (subject.length > 1 && c.term !== focus?.head ? 2 : 1), 0);
  const core = predicate.filter((c) => !other.has(c.stem)).length > 0 ? predicate.filter((c) => !other.has(c.stem)) : predicate;
  // An FAQ's question heading that asks (most of) the same question, answered "Yes."/"No."
  // (the sentence right after its "Yes." first, unless another states the claim in its own words)
  const faq = chosen
    .filter((u) => u.headingAnswer && u.headingQuestion && mentioned(required, stemsOf(u.headingQuestion)).length * 2 >= required.length && claimsPredicate(u, predicate))
    .sort((a, b) => mentioned(predicate, b.stems).length - mentioned(predicate, a.stems).length || (a.order ?? 0) - (b.order ?? 0))[0];
  if (faq?.headingAnswer) return { lead: faq, verdict: faq.headingAnswer };
  // An instruction about the action a should-I question asks about.
  const verb = shouldVerb(query);
  if (verb) {
    for (const unit of ranked) {
      const said = imperativeVerdict(unit.sentences.at(-1) ?? '', verb);
      if (said) return { lead: unit, verdict: said };
    }
  }
  // The sentence stating most of the claim (firmly); a report's findings before its background; naming the subject; then the lead, then by score.
  const roleRank = (u: T): number => (u.role === 'finding' ? 0 : u.role === 'setup' ? 2 : 1);
  const claiming = [lead, ...chosen.filter((u) => u !== lead && u.score >= best * 0.5)]
    .filter((u) => claimsPredicate(u, predicate))
    .map((u, i) => ({ u, i, n: predicateStrength(u, core) + 1.5 * firmness(u.sentences.at(-1) ?? ''), about: subjectWeight(u) }))
    .sort((a, b) => b.n - a.n || roleRank(a.u) - roleRank(b.u) || b.about - a.about || a.i - b.i)
    .map((x) => x.u);
  const first = claiming[0];
  if (!first) return { lead, verdict: 'unstated' };
  const verdict = verdictOf(first.sentences.at(-1) ?? '', required);
  // Another document's claim that points the opposite way: the sources disagree.
  // It must state as much of the question as the lead does ("Gutenberg himself did not become rich" says
  // nothing on where type was invented first), and most of what is claimed.
  if (verdict === 'yes' || verdict === 'no') {
    const firstNames = mentioned(required, first.stems).length;
    for (const unit of ranked) {
      if (unit.documentId === first.documentId || unit.score < best * 0.3) continue;
      if (mentioned(predicate, unit.stems).length * 2 < predicate.length || mentioned(required, unit.stems).length < firstNames - 1) continue;
      const theirs = verdictOf(unit.sentences.at(-1) ?? '', required);
      if ((theirs === 'yes' || theirs === 'no') && theirs !== verdict) return { lead: first, verdict: 'disagree', other: unit };
    }
  }
  return { lead: first, verdict };
}
