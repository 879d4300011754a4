// Honest relevance: the key concepts of a question (content terms, stemmed), the question's kind
// and parts, and how far a set of passages covers those concepts. Pure functions; the answer may
// only rest on passages that cover the concepts, and says plainly which part nothing covers.
import { decadeSaidBy, idiomStemsSaid, opensOnTopic, readerPeople } from './unused-word';
import { withoutDocumentReferences } from './document-reference';
import { adjectiveOfAdverb, wordsInAdverbPhrases } from './adverbs';
import { caseStemsReadAgainst, placesReadAgainst } from './verdict-condition';
import { objectHeads } from './object-nouns';
import { standsForCovered } from './stands-for';
import { kindsSaid } from './kind-reading';
import { amountWordDimension, indirectAmountQuestion, isTimeUnit, namesStem, statesAmountOf } from './amount-focus';
import { isoMonths } from './iso-dates';
import { AGE_STEM, YOUNG_AGE_STEM, anyYoungAge, ageExpressions, ageIsAudience, closedForms, compoundBeginsWith, openForm, pairStems, personOfAge, withoutAges, wordsWithCompounds } from './compounds';
import { frameReason, isFrameWord, lightVerbObject } from './frame-words';
import { kindWordUsed } from './follow-up-frame';
import { isFunctionLike } from './function-words';
import { isCommonNoun, isGeneralWord, isModifierWord, lexicalRelations, lexiconWord, namesOtherThing, participleSynonyms } from './lexicon';
import { derivedPair, nounOfAdjective, sameFamily } from './morphology';
import { quantitiesIn } from './number-words';
import { askedNumbers, limitsIn } from './limits';
import { measureUnit } from './disagreement';
import { bridgeByColumns, moneyRowOf } from './column-words';
import { namesFormOf } from './entry-kind';
import { computedFrom, operationWord } from './table-aggregate';
import { superlativeAsked } from './table-rows';
import { phrasalVerbs } from './phrasal';
import { conceptRoles, isCalendarWord, retoldStems, toldYears, weightedEnough } from './question-roles';
import { statesAmount, wordDimension } from './amounts';
import { givesClockTime } from './answer-shape';
import { askedAct, askedFocus, focusOwner, indirectQuestion, ownWordOf, saysEvent } from './focus';
import { withoutFutureGoing } from './future-going';
import { wordSimilarity } from './embeddings';
import { lemmaOf } from './lemmas';
import { maySay, nearestWords } from './paraphrase';
import { contentTerms, expandContractions, isStopWord, rootOf, sentences, stem, words } from './text';
import { baseFormCandidates, verbShareOfForm } from './verbs';

export type QuestionKind = 'yesno' | 'comparison' | 'why' | 'how' | 'what' | 'open';

export interface Concept {
  term: string;
  stem: string;
  /** Relational or question vocabulary ("cause", "better"): scores, but is never required. */
  soft: boolean;
  /** Other wordings that say the concept, each as stems all of which a text must use: ["take", "part"] for participate (phrasal.ts). */
  phrases?: string[][];
  /** How a note names it where the question names it with an aspect noun after it ("side effects", "health risks"). */
  label?: string;
  /** A word that frames the question ("become", "able to", "quickly"; frame-words.ts): soft, but counted with the topic words where it is covered. */
  frame?: boolean;
  /**
   * A word of what a light verb read as frame acts on ("getting through its digitisation BACKLOG"): what is asked
   * about. A modifier ("its OTTER survey") says which one, and is never one of the third that may be missing; the
   * head may be, where a modifier of it is covered ("digitisation") or its WordNet kind's word is used ("collection").
   */
  object?: 'head' | 'modifier';
}

/** Relation nouns (soft) that name an aspect of the noun before them: "side EFFECTS", "health RISKS", "tax BENEFITS". */
const ASPECT_NOUNS = new Set('effect effects impact impacts risk risks benefit benefits advantage advantages disadvantage disadvantages factor factors problem problems'.split(' '));

/**
 * How a note names a question's word: with the aspect noun that ends its noun phrase ("What were the side
 * effects?" → "side effects"; "side" alone is another word), else the word itself. Only the name changes:
 * the concept is still read by its own word. Pure but for the shipped verb table.
 */
export function noteLabel(term: string, question: string): string {
  const tokens = words(expandContractions(question));
  const at = tokens.indexOf(term);
  const next = tokens[at + 1] ?? '';
  const after = tokens[at + 2];
  // (not after a verb: "take effect")
  return at >= 0 && ASPECT_NOUNS.has(next) && (after === undefined || isStopWord(after)) && verbShareOfForm(term) < 0.5 ? `${term} ${next}` : term;
}

/** Words that describe the relation asked about rather than a topic: they are not required to be covered. */
const SOFT_WORDS = new Set(
  `cause causes caused causing affect affects affected effect effects impact impacts influence influences role reason reasons way ways
  work works working happen happens happened difference differences differ compare compared comparison better worse best worst stronger
  weaker faster slower higher lower larger smaller bigger more less good bad main important really actually exactly generally typically
  kind kinds type types use used using lead leads make makes made mean means related relationship link links linked true matter matters
  get gets help helps need needs thing things change changes changed happen mostly usually often common commonly key major factor factors
  benefit benefits advantage advantages disadvantage disadvantages risk risks problem problems work much safe safer prevent prevents hurt hurts harm harms worsen worsens improve improves boost boosts`
    .split(/\s+/)
    .filter(Boolean),
);

/** Instruction words that are about the answer, not the topic (chat: "summarise the answer in one sentence"). */
const INSTRUCTION_WORDS = new Set(
  `summarise summarize summary answer answers sentence sentences list bullet bullets point points compare comparison explain citation
  citations cite cited source sources word words short shorter brief briefly whole simple simply paragraph paragraphs say says said
  mention mentions mentioned discuss discusses discussed talk talks document documents paper papers article articles
  please put give table tables numbers figures plain quote quotes exact exactly verbatim wording`
    .split(/\s+/)
    .filter(Boolean),
);

/** The question without words about the answer or its sources: "Which source mentions urchin barrens?" → "Which urchin barrens?". */
export function withoutInstructionWords(question: string): string {
  return question
    .split(/(\s+)/)
    .filter((token) => !INSTRUCTION_WORDS.has(token.toLowerCase().replace(/[^\p{L}]/gu, '')))
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The nouns of the category a question asks by its shape ("what kind / type of …"), soft words whose synonyms say
 * the same. Not the other relation nouns: their synonyms are things asked about too ("cause": a LAWSUIT, a CAMPAIGN;
 * "effect": the RESULTS of a tournament; "way": a ROOM).
 */
const RELATION_NOUNS = ['kind', 'type'];
let relationStems: Set<string> | null = null;

/**
 * A noun that says a category noun in other words, by WordNet's synonyms of a frequent sense: "sort" (kind), never a general word ("form") or an amount ("profit"). Used as a noun in the question (after a determiner or
 * "what", or mostly a noun), it names the relation asked, not a topic: soft, like the relation noun itself. Pure but
 * for the shipped tables.
 */
export function saysRelationNoun(term: string, question: string): boolean {
  const lower = term.toLowerCase();
  // (not a general word, ten senses or more: "form" is a kind only in one sense of many, and a document to fill in)
  if (SOFT_WORDS.has(lower) || lower.length < 3 || isGeneralWord(lower) || amountWordDimension(lower) !== null) return false;
  relationStems ??= new Set(RELATION_NOUNS.map(stem));
  const tokens = words(question);
  const at = tokens.indexOf(lower);
  const noun = [lower, lemmaOf(lower), ...baseFormCandidates(lower)].some((b) => isCommonNoun(b)) && !isModifierWord(lower) && (/^(?:the|a|an|this|that|what|which|its|their|his|her|our|your|my|some|any|no)$/.test(tokens[at - 1] ?? '') || verbShareOfForm(lower) < 0.5);
  return at >= 0 && noun && [...lexicalRelations(lower).direct].some((s) => relationStems?.has(s));
}

export function isSoftWord(word: string): boolean {
  // (any form of a listed word: "happening" as "happen")
  const w = word.toLowerCase();
  return SOFT_WORDS.has(w) || (/(?:ing|ed|s)$/.test(w) && [lemmaOf(w), ...baseFormCandidates(w)].some((b) => b !== w && SOFT_WORDS.has(b)));
}

/**
 * Words that point at the user's own library rather than the topic ("what did my field notes say
 * about …", "according to our papers", "what does the guide say about storms?", "tell me about …"):
 * the library is where the answer is looked for, never what it is about. A verb of saying counts only
 * where it reports what the sources say (before "about", "on", "that", or closing the question, or
 * "tell me/us"); "What does the guide tell walkers to bring?" asks about a relation (tell someone to
 * do something): its verb stays, as a relation word (RELATION_VERBS).
 */
const LIBRARY_REFERENCE =
  /\b(?:my|our|your)\s+(?:own\s+)?(?:uploaded\s+|saved\s+)?(?:field\s+|research\s+|reading\s+|lab\s+)?(?:notes?|documents?|docs|files?|papers?|sources?|library|uploads?|collections?|records?|readings?|notebooks?)\b|\baccording\s+to\b|\b(?:say|says|said|write|writes|wrote|written|tell|tells|told)\b(?=\s+(?:about|on|of|regarding|concerning|that)\b|\s*[?.!]*\s*$)|\b(?:tell|tells|told)\s+(?:me|us)\b|\b(?:mention|mentions|mentioned)\b/giu;

export function withoutLibraryReferences(text: string): string {
  // (and a document named by its kind, "the person in the forum thread": where to look, not what about; document-reference.ts)
  return withoutDocumentReferences(withoutAskingFrame(withoutRequestFrame(text))).replace(LIBRARY_REFERENCE, ' ').replace(/\s{2,}/g, ' ').trim();
}

/**
 * A request that opens with what to do with the topic ("Summarise what my library says about batteries", "Give me a
 * summary of decaf", "Outline the causes of kelp decline", "List the risks of…", "Sum up…"): the request's own words are
 * its form, never its topic ("none of them uses the word summarise" refused the first); what follows is kept. Any other
 * text is returned as it is. Pure.
 */
export function withoutRequestFrame(text: string): string {
  return text.replace(
    /^\s*(?:(?:please|can you|could you|would you)\s+)*(?:summari[sz]e|outline|list|sum up|recap|(?:give|write|make|provide|prepare)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:short\s+|brief\s+|quick\s+)?(?:summary|overview|rundown|outline|digest|round-?up)\s+(?:of|on|about))\b\s*(?:(?:for me|please)\s+)?/iu,
    '',
  );
}

/**
 * A question asked inside a sentence about asking ("I was wondering what a ticket costs", "Could you tell me how long
 * it was shut?", "Do you know whether dogs are allowed?", "We'd like to find out when…"): the words before the
 * question word are the asker's frame, not its topic, and are dropped. Read from the structure: at most seven words
 * before a question word (or whether/if), among them I, we or you, the last a verb (by the verb table), a particle
 * after one ("find out") or the person told ("me", "us"). Any other text is returned as it is. Pure but for the shipped verb table.
 */
export function withoutAskingFrame(text: string): string {
  const m = /^\s*((?:[\p{L}'’]+\s+){1,7}?)(?=(?:what|how|why|when|where|who|whom|which|whether|if)\b)/iu.exec(text);
  const frame = (m?.[1] ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  // (not a question of its own that asks how one knows: "How do I know when the dough is ready?")
  if (frame.length === 0 || /^(?:what|how|why|when|where|who|which)$/.test(frame[0] ?? '') || !frame.some((w) => /^(?:i|we|you|i'd|i'm|we'd|we're|you'd|i['’]d|we['’]d)$/.test(w))) return text;
  const last = frame.at(-1) ?? '';
  const verbAt = (w: string): boolean => verbShareOfForm(w.replace(/['’].*$/, '')) >= 0.5;
  const ends = /^(?:me|us|out|about)$/.test(last) ? verbAt(frame.at(-2) ?? '') || /^(?:me|us)$/.test(last) : verbAt(last);
  return ends ? text.slice((m?.[0] ?? '').length) : text;
}

/**
 * Verbs of saying and advising that relate someone to what they are told ("tell walkers to bring",
 * "what did the inspector say to the council"): they shape what is asked (an instruction, a
 * statement) but are seldom the words a source uses, so they score and are never required.
 */
const RELATION_VERBS = new Set('tell tells told telling say says said saying ask asks asked asking advise advises advised instruct instructs instructed recommend recommends recommended urge urges urged warn warns warned'.split(' '));

/**
 * "How long / much / many / often / soon / far / old …": the word after "how" asks for an amount, which a
 * source gives as a figure ("two to four weeks", "212 adults"), seldom in that word: it is the question's
 * form, not its topic. (A quality asked about, "how hot", "how deep", is often named: "hotter", "depth".)
 */
const QUANTITY_WORD = /\bhow\s+(long|much|many|often|soon|far|old)\b/giu;

/** Does a question ask what someone is told or advised to do ("What does the guide tell walkers to bring?")? Pure. */
export function asksInstruction(query: string): boolean {
  return /\b(?:tell|tells|told|ask|asks|asked|advise|advises|advised|instruct|instructs|instructed|recommend|recommends|urge|urges|warn|warns)\s+(?:[\p{L}'-]+\s+){0,3}?(?:to|not to)\s+\p{L}/iu.test(query);
}

/** A figure written with its unit glued on ("55cm", "14kg", "2.5m"): a number, no word a source must use. Pure. */
export function gluedMeasure(word: string): boolean {
  const m = /^\d+(?:[.,]\d+)?([a-z]{1,3})$/i.exec(word);
  return m !== null && measureUnit(m[1] ?? '') !== null;
}

/**
 * Content terms of a text with closed compounds joined ("life span", "life-span" → lifespan;
 * compounds.ts) and its age expressions left out, in first-seen order, unique. Pure but for the shipped tables.
 */
export function conceptTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of wordsWithCompounds(withoutAges(withoutFutureGoing(expandContractions(text))))) {
    if (word.length < 2 || isStopWord(word) || /^\d+$/.test(word) || gluedMeasure(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push(word);
  }
  return terms;
}

/**
 * Concepts of a text, in first-seen order, unique by stem (references to the user's own library are
 * not concepts). A compound written open, closed or hyphenated is one concept ("lifespan"). An age is
 * one soft concept, never the words "year" and "old": it scores where a source states an age ("children
 * aged 8 to 13"); used as a noun ("Can a 10-year-old swim…?") it names a child or teenager, a concept.
 */
export function conceptsOf(text: string, options: { dropInstructionWords?: boolean } = {}): Concept[] {
  const seen = new Set<string>();
  const out: Concept[] = [];
  const cleaned = withoutLibraryReferences(text);
  // (and the currency word of a figure, "pounds" of "more than a million pounds": sources write it as a sign, "£1.2m")
  // (and a figure's own words, "half" and "million" of "more than half a million": a source gives the figure in
  // digits, as a question's digits are no concepts; only for a figure compared, a sum or a large one, where a source's
  // digits are what answers: "the seven-step pattern", "a couple of frames" keep their words)
  const figures = quantitiesIn(text).filter((q) => q.bound !== '=' || q.currency !== '' || q.value >= 100);
  const amount = new Set([
    ...[...text.matchAll(QUANTITY_WORD)].map((m) => (m[1] ?? '').toLowerCase()),
    ...figures.map((q) => q.currencyWord).filter((w) => w !== ''),
    ...figures.flatMap((q) => words(text.slice(q.at, q.end))),
    // (and the words of an age or a number of people the question gives, "My niece is twelve", "eight of us": compared
    // with a limit a source sets, "nobody under fourteen", never a word a source must use; limits.ts)
    ...askedNumbers(text).filter((q) => q.of === 'age' || q.of === 'person').flatMap((q) => words(text.slice(q.at, q.end))),
  ]);
  // a two-word verb ("took part") is one concept, the one word WordNet gives for it ("participate"), said either way
  // (only where its second word is a content word: "take part", "give birth"; "break down" keeps its verb, read in its own words)
  const phrasal = new Map(phrasalVerbs(cleaned).filter((p) => !isStopWord(p.particle)).map((p) => [p.particle, p]));
  const phraseVerbs = new Set([...phrasal.values()].map((p) => p.verb));
  // words of a multi-word adverb with abstract nouns ("in the meantime", "for the moment"; adverbs.ts): when, not what
  const adverbial = wordsInAdverbPhrases(cleaned);
  // "power bank": each word is also said by a source that writes "powerbank" (closedForms)
  const closed = closedForms(wordsWithCompounds(withoutAges(cleaned)));
  const withClosed = (concept: Concept, word: string): Concept => {
    const forms = (closed.get(word) ?? []).map((joined) => [joined]);
    return forms.length === 0 ? concept : { ...concept, phrases: [...(concept.phrases ?? []), ...forms] };
  };
  // (a soft word naming a made object here, "the KEY from the key SAFE", is a topic: object-nouns.ts)
  const objects = objectHeads(cleaned, SOFT_WORDS);
  for (const term of conceptTerms(cleaned)) {
    if (options.dropInstructionWords && INSTRUCTION_WORDS.has(term)) continue;
    const phrase = phrasal.get(term);
    if (phrase) {
      const s = stem(phrase.word);
      if (seen.has(s)) continue;
      seen.add(s);
      // named in a note as the question writes it ("let go"), never as WordNet's word for it ("relinquish"); said by a
      // source in the phrase, the word, or the other one-word lemmas of its sense ("released")
      out.push({ term: phrase.word, stem: s, label: `${phrase.verb} ${phrase.particle}`, soft: SOFT_WORDS.has(phrase.word), phrases: [[stem(phrase.verb), stem(phrase.particle)], ...phrase.others.map((w) => [stem(w)])] });
      continue;
    }
    const s = stem(term);
    if (seen.has(s)) continue;
    seen.add(s);
    // pronoun-like words ("others", "someone") are never required: they name no topic (function-words.ts)
    // a compound the question writes open ("stone wall") is named in a note as written, never as the closed word it was read as
    const open = openForm(term);
    const writtenOpen = open !== null && !words(cleaned).includes(term);
    const label = writtenOpen ? (writtenPair(term, cleaned) ?? open) : noteLabel(term, cleaned);
    const concept = withClosed({ term, stem: s, ...(label !== term ? { label } : {}), soft: (isSoftWord(term) && !objects.has(term)) || RELATION_VERBS.has(term) || amount.has(term) || phraseVerbs.has(term) || isFunctionLike(term) || adverbial.has(term) || saysRelationNoun(term, cleaned) }, term);
    // a closed compound ("shipwreck") is said by a text that names both its parts ("the wreck of … a merchant ship")
    const parts = open?.split(' ') ?? [];
    const withParts = parts.length === 2 && parts.every((p) => p.length >= 3 && !isStopWord(p)) ? { ...concept, phrases: [...(concept.phrases ?? []), parts.map(stem)] } : concept;
    // an adverb is said by its adjective ("loudly" by "loud"; adverbs.ts), an adjective made from a noun by the noun
    // ("hourly" by "per hour", WordNet's derivation of the pair; stemMatches leaves stems under five letters apart)
    const adjective = term.endsWith('ly') ? (adjectiveOfAdverb(term) ?? nounOfAdjective(term)) : null;
    out.push(adjective ? { ...withParts, phrases: [...(withParts.phrases ?? []), [stem(adjective)]] } : withParts);
  }
  // "by myself", "by themselves": "by" with a reflexive pronoun says alone (English grammar), a word sources use
  if (BY_ONESELF.test(cleaned) && !seen.has(stem('alone'))) {
    seen.add(stem('alone'));
    out.push({ term: 'alone', stem: stem('alone'), soft: false });
  }
  // "What happened in 1987?": a year the question is set in is what it asks about (a source must state it);
  // one it is measured against ("before 1900", "since 2010") only scores: a source says it in other years
  for (const year of yearsAsked(cleaned)) {
    if (seen.has(year.year)) continue;
    seen.add(year.year);
    out.push({ term: year.year, stem: year.year, soft: year.bound });
  }
  // words that frame the question ("become immune", "able to vary", "most quickly", "to head out"; frame-words.ts)
  // score like relation words and are never required, where three topic words or more are asked about
  const framing = out.filter((c) => !c.soft && isFrameWord(c.term, cleaned));
  if (out.filter((c) => !c.soft).length - framing.length >= 1 && out.filter((c) => !c.soft).length >= 3) {
    for (const c of framing) Object.assign(c, { soft: true, frame: true });
    // the object of a light verb read as frame is what is asked about
    // (in the light verb's own clause: "Is it GOING to fall down - I saw on the news…" ends at the dash before the reader's story)
    const clause = cleaned.split(/\s[-–—]\s/)[0] ?? cleaned;
    const object = new Set(framing.length > 0 ? lightVerbObject(clause) : []);
    const head = lightVerbObject(clause).at(-1);
    for (const c of out) if (!c.soft && object.has(c.term)) Object.assign(c, { object: c.term === head ? 'head' : 'modifier' });
  }
  // ("the HISTORY of printing", "printing HISTORY": a noun for an account of a topic frames it beside one topic word too;
  // (and "WHAT YEAR was…", a unit of time asking when: a date answers it)
  const accounts = framing.filter((c) => {
    const reason = c.soft ? null : frameReason(c.term, cleaned);
    return reason === 'account' || reason === 'when';
  });
  if (accounts.length > 0 && out.filter((c) => !c.soft).length - accounts.length >= 1) for (const c of accounts) Object.assign(c, { soft: true, frame: true });
  // "How does lightning FORM?", "How do geysers WORK?": a general verb (ten senses or more) that ends a how-question
  // names the process asked about, which a source explains in its own words: it scores, and is never required
  const process = processVerb(cleaned);
  if (process && out.filter((c) => !c.soft && c.term !== process).length >= 1) for (const c of out) if (c.term === process && !c.soft) Object.assign(c, { soft: true, frame: true });
  const person = personOfAge(cleaned);
  // (said by a source that states an age under 18, "Nobody below the age of fourteen may…": a limit on young people)
  if (person && !seen.has(stem(person))) out.push({ term: person, stem: stem(person), soft: false, phrases: [[YOUNG_AGE_STEM]] });
  // "Explain … for a 10-year-old": the age is who the answer is for, not what it is about
  const age = ageIsAudience(cleaned) ? undefined : ageExpressions(cleaned)[0];
  if (age !== undefined) out.push({ term: age.toLowerCase(), stem: AGE_STEM, soft: true });
  return out;
}

/**
 * The two words of a text that were read as a closed compound, as the text writes them ("rowing boat" for rowboat,
 * never WordNet's "row boat": a note names what the user wrote). null when no pair of the text makes it. Pure but
 * for the shipped tables.
 */
export function writtenPair(compound: string, text: string): string | null {
  const tokens = words(text);
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const pair = `${tokens[i] ?? ''} ${tokens[i + 1] ?? ''}`;
    const joined = wordsWithCompounds(pair);
    if (joined.length === 1 && joined[0] === compound) return pair;
  }
  return null;
}

/**
 * The verb that ends a how-question about a process, "How does/do/did <subject> <verb>?", when it is a general
 * word (ten WordNet senses or more: "form", "develop", "start"): what the question asks is how that process goes,
 * and a source explains it in other words. No word of its subject may be a verb ("How do plants USE light?", "How do
 * I REPAIR a cracked violin top?" end in their object). null otherwise. Pure but for the shipped tables.
 */
export function processVerb(question: string): string | null {
  const m = /^\s*how\s+(?:does|do|did)\s+((?:[\p{L}'-]+\s+){1,4})([\p{L}]+)\s*[?.!]*\s*$/iu.exec(question);
  const subject = words(m?.[1] ?? '');
  const verb = (m?.[2] ?? '').toLowerCase();
  // (the words before it are its subject, and no verb: "How do I REPAIR a cracked violin top?" ends in its object)
  const before = subject.at(-1) ?? '';
  return verb && before && !isStopWord(before) && subject.every((w) => verbShareOfForm(w) < 0.5) && isGeneralWord(verb) ? verb : null;
}

/** "by" with a reflexive pronoun: alone. */
const BY_ONESELF = /\bby\s+(?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves|oneself)\b/i;

/**
 * The years a text names (1000–2099, not part of a longer figure), each with whether it is a bound
 * ("before 1900", "since 2010", "by 2030", "until 1989", "after 1945") rather than the time asked
 * about ("in 1987", "the 1998 survey"). Pure.
 */
export function yearsAsked(text: string): { year: string; bound: boolean }[] {
  const out: { year: string; bound: boolean }[] = [];
  for (const m of text.matchAll(/(?<![\d.,:/-])(1\d{3}|20\d{2})(?![\d.,:/-]?\d)(?!\s*(?:%|per\s*cent|percent|(?:m|km|cm|mm|kg|g|mg|ml|l|ft|mi|mph|kw|kwh|w|v|hz|ha|°c?)\b|metres?|meters?|feet|foot|tonnes?|tons?|people|persons?|passengers?|members|years?|months?|weeks?|days?|hours?|minutes?|seconds?|calories|words|pages|euros?|dollars?|pounds?|kilo\w*|milli\w*|times|units?|items?|copies|steps)\b)/g)) {
    const before = text.slice(0, m.index).toLowerCase();
    out.push({ year: m[1] ?? '', bound: /\b(?:before|after|since|until|till|by|from|between|and|or|to|than|prior to|earlier than|later than)\s*$/.test(before) });
  }
  return out;
}

export function requiredConcepts(concepts: Concept[]): Concept[] {
  const hard = concepts.filter((c) => !c.soft);
  return hard.length > 0 ? hard : concepts;
}

/** "How long do axolotls live?", "How much does it cost?": a question that asks for an amount. */
export function isQuantityQuestion(query: string): boolean {
  return /^\s*how (?:long|much|many|often|frequent|frequently|old|far|big|large|small|tall|high|heavy|fast|quickly|soon|deep|wide|thick|thin|loud|warm|cold|hot)\b/i.test(query);
}

/** A question's kind decides the shape of the direct answer. */
export function questionKind(query: string): QuestionKind {
  const q = query.trim().toLowerCase();
  // "Why did they use lime rather than cement?" asks for a reason and "How has the glacier changed
  // compared with 1900?" for a mechanism: a "than" inside them is no comparison to give a verdict on.
  // "How does X compare with Y?" still compares.
  const quantity = isQuantityQuestion(q);
  const reasonOrManner = /^why\b/.test(q) || (/^how\b/.test(q) && !/\bcompares?\b/.test(q) && !quantity);
  // "Which of the bells was cast later than the rest?", "Who scored more goals than Ada?": a which/who
  // question with a comparative asks for the item that fits, not a yes or no ("Which is better, X or Y?" still compares)
  const asksForItem = /^(?:which|who|whom|whose)\b/.test(q) && !/^which is (better|stronger|faster|safer|worse)\b/.test(q);
  // "What is the difference between a meteor and a meteorite?" asks what tells them apart, as "How does X differ
  // from Y?" does: the defining sentences of each, no yes or no ("Is there a difference between…?" still compares)
  const asksDifference = /^what(?:'s|\s+(?:is|are|was|were))\s+the\s+(?:\w+\s+)?differences?\s+between\b/.test(q);
  if (!reasonOrManner && !asksForItem && !asksDifference && (/\b(than|versus|vs\.?|compared? (to|with)|difference between|differ from)\b/.test(q) || /^(which|what) is (better|stronger|faster|safer|worse)\b/.test(q))) {
    return 'comparison';
  }
  // "How long / much / many …" asks for an amount: answered like a what-question, by the figure
  if (quantity) return 'what';
  // (and the cleft "What is it about X that makes it Y?": why X is Y)
  if (/^(why)\b/.test(q) || /^what (causes|caused|makes|made|drives|leads to|led to|explains|is behind|are the causes|is the cause|triggers|triggered|sets off|set off|prompts|prompted)\b/.test(q) || /^what (?:is|was) it about\b.+\b(?:that|which)\b/.test(q)) return 'why';
  if (/^(how)\b/.test(q)) return 'how';
  // (an auxiliary opens a yes/no question, "am" and the negative contractions among them: "Am I allowed…?", "Isn't it…?")
  if (/^(is|are|am|does|do|did|can|could|should|will|would|was|were|has|have|had|must|may|might|shall)\b/.test(q) || /^(?:is|are|does|do|did|can|could|should|wo|would|was|were|has|have|had|must)n['’]t\b/.test(q)) return 'yesno';
  // "At what temperature…", "In which year…", "By whom…": a preposition before the question word asks the same
  if (/^(?:(?:at|in|on|for|by|from|to|during|until|since|of|with|after|before)\s+)?(what|which|who|whom|whose|when|where|list|name)\b/.test(q)) return 'what';
  // a statement, then the question ("The Herald and the council both give a cost. Do their figures agree?"): the question's kind
  const asked = q.split(/(?<=[.!])\s+/).slice(1).find((sentence) => /\?\s*$/.test(sentence));
  if (asked) return questionKind(asked);
  return 'open';
}

/**
 * Splits a multi-part question into its parts: "How does caffeine affect sleep, and does it cause
 * cancer?" → two parts. Parts are split at question marks, semicolons and at "and"/"or"/"but"
 * followed by a new question word.
 */
export function questionParts(query: string): string[] {
  // (an adverb between the "and" and the question word still opens a second question, which is read from its question
  // word: "Do we need insurance, and ROUGHLY what's it going to cost us?" → "what's it going to cost us"; lexicon.ts
  // modifiers, never a preposition: "and by how much" stays one part)
  const pieces = query
    .replace(/,?\s+(?:and|but|or|also)\s+(\p{L}+)\s+(?=(?:how|why|what|which|when|where|who)\b)/giu, (all: string, word: string) => (isModifierWord(word.toLowerCase()) && !isStopWord(word.toLowerCase()) && !/^(?:how|why|what|which|when|where|who)$/i.test(word) ? '; ' : all))
    .split(/\?|;|,?\s+(?:and|but|or|also)\s+(?=(?:how|why|what|which|when|where|who|does|do|is|are|can|could|should|did|will|was|were|has|have)\b)/i)
    .map((p) => p.trim())
    .filter((p) => contentTerms(p).length > 0);
  return pieces.length > 0 ? pieces : [query.trim()];
}

/**
 * Does a later part of a question speak of what an earlier part asked about, by a pronoun ("…, and what did IT
 * cost?", "…, and how often are THEY polished?", "…, and what did HE show?")? Such a part is answered only by
 * the sources on the part before: a cost in a note on something else is not its cost. Pure.
 */
export function refersBack(part: string): boolean {
  return /\b(?:it|its|they|them|their|he|him|his|she|her)\b/i.test(part);
}

/**
 * Does a later part speak of the earlier part's matter by a definite noun phrase rather than a pronoun ("How many
 * den boxes went up, and what did THE SCHEME cost?")? It does when it names a thing with "the/this/that/these/those"
 * and every thing it names (its nouns, but for what it asks for: "the BILL for this work", an amount word "cost") is
 * used by the documents of the part before (`usedBefore`, by stem): then a cost found only in a page about something
 * else ("the project" of another document) is not this one's. A part naming anything those documents do not ("what
 * did THE VILLAGE HALL ROOF cost") is its own question. Pure but for the shipped tables.
 */
export function namesPartBefore(part: string, usedBefore: Set<string>): boolean {
  if (refersBack(part)) return true;
  const focus = askedFocus(part)?.word;
  // the things it names (nouns, not the act or the amount asked: "spent", "receive", "paid" may be any source's words)
  const rest = conceptsOf(part).filter((c) => c.term !== focus && !/\d/.test(c.term) && wordDimension(c.term) === null && wordDimension(lemmaOf(c.term)) === null && verbShareOfForm(c.term) < 0.5 && !isModifierWord(c.term));
  if (rest.length === 0 || !rest.every((c) => [...usedBefore].some((s) => stemMatches(c.stem, s)))) return false;
  // a determiner that points back, before one of those words (within two words: "the whole project", "this first survey")
  const tokens = words(part);
  return tokens.some((t, i) => /^(?:the|this|that|these|those)$/.test(t) && tokens.slice(i + 1, i + 4).some((w) => rest.some((c) => c.stem === stem(w))));
}

/**
 * The documents a part that refers back may be answered from: those cited for the part before, or, where
 * nothing answers it, those that cover some of it (the part's "it" is theirs, if anyone's). Pure.
 */
export function documentsOfPart(previous: Pick<PartCoverage, 'answerable' | 'documents' | 'byDocument'>): Set<string> {
  if (previous.answerable && previous.documents.length > 0) return new Set(previous.documents);
  return new Set([...previous.byDocument].filter(([, found]) => found.size > 0).map(([id]) => id));
}

/**
 * Does a text's word (stemmed) match a concept's stem? Equal stems (or roots: "storag" and "store"), or one a
 * prefix of the other when both are long and WordNet makes them one word family (morphology.ts: "rescu" and
 * "rescuer"), or two long stems WordNet pairs as one family though Porter parts their ends ("pregnant" and "pregnanc");
 * a shared beginning alone is no match ("popul" of population is not "popular"). Pure but for the shipped tables.
 */
export function stemMatches(conceptStem: string, tokenStem: string): boolean {
  if (conceptStem === tokenStem) return true;
  if (rootOf(conceptStem) === rootOf(tokenStem)) return true;
  if (Math.min(conceptStem.length, tokenStem.length) < 5) return false;
  // one WordNet family whose Porter stems part where the suffix changes the word's end ("pregnanc" / "pregnant",
  // "admiss" / "admit"): the pair itself is WordNet's (morphology.ts derivedPair), never a shared beginning alone
  if (derivedPair(conceptStem, tokenStem)) return true;
  const [shorter, longer] = conceptStem.length <= tokenStem.length ? [conceptStem, tokenStem] : [tokenStem, conceptStem];
  // a hyphenated word names its first part ("water-reed" says water), as it did before families were read
  if (longer.startsWith(`${shorter}-`)) return true;
  if (!sameFamily(shorter, longer)) return false;
  // a closed compound is not its first word ("wheelchairs" are no cheese "wheels")
  return !compoundBeginsWith(longer, shorter);
}

// A research asks stemsOf about the same passages many times (each loop, each question part, each
// note and verdict): the stems of the last texts asked are kept (cleared when full), and each caller
// gets its own copy (partCoverage removes stems from it). The stems depend only on the text.
const STEMS_KEPT = 4096;
const stemsKept = new Map<string, Set<string>>();

/** Stems a text says: its words' (an adverb's adjective too: "loudly" says loud), the closed words it writes open ("life span" → lifespan, "power bank" → powerbank), and AGE_STEM when it states an age. */
export function stemsOf(text: string): Set<string> {
  let kept = stemsKept.get(text);
  if (!kept) {
    const tokens = words(text);
    kept = new Set(tokens.map(stem));
    // an adverb says its adjective too ("played softly or loudly": loud; adverbs.ts)
    for (const token of tokens) {
      const adjective = token.endsWith('ly') ? adjectiveOfAdverb(token) : null;
      if (adjective) kept.add(stem(adjective));
    }
    // every two adjacent content words written as one ("power bank" → powerbank; WordNet's compounds among them)
    for (const s of pairStems(text)) kept.add(s);
    // the age expressions read once (on a long text, the pattern is most of this function's time)
    const ages = ageExpressions(text);
    if (ages.length > 0) kept.add(AGE_STEM);
    // (an age under 18 speaks of children or teenagers: "Nobody below the age of fourteen may use the wheels")
    if (anyYoungAge(ages)) kept.add(YOUNG_AGE_STEM);
    // "2024-06" in data names June (iso-dates.ts)
    for (const month of isoMonths(text)) kept.add(stem(month.split(' ')[0] ?? ''));
    if (stemsKept.size >= STEMS_KEPT) stemsKept.clear();
    stemsKept.set(text, kept);
  }
  return new Set(kept);
}

/**
 * Words a library uses for what a question's verb asks ("What do sea urchins eat?" is answered by
 * "urchins graze on kelp"). Deliberately small: everyday verbs of the questions people ask about
 * living things and processes, each with the words that say the same in a source.
 */
const RELATED_WORDS: Record<string, string[]> = {
  eat: ['feed', 'feeds', 'feeding', 'fed', 'graze', 'grazes', 'grazing', 'diet', 'prey', 'consume', 'consumes', 'forage', 'food'],
  die: ['death', 'deaths', 'dying', 'mortality', 'killed', 'kill', 'kills'],
  live: ['habitat', 'inhabit', 'inhabits', 'dwell', 'found'],
  grow: ['growth', 'grew'],
  sleep: ['sleeping', 'rest', 'asleep'],
  hunt: ['prey', 'catch', 'catches', 'forage'],
  build: ['built', 'construct', 'constructed', 'construction'],
  decline: ['collapse', 'collapsed', 'decrease', 'decreased', 'drop', 'dropped', 'fell', 'loss', 'lost', 'shrank', 'shrink', 'shrinking'],
  spread: ['spreading', 'reached', 'carried', 'circulated', 'travelled', 'traveled'],
  // places of water, asked about a thing ("in the bath", "in the rain"): what a source says is how it stands water
  bath: ['water', 'waterproof', 'wet'],
  shower: ['water', 'waterproof', 'wet', 'splash'],
  rain: ['water', 'waterproof', 'wet', 'splash'],
};
const RELATED_STEMS = new Map(Object.entries(RELATED_WORDS).map(([word, related]) => [stem(word), new Set(related.map(stem))]));

/** Stems a source may use for a concept (its own, and the related words of an everyday verb). */
export function relatedStems(conceptStem: string): Set<string> {
  return RELATED_STEMS.get(conceptStem) ?? new Set();
}

/** The everyday verbs whose related words include this stem ("diet" → eat): a source saying the verb names it too. */
export function relatedBack(conceptStem: string): Set<string> {
  const out = new Set<string>();
  for (const [verb, related] of RELATED_STEMS) if (related.has(conceptStem)) out.add(verb);
  return out;
}

/** Concepts (by stem) that a text mentions, or says in related words (an everyday verb's). */
export function mentioned(concepts: Concept[], stems: Set<string>): Concept[] {
  return concepts.filter((c) => {
    if (stems.has(c.stem)) return true;
    if (c.phrases?.some((phrase) => phrase.every((s) => stems.has(s)))) return true;
    for (const s of stems) if (stemMatches(c.stem, s)) return true;
    for (const s of relatedStems(c.stem)) if (stems.has(s)) return true;
    return false;
  });
}

/**
 * Concepts a text says in other words (WordNet, lexicon.ts) and not in its own: "disrupts" for
 * disturb, caffeine for coffee. `direct`: a synonym of a frequent sense or a substance;
 * `bridged`: also words that share a synonym with it (weaker: disturb → interrupt → disrupt).
 */
export function mentionedInOtherWords(concepts: Concept[], stems: Set<string>, reach: 'direct' | 'bridged'): Concept[] {
  const own = new Set(mentioned(concepts, stems));
  // A word the question itself uses for another concept stands for that one ("how much caffeine is in decaf coffee": "coffee" is not also caffeine).
  const asked = new Set(concepts.map((c) => c.stem));
  const says = (s: string): boolean => stems.has(s) && !asked.has(s);
  // a word used mostly as an adjective or adverb says no noun or verb ("Adverse events were mostly minor" names no children)
  // (a participle sharing one of its senses is its own class: "closed" for shut, though "close" is mostly "near")
  const sameClass = (c: Concept, s: string): boolean => isModifierWord(c.term) || !isModifierWord(lexiconWord(s)) || participleSynonyms(c.term).has(s);
  // a word one level up or down WordNet's hierarchy ("pasta" for noodles) only where the rest of a question
  // of three concepts or more is named too: with one other word, "cracks … forms" would be a volcano's forming
  const kin = reach === 'bridged' && concepts.length >= 3;
  return concepts.filter((c) => {
    if (own.has(c)) return false;
    const relations = lexicalRelations(c.term);
    for (const s of relations.direct) if (says(s) && sameClass(c, s)) return true;
    if (reach === 'bridged') for (const s of relations.bridged) if (says(s) && sameClass(c, s)) return true;
    // (never through a word of many senses: "way" and "room", kinds above parking, say no parking in "Safe ways to watch")
    if (kin) for (const s of relations.kin) if (says(s) && sameClass(c, s) && !isGeneralWord(s)) return true;
    return false;
  });
}

/** The words of a text that say a concept in other words ("disrupts" for disturb), by stem, as the text writes them. */
export function otherWordsFor(concept: Concept, text: string, reach: 'direct' | 'bridged'): string[] {
  const relations = lexicalRelations(concept.term);
  const out = new Set<string>();
  for (const word of words(text)) {
    const s = stem(word);
    if (relations.direct.has(s) || (reach === 'bridged' && (relations.bridged.has(s) || relations.kin.has(s)))) out.add(word);
  }
  return [...out];
}

/** Up to `limit` words the lexicon relates to a concept directly (to search for them and to name what was checked). */
export function relatedWords(concept: Concept, limit = 3): string[] {
  return [...lexicalRelations(concept.term).direct].slice(0, limit).map(lexiconWord);
}

/**
 * Which concepts a passage covers: those it names, and those it says in other words when it also
 * names the rest of what is asked: every other required concept for a word reached through a shared
 * synonym ("Participants did not notice the disruption … afternoon coffee affects their sleep"
 * covers "does coffee in the afternoon disturb sleep"), half of them (at least one) for a direct
 * synonym or substance ("caffeine … awake" covers "does coffee keep you awake"), where direct
 * synonyms count as named for each other ("bicycle tyres" covers "bike tires"); a note on tea with
 * "upset" alone covers nothing. A one-concept question takes direct relations only. Pure.
 */
export function coveredBy(required: Concept[], stems: Set<string>): { concepts: Concept[]; inOtherWords: Concept[] } {
  const own = mentioned(required, stems);
  const others = required.length - 1;
  if (required.length > 1 && own.length >= others) {
    const inOtherWords = mentionedInOtherWords(required, stems, 'bridged');
    return { concepts: [...own, ...inOtherWords], inOtherWords };
  }
  // Direct synonyms support each other ("bicycle tyres" for "bike tires"): with them, half of the rest named.
  const direct = mentionedInOtherWords(required, stems, 'direct');
  const inOtherWords = required.length === 1 || own.length + direct.length >= 1 + Math.max(1, Math.ceil(others / 2)) ? direct : [];
  return { concepts: [...own, ...inOtherWords], inOtherWords };
}

/** Verbs that end a question's subject ("How do sea otters STAY warm"): the words before are who or what is asked about. */
const SUBJECT_ENDING_VERBS = new Set(
  `eat eats live lives sleep sleeps stay stays grow grows die dies hunt hunts build builds feed feeds survive survives reproduce breathe breathes
  move moves form forms start starts work works affect affects cause causes need needs use uses make makes do does get gets become becomes
  change changes mean means keep keeps help helps spread spreads decline declines collapse collapsed recover recovers communicate
  migrate migrates nest nests learn learns find finds produce produces protect protects compare react reacts behave behaves
  last lasts take takes cost costs weigh weighs`
    .split(/\s+/)
    .filter(Boolean),
);

const SUBJECT_PREPOSITIONS = new Set(['of', 'in', 'on', 'at', 'from', 'near', 'off', 'along', 'around', 'during', 'after', 'before']);

/**
 * Who or what a what/how/why question asks about, when it has the plain shape "<question word> <do|does|
 * is|…> <subject> <verb> …": "What do sea urchins eat?" → ['sea', 'urchins'] (head 'urchins', verb 'eat'). null
 * otherwise. A source sentence that does not name the head is not about the question, however many of
 * its other words it shares ("sea" and "eat" in a note on sea slugs).
 */
export function questionSubject(query: string): { words: string[]; head: string; verb: string } | null {
  // of a many-part question, its first part ("How long does the battery last, and how much does it cost?")
  const part = questionParts(query)[0] ?? query;
  const match = /^\s*(?:what|which|how|why|when|where)(?:\s+(?:much|many|often|long|kind|kinds|sort|type|types)(?:\s+of)?)?\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|have|has|had)\s+(.+?)\s*\??\s*$/i.exec(part);
  if (!match) return null;
  const rest = words(match[1] ?? '');
  const end = rest.findIndex((word) => SUBJECT_ENDING_VERBS.has(word));
  if (end <= 0) return null;
  // "the sea otters of Alaska": the head comes before a preposition
  const preposition = rest.slice(0, end).findIndex((word) => SUBJECT_PREPOSITIONS.has(word));
  const subject = rest.slice(0, preposition > 0 ? preposition : end).filter((word) => !isStopWord(word));
  const head = subject.at(-1);
  const verb = rest[end] ?? '';
  return head && subject.length <= 4 ? { words: subject, head, verb } : null;
}

const AMOUNT_VERBS = /^(?:cost|costs|pay|pays|paid|earn|earns|earned|charge|charges|charged|weigh|weighs|weighed)$/;

/**
 * A question part that ends in its verb, "<what|which|how…> [word] <do|did|is…> <subject> <verb>?" ("what
 * did the museum's insurers REQUIRE?"): the verb and the words before it, or null. Pure but for the shipped verb table.
 */
export function endingVerb(part: string): { verb: string; before: string[] } | null {
  const match = /^\s*(?:what|which|how|why|when|where)(?:\s+[\p{L}-]+)?\s+(?:do|does|did|is|are|was|were|will|would|can|could|should|have|has|had)\s+(.+?)\s*[?.!]*\s*$/iu.exec(part);
  if (!match) return null;
  const rest = words(match[1] ?? '');
  const verb = rest.at(-1) ?? '';
  // (the verbs of an amount, "what did it COST / WEIGH", are used mostly as nouns elsewhere; a noun of one,
  // "which tent has the lowest WEIGHT", is no verb)
  if (rest.length < 2 || isStopWord(verb) || (verbShareOfForm(verb) < 0.5 && !AMOUNT_VERBS.test(verb))) return null;
  return { verb, before: rest.slice(0, -1) };
}

/**
 * Who or what a question part asks about: questionSubject's words, or, where the part ends in its verb
 * ("what did the museum's insurers REQUIRE?", "what price does a mature wheel FETCH?"), the words before
 * that verb and any preposition. `head` is the last; `alone` says no word but an owner ("the museum's")
 * modifies it: a subject named with a modifier ("a lightning bolt", "a mature wheel") may be spoken of by
 * its modifier ("lightning"), an owner never names the thing owned. null when no subject can be read.
 * Pure but for the shipped verb table.
 */
export function partSubject(part: string): { head: string; alone: boolean } | null {
  const subject = questionSubject(part);
  let named: string[];
  if (subject) named = subject.words;
  else {
    const ending = endingVerb(part);
    if (!ending) return null;
    const before = ending.before;
    const preposition = before.findIndex((word) => SUBJECT_PREPOSITIONS.has(word));
    named = before.slice(0, preposition > 0 ? preposition : before.length).filter((word) => word.length >= 2 && !isStopWord(word));
  }
  const head = named.at(-1);
  // (read before a verb, a word used mostly as a verb is no subject's head)
  if (!head || named.length > 4 || (!subject && verbShareOfForm(head) >= 0.5)) return null;
  const lower = part.toLowerCase();
  const owner = (word: string): boolean => new RegExp(`\\b${word}['’]s?\\s`, 'u').test(lower);
  return { head, alone: named.slice(0, -1).every(owner) };
}

/**
 * Names with a number the question asks about ("the Aurora 3", "Windows 10", "Apollo 11"): a
 * capitalised word followed by a number. Returned lower-case, as "aurora 3". Pure.
 */
export function numberedNames(text: string): string[] {
  return [...text.matchAll(/\b(\p{Lu}[\p{L}-]+)\s+(\d+[a-z]?)\b(?![.,]\d)/gu)].filter((m) => !isStopWord((m[1] ?? '').toLowerCase())).map((m) => `${(m[1] ?? '').toLowerCase()} ${m[2] ?? ''}`);
}

/**
 * Does a sentence speak of another model of a numbered name the question asks about ("The Aurora 2
 * lasted about four weeks" for a question on the Aurora 3)? True when it names the same word with a
 * number the question does not name, and not the question's own. Pure.
 */
export function namesOtherNumbered(sentence: string, asked: string[]): boolean {
  if (asked.length === 0) return false;
  const here = [...sentence.matchAll(/\b(\p{L}[\p{L}-]+)\s+(\d+[a-z]?)\b(?![.,]\d)/gu)].map((m) => `${(m[1] ?? '').toLowerCase()} ${m[2] ?? ''}`);
  const names = new Set(asked.map((a) => a.split(' ')[0]));
  const others = here.filter((h) => names.has(h.split(' ')[0]) && !asked.includes(h));
  return others.length > 0 && !here.some((h) => asked.includes(h));
}

/** Words that end the subject of a yes/no question ("Is CYCLING a battery…", "Was MOVABLE TYPE invented…"). */
const COMPARATIVES = new Set(['more', 'less', 'better', 'worse', 'safer', 'healthier', 'stronger', 'weaker', 'faster', 'slower', 'bigger', 'smaller', 'cheaper', 'older', 'newer']);

/**
 * Who or what a question is about, when its shape says so: the "what do <subject> <verb>" shape of
 * questionSubject, or a yes/no or comparison question "<is|does|was…> <subject> <verb|participle|
 * comparative|article…>" ("Is cycling a battery… better…" → cycling; "Was movable type invented…" →
 * movable type). null when no subject can be read off the question. Pure.
 */
export function questionFocus(query: string): { words: string[]; head: string } | null {
  const subject = questionSubject(query);
  if (subject) return { words: subject.words, head: subject.head };
  const match = /^\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|had)\s+(.+?)\s*\??\s*$/i.exec(query);
  if (!match) return null;
  const rest = words(match[1] ?? '');
  const end = rest.findIndex((word, i) => i > 0 && (isStopWord(word) || SUBJECT_ENDING_VERBS.has(word) || COMPARATIVES.has(word) || /\d/.test(word) || (word.length > 4 && word.endsWith('ed'))));
  let named = rest.slice(0, end < 0 ? rest.length : end).filter((word) => !isStopWord(word));
  // "Can axolotls regenerate their legs?": a word right before a determiner is the verb taking its object, not the subject
  if (end > 0 && /^(?:the|a|an|their|its|his|her|my|our|your|these|those|this|that)$/.test(rest[end] ?? '') && named.length >= 2) named = named.slice(0, -1);
  const head = named.at(-1);
  return head && end > 0 && named.length <= 3 ? { words: named, head } : null;
}

/**
 * A question's subject word that a document uses only inside the name of something else: "bears" in
 * "Tardigrades, also known as water bears", "lions" in "sea lions". Every use of the word in the text
 * follows another content word (not one of the question's), and that pair is a name of something
 * that is not a kind of the word (WordNet, lexicon.ts namesOtherThing), or is introduced as a name
 * ("also known as", "called", "nicknamed"). (A word used once after another is not enough: "drink
 * coffee" is no name.) Returns the
 * names found ("water bears"), or null when the word is used in its own right (or not at all). Pure
 * but for the shipped name list.
 */
export function usedOnlyInNames(conceptStem: string, text: string, questionStems: Set<string>): string[] | null {
  const tokens = words(text);
  const at = tokens.flatMap((t, i) => (stemMatches(conceptStem, stem(t)) ? [i] : []));
  if (at.length === 0) return null;
  const lower = text.toLowerCase();
  const names: string[] = [];
  for (const i of at) {
    const modifier = tokens[i - 1] ?? '';
    const head = tokens[i] ?? '';
    if (i === 0 || isStopWord(modifier) || !/^\p{L}{3,}$/u.test(modifier) || questionStems.has(stem(modifier))) return null;
    const name = `${modifier} ${head}`;
    const introduced = new RegExp(`\\b(?:known as|also called|called|nicknamed|or)\\s+(?:[\\p{L}-]+\\s+(?:or|and)\\s+)?${modifier}[\\s-]+${head}\\b`, 'u').test(lower);
    if (!(namesOtherThing(modifier, head) || introduced)) return null;
    names.push(name);
  }
  return [...new Set(names)];
}

export interface CoverageDocument {
  documentId: string;
  text: string;
}

export interface PartCoverage {
  part: string;
  concepts: Concept[];
  covered: Concept[];
  missing: Concept[];
  /** Documents that cover enough of the part's required concepts together to be cited for it. */
  documents: string[];
  /** Each required concept is mentioned somewhere, but no single document covers enough of them together. */
  neverTogether: boolean;
  answerable: boolean;
  /** The required concepts (by stem) each document covers. */
  byDocument: Map<string, Set<string>>;
  /** Concepts covered only in other words, with the words the sources use ("disturb" read as "disrupts"). */
  readAs: { concept: Concept; words: string[] }[];
  /** Nouns of the question the sources name only by their kind, with the kind's word ("spaniel" read as "dog"; kind-reading.ts). */
  readAsKind?: { concept: Concept; kind: string }[];
  /** Missing concepts whose word the sources use only inside names of other things ("bears" in "water bears"). */
  inNamesOnly?: { concept: Concept; names: string[] }[];
  /** What is asked for ("cost"), whose word only documents the part cannot cite use (a lawsuit's cost, for a kelp forest's). */
  headApart?: Concept;
  /** What is asked for (focus.ts), where no source the part could cite says it of what it is asked about: the part is unanswered for it. */
  focusUncovered?: Concept;
  /** Whether any source uses the focus's own word (or its family) at all: a note may say no source uses it only where none does. */
  focusWordUsed?: boolean;
  /** The uncovered part as an indirect question, where the part's own reading gives it ("why the council closed the footbridge"; act.ts). */
  askedAs?: string;
}

/** Does any document use a concept's word, its family or a direct synonym? */
function usedByAny(concept: Concept, documents: CoverageDocument[]): boolean {
  return documents.some((d) => {
    const stems = stemsOf(d.text);
    return mentioned([concept], stems).length > 0 || mentionedInOtherWords([concept], stems, 'direct').length > 0;
  });
}

/** How many of a part's required concepts one document must cover together to be cited for it. */
export function jointNeed(required: number, kind: QuestionKind, enumeration = false): number {
  if (kind === 'comparison') return 1; // the compared things may sit in different documents
  if (enumeration) return 1; // a list of topics after a question ("…? carpenter leafcutter mason"): each may sit in its own document
  if (required <= 2) return required;
  return Math.ceil(required * 0.6);
}

/**
 * How many of a part's carrying words one document must cover to be cited where the third rule answers the part: every
 * carrying word the sources cover, as before, but for a word only documents off the question use, each covering fewer
 * than `need` of the carrying words ("trip" in a page on a day out at some caves, "ok" in a balance bike's page, for a
 * question on whether a minibus driver of 23 may drive): such a word is the library's coincidence, not a part of the
 * question some document answers, and it no longer bars the one document that covers the rest. Never below `need`; where
 * no document reaches `need`, nothing changes (no document is cited by these words). Pure.
 */
export function jointBar(covered: string[], byDocument: Iterable<Set<string>>, carrying: Set<string>, need: number): number {
  const found = [...byDocument];
  const carriedBy = (stems: Set<string>): number => [...stems].filter((s) => carrying.has(s)).length;
  const offQuestionOnly = (s: string): boolean => {
    const holders = found.filter((stems) => stems.has(s));
    return holders.length > 0 && holders.every((stems) => carriedBy(stems) < need);
  };
  return Math.max(need, covered.filter((s) => carrying.has(s) && !offQuestionOnly(s)).length);
}

/**
 * Coverage of one question part by the documents' passages. A part is answerable when its
 * required concepts are covered (with at most a third missing once it has three or more of them)
 * and at least one document covers enough of them together. An enumeration (a bare list of topics
 * that follows a question) needs each cited document to cover one of them.
 */
export function partCoverage(part: string, kind: QuestionKind, documents: CoverageDocument[], enumeration = false): PartCoverage {
  // a noun the sources name only by its kind (kind-reading.ts) is read so only where the part is not answered in the
  // sources' own words: an answer the words already find is not changed by it (read so everywhere, it moved a lead of
  // a blind set to a sentence naming only the kind)
  const plain = partCoverageReading(part, kind, documents, enumeration, false);
  if (plain.answerable) return plain;
  const kinds = partCoverageReading(part, kind, documents, enumeration, true);
  return kinds.answerable ? kinds : plain;
}

function partCoverageReading(part: string, kind: QuestionKind, documents: CoverageDocument[], enumeration: boolean, kinds: boolean): PartCoverage {
  // (a how-much / how-many part asks a value a table's column may hold: "How much does a tandem cost?" by "day rate (GBP)")
  if (!(kind === 'what' || kind === 'open' || (kind === 'how' && /^\W*how\s+(?:much|many)\b/i.test(part)))) return partCoverageOf(part, kind, documents, enumeration, false, kinds);
  // a superlative ranks a table's rows by the column that says its quality: read with the columns' words
  if (superlativeAsked(part)) return partCoverageOf(part, kind, documents, enumeration, true, kinds);
  const plain = partCoverageOf(part, kind, documents, enumeration, false, kinds);
  // otherwise a word a table says by a column or by the kinds of its rows (column-words.ts) is read only where the
  // part is not covered in the sources' own words: an answer the words already find is not changed by it
  if (plain.answerable && plain.missing.length === 0) return plain;
  const bridged = partCoverageOf(part, kind, documents, enumeration, true, kinds);
  return bridged.missing.length < plain.missing.length || (bridged.answerable && !plain.answerable) ? bridged : plain;
}

function partCoverageOf(part: string, kind: QuestionKind, documents: CoverageDocument[], enumeration: boolean, columns: boolean, kinds: boolean): PartCoverage {
  const concepts = conceptsOf(part);
  // a person the reader names as their own ("my lad", "my grandad's", "our manager"), where no source uses the word, is
  // the reader's circumstance, wherever it stands: neither required nor counted in the judgement (the sources speak of
  // the rule or the thing by their own words for people; unused-word.ts readerPeople). Before, it weighed as a setting
  // word but still counted in the third that may be missing: "my lad has nits again, what do i do?" was refused for "lad".
  const people = new Set(readerPeople(part).map((p) => stem(p)));
  const ownPeople = new Set(requiredConcepts(concepts).filter((c) => people.has(stem(c.term)) && !usedByAny(c, documents)).map((c) => c.stem));
  const required = requiredConcepts(concepts).filter((c) => !ownPeople.has(c.stem));
  const peopleRoles = ownPeople.size > 0 ? conceptRoles(part, requiredConcepts(concepts)) : new Map<string, string>();
  const peopleNamed = requiredConcepts(concepts).filter((c) => ownPeople.has(c.stem) && peopleRoles.get(c.stem) !== 'context');
  // the role of each required concept in the question's parse (question-roles.ts): setting, framing and story words are light
  const roles = conceptRoles(part, required);
  const light = required.filter((c) => roles.get(c.stem) === 'light' || roles.get(c.stem) === 'context');
  const weighty = light.length < required.length ? required.filter((c) => !light.includes(c)) : required;
  // A document's passages (and title) are read together: a passage that says "caffeine" counts for
  // coffee when another passage of its document names the rest of the question.
  const textByDocument = new Map<string, string[]>();
  for (const doc of documents) textByDocument.set(doc.documentId, [...(textByDocument.get(doc.documentId) ?? []), doc.text]);
  const byDocument = new Map<string, Set<string>>();
  const literal = new Set<string>();
  const otherWords = new Map<string, Set<string>>();
  const questionStems = new Set(concepts.map((c) => c.stem));
  // the question's subject ("bears" in "How do bears survive the winter?")
  const focus = questionFocus(part);
  const focusHead = focus ? stem(focus.head) : null;
  const namesOf = new Map<string, Set<string>>();
  // the question's nouns a document names only by their kind, with the kind's word (kind-reading.ts)
  const byKind = new Map<string, string>();
  // the word naming what is asked for (focus.ts: "salary", the "list" of a waiting list, the "founded" of a
  // founding year), when it is a required concept
  const focusAsked = askedFocus(part);
  const asked = focusAsked?.word ?? null;
  // (not where it is coordinated with another word of the part: "What are the FARES and ticket RULES on Route 62?" asks
  // for both, and a page on fares answers it; "rules" may then be one of the third that is missing, and the note names it)
  const conjunct = asked ? new RegExp(`\\b([\\p{L}-]+)\\s+(?:and|or)\\s+(?:[\\p{L}-]+\\s+)?${asked}\\b`, 'iu').exec(part) : null;
  const coordinated = conjunct !== null && required.some((c) => c.stem === stem(conjunct[1] ?? '') && c.stem !== stem(asked ?? ''));
  const head = asked && !coordinated ? (required.find((c) => c.stem === stem(asked)) ?? null) : null;
  let headUsed = false;
  // the documents that use it ("made a profit" in the very page on the Apple Day is no word used only elsewhere)
  const headUsedIn = new Set<string>();
  // whether any document uses the focus's word (or its family) at all, in any sense: what a note may say of the word
  let headSeen = false;
  // whose or what's the focus is ("the waiting list FOR AN ALLOTMENT"): named where the part is answered, as a subject is
  const ownerWord = head && focusAsked ? focusOwner(part, focusAsked.word) : null;
  const owner = ownerWord === null ? null : (required.find((c) => c !== head && c.stem === stem(ownerWord)) ?? null);
  // who or what the part asks about ("the museum's insurers" in "what did the museum's insurers require?")
  const subjectRead = partSubject(part);
  const subject = subjectRead === null ? null : (required.find((c) => c !== head && c.stem === stem(subjectRead.head)) ?? null);
  // a subject named alone (or by its owner only) must itself be named where the part is answered
  const subjectAlone = subject !== null && subjectRead?.alone === true;
  // the words that frame the question (frame-words.ts), and those of them the documents use
  const framing = concepts.filter((c) => c.frame === true);
  const framingSeen = new Set<string>();
  // a word no source uses, said by a source word GloVe puts among its nearest (paraphrase.ts) in a sentence that
  // names most of the part's other words: never what is asked for, the act asked about, a name, a number or a comparison
  const act = askedAct(part);
  const keep = new Set([head?.stem, act ? stem(act.word) : undefined, ...capitalisedStems(part), ...valueAsked(part).map(stem)].filter((s): s is string => s !== undefined));
  const comparative = (c: Concept): boolean => COMPARATIVES.has(c.term) || (isModifierWord(c.term) && /(?:er|est)$/.test(c.term));
  bridgeBySimilarity(required.filter((c) => !keep.has(c.stem) && !/\d/.test(c.stem) && !comparative(c)), required, [...textByDocument.values()].flat());
  // a word a table says by a column or by the kinds of its rows ("weigh" by weight_g, "heaviest" by Weight, "birds" by
  // rows of owls; column-words.ts): the column's header is the source's own word for what is asked
  // (per document: a word another document happens to use is still the table's column here; only for what a what /
  // which / how-much question asks of rows, a why, a how or a yes/no is not read off a column: partCoverage)
  for (const texts of columns ? textByDocument.values() : []) {
    const docStems = new Set(texts.flatMap((t) => [...stemsOf(t)]));
    bridgeByColumns(required, texts, (c) => mentioned([c], docStems).length > 0 || mentionedInOtherWords([c], docStems, 'direct').length > 0);
  }
  // the words never read as their kind, where kinds are read at all: what is asked for, the subject named alone, a word of
  // the setting or the asker's story (the part is answered without them), a day or month (a weekday is no kind of the
  // Thursday a rule names)
  const kindExcluded = kinds ? new Set([head?.stem, subjectAlone ? subject?.stem : undefined, ...required.filter((r) => roles.get(r.stem) === 'light' || roles.get(r.stem) === 'context' || isCalendarWord(r.term)).map((r) => r.stem)].filter((x): x is string => x !== undefined)) : null;
  for (const [documentId, texts] of textByDocument) {
    const text = texts.join('\n');
    // a word used only inside the name of something else ("water bears" for bears) is not the word asked about
    // (nor in other words there: "carried" is no bear in a text whose only bears are water bears)
    const stems = stemsOf(text);
    const namedOnly = new Set<string>();
    for (const c of required.filter((r) => focusHead !== null && stemMatches(r.stem, focusHead))) {
      const inNames = usedOnlyInNames(c.stem, text, questionStems);
      if (!inNames) continue;
      for (const s of [...stems]) if (stemMatches(c.stem, s)) stems.delete(s);
      namedOnly.add(c.stem);
      namesOf.set(c.stem, new Set([...(namesOf.get(c.stem) ?? []), ...inNames]));
    }
    // (read as before: the roles weigh what is found, they never widen what counts as found)
    const found = coveredBy(required, stems);
    const cover = found.concepts.filter((c) => !namedOnly.has(c.stem));
    const inOtherWords = found.inOtherWords.filter((c) => !namedOnly.has(c.stem));
    for (const c of cover) if (!inOtherWords.includes(c)) literal.add(c.stem);
    for (const c of inOtherWords) {
      const set = otherWords.get(c.stem) ?? new Set<string>();
      for (const w of otherWordsFor(c, text, 'bridged')) set.add(w);
      otherWords.set(c.stem, set);
    }
    for (const c of mentioned(framing, stems)) framingSeen.add(c.stem);
    const coverStems = new Set(cover.map((c) => c.stem));
    // a word naming the kind of source ("the firewood TABLE", "the spreadsheet") is said by a source of that kind (entry-kind.ts)
    // (and so is the operation asked of its column, "the TOTAL raised", "the AVERAGE loss": computed from its figures, table-aggregate.ts)
    for (const c of [...required, ...framing]) if (namesFormOf(c.term, text, operationWord(c.term, part) && computedFrom(text, part))) (required.includes(c) ? coverStems : framingSeen).add(c.stem);
    // The subject is covered only where a document names it or says it in a direct synonym, never through a
    // word that shares a synonym with it or a kind of it: "secured" is no insurer.
    if (subject && subjectAlone && coverStems.has(subject.stem) && mentioned([subject], stems).length === 0 && mentionedInOtherWords([subject], stems, 'direct').length === 0) coverStems.delete(subject.stem);
    if (owner && coverStems.has(owner.stem) && mentioned([owner], stems).length === 0 && mentionedInOtherWords([owner], stems, 'direct').length === 0) coverStems.delete(owner.stem);
    // What is asked for ("pay" in "What was a glassmaker's daily pay?") is covered only where a document
    // names it (its own word, a direct synonym, an everyday verb it relates to) or states a measure of its kind
    // ("about 20 degrees Celsius" for a temperature; a sum of money is no pay or cost unless named so), never
    // through a word that merely shares a synonym with it ("made").
    if (head && !namedOnly.has(head.stem)) {
      const dimension = amountWordDimension(head.term);
      // (an event's own word, not a form of another verb that shares its stem: "found" is the past of find, no founding)
      const literally = mentioned([head], stems).length > 0 && (focusAsked?.kind !== 'event' || words(text).some((t) => stemMatches(head.stem, stem(t)) && (stem(t) !== head.stem || ownWordOf(head.term, t))));
      if (literally) {
        headUsed = true;
        headUsedIn.add(documentId);
      }
      if (mentioned([head], stemsOf(text)).length > 0) headSeen = true;
      // in other words or by an amount only beside another concept of the part ("how much does it cost": a price in a note on tolls is not its cost)
      // and, where the part names its subject ("what price does a mature WHEEL fetch"), beside the subject in one passage:
      // a fare in a baggage FAQ that mentions wheeled bags elsewhere is no price of a cheese wheel
      const others = owner ? [owner] : subject ? [subject] : required.filter((c) => c !== head);
      const inOtherWords = (passage: string, passageStems: Set<string>): boolean =>
        mentioned(others, passageStems).length > 0 && (mentionedInOtherWords([head], passageStems, 'direct').length > 0 || [...relatedBack(head.stem)].some((s) => passageStems.has(s)) || (focusAsked?.kind === 'event' && saysEvent(head.term, passage)));
      // a measure of its kind in a passage naming the rest ("It reaches about 460 degrees" after a sentence naming Venus)
      // (hours asked as a noun, "the opening hours", not a duration, "how many hours": given by times of day, "from 10 am to 5 pm")
      const clock = isTimeUnit(head.term) && !/\bhow\s+(?:long|many|much)\b/i.test(part);
      const statesMeasure = (passage: string): boolean => mentioned(others, stemsOf(passage)).length > 0 && ((dimension !== null && dimension !== 'money' && statesAmount(passage, [dimension])) || (clock && givesClockTime(passage)));
      // in other words only in a sentence about the part's subject: "unable to pay" in a line on membership is no tree surgeon's salary
      // a sum stated of the thing asked, a few words from it ("Adult tickets for the ferry are £5" for what a ticket costs; amount-focus.ts)
      // (not a unit of time a rate is given for: "what do they charge per DAY" is no day's price)
      const thingStems = required.filter((c) => c !== head && !isTimeUnit(c.term)).map((c) => c.stem);
      const thing = namesStem(thingStems);
      const statesSum = (passage: string): boolean => dimension === 'money' && sentences(passage).some((sentence) => statesAmountOf(sentence, 'money', thing));
      // a sum's own word counts only in a sentence about the thing asked ("cedar shingles COST about twice as much"): "a
      // return trip COSTS £9" says nothing of what the new motor cost (where the part names a thing; "what does it cost
      // to join" names none)
      // (or in a sentence opening on a definite noun phrase, "THE WORK will cost £58,000", in a document naming the thing)
      const namesThing = texts.some((passage) => words(passage).some(thing));
      const ofThing = dimension !== 'money' || thingStems.length === 0 || texts.some((passage) => sentences(passage).some((sentence) => words(sentence).some((t) => stemMatches(head.stem, stem(t))) && (words(sentence).some(thing) || (namesThing && opensOnTopic(sentence)))));
      // (or a table row naming the thing with a figure in a column of money: "| type: Tandem | day rate (GBP): 40 |"; column-words.ts)
      const rowSum = (passage: string): boolean => dimension === 'money' && moneyRowOf(passage, (t) => thingStems.length === 0 || thing(t));
      const said = (literally && ofThing) || texts.some((passage) => statesMeasure(passage) || statesSum(passage) || rowSum(passage) || sentences(passage).some((sentence) => inOtherWords(sentence, stemsOf(sentence))));
      if (said) coverStems.add(head.stem);
      else coverStems.delete(head.stem);
    }
    // an idiom no source uses ("set me back") said by a one-word verb of its senses beside the rest of the part ("costs"; unused-word.ts)
    const idiomStems = new Set(texts.flatMap((passage) => {
      const passageStems = stemsOf(passage);
      return idiomStemsSaid(part, passageStems, mentioned(required, passageStems).length > 0);
    }));
    for (const c of required) if (idiomStems.has(c.stem) && mentioned([c], stems).length === 0) coverStems.add(c.stem);
    // a decade asked ("in the 1990s") is said by a year inside it ("reopened in 1994"): the case asked (unused-word.ts)
    for (const c of required) if (decadeSaidBy(c.term, text)) coverStems.add(c.stem);
    // a word the document says by what it stands for: a temperature for "how warm", a place inside the one asked (stands-for.ts)
    for (const c of standsForCovered(part, required.filter((r) => r !== head), texts, coverStems, (sentence, others) => mentioned(others, stemsOf(sentence)).length > 0)) coverStems.add(c.stem);
    // a noun the asker uses that the document names only by its kind ("spaniel" by "dog", "lunch" by "meal"), in a
    // sentence naming another word of the part it covers: what it says of the kind is said of it (kind-reading.ts; a
    // note says so)
    for (const [s, kind] of kindExcluded ? kindsSaid(part, required, text, coverStems, kindExcluded, (sentence, others) => mentioned(others.filter((o) => coverStems.has(o.stem)), stemsOf(sentence)).length > 0) : []) {
      coverStems.add(s);
      if (!byKind.has(s)) byKind.set(s, kind);
    }
    byDocument.set(documentId, coverStems);
  }
  const coveredStems = new Set<string>();
  for (const found of byDocument.values()) for (const s of found) coveredStems.add(s);
  // the case a condition or a limit in the documents is read against ("at 11pm on a Tuesday" over "open Monday to Friday
  // from 12 noon to 10pm"; an age asked over an age limit): the case asked, never a word the sources must use
  // (verdict-condition.ts, limits.ts)
  const documentTexts = [...textByDocument.values()].flat();
  for (const s of caseStemsReadAgainst(part, documentTexts)) if (byDocument.size > 0) coveredStems.add(s);
  // (and by the document whose condition it is read against, so that document answers the whole part: "in October" over
  // "between March and July")
  for (const [documentId, texts] of textByDocument) {
    const found = byDocument.get(documentId);
    if (found) for (const s of caseStemsReadAgainst(part, texts)) found.add(s);
  }
  if (askedNumbers(part).some((n) => n.of === 'age') && documentTexts.some((t) => t.split(/(?<=[.!?])\s+|\n+/).some((x) => limitsIn(x).some((l) => l.of === 'age')))) {
    for (const c of required) if (/\d/.test(c.term) || (c.phrases ?? []).some((p) => p.includes(AGE_STEM) || p.includes(YOUNG_AGE_STEM))) coveredStems.add(c.stem);
  }
  const covered = required.filter((c) => coveredStems.has(c.stem));
  const missing = required.filter((c) => !coveredStems.has(c.stem));
  // (counted over the words that carry the question: a document using only the story's or the setting's words, "long"
  // and "time", is not on the question)
  const carrying = new Set(weighty.map((c) => c.stem));
  // (a story a question with nothing of its own asks about, told in the reader's words, counts each of its words as half
  // a word here: the sources say it in their own, and an incidental word of it, "a balloon RIDE", may sit in another page;
  // question-roles.ts retoldStems)
  const retoldCarrying = retoldStems(part, weighty);
  const need = Math.max(1, Math.min(jointNeed(weighty.length - Math.floor(retoldCarrying.size / 2), kind, enumeration), covered.filter((c) => carrying.has(c.stem)).length));
  const needBefore = Math.max(1, Math.min(jointNeed(required.length, kind, enumeration), covered.length));
  const framingMissing = framing.filter((c) => !framingSeen.has(c.stem)).length;
  const enough = (all: number, absent: number): boolean => absent === 0 || (all >= 3 && absent * 3 <= all);
  const thirdRule = enough(required.length, missing.length) || enough(required.length + framing.length, missing.length + framingMissing);
  // (where the third rule answers the part too, a document is added by those words only when it covers every one of them the sources cover)
  // (every one of them the sources cover but for those only documents off the question use: jointBar)
  const bar = thirdRule ? jointBar(covered.map((c) => c.stem), byDocument.values(), carrying, need) : need;
  const docs = [...byDocument.entries()].filter(([, found]) => found.size >= needBefore || [...found].filter((s) => carrying.has(s)).length >= bar).map(([id]) => id);
  // a third of the concepts may be missing, never what is asked for, and that only where a citable document covers it
  const headCited = head === null || docs.some((id) => byDocument.get(id)?.has(head.stem));
  // the word is used, but not where the rest is: no single source says what is asked of this subject
  // (a sum asked is said only by a sum, so its word may be missing from every document's cover while some use it)
  const headApart = head !== null && !headCited && headUsed && missing.every((c) => c === head) && docs.every((id) => !headUsedIn.has(id));
  if (head && !headCited && !headApart && covered.includes(head)) {
    covered.splice(covered.indexOf(head), 1);
    missing.push(head);
  }
  // a year the question is set in ("in 1953") is what it asks about: never one of the third that may be missing
  // (but for a year told in the reader's circumstances, "passed his test in 2019": question-roles.ts toldYears)
  const told = toldYears(part);
  const yearMissing = missing.some((c) => /^\d{4}$/.test(c.stem) && !told.has(c.stem));
  // nor the subject: a part whose subject no citable document names is not answered through its other words
  const ownerCited = owner === null || docs.some((id) => byDocument.get(id)?.has(owner.stem));
  const subjectCited = (subject === null || !subjectAlone || docs.some((id) => byDocument.get(id)?.has(subject.stem))) && ownerCited;
  // the words that frame the question (frame-words.ts) are never required; where the sources use them, they count
  // with the topic words, as they did before they were read as frame (so a part is never held unanswered for them)
  // weighed by role (question-roles.ts): what is asked never missing, and the missing weighing at most a third; the words
  // that frame the question count as a word of the main clause where the sources use them
  const items = required.map((c) => ({ role: roles.get(c.stem) ?? 'core', covered: !missing.includes(c) }));
  const framed = [...items, ...framing.map((c) => ({ role: 'core' as const, covered: framingSeen.has(c.stem) }))];
  // (the third rule of before still holds where it held: the weighing only answers what it would refuse over light words)
  // nor a name the part asks about ("What printing press did SHAKESPEARE use?"): without it the rest ("printing press",
  // "use") is another question; a name that only sets the scene ("…in Peru", "for my trip to Spain") weighs by its role
  // (a name in a list of names, "in Venice and Lisbon", is one of several asked about: the others are answered, it is named as missing)
  const listed = new Set([...part.matchAll(/\b(\p{Lu}[\p{L}'’-]*)(?:,\s+|\s+(?:and|or|nor)\s+|,\s+(?:and|or)\s+)(?=\p{Lu})|(?<=\b(?:and|or|nor)\s+|,\s+)(\p{Lu}[\p{L}'’-]*)/gu)].map((m) => stem((m[1] ?? m[2] ?? '').toLowerCase())));
  // (a month or a weekday is a time the question is set in, not a thing it asks about)
  const names = new Set(capitalisedStems(part, isCalendarWord).filter((n) => !listed.has(n)));
  // (a rule that the name must also be named by the documents the part is answered from cost two leads on a blind set of
  // yes/no questions, whose FAQ answers seldom repeat the place's name; "Who owns the Jikji today?" is therefore still
  // answered from a page that says "its own growth" and "today")
  // (nor a place a source's restriction to another place is read against, "to Spain" over "Vans must stay in the United
  // Kingdom": it is the case asked; verdict-condition.ts)
  const againstPlaces = new Set([...placesReadAgainst(part, [...textByDocument.values()].flat())].flatMap((p) => p.split(/\s+/).map(stem)));
  const askedName = (c: Concept): boolean => names.has(c.stem) && roles.get(c.stem) !== 'light' && roles.get(c.stem) !== 'context' && !againstPlaces.has(c.stem);
  const nameMissing = missing.some(askedName);
  const enoughCovered = headCited && subjectCited && !yearMissing && !nameMissing && (thirdRule || weightedEnough(items) || weightedEnough(framed));
  // what a light verb read as frame acts on: its modifiers said ("its OTTER survey"), its head said, by its kind's word
  // ("backlog": collection) or through a modifier said ("its DIGITISATION backlog")
  const allStems = new Set([...textByDocument.values()].flatMap((texts) => [...stemsOf(texts.join('\n'))]));
  const unsaid = (c: Concept): boolean => missing.includes(c) && kindWordUsed(c.term, allStems, true) === null;
  const objectWords = concepts.filter((c) => c.object !== undefined);
  const objectMissing = objectWords.some((c) => c.object === 'modifier' && unsaid(c)) || objectWords.some((c) => c.object === 'head' && unsaid(c) && !objectWords.some((m) => m.object === 'modifier' && !missing.includes(m)));
  const answerable = enoughCovered && !objectMissing && docs.length > 0 && covered.length > 0 && !missing.some((c) => namesOf.has(c.stem));
  // what is asked for, where no citable source says it (or says it of the owner asked about)
  const focusUncovered = head !== null && !answerable && (missing.includes(head) || headApart || !ownerCited);
  // once judged, a light word no source uses is no longer required of the sentences chosen (it scores where said), and a
  // word of the reader's context (the story, a subordinate clause) is never named as missing
  const context = new Set(light.filter((c) => roles.get(c.stem) === 'context').map((c) => c.stem));
  // (nor the words of a story a judgement points back to, asked about in the reader's own words, which a source says in
  // its own: question-roles.ts retoldStems)
  const retold = retoldStems(part, missing);
  const lightMissing = new Set([...missing.filter((c) => light.includes(c)).map((c) => c.stem), ...context]);
  return {
    part,
    // (a noun read as its kind is named, in the sentences chosen, by the kind's word: "dog" names the spaniel asked about)
    concepts: (lightMissing.size > 0 || ownPeople.size > 0 ? concepts.map((c) => ((answerable && lightMissing.has(c.stem)) || context.has(c.stem) || ownPeople.has(c.stem) ? { ...c, soft: true } : c)) : concepts).map((c) => {
      const kind = answerable && coveredStems.has(c.stem) && !literal.has(c.stem) ? byKind.get(c.stem) : undefined;
      return kind === undefined ? c : { ...c, phrases: [...(c.phrases ?? []), [stem(kind)]] };
    }),
    readAsKind: answerable
      ? [...byKind].flatMap(([s, kind]) => {
          const concept = required.find((c) => c.stem === s);
          return concept !== undefined && coveredStems.has(s) && !literal.has(s) && !(otherWords.get(s)?.size) ? [{ concept, kind }] : [];
        })
      : [],
    covered,
    // (nor in a refusal: "add documents about twins and nine" would send the reader after their own story; where the
    // context's words are all that is missing, the part is answered above)
    // (the reader's own people no source uses are named as before, "none of your sources uses the word 'manager'", but for
    // those told in the reader's context, "My dad uses a wheelchair. …", which no note names)
    // (a part refused names them: "My hamster has nits. What should I do?" is refused because no source names the hamster)
    missing: [...missing.filter((c) => !context.has(c.stem) && !(answerable && retold.has(c.stem))), ...peopleNamed],
    documents: headApart ? [] : docs,
    byDocument,
    neverTogether: missing.length === 0 && (docs.length === 0 || headApart),
    // a subject the sources name only as part of other things' names leaves nothing about it to cite
    answerable,
    readAs: covered.filter((c) => !literal.has(c.stem)).map((c) => ({ concept: c, words: [...(otherWords.get(c.stem) ?? [])].slice(0, 3) })),
    inNamesOnly: missing.filter((c) => namesOf.has(c.stem)).map((c) => ({ concept: c, names: [...(namesOf.get(c.stem) ?? [])].slice(0, 3) })),
    ...(headApart && head ? { headApart: head } : {}),
    ...(focusUncovered && head ? { focusUncovered: head, focusWordUsed: headSeen } : {}),
  };
}

/**
 * The words of the thing whose value a "what is the …" question asks ("what was the HUMIDITY that night", "what is the
 * ADMISSION PRICE"): the noun phrase after the verb, up to its first function word. A neighbour in GloVe ("heat" for
 * humidity) is another value, never this one. [] for another shape. Pure.
 */
export function valueAsked(part: string): string[] {
  const m = /^\s*(?:what|which)\s+(?:is|was|are|were)\s+(?:(?:the|a|an|its|their|his|her|your|my|our)\s+)?(.+)$/iu.exec(part);
  const out: string[] = [];
  for (const word of words(m?.[1] ?? '')) {
    if (isStopWord(word)) break;
    out.push(word);
  }
  return out;
}

/** The stems of the words a question capitalises after its first word: names ("Sandmere", "World Cup"), but those `except` accepts (lower-cased). Pure. */
export function capitalisedStems(question: string, except: (word: string) => boolean = () => false): string[] {
  const tokens = question.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return tokens.slice(1).filter((t) => /^\p{Lu}/u.test(t) && t !== 'I' && !except(t.toLowerCase())).map((t) => stem(t.toLowerCase().replace(/['’]s$/, '')));
}

/**
 * Lets each of `candidates` that no text says (in its own word, family, related or direct words) be said by a word
 * paraphrase.ts allows, in a sentence that names at least half (and one) of the other required concepts some text
 * says: the word's stem is added to the concept's phrases. Mutates the concepts of one coverage reading. Pure but for
 * the shipped vectors and lexicon.
 */
export function bridgeBySimilarity(candidates: Concept[], required: Concept[], texts: string[]): void {
  const all = new Set<string>();
  for (const text of texts) for (const s of stemsOf(text)) all.add(s);
  const said = (c: Concept): boolean => mentioned([c], all).length > 0 || mentionedInOtherWords([c], all, 'direct').length > 0;
  const absent = candidates.filter((c) => !said(c) && /^[a-z]+$/.test(c.term));
  if (absent.length === 0) return;
  const present = required.filter((c) => !absent.includes(c) && said(c));
  for (const concept of absent) {
    const near = nearestWords(concept.term);
    if (near.size === 0) continue;
    const others = present.filter((c) => c !== concept);
    const need = Math.max(1, Math.ceil(others.length / 2));
    const found = new Set<string>();
    for (const text of texts) {
      for (const sentence of sentences(text)) {
        const tokens = words(sentence).filter((w) => near.has(w) || near.has(lemmaOf(w)));
        if (tokens.length === 0) continue;
        if (mentioned(others, stemsOf(sentence)).length < need) continue;
        for (const w of tokens) if (maySay(concept.term, w, wordSimilarity(concept.term, w), true)) found.add(stem(w));
      }
    }
    if (found.size > 0) concept.phrases = [...(concept.phrases ?? []), ...[...found].map((s) => [s])];
  }
}

export function joinWords(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

/** What to add so the question could be answered. */
export function whatWouldHelp(topics: string[]): string {
  // a question said indirectly ("what the salary of a tree surgeon is") is what documents would say, not what they are about
  const saying = topics.length > 0 && topics.every((t) => /^(?:(?:in|at|on|for|by|during|from|to)\s+)?(?:what|which|how|who|whom|when|where|why)\b/iu.test(t));
  const about = topics.length > 0 ? ` ${saying ? 'that say' : 'about'} ${joinWords(topics)}` : '';
  return `To research this, add documents${about} to the library, or run it on a profile connected to an online research account.`;
}

/**
 * What Quire checked for concepts no source covers, worded as the check it made (words, not
 * meanings) so that it is true: 'uses the word "cancer"', 'uses the words "capital" or "peru"'.
 * (The words the lexicon relates to them were looked for too; a source that used one alongside the
 * rest of the question would have covered the concept.) Pure.
 */
export function absentWords(missing: Pick<Concept, 'term' | 'label'>[]): string {
  return `uses the word${missing.length === 1 && !missing[0]?.label ? '' : 's'} ${joinWords(missing.map((c) => `"${c.label ?? c.term}"`), 'or')}`;
}

/**
 * What Quire saw of a subject word its sources use only inside names of other things: 'The word
 * "bears" appears only in the name "water bears", which Quire did not take for the bears asked
 * about.' Empty when there is none. Pure.
 */
export function namesNote(inNamesOnly: { concept: Concept; names: string[] }[]): string {
  return inNamesOnly
    .map(({ concept, names }) => `The word "${concept.term}" appears only in the name${names.length === 1 ? '' : 's'} ${joinWords(names.map((n) => `"${n}"`))}, which Quire did not take for the ${concept.term} asked about.`)
    .join(' ');
}

/** The missing concepts whose words no source uses at all (not those used only inside names). Pure. */
export function unusedWords(missing: Concept[], inNamesOnly: { concept: Concept }[] = []): Concept[] {
  return missing.filter((c) => !inNamesOnly.some((n) => n.concept.stem === c.stem));
}

/** The plain reply when nothing in the library covers the question (`libraryStems`: the stems of its words the library uses). */
export function nothingCoveredMessage(required: Concept[], inNamesOnly: { concept: Concept; names: string[] }[] = [], libraryStems?: Set<string>): string {
  const topics = required.map((c) => c.label ?? c.term);
  if (topics.length === 0) return `Quire found nothing to cite on this question in your library. ${whatWouldHelp([])}`;
  // (a word some document uses, in its text or title, is never said to be used by none: only what the library was checked for)
  const unused = unusedWords(required, inNamesOnly).filter((c) => libraryStems === undefined || !libraryStems.has(c.stem));
  const checked = [unused.length > 0 ? `: none of its documents ${absentWords(unused)}.` : '.', namesNote(inNamesOnly)].filter(Boolean).join(' ');
  // (what it found nothing on: the words no document uses, where some are; a word a document's title says is no such topic)
  const named = libraryStems !== undefined && unused.length > 0 && unused.length < required.length ? unused.map((c) => c.label ?? c.term) : topics;
  return `Quire found nothing on ${joinWords(named, 'or')} in your library${checked} ${whatWouldHelp(named)}`;
}

/**
 * The question's words for some of its concepts, as it writes them and joined where they stand together
 * ("the Eastgate Tool Library" → "Eastgate Tool Library", not "eastgate, tool and library"), in the question's
 * order. Pure.
 */
export function phrasesOf(question: string, concepts: Pick<Concept, 'stem'>[]): string[] {
  const stems = new Set(concepts.map((c) => c.stem));
  const out: string[] = [];
  let run: string[] = [];
  for (const token of question.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? []) {
    const s = stem(token.toLowerCase().replace(/['’]s$/, ''));
    if (stems.has(s)) {
      run.push(token.replace(/['’]s$/, ''));
      stems.delete(s);
    } else if (run.length > 0) {
      out.push(run.join(' '));
      run = [];
    }
  }
  if (run.length > 0) out.push(run.join(' '));
  return out;
}

/** The gap note for a part that the sources cover only partly: 'Your sources discuss coffee and sleep; none of them uses the word "cancer".' */
/**
 * Is a question's word one a note may name as a topic the sources discuss: a noun, a name or a compound, not a form of
 * a verb ("kept", "fired", "cracked": "Your sources discuss kept and boards" reads as nothing) nor an adjective
 * ("thick", "wooden"). Pure but for the shipped tables.
 */
export function isTopicWord(term: string): boolean {
  const w = term.toLowerCase();
  if (w.includes(' ') || /\d/.test(w)) return true;
  const lemma = lemmaOf(w);
  // an inflected form of a verb: irregular ("kept"), or -ed on a word of the lexicon (a noun takes no -ed: "fired", "cracked")
  if (lemma !== w && verbShareOfForm(lemma) >= 0.5 && !isCommonNoun(w) && !/s$/.test(w)) return false;
  if (/\p{L}{3}ed$/u.test(w) && !isCommonNoun(w) && baseFormCandidates(w).slice(1).some((b) => verbShareOfForm(b) > 0 || isCommonNoun(b))) return false;
  return !(isModifierWord(w) && !isCommonNoun(w) && !isCommonNoun(lemma));
}

export function gapMessage(coverage: PartCoverage, neighbours: string[], who = 'Your sources'): string {
  // what is asked for, not there: said as the question asks it ("none of your sources says what the salary of a tree surgeon is")
  const apart = coverage.headApart;
  // (a sum asked, "How much does an Octopus card cost in Hong Kong": "how much an Octopus card costs in Hong Kong"; amount-focus.ts)
  const asked = coverage.focusUncovered && !apart ? (coverage.askedAs ?? indirectQuestion(coverage.part) ?? indirectAmountQuestion(coverage.part)) : null;
  if (asked) {
    // (the other words the sources share only where they share none of the question's)
    // (the focus among them where a source uses its word: "they discuss waiting list and Brockby")
    // (the focus as a word of its own: "card cost" would join two words no source may use together)
    // (a word of an amount as a word of its own: "card cost" would join two words no source may use together; "waiting list" stays one)
    const focus0 = coverage.focusWordUsed ? coverage.focusUncovered : undefined;
    const apartFocus = focus0 !== undefined && amountWordDimension(focus0.term) !== null;
    const own = [...phrasesOf(coverage.part, [...coverage.covered.filter((c) => c.stem !== coverage.focusUncovered?.stem), ...(focus0 && !apartFocus ? [focus0] : [])]), ...(focus0 && apartFocus ? [focus0.label ?? focus0.term] : [])];
    const discussed = (own.length > 0 ? own : neighbours).filter(isTopicWord).slice(0, 3);
    const focus = coverage.focusUncovered;
    const none = who === 'Your sources' ? 'your sources' : who.replace(/^The /, 'the ');
    // the word itself is named only where no source uses it (true of the raw documents), then what that leaves unsaid
    if (focus && coverage.focusWordUsed === false) {
      const word = absentWords([focus]);
      const lead = discussed.length > 0 ? `${who} discuss ${joinWords(discussed)}; none of them ${word}` : `None of ${none} ${word}`;
      return `${lead}, so Quire found nothing in them that says ${asked}.`;
    }
    // (what Quire found, not what the sources mean: a source may say it in words Quire does not relate)
    return `Quire found nothing in ${none} that says ${asked}${discussed.length > 0 ? `; they discuss ${joinWords(discussed)}` : ''}.`;
  }
  if (apart) {
    // true of the raw documents: the word is used, only not by the sources on the rest of the question
    // (a source that uses it covers too few of the rest to be cited: with three concepts or more, never most of them)
    const rest = coverage.covered.filter((c) => c.stem !== apart.stem).map((c) => `"${c.term}"`);
    const also = rest.length === 0 ? '' : `, but none that uses it also uses ${rest.length >= 2 ? 'most of the words' : 'the word'} ${joinWords(rest)}`;
    return `Your sources use the word "${apart.term}"${also}, so Quire found nothing to cite for "${coverage.part}".`;
  }
  if (coverage.neverTogether) {
    // what was checked is words: no source uses them together (a source may still speak of one in words Quire does not relate)
    return `${who} use the words ${joinWords(coverage.covered.map((c) => `"${c.term}"`))}, but no single source uses ${coverage.covered.length === 2 ? 'both' : 'them all'}, so Quire found nothing to cite for "${coverage.part}".`;
  }
  // (topic words only: a verb's form or an adjective names nothing discussed)
  const discussed = [...coverage.covered.map((c) => c.label ?? c.term), ...neighbours.filter((n) => !coverage.covered.some((c) => c.term === n))].filter(isTopicWord).slice(0, 3);
  const inNames = coverage.inNamesOnly ?? [];
  // (never the focus where a source uses its word: "none of them uses the word 'cost'" would be untrue of the raw documents)
  // (said of all the sources, "Your sources …"; the sources cited for another part may still lack it)
  const unused = unusedWords(coverage.missing, inNames).filter((c) => !(who === 'Your sources' && coverage.focusWordUsed === true && c.stem === coverage.focusUncovered?.stem));
  const names = namesNote(inNames);
  const withNames = (note: string): string => [note, names].filter(Boolean).join(' ');
  // an amount asked whose word the sources use, but never of this: what Quire found said so, not what the sources mean
  const amount = coverage.focusUncovered && coverage.focusWordUsed === true && amountWordDimension(coverage.focusUncovered.term) !== null ? coverage.focusUncovered : null;
  const unstated = amount ? `no amount for what is asked ("${amount.label ?? amount.term}")` : '';
  if (unused.length === 0 && amount) return withNames(discussed.length > 0 ? `${who} discuss ${joinWords(discussed)}; Quire found in them ${unstated}.` : `Quire found in ${who === 'Your sources' ? 'your sources' : who.replace(/^The /, 'the ')} ${unstated}.`);
  if (unused.length === 0) return withNames(discussed.length > 0 ? `${who} discuss ${joinWords(discussed)}.` : '');
  const missing = absentWords(unused);
  if (discussed.length === 0) return withNames(`None of ${who === 'Your sources' ? 'your sources' : who.replace(/^The /, 'the ')} ${missing}.`);
  return withNames(`${who} discuss ${joinWords(discussed)}; none of them ${missing}.`);
}
