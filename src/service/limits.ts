// A limit a source sets on a number, read against the number a yes/no question gives (used by verdict.ts):
// an age threshold ("Nobody under 14 may use it, even with a parent", "Children aged 8 and over can join",
// "over-18s only", "must be at least 16") against an age in the question or in a statement before it ("My
// daughter is twelve. Would she…", "a 15-year-old", "aged nine"); a maximum ("no more than two items", "sleeps at
// most six people", "up to six hens") against a count asked ("three lamps", "eight of us", "a party of ten").
// The limit is read from the sentence's structure: the bound word before or after the number ("under", "and over",
// "at least", "no more than", "a maximum of"), whether the clause forbids those beyond it (a negative subject or
// verb) or allows those within it (a modal of permission), and what the number counts (an age, or the noun after it).
// An asked number beyond the limit is a no; one within it a yes only where the sentence allows it in so many words.
// A rule set on a range of ages ("Children aged 8 to 13 may…", "Children under 12 may … only if an adult stays with
// them", "Under-16s must be accompanied") decides only the ages inside it: a ban no, a plain permission yes, one on a
// condition qualified, and no where the asker asks of going without a companion ("on her own", "without a parent")
// that the rule requires; above the ages a companion is required for ("Children under 8 must be accompanied"), going
// alone is a yes where no rule covers the age asked. A number in a name ("the Lumo Trail 600") is none asked; the age of a companion the rule
// names ("an adult aged 16 or over") limits nobody asked about. A requirement until an age ("must use a child car seat
// until they are 12 years old") is a rule on the ages below it, a no where the question asks to leave its act off ("Can
// he stop using his booster seat?"). A permission holds only in the case its sentence sets it in (permissionCase): one
// restricted to another setting of the kind asked ("only at our Little Bouncers sessions" for "the normal jump
// session") is a no, one on a setting or condition the question does not tell ("… if they wear an adult seat belt") a
// qualified answer at most. Pure but for the shipped lexicon.
import { quantitiesIn, type Quantity } from './number-words';
import { lemmaOf } from './lemmas';
import { broaderWords, isCommonNoun, isPersonNoun, lexicalRelations } from './lexicon';
import { stem } from './text';
import { measureUnit } from './disagreement';
import { caseWords, conditionClauses } from './asker-case';

export interface StatedLimit {
  /** 'min': those below `value` are outside it (an age threshold); 'max': those above it are; 'range': the ages from
   * `value` to `hi` a rule is set on ("Children aged 8 to 13 may…", "Children under 12 may … only if…"): only those
   * inside it are decided by it. */
  bound: 'min' | 'max' | 'range';
  value: number;
  /** Whether `value` itself is inside ("14 and over", "no more than two") or outside ("over 18", "under 14" of a max). */
  inclusive: boolean;
  /** An age (of people), or a count of the noun after the number (its lemma: "item", "person", "hen"). */
  of: 'age' | string;
  /** The sentence forbids what lies beyond ("Nobody under 14 may…") or allows what lies within ("can join"); for a
   * range, what it does to those inside: forbids, allows, or 'requires' ("Children under 8 must be accompanied…"). */
  says: 'forbids' | 'allows' | 'states' | 'requires';
  /** A range's upper end (inclusive; "under 12" ends at 11). */
  hi?: number;
  /** A range's rule holds only on a condition: a companion ("only if an adult stays with them", "must be accompanied
   * by", "with an instructor") or another ("only if they hold a bronze badge", "as long as they can swim a length"). */
  condition?: 'companion' | 'other';
  /** A range's permission is itself of going without a companion ("may swim without an adult", "on their own"). */
  alone?: boolean;
  /** A range that says whom the thing is for ("The club is for children aged 8 to 16"): an age outside it is a no. */
  defines?: boolean;
  /** For a range that requires: the content words of what it requires ("use a child car seat" of "Children must
   * normally use a child car seat until they are 12 years old"). */
  act?: string[];
}

export interface AskedNumber {
  value: number;
  /** Where its figure is written in the question. */
  at: number;
  end: number;
  /** An age, or the lemma of the noun counted ("lamp", "person" for "eight of us"). */
  of: 'age' | string;
}

/** Words that deny within a clause: a negative subject, a negated verb, a prohibition. */
const NEGATIVE = /\b(?:nobody|no[- ]one|none|no|not|never|cannot|can't|won't|mustn't|isn't|aren't|don't|doesn't|n't|forbidden|prohibited|banned|refused|excluded)\b/i;
/** Words that allow within a clause. */
const ALLOWING = /\b(?:can|may|welcome|allowed|permitted|eligible|open to|able to|free to|accepted|admitted)\b/i;
/** Words of age beside a number: "aged 14", "14 years old", "14-year-olds", "the age of 14", "over-18s". */
const AGE_WORD = /\b(?:age|ages|aged|years?\s+old|year\s+olds?|yrs)\b/i;
/** Does a clause name people (a pronoun for anyone, or a noun for a kind of person: "climbers", "members", "children")? */
function namesPeople(clause: string): boolean {
  if (/\b(?:nobody|no[- ]one|anyone|anybody|everyone|someone|under-?\d+s|over-?\d+s)\b/i.test(clause)) return true;
  return clause.split(/[^\p{L}]+/u).some((w) => w.length > 2 && /^[a-z]/.test(w) && isPersonNoun(nounLemma(w) || w, 3));
}

/** The clause of a sentence around a position: from the last clause break before it to the next one after it. */
function clauseAround(sentence: string, at: number, end: number): string {
  const breakAt = /[;:.!?]|\s[–—]\s|,\s*(?:but|and|because|so|although|though|while|whereas|since|as|which)\b/g;
  let start = 0;
  let stop = sentence.length;
  for (const m of sentence.matchAll(breakAt)) {
    const i = m.index ?? 0;
    if (i < at) start = i + m[0].length;
    else if (i >= end) {
      stop = i;
      break;
    }
  }
  return sentence.slice(start, stop);
}

/** A word's singular when it is a common noun ("lamps" → lamp, "people" → person via the lemma table); '' when it is none. */
function nounLemma(word: string): string {
  const lower = word.toLowerCase();
  for (const w of [lemmaOf(lower), lower, lower.replace(/ies$/, 'y'), lower.replace(/(?:ches|shes|sses|xes)$/, (e) => e.slice(0, -2)), lower.replace(/s$/, '')]) if (w.length > 1 && (isCommonNoun(w) || isPersonNoun(w))) return w;
  return '';
}

/** The lemma of the noun a figure counts: the last noun of the words after it, up to a function word ("two broken lamps to" → lamp); '' when none. */
function countedNoun(text: string, q: Quantity): string {
  const words = text.slice(q.end).replace(/^[\s-]+/, '').split(/[^\p{L}'-]+/u).filter((w) => w !== '');
  let found = '';
  for (const w of words.slice(0, 3)) {
    const lower = w.toLowerCase();
    if (/^(?:of|and|or|to|per|a|an|the|more|fewer|less|at|in|on|for|is|are|was|were|may|can|must|will|each|every|who|which|that)$/.test(lower)) break;
    const noun = nounLemma(lower);
    if (noun === '' && found !== '') break;
    if (noun !== '') found = noun;
  }
  return found;
}

/** Comparatives of size and weight: "no heavier than", "not larger than". */
const SIZE_COMPARATIVE = String.raw`(?:larger|longer|heavier|bigger|wider|taller|higher|greater|deeper|thicker|more|less|smaller|shorter|lighter|narrower|lower)`;

/**
 * The limit a sentence sets on a measure (a weight, a length, a speed), in its dimension's common unit: "may weigh up to
 * 20 kg", "The maximum load is 1,200 kg", "no longer than 1.5 metres", "may not be larger than 2.5 metres", "Bags over
 * 23 kg are not accepted" → max; "at least 2 metres", "a minimum of 50 cm" → min. null for a figure with no measure unit
 * or no bound word. Pure.
 */
function measureLimit(q: Quantity, before: string, afterFigure: string, clause: string): StatedLimit | null {
  let after = afterFigure;
  const size = q.unit ? measureUnit(q.unit) : null;
  if (!size) return null;
  const value = q.value * size[1];
  const of = `measure:${size[0]}`;
  // (after the unit: "20 kg or less")
  after = after.replace(/^\s*[a-z]+\.?/, '');
  const negative = NEGATIVE.test(clause.replace(/\b(?:no|not)\s+(?:more|greater|larger|longer|heavier|bigger|wider|taller|higher|deeper|thicker|less|smaller|shorter|lighter|narrower|lower)\s+than\b/g, ''));
  const says: StatedLimit['says'] = negative ? 'forbids' : ALLOWING.test(clause) ? 'allows' : 'states';
  const smaller = /\b(?:less|smaller|shorter|lighter|narrower|lower)\s+than\s*$/.test(before);
  // "no more than", "up to", "a maximum of", "the maximum load is", "not exceeding", "20 kg or less", "20 kg maximum"
  if (
    new RegExp(String.raw`\b(?:no|not)\s+(?:be\s+)?${SIZE_COMPARATIVE}\s+than\s*$`).test(before) && !smaller ||
    /\b(?:at\s+most|up\s+to|maximum(?:\s+[a-z]+){0,2}\s+(?:of|is|are)|maximum|max\.?|not\s+exceeding|limited\s+to|limit\s+(?:of|is))\s*$/.test(before) ||
    /^\s*(?:or\s+(?:less|under|lighter|shorter|smaller)|maximum|max\b|at\s+most)/.test(after)
  )
    return { bound: 'max', value, inclusive: true, of, says: negative && !/\b(?:no|not)\s+(?:be\s+)?[a-z]+\s+than\s*$/.test(before) ? 'forbids' : says === 'forbids' ? 'states' : says };
  // "Bags over 23 kg are not accepted", "heavier than 20 kg … must go by freight" in a negative clause: a max
  if (/\b(?:over|above|more\s+than|heavier\s+than|longer\s+than|larger\s+than|bigger\s+than|exceeding)\s*$/.test(before) && negative) return { bound: 'max', value, inclusive: true, of, says: 'forbids' };
  // "at least 2 metres", "a minimum of 50 cm", "no less than", "20 kg or more"
  if (/\b(?:at\s+least|minimum(?:\s+[a-z]+){0,2}\s+(?:of|is|are)|minimum|min\.?|no\s+(?:less|shorter|lighter|smaller)\s+than)\s*$/.test(before) || /^\s*or\s+(?:more|over|longer|heavier)/.test(after))
    return { bound: 'min', value, inclusive: true, of, says: negative ? 'states' : says };
  if (/\b(?:under|below|less\s+than|shorter\s+than|lighter\s+than|smaller\s+than)\s*$/.test(before) && negative) return { bound: 'min', value, inclusive: true, of, says: 'forbids' };
  return null;
}

/** Words of accompaniment: a rule requiring a companion ("accompanied", "supervised", "escorted"; "with them"). */
const COMPANION = /\b(?:accompan\w*|supervis\w*|escort\w*|chaperon\w*|with\s+(?:them|him|her|you)\b|(?:stays?|remains?|is|are)\s+(?:with|beside|present)\b)/i;
/** Words of a condition on a rule: "only if", "as long as", "provided (that)", "unless", "on condition that". */
const CONDITION = /\b(?:only\s+(?:if|when|with)|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing|unless|on\s+condition\s+that|if\s+accompanied|with\s+(?:the\s+|a\s+)?(?:\p{L}+\s+)?(?:consent|permission|approval|agreement))\b/iu;
/** Going without a companion, said of the act: "without an adult", "on their own", "alone", "unaccompanied". */
const WITHOUT_COMPANION = /\b(?:without\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+|any\s+)?(?:adult|parent|grown-?up|guardian|carer|supervision|supervisor)s?|on\s+(?:their|his|her|your|my|our)\s+own|alone|unaccompanied|unsupervised|by\s+(?:themselves|himself|herself|yourself|myself))\b/i;

/**
 * Is the age a figure gives that of another person than the rule's subject: a companion named after a preposition
 * ("accompanied by an adult aged 16 or over", "with a parent over 18")? The words before the figure, past its own
 * bound words, end on a person noun that a preposition opens. Pure but for the lexicon.
 */
function companionAge(before: string): boolean {
  const words = before.toLowerCase().split(/[^\p{L}-]+/u).filter((w) => w !== '');
  while (words.length > 0 && /^(?:aged|age|of|the|over|under|above|below|at|least|older|younger|than|from)$/.test(words.at(-1) ?? '')) words.pop();
  const noun = words.at(-1) ?? '';
  if (!(isPersonNoun(nounLemma(noun) || noun, 3) || /^(?:grown-?ups?|parents?|guardians?|carers?)$/.test(noun))) return false;
  const opener = words.slice(-4, -1).reverse().find((w) => !/^(?:an?|the|one|their|his|her|its|responsible|named|other|another)$/.test(w));
  return opener !== undefined && /^(?:by|with)$/.test(opener);
}

/**
 * The ranges of age a sentence sets a rule on: "Children aged 8 to 13 may swim without an adult only if…", "between
 * the ages of 8 and 11", "8 to 11 years old"; and "Children under 12 may use the sauna only if an adult stays with
 * them", "Under-16s must be accompanied" (0 to 11, 0 to 15): what the rule does to those inside it (a permission, a
 * requirement, a ban), on what condition. A range whose clause neither allows, requires nor forbids is no rule. Pure
 * but for the lexicon.
 */
function rangesIn(sentence: string): StatedLimit[] {
  const lower = sentence.toLowerCase();
  const out: StatedLimit[] = [];
  const rule = (lo: number, hi: number, at: number, end: number): void => {
    const clause = clauseAround(lower, at, end);
    const rest = lower.slice(end);
    const whole = `${clause} ${rest}`;
    if (companionAge(lower.slice(Math.max(0, at - 40), at))) return;
    const negative = NEGATIVE.test(clause.replace(/\b(?:no|not)\s+(?:more|fewer|less|greater)\s+than\b/g, ''));
    const requires = /\b(?:must|need|needs|have\s+to|has\s+to|are\s+required|is\s+required|should)\b/.test(clause) && !negative;
    const allows = ALLOWING.test(clause) && !negative;
    // (a band saying whom the thing is for, "Our Tuesday club is for children aged 8 to 16": those outside it are not
    // among them, StatedLimit.defines)
    const defines = !negative && !requires && /\b(?:is|are)\s+(?:only\s+)?(?:for|open\s+to|suitable\s+for|aimed\s+at|intended\s+for|meant\s+for)\s+(?:[\p{L}-]+\s+){0,3}$/u.test(lower.slice(Math.max(0, at - 60), at));
    if (!negative && !requires && !allows && !defines) return;
    const unaccompanied = whole.replace(WITHOUT_COMPANION, '');
    // (or "with an instructor", "with a parent": a person the rule has them be with)
    const withPerson = [...unaccompanied.matchAll(/\bwith\s+(?:an?|the|their|one)\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/gu)].some((w) => [w[1] ?? '', w[2] ?? ''].some((x) => x !== '' && isPersonNoun(nounLemma(x) || x, 4)));
    const companion = COMPANION.test(unaccompanied) || withPerson;
    const alone = WITHOUT_COMPANION.test(clause);
    const conditioned = CONDITION.test(whole) || requires || (/\bonly\b/.test(clause) && companion);
    // (what it requires: the words after its modal, but for the figure's own words)
    const required = requires ? /\b(?:must|need|needs|have\s+to|has\s+to|are\s+required\s+to|is\s+required\s+to|should)\s+(.*)$/.exec(`${clause.slice(0, at - lower.indexOf(clause))} ${clause.slice(end - lower.indexOf(clause))}`)?.[1] ?? '' : '';
    const act = caseWords(required).filter((w) => !AGE_WORD.test(w) && !/^(?:until|till|they|are|old|tall|years?)$/.test(w));
    out.push({ bound: 'range', value: lo, hi, inclusive: true, of: 'age', says: negative ? 'forbids' : (allows || defines) && !requires ? 'allows' : 'requires', ...(defines ? { defines } : {}), ...(conditioned ? { condition: companion ? 'companion' : 'other' } : {}), ...(alone ? { alone } : {}), ...(act.length > 0 ? { act } : {}) });
  };
  const figures = quantitiesIn(sentence).filter((q) => !q.currency && Number.isInteger(q.value) && q.value > 0 && q.value < 120);
  for (let i = 0; i + 1 < figures.length; i += 1) {
    const a = figures[i] as Quantity;
    const b = figures[i + 1] as Quantity;
    if (!/^\s*(?:to|-|–|and)\s*$/.test(lower.slice(a.end, b.at)) || b.value <= a.value) continue;
    const before = lower.slice(Math.max(0, a.at - 30), a.at);
    const after = lower.slice(b.end, b.end + 24);
    if (!(/\b(?:aged|ages?(?:\s+of)?)\s*(?:between\s*)?$/.test(before) || /^[\s-]*(?:years?[\s-]+olds?|years?\s+of\s+age|yrs)\b/.test(after))) continue;
    rule(a.value, b.value, a.at, b.end);
  }
  // "Children under 12 may…only if", "Under-16s must be accompanied": the ages below the figure
  for (const m of lower.matchAll(/\b(?:under|below|younger\s+than)[\s-]*(?:the\s+age\s+of\s*)?(\d{1,2})(s\b)?/g)) {
    const figure = Number(m[1]);
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const group = m[2] !== undefined;
    // (people named around it, "Children under 12", or the kind of person the rule is for right before it, "Climbers under 8")
    const holder = /([\p{L}-]+)\s+$/u.exec(lower.slice(0, at))?.[1] ?? '';
    if (!group && !namesPeople(lower.slice(Math.max(0, at - 24), end + 24)) && !AGE_WORD.test(lower.slice(end, end + 16)) && !(holder !== '' && isPersonNoun(nounLemma(holder) || holder, 4))) continue;
    if (!group && /^\s*(?:kg|g|cm|m|km|mph|metres?|meters?|kilos?|pounds?|minutes?|hours?|days?|weeks?|months?|%)\b/.test(lower.slice(end))) continue;
    rule(0, figure - 1, at, end);
  }
  // "Children must normally use a child car seat until they are 12 years old", "until the age of 12": the ages below it
  for (const m of lower.matchAll(/\b(?:until|till|up\s+to)\s+(?:(?:they|he|she|you|the\s+child|your\s+child)\s+(?:are|is|turn|turns|reach|reaches)\s+|(?:they|he|she|you)\s+(?:are|is)\s+aged\s+|(?:the\s+)?age\s+(?:of\s+)?)(\d{1,2})(?!\d|\.\d)/g)) {
    const figure = Number(m[1]);
    const at = m.index ?? 0;
    const end = at + m[0].length;
    // (an age: the age words said, or years after the figure; not "until they are 12 months", "until it is 20 cm")
    if (!/\bage\b/.test(m[0]) && !/^[\s-]*(?:years?[\s-]+old|years?\s+of\s+age|yrs)\b/.test(lower.slice(end))) continue;
    rule(0, figure - 1, at, end);
  }
  return out;
}

/**
 * The limits a sentence sets: "Nobody under 14 may use it, even with a parent" → min 14 (forbids); "Children aged 8
 * and over can join" → min 8 inclusive (allows); "over-18s only" → min 18; "no more than two items per session" → max 2
 * of item; "The boat sleeps at most six people" → max 6 of person (states). Pure but for the lexicon.
 */
export function limitsIn(sentence: string): StatedLimit[] {
  const out: StatedLimit[] = [];
  const lower = sentence.toLowerCase();
  // "over-18s", "under-16s" as a group word: the number after the hyphen
  for (const m of lower.matchAll(/\b(over|under)-?(\d{1,2})s\b/g)) {
    const value = Number(m[2]);
    const clause = clauseAround(lower, m.index ?? 0, (m.index ?? 0) + m[0].length);
    const negative = NEGATIVE.test(clause.replace(/\b(?:no|not)\s+(?:more|fewer|less|greater)\s+than\b/g, ''));
    const only = /\bonly\b/.test(clause);
    if (m[1] === 'over') out.push({ bound: 'min', value, inclusive: true, of: 'age', says: negative ? 'states' : only ? 'forbids' : ALLOWING.test(clause) ? 'allows' : 'states' });
    else if (negative) out.push({ bound: 'min', value, inclusive: true, of: 'age', says: 'forbids' });
  }
  for (const q of quantitiesIn(sentence)) {
    if (q.currency || !Number.isFinite(q.value) || q.value <= 0) continue;
    if (/-\s*$/.test(lower.slice(0, q.at)) && /\b(?:over|under)-$/.test(lower.slice(0, q.at))) continue;
    const before = lower.slice(Math.max(0, q.at - 40), q.at);
    const after = lower.slice(q.end, q.end + 30);
    const clause = clauseAround(lower, q.at, q.end);
    // (the age of a companion the rule names, "accompanied by an adult aged 16 or over", limits nobody asked about)
    if (companionAge(lower.slice(Math.max(0, q.at - 40), q.at))) continue;
    const measure = measureLimit(q, before, after, clause);
    if (measure) {
      out.push(measure);
      continue;
    }
    // ("16 or older", "18 or over" said of people, or after "be": of age)
    const age = AGE_WORD.test(before.slice(-16)) || (/^\s*(?:or|and)\s+(?:older|younger|over|above|under)\b/.test(after) && (namesPeople(clause) || /\b(?:be|are|is)\s*$/.test(before))) || /^[\s-]*(?:years?[\s-]+olds?|yrs|years?\s+of\s+age|years?\s+(?:and|or)\s+(?:over|above|older|under|younger)|\+)/.test(after) || (/\b(?:under|over|below|above|younger\s+than|older\s+than|at\s+least|aged)\s*(?:the\s+age\s+of\s*)?$/.test(before) && (namesPeople(clause) || /\b(?:be|are|is)\s+(?:at\s+least|over|under|older\s+than|younger\s+than)\s*$/.test(before)) && countedNoun(sentence, q) === '');
    // ("no more than two under-8s per adult" bounds a count; it forbids nothing)
    const negative = NEGATIVE.test(clause.replace(/\b(?:no|not)\s+(?:more|fewer|less|greater)\s+than\b/g, ''));
    const allowing = ALLOWING.test(clause);
    const counted = age ? 'age' : countedNoun(sentence, q);
    // a lower bound: "under 14" / "below the age of sixteen" / "younger than eight" in a negative clause ("Nobody under 14
    // may…") bars those below; "14 and over", "at least 14", "aged 14 or older", "14+", "from the age of 14", "a minimum
    // age of 14" set the least allowed
    // (one that must do something, "Children under 8 must be accompanied", is no bar: a rule on the ages below, rangesIn)
    if (/\b(?:under|below|younger\s+than)\s*(?:the\s+age\s+of\s*)?$/.test(before) && age && (negative || /\b(?:must|need|needs|have to|has to|should)\b/.test(clause))) {
      if (negative) out.push({ bound: 'min', value: q.value, inclusive: true, of: 'age', says: 'forbids' });
      continue;
    }
    if (/^\s*(?:and|or)\s+(?:over|above|older|up(?:wards)?|more)\b|^\s*\+|^\s*years?\s+(?:of\s+age\s+)?(?:and|or)\s+(?:over|above|older)\b/.test(after) || /\b(?:at\s+least|minimum\s+(?:age\s+)?(?:of|is)?|min\.?|from\s+(?:the\s+)?age\s+(?:of\s+)?|aged\s+at\s+least|no\s+younger\s+than)\s*$/.test(before)) {
      if (counted === '') continue;
      out.push({ bound: 'min', value: q.value, inclusive: true, of: counted, says: negative && !/\bno\s+younger\s+than\s*$/.test(before) ? 'states' : allowing || /\bonly\b/.test(clause) ? 'allows' : 'states' });
      continue;
    }
    if (/\b(?:over|older\s+than|above)\s*(?:the\s+age\s+of\s*)?$/.test(before) && age && !negative) {
      out.push({ bound: 'min', value: q.value, inclusive: false, of: 'age', says: allowing || /\bonly\b/.test(clause) ? 'allows' : 'states' });
      continue;
    }
    // an upper bound: "no more than two", "at most six", "up to six", "a maximum of 12", "not more than", "12 at most",
    // "12 maximum"
    if (/\b(?:no\s+more\s+than|not\s+more\s+than|at\s+most|up\s+to|a\s+maximum\s+of|maximum\s+of|maximum|max\.?|no\s+greater\s+than|not\s+exceeding|limited\s+to|limit\s+of)\s*$/.test(before) || /^\s*(?:at\s+most|maximum|max\b|or\s+(?:fewer|less))/.test(after)) {
      if (counted === '') continue;
      // the negation is part of the bound ("no more than"), not a prohibition of those within
      const rest = clause.replace(/\b(?:no|not)\s+(?:more|greater)\s+than\b/g, '');
      out.push({ bound: 'max', value: q.value, inclusive: true, of: counted, says: NEGATIVE.test(rest) ? 'forbids' : ALLOWING.test(rest) || /\beach\b|\bper\b/.test(rest) ? 'allows' : 'states' });
    }
  }
  return [...out, ...rangesIn(sentence)];
}

/**
 * The numbers a question (with any statements before it) gives of what it asks about: ages ("My daughter is twelve",
 * "a 15-year-old", "aged nine", "he's 15") and counts ("three broken lamps", "eight of us", "a party of ten"). Pure but
 * for the lexicon.
 */
export function askedNumbers(query: string): AskedNumber[] {
  const out: AskedNumber[] = [];
  const lower = query.toLowerCase();
  for (const q of quantitiesIn(query)) {
    if (q.currency || !Number.isFinite(q.value)) continue;
    const before = lower.slice(Math.max(0, q.at - 30), q.at);
    const after = lower.slice(q.end, q.end + 30);
    // a threshold the question itself states ("more than 20 people") is not a number it gives
    if (q.bound !== '=') continue;
    // nor is one that is part of a name or a label ("the Lumo Trail 600", "Category 2", "the number 42 bus")
    const previous = /(\S+)\s+$/.exec(query.slice(0, q.at))?.[1] ?? '';
    if ((/^\p{Lu}/u.test(previous) && !/^I(?:['’]m)?$/.test(previous) && /\S\s+\S+\s+$/.test(query.slice(0, q.at)) && !/[.!?]\s+\S+\s+$/.test(query.slice(0, q.at))) || /^(?:number|no\.?|nos?\.|#)$/i.test(previous)) continue;
    const size = q.unit ? measureUnit(q.unit) : null;
    if (size) {
      out.push({ value: q.value * size[1], at: q.at, end: q.end, of: `measure:${size[0]}` });
      continue;
    }
    // (an age said with when: "turns seven in June", "is eight next month")
    // (and an age its clause ends on before another clause: "my son is 16 and has his provisional licence")
    // (and one followed by another thing said of the same person: "my daughter is 7 and a strong swimmer")
    const afterAge = after.replace(/^\s*(?:years?|yrs)\b/, '').replace(/^\s*(?:in|on|by|at|before|after|during|next|this|last|soon|later|tomorrow|today)\b.*$/, '').replace(/^\s*,?\s*(?:and|but|so)\s+(?:he|she|they|i|we|his|her|their|my|our|has|have|had|is|are|was|were|can|could|will|would|wants?|holds?|owns?|just|an?|the|very|quite|really|already)\b.*$/, '').replace(/^[\s,.;?!]+$/, '');
    // ("I'm 17", "I am 17": the asker's own age)
    const sayer = /\b(?:is|'s|’s|are|turns|turned|just|'m|’m|am)\s*$/;
    if (/^[\s-]*(?:years?[\s-]+olds?|yrs?\s+old|years?\s+of\s+age)\b/.test(after) || /\b(?:aged|age)\s*$/.test(before) || (sayer.test(before) && !/^\s*\p{L}/u.test(afterAge) && /\b(?:i|he|she|they|we|son|daughter|child|kid|boy|girl|grandson|granddaughter|nephew|niece|brother|sister|friend|partner|teenager|who)\b/.test(before.replace(sayer, '').split(/[,.;]/).at(-1) ?? ''))) {
      out.push({ value: q.value, at: q.at, end: q.end, of: 'age' });
      continue;
    }
    if (/^\s*of\s+(?:us|them|you|we)\b/.test(after) || /\b(?:party|group|family|team|class)\s+of\s*$/.test(before) || /\bthere\s+(?:are|will\s+be)\s*$/.test(before) || /\bwe\s+are\s*$/.test(before)) {
      out.push({ value: q.value, at: q.at, end: q.end, of: 'person' });
      continue;
    }
    // (a number in a compound adjective, "the seven-step pattern", counts nothing asked)
    if (/^-\p{L}/u.test(query.slice(q.end, q.end + 2))) continue;
    const noun = countedNoun(query, q);
    if (noun !== '' && !/^(?:year|month|week|day|hour|minute|time|am|pm)$/.test(noun)) out.push({ value: q.value, at: q.at, end: q.end, of: noun });
  }
  return out;
}

/** A word for people: "person"/"people" themselves, or a kind of person ("guests", "riders"; WordNet, three levels up). */
function personWord(word: string): boolean {
  return /^(?:person|persons|people)$/.test(word) || isPersonNoun(word, 3);
}

/** General count nouns a limit may use for any thing counted ("two items per visit"). */
const ANY_THING = /^(?:item|thing|object|piece|article|unit|bag|entry)$/;

/** Does a limit count what the question counts: the same lemma, a synonym or a kind of it, people for people, or a general count noun? */
function sameCounted(limit: string, asked: string): boolean {
  if (limit === 'age' || asked === 'age' || limit.startsWith('measure:') || asked.startsWith('measure:')) return limit === asked;
  if (stem(limit) === stem(asked)) return true;
  if (personWord(limit) && personWord(asked)) return true;
  if (ANY_THING.test(limit)) return true;
  if (lexicalRelations(asked).direct.has(stem(limit))) return true;
  return broaderWords(asked).some((w) => stem(w) === stem(limit)) || broaderWords(limit).some((w) => stem(w) === stem(asked));
}

/**
 * The verdict a sentence's limit gives on the numbers a question gives: outside the limit → 'no' (the sentence forbids
 * it, or sets the bound of what is allowed); inside it → 'yes' only where the sentence allows those within in so many
 * words ("Children aged 8 and over can join" for a ten-year-old); null when the sentence sets no limit on what the
 * question counts. Pure but for the lexicon.
 */
export function limitVerdict(query: string, sentence: string): 'yes' | 'no' | 'qualified' | null {
  return limitReading(query, sentence)?.verdict ?? null;
}

/** A limit's verdict, and whether it is read from a rule the asked age lies beyond ("Children under 8 must be
 * accompanied" for a ten-year-old alone: the requirement does not reach them), weaker than a rule that covers it. */
export interface LimitReading {
  verdict: 'yes' | 'no' | 'qualified';
  beyond: boolean;
}

/** limitVerdict with the kind of reading (LimitReading). Pure but for the lexicon. */
export function limitReading(query: string, sentence: string): LimitReading | null {
  const reading = boundReading(query, sentence);
  if (!reading || reading.verdict === 'no') return reading;
  // (a permission for the ages or counts asked holds only in the case the sentence sets it in: permissionCase)
  const own = permissionCase(query, sentence);
  if (own === 'other') return { ...reading, verdict: 'no' };
  if (own === 'untold' && reading.verdict === 'yes') return { ...reading, verdict: 'qualified' };
  return reading;
}

/** The limit's verdict on the numbers asked, before the case the sentence sets its rule in is read. */
function boundReading(query: string, sentence: string): LimitReading | null {
  const asked = askedNumbers(query);
  if (asked.length === 0) return null;
  let beyond: LimitReading | null = null;
  for (const limit of limitsIn(sentence)) {
    const number = asked.find((a) => sameCounted(limit.of, a.of));
    if (!number) continue;
    if (limit.bound === 'range') {
      const range = rangeVerdict(query, limit, number.value);
      if (range === 'beyond') beyond ??= { verdict: 'yes', beyond: true };
      else if (range) return { verdict: range, beyond: false };
      continue;
    }
    const outside = limit.bound === 'min' ? (limit.inclusive ? number.value < limit.value : number.value <= limit.value) : limit.inclusive ? number.value > limit.value : number.value >= limit.value;
    if (outside) return { verdict: 'no', beyond: false };
    // within a bound the sentence only forbids beyond ("Nobody under 14") says nothing of what else may be required
    if (limit.says === 'allows' || (limit.bound === 'max' && limit.says === 'states')) return { verdict: 'yes', beyond: false };
  }
  return beyond;
}

/** Prepositions after "only" that restrict a permission to a setting: "only at our Little Bouncers sessions", "only in the back". */
const ONLY_SETTING = /\bonly\s+(?:at|in|on|during|inside|within|from|via|through|aboard)\s+([^,;:.!?()]+)/giu;

/**
 * The case a sentence sets a permission in, read against the asker's question (the rule's own case, not its bound): a
 * setting it restricts the permission to with "only" ("Children under 5 can jump ONLY AT OUR LITTLE BOUNCERS SESSIONS")
 * and the conditions it sets (asker-case.ts conditionClauses: "… may travel without a child seat in a taxi IF THEY WEAR
 * AN ADULT SEAT BELT"). 'other' where the question names a setting of the same kind that is not the one allowed (its head
 * noun, "session", without the rest: "the normal jump session"): the permission does not reach the asker; 'untold'
 * where the question tells neither the setting nor the condition (most of its content words), so the permission may or
 * may not be the asker's: a qualified answer at most; null where the sentence sets its permission in no such case or
 * the question tells it. A condition holding a figure is the limit itself ("if they are aged 8 or over"), not a case.
 * Pure but for the shipped lexicon.
 */
export function permissionCase(query: string, sentence: string): 'other' | 'untold' | null {
  const told = new Set(caseWords(query).map(stem));
  const says = (w: string): boolean => told.has(stem(w));
  let untold = false;
  for (const m of sentence.matchAll(ONLY_SETTING)) {
    const setting = caseWords(m[1] ?? '');
    const head = setting.at(-1);
    if (!head || setting.every(says)) continue;
    if (says(head)) return 'other';
    untold = true;
  }
  for (const clause of conditionClauses(sentence)) {
    if (/\d/.test(clause) || quantitiesIn(clause).length > 0) continue;
    const words = caseWords(clause);
    if (words.length > 0 && words.filter(says).length * 2 <= words.length) untold = true;
  }
  return untold ? 'untold' : null;
}

/** Does a question ask of going without a companion: "without a parent", "without me being in the water", "on her own", "alone"? Pure but for the lexicon. */
export function withoutCompanionAsked(query: string): boolean {
  if (WITHOUT_COMPANION.test(query)) return true;
  const m = /\bwithout\s+(?:(?:an?|the|my|his|her|their|your|our|any)\s+)?([\p{L}-]+)/iu.exec(query);
  const word = (m?.[1] ?? '').toLowerCase();
  return /^(?:me|us|him|her|them|you|anyone|anybody|someone)$/.test(word) || (word !== '' && isPersonNoun(nounLemma(word) || word, 4));
}

/**
 * A rule on a range of ages read against the age asked: outside the range it decides nothing (the ages above a rule
 * for 8- to 13-year-olds are not barred by it) unless it says whom the thing is for (a no), but for a companion required below an age, which one above it asking
 * to go alone is beyond ('beyond'); inside, a ban is a no, a plain permission a yes, a permission or
 * requirement on a condition a qualified answer, and where the asker asks of going without a companion a rule that
 * needs one is a no, while one silent on going alone decides nothing. Pure.
 */
function rangeVerdict(query: string, limit: StatedLimit, age: number): 'yes' | 'no' | 'qualified' | 'beyond' | null {
  // (above the ages a companion is required for, "Children under 8 must be accompanied", one asking to go alone is not
  // held by it: 'beyond', a yes only where no rule covers the age asked)
  if (age > (limit.hi ?? limit.value) && limit.value === 0 && limit.says === 'requires' && limit.condition === 'companion' && withoutCompanionAsked(query)) return 'beyond';
  // (outside a band that says whom the thing is for, "is for children aged 8 to 16", the age asked is not among them)
  if (age < limit.value || age > (limit.hi ?? limit.value)) return limit.defines ? 'no' : null;
  if (limit.says === 'forbids') return 'no';
  if (withoutCompanionAsked(query) && !limit.alone) return limit.condition === 'companion' ? 'no' : null;
  // (a question asking to leave off what the rule requires of the ages inside it, "Can he stop using his booster
  // seat?" of "must use a child car seat until they are 12": no)
  if (limit.says === 'requires' && limit.act && leavesOff(query, limit.act)) return 'no';
  return limit.says === 'allows' && !limit.condition ? 'yes' : 'qualified';
}

/** Words of leaving off an act or a thing: the aspectual verbs of ceasing and "without", "no longer" (closed classes of English). */
const LEAVE_OFF = /\b(?:stop|stops|stopped|stopping|quit|quits|cease|ceases|give\s+up|gives\s+up|giving\s+up|do\s+without|go\s+without|without|no\s+longer|not\s+need\s+to|not\s+have\s+to)\s+((?:[\p{L}'’-]+\s*){1,5})/giu;

/** Does a question ask of leaving off an act or thing whose words the required act names ("stop using his booster seat" of "use a child car seat": seat)? Pure but for the lexicon. */
export function leavesOff(query: string, act: string[]): boolean {
  const required = new Set(act.map(stem));
  return [...query.matchAll(LEAVE_OFF)].some((m) => caseWords(m[1] ?? '').some((w) => required.has(stem(w))));
}
