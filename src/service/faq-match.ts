// Whether an FAQ's question heading asks what a yes/no question asks, in other words (used by verdict.ts, 'faq'
// evidence), and what its leading "Yes"/"No" then answers. The heading is matched by its roles, not by the words the two
// share: the things each asks about (its nouns, less the document's setting: "allotments" in "Larchfield Allotments")
// are the same, in their own words or a direct synonym ("dogs" and "my dog"); the acts are the same, or one side has
// none and both ask the same kind of question (permission: "Am I allowed to bring my dog…?" and "Are dogs welcome on
// site?"; need: "Do I have to…" and "Do I need to…"). A "Yes, but …" / "No, unless …" is a qualified answer: it holds
// under the condition it adds. Pure but for the lexicon.
import { lemmaOf } from './lemmas';
import { lexicalRelations } from './lexicon';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export type QuestionSort = 'permission' | 'need' | 'other';

/** Words that ask or grant permission, of a question or a heading ("allowed", "welcome", "can I"). */
const PERMISSION = /\b(?:allowed|permitted|welcome|ok|okay|alright|all\s+right|acceptable|fine|(?:can|may|could)\s+(?:i|we|you|one|(?:my|our|your)\s+\p{L}+)|is\s+it\s+possible)\b/iu;
/** Words that ask what is required ("do I need to", "do I have to", "must I", "is it necessary"). */
const NEED = /\b(?:need|needs|needed|have\s+to|has\s+to|must|required|compulsory|mandatory|necessary|obligatory)\b/i;
/** Verbs of bringing or being somewhere: a permission of the thing itself says whether it may be brought or come. */
const PRESENCE = /^(?:bring|take|come|go|visit|enter|attend|have|keep|get|be|put|leave|park|let)$/;
/** Words of the question's frame, never a thing asked about. */
const FRAME = /^(?:allowed|permitted|welcome|ok|okay|alright|acceptable|fine|possible|need|needs|needed|required|compulsory|mandatory|necessary|obligatory|able|yes|no)$/;

/** What kind of yes/no question a text asks: permission, need, or another. */
export function questionSort(text: string): QuestionSort {
  if (NEED.test(text)) return 'need';
  return PERMISSION.test(text) ? 'permission' : 'other';
}

interface Roles {
  things: string[];
  acts: string[];
}

/** The content words of a question by role: things (nouns) and acts (words used mostly as verbs), lower case, without the reader's words. */
export function rolesOf(text: string): Roles {
  const words = (text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));
  const things: string[] = [];
  const acts: string[] = [];
  for (const [i, w] of words.entries()) {
    if (i === 0 || isStopWord(w) || FRAME.test(w) || /^(?:i|we|you|me|us|my|our|your|one|it|they|them|their|there|site)$/.test(w) || w.length < 3) continue;
    if (verbShareOfForm(w) >= 0.5 && !/s$/.test(w)) acts.push(w);
    else things.push(w);
  }
  return { things, acts };
}

/** Do two words name the same thing or act: one stem, one lemma, or a direct synonym. */
export function sameWord(a: string, b: string): boolean {
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb || lemmaOf(a) === lemmaOf(b)) return true;
  return lexicalRelations(a).direct.has(sb) || lexicalRelations(b).direct.has(sa);
}

/**
 * Does a heading ask what the question asks? Every thing of each (less the setting's words) is named by the other, at
 * least one thing is shared; the acts are the same, or the side with an act asks of a verb of presence ("bring") and
 * both are the same sort of question (permission or need). Pure but for the lexicon.
 */
export function headingAsksSame(query: string, heading: string, setting: Set<string> = new Set()): boolean {
  const q = rolesOf(query);
  const h = rolesOf(heading);
  const own = (w: string): boolean => !setting.has(stem(w));
  const qThings = q.things.filter(own);
  const hThings = h.things.filter(own);
  if (hThings.length === 0 || qThings.length === 0) return false;
  if (!hThings.every((t) => [...q.things, ...q.acts].some((x) => sameWord(t, x)))) return false;
  if (!qThings.every((t) => [...h.things, ...h.acts].some((x) => sameWord(t, x)))) return false;
  const qActs = q.acts.filter((a) => !hThings.some((t) => sameWord(t, a)));
  const hActs = h.acts.filter((a) => !qThings.some((t) => sameWord(t, a)));
  if (qActs.length > 0 && hActs.length > 0) return qActs.some((a) => hActs.some((b) => sameWord(a, b)));
  const sort = questionSort(query);
  if (sort === 'other' || sort !== questionSort(heading)) return false;
  return [...qActs, ...hActs].every((a) => PRESENCE.test(lemmaOf(a)) || PRESENCE.test(a));
}

/**
 * What an FAQ answer's opening says: its "Yes"/"No", or 'qualified' where it goes on to a condition or a limit
 * ("Yes, but they must be kept on a lead", "No, unless you hold a permit", "Yes, as long as…"). Pure.
 */
export function faqAnswerOf(opening: string, answer: 'yes' | 'no'): 'yes' | 'no' | 'qualified' {
  return /^\s*(?:yes|no)\b\s*[,;:–—-]?\s*(?:but|if|unless|except|only|as\s+long\s+as|so\s+long\s+as|provided|providing|although|though|with\s+(?:some\s+)?exceptions|in\s+some\s+cases|sometimes|usually|mostly|generally)\b/i.test(opening) ? 'qualified' : answer;
}
