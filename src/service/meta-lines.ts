// Lines of a document that are about the document or its sender, not evidence (compose.ts buildUnits never
// cites them): a meta sentence saying what the document does ("This article explains what was wrong…",
// "In this guide we look at…", "We have collected the common questions here.", "These are the questions we are asked
// most often.") and a contact or
// signature line ("Tree and Woodland Officer, Bramley Town Council.", "Tel: 01632 960 123", "Yours
// sincerely,"), and the line naming what the document is and who sent it ("Notice from the Club Captain, posted in the
// boathouse."). A meta sentence that reports a finding ("This report found that…") or claims something
// ("This guide explains that…") is evidence and stays. Pure.

/** Nouns a document calls itself by. */
const DOCUMENT = '(?:article|guide|guidance|page|web ?page|post|blog post|report|document|leaflet|booklet|brochure|faq|section|chapter|paper|note|notes|letter|newsletter|factsheet|fact sheet|handbook|manual|tutorial|piece|essay|briefing|summary|site|website|primer|introduction|overview|q&a)';
/** What a document does with its own contents (not what it found: "found", "shows that"). */
const META_VERB =
  '(?:explains|describes|covers|sets out|outlines|looks at|introduces|summari[sz]es|presents|discusses|gives an? (?:overview|introduction|summary)|walks you through|takes you through|tells you|shows you|answers|collects|lists|is for|is intended for|is aimed at|is written for|is meant for|is about|deals with|aims to|will (?:explain|describe|show|cover|look at|outline|walk|take|tell|help)|contains)';
const META_SUBJECT = new RegExp(`^(?:this|the present|the following|our)\\s+${DOCUMENT}\\s+(?:also\\s+|briefly\\s+)?${META_VERB}\\b(?!\\s+that\\b)`, 'i');
const META_IN = new RegExp(`^(?:in|throughout|on)\\s+(?:this|the following|our)\\s+${DOCUMENT}\\s*,?\\s+(?:we|i|you)\\s+(?:will\\s+|also\\s+|'ll\\s+)?(?:explain|describe|cover|set out|outline|look at|introduce|summari[sz]e|present|discuss|answer|find|learn|see|walk|take|show you|give)\\b(?!\\s+that\\b)`, 'i');
/** "We have collected the common questions here.", "Below we answer…", "Here you will find…". */
const META_HERE = /\b(?:we|i)\s+(?:have|'ve)\s+(?:collected|gathered|put together|listed|compiled|answered|brought together)\b[^.]*\b(?:here|below|on this page|in this \w+)\b|^(?:below|here|on this page),?\s+(?:we|you|i)\s+(?:will\s+|'ll\s+)?(?:answer|explain|find|describe|list|look|set out|cover)\b/i;

/**
 * "These are the questions we are asked most often.", "Below are answers to the questions we hear most.", "What follows
 * are the most common questions…", "Below you'll find answers to our FAQs": a pointer to the document's own content
 * (these, here, below, the following) introducing its questions or answers.
 */
const META_INTRO =
  /^(?:these|here|below|the following|what follows)\s+(?:are|is)\s+(?:some\s+of\s+)?(?:(?:the|our)\s+)?(?:answers?\s+to\s+(?:some\s+of\s+)?(?:the\s+|our\s+)?)?(?:(?:most\s+)?(?:common|frequent|frequently asked|usual|main|popular)\s+)?(?:questions|queries|faqs|things\b[^.]*\bask)\b|^(?:below|here|on this page),?\s+(?:you(?:['’]ll|\s+will|\s+can)|we(?:['’]ll|\s+will))\s+(?:find|see|get|read)\s+(?:the\s+|our\s+|some\s+)?(?:answers?|questions|replies|faqs)\b/i;

/**
 * "Notice from the Club Captain, posted in the boathouse.", "Letter from the chair to all members.": the line that says
 * what the document is and who sent it, with no verb of its own (a participle after the sender, "posted in…", is no
 * statement); "Update from the site team: the car park is closed." and "A report by the medical officer blamed the
 * pump." say something and stay.
 */
const PROVENANCE = new RegExp(`^(?:an?\\s+|the\\s+)?(?:${DOCUMENT}|notice|statement|press release|announcement|update|memo|bulletin|circular|message|e-?mail)\\s+(?:from|by|issued by|sent by|sent to)\\s+([^:;]*)$`, 'i');
const FINITE = /\b(?:is|are|was|were|will|would|has|have|had|must|may|can|could|should|shall|does|do|did)\b/i;
const SENT_CLAUSE = /,\s*(?:posted|published|issued|sent|written|updated|printed|pinned|displayed|circulated|distributed|delivered|emailed|e-mailed)\b[^,]*/gi;

/** Is a line only what the document is and who sent it (PROVENANCE, the sender's words holding no verb)? */
function namesItsSender(s: string): boolean {
  const sender = PROVENANCE.exec(s)?.[1];
  if (sender === undefined) return false;
  const main = sender.replace(SENT_CLAUSE, ' ');
  // (a past form, an auxiliary, or a present form before its object, "thanks volunteers", is a statement's verb)
  return !FINITE.test(main) && !/\b\p{Ll}{3,}ed\b/u.test(main) && !/\b\p{Ll}{2,}s\s+(?!(?:and|or|of|in|on|at|for|to|from|with)\b)\p{Ll}/u.test(main);
}

/** Does a sentence say what its document does rather than something about the world? Pure. */
export function isMetaSentence(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“'‘(*_]+/, '').replace(/[*_]+$/, '');
  return META_SUBJECT.test(s) || META_IN.test(s) || META_HERE.test(s) || META_INTRO.test(s) || introducesQuestions(s) || namesItsSender(s);
}

/**
 * A short sentence, with no figure, about the document's own questions: it names questions (or FAQs), points at the
 * document (below, here, the following, these are, this page) and says they are asked or common ("The questions below
 * are the ones we hear every week.", "Here is a list of the questions our members raise most."). Pure.
 */
function introducesQuestions(s: string): boolean {
  if (/\d/.test(s) || s.split(/\s+/).length > 20) return false;
  return /\b(?:questions|queries|faqs)\b/i.test(s) && /\b(?:below|here|following|these are|this (?:page|list|section|leaflet|guide))\b/i.test(s) && /\b(?:ask|asks|asked|hear|heard|raise|raised|get|gets|receive|received|common(?:est)?|frequent(?:ly)?|often|popular|usual)\b/i.test(s);
}

/** Words a contact line joins its name parts with ("Tree and Woodland Officer", "Museum of Voyaging"). */
const JOINING = new Set('and of the for & at in on to de la le du von van upon'.split(' '));
/** The last word of an organisation's or an office's name. */
const BODY = /^(?:council|club|society|trust|association|museum|university|office|officer|department|ltd|limited|plc|inc|group|authority|agency|service|services|centre|center|library|school|college|board|committee|foundation|institute|company|secretary|chair|chairman|chairwoman|manager|director|clerk|team|unit|partnership|network|federation|union|commission|ministry|parish)$/i;
const FIELD = /^(?:tel|telephone|phone|mobile|fax|e-?mail|web|website|address|postcode|post code|contact|enquiries)\s*[:.]/i;
const VALEDICTION = /^(?:(?:with\s+)?(?:best|kind|warm|warmest|many)\s+(?:wishes|regards|thanks)|yours\s+(?:sincerely|faithfully|truly|ever)|(?:kind\s+)?regards|sincerely)\b/i;
/** A time or a date in a line ("9am", "17:30", "1 May") says when something happens: no contact line. */
const WHEN = /\d\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b/i;

/**
 * Is a line a contact or signature line: a field ("Tel: …", "Email: …"), a valediction ("Yours sincerely,"),
 * an e-mail address or a web address alone, or a verbless run of capitalised name parts ending in an
 * office or a body ("Tree and Woodland Officer, Bramley Town Council.", "Secretary, Ashcombe Chess Club")
 * or, with a comma, an address ("14 Mill Lane, Hexley HX2 4QT")? Pure.
 */
export function isContactLine(sentence: string): boolean {
  const s = sentence.trim().replace(/[.!]$/, '');
  if (FIELD.test(s) || VALEDICTION.test(s)) return true;
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(s) || /^(?:https?:\/\/|www\.)\S+$/i.test(s)) return true;
  if (WHEN.test(s)) return false;
  const tokens = s.split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length < 2 || tokens.length > 14) return false;
  const named = tokens.every((t) => /^(?:\p{Lu}[\p{L}'’.&-]*|\d+\p{L}{0,3}|\p{Lu}{1,2}\d[\p{Lu}\d]*)$/u.test(t) || JOINING.has(t.toLowerCase()));
  if (!named) return false;
  const capitals = tokens.filter((t) => /^\p{Lu}/u.test(t)).length;
  if (capitals < 2) return false;
  const last = (tokens.at(-1) ?? '').replace(/[^\p{L}]/gu, '');
  // a name ending in an office or a body, or an address: a house number, then names, with a comma between its parts
  // "The Parish Council." answering "Who owns the field?" names someone: a contact line names no one with "the"
  if (/^(?:the|a|an)$/i.test(tokens[0] ?? '')) return false;
  return BODY.test(last) || (tokens.some((t) => BODY.test(t.replace(/[^\p{L}]/gu, ''))) && s.includes(',')) || (/^\d+[\p{L}]?\s/u.test(s) && s.includes(','));
}
