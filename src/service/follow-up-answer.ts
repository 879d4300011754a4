// The job's own answer as a follow-up's first evidence (chat.ts): a follow-up the sources' composition refuses over
// words no source uses ("When can we hear them again?" where the sources say the bells "ring again on Easter
// Sunday") is answered from a sentence the research's answer (or the chat's last reply) already cites, when every
// such word only sets the question (an act, a manner, a ranking, a measuring or conversational word: not a thing
// asked of, "dolphins", "a car park") and that sentence fills what is asked: it names the follow-up's own words the
// sources use, and states the kind asked (a person, a date, an amount, a reason) when one is. A yes/no whose own
// words the sources lack all (its predicate: "Is the honey organic?") asks exactly what they lack: never answered
// so. Owns that decision and the note naming the words read in the answer's terms. Pure but for the shipped lexicon.
import { joinWords, mentioned, mentionedInOtherWords, stemsOf, type Concept } from './concepts';
import { absentKind, carriesType, ranks, type FollowUpReading } from './chat-context';
import { isPronoun, isTalkWord, isWholeWord } from './follow-up-talk';
import { words } from './text';
import { isGeneralWord } from './lexicon';
import { lemmaOf } from './lemmas';
import { absentRole } from './follow-up-carry';

export interface CitedSentence {
  text: string;
  citations: number[];
}

/**
 * Does a word no source uses only set the follow-up, not name what it asks? In a wh-question an act, a manner, a
 * ranking, an amount word or talk sets it (a thing is asked of: "dolphins"); in a yes/no question only a framing
 * word (a pronoun, a light verb, a measure word) or a noun for people in general ("kids") does: its act or quality is
 * the claim asked ("Did anybody get stung?", "Is the honey organic?"). Pure but for the shipped lexicon.
 */
export function setsQuestion(word: string, yesNo = false): boolean {
  // (a conjunction, "on whether it worked", names nothing: the closed class of grammar)
  if (/^(?:whether|if|though|although|unless|whereas|while|whilst)$/i.test(word)) return true;
  if (yesNo) return ['frame', 'generic'].includes(absentRole(word, true));
  if (ranks(word) || isTalkWord(word)) return true;
  return absentKind(word) !== 'thing';
}

/** How many of the concepts a sentence says, in its own words or in other words the lexicon links. Pure but for the shipped lexicon. */
function named(concepts: Concept[], sentence: string): number {
  if (concepts.length === 0) return 0;
  const stems = stemsOf(sentence);
  return new Set([...mentioned(concepts, stems), ...mentionedInOtherWords(concepts, stems, 'direct')]).size;
}

/** How many of the follow-up's other words (four letters or more, no pronoun: "again") a sentence repeats: among equals, the one that says the follow-up back. Pure. */
export function echoes(followUp: string, sentence: string): number {
  const said = new Set(words(sentence).map((w) => w.toLowerCase()));
  return new Set(words(followUp).map((w) => w.toLowerCase()).filter((w) => w.length >= 4 && !isPronoun(w) && !/^(?:what|when|where|which|whom|whose|with|does|have|will|would|could|should)$/.test(w) && said.has(w))).size;
}

/**
 * The sentences of the conversation (the research answer's cited sentences, the last reply's) that answer a
 * follow-up refused over words no source uses, best first (two at most), or [] when it may not be answered so:
 * a word no source uses names a thing; a yes/no has none of its own words in the sources; no sentence names the
 * follow-up's own words the sources use (or, with none, the research's words it shares) and states the kind asked.
 * Pure but for the shipped lexicon.
 */
export function answerFilling(reading: FollowUpReading, yesNo: boolean, sentences: CitedSentence[], topic: Concept[] = [], followUp = ''): CitedSentence[] {
  if (reading.absent.length === 0 || !reading.absent.every((c) => setsQuestion(c.term, yesNo))) return [];
  // (the follow-up's own words that say what it asks: not talk, a word of the whole, "own", or a general word, "come", "take")
  const own = reading.present.filter((c) => !isTalkWord(c.term) && !isWholeWord(c.term) && !isGeneralWord(lemmaOf(c.term.toLowerCase())));
  // a yes/no whose own words no source uses asks what they lack; a wh-question with none asks its kind of the topic
  if (own.length === 0 && (yesNo || reading.type === null)) return [];
  // (nor one with no word of the research's either, unless a pronoun of it stands for the research's subject)
  if (own.length === 0 && reading.shared.length === 0 && topic.length === 0) return [];
  const type = reading.type;
  // ("When can we hear them again?": no word of its own but its pronoun, which stands for what the research asked about)
  const about = reading.shared.length > 0 ? reading.shared : topic;
  const scored = sentences
    .filter((s) => s.citations.length > 0)
    .map((s, order) => ({ s, order, own: named(own, s.text), shared: Math.min(1, named(about, s.text)), echo: echoes(followUp, s.text) }))
    .filter((x) => (own.length > 0 ? x.own > 0 : x.shared > 0) && (type === null || carriesType(x.s.text, type)));
  scored.sort((a, b) => b.own - a.own || b.shared - a.shared || b.echo - a.echo || a.order - b.order);
  const [best, next] = scored;
  if (!best) return [];
  const seen = new Set<string>();
  return [best, ...(next && next.own === best.own && next.shared === best.shared && next.echo === best.echo ? [next] : [])]
    .map((x) => x.s)
    .filter((s) => !seen.has(s.text) && seen.add(s.text));
}

/**
 * The research answer's own points for a request in a form ("Give me three bullets on what happens there", "two
 * bullet points on whether it worked") refused over words no source uses that only set it: its cited sentences, those
 * naming the request's own words the sources use first, then in the answer's order, n at most; [] when a word no
 * source uses names a thing (another topic: refused as before). Pure but for the shipped lexicon.
 */
export function answerPoints(reading: FollowUpReading, sentences: CitedSentence[], n: number): CitedSentence[] {
  if (!reading.absent.every((c) => setsQuestion(c.term))) return [];
  const own = reading.present.filter((c) => !isTalkWord(c.term) && !isWholeWord(c.term));
  const seen = new Set<string>();
  return sentences
    .filter((s) => s.citations.length > 0 && !seen.has(s.text) && seen.add(s.text))
    .map((s, order) => ({ s, order, own: named(own, s.text) }))
    .sort((a, b) => b.own - a.own || a.order - b.order)
    .slice(0, Math.max(1, n))
    .map((x) => x.s);
}

/** The note before the answer's own points given for such a request. Pure. */
export function pointsNote(absent: string[]): string {
  if (absent.length === 0) return "Here are the research answer's own points:";
  const list = joinWords(absent.map((w) => `"${w}"`), 'or');
  return `None of your sources uses the word${absent.length === 1 ? '' : 's'} ${list}; here are the research answer's own points:`;
}

/** The note before such a reply: the words no source uses, read in the answer's own terms. Pure. */
export function fillingNote(absent: Concept[]): string {
  const list = joinWords(absent.map((c) => `"${c.term}"`), 'or');
  return `None of your sources uses the word${absent.length === 1 ? '' : 's'} ${list}; the reply reads ${absent.length === 1 ? 'it' : 'them'} as the research's answer words it:`;
}
