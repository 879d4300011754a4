// Instructions in a follow-up read from its STRUCTURE (chat-intent.ts and chat-followup.ts ask), not from one
// author's wording: a clause is an instruction when it is imperative (its first word a verb in its base form, or a
// word followed by its object: "List the steps", "Sum up the article", "Set the two reports side by side"), or when
// a request opens it ("can you / could you / would you / please / I'd like you to" + a verb), or when it is a
// request form without a verb ("Just the totals", "The figures only"). The forms a request names are read as word
// families (the word, its inflections and degrees, and the verb made from it: simple, simpler, simplest, simplify;
// total, totals, sum, sums; number, figure, count, tally), so "in plainer English" and "just the totals" are read as
// "in plain words" and "just the numbers" are. A noun such as "list" in a statement or a question ("I was on the old
// list; where does that leave me?") names no form. Pure.
import { lemmaOf } from './lemmas';
import { baseFormCandidates, verbShare } from './verbs';

/** Markdown/HTML decoration around words ("**plain**", "*old list*", "<em>By …</em>"): never part of what is asked. */
export function undecorated(text: string): string {
  return text
    .replace(/<\/?(?:em|i|b|strong|u|mark|span|small)\b[^>]*>/gi, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*{1,3}|_{1,3}|`)(?=\S)([^*_`\n]+?)(?<=\S)\1/g, '$2');
}

/** A request opening a clause: politeness and the modal of asking, before the verb asked for. */
const OPENING = /^(?:(?:ok(?:ay)?|right|now|so|and|then|also|please|kindly|just|maybe|perhaps|actually)[,\s]+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+|just\s+|quickly\s+)*|(?:i'?d|i would|i want|i need)\s+(?:like\s+)?(?:you\s+)?to\s+|please\s+|just\s+)*/i;
/** Words a clause may begin with that make it a question or a statement, never an imperative. */
const NOT_A_VERB = /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|am|be|been|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must|i|i'?m|i'?d|i'?ve|i'?ll|you|we|they|he|she|it|its|this|that|these|those|there|here|the|a|an|my|our|your|their|his|her|if|since|because|as|though|although|while|my|yes|no|not|thanks|thank|in|on|at|for|from|by|with|of|to|about|and|but|or|so|just|only|also|any|some|all|each|every|no|none)$/i;
/** What may follow a verb as its object or particle: a determiner, an object pronoun, a particle. */
const OBJECT = /^(?:the|a|an|it|that|this|them|these|those|me|us|everything|all|each|every|both|my|our|your|their|out|up|down|over|through|again|back|together|some|any|several|few|key|main|\d+|one|two|three|four|five|six|seven|eight|nine|ten)$/i;

/** The clauses of a message: its sentences, and the parts of a sentence after a semicolon or a colon. */
function clauses(message: string): string[] {
  return undecorated(message)
    .split(/(?<=[.?!;:])\s+|\s+[—–]\s+|;\s*/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** The words of a clause, lower case, without punctuation (an apostrophe kept inside a word). */
function tokens(clause: string): string[] {
  return (clause.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((t) => t.replace(/’/g, "'"));
}

/** An imperative clause: its verb (as written, lower case) and the words after it. */
export interface Imperative {
  verb: string;
  rest: string[];
  /** The clause opened with a request ("can you", "please"). */
  requested: boolean;
}

/**
 * The imperative clauses of a follow-up: those whose first word (after a request's opening) is a verb in its base
 * form (a word WordNet tags mostly as a verb, or any word followed by its object or a particle: "List the…", "Sum up…").
 * A question ("Which list…?") or a statement ("I was on the old list") has none. Pure.
 */
export function imperatives(message: string): Imperative[] {
  const out: Imperative[] = [];
  for (const clause of clauses(message)) {
    const opened = OPENING.exec(clause)?.[0] ?? '';
    const words = tokens(clause.slice(opened.length));
    const [first, next] = words;
    if (!first || NOT_A_VERB.test(first)) continue;
    // a base form: not an inflection ("lists", "listed") unless the table says the form itself is the lemma
    // ("lay" is a base form of its own, though the lemma table reads it as the past of "lie")
    const base = verbShare(first) > 0 || (lemmaOf(first) === first && !/(?:ed|ing)$/.test(first));
    const verbal = verbShare(first) > 0 || (next !== undefined && OBJECT.test(next));
    if (base && verbal) out.push({ verb: first, rest: words.slice(1), requested: opened.trim() !== '' });
  }
  return out;
}

/** Is any clause of the follow-up an imperative (or a request: "Can you…", "Please…")? Pure. */
export function isInstruction(message: string): boolean {
  return imperatives(message).length > 0;
}

/** The base forms of a word: the lemma table's, and regular inflection's ("totals" → total, "simpler" → simple). */
function basesOf(word: string): string[] {
  const w = word.toLowerCase();
  const out = new Set([w, lemmaOf(w), ...baseFormCandidates(w)]);
  // degrees of an adjective: simpler, simplest, plainer, easier (the lemma table has the irregular ones)
  for (const m of [/^(.{3,})(?:er|est)$/.exec(w), /^(.{3,})i(?:er|est)$/.exec(w)]) if (m?.[1]) out.add(m[1]).add(`${m[1]}e`).add(`${m[1]}y`);
  return [...out];
}

/** Is a word of the family of one of these base words: the word, an inflection or degree of it, or a verb or adverb made from it? */
function ofFamily(word: string, seeds: readonly string[]): boolean {
  const bases = basesOf(word);
  return seeds.some((seed) => bases.includes(seed) || (word.length > seed.length && word.toLowerCase().startsWith(seed.replace(/e$/, '')) && /^(?:ify|ified|ifies|ifying|ification|ly|y)$/.test(word.toLowerCase().slice(seed.replace(/e$/, '').length))));
}

/** Adjectives that ask for plain words (with their degrees and the verb made from them: simplify, clarify). */
const PLAIN_SEEDS = ['simple', 'plain', 'easy', 'clear', 'basic', 'everyday', 'ordinary', 'straightforward', 'elementary', 'uncomplicated', 'nontechnical'] as const;
/** Nouns of the words a reply is said in. */
const WORDING = /^(?:words?|terms?|language|english|wording|way|version|form|speak|sentences?|prose)$/;

/** Is this word a word of plain wording ("simpler", "simplest", "plainer", "easier", "simplify", "simply")? Pure. */
export function isPlainWord(word: string): boolean {
  return ofFamily(word, PLAIN_SEEDS);
}

/**
 * Does the follow-up ask for plain words, in any form: "in simpler words", "in plainer English", "using simpler
 * language", "in the simplest terms", "simplify that", "the simplified version", "more simply", "less technical",
 * "without the jargon"? Pure.
 */
export function asksPlain(message: string): boolean {
  const all = clauses(message).map(tokens);
  for (const words of all) {
    for (let i = 0; i < words.length; i += 1) {
      const w = words[i] ?? '';
      const next = words[i + 1] ?? '';
      // "in simpler words", "the simplest terms", "a simplified version"
      if (isPlainWord(w) && WORDING.test(next)) return true;
      // "more simply", "say it plainly", "simplify it"
      if (/ly$/.test(w) && isPlainWord(w) && !/^(?:clearly|plainly)$/.test(w)) return true;
      if (/^(?:more|less|much|very)$/.test(words[i - 1] ?? '') && /ly$/.test(w) && isPlainWord(w)) return true;
      if (/^simplif/.test(w) && i === 0) return true;
      if (/^(?:less|non|not|without)$/.test(w) && /^(?:technical|technically|jargon)$/.test(next)) return true;
      if (w === 'jargon' && /^(?:no|less|without|minus)$/.test(words[i - 1] ?? '')) return true;
    }
  }
  // "Can you make it simpler?", "Simpler, please": a degree of the family in an instruction, or opening a clause with no verb
  for (const words of all) if (isPlainWord(words[0] ?? '') && /(?:er|est)$/.test(words[0] ?? '')) return true;
  // "Can you simplify that?", "Please simplify": the verb of the family asked for
  return imperatives(message).some((c) => /^simplif/.test(c.verb) || c.rest.some((w) => /(?:er|est)$/.test(w) && isPlainWord(w)));
}

/** Nouns of the family of figures: a request for these alone is a request for the sources' figures. */
const FIGURE_SEEDS = ['number', 'figure', 'total', 'sum', 'count', 'tally', 'statistic', 'stat', 'amount', 'percentage', 'subtotal', 'numeral', 'digit'] as const;

/** Is this word a noun of the figures' family ("totals", "sums", "counts", "tallies", "figures")? Pure. */
export function isFigureWord(word: string): boolean {
  return ofFamily(word, FIGURE_SEEDS) && !/ly$/.test(word);
}

/**
 * Does the follow-up ask for the figures alone: a request form naming a word of the family and nothing else but what
 * they are of ("Just the totals for each pest", "Only the figures for each site", "The numbers only", "Give me the
 * counts for every store", "Can you just give the sums?", "Could I have only the tallies?", "Totals per month")? The
 * figure word must be what the request is for: the first noun after "just/only/the", or the object of an imperative
 * or of "can I have", or the clause's first word. Pure.
 */
export function asksFigures(message: string): boolean {
  for (const clause of clauses(message)) {
    const opened = OPENING.exec(clause)?.[0] ?? '';
    const words = tokens(clause.slice(opened.length));
    const lead = tokens(opened);
    // "Can I have / could I get / may I see (only) the totals"
    // "I'd (just) like / I would like / I want / I need (only) the totals": a wish stated is a request too
    const wish = /^(?:i'd|i)$/.test(words[0] ?? '') ? words.slice(1, 4).findIndex((w) => /^(?:like|want|need)$/.test(w)) : -1;
    const asking = /^(?:can|could|may)$/.test(words[0] ?? '') && words[1] === 'i' && /^(?:have|get|see)$/.test(words[2] ?? '') ? 3 : wish >= 0 && words.slice(1, 1 + wish).every((w) => /^(?:just|only|would|really|also|now)$/.test(w)) ? wish + 2 : 0;
    const imperative = imperatives(clause)[0];
    let at = asking > 0 ? asking : imperative ? 1 : 0;
    // "give me", "show us": the indirect object
    if (imperative && /^(?:me|us)$/.test(words[at] ?? '')) at += 1;
    // "pull out the totals", "keep it to the combined figure", "set down the sums": the verb's particle or object
    // pronoun and preposition before the noun phrase asked
    for (let k = 0; imperative && k < 3 && /^(?:out|up|down|back|over|off|it|them|that|this|to|at)$/.test(words[at] ?? ''); k += 1) at += 1;
    while (/^(?:just|only|all|the|a|some|key|main|raw|bare|final|overall|actual|exact|your|their)$/.test(words[at] ?? '')) at += 1;
    // the head of the noun phrase, after up to two modifiers ("the headline statistics", "the final vote totals")
    const head = [0, 1, 2].find((k) => isFigureWord(words[at + k] ?? ''));
    if (head === undefined) continue;
    at += head;
    // a figure word opening a clause with no verb asks a question only when a question word or an auxiliary went before it
    const opensRequest = asking > 0 || imperative !== undefined || lead.includes('just') || /^(?:just|only|the)$/.test(words[0] ?? '') || at === 0;
    // what follows: what they are of ("for each pest", "per month", "by store"), "only", "please", nothing else
    const after = words.slice(at + 1);
    const ofWhat = after.length === 0 || /^(?:for|per|of|by|in|on|across|from|only|please|each|every)$/.test(after[0] ?? '');
    if (opensRequest && ofWhat) return true;
  }
  return false;
}

/**
 * Does the follow-up ask the sources to be set beside each other, without the word "compare": "side by side",
 * "set / weigh / hold X against Y", "how do they stack up", "contrast"? Pure.
 */
/** The phrases of setting things beside each other ("side by side", "next to each other", "stack up against", "head to head"). */
export const SIDE_BY_SIDE = /\bside[\s-]+by[\s-]+side\b|\b(?:stack|stacks|line|lined)\s+(?:\w+\s+){0,3}up\b|\bhead[\s-]+to[\s-]+head\b|\b(?:next to|beside|against|alongside)\s+(?:each other|one another)\b|\bagainst\b|\bup\b/g;

export function asksSideBySide(message: string): boolean {
  const text = tokens(undecorated(message)).join(' ');
  if (/\bside by side\b|\bstack up\b|\bhead to head\b|\b(?:next to|beside|against|alongside) (?:each other|one another)\b/.test(text)) return true;
  const imperative = imperatives(message)[0];
  if (!imperative) return false;
  // "Set the council's account against the newspaper's", "Weigh the report against the article" ("compare" and
  // "contrast" are chat-intent.ts's own COMPARING words, read there with what they compare)
  // any verb of placing with "against" its object's other part ("Weigh X against Y", "Pit X against Y", "Hold X up against Y")
  return imperative.rest.includes('against');
}

/**
 * Does the follow-up ask for a list by its structure: "list" (or "enumerate", "itemise", "bullet") as the verb of an
 * imperative ("List them", "Can you list the steps?"), or a list named as the form of an imperative's object ("Give
 * me a list of the conditions", "Put the answer in a list", "Make a list of the costs")? A noun "list" in a statement
 * or a question ("the old list", "Which list…?") asks for none. Pure.
 */
export function asksList(message: string): boolean {
  for (const imperative of imperatives(message)) {
    if (/^(?:list|enumerate|itemi[sz]e|bullet)$/.test(imperative.verb)) return true;
    const rest = imperative.rest.join(' ');
    if (/\b(?:a|in|into|as)\s+(?:(?:short|quick|bulleted|bullet|numbered|simple)\s+)?list\b|\bbullet(?:ed)?\s+(?:points?|list)\b|\bbullets\b/.test(rest)) return true;
  }
  return false;
}

/**
 * What an instruction's object points at: "that"/"this" ("Explain that again", "Can you say that more simply?"), or
 * "it" said again ("Put it in plainer words", "Say it again"), stand for the reply just given ('previous'); "the
 * answer", "the whole thing", "everything" for the research's answer ('answer'); null when it names neither (a topic,
 * or no object). Pure.
 */
export function instructionObject(message: string): 'previous' | 'answer' | null {
  for (const imperative of imperatives(message)) {
    const [first, second] = imperative.rest.filter((w) => !/^(?:me|us|again|just|please|back)$/.test(w));
    if (first === 'that' || first === 'this') return /^(?:answer|reply|summary|whole)$/.test(second ?? '') ? 'answer' : 'previous';
    // "Say it again": the reply just given; a bare "it" ("Explain it more simply") may be the research's answer
    if (first === 'it' && imperative.rest.includes('again')) return 'previous';
    if ((first === 'the' || first === 'your') && /^(?:answer|whole|research|findings)$/.test(second ?? '')) return 'answer';
    if (first === 'everything' || first === 'all') return 'answer';
  }
  return null;
}
