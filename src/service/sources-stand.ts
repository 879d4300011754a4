// How the sources stand to each other and to today, asked in chat (used by chat-intent.ts and chat.ts): "Is that still
// true?", "Has that changed?" ask whether what the sources say holds now, which no source can say of itself: the reply
// says so plainly, gives each source's own date (chat-meta.ts recencyLines) and quotes any sentence in which a source
// says it replaces or updates another ("This leaflet replaces the 2022 edition"), naming it the newer. "Which one is
// right?", "Who should I believe?" ask Quire to judge between sources that differ, which it cannot: the reply says so and
// sets what each says side by side (chat.ts compare-sources), with any sentence in which a source says how it counts or
// measures ("Our figure includes the 170 runners who finished after the cut-off"), the reason two figures differ. The
// phrasings are a closed class of English; the sentences are read by their verbs. Pure.

/** "Is that still true?", "Is this still the case?", "Has that changed since?", "Is it out of date?". */
const STILL_TRUE =
  /\b(?:(?:is|are)\s+(?:that|this|it|they|these|those|the\s+\p{L}+)\s+still\s+(?:true|right|correct|the case|valid|accurate|current|so|in force|up to date|up-to-date|the same)|(?:has|have)\s+(?:that|this|it|they|anything|the\s+\p{L}+)\s+changed|(?:is|are)\s+(?:that|this|it|they)\s+(?:out of date|outdated|up to date|up-to-date|current)|still\s+(?:true|the case|valid|accurate|correct)\s+(?:now|today)|(?:does|do)\s+(?:that|this|it)\s+still\s+(?:hold|apply|stand))\b/iu;

/** "Which one is right?", "Who is right?", "Which figure is correct?", "Which should I believe?". */
const WHICH_RIGHT =
  /\b(?:(?:which|who)(?:\s+(?:one|source|document|figure|number|account|version|report|of\s+(?:them|the\s+two|these|those|the\s+sources)))?\s+(?:is|was|are|were)\s+(?:right|correct|true|accurate|wrong|more\s+(?:accurate|reliable|trustworthy|likely|correct)|to\s+be\s+trusted)|which\s+(?:one\s+|source\s+|figure\s+|number\s+)?(?:should|do|can|would)\s+(?:i|we|you)\s+(?:believe|trust|go\s+with|rely\s+on|use)|who(?:['’]s|\s+is)\s+right)\b/iu;

/** Does a follow-up ask whether what the sources say still holds? Pure. */
export function asksStillTrue(message: string): boolean {
  return STILL_TRUE.test(message.replace(/\s+/g, ' '));
}

/** Does a follow-up ask which of the sources is right? Pure. */
export function asksWhichRight(message: string): boolean {
  return WHICH_RIGHT.test(message.replace(/\s+/g, ' '));
}

/** A sentence in which a document says it replaces, updates or supersedes another ("This page replaces our 2022 advice"). */
const REPLACES = /\b(?:replaces?|replaced|supersedes?|superseded|updates?\s+(?:our|the|this|its)|updated\s+(?:version|edition|guidance|advice|notice|figures?)|(?:new|revised|updated|latest)\s+(?:edition|version|guidance|advice|rules?|notice|faq|figures?)\s+(?:replaces?|supersedes?)|(?:previous|earlier|old|older|former)\s+(?:edition|version|guidance|advice|rules?|notice|faq|leaflet|page)|no\s+longer\s+(?:applies|apply|valid|in force|current|the case))\b/i;

/** Does a sentence say that its document replaces or updates another, or that earlier advice no longer holds? Pure. */
export function saysReplaces(sentence: string): boolean {
  return REPLACES.test(sentence);
}

/** A sentence saying how a source counts or measures its figure ("Our figure includes 170 runners who finished late"). */
const HOW_COUNTED = /\b(?:includ(?:es|ed|ing)|exclud(?:es|ed|ing)|not\s+counting|(?:we|they|it)\s+count(?:s|ed)?|counted|based\s+on|measured\s+(?:at|over|from|by|in)|(?:our|their|its|the)\s+(?:figure|total|count|number|estimate)s?\s+(?:is|are|was|were|covers?|refers?)\b)/i;

/** Does a sentence say how its figure was counted or measured (and so why two sources' figures may differ)? Pure. */
export function saysHowCounted(sentence: string): boolean {
  return HOW_COUNTED.test(sentence) && /\d/.test(sentence);
}

/** The plain line before the dates, for "Is that still true?". Pure. */
export const STILL_TRUE_LINE = 'Your sources cannot say whether this is still true today: each says it as of its own date, and Quire has nothing newer to check it against.';

/** The plain line before what each source says, for "Which one is right?". Pure. */
export const WHICH_RIGHT_LINE = 'Your sources do not say which of them is right, and Quire cannot judge it beyond what they say.';

/** The line that names a document saying it replaces another as the newer (the sentence follows, cited). Pure. */
export function replacesLine(title: string): string {
  return `"${title}" says it replaces or updates earlier information, so it is the newer account:`;
}
