// First-person source text, attributed: "We recommend…" → 'The authors of "Title" recommend…', "I am
// writing…" → 'The author of "Title" is writing…'. Owns which "I" is the writer (not a label: "row I",
// "Phase I", "World War I"), the verb that must agree with "the author", and what is never reworded
// (quotations, first person meaning people in general), the case of the word after 'According to "Title", '
// (a name keeps its capital) and a time said from the writer's day ("last night"). Pure but for the lexicon.
import { formsOf, lemmaOf } from './lemmas';
import { isCommonNoun, isModifierWord } from './lexicon';
import { inOrganisationVoice } from './organisation-voice';
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

/** Quoted words (someone's own): never reworded, and not read as the sentence's opener. */
export const QUOTED = /“[^”]*”|"[^"]*"/g;

const FIRST_PERSON_OTHER = /\b(we|We|our|Our|ours|us|my|My|me)\b/;

/**
 * First person that means people in general, not the source's authors ("reaches our eyes", "we see it
 * as blue", "most of us"): kept as written, like quoted words.
 */
const GENERIC_FIRST_PERSON =
  /\bour\s+(?:own\s+)?(?:eyes?|ears?|bod(?:y|ies)|brains?|skin|senses?|planet|world|sky|ancestors|species|lives|hands?|heads?|hearts?)\b|\b(?:we|us)\s+(?:all|humans|people)\b|\bwe\s+(?:see|hear|feel|perceive|breathe|call|know)\b|\b(?:all|each|most|many|some|few|none) of us\b/gi;

/**
 * Where a capital "I" is the writer: followed by a lowercase word, a contraction or a comma ("I, as
 * secretary, am…"), and not after a capitalised word inside the sentence ("World War I", "Phase I trial",
 * "rows H, I and J") nor before a colon ("I: variety Discovery…", a table row's label). Indexes into the text. Pure.
 */
export function writerIs(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\bI\b/g)) {
    const at = m.index;
    const after = text.slice(at + 1);
    if (!/^(?:['’](?:m|ve|ll|d)\b|,|\s+\p{Ll})/u.test(after)) continue;
    const before = text.slice(0, at);
    const previous = /([\p{L}\p{N}]+)([^\p{L}\p{N}]*)$/u.exec(before);
    if (previous) {
      const word = previous[1] ?? '';
      const gap = previous[2] ?? '';
      const sentenceStart = before.slice(0, previous.index).trim() === '' || /[.!?:;]\s*["“‘(]*$/.test(before.slice(0, previous.index));
      // a label in a series ("H, I and J") or after a name ("Phase I", "War I"): not the writer
      if (/^\p{Lu}/u.test(word) && !sentenceStart && !/[.!?;:(]/.test(gap)) continue;
    }
    out.push(at);
  }
  return out;
}

/**
 * Is a sentence told in the past: "was", "were", "had" or "did", or a verb form in -ed ("borrowed"), outside the
 * writer's own verb? Then a form said with "I" that is also the past ("set", "put", "cut", "read") is the past. Pure but for the verb table.
 */
export function toldInPast(text: string): boolean {
  return /\b(?:was|were|had|did)\b/i.test(text) || (text.match(/\b\p{Ll}{3,}ed\b/gu) ?? []).some((w) => verbShareOfForm(w) >= 0.5);
}

/**
 * Is a verb's past the same form (set, put, cut, hit, let, shut, quit, split, hurt, cost, cast, burst, read, spread)?
 * One syllable ending in a short vowel and t or d, or in -urt, -ost, -ast, -urst, -ead, with no other past form in
 * WordNet's exception lists ("get": got; "sit": sat; "lead": led). Pure but for the lemma table.
 */
export function sameInPast(verb: string): boolean {
  if (!/^(?:[^aeiouy]*[aeiou][td]|[^aeiouy]*(?:urt|ost|ast|urst|ead))$/.test(verb)) return false;
  return formsOf(verb).every((f) => /(?:er|est)$/.test(f));
}

/** Adverbs that may stand between "I" and its verb ("I also think", "I still have"). */
const BETWEEN = /^(?:also|still|never|always|just|then|often|only|first|now|once|already|even|ever|usually|sometimes|soon|later|again|too|\p{Ll}+ly)$/u;
/** Forms that agree with "the author" as they are (past, modal, "was"). */
const AGREES = /^(?:was|were|had|did|will|would|can|could|shall|should|may|might|must|ought|cannot|wouldn['’]t|couldn['’]t|shouldn['’]t|won['’]t|didn['’]t|can['’]t|wasn['’]t|hadn['’]t|mustn['’]t|\p{Ll}+ed)$/u;

/**
 * The third person singular of a present-tense form said with "I" ("write" → "writes", "am" → "is",
 * "have" → "has", "don't" → "doesn't", "carry" → "carries", "watch" → "watches"); a form that already agrees
 * (past, modal, "was") is returned as it is. Pure.
 */
export function agreeWithAuthor(verb: string): string {
  if (AGREES.test(verb)) return verb;
  const fixed: Record<string, string> = { am: 'is', "am'": 'is', have: 'has', do: 'does', "don't": "doesn't", 'don’t': 'doesn’t', "haven't": "hasn't", 'haven’t': 'hasn’t', "aren't": "isn't" };
  const known = fixed[verb];
  if (known) return known;
  // an irregular past ("found", "wrote", "thought") is its own lemma's other form
  if (lemmaOf(verb) !== verb) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The sentence cut into what may be reworded and what may not (quotations, generic first person). */
function protectedSpans(sentence: string): Array<{ text: string; free: boolean }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (const pattern of [QUOTED, GENERIC_FIRST_PERSON]) {
    for (const match of sentence.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  spans.sort((a, b) => a.start - b.start);
  const parts: Array<{ text: string; free: boolean }> = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) parts.push({ text: sentence.slice(at, span.start), free: true });
    parts.push({ text: sentence.slice(span.start, span.end), free: false });
    at = span.end;
  }
  if (at < sentence.length) parts.push({ text: sentence.slice(at), free: true });
  return parts;
}

/** The plural form a verb said with "I" takes after "they" ("am" → "are", "was" → "were"; "think" as it is). */
function agreeWithThey(verb: string): string {
  return ({ am: 'are', was: 'were', "wasn't": "weren't", 'wasn’t': 'weren’t' } as Record<string, string>)[verb] ?? verb;
}

/** Whether the sentence has named its writer yet: the first mention is "the author", every later one "they"/"their"/"them". */
interface Named {
  yet: boolean;
}

/**
 * The writer's "I" in free text, with the verb after it made to agree: "I think" → "the author thinks", "I, as
 * secretary, am" → "the author, as secretary, is"; once the writer is named, "they" ("… and they were seventeen").
 */
function rewordWriter(text: string, past = false, named: Named = { yet: false }, who = 'the author'): string {
  const at = new Set(writerIs(text));
  if (at.size === 0) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (!at.has(i)) {
      out += text[i];
      i += 1;
      continue;
    }
    const again = named.yet;
    named.yet = true;
    out += again ? 'they' : who;
    i += 1;
    // contractions are reworded whole, never "the author've"
    const contraction = /^['’](m|ve|ll)\b/.exec(text.slice(i));
    if (contraction) {
      out += (again ? { m: ' are', ve: ' have', ll: ' will' } : { m: ' is', ve: ' has', ll: ' will' })[contraction[1] as 'm' | 've' | 'll'];
      i += contraction[0].length;
      continue;
    }
    // a parenthetical after a comma ("I, as club secretary, am writing"): the verb after it agrees
    const parenthetical = /^,[^,]{1,60},/.exec(text.slice(i));
    const lead = parenthetical ? parenthetical[0] : '';
    const rest = text.slice(i + lead.length);
    // the verb: the first lowercase word after at most two adverbs ("I also still think")
    const words = /^(?:\s+\p{Ll}[\p{Ll}'’]*){1,3}/u.exec(rest);
    if (!words) continue;
    const tokens = words[0].split(/(\s+)/);
    const verbAt = tokens.findIndex((t, k) => k % 2 === 0 && t !== '' && !BETWEEN.test(t));
    if (verbAt < 0) continue;
    const verb = tokens[verbAt] ?? '';
    // in a sentence told in the past ("I set it up at 20:45 with the bulb we borrowed"), a form that is also the past stays
    out += lead + tokens.slice(0, verbAt).join('') + (past && sameInPast(verb) ? verb : again ? agreeWithThey(verb) : agreeWithAuthor(verb));
    i += lead.length + tokens.slice(0, verbAt + 1).join('').length;
  }
  return out;
}

/**
 * Attributes first-person source text: "We recommend…" → 'The authors of "Title" recommend…'. Words
 * inside quotation marks and first person meaning people in general ("our eyes") are never reworded.
 */
export function attribute(sentence: string, title: string, writtenBy: string | null = null, organisation: string | null = null): string {
  // a sentence inside a quotation that runs over several sentences ("…own reed. I've cut it for forty years,"
  // says Ashby.) has a quotation mark without its pair: it is someone's own words, never reworded
  const straight = (sentence.match(/"/g) ?? []).length;
  if (straight % 2 === 1 || (sentence.match(/“/g) ?? []).length !== (sentence.match(/”/g) ?? []).length) return sentence;
  const parts = protectedSpans(sentence);
  const free = parts.filter((p) => p.free).map((p) => p.text).join(' ');
  if (!FIRST_PERSON_OTHER.test(free.replace(/\bUS\b/g, '')) && writerIs(free).length === 0 && !(writtenBy && /\bMine\b/.test(free))) return sentence;
  // "I'd", "we'd" (had or would?): no rewording can be sure, so the sentence stays as written
  if (/\b(?:I|[Ww]e)['’]d\b/.test(free)) return sentence;
  const name = `"${title}"`;
  const past = toldInPast(free);
  if (writtenBy) return attributedTo(parts, writtenBy, past);
  // an FAQ's or a shop's "we" is the organisation, never "the authors" (organisation-voice.ts)
  if (organisation && writerIs(free).length === 0 && !/\b(?:my|My|me|mine)\b/.test(free)) {
    const named = { yet: false };
    const said = parts.map((p) => (p.free ? inOrganisationVoice(p.text, organisation, named) : p.text)).join('');
    return said.charAt(0).toUpperCase() + said.slice(1);
  }
  // the writer is named once per sentence ("the author"), then "they", "their", "them": converted whole, never half
  const named: Named = { yet: false };
  const writer = (first: string, again: string): string => {
    const out = named.yet ? again : first;
    named.yet = true;
    return out;
  };
  // (left to right, so that the first of "me … I" is the one named: "warned the author that they would")
  const ownWords = (t: string): string =>
    t
      .split(/\b(my|My|mine|me)\b/)
      .map((piece, k) => (k % 2 === 0 ? rewordWriter(piece, past, named) : piece === 'my' ? writer("the author's", 'their') : piece === 'My' ? writer("The author's", 'Their') : piece === 'mine' ? writer("the author's", 'theirs') : writer('the author', 'them')))
      .join('');
  const reword = (t: string): string => pluralInThirdPerson(ownWords(t));
  // the opening words are replaced by the attribution; the rest is reworded outside protected spans
  const rest = (from: number): string => {
    let skipped = 0;
    return parts
      .map((part) => {
        const cut = Math.max(0, Math.min(part.text.length, from - skipped));
        skipped += part.text.length;
        const text = part.text.slice(cut);
        return part.free ? reword(text) : text;
      })
      .join('');
  };
  const opensFree = parts[0]?.free === true;
  // an opening contraction is reworded in place ("I've cut reed…" → "According to …, the author has cut reed…")
  if (opensFree && /^(?:I|We)['’](?:m|ve|ll|re)\b/.test(sentence)) return `According to ${name}, ${rest(0).replace(/^They\b/, 'they')}`;
  if (opensFree && /^We\b/.test(sentence)) return `The authors of ${name}${rest(2)}`;
  if (opensFree && writerIs(sentence)[0] === 0) return `The author of ${name}${rest(0).slice('the author'.length)}`;
  if (opensFree && /^Our\b/.test(sentence)) return `In ${name}, the authors' ${rest(4)}`;
  if (opensFree && /^My\b/.test(sentence)) {
    named.yet = true;
    return `In ${name}, the author's ${rest(3)}`;
  }
  const body = rest(0);
  const lowered = opensFree && lowersAfterComma(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body;
  // "Last night I ran the trap": a time said from the writer's day stays the writer's ("… writes that last night they ran …")
  const deixis = opensFree ? WRITERS_TIME.exec(lowered) : null;
  if (deixis) {
    const after = lowered.slice(deixis[0].length);
    const who = /^,?\s*(?:the authors?|they)\b/.exec(after);
    if (who) return `In ${name}, ${/author\b/.test(who[0]) ? 'the author writes' : 'the authors write'} that ${deixis[0].replace(/,$/, '')} they${after.slice(who[0].length)}`;
  }
  return `According to ${name}, ${lowered}`;
}

/** The first letter in capitals. */
function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A writer opening a sentence: "The blogger"; a name as it is written ("mossy_cottage", "Morwenna Tregear"). */
function atStart(writer: string): string {
  return /^the\b/.test(writer) ? upperFirst(writer) : writer;
}

/** A writer's possessive: "the blogger's", "Morwenna Tregear's" (an s-final name takes "'s" too: "K_Jones's"). */
function possessiveOf(writer: string): string {
  // (a poster named with what they are, "canal_rat (the original poster)": the possessive is the name's)
  return `${writer.replace(/\s+\([^()]*\)$/, '')}'s`;
}

/**
 * First-person text said of the writer the document names (writer-role.ts): "I went with a desiccant" → "mossy_cottage
 * went with a desiccant", "Feed is cheaper than I expected" → "Feed is cheaper than the blogger expected", "Our pagers
 * went off" → "Morwenna Tregear writes that their pagers went off" (a "we" is the writer and others: said as "they",
 * after the writer is named as the one who writes). Protected spans (quotations, "our eyes") stay as written.
 */
function attributedTo(parts: Array<{ text: string; free: boolean }>, writer: string, past: boolean): string {
  const named: Named = { yet: false };
  const once = (first: string, again: string): string => {
    const out = named.yet ? again : first;
    named.yet = true;
    return out;
  };
  const ownWords = (t: string): string =>
    t
      .split(/\b(my|My|mine|Mine|me)\b/)
      .map((piece, k) =>
        k % 2 === 0
          ? rewordWriter(piece, past, named, writer)
          : piece === 'my'
            ? once(possessiveOf(writer), 'their')
            : piece === 'My'
              ? once(atStart(possessiveOf(writer)), 'Their')
              : piece === 'mine'
                ? once(`${possessiveOf(writer)} own`, 'theirs')
                : piece === 'Mine'
                  ? once(`${atStart(possessiveOf(writer))} own`, 'Theirs')
                  : once(writer, 'them'),
      )
      .join('');
  const reword = (t: string): string => pluralInThirdPerson(ownWords(t));
  const body = parts.map((p) => (p.free ? reword(p.text) : p.text)).join('');
  // the writer named in the sentence itself ("Update: mossy_cottage went with…"): said as it is
  // (a poster named with what they are, "canal_rat (the original poster)", is found by the name: "canal_rat's boat…")
  const name = writer.replace(/\s+\([^()]*\)$/, '');
  const writerAt = body.indexOf(name) >= 0 ? body.indexOf(name) : body.indexOf(atStart(name));
  const plural = /\b(?:they|They|their|Their|them|theirs)\b/.exec(body);
  if (writerAt >= 0 && (!plural || writerAt < plural.index)) return body.startsWith(name) ? atStart(name) + body.slice(name.length) : upperFirst(body);
  // a "we" before the writer is named: the writer is named as the one who writes it (a post's own label, "Update:", "Edit -",
  // is no word of what they write: "… writes that update: they have moved…" read as a quotation of a heading)
  const unlabelled = withoutPostLabel(body);
  const lowered = lowersAfterComma(unlabelled) || /^(?:They|Their|Them)\b/.test(unlabelled) ? unlabelled.charAt(0).toLowerCase() + unlabelled.slice(1) : unlabelled;
  return `${atStart(writer)} writes that ${lowered}`;
}

/** A sentence without the bare label a post or blog puts before an addition ("Update: we moved…", "EDIT - it worked"); else as it is. Pure. */
export function withoutPostLabel(sentence: string): string {
  const m = /^(?:update|edit|edited|later|ps|p\.s\.)\s*[:–—-]\s*(?=\S)/i.exec(sentence);
  return m ? sentence.slice(m[0].length) : sentence;
}

/** A time said from the writer's own day, opening a sentence: "Last night", "Yesterday", "This morning", "Earlier today". */
const WRITERS_TIME = /^(?:last (?:night|week|month|year|summer|winter|spring|autumn|weekend)|yesterday(?: (?:morning|afternoon|evening))?|this (?:morning|afternoon|evening|week|month|year|season)|earlier today|today|tonight|tomorrow)\b,?/i;

/**
 * Does the sentence's opening word lose its capital after 'According to "Title", '? A word of the language does
 * ("Moths fly…", "A stretchy line…", "Last night…"): a function word, a modifier, a verb, or a common noun by
 * its lemma; a name does not ("Priya spotted…", "Marion Sketty, who…": no such word, or a capitalised word after it),
 * nor an acronym ("BSL interpreters…"). Pure but for the lexicon.
 */
export function lowersAfterComma(body: string): boolean {
  const m = /^(\p{Lu}[\p{Ll}'’-]*)(\s+\S+)?/u.exec(body);
  if (!m) return false;
  const word = (m[1] ?? '').toLowerCase();
  const next = (m[2] ?? '').trim();
  if (word.length > 1 && /^\p{Lu}/u.test(next) && !isStopWord(word)) return false;
  const lemma = lemmaOf(word);
  return isStopWord(word) || isModifierWord(word) || isCommonNoun(word) || isCommonNoun(lemma) || isCommonNoun(word.replace(/(?:es|s)$/, '')) || verbShareOfForm(word) > 0;
}

/**
 * An attribution said again in a run of points from one source, without the title the run has named already,
 * where the author stays named as the subject ('The authors of "T" recommend…' → 'The authors recommend…', 'In "T",
 * the author's…' → 'The author's…', 'In "T", the author writes that…' → 'The author writes that…'); 'According to
 * "T", …' and any other sentence as it is. Pure.
 */
export function withoutTitleAgain(attributed: string, title: string): string {
  const name = `"${title}"`;
  const at = attributed.indexOf(name);
  if (at < 0) return attributed;
  const upper = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
  if (attributed.startsWith(`The authors of ${name}`)) return `The authors${attributed.slice(`The authors of ${name}`.length)}`;
  if (attributed.startsWith(`The author of ${name}`)) return `The author${attributed.slice(`The author of ${name}`.length)}`;
  if (attributed.startsWith(`In ${name}, the author`)) return upper(attributed.slice(`In ${name}, `.length));
  // ('According to "T", most of their work…' keeps its title: without it "their" would point at nothing named)
  return attributed;
}

/** "we", "our", "us" (and "we're", "we've", "we'll") said in the third person: they, their, them. Pure. */
function pluralInThirdPerson(t: string): string {
  return t
    .replace(/\b([Ww])e['’]re\b/g, (_m, w: string) => (w === 'W' ? 'They are' : 'they are'))
    .replace(/\b([Ww])e['’]ve\b/g, (_m, w: string) => (w === 'W' ? 'They have' : 'they have'))
    .replace(/\b([Ww])e['’]ll\b/g, (_m, w: string) => (w === 'W' ? 'They will' : 'they will'))
    .replace(/\bwe\b/g, 'they')
    .replace(/\bWe\b/g, 'They')
    .replace(/\bours\b/g, 'theirs')
    .replace(/\bour\b/g, 'their')
    .replace(/\bOur\b/g, 'Their')
    .replace(/\bus\b/g, 'them');
}
