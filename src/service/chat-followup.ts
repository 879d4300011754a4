// Reading a chat follow-up: the instructions it gives about the reply's form ("in one short sentence",
// "in plain words", "as three bullets"), apart from the question it asks. Who its "he"/"she" stands for
// is people.ts's (re-exported here). Pure functions.
import { asksPlain, isPlainWord, undecorated } from './chat-request';
import { withoutAudience } from './follow-up-frame';
import { modifiesForm } from './form-modifier';

export { aboutOtherPerson, genderOf, lastPersonNamed, personPronoun, personsNamed, resolvePersonPronouns } from './people';

export interface ReplyFormat {
  /** At most this many sentences ("in one short sentence"); null: no limit asked. */
  sentences: number | null;
  /** As bullets, with this many at most (null: as many as fit); undefined: not as bullets. */
  bullets?: number | null;
  /** In plain words: the simplest sentences ("in plain words", "simply", "for a 10-year-old"). */
  plain: boolean;
}

const COUNT_WORDS: Record<string, number> = { one: 1, single: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const COUNT = String.raw`(\d+|one|a single|single|a|an|two|three|four|five|six|seven|eight|nine|ten)`;
/** A leading verb that introduces a form ("answer in…", "explain it as…", "keep it to…"). */
const LEAD = String.raw`(?:(?:please\s+)?(?:answer|reply|respond|say|put|explain|tell me|give (?:it|me|the answer)|keep|write|summari[sz]e|sum up|do)(?:\s+(?:it|that|this|the answer|me))?\s+)?`;
const ADJECTIVES = String.raw`(?:(?:short|brief|simple|plain|clear|main|key|quick|single)\s+){0,2}`;
/** "in one short sentence", "as three bullets", "in 2 sentences", "in a single line", "keep it to one sentence", "2 bullet points max" (the bound after the unit is the count's own). */
const COUNTED = new RegExp(String.raw`${LEAD}(?:in|as|with|using|to|into)?\s*(?:just\s+|only\s+|at most\s+|no more than\s+)?${COUNT}\s+${ADJECTIVES}(sentences?|lines?|bullet points?|bullets?|points?|items?)\b(?:\s+(?:max(?:imum)?|at most|tops)\b)?`, 'giu');
/** "as bullets", "as a bulleted list", "in bullet points", "as a list". */
const BULLETED = new RegExp(String.raw`${LEAD}(?:in|as)\s+(?:a\s+)?${ADJECTIVES}(?:bullet points?|bullets?|bulleted list|bullet list|list)\b`, 'giu');
/** "in plain words", "in simple terms", "simply", "for a 10-year-old", "explain that to a child", "like I'm five", "as you would to a child", "without jargon". */
const PLAIN = new RegExp(
  String.raw`${LEAD}(?:in\s+(?:plain|simple|everyday|easy)\s+(?:words|english|language|terms)|in\s+layman'?s\s+terms|(?:more\s+)?simply|plainly|without\s+(?:the\s+)?jargon|for\s+(?:a\s+)?(?:child|kid|kids|children|beginners?|non-?experts?|(?:\d+|[a-z]+)[\s-]year[\s-]olds?)|(?<=\b(?:explain|say|put|tell|describe|write|word)(?:\s+(?:it|that|this|the answer|them|these|those|all\s+that))?\s+)to\s+(?:a\s+|an\s+|my\s+)?(?:child|kid|kids|children|beginners?|non-?experts?|(?:\d+|[a-z]+)[\s-]year[\s-]olds?)|like\s+i'?m\s+(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|a\s+(?:child|kid|beginner))|(?:like|as)\s+(?:you\s+would|you'?d|you\s+might|if)\s+(?:\p{L}+\s+){0,3}?(?:to|for)\s+(?:a\s+|an\s+|my\s+)?(?:child|kid|kids|children|beginners?|non-?experts?|(?:\d+|[a-z]+)[\s-]year[\s-]olds?)|eli5|for\s+(?:someone|somebody|a person|people|anyone|readers?)\s+who\s+[^.?!,]*)\b`,
  'giu',
);

/** A form pattern followed by the rest of its sentence (captured last), to tell a modifier of the form from what is asked. */
function withTail(form: RegExp): RegExp {
  return new RegExp(`${form.source}([^.?!;]*)`, form.flags);
}

/** The words after a form, unless they only modify it. */
function keptTail(tail: string): string {
  return modifiesForm(tail) ? ' ' : ` ${tail}`;
}

/** The form a follow-up asks its reply to take, and the follow-up without those words. Pure. */
export function replyFormat(message: string): { format: ReplyFormat; rest: string } {
  const format: ReplyFormat = { sentences: null, plain: false };
  // decoration is no part of the form asked ("in **plain** words"), nor politeness ("Plain English please, …")
  let rest = undecorated(message).replace(/\b(?:please|pls|kindly)\b/giu, ' ');
  // each form with the clause that only says who reads it or what it is for ("three bullets I can paste into my
  // notes", "plain words a nine-year-old could follow": form-modifier.ts); anything else after it is kept
  rest = rest.replace(withTail(COUNTED), (_all, count: string, unit: string, tail: string) => {
    const n = /^\d+$/.test(count) ? Number(count) : (COUNT_WORDS[count.toLowerCase().replace(/^a /, '')] ?? 1);
    if (/^(?:bullet|point|item)/i.test(unit)) format.bullets = n;
    else format.sentences = n;
    return keptTail(tail);
  });
  rest = rest.replace(withTail(BULLETED), (_all, tail: string) => {
    if (format.bullets === undefined) format.bullets = null;
    return keptTail(tail);
  });
  // twice: a tail kept after one plain form may hold another ("in plain words for someone who hates numbers")
  for (let pass = 0; pass < 2; pass += 1) {
    rest = rest.replace(withTail(PLAIN), (_all, tail: string) => {
      format.plain = true;
      return keptTail(tail);
    });
  }
  // any word of the plain family ("in plainer English", "using simpler language", "in the simplest terms", "the
  // simplified version", "simplify that"): chat-request.ts reads the family
  if (asksPlain(rest)) {
    format.plain = true;
    rest = rest
      .replace(/\b(?:(?:in|using|with|into)\s+)?(?:(?:the|a|an|much|more|far|rather|bit)\s+)*(\p{L}+)\s+(?:words?|terms?|language|english|wording|way|version|form|prose)\b([^.?!;]*)/giu, (all: string, word: string, tail: string) => (isPlainWord(word) ? keptTail(tail) : all))
      .replace(/\b(?:(?:more|less|much|very)\s+)?(?:simply|simpler|plainer|easier)\b/giu, ' ')
      .replace(/\bsimplif(?:y|ied|ies|ying)\b/giu, 'explain')
      // "Rephrase that in easier words": said again in plain words is what the engine does for "explain it plainly"
      .replace(/^(\W*(?:(?:please|can you|could you|would you)\s+)*)(?:rephrase|reword|rewrite|paraphrase)\b/iu, '$1explain')
      .replace(/\b(?:less|non|not)[\s-]+technical(?:ly)?\b|\b(?:without|no|less|minus)\s+(?:the\s+)?jargon\b/giu, ' ');
  }
  // "Bullets please.", "…, as bullet points" at the end: bullets, as many as fit
  rest = rest.replace(/(?:^|[\s,.;:!?])(?:in\s+|as\s+)?(?:bullets?|bullet points?)(?:\s+please)?\s*[.!?]*\s*$/iu, () => {
    if (format.bullets === undefined) format.bullets = null;
    return ' ';
  });
  // who the reply is for ("It is for a group of teenagers.", "…simply, for my grandparents") is no part of what is asked (follow-up-frame.ts)
  rest = withoutAudience(rest, asksForm(format));
  const tidy = rest
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[,;:]+([.?!])/g, '$1')
    .replace(/([.?!])[.,;:]+/g, '$1')
    .replace(/^[\s,.;:]+|[\s,;:]+$/g, '')
    .replace(/\s{2,}/g, ' ');
  return { format, rest: tidy };
}

/** Did a follow-up ask for a form at all? */
export function asksForm(format: ReplyFormat): boolean {
  return format.sentences !== null || format.bullets !== undefined || format.plain;
}


/**
 * A note's words written as the follow-up writes them: the engine's notes name concepts in lower case, so
 * "Your sources discuss margaret, ellery and builder" becomes "… Margaret, Ellery and builder" when the
 * (resolved) follow-up names Margaret Ellery. Only words the follow-up capitalises inside a sentence. Pure.
 */
export function inQuestionCase(note: string, question: string): string {
  const names = new Set<string>();
  for (const m of question.matchAll(/(?<=\S\s+)(\p{Lu}[\p{Ll}'’-]+)/gu)) if (m[1]) names.add(m[1]);
  let out = note;
  for (const name of names) out = out.replace(new RegExp(`(?<![\\p{L}])${name.toLowerCase()}(?![\\p{L}])`, 'gu'), name);
  return out;
}
