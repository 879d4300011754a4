// The act a question asks about: "Why did the council CLOSE the footbridge?", "When did the society SELL the
// site?", "How did the railway FINANCE the bridge?". Such a question is answered only by a source that says the act,
// or, where no source uses the act's word (nor a direct synonym), by a sentence that names what the question names
// beyond its setting and (for why and when) gives what is asked of it, a reason or a date: "The stoppage was TIMED for February because…"
// answers "Why was the stoppage scheduled for February?". Sentences that name only the thing ("The bridge is owned by
// the county council, which inspects it every two years") never answer what was done to it; before this module,
// coverage let one word in four go missing, so the act itself could. Pure functions but for the shipped tables.
import { givesShape } from './answer-shape';
import { mentioned, mentionedInOtherWords, stemsOf, type Concept, type PartCoverage } from './concepts';
import { askedAct, saysEventNoun, type ActKind, type AskedAct } from './focus';
import { formsOf, lemmaOf } from './lemmas';

import { statesReason } from './reasons';
import { sentences, stem } from './text';
import { settingConcepts, type GroundDocument } from './verdict-ground';
import { statesCause } from './why-lead';

export { askedAct, type ActKind, type AskedAct };

const BE_AUXILIARY = /^(?:is|are|was|were)$/i;

/** The concept of a part that says its act (its own stem, or a two-word verb labelled by it: "let go"). */
export function actConcept(act: AskedAct, concepts: Concept[]): Concept | null {
  const s = stem(act.word);
  return concepts.find((c) => !c.soft && (c.stem === s || (c.label ?? '').split(' ')[0] === act.word)) ?? null;
}

/**
 * Does a text give what a why- or when-question asks: a reason stated outright ("because", "due to", "in order to",
 * a reason reported: "said the city had broken…"), a date? (Not a clause saying what a thing does: ", which inspects
 * it every two years" is no reason for closing it.) Pure.
 */
export function givesAsked(kind: ActKind, text: string, query: string): boolean {
  if (kind === 'how') return true;
  if (kind === 'who') return givesShape('who', text, query);
  return kind === 'why' ? statesCause(text) || statesReason(text) : givesShape('when', text, query);
}

/**
 * Does a document answer the act in other words: one of its sentences names a concept the part covers that is not
 * the document's setting (in its title or in half or more of its sentences), and it (for why: it or the sentence
 * after it, where a reason is often given) gives what is asked. With nothing but setting named, no sentence can say
 * what was done. Pure but for the shipped tables.
 */
export function answersInOtherWords(act: AskedAct, part: string, covered: Concept[], title: string, text: string): boolean {
  const said = sentences(text);
  const ground: GroundDocument = { title: stemsOf(title), sentences: said.map(stemsOf) };
  const setting = new Set(settingConcepts(covered, [ground]).map((c) => c.stem));
  const specific = covered.filter((c) => !setting.has(c.stem));
  if (specific.length === 0) return false;
  return said.some((sentence, i) => {
    if (mentioned(specific, ground.sentences[i] ?? new Set()).length === 0) return false;
    const window = act.kind === 'why' ? [sentence, said[i + 1] ?? ''] : [sentence];
    return window.some((s) => s !== '' && givesAsked(act.kind, s, part));
  });
}

/**
 * A part's coverage with its act held to account: where the part asks about an act and no source says it, the part is
 * answered only by a citable document that answers it in other words (answersInOtherWords); otherwise it is not
 * answerable, and what is uncovered is the act (named in the note as the question asks it). Other parts unchanged.
 */
export function withActRequired(coverage: PartCoverage, documents: { documentId: string; title: string; text: string }[]): PartCoverage {
  if (!coverage.answerable) return coverage;
  const act = askedAct(coverage.part);
  const concept = act ? actConcept(act, coverage.concepts) : null;
  // (said in the act's own word or a direct synonym: a word that only shares a synonym with it, "manages" for sell, says no act)
  const bridged = concept !== null && coverage.readAs.some((r) => r.concept.stem === concept.stem) && !documents.some((d) => coverage.documents.includes(d.documentId) && (mentioned([concept], stemsOf(d.text)).length > 0 || mentionedInOtherWords([concept], stemsOf(d.text), 'direct').length > 0 || saysEventNoun(concept.term, d.text)));
  if (!act || !concept || !(coverage.missing.includes(concept) || bridged)) return coverage;
  const covered = coverage.covered.filter((c) => c !== concept);
  const citing = coverage.documents.filter((id) => documents.some((d) => d.documentId === id && answersInOtherWords(act, coverage.part, covered.filter((c) => coverage.byDocument.get(id)?.has(c.stem)), d.title, d.text)));
  if (citing.length > 0) return { ...coverage, documents: citing };
  const askedAs = indirectAct(coverage.part, act);
  return { ...coverage, answerable: false, documents: [], focusUncovered: concept, focusWordUsed: documents.some((d) => mentioned([concept], stemsOf(`${d.title}\n${d.text}`)).length > 0), ...(askedAs ? { askedAs } : {}) };
}

/**
 * A why- or when-question about an act as an indirect question, for a note: "Why did the county council close the
 * footbridge" → "why the county council closed the footbridge"; "When was the bridge repainted" → "when the bridge
 * was repainted". null where the verb's past form is not known for sure (several irregular forms). Pure but for the
 * shipped lemma table.
 */
export function indirectAct(part: string, act: AskedAct): string | null {
  const tokens = part.trim().replace(/[?.!]+$/, '').split(/\s+/);
  // "Who repainted the bridge" is its own indirect question
  if (act.auxiliary === '') return `${(tokens[0] ?? '').toLowerCase()} ${tokens.slice(1).join(' ')}`;
  const question = (tokens[0] ?? '').toLowerCase();
  const rest = tokens.slice(2);
  const at = rest.findIndex((t) => t.toLowerCase() === act.word);
  if (at < 1) return null;
  const subject = rest.slice(0, at);
  const tail = rest.slice(at + 1);
  let verb: string | null;
  if (BE_AUXILIARY.test(act.auxiliary) || /^(?:has|have|had)$/.test(act.auxiliary)) verb = `${act.auxiliary} ${act.word}`;
  else if (act.auxiliary === 'did') verb = pastOf(act.word);
  else if (act.auxiliary === 'does') verb = thirdPersonOf(act.word);
  else if (act.auxiliary === 'do') verb = act.word;
  else verb = `${act.auxiliary} ${act.word}`;
  if (!verb || subject.some((t) => /^not$/i.test(t))) return null;
  return [question, ...subject, verb, ...tail].join(' ');
}

/** The past of a verb: its one listed irregular past ("sold", "built"), else the regular form; null when several irregular forms are listed. Pure but for the lemma table. */
export function pastOf(verb: string): string | null {
  const lemma = lemmaOf(verb.toLowerCase());
  const irregular = formsOf(lemma).filter((f) => !/(?:s|ing|en)$/.test(f) && !f.startsWith(`${lemma}e`) && !/(?:er|est)$/.test(f));
  if (irregular.length === 1) return irregular[0] ?? null;
  if (irregular.length > 1) return null;
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  // a one-syllable verb ending in one vowel and a consonant doubles it ("stopped", "banned")
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(lemma)) return `${lemma}${lemma.at(-1) ?? ''}ed`;
  return `${lemma}ed`;
}

/** The third person singular of a verb ("closes", "carries", "sells"). Pure. */
export function thirdPersonOf(verb: string): string {
  const v = verb.toLowerCase();
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}
