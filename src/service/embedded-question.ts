// A yes/no question asked inside a longer sentence, made direct so that it is read as one (its kind, its subject, its
// verb, its verdict): "I was wondering whether the bell tower is open on Sundays." → "Is the bell tower open on
// Sundays?"; "We'd like to know if the coach costs less than the train" → "Does the coach cost less than the train?";
// "My partner dug up some clay in our garden - could we get a pot made from it fired here?" → the question first, the
// story after it ("Could we get a pot made from it fired here - my partner dug up some clay in our garden?"). Read from
// the structure: the asking frame (concepts.ts withoutAskingFrame), "whether"/"if", the clause's first auxiliary or
// finite verb (the verb table), a clause opening on an auxiliary after a dash, colon or full stop, or after a comma
// ending a story ("my son has got nits, does he have to stay home?"; not a condition or a setting put first), an emoji
// typed where a sentence ends read as its full stop. A yes/no question's
// predicate is then read past the adverbs before its verb ("Can I just descale…" → "Can I descale…") and "be meant
// to" as "should" (plainPredicate). Any other question is returned as it is. Used by compose.ts. Pure but for the
// shipped verb, lemma and adverb tables.
import { adjectiveOfAdverb } from './adverbs';
import { withoutAskingFrame } from './concepts';
import { baseForms, isCommonNoun, isModifierWord, isPersonNoun } from './lexicon';
import { isReportingVerb } from './modality';
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

const AUXILIARY = /^(?:is|are|was|were|am|can|could|will|would|should|shall|may|might|must|has|have|had|does|do|did)$/i;
const OPENS_YES_NO = /^(?:is|are|was|were|can|could|will|would|should|shall|may|might|must|has|have|had|does|do|did|isn't|aren't|can't|won't|doesn't|don't|didn't)\b/i;
const OPENS_WH = /^(?:(?:at|in|on|for|by|from|to|during|of|with)\s+)?(?:what|which|who|whom|whose|when|where|why|how)\b/i;
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|our|your|their|its|his|her|some|any|no|every|each)$/i;

/**
 * A condition or time put before a question with no comma after it, up to the question's auxiliary and its subject or
 * its question word ("If I join in March | can I still get …", "If I drive to court | what do I get per mile"): the clause
 * (group 1) and the space after it. Read from the structure (a subordinator with a subject after it, never "When did …";
 * then the first auxiliary followed by a subject pronoun, or a question word), never from a question's words.
 */
export const CONDITION_FIRST = /^((?:if|when|whenever|once|unless|after|before|while|whilst)\s+(?=(?:i|we|you|he|she|they|it|my|our|your|his|her|their|the|a|an|this|that|these|those|there|someone|anyone)\b)(?:(?!\b(?:what|which|who|whom|whose|where|why|how)\b)[^,?]){3,}?)\s+(?=(?:is|are|was|were|can|could|will|would|should|shall|may|might|must|does|do|did|has|have)\s+(?:i|we|you|he|she|they|it)\b|(?:what|which|who|where|why|how)\s)/i;

/** Is a lower-cased word, not first in its clause, a finite verb: a form of be/have/a modal, a contraction, an inflected verb? */
function finiteForm(w: string): boolean {
  return /^(?:is|are|was|were|am|has|have|had|will|would|can|could|must)$|['’](?:s|re|m|ve|d)$/.test(w) || (verbShareOfForm(w) >= 0.5 && (/(?:ed|s)$/.test(w) || baseForms(w).some((b) => b !== w)));
}

/** "is" → "Is": the first letter up. */
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A "whether"/"if" clause as a direct question: its first auxiliary after the subject moves to the front ("the tower
 * is open" → "Is the tower open"); with none, its first finite verb gives does/did and its base form ("the coach costs
 * less" → "Does the coach cost less"). null when neither is found. Pure but for the shipped tables.
 */
export function invertedClause(clause: string): string | null {
  const body = clause.trim().replace(/[.?!]+$/, '').replace(/,?\s+or not$/i, '');
  const tokens = body.split(/\s+/);
  for (let i = 1; i < tokens.length; i += 1) {
    const word = (tokens[i] ?? '').replace(/[^\p{L}'’]/gu, '');
    if (AUXILIARY.test(word)) return `${capital(word.toLowerCase())} ${[...tokens.slice(0, i), ...tokens.slice(i + 1)].join(' ')}?`;
    // a finite verb: -s or -ed, a verb in some sense, not right after a determiner ("the cuts", "the used"), lower case
    const previous = (tokens[i - 1] ?? '').toLowerCase();
    // (or the word right after a determiner and its noun, "the coach COSTS less": where the verb of such a clause stands)
    const placed = i === 2 && DETERMINER.test(tokens[0] ?? '');
    if (/^\p{Ll}+$/u.test(word) && /(?:s|ed)$/.test(word) && !/ss$/.test(word) && !DETERMINER.test(previous) && (verbShareOfForm(word) > 0 || placed)) {
      const base = baseForms(word).filter((f) => f !== word).sort((a, b) => verbShareOfForm(b) - verbShareOfForm(a))[0];
      if (!base) continue;
      return `${word.endsWith('ed') ? 'Did' : 'Does'} ${[...tokens.slice(0, i), base, ...tokens.slice(i + 1)].join(' ')}?`;
    }
  }
  return null;
}

/**
 * The question as a direct one when it is a yes/no question asked inside a longer sentence (see the header); else the
 * question as it is. Pure but for the shipped tables.
 */
/** A claim reported before a question that asks only whether it holds ("I read that X. Is that right?", "X, right?"). */
const REPORTED = /^(?:(?:i|we)\s+(?:have\s+|['’]ve\s+|had\s+|once\s+|always\s+)?(?:read|heard|was told|were told|saw|seen|think|thought|believe|believed|understand|understood|learned|learnt|assumed)|(?:people|everyone|everybody|someone|somebody|my \p{L}+|a friend)\s+(?:say|says|said|told me|tells me|claims?|claimed))\s+(?:somewhere\s+|online\s+|once\s+)?(?:that\s+)?(.{6,}?)\s*(?:[.!,;:]|\s[-–—])\s*(?:but\s+|so\s+)?(?:is|was|isn['’]t)\s+(?:that|this|it)\s+(?:really\s+)?(?:right|true|correct|accurate|so|the case|a myth)\s*\??\s*$/iu;
const TAGGED = /^(.{6,}?),\s*(?:right|true|correct|isn['’]t it|is(?:n['’]t)? that (?:right|true|so))\s*\?\s*$/iu;

/**
 * A claim someone is said to hold, then the question whether it holds: "my neighbour reckons it's illegal to …, is that
 * true?", "My neighbour swears that X. Is that actually true or an old wives tale?". Who says it is a person or people
 * (a noun phrase of up to three words); the verb is any of WordNet's reporting verbs, one of whose frequent senses
 * tells or judges (modality.ts isReportingVerb: reckon, swear, insist, tell…), not a list of them; the tag may
 * offer its own alternative ("or an old wives tale"), which asks nothing more. The claim, or null. Pure but for the lexicon.
 */
export function saidBy(text: string): string | null {
  const m = SAID_BY.exec(text.trim());
  if (!m) return null;
  const verb = (m[2] ?? '').toLowerCase();
  const who = (m[1] ?? '').toLowerCase();
  const claim = m[3] ?? '';
  // (said by a person, WordNet's, or people at large; and what is said a clause, with a verb of its own: "My dad
  // fixed the roof last year, is that true?" reports nothing, "the roof last year" says nothing)
  // (one's own, "my gran", "our neighbour", says who too)
  const person = /^(?:people|everyone|everybody|someone|somebody|they|he|she)$/.test(who) || /^(?:my|our|his|her|their)\s/i.test(text.trim()) || isPersonNoun(who.replace(/['’]s$/, ''), 6);
  const clause = claim.split(/\s+/).some((w, i) => i > 0 && (/['’](?:s|re|ll|d)$/i.test(w) || /^(?:is|are|was|were|has|have|had|will|would|can|could|must|should|may|might|does|do|did)$/i.test(w) || verbShareOfForm(w.toLowerCase().replace(/[^\p{L}]/gu, '')) >= 0.5)) || /^\S+['’](?:s|re)\b/.test(claim);
  return person && clause && isReportingVerb(verb) && verbShareOfForm(verb) > 0 ? claim : null;
}

const SAID_BY = /^(?:(?:my|our|a|the|some|his|her|their)\s+)?(?:[\p{L}'’-]+\s+){0,2}?([\p{L}'’-]+)\s+(\p{Ll}+)\s+(?:that\s+)?(.{6,}?)\s*(?:[.!,;:]|\s[-–—])\s*(?:but\s+|so\s+)?(?:is|was|isn['’]t)\s+(?:that|this|it)\s+(?:really\s+|actually\s+)?(?:right|true|correct|accurate|so|the\s+case|a\s+myth)(?:\s+or\s+[^?.!]{1,40})?\s*\??\s*$/iu;

/**
 * A question typed as a message, with a picture character (an emoji) where a sentence ends: "daughter (7) has got nits
 * AGAIN 🙄 do i have to keep her off school": the emoji ends the story told before the question, as a full stop would;
 * after a stop of its own ("…?? 🤢") it is dropped. Pure.
 */
export function pictographsAsBreaks(text: string): string {
  if (!/\p{Extended_Pictographic}/u.test(text)) return text;
  return text
    .replace(/([.!?]*)\s*\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|\p{Extended_Pictographic})*\s*/gu, (m: string, stop: string, at: number) => (at === 0 || at + m.length === text.length ? stop : `${stop || '.'} `))
    .trim();
}

/**
 * The question a reported claim asks ("I read that Gutenberg invented printing. Is that right?" → "Is it true that
 * Gutenberg invented printing?"; "Decaf has no caffeine, right?"): whether the claim holds, in the one form the
 * verdict reads; null for anything else. The words of reporting ("read", "heard") and of the tag ("right") are no topic. Pure.
 */
export function reportedClaim(query: string): string | null {
  const text = query.trim();
  const claim = REPORTED.exec(text)?.[1] ?? saidBy(text) ?? TAGGED.exec(text)?.[1];
  if (!claim || /\?/.test(claim) || OPENS_YES_NO.test(claim) || OPENS_WH.test(claim)) return null;
  // (not made a direct question by inverting its verb: "decaf has no caffeine" → "Has decaf no caffeine?" reads as
  // another claim; "Is it true that …" keeps the claim whole, and no verdict is read off a sentence that does not say it)
  return `Is it true that ${claim.replace(/[.!,;:\s]+$/, '').replace(/^\p{Lu}\p{Ll}*/u, (w) => (isCommonNoun(w.toLowerCase()) || DETERMINER.test(w) ? w.toLowerCase() : w))}?`;
}

export function directQuestion(query: string): string {
  return plainPredicate(directForm(pictographsAsBreaks(query)));
}

const SUBJECT_PRONOUN = /^(?:i|we|you|he|she|it|they|one)$/i;
const NEGATION = /^(?:not|no|nor|never)$/i;

/**
 * A yes/no question's predicate without the adverbs that stand between its subject and its verb, and with a "be meant
 * to"/"be supposed to" read as the "should" it means: "Can I JUST descale my machine with vinegar?" asks whether I can
 * descale it, "Did the panels ACTUALLY cut the bill?" whether they cut it, "Is she MEANT TO wear it in the shower?"
 * whether she should wear it. Every reading of the verdict takes the word after the subject for the verb (the act of a
 * permission, the relation asked): an adverb there hid it. The adverbs are WordNet's, read from the structure: one
 * made from an adjective ("actually", "really", "legally": adverbs.ts) anywhere before the predicate's next word, or
 * any adverb of the closed class (a stop word used as a modifier: "just", "even", "also") right after a pronoun
 * subject; never a negation, nor a word before a function word or none ("Is it really in…?", "Is it safe?"). Other
 * questions as they are. Pure but for the shipped tables.
 */
export function plainPredicate(question: string): string {
  const [head = '', ...rest] = question.split(/(?= - )/);
  if (!OPENS_YES_NO.test(head.trim())) return question;
  const tokens = head.split(/\s+/);
  const plain = (t: string): string => t.toLowerCase().replace(/[^\p{L}'’]/gu, '');
  // (after "is/was…" the adverb qualifies a participle or adjective, the claim itself: "Was he FORMALLY awarded the
  // prize?" is not "Was he awarded it?"; only before "meant/supposed to" is it the asker's stance)
  const beOpened = /^(?:is|are|am|was|were)(?:n['’]t)?$/i.test(plain(tokens[0] ?? ''));
  const kept = tokens.filter((token, i) => {
    const word = plain(token);
    const next = plain(tokens[i + 1] ?? '');
    if (beOpened && !/^(?:meant|supposed)$/.test(next)) return true;
    if (i < 2 || i > 9 || word === '' || next === '' || /[,;:.?!]$/.test(token) || NEGATION.test(word) || (isStopWord(next) && verbShareOfForm(next) === 0)) return true;
    if (adjectiveOfAdverb(word) !== null) return false;
    return !(isStopWord(word) && isModifierWord(word) && i === 2 && SUBJECT_PRONOUN.test(plain(tokens[1] ?? '')));
  });
  // "Is she meant to wear it…?", "Are we supposed to book…?": should she wear it, should we book
  const modal = /^(?:is|are|am|was|were)\s+(.{1,40}?)\s+(?:meant|supposed)\s+to\s+(?=\p{L})/iu.exec(kept.join(' '));
  const said = modal ? `Should ${modal[1] ?? ''} ${kept.join(' ').slice(modal[0].length)}` : kept.join(' ');
  return said === head ? question : [said, ...rest].join('');
}

function directForm(query: string): string {
  // "I read that X. Is that right?": whether X holds
  const reported = reportedClaim(query);
  if (reported) return reported;
  const trimmed = query.trim();
  // "I was wondering whether …", "Do you know if …", "We'd like to find out whether …"
  // (also a state of not knowing: "I'm curious whether …", "We are not sure if …")
  const state = /^(?:i|we)(?:['’]m|['’]re| am| are)\s+(?:curious|unsure|not sure|uncertain)\s+(?:about\s+)?(?=whether\b|if\b)/i.exec(trimmed);
  const asked = state ? trimmed.slice(state[0].length) : withoutAskingFrame(trimmed);
  if (asked !== trimmed) {
    const m = /^(?:whether|if)\s+(.+)$/is.exec(asked);
    return m?.[1] ? (invertedClause(m[1]) ?? query) : query;
  }
  if (OPENS_YES_NO.test(trimmed) || OPENS_WH.test(trimmed)) return query;
  // a story, then the question: "My partner dug up some clay - could we get it fired?", "We are a family of four. How much
  // is the deposit?", "I run a club and I'd like to know how many cubs …" (interrogativeClause)
  const clause = interrogativeClause(trimmed);
  if (clause) {
    // (a remark after the question's own mark, "why does it only do it at night?? DRIVING ME MAD", asks nothing: it is told
    // with the story, before it, so that the part that asks keeps the story it points back to, its last sentence last)
    const after = /^([^?]*\?+)\s+([^?]*?)[.!\s]*$/u.exec(clause.question);
    const remark = after && /\p{L}/u.test(after[2] ?? '') && !OPENS_YES_NO.test(after[2] ?? '') && !OPENS_WH.test(after[2] ?? '') ? (after[2] ?? '') : null;
    const story = `${remark ? `${remark}. ` : ''}${clause.story.replace(/[.!:;,\s]+$/, '')}`;
    // (the story's first word lower case unless it is "I" or a name written so inside a sentence too: the verb table knows it)
    const first = /^\p{L}+/u.exec(story)?.[0] ?? '';
    const lowered = first !== 'I' && first.toLowerCase() !== first && /^(?:my|our|the|a|an|we|this|that|these|those|there|it|last|yesterday|today)$/i.test(first) ? story.charAt(0).toLowerCase() + story.slice(1) : story;
    const question = (remark && after ? (after[1] ?? '') : clause.question).replace(/[?.!\s]+$/, '');
    // (a yes/no question asked in a frame after the story, "… and I was wondering whether …", is made direct as well)
    // (a wh-question in a frame, "I'd like to know how many …", is read from its question word)
    const unframed = withoutAskingFrame(question);
    const direct = OPENS_YES_NO.test(question) || OPENS_WH.test(question) ? question : unframed !== question && OPENS_WH.test(unframed) ? unframed : directForm(`${question}.`).replace(/[?.!\s]+$/, '');
    return `${capital(direct)} - ${lowered}?`;
  }
  // (a question whose auxiliary stands after what the asker tells with no boundary read above: "If I become a member
  // can he come along…?", "… found 2 live ones :( do i have to keep him off…?"; invertedQuestion)
  // (only where no sentence or clause after a dash opens a question of its own: "… is on. Is it broken?", "Thinking of
  // Swallow Barn - would we pay less…?" are read as they are)
  const inverted = /(?:^|[.!?]\s+|\s[-–—]\s+)(?:is|are|am|was|were|can|could|will|would|should|shall|may|might|must|has|have|had|does|do|did|what|which|who|whom|whose|when|where|why|how)\b/i.test(trimmed) ? null : invertedQuestion(trimmed);
  if (inverted) return `${capital(inverted.question.replace(/[?.!\s]+$/, ''))} - ${inverted.story}?`;
  return query;
}

const SUBJECT = /^(?:i|you|he|she|it|we|they)$/i;
const WH = /^(?:what|which|who|whom|whose|when|where|why|how)$/i;
/** Words after which an auxiliary and a pronoun are no question: a clause inside ("if it is"), an inversion of comparison ("than do I", "so do we"), the second of two alternatives asked ("…, or was it unusually big?"). */
const NOT_ASKING_BEFORE = /^(?:or|whether|if|that|than|as|so|nor|neither|only|not)$/i;

/**
 * A yes/no question asked after what the asker tells, found by its inversion: the first auxiliary followed by a
 * personal pronoun ("can HE", "will SHE", "do I", "am I") in the text up to its last question mark, with three words
 * or more before it, none of them a question mark, no question word before it in its sentence (a wh-question), and not
 * right after a word that makes it a clause inside a sentence or an inversion of comparison. The question is the clause from the auxiliary to the question mark; the story
 * is what comes before it and after the question mark. null where nothing asks so. Pure.
 */
export function invertedQuestion(text: string): { question: string; story: string } | null {
  const end = text.lastIndexOf('?');
  if (end < 0) return null;
  const asked = text.slice(0, end + 1);
  const after = text.slice(end + 1).trim();
  const tokens = [...asked.matchAll(/\S+/g)];
  for (let i = 3; i + 1 < tokens.length; i += 1) {
    const word = (tokens[i]?.[0] ?? '').toLowerCase();
    const next = (tokens[i + 1]?.[0] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
    const previous = (tokens[i - 1]?.[0] ?? '').toLowerCase().replace(/[^\p{L}']/gu, '');
    if (!AUXILIARY.test(word) || !SUBJECT.test(next)) continue;
    // (right after a question word, a wh-question: "… what do I get per mile")
    if (WH.test(previous)) return null;
    if (NOT_ASKING_BEFORE.test(previous)) continue;
    const start = tokens[i]?.index ?? 0;
    const before = asked.slice(0, start);
    if (/\?/.test(before)) return null;
    // (a question word earlier in its sentence with no verb of its own before the auxiliary makes it a wh-question:
    // "roughly how much does it cost…", "which size should I order?"; "when the ferry IS cancelled am I refunded?" is
    // a clause set before the question)
    const sentence = before.split(/[.!;:]\s+|\s[-–—]\s/u).at(-1) ?? '';
    const words = sentence.split(/\s+/).map((w) => w.toLowerCase().replace(/[^\p{L}'’]/gu, '')).filter((w) => w !== '');
    const wh = words.map((w) => WH.test(w)).lastIndexOf(true);
    if (wh >= 0 && !words.slice(wh + 1).some((w) => AUXILIARY.test(w) || finiteForm(w))) return null;
    const story = [before.replace(/[\s,;:.!(){}[\]-]+$/u, ''), after.replace(/[.!?\s]+$/, '')].filter((t) => t !== '').join('. ');
    return { question: asked.slice(start), story };
  }
  return null;
}

/** I/we … a verb of knowing or asking, right before the question word: "I'd like to know", "we were wondering", "can you tell me". */
const ASKING_FRAME = /\b(?:i|we|you)\b[^.!?;]{0,30}?\b(?:know|wonder|wondering|wondered|ask|asking|find out|tell me|tell us|understand|learn|check)\s+$/i;

/**
 * The interrogative clause of a text that tells something first ("My daughter is twelve. Would she be allowed …?",
 * "We're a class of 30; how many …?", "There's a debate in our village - why do …?", "I run a club and I'd like to know
 * how many …"): the clause that asks, and the statements before it (the story: context the answer may use, never words
 * it must cover). Read from the structure: a sentence boundary (full stop, semicolon, colon, dash, or "and"/"but"/"so"
 * before I/we) ends the story; the clause after it opens on an auxiliary or a question word, or on I/we with a verb of
 * knowing or asking before one. The story must say something (a verb of its own), so "Coffee and sleep: how are they
 * linked?" is no story. null where the text opens on its question or has no such clause. Pure but for the shipped verb table.
 */
export function interrogativeClause(text: string, options: { bare?: boolean } = {}): { question: string; story: string; bare?: true } | null {
  const trimmed = text.trim();
  // (an emoji between two clauses ends a sentence as a full stop does: "… 3rd time since september 🙄 do i have to …")
  // (and a comma before a yes/no question, as a message runs its story into it: "my son has got nits, does he have to
  // stay home?"; not a condition or a time set before the question, "If our heating stops, will they come out?")
  const boundary = /(?:[.!;:]\s+|\s+[-–—]\s+|\s*\p{Extended_Pictographic}+\s+|,?\s+(?:and|but|so)\s+(?=(?:i|we)(?:\b|['’]))|,\s+(?=(?:is|are|was|were|can|could|will|would|should|may|might|must|does|do|did|has|have)\s))/giu;
  for (const m of trimmed.matchAll(boundary)) {
    const story = trimmed.slice(0, m.index);
    const question = trimmed.slice((m.index ?? 0) + m[0].length);
    if (story.length < 12 || /\?/.test(story) || question.length < 8) continue;
    // (a story is statements: a sentence of it that asks, "… from home. WHAT WILL THE COMPANY GIVE ME for my set-up, do I
    // get a desk too?", is the question's own, so the story ends before it)
    const storySentences = story.split(/[.!;:]\s+|\s+[-–—]\s+/u).map((t) => t.trim()).filter((t) => /\p{L}/u.test(t));
    const lastSentence = storySentences.at(-1) ?? '';
    if (storySentences.length > 1 && (OPENS_YES_NO.test(lastSentence) || (OPENS_WH.test(lastSentence) && /^\W*\S+\s+(?:\S+\s+)?(?:is|are|was|were|can|could|will|would|should|shall|may|might|must|has|have|had|does|do|did)\b/i.test(lastSentence)))) continue;
    if (m[0].startsWith(',') && /^\W*(?:if|when|whenever|once|unless|because|since|while|whilst|although|though|after|before|until|as|in|on|at|during|for|with|without|apart|besides|given|according|compared|like|unlike|now)\b/i.test(story)) continue;
    // (the clause asks: an auxiliary or a question word first, or I/we with a verb of knowing or asking before one)
    const frame = /^(.{0,60}?)\b(?:what|which|who|whom|how|why|when|where|whether|if)\b/i.exec(question);
    // (or a yes/no question after a condition put first with no comma, "If I join in March can I still get …")
    const asks = OPENS_YES_NO.test(question) || OPENS_WH.test(question) || (frame !== null && ASKING_FRAME.test(frame[1] ?? '')) || CONDITION_FIRST.test(question);
    if (!asks) continue;
    // (and the story is a statement: it opens on a person or "there", or has a form of "be"/"have"/a modal, or a verb's
    // -s/-ed/past form after its first word: "Coffee and sleep" says nothing)
    const storyWords = story.split(/\s+/).map((w) => w.toLowerCase().replace(/[^\p{L}'’]/gu, ''));
    // ("me" too, as people say it: "ME and my wife are both 68 …")
    const person = /^(?:i|me|we|my|our|i['’]m|we['’]re|i['’]ve|we['’]ve|there|he|she|they|his|her|their)$/.test(storyWords[0] ?? '');
    const finiteAt = storyWords.findIndex((w, k) => k > 0 && finiteForm(w));
    if (!person && finiteAt < 0) continue;
    // (a noun phrase with a clause after it is no statement: "And the stretch THE volunteers cleared out - how long is it?"
    // has a second noun phrase before its verb; nor is a follow-up that opens on "and"/"but")
    const secondDeterminer = storyWords.findIndex((w, k) => k > 0 && DETERMINER.test(w));
    if (/^(?:and|but|or|so|also|then)$/.test(storyWords[0] ?? '') || (!person && secondDeterminer > 0 && secondDeterminer < finiteAt && storyWords.slice(1, secondDeterminer).every((w) => !/^(?:of|in|on|at|for|with|from|to|by)$/.test(w)))) continue;
    // (not a question asked in a frame, "I was wondering what the ferry will cost - does the paper say?", and not the
    // thing a question with nothing of its own points back to: "And the stretch they cleared - how long is it?")
    if (withoutAskingFrame(story) !== story || /^(?:what|which|who|how|why|when|where|whether)\b/i.test(story)) continue;
    const own = question.split(/\s+/).map((w) => w.toLowerCase().replace(/[^\p{L}'’]/gu, '')).filter((w) => w.length > 2 && !/^(?:what|which|who|whom|how|why|when|where|there|this|that|these|those|they|them|their|its|his|her|she|him)$/.test(w) && !OPENS_YES_NO.test(w) && !isStopWord(w) && !isModifierWord(w) && !(/(?:ed|ing)$/.test(w) && (verbShareOfForm(w) > 0 || baseForms(w).some((b) => b !== w))));
    // (a question with nothing of its own, "Is that ok?", "Will he be allowed to?", "What's causing that?", is asked about
    // the story: read as one text where the question is put first, split with `bare` where the roles of its words are read)
    if (own.length === 0) {
      if (options.bare === true) return { question, story, bare: true };
      continue;
    }
    return { question, story };
  }
  return null;
}
