// Follow-up chat: the part a follow-up asks (asked-part.ts: a kind of the asked noun, the cost of a part, a date, a
// person), read over every sentence of the job's sources. Where one gives it and the reply does not, the sentences that
// give it are the reply ("What breed is the dog that guards the yard?" → "The yard is guarded by an old border collie");
// where none gives it while they speak of the subject, the reply says so plainly, uncited ("Your sources do not name
// the breed of cattle…"), never with neighbouring sentences as if they answered it. Pure but for the shipped tables.
import { aboutConcepts, askedPart, givesInSentences, notGivenStatement, speaksOfSubject } from './asked-part';
import type { Concept } from './concepts';
import { countNotGiven } from './follow-up-count';

/** What a research question asks about: its concepts but its setting and general verbs ("go", "happen"). Pure but for the shipped tables. */
export function subjectOf(researchQuery: string): Concept[] {
  return aboutConcepts(researchQuery, []);
}

export interface SourceSentence {
  text: string;
  citation: number;
}

/**
 * What the reply to a follow-up should be for the part it asks: the giving sentences (at most two, where the reply's
 * cited sentences give none of it; only for a kind or a cost, as a date or a doer is led by the chat's own readings),
 * the plain statement that none gives it, or null to keep the reply. Pure but for the shipped tables.
 */
export function followUpPart(followUp: string, sentences: SourceSentence[], replyCited: string[], researchQuery = ''): { given: SourceSentence[] } | { missing: string } | null {
  const read = askedPart(followUp);
  // (a count the sources do not give: said plainly; follow-up-count.ts)
  if (!read) {
    const count = countNotGiven(followUp, sentences.map((s) => s.text));
    return count ? { missing: count } : null;
  }
  // (a follow-up that names nothing it asks about, "When was it held?", asks it of what the research asked about)
  // (but a kind asked bare of the sources as a whole, "Which birds were seen?", is asked of them all)
  const asked = read.about.length > 0 || read.role === 'cost' || (read.role === 'kind' && read.givenOnly) ? read : { ...read, about: subjectOf(researchQuery) };
  // (a sentence read with the one before it in its source when it refers back by a pronoun: "The old ferry … went under
  // the hammer. … she was knocked down to a boatyard owner" names the buyer of the ferry)
  const givers = sentences.filter((s, i) => givesInSentences(asked, sentences[i - 1]?.citation === s.citation ? [sentences[i - 1]?.text ?? '', s.text] : [s.text], followUp));
  if (givers.length === 0 && asked.role === 'kind' && asked.givenOnly) return null;
  if (givers.length === 0) return speaksOfSubject(asked, sentences.map((s) => s.text)) ? { missing: notGivenStatement(asked, followUp) } : null;
  if (replyCited.some((t) => givesInSentences(asked, t.split(/(?<=[.!?])\s+(?=\p{Lu})/u), followUp))) return null;
  if (asked.role !== 'kind' && asked.role !== 'cost') return null;
  return { given: givers.filter((s, i, all) => all.findIndex((x) => x.text === s.text) === i).slice(0, 2) };
}
