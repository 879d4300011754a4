// A condition a source sets, read against the case a yes/no question asks about (used by verdict.ts, 'condition'
// evidence): the days something happens or is open ("open Tuesday to Sunday", "closed on Mondays", "only on weekdays")
// against a day asked ("on a Saturday"); opening hours or a window ("from 10am to 5pm", "between 8am and 6pm") against
// a time asked ("at 6pm"); a restriction to a place ("must stay in the United Kingdom", "only within Scotland") against
// a place asked ("to Spain": WordNet's part-of relations say which place lies in which); an "only" scope ("Only club
// members may book…", "Pencils are the only writing tools allowed…") against who or what is asked about ("non-members",
// "a pen"). Inside the condition → yes; outside → no; a reader who may or may not be inside it ("Can I book?" when only
// members may) → qualified. Nothing is read where the sentence sets no such condition. Pure but for the shipped lexicon.
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { wordSimilarity } from './embeddings';
import { broaderWords, isPersonNoun, lexicalRelations } from './lexicon';
import { stem } from './text';
import { freeVerdict } from './verdict-free';
import { MONTHS } from './months';

export type ConditionKind = 'day' | 'time' | 'month' | 'place' | 'only' | 'free';

export interface ConditionReading {
  verdict: 'yes' | 'no' | 'qualified';
  kind: ConditionKind;
}

/** Where a text is split into sentences here: after a full stop, but not the one of "a.m." or "p.m." ("between 1 a.m. and 5 a.m."). */
const SENTENCE_GAP = /(?<=[.!?])(?<![ap]\.m\.)\s+|\n+/i;

// ---------------------------------------------------------------- days

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_WORD = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
const WEEKDAYS = [0, 1, 2, 3, 4];
const WEEKEND = [5, 6];

function dayOf(word: string): number {
  return DAY_NAMES.indexOf(word.toLowerCase().replace(/s$/, ''));
}

/** The days a text names: day names, ranges ("Tuesday to Sunday"), "weekdays", "weekends", "every day". */
export function daysNamed(text: string): Set<number> {
  const lower = text.toLowerCase();
  const out = new Set<number>();
  let rest = lower;
  for (const m of lower.matchAll(new RegExp(String.raw`\b(${DAY_WORD})\s*(?:to|through|until|till|-|–|—)\s*(${DAY_WORD})\b`, 'g'))) {
    const a = dayOf(m[1] ?? '');
    const b = dayOf(m[2] ?? '');
    if (a < 0 || b < 0) continue;
    for (let d = a; ; d = (d + 1) % 7) {
      out.add(d);
      if (d === b) break;
    }
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(new RegExp(String.raw`\b(${DAY_WORD})\b`, 'g'))) {
    const d = dayOf(m[1] ?? '');
    if (d >= 0) out.add(d);
  }
  if (/\bweekdays?\b|\bworking days?\b/.test(rest)) for (const d of WEEKDAYS) out.add(d);
  if (/\bweekends?\b/.test(rest)) for (const d of WEEKEND) out.add(d);
  if (/\b(?:every\s+day|daily|seven\s+days\s+a\s+week|7\s+days\s+a\s+week|all\s+week)\b/.test(rest)) for (let d = 0; d < 7; d += 1) out.add(d);
  return out;
}

/** The days a question asks about ("on a Saturday", "at the weekend", "on Mondays"); empty when it names none. */
export function askedDays(query: string): Set<number> {
  return daysNamed(query.replace(/\bevery\s+day\b|\bdaily\b/gi, ' '));
}

/**
 * What a sentence says of days: the days it is open or allowed on and whether those are all of them (`only`: "only on
 * weekdays", "open Tuesday to Sunday", a range, "every day"), and the days it is closed or barred on ("closed on
 * Mondays", "not on Sundays", "except Sundays"). null when it names no day.
 */
export function statedDays(sentence: string): { open: Set<number>; only: boolean; closed: Set<number> } | null {
  const open = new Set<number>();
  const closed = new Set<number>();
  let only = false;
  for (const clause of sentence.split(/[;.]|,\s*(?:but|and|while|whereas)\b|\bbut\b/i)) {
    const days = daysNamed(clause);
    if (days.size === 0) continue;
    const lower = clause.toLowerCase();
    const except = /\b(?:except|apart\s+from|other\s+than|excluding|but\s+not)\b/.exec(lower);
    if (except) {
      const before = daysNamed(lower.slice(0, except.index));
      const after = daysNamed(lower.slice(except.index));
      for (const d of after) closed.add(d);
      for (let d = 0; d < 7; d += 1) if ((before.size === 0 || before.has(d)) && !after.has(d)) open.add(d);
      only = true;
      continue;
    }
    // (a price of nothing, "carries no charge on Sundays", closes nothing: verdict-free.ts reads it)
    if (/\b(?:closed|shut|not|no|never|cannot|can't|isn't|aren't|don't|doesn't|won't)\b/.test(lower.replace(/\b(?:at\s+)?no\s+(?:extra\s+|additional\s+)?(?:charge|fee|cost)s?\b/g, ''))) {
      for (const d of days) closed.add(d);
      continue;
    }
    for (const d of days) open.add(d);
    // ("only" restricting, "only on Sundays", "open only at weekends"; not the adjective of "the only way", which says the
    // thing is the one of its kind and restricts no day)
    if (/(?<!\b(?:the|an?|its|their|our|my|your|his|her)\s+)\bonly\b|\bopen(?:s|ing)?\b|\bhours\b/.test(lower) || days.size >= 5 || new RegExp(String.raw`${DAY_WORD}\s*(?:to|through|until|till|-|–|—)\s*${DAY_WORD}`).test(lower)) only = true;
  }
  return open.size > 0 || closed.size > 0 ? { open, only, closed } : null;
}

/** The verdict days stated give on the days asked: all barred → no; all among the only days → yes; none → no; some → qualified. */
export function dayVerdict(query: string, sentence: string): 'yes' | 'no' | 'qualified' | null {
  const asked = askedDays(query);
  if (asked.size === 0) return null;
  const stated = statedDays(sentence);
  if (!stated) return null;
  const days = [...asked];
  if (days.every((d) => stated.closed.has(d))) return 'no';
  // (a day something happens on, "Volunteers use the workshop every Sunday morning", says nothing of whether it may)
  if (!stated.only) return null;
  const inside = days.filter((d) => stated.open.has(d) && !stated.closed.has(d));
  if (inside.length === days.length) return 'yes';
  if (inside.length === 0) return 'no';
  return 'qualified';
}

// ---------------------------------------------------------------- months

const MONTH_WORD = `(?:${MONTHS.join('|')})`;

/** The months a question asks about ("in October", "during March and April"); empty when it names none. ("May" only after a preposition: "may I" is no month.) */
export function askedMonths(query: string): Set<number> {
  const out = new Set<number>();
  for (const m of query.matchAll(new RegExp(String.raw`\b(${MONTH_WORD})\b`, 'gi'))) {
    const word = (m[1] ?? '').toLowerCase();
    if (word === 'may' && !/\b(?:in|during|by|until|from|of|through|early|late|mid|and|or)\s+$/i.test(query.slice(0, m.index))) continue;
    out.add(MONTHS.indexOf(word));
  }
  return out;
}

/** The months a sentence limits its claim to: a range "between March and July", "from March to July", "March–July" (inclusive, across the new year too). null when it states none. */
export function statedMonths(sentence: string): Set<number> | null {
  // (a month may be given by a day of it or a part: "between 1 November and the end of February")
  const part = String.raw`(?:(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?|(?:start|beginning|end|middle)\s+of\s+|(?:early|late|mid)[\s-]+))?`;
  const m = new RegExp(String.raw`\b(?:between\s+${part}(${MONTH_WORD})\s+and|from\s+${part}(${MONTH_WORD})\s+(?:to|until|till|through)|(${MONTH_WORD})\s*(?:to|until|till|through|-|–|—)\s*)\s*${part}(${MONTH_WORD})\b`, 'i').exec(sentence);
  if (!m) return null;
  const a = MONTHS.indexOf((m[1] ?? m[2] ?? m[3] ?? '').toLowerCase());
  const b = MONTHS.indexOf((m[4] ?? '').toLowerCase());
  if (a < 0 || b < 0) return null;
  const out = new Set<number>();
  for (let month = a; ; month = (month + 1) % 12) {
    out.add(month);
    if (month === b) break;
  }
  return out;
}

/** The words of a rule: what must, may or may not be done, what is open or closed, what is only so. */
const RULE_WORD = /\b(?:must|have to|has to|need to|needs to|required|requires|allowed|permitted|may|can|cannot|open|opens|closed|closes|banned|prohibited|forbidden|only)\b|can['’]t\b/i;

/**
 * The verdict a rule limited to months gives on the months asked ("Dogs must be kept on a lead between March and July"
 * for "…in October?": no; "…in April?": yes; some inside: qualified). A sentence that bars or closes ("closed between
 * November and February") says nothing of the months outside it: read only inside (no). null when either names no month.
 */
export function monthVerdict(query: string, sentence: string): 'yes' | 'no' | 'qualified' | null {
  const asked = askedMonths(query);
  const stated = statedMonths(sentence);
  if (asked.size === 0 || !stated) return null;
  // (a rule: what must, may or may not be done, or what is open, then; "The corms are dormant from June to August" is
  // what happens in those months, no answer to whether to water them in July)
  if (!RULE_WORD.test(sentence)) return null;
  const inside = [...asked].filter((month) => stated.has(month)).length;
  const barring = /\b(?:not|no|never|closed|banned|prohibited|forbidden|barred)\b|n['’]t\b/i.test(sentence);
  if (barring) return inside === asked.size ? 'no' : null;
  if (inside === asked.size) return 'yes';
  return inside === 0 ? 'no' : 'qualified';
}

// ---------------------------------------------------------------- clock times

const CLOCK = String.raw`(?:noon|midday|midnight|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}(?!\s*(?:am|pm)))`;

/** A clock time in minutes after midnight ("6pm" 1080, "9.30am" 570, "18:00" 1080, "noon" 720); null when none. */
export function clockMinutes(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^(?:noon|midday)$/.test(t)) return 720;
  if (t === 'midnight') return 1440;
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 24 || min > 59) return null;
  const half = m[3]?.replace(/\./g, '');
  if (!half && m[2] === undefined) return null;
  if (half === 'pm' && h < 12) h += 12;
  if (half === 'am' && h === 12) h = 0;
  return h * 60 + min;
}

/** A time said in words as people type it: "3 in the morning" → 3am, "8 in the evening" → 8pm, "11 at night" → 11pm ("2 at night" → 2am). */
const SPOKEN_TIME = /\b(\d{1,2})(?:[:.](\d{2}))?\s+(?:o['’]clock\s+)?(in\s+the\s+morning|in\s+the\s+afternoon|in\s+the\s+evening|at\s+night)\b/gi;

/** A question's spoken times written as clock times ("at 3 in the morning" → "at 3am"). Pure. */
export function clockSpoken(query: string): string {
  return query.replace(SPOKEN_TIME, (_all, h: string, min: string | undefined, part: string) => {
    const hour = Number(h);
    const after = /afternoon|evening/i.test(part) || (/night/i.test(part) && hour >= 6);
    return `${hour}${min ? `:${min}` : ''}${after ? 'pm' : 'am'}`;
  });
}

/** The time a question asks about: "at 6pm", "by 9am", "after 8pm" (a minute after), "before 7am" (a minute before); null when none. */
export function askedTime(asked: string): number | null {
  const query = clockSpoken(asked);
  const m = new RegExp(String.raw`\b(at|by|around|after|before|from)\s+(?:about\s+)?(${CLOCK})`, 'i').exec(query);
  if (!m) return null;
  const t = clockMinutes(m[2] ?? '');
  if (t === null) return null;
  return m[1]?.toLowerCase() === 'after' ? t + 1 : m[1]?.toLowerCase() === 'before' ? t - 1 : t;
}

/**
 * The windows a sentence gives, each with whether it is when something is open or allowed or when it is closed or
 * barred: "from 10am to 5pm", "between 8am and 6pm", "9am–5pm", "until 9pm" (from midnight), "from 7am" (to midnight).
 */
export function statedWindows(sentence: string): { from: number; to: number; closed: boolean; bounded: boolean }[] {
  const out: { from: number; to: number; closed: boolean; bounded: boolean }[] = [];
  for (const clause of sentence.split(/[;]|,\s*(?:but|while|whereas)\b|\bbut\b/i)) {
    const lower = clause.toLowerCase();
    const closed = /\b(?:closed|shut|not|no|never|cannot|can't|isn't|aren't|don't|doesn't|won't)\b/.test(lower);
    const range = new RegExp(String.raw`\b(?:from\s+|between\s+)?(${CLOCK})\s*(?:to|until|till|and|-|–|—)\s*(${CLOCK})`, 'i').exec(clause);
    if (range) {
      const from = clockMinutes(range[1] ?? '');
      let to = clockMinutes(range[2] ?? '');
      if (from !== null && to !== null) {
        if (to <= from) to += 1440;
        out.push({ from, to, closed, bounded: true });
        continue;
      }
    }
    const until = new RegExp(String.raw`\b(?:until|till|up\s+to|before|by)\s+(${CLOCK})`, 'i').exec(clause);
    const since = new RegExp(String.raw`\b(?:from|after|since)\s+(${CLOCK})`, 'i').exec(clause);
    const to = until ? clockMinutes(until[1] ?? '') : null;
    const from = since ? clockMinutes(since[1] ?? '') : null;
    if (to !== null || from !== null) out.push({ from: from ?? 0, to: to ?? 1440, closed, bounded: false });
  }
  return out;
}

/** The verdict a window gives on the time asked: inside an open window → yes; outside it → no; inside a closed one → no. */
export function timeVerdict(query: string, sentence: string): 'yes' | 'no' | null {
  const asked = askedTime(query);
  if (asked === null) return null;
  for (const w of statedWindows(sentence)) {
    const inside = (asked >= w.from && asked < w.to) || (asked + 1440 >= w.from && asked + 1440 < w.to);
    if (w.closed) {
      if (inside) return 'no';
      continue;
    }
    // (an open end, "from 7am until dusk", says only that before 7am is outside)
    if (!inside) return 'no';
    if (w.bounded) return 'yes';
  }
  return null;
}

// ---------------------------------------------------------------- places

let places: Map<string, Set<string>[]> | null = null;

/** Parses resources/lexicon/wordnet-places.txt: each name (lower case) with the places it is part of, one set per place so named. */
export function parsePlaces(text: string): Map<string, Set<string>[]> {
  const out = new Map<string, Set<string>[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [names = '', within = ''] = line.split('\t');
    const all = names.split('|').map((n) => n.toLowerCase());
    const containers = new Set(within.split('|').filter(Boolean).map((n) => n.toLowerCase()));
    for (const n of all) {
      // (the place's own other names count as the place itself: "Britain" for the United Kingdom)
      out.set(n, [...(out.get(n) ?? []), new Set([...containers, ...all])]);
    }
  }
  return out;
}

function placeTable(): Map<string, Set<string>[]> {
  places ??= parsePlaces(readFirst(lexiconFilePlaces('wordnet-places.txt')));
  return places;
}

/** Is a place within another (or the same), by its names and WordNet's part-of relations: true, false, or null when either is unknown. */
export function placeWithin(place: string, region: string, table: Map<string, Set<string>[]> = placeTable()): boolean | null {
  const p = place.toLowerCase().replace(/^the\s+/, '');
  const r = region.toLowerCase().replace(/^the\s+/, '');
  if (p === r) return true;
  const readings = table.get(p);
  if (!readings || !table.has(r)) return null;
  return readings.some((within) => within.has(r));
}

const NAME = String.raw`(?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}'’.-]*){0,3}`;

/** The places a question asks about: a name after "to", "in", "into", "across", "around", "through", "within" ("to Spain"). */
export function askedPlaces(query: string): string[] {
  return [...query.matchAll(new RegExp(String.raw`\b(?:to|in|into|across|around|through|within|inside|over\s+to)\s+(${NAME})`, 'gu'))].map((m) => (m[1] ?? '').replace(/['’]s$/, '')).filter((n) => !/^(?:I|The)$/.test(n));
}

/**
 * The region a sentence restricts something to ("must stay in the United Kingdom", "only within Scotland", "may not be
 * taken outside the UK", "for use in England only"), or the one it bars ("not allowed in France", "banned in Wales").
 */
export function statedRegion(sentence: string): { region: string; inside: 'allowed' | 'barred' } | null {
  const restrict = new RegExp(String.raw`\b(?:(?:must|should|has\s+to|have\s+to|need\s+to|needs\s+to)\s+(?:stay|remain|be\s+(?:kept|used|driven|flown|sailed|taken))\s+(?:in|within|inside)|only\s+(?:in|within|inside)|(?:not|never|cannot|can't)\s+(?:be\s+)?(?:\w+\s+)?(?:taken|driven|used|sent|leave|left|go|travel)\s+(?:outside|out\s+of|beyond)|(?:not|never)\s+(?:leave|go\s+outside|travel\s+outside))\s+(${NAME})`, 'u').exec(sentence);
  if (restrict) return { region: restrict[1] ?? '', inside: 'allowed' };
  const only = new RegExp(String.raw`\b(?:in|within)\s+(${NAME})\s+only\b`, 'u').exec(sentence);
  if (only) return { region: only[1] ?? '', inside: 'allowed' };
  const barred = new RegExp(String.raw`\b(?:not\s+(?:allowed|permitted|accepted|available|valid|sold)|banned|prohibited|forbidden|illegal)\s+(?:in|into|to|within)\s+(${NAME})`, 'u').exec(sentence);
  if (barred) return { region: barred[1] ?? '', inside: 'barred' };
  return null;
}

/**
 * The places a question asks about that a restriction in the texts is read against (a known place, and a sentence
 * restricting to or barring a known place): "Spain" in "Can I take the van to Spain?" over "Vans must stay in the United
 * Kingdom". Such a place is the case asked, not a thing the sources must name. Lower case. Pure but for the lexicon.
 */
export function placesReadAgainst(query: string, texts: string[], table: Map<string, Set<string>[]> = placeTable()): Set<string> {
  const asked = askedPlaces(query).filter((p) => table.has(p.toLowerCase().replace(/^the\s+/, '')));
  if (asked.length === 0) return new Set();
  const restricted = texts.some((text) => text.split(SENTENCE_GAP).some((sentence) => {
    const stated = statedRegion(sentence);
    return stated !== null && table.has(stated.region.toLowerCase().replace(/^the\s+/, ''));
  }));
  return restricted ? new Set(asked.map((p) => p.toLowerCase().replace(/^the\s+/, ''))) : new Set();
}

/** The verdict a place restriction gives on a place asked: inside the allowed region → yes, outside → no; inside a barred one → no. */
export function placeVerdict(query: string, sentence: string, table?: Map<string, Set<string>[]>): 'yes' | 'no' | null {
  const stated = statedRegion(sentence);
  if (!stated) return null;
  for (const place of askedPlaces(query)) {
    const within = placeWithin(place, stated.region, table);
    if (within === null) continue;
    if (stated.inside === 'barred') return within ? 'no' : null;
    return within ? 'yes' : 'no';
  }
  return null;
}

// ---------------------------------------------------------------- "only" scopes

/**
 * Who or what a sentence allows alone: "Only club members may book…" → members; "Pencils are the only writing tools
 * allowed…" → pencils; "… is open only to residents" → residents. The words are lower case, the head noun last.
 */
export function onlyScope(sentence: string): string[] | null {
  const lower = sentence.toLowerCase();
  const first = /\bonly\s+((?:[a-z'’-]+\s+){0,3}?[a-z'’-]+)\s+(?:may|can|are\s+(?:allowed|permitted|eligible|admitted|accepted|welcome)|is\s+(?:allowed|permitted|eligible|admitted|accepted|welcome)|will\s+be)\b/.exec(lower);
  if (first) return words(first[1] ?? '');
  const the = /^\s*((?:[a-z'’-]+\s+){0,2}?[a-z'’-]+)\s+(?:are|is)\s+the\s+only\s+(?:[a-z'’-]+\s+){0,3}?(?:allowed|permitted|accepted|admitted|welcome|used)\b/.exec(lower);
  if (the) return words(the[1] ?? '');
  const to = /\b(?:open|available|restricted|limited|reserved)\s+(?:only\s+)?(?:to|for)\s+(?:only\s+)?((?:[a-z'’-]+\s+){0,2}?[a-z'’-]+?)(?=[,.;:]|\s+(?:who|and|with|from|of|on|at|in|aged|over|under)\b|$)/.exec(lower);
  if (to && /\bonly\b|\brestricted\b|\breserved\b|\blimited\b/.test(lower)) return words(to[1] ?? '');
  return null;
}

function words(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z'’-]/g, ''))
    .filter((w) => w !== '' && !/^(?:the|a|an|our|their|its|your|club|registered|fully|only)$/.test(w));
}

/** The one asked about by a permission question: its subject when not the reader ("Can NON-MEMBERS book…"), else the object of its act ("use a PEN"). */
export function askedParticipant(query: string): { word: string; negated: boolean; reader: boolean } | null {
  const m = /^\s*(?:can|could|may|might|are|is|will|would|do|does)\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/iu.exec(query);
  if (!m) return null;
  const subject = (m[1] ?? '').toLowerCase();
  const non = /^non-?(.+)$/.exec(subject);
  if (non) return { word: non[1] ?? '', negated: true, reader: false };
  if (/^(?:i|we|you|one)$/.test(subject)) {
    // the object of the act: "use a pen", "bring a guest"
    const object = /^\s*\S+\s+(?:i|we|you|one)\s+(?:\S+\s+)?(?:a|an|the|my|our|some)\s+([\p{L}'’-]+)/iu.exec(query);
    const word = (object?.[1] ?? '').toLowerCase();
    return word && !/^(?:non-?\S*)$/.test(word) ? { word, negated: false, reader: true } : { word: '', negated: false, reader: true };
  }
  if (/^(?:allowed|permitted)$/.test(subject)) return null;
  return { word: subject, negated: false, reader: false };
}

/** How alike two words' company must be for them to be read as two kinds of one thing (pen 0.61 and pencil; laptop 0.30). */
const SIBLING_SIMILARITY = 0.55;

/** A plural's singular where the lemma table has none ("pencils" → pencil). */
function singular(word: string): string {
  const lemma = lemmaOf(word);
  return lemma !== word ? lemma : word.replace(/(?<=[^s])s$/, '');
}

/** Does a word name the same thing as the allowed head, or a kind of it (a synonym, a narrower word)? */
function sameOrKind(word: string, allowed: string): boolean {
  const w = stem(word);
  const a = stem(allowed);
  if (w === a) return true;
  if (lexicalRelations(word).direct.has(a)) return true;
  return broaderWords(word).some((b) => stem(b) === a);
}

/**
 * The verdict an "only" scope gives on who or what is asked about: a negated group ("non-members") or another thing of
 * a kind beside the allowed one (a pen beside pencils, guests beside members: both people, or both kinds of one thing)
 * → no; the allowed one or a kind of it → yes; the reader, who may or may not be among them → qualified. Pure but for
 * the lexicon.
 */
export function onlyVerdict(query: string, sentence: string): 'yes' | 'no' | 'qualified' | null {
  const scope = onlyScope(sentence);
  const written = scope?.at(-1);
  if (!scope || !written) return null;
  const head = singular(written);
  const found = askedParticipant(query);
  if (!found) return null;
  // (the reader asking of an act only some people may do, "Can I book a dinghy?" when only members may: it depends on them)
  if (found.reader && isPersonNoun(head, 3)) return 'qualified';
  const asked = { ...found, word: found.word === '' ? '' : singular(found.word) };
  if (asked.negated) return sameOrKind(asked.word, head) || scope.some((w) => stem(w) === stem(asked.word)) ? 'no' : null;
  if (asked.word !== '') {
    if (sameOrKind(asked.word, head)) return 'yes';
    const askedBroader = new Set(broaderWords(asked.word).map(stem));
    // (a kind beside it: WordNet's kind above both, both people, or words used in the same company, pen and pencil, by
    // the shipped word vectors)
    const sibling = broaderWords(head).some((b) => askedBroader.has(stem(b))) || (isPersonNoun(head, 3) && isPersonNoun(asked.word, 3)) || (wordSimilarity(asked.word, singular(head)) ?? 0) >= SIBLING_SIMILARITY;
    if (sibling) return 'no';
  }
  return asked.reader && asked.word === '' ? 'qualified' : null;
}

/** The first condition a sentence sets that decides the case a question asks about, or null. */
export function conditionVerdict(query: string, sentence: string): ConditionReading | null {
  const day = dayVerdict(query, sentence);
  if (day) return { verdict: day, kind: 'day' };
  const time = timeVerdict(query, sentence);
  if (time) return { verdict: time, kind: 'time' };
  const month = monthVerdict(query, sentence);
  if (month) return { verdict: month, kind: 'month' };
  const place = placeVerdict(query, sentence);
  if (place) return { verdict: place, kind: 'place' };
  const only = onlyVerdict(query, sentence);
  if (only) return { verdict: only, kind: 'only' };
  // (a price of nothing, "Admission is free", against a question whether one must pay: verdict-free.ts)
  const free = freeVerdict(query, sentence);
  if (free) return { verdict: free, kind: 'free' };
  return null;
}

/**
 * The stems of the words of a question that name the case a condition in the texts is read against: its days where a
 * sentence states days, its clock time where one states a window, its places where one restricts to a known place
 * ("tuesday", "11pm" over "open Monday to Friday from 12 noon to 10pm"). Such words are the case asked, not words the
 * sources must use. Pure but for the lexicon.
 */
export function caseStemsReadAgainst(query: string, texts: string[]): Set<string> {
  const out = new Set<string>();
  const sentences = texts.flatMap((text) => text.split(SENTENCE_GAP));
  if (askedDays(query).size > 0 && sentences.some((x) => statedDays(x)?.only === true || (statedDays(x)?.closed.size ?? 0) > 0)) {
    for (const m of query.matchAll(new RegExp(String.raw`\b(?:${DAY_WORD}|weekends?|weekdays?)\b`, 'gi'))) out.add(stem(m[0].toLowerCase()));
  }
  if (askedTime(query) !== null && sentences.some((x) => statedWindows(x).length > 0)) {
    for (const m of query.matchAll(new RegExp(CLOCK, 'gi'))) out.add(stem(m[0].toLowerCase().replace(/\s+/g, '')));
    for (const w of spokenTimeWords(query)) out.add(w);
  }
  if (askedMonths(query).size > 0 && sentences.some((x) => statedMonths(x) !== null)) {
    for (const m of query.matchAll(new RegExp(String.raw`\b${MONTH_WORD}\b`, 'gi'))) out.add(stem(m[0].toLowerCase()));
  }
  for (const place of placesReadAgainst(query, texts)) for (const w of place.split(/\s+/)) out.add(stem(w));
  return out;
}

/** The stems of the words a spoken time is said in ("3 in the MORNING"): the case asked, not words of the claim. */
function spokenTimeWords(query: string): string[] {
  return [...query.matchAll(SPOKEN_TIME)].flatMap((m) => (m[3] ?? '').toLowerCase().split(/\s+/).filter((w) => w !== 'in' && w !== 'the' && w !== 'at').map((w) => stem(w)));
}

/** The words of a question that name the case a condition is read against (its days, its time, its places): not words of the claim. */
export function conditionWords(query: string): Set<string> {
  const out = new Set<string>();
  for (const m of query.matchAll(new RegExp(String.raw`\b(?:${DAY_WORD}|weekends?|weekdays?)\b`, 'gi'))) out.add(stem(m[0].toLowerCase()));
  // (a known place only: "into the Corran Museum" names the thing asked about)
  for (const place of askedPlaces(query).filter((p) => placeTable().has(p.toLowerCase().replace(/^the\s+/, '')))) for (const w of place.split(/\s+/)) out.add(stem(w.toLowerCase()));
  for (const m of query.matchAll(new RegExp(CLOCK, 'gi'))) out.add(stem(m[0].toLowerCase().replace(/\s+/g, '')));
  for (const w of spokenTimeWords(query)) out.add(w);
  for (const month of askedMonths(query)) out.add(stem(MONTHS[month] ?? ''));
  return out;
}
