// The opening of a follow-up as people type it in a chat: an interjection or a word of acknowledgement before the
// question or the request ("ok so from what age can a kid go on their own?", "sorry, what's Asellus?", "ok just
// give me the answer in one sentence", "right, when does it open?"). Owns the follow-up without that opening, read
// once where chat.ts reads a follow-up, so that every reader (its intent, its kind, its words) sees the question
// itself: before, "ok so from what age …" read as a yes/no question (a verdict "no" for an age asked) and "ok just
// give me …" was refused because no source uses the word "ok". Interjections are a closed class of grammar, as
// pronouns and determiners are. "So" goes only before a question word ("so who exactly is allowed to drive it?"): a
// "So bikes are free?" is a guess at the last answer (chat-yesno.ts), and "And Sundays?" an ellipsis (chat-ellipsis.ts),
// both kept. Pure.

/** An interjection or a word of acknowledgement that opens a message ("ok", "sorry", "hmm", "right,", "well,"). */
const INTERJECTION = /^(?:ok|okay|okey|sorry|hmm+|hm+|um+|er+|erm+|uh+|ah+|oh+|aha|yeah|yep|yes|alright|all right|got it|i see)$/i;
/** Words that open a message only when a comma follows them ("right, when…", "well, how…", "thanks, and…"). */
const WITH_COMMA = /^(?:right|well|now|wait|hang on|no|nope|cool|great|fine|perfect|brilliant|lovely|nice|good|thanks|thank you|cheers)$/i;
/** A question word, after which a leading "so" is only talk ("so who exactly …", "so from what age …"). */
const QUESTION_START = /^(?:(?:at|in|on|for|by|from|to|until|since|after|before|of|with|about)\s+)?(?:who|whom|whose|what|what's|which|when|where|why|how)\b/i;

/**
 * The follow-up without its opening interjections ("ok so from what age can a kid go completely on their own there?"
 * → "from what age can a kid go completely on their own there?"; "sorry what's Asellus?" → "what's Asellus?"), or the
 * message as written when it opens with none or is nothing else ("ok", "thanks": a message of its own). Pure.
 */
export function withoutOpener(message: string): string {
  let rest = message.trimStart();
  let dropped = false;
  for (;;) {
    // (a two-word opening first: "all right", "thank you", "hang on", "i see")
    const m = /^([\p{L}']+)(?:\s+([\p{L}']+))?/u.exec(rest);
    if (!m) break;
    const pair = m[2] ? `${m[1] ?? ''} ${m[2]}`.toLowerCase() : '';
    const word = INTERJECTION.test(pair) || WITH_COMMA.test(pair) ? pair : (m[1] ?? '').toLowerCase();
    const gap = /^\s*[,!.;:-]*\s*/.exec(rest.slice(word.length))?.[0] ?? '';
    const comma = /[,!.;:-]/.test(gap);
    const after = rest.slice(word.length + gap.length);
    const opens = INTERJECTION.test(word) || (comma && WITH_COMMA.test(word)) || (word === 'so' && QUESTION_START.test(after));
    if (!opens || gap === '' || !/\p{L}/u.test(after)) break;
    rest = after;
    dropped = true;
  }
  return dropped ? rest : message;
}
