// Follow-up intents (chat.ts answers them): what a message asks of a research's answer and sources:
// an instruction about the answer itself (summarise, list, a table, plain words, the key figures), a
// question about its sources (what source 2 says about X, whether they agree, which says the most,
// how sure they are), more of the same ("Tell me more", "Why?"), writing the built-in engine does not
// do ("Translate it"), or a question for the sources. Pure.
import { comparedSubjectPhrase } from './comparison-gap';
import { conceptsOf } from './concepts';
import { headingSubject } from './referent';
import { lemmaOf } from './lemmas';
import { broaderWords, isCommonNoun, isPersonNoun } from './lexicon';
import { asksProvenance } from './chat-provenance';
import { asksStillTrue, asksWhichRight } from './sources-stand';
import { asksAction, asksGaps, asksKeyPoint, asksNext, asksRecency, asksShorter, asksWhereToStart } from './chat-meta';
import { asksFigures, asksList, asksSideBySide, imperatives, SIDE_BY_SIDE } from './chat-request';

const NUMBER_WORDS: Record<string, number> = { one: 1, single: 1, two: 2, three: 3, four: 4, five: 5 };
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6 };

export type ChatIntent =
  | { kind: 'summarise'; sentences: number }
  | { kind: 'list'; count: number | null; of?: 'reasons' }
  /** "What does source 2 say about the helicopter?": about, when the message names what it asks of the source. */
  | { kind: 'citation'; index: number; about?: string }
  /** Whether the sources agree; `about`: the follow-up's own question when it names one ("Do A and B agree on how many boardings there were?"). */
  /** `right`: asked which is right ("Which one is right?"), which the reply says the sources do not say (sources-stand.ts). */
  | { kind: 'compare-sources'; about?: string; right?: boolean }
  | { kind: 'which-source' }
  /** "Tell me more", "What else?": what the sources say on the same question beyond the answer. */
  | { kind: 'more' }
  /** "Why?", "How so?", "When?": the same question asked again with this question word. */
  | { kind: 'again'; wh: 'why' | 'how' | 'when' | 'where' | 'who' }
  /** "Put that in a table": the answer's sentences as a table with their sources. */
  /** A table of the answer; `column`: a first column of the amounts it names ("Put the dates in a table" → dates). */
  | { kind: 'table'; column?: string; about?: string }
  /** "Translate it into French", "Rewrite it as a poem": writing the built-in engine does not do. */
  | { kind: 'write'; what: string }
  /** "Which source says the most?": the sources by how much of the answer each supports. */
  | { kind: 'most-cited' }
  /** "Give me the key numbers": the answer's sentences that state figures. */
  | { kind: 'figures'; about?: string }
  /** "Who wrote source 1?", "When was it published?", "Where does it come from?": what a source (or each) says of itself. */
  | { kind: 'source-info'; index: number | null }
  /** "Thanks!", "Great": nothing to look up. */
  | { kind: 'thanks' }
  /** "Who says so?", "Where did you get that?": the sources behind the last reply (chat-provenance.ts). */
  | { kind: 'provenance' }
  /** "What don't the sources cover?": the answer's own notes on what is missing (chat-meta.ts). */
  | { kind: 'gaps' }
  /** "Give me three questions I should research next": what the sources discuss that the answer leaves out (chat-meta.ts). */
  | { kind: 'next'; count: number }
  /** "Which source is the most recent?": the sources' dates as they state them (chat-meta.ts). */
  /** `stillTrue`: asked whether what the sources say still holds ("Is that still true?"; sources-stand.ts). */
  | { kind: 'recency'; stillTrue?: boolean }
  /** "What can be done about it?", "Is anyone trying to fix it?": what the sources say is done or advised (chat-meta.ts). */
  | { kind: 'action' }
  /** "How sure are the sources?": what the sources themselves say of the limits of what they found. */
  | { kind: 'certainty' }
  | { kind: 'question' };

/** Words of asking for more or for another form, never a topic: "Tell me more about that, please". */
const NO_TOPIC = new Set('tell more else anything elaborate expand continue going keep detail details please further put make turn give table tabular columns column format show most least main key important numbers number figures figure statistics stats data amounts percentages dates list'.split(' '));
const MORE = /^(?:please\s+)?(?:can you\s+|could you\s+)?(?:tell me more|tell me something more|say more|give me more|more|any more|anything more|anything else|what else|go on|keep going|continue|elaborate|expand|further details?|more details?)\b/;
const AGAIN = /^(why|how|when|where|who)(?:\s+(?:is|was|are|were|so|not|come|that|this|exactly|then|did|does|do|it|they))*\s*[?!.]*$/;
// (or a request that is the noun phrase alone: "A table of the 2025 figures, please")
const TABLE = /\b(?:in|into|as|make|draw|put|give me|show)\b[^.?!]*\b(?:a\s+)?(?:table|tabular)\b|\btabulate\b|^\s*(?:(?:just|please|now|ok|okay|so|and)[,\s]+)*(?:a|one)\s+(?:\w+\s+)?table\s+(?:of|for|with|showing)\b/;
const WRITE = /^(?:please\s+)?(?:can you\s+|could you\s+|would you\s+)?(translate|rewrite|reword|rephrase|paraphrase|write|draft|compose|turn|convert)\b/;

/** A source named by number: "[2]", "source 2", "citation #2", "the second source". */
const CITATION = new RegExp(
  String.raw`\[(\d+)\]|\b(?:source|citation|reference|result)\s*(?:number\s*|#\s*)?(\d+)\b|\b(?:the\s+)?(${Object.keys(ORDINALS).join('|')})\s+(?:source|citation|reference|result|document|article)\b`,
);
/** Words naming the sources or their accounts, and asking how they compare: with nothing else, a follow-up is about the sources themselves. */
const ABOUT_SOURCES = new Set(
  'account accounts report reports version versions story stories study studies text texts source sources document documents article articles paper papers newspaper newspapers piece pieces spreadsheet spreadsheets faq leaflet leaflets notice notices agree agrees disagree disagrees agreement disagreement contradict contradicts contradiction consistent inconsistent conflict conflicts say says said two both'.split(' '),
);
const COMPARING = /\b(compare|contrast|differ|differs|difference|differences|agree|agrees|disagree|disagrees|agreement|disagreement|contradict|contradicts|contradiction|consistent|inconsistent|conflict|conflicts)\b/;

/** Asking how far the answer can be trusted: "How sure are the sources?", "Is this reliable?", "How strong is the evidence?". */
const CERTAINTY = /\b(?:how (?:sure|certain|confident|reliable|trustworthy|solid|strong|good)(?: (?:is|are) (?:the|this|that|these|your)?\s*(?:evidence|sources?|answer|findings?|results?|data))?|can (?:i|we) trust (?:this|that|it|them|the (?:answer|sources?))|(?:is|are) (?:this|that|it|they|the (?:answer|sources?|findings?|evidence)) (?:reliable|certain|trustworthy|solid|sure|conclusive|proven|settled)|any (?:caveats?|limitations?|doubts?|uncertainty))\b/;
/** Asking who wrote a source, when or where it was published ("Who wrote source 1?"; not "Who wrote the bylaws?"). */
const A_SOURCE = String.raw`(?:it|this|that|them|these|source \d+|\[\d+\]|the (?:first|second|third|fourth|fifth|last) (?:source|article|document|study|report)|the (?:sources?|articles?|stud(?:y|ies)|papers?|reports?|documents?|pages?))`;
const SOURCE_INFO = new RegExp(
  String.raw`\b(?:who (?:wrote|published|authored|is the author of|are the authors of) ${A_SOURCE}|(?:who|what) (?:is|are) the (?:authors?|publishers?)(?: of ${A_SOURCE})?\s*\??$|by whom was ${A_SOURCE}|when (?:was|were) ${A_SOURCE} (?:written|published|released|posted|updated)|(?:publication|publishing) date|where (?:does|did|do) ${A_SOURCE} come from|where (?:was|were) ${A_SOURCE} published)\b`,
);
/** Verbs of making a document: "Who put the newsletter together?", "Who signed the declaration?", "Who compiled the list?". */
const MADE = String.raw`(?:wrote|write|authored|published|put|compiled|edited|signed|issued|prepared|produced|drew up|drafted|made|created|released|posted)`;
const MADE_WHAT = new RegExp(String.raw`^(?:and\s+)?(?:so\s+)?who\s+(?:(?:actually|originally|first)\s+)?(?:has\s+|had\s+|was\s+it\s+that\s+)?${MADE}\s+(?:up\s+)?(?:the|this|that|these|those)\s+([\p{L}'’ -]{2,60}?)(?:\s+(?:together|out|up))?\s*[?.!]*$`, 'u');

/**
 * The source a "who made it" follow-up names by a noun of its title ("Who put the newsletter together?" over
 * "Chess club newsletter", "Who signed the declaration?" over "… declaration of result"): its citation index,
 * when every content word of what follows the verb is a word of exactly one source's title; null when the
 * follow-up asks no such thing or names no single source ("Who wrote the bylaws?" with no source titled so). Pure.
 */
export function madeSourceAsked(message: string, sources: { index: number; title: string }[]): number | null {
  const what = MADE_WHAT.exec(message.trim().toLowerCase())?.[1];
  if (!what) return null;
  const wanted = conceptsOf(what).map((c) => c.stem);
  if (wanted.length === 0) return null;
  const named = sources.filter((s) => {
    const own = new Set(conceptsOf(s.title).map((c) => c.stem));
    return wanted.every((w) => own.has(w));
  });
  return named.length === 1 ? (named[0]?.index ?? null) : null;
}

/** A thank-you or an acknowledgement with nothing asked. */
const THANKS = /^(?:(?:ok(?:ay)?|great|perfect|nice|cool|good|brilliant)[,!.\s]*)?(?:thanks?(?: you)?(?: (?:so|very) much)?|thank you|cheers|ta|much appreciated|got it|understood|great|perfect|ok(?:ay)?)[!.\s]*$/;

/** What a follow-up asks for: an instruction about the answer itself, or a question for the sources. */
export function chatIntent(message: string, sources: { index: number; title: string }[] = [], sourceWords: ReadonlySet<string> = new Set()): ChatIntent {
  const m = message.toLowerCase();
  const citation = CITATION.exec(m);
  // the source's number, written as a digit or an ordinal ("the second source")
  const index = citation ? (citation[3] ? (ORDINALS[citation[3]] ?? 0) : Number(citation[1] ?? citation[2])) : null;
  if (SOURCE_INFO.test(m)) return { kind: 'source-info', index };
  // "Who put the newsletter together?": the source titled so
  const made = madeSourceAsked(m, sources);
  if (made !== null) return { kind: 'source-info', index: made };
  if (THANKS.test(m.trim())) return { kind: 'thanks' };
  if (asksProvenance(message)) return { kind: 'provenance' };
  if (asksGaps(message)) return { kind: 'gaps' };
  const next = asksNext(message);
  if (next !== null) return { kind: 'next', count: next };
  if (asksStillTrue(message)) return { kind: 'recency', stillTrue: true };
  if (asksWhichRight(message)) return { kind: 'compare-sources', right: true };
  if (asksRecency(message)) return { kind: 'recency' };
  if (asksAction(message)) return { kind: 'action' };
  // "Can you make it shorter?": a summary, not a comparison of lengths
  if (asksShorter(message)) return { kind: 'summarise', sentences: 2 };
  // "What's the single most important point?": one sentence; "Which source should I read first?": the sources by support
  if (asksKeyPoint(message)) return { kind: 'summarise', sentences: 1 };
  if (asksWhereToStart(message)) return { kind: 'most-cited' };
  if (citation && index !== null && /\b(explain|what|say|says|about|mean|cite|cited|why|show|tell)\b/.test(m)) {
    // what is asked of the source, without the source's own name and the words of asking
    const rest = m.slice(0, citation.index) + ' ' + m.slice(citation.index + citation[0].length);
    const about = /\babout\b|\bon\b|\bregarding\b/.test(rest) ? conceptsOf(rest.replace(/\b(explain|mean|means|meant|show|tell|me)\b/g, ' '), { dropInstructionWords: true }).map((c) => c.term) : [];
    return about.length > 0 ? { kind: 'citation', index, about: about.join(' ') } : { kind: 'citation', index };
  }
  const count = /\b(\d+|one|single|two|three|four|five)\s+(?:main\s+|key\s+)?(sentences?|bullets?|points?|items?|reasons?|causes?)\b/.exec(m);
  const n = count?.[1] ? (NUMBER_WORDS[count[1]] ?? Number(count[1])) : null;
  if (/\b(summari[sz]e|summary|sum up|tl;?dr|in short|in brief|in a nutshell|recap|gist|condense|short version)\b|\bsum\s+(?:\w+\s+){1,3}up\b|\bboil\s+(?:\w+\s+){1,3}down\b/.test(m) || (n !== null && /\bsentences?\b/.test(count?.[2] ?? ''))) {
    return { kind: 'summarise', sentences: n ?? 2 };
  }
  // "Just the totals for each pest", "Could I have only the tallies?": the figures, of what follows when it names a topic
  if (asksFigures(message) && !TABLE.test(m)) {
    const about = conceptsOf(m, { dropInstructionWords: true }).filter((c) => !NO_TOPIC.has(c.term) && !/^(?:totals?|sums?|counts?|tall(?:y|ies)|stats?|statistics?|figures?|numbers?|amounts?|only|just)$/.test(c.term)).map((c) => c.term);
    return about.length > 0 ? { kind: 'figures', about: about.join(' ') } : { kind: 'figures' };
  }
  // a list asked by the structure of an instruction ("List them", "Give me a list of…"), not the noun in a question ("the old list")
  if (/\b(bullet|bullets|enumerate|key points|main points)\b/.test(m) || asksList(message)) return /\b(reasons?|causes?|why)\b/.test(m) ? { kind: 'list', count: n, of: 'reasons' } : { kind: 'list', count: n };
  if (/\b(which|what) (sources?|documents?|papers?|articles?|references?)\b/.test(m) && conceptsOf(m, { dropInstructionWords: true }).length > 0) return { kind: 'which-source' };
  const topical = (text: string): number => conceptsOf(text, { dropInstructionWords: true }).filter((c) => !NO_TOPIC.has(c.term)).length;
  if (MORE.test(m.trim()) && topical(m.replace(/\b(?:about|on)\s+(?:that|this|it|them)\b/g, ' ')) === 0) return { kind: 'more' };
  const again = AGAIN.exec(m.trim());
  if (again?.[1]) return { kind: 'again', wh: again[1] as 'why' | 'how' | 'when' | 'where' | 'who' };
  // "Put the dates in a table", "a table of the costs": the amounts named make the table's first column
  const column = /\b(?:the\s+)?(dates|years|times|figures|numbers|amounts|costs|prices|fees|durations|distances|weights|temperatures|counts)\b/.exec(m);
  if (TABLE.test(m)) {
    // with topic words left ("Put the monthly figures in a table"), the table holds the sentences about them
    const about = conceptsOf((column ? m.replace(column[0], ' ') : m).replace(/\b(?:tabular|tabulate|make|draw|show)\b/g, ' '), { dropInstructionWords: true })
      .filter((c) => !NO_TOPIC.has(c.term))
      .map((c) => c.term);
    return { kind: 'table', ...(column?.[1] ? { column: column[1] } : {}), ...(about.length > 0 ? { about: about.join(' ') } : {}) };
  }
  if (/\b(?:which|what)\s+(?:of the\s+)?(?:sources?|documents?|articles?|papers?|references?)\b/.test(m) && topical(m.replace(/\b(?:about|on)\s+(?:that|this|it|them)\b/g, ' ')) === 0) return { kind: 'most-cited' };
  if (/\b(?:numbers|figures|statistics|stats|amounts|percentages|dates)\b/.test(m) && topical(m) === 0) return { kind: 'figures' };
  if (CERTAINTY.test(m) && topical(m.replace(CERTAINTY, ' ')) === 0) return { kind: 'certainty' };
  // writing something new from the answer ("Translate the answer into French", "Write it as a poem"), not "write down the steps"
  const write = WRITE.exec(m.trim());
  if (write?.[1] && /\b(?:answer|that|this|it|summary|reply|sources?|into|as a|as an|poem|song|story|essay|letter|haiku|limerick|joke|speech|tweet|rap)\b/.test(m)) return { kind: 'write', what: write[1] };
  // "Compare the two accounts", "Do the sources agree on that?", "Why do the two reports disagree?"
  if (COMPARING.test(m) && !peopleAgree(m) && conceptsOf(m, { dropInstructionWords: true }).filter((c) => !c.soft && !ABOUT_SOURCES.has(c.term) && !sourceWords.has(c.term) && !COMPARING.test(c.term)).length === 0) {
    return { kind: 'compare-sources' };
  }
  // "Put the two reports side by side", "Weigh the report against the article", "Set the engineer and the paper side
  // by side on why the wheels wore out": the sources set beside each other, on what follows "on"/"about" when it names a topic
  if (asksSideBySide(message)) {
    const on = /\b(?:on|about|over|as to|regarding|when it comes to)\s+(.+?)[?.!]*$/.exec(m)?.[1];
    const what = on ? m.slice(0, m.lastIndexOf(on)) : m;
    // what is set beside what: the words left without the instruction's own verb and the phrase of setting side by side
    const verb = imperatives(message)[0]?.verb;
    const compared = (verb ? what.replace(new RegExp(`\\b${verb}\\b`, 'g'), ' ') : what).replace(SIDE_BY_SIDE, ' ');
    const others = conceptsOf(compared, { dropInstructionWords: true }).filter((c) => !c.soft && !ABOUT_SOURCES.has(c.term) && !sourceWords.has(c.term));
    if (others.length === 0) return on && conceptsOf(on, { dropInstructionWords: true }).length > 0 ? { kind: 'compare-sources', about: on.trim() } : { kind: 'compare-sources' };
  }
  // "Do the minutes and the paper give the same figure for the heating bill?", "Is the fee the same in both?":
  // whether the sources agree, on what follows (or on the thing named the same)
  const same = sameAsked(m);
  if (same) return { kind: 'compare-sources', about: same };
  // "Do the Gazette and the council agree on how many boardings there were?": agreement on what follows "on"/"about"
  const agreeOn = /\b(?:agree|agrees|disagree|disagrees|differ|differs|contradict|contradict each other|consistent)\s+(?:on|about|over|as to)\s+(.+?)[?.!]*$/.exec(m);
  if (agreeOn?.[1] && !peopleAgree(m) && conceptsOf(agreeOn[1], { dropInstructionWords: true }).length > 0) return { kind: 'compare-sources', about: agreeOn[1].trim() };
  return { kind: 'question' };
}

/**
 * Is it people of the conversation who agree or differ, not the sources ("what if WE can't agree on how much he
 * keeps?", "I disagree with the landlord")? A personal pronoun (a closed class of grammar) is then the one who does,
 * before the verb or its auxiliary and negation. Pure.
 */
export function peopleAgree(message: string): boolean {
  return /\b(?:i|we|you|he|she)\s+(?:(?:can|could|do|does|did|will|would|should|may|might|must)(?:\s+not)?\s+|\p{L}+n['’]t\s+|cannot\s+|never\s+|still\s+)?(?:agree|agrees|disagree|disagrees|differ|differs|contradict|conflict)\b/iu.test(message);
}

/** Words for a figure as such ("the same figure"), naming no quantity of their own. */
const FIGURE_WORDS = /^(?:figures?|numbers?|amounts?|totals?|sums?|values?|answers?|things?|information|facts?|data|story)$/;

/**
 * What a follow-up asks the sources to say the same of: "Do the minutes and the paper give the same figure for
 * the heating bill?" → "the heating bill"; "Do both reports give the same cost?" → "cost"; "Is the fee the same in
 * both?" → "the fee"; null when it asks no such thing. Pure.
 */
export function sameAsked(message: string): string | null {
  const m = message.toLowerCase().trim().replace(/[?.!]+$/, '');
  const given = /\b(?:give|gives|say|says|state|states|report|reports|quote|quotes|have|has|put|puts|use|uses|cite|cites|show|shows|mention|mentions)\s+the\s+same\s+([\p{L}-]+)(?:\s+(?:for|on|about|of|as to|in)\s+(.+))?$/u.exec(m);
  if (given?.[1]) {
    const about = given[2] ?? (FIGURE_WORDS.test(given[1]) ? null : given[1]);
    return about && conceptsOf(about, { dropInstructionWords: true }).length > 0 ? about.trim() : null;
  }
  const isSame = /^(?:is|are|was|were)\s+(.+?)\s+the\s+same\s+(?:in|across|between)\s+(?:both|all|each|the two|the|them|these)\b/u.exec(m);
  if (isSame?.[1] && conceptsOf(isSame[1], { dropInstructionWords: true }).length > 0) return isSame[1].trim();
  return null;
}

/**
 * Which pronouns a subject phrase can stand for, by its head (its last word): "it"/"its" a singular one; "they"/
 * "them"/"their" a plural one ("heat pumps", "the children"), or a singular that may be spoken of as "they": a person
 * ("my son") or a body of people ("the council", "the company": an organisation or group within two levels up
 * WordNet), or a word the lexicon does not know (nothing to say it may not). "They" of a singular thing ("the
 * museum", "the boiler") is someone else: its staff, its makers. Pure but for the shipped lexicon.
 */
export function pronounsFor(subject: string): { it: boolean; they: boolean } {
  const head = (subject.trim().split(/\s+/).at(-1) ?? '').replace(/[^\p{L}\p{N}'’-]/gu, '');
  const lower = head.toLowerCase();
  const plural = (/^\p{Ll}/u.test(head) && /[^su'’]s$/u.test(lower)) || (/^\p{Ll}+$/u.test(head) && lemmaOf(lower) !== lower && !lower.endsWith('s'));
  if (plural) return { it: false, they: true };
  const broader = broaderWords(lower);
  const group = [...broader, ...broader.flatMap((b) => broaderWords(b))].some((b) => /^(?:organi[sz]ation|group|social_group|people)$/.test(b));
  return { it: true, they: !/^\p{Ll}+$/u.test(head) || !isCommonNoun(lower) || isPersonNoun(lower) || group };
}

/**
 * A follow-up's "they"/"it" stands for what the research asked about: "Are they noisy?" after "Do
 * heat pumps work in cold climates?" → "Are heat pumps noisy?". Only a pronoun that agrees with that subject
 * (pronounsFor): "Is it loud?" after "Do heat pumps…" and "What did they charge?" after "Is the museum open on
 * Mondays?" keep their pronoun. "Their own"/"its own" ("can a kid go on their own") is bound by its own clause's
 * subject and kept. Unchanged when the job's question has no readable subject, or the follow-up names no such
 * pronoun. Pure but for the shipped lexicon.
 */
export function resolvePronouns(followUp: string, jobQuery: string): string {
  // (after a comparison, its subject: "the Falcon" of "Is the Falcon lighter than the Kestrel?"; comparison-gap.ts)
  const subject = comparedSubjectPhrase(jobQuery) ?? headingSubject(jobQuery.trim().replace(/[.!?]?\s*$/, '?'));
  if (!subject) return followUp;
  const agrees = pronounsFor(subject);
  const stands = (pronoun: string): boolean => (/^(?:it|its)$/i.test(pronoun) ? agrees.it : agrees.they);
  // ("Who was IT that said …", "What is IT that …": a cleft's "it" stands for nothing, it points to the clause after it)
  const cleft = /^(\s*(?:who|what|where|when|why|how)\s+(?:is|was)\s+)it\s+(?:that|who)\b/i.exec(followUp)?.[1]?.length ?? -1;
  return followUp
    .replace(/\b(?:they|them|it)\b(?!['’])/gi, (p, offset: number) => (offset === cleft ? p : stands(p) ? subject : p))
    .replace(/\b(?:their|its)\b(?!\s+own\b)/gi, (p) => (stands(p) ? (/s$/.test(subject) ? `${subject}'` : `${subject}'s`) : p));
}

/**
 * A question asked again with another question word: "Why?" after "What is the alert level of the
 * volcano?" → "Why is the alert level of the volcano?". Pure.
 */
export function askedAgain(question: string, wh: string): string {
  const body = question
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/^(?:and\s+)?(?:what|which|who|whom|whose|when|where|why|how)(?:\s+(?:much|many|long|often|far|old|big|large))?\b\s*/i, '')
    .replace(/^(?:The|A|An|It|They|This|These)\b/, (w) => w.toLowerCase());
  return `${wh[0]?.toUpperCase() ?? ''}${wh.slice(1)} ${body}?`;
}

