// A cleft yes/no question (used by verdict.ts, the 'cleft' evidence): "Is it the mites' feeding that kills the
// colony?", "Was it the frost that cracked the piers?" asks whether the thing in focus, and not something else, does
// what the rest says. The sentence that decides says the act (its verb, a direct synonym, or for an act of harm any
// word of harm: "kills" is answered by "does limited harm", "the greater damage") of the focus, or of something else:
// "The mite itself does limited harm" (the focus, minimised: no), "it feeds on fat bodies, but the viruses it spreads
// kill the colony" (the act said of another: no), "It is the feeding that kills" (yes). A sentence that only shares
// the question's words decides nothing. Words of harm and of minimising are closed classes of English. Pure but for the lexicon.
import { isModifierWord, lexicalRelations } from './lexicon';
import { contentTerms, isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export interface CleftAsked {
  /** Content words of the thing in focus ("varroa", "mites", "feeding", "bees"), its head first where it leads. */
  focus: string[];
  /** The act asked of it, as written ("kills"). */
  verb: string;
  /** Content words after the act ("colony"). */
  object: string[];
}

/** Acts and nouns of harm: an act of harm asked ("kills") is said by any of them ("harm", "damage"). */
const HARM = /^(?:kill|die|death|harm|damag|destroi|destruct|injur|hurt|weaken|collaps|ruin)/;
/** Words that minimise or deny what follows ("limited harm", "little damage", "no harm"). */
const MINIMISED = /\b(?:not|never|no|little|limited|minor|slight|negligible|minimal|hardly|rarely|seldom)\b|n['’]t\b/i;
/** Words linking an act to where it comes from ("comes from", "is caused by", "is done by", "due to"). */
const LINK = /^(?:comes?|came|coming|from|caused|done|due|is|are|was|were|mostly|mainly|largely|chiefly)$/;
/** Words that set another cause against the focus ("the greater damage", "the main killer", "rather", "instead"). */
const ANOTHER = /\b(?:greater|greatest|main|real|chief|principal|major|bigger|biggest|actual|true|rather|instead)\b/i;

/** "Is it the X that/which/who VERB …?" → focus X, verb, object; null for any other question. Pure. */
export function cleftAsked(query: string): CleftAsked | null {
  const q = query.replace(/\s+/g, ' ').trim();
  const m = /(?:^|[.!?]\s+)(?:(?:so|and|but|then|ok|okay|right)\s*,?\s+)?(?:is|was|are|were)\s+it\s+(?:really\s+|actually\s+|just\s+|only\s+)?(.+?)\s+(?:that|which|who)\s+(?:really\s+|actually\s+|truly\s+)?([\p{L}-]+)\s*([^?]*)\??/iu.exec(q);
  if (!m) return null;
  const focus = contentTerms(m[1] ?? '').map((w) => w.toLowerCase()).filter((w) => !isStopWord(w));
  const verb = (m[2] ?? '').toLowerCase();
  // (a lone adjective after "it" with a clause of its own after "that", "Is it TRUE that burying nails makes…", "Is it
  // true that dogs bark?", puts that clause after "it": no thing in focus, the question asks whether the clause holds.
  // A cleft's "that" is followed by its verb, "Is it cold that kills them?"; WordNet says which word is mostly an
  // adjective and which form mostly a verb's)
  if (focus.length === 1 && /^\s*[\p{L}-]+\s*$/u.test(m[1] ?? '') && isModifierWord(focus[0] ?? '') && (/ing$/.test(verb) || verbShareOfForm(verb) < 0.5)) return null;
  if (focus.length === 0 || isStopWord(verb) || /^(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|makes?|made)$/.test(verb)) return null;
  return { focus, verb, object: contentTerms(m[3] ?? '').map((w) => w.toLowerCase()).filter((w) => !isStopWord(w)) };
}

/** Does a word say the act asked: its stem, a direct synonym, or (for an act of harm) a word of harm? */
function saysAct(word: string, verb: string): boolean {
  const w = stem(word.toLowerCase());
  const v = stem(verb);
  if (w === v || lexicalRelations(verb).direct.has(w)) return true;
  return HARM.test(v) && HARM.test(w);
}

/** Does a clause name the focus: one of its content words (a possessive's "mite's" as "mite")? */
function namesFocus(clause: string, focus: string[]): boolean {
  const stems = new Set(focus.map(stem));
  return (clause.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some((w) => stems.has(stem(w.replace(/['’]s$/, ''))));
}

/**
 * The answer a sentence gives a cleft question: 'no' when it says the act of the focus minimised or denied ("The mite
 * itself does limited harm"), or of another thing set against the focus ("…, but the viruses it spreads kill the
 * colony"; "The greater damage comes from the viruses"); 'yes' when it says the act of the focus plainly; null when
 * it does not say the act. Pure but for the lexicon.
 */
export function cleftVerdict(sentence: string, cleft: CleftAsked): 'yes' | 'no' | null {
  if (/\?\s*$/.test(sentence)) return null;
  const clauses = sentence.split(/[;:]|,\s*(?=but\b|while\b|whereas\b|although\b)|\b(?=but\b|whereas\b|while\b)/i).filter((c) => c.trim() !== '');
  let said: 'yes' | 'no' | null = null;
  for (const clause of clauses) {
    const words = clause.match(/[\p{L}'’-]+/gu) ?? [];
    const at = words.findIndex((w) => saysAct(w, cleft.verb));
    if (at < 0) continue;
    const before = words.slice(0, at).join(' ');
    const focusBefore = namesFocus(before, cleft.focus);
    // the act of the focus: minimised or denied → no; else yes
    const after = words.slice(at + 1).join(' ');
    // (the act done to the thing asked: its object named after it, where the question names one)
    const onObject = cleft.object.length === 0 || namesFocus(after, cleft.object);
    if (focusBefore && !ANOTHER.test(before)) {
      if (MINIMISED.test(words.slice(Math.max(0, at - 3), at + 1).join(' '))) return 'no';
      if (onObject && !MINIMISED.test(before)) said = 'yes';
      continue;
    }
    // the act said first and the focus as where it comes from, "the greater damage comes from the mites' feeding": yes
    // (the first word after the act and its linking words: "comes from the FUNGUS the beetles carry" is the fungus's)
    const source = words.slice(at + 1).map((w) => w.toLowerCase()).find((w) => !isStopWord(w) && !LINK.test(w));
    if (!focusBefore && source !== undefined && namesFocus(source, cleft.focus) && !MINIMISED.test(clause)) {
      said = 'yes';
      continue;
    }
    // the act said of another thing: set against the focus ("but the viruses … kill", "the greater damage comes from")
    // (another word set on the act itself, "the greater damage"; or a "but" clause doing it to the very thing asked)
    const another = ANOTHER.test(words.slice(Math.max(0, at - 2), at + 1).join(' '));
    const against = /^\s*(?:,\s*)?(?:but|whereas|while)\b/i.test(clause) && cleft.object.length > 0 && namesFocus(after, cleft.object) && namesFocus(sentence, cleft.focus);
    if (!focusBefore && (another || against)) return 'no';
  }
  return said;
}
