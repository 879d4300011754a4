// The role of each word of a question in its parse, and the coverage judgement weighted by those roles. A question is
// refused only when what it ASKS is uncovered: the thing asked for (a "which/what" noun, the focus of focus.ts, the
// object of a yes/no question's verb) and the thing it is asked about (the nouns of its subject) weigh most; the rest of
// its main clause weighs less; the reader's setting and framing weigh little: a place or time phrase ("in tanks", "during
// the summer holidays"), an adjective or adverb ("young", "roughly"), a subordinate clause ("if I decide to buy one", "so
// that the threads could be harvested", "before they are released"), a clause fronted before the question ("Once it has
// slimed an attacker, …") and statements told before it ("My daughter is twelve. …", read as a story after " - " by
// embedded-question.ts). A name or a figure keeps its weight wherever it stands: it says which thing is asked about.
// A main clause that only passes a judgement on what "that" points back to ("… - is that actually a good idea?") asks
// about the story itself: its things and acts weigh as the main clause's, never named as missing (retoldStems).
// A wh-question's "that" standing alone ("Why does that happen?", "What does that mean?") stands for ONE clause of the
// story, the one just before the question (pro-form.ts): only that clause's words are asked about, the same way.
// The same roles say which words a note may name as no source's word in a part the answer covers (nameableWhenAnswered):
// what is asked, what it is asked about (a wh-question read as the yes/no question after its wh-word), the setting, its
// names, each head of nouns joined by and/or and what a linking verb claims; never the rest of the main clause, the
// story or the reader's private relations.
// Read from the structure (the clause boundaries, the prepositions, the verb and modifier tables), never from a list of
// the words of any one question. Pure functions but for the shipped WordNet tables; concepts.ts partCoverage uses them.
import { withoutDocumentReferences } from './document-reference';
import { CONDITION_FIRST, interrogativeClause } from './embedded-question';
import { frameReason, linkedComplement } from './frame-words';
import { isKindOf } from './kinds';
import { eventAntecedent, eventProForm } from './pro-form';
import { isCommonNoun, isGeneralWord, isModifierWord } from './lexicon';
import { isReportingVerb } from './modality';
import { isMoneyNoun } from './money-nouns';
import { attributesOf } from './table-columns';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

/**
 * 'asked': what the question asks for; 'entity': what it asks about; 'core': the rest of its main clause; 'light': its
 * setting and modifiers, a fronted or a subordinate clause (a note may name one the sources do not use); 'context': the
 * statements told before the question and a clause about the reader ("if I decide to buy one"): never required nor
 * named, they are the reader's circumstances, not the question's matter.
 */
export type ConceptRole = 'asked' | 'entity' | 'core' | 'light' | 'context';

/** How much each role weighs in the coverage judgement. */
export const ROLE_WEIGHT: Record<ConceptRole, number> = { asked: 3, entity: 2.5, core: 2, light: 0.5, context: 0 };

interface Token {
  /** As written (its case says whether it is a name). */
  text: string;
  lower: string;
  /** Where the token stands: the question's main clause, or setting/framing/story around it. */
  light: boolean;
  /** The reader's circumstances: the statements told before the question, a clause whose subject is I or we. */
  context?: boolean;
  /** Inside a setting phrase (a name or figure there keeps its weight, but is never what a yes/no question asks). */
  setting?: boolean;
  /** A name or figure told in the reader's circumstances (it keeps its weight, but is no time the question is set in). */
  told?: boolean;
  /** A word of the story a judgement points back to ("… leave a glass of water inside our piano - is that a good idea?"): asked about, in the reader's words. */
  retold?: boolean;
  /** A name of the question itself (its main clause or a clause fronted before it), not of the story; never a figure. */
  name?: boolean;
  /** Inside a relative clause ("the dormice that live in people's lofts"): never what is asked. */
  relative?: boolean;
  role?: ConceptRole;
}

const AUX = /^(?:is|are|was|were|am|can|could|will|would|should|shall|may|might|must|has|have|had|does|do|did|isn['’]t|aren['’]t|can['’]t|won['’]t|doesn['’]t|don['’]t|didn['’]t)$/i;
const WH = /^(?:what|which|who|whom|whose|when|where|why|how)$/i;
/** Prepositions that open a phrase of place, time or circumstance: the setting, not what is asked ("in tanks", "during the holidays"). */
const SETTING = /^(?:in|into|at|on|onto|during|across|around|near|inside|outside|throughout|within|over|under|along|alongside|beside|behind|without|through|towards|toward|among|amongst|per|beyond|past|after|before|until|till)$/i;
/** Words that open a subordinate clause (its subject follows): a condition, a purpose, a time, a reason. */
const SUBORDINATOR = /^(?:if|unless|because|since|while|whilst|once|although|though|whereas|before|after|until|till|when|whenever)$/i;
const SUBJECT_START = /^(?:i|we|you|he|she|it|they|the|a|an|my|our|your|his|her|their|its|this|that|these|those|there|some|any|all|every|each|no)$/i;
/** The reader as a clause's subject or owner: a clause about them is their circumstance, not the question's matter. */
const READER = /^(?:i|we|me|us|my|our|i['’]m|we['’]re|i['’]ve|we['’]ve|i['’]d|we['’]d)$/i;
const DETERMINER = /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|some|any|all|every|each|no|few|several|many|much|more|most|own)$/i;

/** The calendar's names: a month or a day of the week. */
const CALENDAR_WORD = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/;

/** Is a lower-cased word one of the calendar's names (a month, a day of the week)? Pure. */
export function isCalendarWord(word: string): boolean {
  return CALENDAR_WORD.test(word);
}

/** Is a token a name or a figure (capitalised inside the sentence, or with a digit)? Such a word says which thing is meant. */
function isNameOrFigure(token: Token, index: number, sentenceStart: Set<number>): boolean {
  if (/\d/.test(token.text)) return true;
  return /^\p{Lu}/u.test(token.text) && token.text !== 'I' && !sentenceStart.has(index);
}

/** A content word read as a noun here: a noun of the lexicon, or a word used mostly not as a verb nor a modifier. */
function nounLike(word: string): boolean {
  if (isStopWord(word) || word.length < 2) return false;
  if (isCommonNoun(word)) return true;
  // a plural whose singular is a noun ("badgers": the verb "badgers" is rarer than the animals)
  const singular = /ies$/.test(word) ? `${word.slice(0, -3)}y` : /[^s]s$/.test(word) ? word.slice(0, -1) : null;
  if (singular && (isCommonNoun(singular) || verbShareOfForm(singular) < 0.5) && !isModifierWord(singular)) return true;
  return !isModifierWord(word) && verbShareOfForm(word) < 0.5;
}

/** A comparative or superlative of a modifier ("larger", "heaviest", "more"): what a comparison asks, never light. */
function comparative(word: string): boolean {
  if (/^(?:more|most|less|least|better|best|worse|worst)$/.test(word)) return true;
  const m = /^(\p{L}{2,}?)(i?)(?:er|est)$/u.exec(word);
  if (!m) return false;
  const base = `${m[1] ?? ''}${m[2] ? 'y' : ''}`;
  return [base, `${base}e`, base.replace(/(\p{L})\1$/u, '$1')].some((b) => isModifierWord(b));
}

/**
 * The tokens of a question part, each marked light where it stands outside the question's main clause or in a setting
 * phrase, an adjective before a noun or an adverb, with the roles of the words that carry what is asked. Pure but for
 * the shipped tables.
 */
export function readRoles(part: string, options: { whAsked?: boolean } = {}): Token[] {
  // the story told before the question, or after it once embedded-question.ts has put the question first ("… - my son is 14?")
  // (and before a question with nothing of its own, "… for our anniversary. Is it ok for me to go?": the story is what it
  // asks about, storyAsked below)
  const story = interrogativeClause(part, { bare: true });
  const dash = /\s+[-–—]\s+/u.exec(part);
  const opensAsking = (text: string): boolean => {
    const first = (text.trim().match(/^[\p{L}'’]+/u)?.[0] ?? '').toLowerCase();
    return AUX.test(first) || WH.test(first) || /^(?:in|at|on|for|by|from|to|during|of|with)$/.test(first) || CONDITION_FIRST.test(text.trim());
  };
  let question = part;
  let context = '';
  if (story) {
    question = story.question;
    context = story.story;
  } else if (dash && opensAsking(part)) {
    question = part.slice(0, dash.index);
    context = part.slice(dash.index + dash[0].length);
  }
  // a clause fronted before the question word ("Once it has slimed an attacker, how does …")
  // (or a condition or time put first with no comma after it, ended where the question's auxiliary comes before its
  // subject: "If I become a member at Hollowbrook | can he come along …", "when we arrive | do we …")
  const fronted = /^([^,?]{3,}),\s+(?=(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|can|could|will|would|should|does|do|did|has|have|had)\b)/i.exec(question) ?? CONDITION_FIRST.exec(question);
  const tokens: Token[] = [];
  const push = (text: string, light: boolean): void => {
    for (const t of text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []) tokens.push({ text: t, lower: t.toLowerCase().replace(/['’]s$/, ''), light, context: light });
  };
  // (not where the text before the comma asks a question itself: "When did it open, and why?")
  const asksFirst = (text: string): boolean => {
    const [first = '', second = ''] = text.trim().toLowerCase().split(/\s+/);
    return AUX.test(first) || (WH.test(first) && (AUX.test(second) || !SUBJECT_START.test(second)));
  };
  if (fronted && !asksFirst(fronted[1] ?? '')) {
    push(fronted[1] ?? '', true);
    const reader = tokens.some((t) => READER.test(t.lower));
    for (const t of tokens) t.context = reader;
    question = question.slice(fronted[0].length);
  }
  const mainStart = tokens.length;
  // (a document named by its kind, "for the person in the forum thread", is where to look, no thing of the question)
  push(withoutDocumentReferences(question), false);
  const mainEnd = tokens.length;
  push(context, true);
  // (and the first word of each sentence of the story: "READING the … notes - was …" names nothing by its capital)
  const sentenceStart = new Set([0, mainStart]);
  let at = mainEnd;
  for (const sentence of context.split(/(?<=[.!?;:])\s+|\s+[-–—]\s+/u)) {
    sentenceStart.add(at);
    at += (sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
  }
  const main = tokens.slice(mainStart, mainEnd);
  // a subordinate clause: from its subordinator (followed by its subject) to the next comma-free end of the part, once the
  // main clause has said two content words of its own ("… before THEY are released", "… so THAT the threads …", "as long as I …")
  let content = 0;
  for (let i = 0; i < main.length; i += 1) {
    const t = main[i];
    if (!t) continue;
    const next = main[i + 1]?.lower ?? '';
    // (and "than" with a person for its subject: the reader's or someone's expectation, "than she PLANNED", "than I
    // EXPECTED", "than they CLAIM"; never "than the old one", the thing compared)
    const opens = (SUBORDINATOR.test(t.lower) && SUBJECT_START.test(next)) || (t.lower === 'than' && /^(?:i|we|you|he|she|they)$/.test(next)) || (t.lower === 'so' && (next === 'that' || SUBJECT_START.test(next))) || (t.lower === 'as' && next === 'long' && main[i + 2]?.lower === 'as') || (t.lower === 'in' && next === 'order' && main[i + 2]?.lower === 'to');
    if (opens && content >= 2 && i > 0) {
      // (the reader's own circumstances, a clause whose subject is I or we, "as long as I stay with her", are context)
      const reader = main.slice(i, i + 5).some((w) => READER.test(w.lower));
      for (const rest of main.slice(i)) Object.assign(rest, { light: true, context: reader });
      break;
    }
    if (!isStopWord(t.lower) && !WH.test(t.lower) && !AUX.test(t.lower)) content += 1;
  }
  // a relative clause after a noun whose subject is the reader ("the hazel dormice WE HAVE IN THE UK", "the tent THAT I
  // BOUGHT"): which of them is meant, told by the reader's own circumstance, no thing asked. From its pronoun or subject
  // through its verb and the phrases after it, up to the next verb, auxiliary, comparison or conjunction.
  for (const [k, end] of relativeClauses(main)) for (const t of main.slice(k, end)) Object.assign(t, { light: true, relative: true });
  // setting phrases, adjectives before a noun, adverbs
  // (a question with "be" for its verb, "What was the turnout AT THE REFERENDUM?", "How long is the tunnel UNDER THE
  // HILL?", has no setting: its phrases say which thing is asked about)
  const copula = WH.test(main[0]?.lower ?? '') && main.slice(1, 4).some((t) => /^(?:is|are|was|were)$/.test(t.lower)) && !main.slice(1).some((t) => !AUX.test(t.lower) && !isStopWord(t.lower) && verbShareOfForm(t.lower) >= 0.5 && !isCommonNoun(t.lower));
  for (let i = 0; i < main.length; i += 1) {
    const t = main[i];
    if (!t || t.light) continue;
    const previous = main[i - 1]?.lower ?? '';
    if (SETTING.test(t.lower) && !copula) {
      // the phrase: determiners, modifiers and nouns up to the next word of another kind
      for (let j = i + 1; j < main.length; j += 1) {
        const w = main[j];
        if (!w || w.light) break;
        if (DETERMINER.test(w.lower) || /\d/.test(w.text)) {
          w.light = true;
          w.setting = true;
          continue;
        }
        if (isStopWord(w.lower) || AUX.test(w.lower) || WH.test(w.lower)) break;
        // (a gerund right after the preposition opens a phrase of circumstance with its object: "without NEEDING a
        // doctor's note", "before GOING to bed")
        const gerund = j === i + 1 && /ing$/.test(w.lower) && verbShareOfForm(w.lower) >= 0.5;
        if (!(nounLike(w.lower) || isModifierWord(w.lower) || gerund)) break;
        w.light = true;
        w.setting = true;
      }
      // "in today's money", "at current prices": a phrase naming money says what an amount is asked in, not a setting
      const phrase = main.slice(i + 1).filter((w, k, all) => w.setting && all.slice(0, k).every((x) => x.setting));
      if (phrase.some((w) => isMoneyNoun(w.lower))) for (const w of phrase) Object.assign(w, { light: false, setting: false });
      continue;
    }
    if (isStopWord(t.lower) || !isModifierWord(t.lower) || comparative(t.lower)) continue;
    const next = main[i + 1];
    // an adjective before a noun ("YOUNG tortoises"), never after a "how"/"so"/"too" it is asked with ("how THICK", "so LONG")
    if (/^(?:how|so|too|very|as)$/.test(previous)) continue;
    // (only a word of quality: one WordNet gives no noun sense, or one that is a value of an attribute, "young" of age;
    // "a CHESTNUT post" names the wood, "ELECTRIC bikes" a kind)
    const quality = !isCommonNoun(t.lower) || attributesOf(t.lower).length > 0;
    const attributive = quality && next !== undefined && !next.light && nounLike(next.lower);
    // an adverb: in -ly ("roughly"), or before a verb ("EVER managed"); a modifier closing the clause is its complement
    // ("keep you AWAKE", "a violin TOP"), what is asked
    const beforeVerb = next !== undefined && (AUX.test(next.lower) || verbShareOfForm(next.lower) >= 0.5) && !isCommonNoun(t.lower);
    const adverb = (t.lower.endsWith('ly') && verbShareOfForm(t.lower) < 0.5) || beforeVerb;
    if (attributive || adverb) t.light = true;
  }
  // names and figures keep their weight wherever they stand, but for the story's own when the question names nothing it points back to
  const pointsBack = main.some((t) => /^(?:there|it|its|they|them|their|he|him|his|she|her|this|that|these|those)$/.test(t.lower));
  for (const [i, t] of tokens.entries()) {
    // (a month or a day in the story, "turns seven in June", is when it happens to the reader, no thing pointed back to)
    if (t.light && isNameOrFigure(t, i, sentenceStart) && (i < mainEnd || (pointsBack && !isCalendarWord(t.lower)))) Object.assign(t, { light: false, context: false, told: t.context === true });
    // (a name only: a figure is said in many forms, "9pm" as "21:00", "14.4V" as "14.4 V", so no source's word for it
    // does not say it is not covered)
    if (i < mainEnd && t.context !== true && !/\d/.test(t.text) && isNameOrFigure(t, i, sentenceStart)) t.name = true;
  }
  // the story's things, where the question points back to one by "it" or "this/that" and names no thing of its own ("My
  // garage door reverses halfway down. What fixed it?"): they are what the question asks about, never the reader's
  // circumstances (a sentence fixing another thing in another document answers nothing)
  // (a judgement passed on it, "Is that OK?", "is that actually a good IDEA?", names no thing: frame-words.ts)
  const judged = (t: Token | undefined): boolean => t !== undefined && frameReason(t.lower, question) === 'judgement';
  const pointsToThing = main.some((t, k) => /^(?:it|its)$/.test(t.lower) || (/^(?:this|that)$/.test(t.lower) && (!nounLike(main[k + 1]?.lower ?? '') || judged(main[k + 1]))));
  // (a thing the main clause names: a noun of its own, outside a setting phrase)
  const thingNamed = (t: Token): boolean => !t.light && !isStopWord(t.lower) && !AUX.test(t.lower) && !WH.test(t.lower) && nounLike(t.lower) && verbShareOfForm(t.lower) < 0.5 && !judged(t);
  const ownThing = main.some(thingNamed);
  // "My dad reckons I should leave a glass of water inside our piano. Is that actually a good idea?", "… am I right?": a
  // main clause that only passes a judgement on what "that" or "it" points back to asks about what the story tells: its
  // words are the question's matter, no longer the reader's circumstances (else nothing of the question is left to find)
  // (only where the clause says nothing else, "is that ok ON A NORMAL MEMBERSHIP?" asks about the membership; the story's
  // people, "my DAD reckons", and its adverbs, "ALWAYS said", stay the reader's own)
  const judgementOnly = main.some(judged) && main.every((t) => judged(t) || isStopWord(t.lower) || AUX.test(t.lower) || WH.test(t.lower) || (isModifierWord(t.lower) && !isCommonNoun(t.lower)) || verbShareOfForm(t.lower) >= 0.5);
  const storyAsked = (pointsToThing && !ownThing && judgementOnly) || story?.bare === true;
  if (storyAsked) {
    const told = [...tokens.slice(0, mainStart).filter((x) => x.context === true), ...tokens.slice(mainEnd)];
    for (const [k, t] of told.entries()) {
      // (nor its most general verbs, of ten WordNet senses or more, "PUT vaseline on", "always SAID", "GOT pottery marked":
      // the story's things and its own acts are what a source names; a word after a determiner or a noun is a noun there,
      // "a balloon RIDE", "the laser CUTTER")
      const previous = told[k - 1]?.lower ?? '';
      const asNoun = DETERMINER.test(previous) || (nounLike(previous) && verbShareOfForm(previous) < 0.5 && !isModifierWord(previous));
      // (nor its modifiers, "ALWAYS said", "my MUM", but for what a form of "be" says of its things or of the reader, "I'm
      // about 20 weeks PREGNANT", "the top is stone COLD": what it tells)
      const said = told.slice(Math.max(0, k - 4), k).some((w) => /^(?:am|is|are|was|were|be|been|being)$/i.test(w.text) || /^\p{L}+['’](?:m|s|re)$/iu.test(w.text));
      const modifier = isModifierWord(t.lower) && !isCommonNoun(t.lower) && !(said && !/ly$/.test(t.lower));
      if (isStopWord(t.lower) || READER.test(t.lower) || isKindOf(t.lower, 'person', 1) || modifier || (isGeneralWord(t.lower) && verbShareOfForm(t.lower) >= 0.5 && !asNoun)) continue;
      Object.assign(t, { light: false, context: false, retold: true });
    }
  }
  // (where "she", "he" or "they" speaks of someone, the story is about that someone: "My daughter is twelve. Can she ride it?")
  const person = main.some((t) => /^(?:he|him|his|she|her|hers|they|them|their)$/.test(t.lower));
  const subjectThing = pointsToThing && !ownThing && !person && !storyAsked ? storySubject(tokens.slice(mainEnd), context) : [];
  // "He's just had a jury summons through the door. … can he get out of IT without a doctor's note?": an "it" that the
  // main clause's verb or preposition takes as its object stands for the story's last thing, whatever else the clause
  // names: what the question asks about (else a table's "Notes" column answers for the jury summons)
  // (where the clause names no thing of its own, "anything" being none; "Can I bring IT on the ferry as normal LUGGAGE?"
  // names what the story's suitcase is asked as)
  // (a noun a preposition opens a phrase with, "get it free FROM HER GP", names where or whom from, not what "it" is; one
  // after "as" says what it is asked as, and counts)
  const inPhrase = (k: number): boolean => {
    let j = k - 1;
    while (j >= 0 && (DETERMINER.test(main[j]?.lower ?? '') || (isModifierWord(main[j]?.lower ?? '') && !isCommonNoun(main[j]?.lower ?? '')) || (nounLike(main[j]?.lower ?? '') && !isStopWord(main[j]?.lower ?? '')))) j -= 1;
    return /^(?:from|to|for|with|of|by|about|like)$/.test(main[j]?.lower ?? '');
  };
  // (nor does a word that may be an adverb or an adjective with no determiner before it: "can she STILL get it FREE")
  const bareModifier = (t: Token, k: number): boolean => isModifierWord(t.lower) && !DETERMINER.test(main[k - 1]?.lower ?? '');
  const namesThing = main.some((t, k) => thingNamed(t) && !/^(?:any|some|every|no)(?:thing|one|body)$/.test(t.lower) && !inPhrase(k) && !bareModifier(t, k));
  const objectIt = !namesThing && main.some((t, k) => t.lower === 'it' && k > 0 && objectTaker(main[k - 1]?.lower ?? ''));
  // (the story told in a clause fronted before the question, "my mum never had the shingles jab, can she still get IT
  // free?", as much as one told in sentences before it)
  const told = [...tokens.slice(0, mainStart).filter((t) => t.context === true), ...tokens.slice(mainEnd)];
  const thing = subjectThing.length > 0 ? subjectThing : objectIt ? lastStoryThing(told) : [];
  for (const t of thing) Object.assign(t, { light: false, context: false, role: 'entity' });
  // "One of the bottom leaves on my orchid has gone yellow. What does THAT mean?", "… - would THAT work as well as taking
  // cuttings?": a "that" standing alone stands for the story's clause just before the question (pro-form.ts), whose words
  // are what is asked about, in the reader's words (retold); the rest of the story stays the reader's circumstances
  // (its things and acts only: not its people, the reader, its adverbs, its most general verbs nor its times)
  // (where the asked clause's own subject stands for the story's thing, "why does IT keep doing THAT?", what it does is the
  // clause that thing is the subject of: "BOILER keeps dropping to 0.5 bar", not the remark that ends the story)
  // (a wh-question only: a yes/no question passes judgement on what "that" stands for, "Is THAT more than they may take?",
  // "Would THAT work as well as cuttings?", and its verdict is read off its own predicate; read so there too, it moved a
  // lead and a verdict of session 35's held-out gate to the wrong sentence, and none of its facts)
  const storyTokens = tokens.slice(mainEnd);
  // (a modifier only as what the clause's verb says of its subject, "has gone YELLOW", "were COLD": never an adverb, "hardly")
  const eventWord = (t: Token, previous: string, next: string): boolean => {
    // (a word after a determiner or inside a noun phrase is its noun, whatever verb it may be: "the bottom LEAVES")
    const inPhrase = DETERMINER.test(previous) || ((isCommonNoun(previous) || isModifierWord(previous)) && !AUX.test(previous) && verbShareOfForm(previous) < 0.5);
    if (isStopWord(t.lower) || DETERMINER.test(t.lower) || READER.test(t.lower) || /^\d+$/.test(t.lower) || /ly$/.test(t.lower) || isKindOf(t.lower, 'person', 1) || (isGeneralWord(t.lower) && verbShareOfForm(t.lower) >= 0.5 && !inPhrase)) return false;
    // (nor a time, "a couple of MONTHS later", "every WEEK", but for a noun's head, "the bottom LEAVES"; nor a quantity
    // before "of", "a COUPLE of", "a few BAGS of", "ONE of")
    if (isKindOf(t.lower, 'period', 1) && !(isCommonNoun(previous) && !DETERMINER.test(previous))) return false;
    if (next === 'of' && (DETERMINER.test(previous) || /^(?:one|two|three|four|five)$/.test(previous) || /\d/.test(previous))) return false;
    return !(isModifierWord(t.lower) && !isCommonNoun(t.lower)) || AUX.test(previous) || verbShareOfForm(previous) >= 0.5;
  };
  const asToken = (w: string): Token => ({ text: w, lower: w.toLowerCase().replace(/['’]s$/, ''), light: true });
  const says = (words: string[]): boolean => words.some((w, k) => eventWord(asToken(w), (words[k - 1] ?? '').toLowerCase(), (words[k + 1] ?? '').toLowerCase()));
  const thatAt = main.findIndex((t) => /^(?:that|this)$/.test(t.lower));
  const itsDoing = subjectThing.length > 0 && main.slice(0, Math.max(0, thatAt)).some((t) => /^(?:it|they)$/.test(t.lower)) ? storyTokens.indexOf(subjectThing[0] as Token) : -1;
  const event = !AUX.test(main[0]?.lower ?? '') && !storyAsked && storyTokens.length > 0 && eventProForm(main.map((t) => t.text), nounLike) ? eventAntecedent(context, says, itsDoing >= 0 ? itsDoing : undefined) : null;
  const eventTokens = (event ? storyTokens.slice(event.start, event.end) : []).filter((t, k) => eventWord(t, storyTokens[(event?.start ?? 0) + k - 1]?.lower ?? '', storyTokens[(event?.start ?? 0) + k + 1]?.lower ?? ''));
  // (a clause that names no thing of its own, "… and a couple of months later IT'S gone dark again", is said of the thing its
  // pronoun stands for: the story's last thing before it; with none, the clause is no antecedent)
  const namesOwnThing = eventTokens.some((t) => nounLike(t.lower) && !isModifierWord(t.lower));
  const pronounSubject = event !== null && storyTokens.slice(event.start, event.start + 4).some((t) => /^(?:it|it['’]s|its|they|they['’]re)$/.test(t.text.toLowerCase()));
  const itsThing = event && !namesOwnThing && pronounSubject ? lastStoryThing(storyTokens.slice(0, event.start)) : [];
  for (const t of namesOwnThing || itsThing.length > 0 ? [...eventTokens, ...itsThing] : []) Object.assign(t, { light: false, context: false, retold: true });
  // "What is it about X that makes it Y?": a why-question about X; what X is said to be or do is the reader's wording
  const cleft = /^what\s+is\s+it\s+about\s+/i.test(question) ? main.findIndex((t, k) => k > 4 && /^(?:that|which)$/.test(t.lower)) : -1;
  if (cleft > 0) {
    for (const t of main.slice(4, cleft)) if (!t.light && !isStopWord(t.lower) && nounLike(t.lower)) t.role = 'entity';
    for (const t of main.slice(cleft)) if (!isNameOrFigure(t, mainStart + main.indexOf(t), sentenceStart)) Object.assign(t, { light: true, context: true });
    return tokens;
  }
  markAsked(main);
  // (for a note's reading only, nameableWhenAnswered: a wh-question whose word is followed by its auxiliary, "Where CAN I
  // read the news …?", "Why IS the lido closing in February?", read as the yes/no question after its wh-word: its subject
  // is what it asks about, the object of its verb, or its first phrase, what it asks)
  if (options.whAsked && WH.test(main[0]?.lower ?? '') && AUX.test(main[1]?.lower ?? '')) markAsked(main.slice(1));
  return tokens;
}

/**
 * The nouns of the subject of the story's last sentence ("My GARAGE DOOR reverses halfway down.", "My GLAZE crawls
 * away from the edges after firing."): the thing a question's "it" points back to. From the sentence's start, past
 * determiners and the reader's own words, the nouns and modifiers up to its first verb. Pure but for the shipped tables.
 */
function storySubject(story: Token[], text: string): Token[] {
  const sentences = text.split(/(?<=[.!;])\s+/).filter((t) => /\p{L}/u.test(t));
  const last = sentences.at(-1) ?? '';
  const count = (last.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
  // (its subject stands before its first comma: "My hob beeps, shows E3 and …")
  const beforeComma = ((last.split(',')[0] ?? '').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
  const own = story.slice(Math.max(0, story.length - count)).slice(0, beforeComma);
  // the run of words that may be nouns, modifiers or verbs after the determiners ("kiln glaze crawls"); its verb is the
  // first inflected word that may be a verb after a noun ("crawls", "reverses"), else its last word that may be one
  // (past a quantity of them, "ONE OF THE bottom leaves", "SOME OF my tomatoes": the things are the subject's nouns)
  const of = own.length > 2 && /^(?:one|some|two|three|most|all|many|several|each|both|any|none)$/.test(own[0]?.lower ?? '') && own[1]?.lower === 'of' ? 2 : 0;
  const begin = own.findIndex((t, k) => k >= of && !DETERMINER.test(t.lower) && !READER.test(t.lower));
  const run: Token[] = [];
  for (const t of begin < 0 ? [] : own.slice(begin)) {
    if (isStopWord(t.lower) || AUX.test(t.lower) || !(nounLike(t.lower) || isModifierWord(t.lower) || verbShareOfForm(t.lower) >= 0.5)) break;
    run.push(t);
  }
  const verbish = (t: Token): boolean => verbShareOfForm(t.lower) >= 0.5;
  // (an inflected word whose stem is a verb is the verb too: "hob BEEPS", though "beeps" is mostly a noun)
  const base = (w: string): string[] => [w.replace(/e?s$|e?d$/, ''), w.replace(/s$|d$/, '')];
  const inflected = run.findIndex((t, k) => k > 0 && /(?:s|ed)$/.test(t.lower) && (verbish(t) || base(t.lower).some((b) => verbShareOfForm(b) > 0)));
  const lastVerb = run.reduce((at, t, k) => (k > 0 && verbish(t) ? k : at), -1);
  const verbAt = inflected > 0 ? inflected : lastVerb > 0 ? lastVerb : run.length;
  const out = run.slice(0, verbAt);
  // (the head, its last word, is a noun here whatever else it may be: "my GLAZE crawls")
  return out.filter((t, k) => (nounLike(t.lower) && verbShareOfForm(t.lower) < 0.5) || (k === out.length - 1 && isCommonNoun(t.lower)));
}

/**
 * The reader's relative clauses in a main clause, by where each begins: after a noun, "that"/"which"/"who" with the
 * reader after it, or the reader with a verb right after the noun (a contact clause, "the ones WE HAVE"); each runs
 * through its verb group and the phrases after it, up to the next verb, auxiliary, comparison, conjunction or question
 * word. Pure but for the shipped tables.
 */
export function relativeClauses(main: { lower: string; light: boolean }[]): Map<number, number> {
  const out = new Map<number, number>();
  const verbal = (w: string): boolean => AUX.test(w) || (verbShareOfForm(w) >= 0.5 && !DETERMINER.test(w) && !isStopWord(w));
  for (let i = 1; i < main.length; i += 1) {
    const t = main[i];
    const previous = main[i - 1];
    const next = main[i + 1];
    if (!t || !previous || !next || t.light || previous.light) continue;
    const head = !isStopWord(previous.lower) && !AUX.test(previous.lower) && !WH.test(previous.lower) && !/['’]/.test(previous.lower) && nounLike(previous.lower) && verbShareOfForm(previous.lower) < 0.5;
    if (!head) continue;
    const readerSubject = (w: string): boolean => /^(?:i|we)$/.test(w);
    const pronoun = /^(?:that|which|who)$/.test(t.lower) && (readerSubject(next.lower) || verbal(next.lower));
    const contact = readerSubject(t.lower) && verbal(next.lower);
    if (!pronoun && !contact) continue;
    let j = pronoun ? i + 1 : i;
    if (readerSubject(main[j]?.lower ?? '')) j += 1;
    // (its verb group: auxiliaries and adverbs, then one verb; a verb of saying opens a statement, the story's matter:
    // "a bloke round who SAYS the expansion vessel …")
    while (j < main.length && (AUX.test(main[j]?.lower ?? '') || /^(?:not|never|n['’]t)$/.test(main[j]?.lower ?? ''))) j += 1;
    const verb = main[j]?.lower ?? '';
    if (!verbal(verb) && j === (pronoun ? i + 1 : i) + (readerSubject(main[pronoun ? i + 1 : i]?.lower ?? '') ? 1 : 0)) continue;
    if (isReportingVerb(verb)) continue;
    if (verbal(verb)) j += 1;
    while (j < main.length) {
      const w = main[j]?.lower ?? '';
      // (and at a bare adjective, the main clause's own predicate: "is the tent we bought WATERPROOF")
      const bare = isModifierWord(w) && !isCommonNoun(w) && !isStopWord(w) && !DETERMINER.test(main[j - 1]?.lower ?? '') && !nounLike(main[j + 1]?.lower ?? '');
      if (AUX.test(w) || WH.test(w) || /^(?:than|or|and|but)$/.test(w) || comparative(w) || bare || (verbShareOfForm(w) >= 0.5 && !nounLike(w))) break;
      j += 1;
    }
    // (a clause after a word of time is when, and the word with it: "every TIME we go to Bounce Yard", "the DAY we arrive")
    out.set(isKindOf(previous.lower, 'period') ? i - 1 : i, j);
    i = j;
  }
  return out;
}

/** A word that takes "it" after it as its object: a preposition or a word that may be a verb (no auxiliary: "is it"). */
function objectTaker(word: string): boolean {
  if (AUX.test(word) || WH.test(word)) return false;
  return /^(?:of|with|in|on|for|to|into|onto|from|about|at|by|without)$/.test(word) || verbShareOfForm(word) >= 0.5;
}

/**
 * The story's last thing: its last noun phrase outside a setting phrase ("through the door") whose head is no person
 * and no pronoun ("My grandad … has had a JURY SUMMONS through the door. He's dreading it."). Pure but for the shipped
 * tables.
 */
function lastStoryThing(story: Token[]): Token[] {
  let found: Token[] = [];
  let run: Token[] = [];
  let setting = false;
  let determined = false;
  const timeWord = (w: string): boolean => isKindOf(w, 'period') || isKindOf(w, 'season');
  const close = (): void => {
    // (a time alone is no thing: "up LAST SPRING")
    if (timeWord(run.at(-1)?.lower ?? '') && run.slice(0, -1).every((t) => isModifierWord(t.lower))) run = [];
    // (a time told after the thing is no part of it: "a cast iron pan LAST WEEK")
    while (run.length > 1 && timeWord(run.at(-1)?.lower ?? '')) {
      run.pop();
      while (run.length > 1 && isModifierWord(run.at(-1)?.lower ?? '')) run.pop();
    }
    const head = run.at(-1);
    // (a head that may be a verb is a noun after a determiner: "a jury SUMMONS")
    const noun = head !== undefined && nounLike(head.lower) && (determined || verbShareOfForm(head.lower) < 0.5);
    // (nor a person, nor a time it happened: "in the SUMMER")
    if (!setting && head && noun && !timeWord(head.lower) && !isKindOf(head.lower, 'person', 1)) found = run.filter((t) => nounLike(t.lower));
    run = [];
  };
  for (const t of story) {
    const word = t.lower;
    // (never a pronoun of quantity, "NOTHING has used it")
    const phraseWord = !isStopWord(word) && !AUX.test(word) && !READER.test(word) && !/\d/.test(word) && !/^(?:no|some|any|every)(?:thing|one|body)$/.test(word) && (nounLike(word) || isModifierWord(word));
    if (phraseWord) {
      run.push(t);
      continue;
    }
    close();
    determined = DETERMINER.test(word);
    // (any phrase after a preposition: "from the rescue centre", "of the council")
    if (SETTING.test(word) || /^(?:from|of|for|with|to|by|about|like)$/.test(word)) setting = true;
    else if (!determined) setting = false;
  }
  close();
  return found;
}

/**
 * The words that carry what the main clause asks: the noun after "which/what" ("which VET", "what INSURANCE") is asked;
 * of a yes/no question ("Does coffee cause CANCER?", "Can I hire a TANDEM?"), the last noun the verb takes as its object
 * (outside a setting phrase); the nouns of its subject ("the otter RESCUE", "sea OTTERS") are what it asks about. Pure.
 */
function markAsked(main: Token[]): void {
  const first = main[0]?.lower ?? '';
  const content = (t: Token | undefined): boolean => t !== undefined && !t.light && !isStopWord(t.lower) && !AUX.test(t.lower) && !WH.test(t.lower);
  if (/^(?:which|what|whose)$/.test(first) && content(main[1]) && nounLike(main[1]?.lower ?? '') && verbShareOfForm(main[1]?.lower ?? '') < 0.5) {
    // "which release", "what kind of …" (the kind words are soft concepts of their own), up to the noun phrase's last noun
    let j = 1;
    while (content(main[j + 1]) && nounLike(main[j + 1]?.lower ?? '')) j += 1;
    const asked = main[j];
    if (asked) asked.role = 'asked';
  }
  if (!AUX.test(first)) return;
  // the subject: after the auxiliary, up to the main verb: the first word that may be a verb, after a word of the subject
  // that is no determiner, and that is not followed by an adverb and another verb ("the otter RESCUE also take in",
  // "the rescue EVER managed")
  let i = 1;
  const subject: Token[] = [];
  const adverb = (t: Token | undefined): boolean => t !== undefined && isModifierWord(t.lower) && !isCommonNoun(t.lower);
  while (i < main.length) {
    const t = main[i];
    if (!t) break;
    const named = subject.some((s) => !DETERMINER.test(s.lower) && !isStopWord(s.lower)) || subject.some((s) => /^(?:i|we|you|he|she|it|they|there)$/.test(s.lower));
    // (a preposition after the subject's words: the last of them was its verb, "Do kingfishers NEST in riverbanks?")
    if (named && SETTING.test(t.lower) && subject.length >= 2) {
      const last = subject.at(-1);
      if (last && verbShareOfForm(last.lower) > 0 && !DETERMINER.test(subject.at(-2)?.lower ?? '')) {
        subject.pop();
        i -= 1;
      }
      break;
    }
    const verb = verbShareOfForm(t.lower) > 0.3 && !DETERMINER.test(main[i - 1]?.lower ?? '') && !adverb(main[i + 1]);
    if (named && (verb || adverb(t))) break;
    subject.push(t);
    i += 1;
  }
  for (const s of subject) if (content(s) && nounLike(s.lower) && s.role === undefined) s.role = 'entity';
  // the verb group: adverbs, "to", "be", and words that may be verbs, up to the complement
  let j = i;
  while (j < main.length) {
    const t = main[j];
    if (!t || !(adverb(t) || AUX.test(t.lower) || /^(?:to|be|been|being|not|never)$/.test(t.lower) || (verbShareOfForm(t.lower) >= 0.5 && !DETERMINER.test(main[j - 1]?.lower ?? '')))) break;
    j += 1;
  }
  // a verb with no object, its first phrase is what is asked ("Do otters live IN RIVERS?", "Does it take in BADGERS?")
  const opening = main[j];
  if (opening && SETTING.test(opening.lower)) {
    for (const t of main.slice(j + 1)) {
      if (!t.setting) break;
      t.light = false;
      t.setting = false;
    }
  }
  // the object: the last noun of the main clause after the verb, outside a setting phrase and not a modifier
  // (nor a word a pronoun follows as its object, a preposition however WordNet files it: "shown UNDERNEATH it")
  const after = main.slice(j).filter((t, k, all) => content(t) && !t.setting && !/\d/.test(t.text) && nounLike(t.lower) && !(isModifierWord(t.lower) && !isCommonNoun(t.lower)) && !/^(?:it|them|him|me|us)$/.test(all[k + 1]?.lower ?? '') && t.relative !== true);
  const object = after.at(-1);
  if (object && object.role === undefined) object.role = 'asked';
}

/**
 * The stems of the years a question part tells in the reader's circumstances ("our driver Graham … passed his test in
 * 2019, is he ok to drive …?", "I bought it in 2021. Is it still under guarantee?"): when something happened to the
 * reader, which the sources' rule is read against, not the time the question asks about. Pure but for the shipped tables.
 */
export function toldYears(part: string): Set<string> {
  return new Set(readRoles(part).filter((t) => t.told === true && /^\d{4}$/.test(t.lower)).map((t) => stem(t.lower)));
}

/** The tokens of a part that use a concept: its stem, its term's, its label's or any of its words'. Pure but for the stemmer. */
function usesOf(tokens: Token[], c: { term: string; stem: string; label?: string }): Token[] {
  const forms = new Set([c.stem, stem(c.term), ...(c.label ?? '').split(/\s+/).filter(Boolean).map(stem), ...c.term.split(/\s+/).map(stem)]);
  return tokens.filter((t) => forms.has(stem(t.lower)));
}

/**
 * The stems of the concepts a part uses only in the story a judgement points back to (readRoles: "my dad reckons I should
 * leave a GLASS of WATER inside our PIANO - is that actually a good idea?"): what is asked about, but in the reader's own
 * words, which a source says in its own ("a jar of water"): required as words of the main clause, never named as missing
 * (a note would send the reader after their own story). Pure but for the shipped tables.
 */
export function retoldStems(part: string, concepts: { term: string; stem: string; label?: string }[]): Set<string> {
  const tokens = readRoles(part);
  const out = new Set<string>();
  for (const c of concepts) {
    const uses = usesOf(tokens, c);
    if (uses.length > 0 && uses.every((t) => t.retold === true)) out.add(c.stem);
  }
  return out;
}

/**
 * The role of each concept of a question part, by the stems of its words (a concept none of whose words is found, a
 * compound joined or a word added by concepts.ts, is 'core'). A concept used more than once takes its weightiest use.
 * Pure but for the shipped tables.
 */
export function conceptRoles(part: string, concepts: { term: string; stem: string; label?: string }[]): Map<string, ConceptRole> {
  const tokens = readRoles(part);
  const order: ConceptRole[] = ['asked', 'entity', 'core', 'light', 'context'];
  const out = new Map<string, ConceptRole>();
  for (const c of concepts) {
    const uses = usesOf(tokens, c);
    if (uses.length === 0) {
      out.set(c.stem, 'core');
      continue;
    }
    const roles = uses.map((t): ConceptRole => t.role ?? (t.context ? 'context' : t.light ? 'light' : 'core'));
    out.set(c.stem, order.find((r) => roles.includes(r)) ?? 'core');
  }
  return out;
}

/**
 * The weighted coverage judgement: a part is covered enough when everything it asks for ('asked') is covered, at least
 * one word that is not light is covered, and the uncovered words weigh at most a third of all its words' weight
 * (ROLE_WEIGHT). So "young" or "in tanks" uncovered never refuses a question whose subject and ask are covered, and an
 * uncovered ask ("a TANDEM") refuses it however richly the rest is covered. Pure.
 */
export function weightedEnough(items: { role: ConceptRole; covered: boolean }[]): boolean {
  if (items.length === 0) return true;
  if (items.some((i) => i.role === 'asked' && !i.covered)) return false;
  if (!items.some((i) => i.role !== 'light' && i.role !== 'context' && i.covered)) return false;
  // (a light word the sources do use weighs as a word of the main clause: they speak of the question's setting too)
  const weight = (i: { role: ConceptRole; covered: boolean }): number => (i.role === 'light' && i.covered ? ROLE_WEIGHT.core : ROLE_WEIGHT[i.role]);
  const total = items.reduce((sum, i) => sum + weight(i), 0);
  const missing = items.filter((i) => !i.covered).reduce((sum, i) => sum + weight(i), 0);
  return missing * 3 <= total;
}

/** The kinds of person WordNet files the reader's private relations under: kin, friends, lovers, children. */
const PRIVATE_RELATIONS = ['relative', 'friend', 'lover', 'juvenile'];

/**
 * Is a person the reader names as their own ("my SISTER", "my grandad's", "my KIDS", "my FRIEND") a private relation,
 * one no document names, rather than a position a source speaks of in its own words ("my MANAGER": "your employer")?
 * By WordNet's kinds, in the word's most frequent sense. Pure but for the shipped tables.
 */
export function privateRelation(person: string): boolean {
  const w = person.toLowerCase();
  return PRIVATE_RELATIONS.some((k) => stem(w) === stem(k) || isKindOf(w, k, 1));
}

/**
 * The words of a question's main clause joined by "and" / "or" as nouns ("the FARES and ticket RULES", "in VENICE and
 * LISBON", "CEMENT or MORTAR"): the head of each conjunct, the last noun of its run. Each is a thing asked in its own
 * right, so a part covered by one is not covered by the other. Pure but for the shipped tables.
 */
function coordinatedHeads(tokens: Token[]): Token[] {
  // (a noun of the lexicon or a name: "can he bring his phone or NAH" joins no thing)
  const noun = (t: Token | undefined): boolean => t !== undefined && !isStopWord(t.lower) && !AUX.test(t.lower) && !WH.test(t.lower) && (t.name === true || (nounLike(t.lower) && [t.lower, t.lower.replace(/(?<=[^s])s$/, '')].some(isCommonNoun)));
  const out: Token[] = [];
  for (const [k, t] of tokens.entries()) {
    if (!/^(?:and|or)$/.test(t.lower) || t.context === true) continue;
    const left = tokens[k - 1];
    let j = k + 1;
    while (DETERMINER.test(tokens[j]?.lower ?? '')) j += 1;
    const run: Token[] = [];
    while (j < tokens.length && tokens[j]?.context !== true && (noun(tokens[j]) || (isModifierWord(tokens[j]?.lower ?? '') && !isStopWord(tokens[j]?.lower ?? '')))) run.push(tokens[j++] as Token);
    const right = [...run].reverse().find(noun);
    if (!left || left.context === true || !noun(left) || !right) continue;
    out.push(left, right);
  }
  return out;
}

/**
 * The stems of the concepts of a part its answer covers that a note may still name as no source's word (compose.ts):
 * what the part asks for ('asked', and the noun whose number or amount a "how many" / "how much" asks: "how many
 * CALORIES end up in a glass"), what it asks about ('entity'), and its setting ('light': a place, a time or a
 * circumstance no source mentions may change the answer: "opening hours IN WINTER", "pay for it IN MONTHLY
 * INSTALMENTS"); a wh-question read for this as the yes/no question after its wh-word ("Where can I read the NEWS …?",
 * "How do you feed a starter with RYE?", readRoles whAsked); a name of the question ("in Venice and LISBON", "closing in
 * FEBRUARY"; never a figure, said in many forms: "until 9PM" by "until 21:00"); each head of nouns joined by and/or ("the fares and ticket RULES"); and what a yes/no question's
 * linking verb claims ("become IMMUNE", frame-words.ts linkedComplement). Never another word of the rest of its main
 * clause ('core'): the part was judged covered without it, so its sources say it in their own words ("photography" for
 * "take PICTURES", "clear" for "get RID of"); nor the reader's story ('context'); nor the people the reader names as
 * their own private relations (`people`, privateRelation: "my FRIEND", "my GRANDAD's"; "my MANAGER" is a position a
 * source names in its own words, "your employer"), the asker's circumstances. Read from the question's parse, never from
 * a list of words. Pure but for the shipped tables.
 */
export function nameableWhenAnswered(part: string, concepts: { term: string; stem: string; label?: string }[], people: string[] = []): Set<string> {
  const roles = conceptRoles(part, concepts);
  const tokens = readRoles(part, { whAsked: true });
  const amountOf = new Set([...part.matchAll(/\bhow\s+(?:many|much)\s+([\p{L}-]+)/giu)].map((m) => stem((m[1] ?? '').toLowerCase())));
  const own = new Set(people.filter(privateRelation).map((p) => stem(p.toLowerCase())));
  // (a yes/no question's linking verb frames what it claims: "Do glassblowers become IMMUNE to burns?")
  const claimed = /^\s*(?:is|are|was|were|can|could|will|would|should|does|do|did|has|have|had)\b/i.test(part) ? linkedComplement(part) : null;
  const marked = new Set([...tokens.filter((t) => t.context !== true && (t.role === 'asked' || t.role === 'entity' || t.name === true)), ...coordinatedHeads(tokens)]);
  const out = new Set<string>();
  for (const c of concepts) {
    if (own.has(c.stem) || own.has(stem(c.term.toLowerCase()))) continue;
    const role = roles.get(c.stem);
    const term = stem(c.term.toLowerCase());
    if (role === 'asked' || role === 'entity' || role === 'light' || amountOf.has(c.stem) || amountOf.has(term)) out.add(c.stem);
    else if (usesOf([...marked], c).length > 0 || (claimed !== null && (stem(claimed) === c.stem || stem(claimed) === term))) out.add(c.stem);
  }
  return out;
}
