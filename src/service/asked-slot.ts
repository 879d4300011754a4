// The asked slot: a question asks one slot of its subject, a role (a time, a count) plus the qualifier that picks among
// the facts of that role a source gives side by side: which end of a span ("When does the trial FINISH?" asks the end
// date, not the start date; "What time does it CLOSE?" the closing time), which season ("in the WINTER months" picks
// the hours "from October to March", not those "from April to September"), and whether kinds or individuals are
// counted ("How many KINDS of pangolin…" is answered by "eight living SPECIES"). A sentence fills the slot only where it
// holds a filler of the role that matches the qualifier; one that fills a sibling slot (the start date when the end is
// asked) never leads. The filler of the asked slot leads (compose.ts), and the further points kept are those that add
// to the asked thing: they hold a filler of the role, or name the subject in a sentence that fills no sibling slot.
// Owns only that reading; the qualifier's words are the slot's own vocabulary (the edges of a span, the seasons and
// their months, the nouns that count kinds), never any question's wording. Pure but for the shipped tables.
import { stem } from './text';
import { lemmaOf } from './lemmas';
import { holdsTime, questionWords } from './asked-filler';
import { MONTHS } from './months';

export type Edge = 'start' | 'end';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

export interface AskedSlot {
  role: 'time' | 'count';
  /** A time: which end of a span is asked (the closing time, the end date; the opening time, the start date). */
  edge?: Edge;
  /** A time: the season the asked fact holds in ("in the winter months"). */
  season?: Season;
  /** A count of kinds ("how many kinds/species/types of …"), not of individuals. */
  kinds?: boolean;
  /** Stems of the question's words that name its subject (the slot's own words left out). */
  subject: string[];
}

/** Verbs (lemmas) whose time is the end of a span: a trial finishes, a centre closes, a licence expires. */
const END_VERBS = new Set(['finish', 'end', 'close', 'expire', 'conclude', 'shut', 'terminate'].map(stem));
/** Verbs (lemmas) whose time is the start of a span: a trial starts, a centre opens. */
const START_VERBS = new Set(['start', 'begin', 'open', 'commence', 'launch'].map(stem));
/** Words before a time that mark it as the end of a span ("until 30 September", "8:00 to 16:00", "closes at 16:00"). */
const END_MARK = /^(?:until|till|til|to|through|thru|by|before|ends?|ended|ending|finish(?:es|ed|ing)?|clos(?:e|es|ed|ing)|shuts?|expir(?:e|es|ed|ing)|conclud(?:e|es|ed|ing)|stops?|stopped|runs?|lasts?|[–—-])$/i;
/** Words before a time that mark it as the start of a span ("from 4 May", "opens at 8:00", "starting in June"). */
const START_MARK = /^(?:from|since|starting|starts?|started|begins?|began|beginning|opens?|opened|opening|commenc(?:e|es|ed|ing)|launch(?:es|ed)?|after)$/i;
/** Nouns that count kinds, not individuals. */
const KIND_NOUN = /^(?:kinds?|types?|sorts?|species|variet(?:y|ies)|breeds?|strains?|forms?|subspecies|genera|genus|families|family|categories|category|classes)$/i;
const SEASON_WORD = /\b(spring|summer|autumn|fall|winter)\b/i;
/** The months of each season (northern: the calendar the sources' months are read in). */
const SEASON_MONTHS: Record<Season, number[]> = { winter: [11, 0, 1], spring: [2, 3, 4], summer: [5, 6, 7], autumn: [8, 9, 10] };
/** A time expression, found anywhere in a sentence (asked-filler.ts's kinds of time, read one by one). */
const TIME_AT = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b|\b(?:1[0-9]{3}|20[0-9]{2})\b|\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b|\b\d{1,2}\s*(?:a\.m\.|p\.m\.|am|pm)\b|\b(?:midnight|midday|noon|dawn|dusk|sunset|sunrise)\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?=(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/g;

function tokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’:.-]*[\p{L}\p{N}]|[\p{L}\p{N}]|[–—]/gu) ?? [];
}

function seasonOf(word: string): Season {
  const w = word.toLowerCase();
  return w === 'fall' ? 'autumn' : (w as Season);
}

/**
 * The slot a question asks, or null where it asks no qualified slot: a time question whose verb is one of a span's
 * edges ("When does the trial finish?", "What time does the centre close in winter?") or that names a season; a count
 * of kinds ("How many kinds of pangolin are there?"). Pure but for the shipped tables.
 */
export function askedSlot(question: string): AskedSlot | null {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  // (the clause that asks: the last one with a wh-word, past a statement before it)
  const asking = /(?:^|[.;!?]\s+|,\s*(?:so|and|but)\s+)((?:when|what|which|how|by|until|till)\b[^.;!?]*)$/i.exec(q)?.[1] ?? q;
  // (a second question after the first, "When is the ride and where does it start?", asks more than one slot)
  if (/(?:,|\band\b|\bor\b)\s*(?:and\s+)?(?:what|which|who|whom|when|where|why|how)\b/i.test(asking.replace(/^\S+/, ''))) return null;
  // (a clause that sets a condition or a time for the question is no part of its slot: in "What time is the last train
  // once the new timetable STARTS?" the timetable's start is when, the train's time is what is asked)
  const main = asking.replace(/(?<=\S\s+\S+.*)\s+(?:once|after|if|as soon as|whenever|while|unless|now that|so that)\b.*$/i, '');
  const words = tokens(main).map((w) => w.toLowerCase());
  const content = questionWords(asking).map((w) => w.toLowerCase());
  const isTime = /^(?:(?:by|since|until|till|from)\s+)?when\b|^(?:(?:at|on|by|until|till|in)\s+)?(?:what|which)\s+(?:time|times|date|day|year|month|hour|hours)\b|^how\s+late\b|^until\s+when\b/i.test(asking);
  if (isTime) {
    const lemmas = words.map((w) => stem(lemmaOf(w)).replace(/^re(?=open|start)/, ''));
    const end = lemmas.some((l) => END_VERBS.has(l)) || /^how\s+late\b/i.test(main) || /\b(?:closing|end|finish)\s+(?:time|date)\b/i.test(main);
    const start = lemmas.some((l) => START_VERBS.has(l)) || /\b(?:opening|start)\s+(?:time|date)\b/i.test(main);
    // ("fall" is a season as a noun only, "in the fall", never the verb of "When does Easter fall?")
    const season = SEASON_WORD.exec(main.replace(/\b(?:does|do|did|will|would|could|can|to)\s+(?:\p{L}+\s+){0,3}?fall\b/giu, ''))?.[1];
    // ("open until?", "how late is it open?": the end of the span, whatever verb opens it)
    const untilEnd = /\b(?:until|till|til)\s*$/i.test(main) || /^how\s+late\b/i.test(main);
    const edge: Edge | undefined = untilEnd || (end && !start) ? 'end' : start && !end ? 'start' : undefined;
    if (edge === undefined && season === undefined) return null;
    const own = (w: string): boolean => END_VERBS.has(stem(w)) || START_VERBS.has(stem(w)) || SEASON_WORD.test(w) || /^(?:time|times|date|day|year|month|months|hour|hours|late|closing|opening)$/i.test(w);
    return { role: 'time', ...(edge ? { edge } : {}), ...(season ? { season: seasonOf(season) } : {}), subject: content.filter((w) => !own(w)).map(stem) };
  }
  const count = /^how\s+many\s+([\p{L}-]+)\s+of\s+/iu.exec(asking) ?? /^how\s+many\s+(?:different\s+|distinct\s+|living\s+)?([\p{L}-]+)\b/iu.exec(asking);
  if (count && KIND_NOUN.test(count[1] ?? '')) return { role: 'count', kinds: true, subject: content.filter((w) => !KIND_NOUN.test(w) && !/^(?:many|different|distinct)$/.test(w)).map(stem) };
  return null;
}

/**
 * The edges of a span a sentence's times are marked as: "end" for a time after until/to/by or an end verb ("runs until
 * 30 September 2027", "8:00 to 16:00", "closes at 16:00"), "start" for one after from/since or a start verb ("From 4 May
 * 2026…"), "bare" for a time with neither. Pure.
 */
export function timeEdges(sentence: string): Set<Edge | 'bare'> {
  const out = new Set<Edge | 'bare'>();
  for (const m of sentence.matchAll(TIME_AT)) {
    const before = tokens(sentence.slice(0, m.index)).slice(-4).reverse();
    // (the nearest marker decides, past an article, a date's day, a preposition of place in time: "until the end of", "at", "on")
    let mark: Edge | 'bare' = 'bare';
    for (const t of before) {
      if (END_MARK.test(t)) {
        mark = 'end';
        break;
      }
      if (START_MARK.test(t)) {
        mark = 'start';
        break;
      }
      if (!/^(?:at|on|in|the|of|\d{1,2}(?:st|nd|rd|th)?|around|about|approximately|roughly|noon|midday|is|are|will|be|set|for)$/i.test(t)) break;
    }
    out.add(mark);
  }
  // (a clause with a time whose verb is an edge of the span itself: "started collecting in April 2024", "the trial
  // ends in 2027", "reopens on 3 March"; never a state, "is closed on Christmas Day")
  if (out.size > 0) {
    const words = tokens(sentence);
    words.forEach((w, i) => {
      if (/^(?:is|are|was|were|be|been|being|remains?|stays?)$/i.test(words[i - 1] ?? '')) return;
      const edge = edgeVerb(w);
      if (edge) out.add(edge);
    });
  }
  return out;
}

/** The edge of a span a verb form is (a form of finish/close/end → end; start/open/begin → start; "reopen" too), or null. Pure but for the lemma table. */
export function edgeVerb(word: string): Edge | null {
  const w = word.toLowerCase();
  if (!/^\p{Ll}+$/u.test(w) || w.length < 3) return null;
  const lemma = stem(lemmaOf(w)).replace(/^re(?=open|start)/, '');
  // (a noun or adjective of the same spelling, "the end of", "an open day", counts only as a verb form)
  const inflected = /(?:s|ed|ing)$/.test(w) || !['end', 'open', 'close', 'start'].includes(w);
  if (!inflected) return null;
  if (END_VERBS.has(lemma)) return 'end';
  if (START_VERBS.has(lemma)) return 'start';
  return null;
}

/** The seasons a sentence's months or season words fall in ("from October to March" → autumn and winter and spring). Pure. */
export function seasonsNamed(sentence: string): Set<Season> {
  const out = new Set<Season>();
  for (const m of sentence.matchAll(/\b(spring|summer|autumn|fall|winter)\b/gi)) out.add(seasonOf(m[1] ?? ''));
  const named = [...sentence.matchAll(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g)].map((m) => MONTHS.indexOf((m[1] ?? '').toLowerCase()));
  const range = /\b(?:from\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:to|until|till|through|–|—|-)\s+(January|February|March|April|May|June|July|August|September|October|November|December)\b/.exec(sentence);
  const months = new Set(named);
  if (range) {
    const a = MONTHS.indexOf((range[1] ?? '').toLowerCase());
    const b = MONTHS.indexOf((range[2] ?? '').toLowerCase());
    for (let i = a; ; i = (i + 1) % 12) {
      months.add(i);
      if (i === b) break;
    }
  }
  for (const [season, list] of Object.entries(SEASON_MONTHS) as [Season, number[]][]) {
    // (a range covers a season when it holds two of its three months; a month named alone is in its own season)
    const held = list.filter((i) => months.has(i)).length;
    if (held >= 2 || (!range && held >= 1)) out.add(season);
  }
  return out;
}

/** Does a sentence state a count of kinds: a figure before a kind noun ("eight living species", "three types of")? Pure. */
export function countsKinds(sentence: string): boolean {
  const t = tokens(sentence);
  return t.some((w, i) => {
    if (!/^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|dozens?|hundreds?)$/i.test(w)) return false;
    // (past up to two describing words: "eight LIVING species", "four distinct types")
    return t.slice(i + 1, i + 4).some((x, j) => KIND_NOUN.test(x) && t.slice(i + 1, i + 1 + j).every((y) => /^\p{Ll}+$/u.test(y) && !/^(?:of|and|or|in|on|at|the)$/.test(y)));
  });
}

/**
 * How plainly a sentence fills the slot: 2 where the count of kinds is what its clause states ("There ARE eight living
 * species", "the family COMPRISES four genera"), 1 where the figure only describes what another clause is about ("In
 * 2016 all eight species were moved to Appendix I"), 0 where it does not fill it. A time slot filled is 2. Pure.
 */
export function slotStrength(sentence: string, slot: AskedSlot): number {
  if (!fillsSlot(sentence, slot)) return 0;
  if (slot.role !== 'count') return 2;
  return /\b(?:there\s+(?:are|were|is)|(?:are|were)\s+(?:only\s+|just\s+|about\s+|some\s+|around\s+)?(?=\S+\s+(?:\p{Ll}+\s+)?(?:kinds?|types?|sorts?|species|variet|breeds?|strains?|forms?|subspecies|genera|famil|categor|classes))|compris\w*|consists?\s+of|number(?:s|ed)?|includ\w*|divided\s+into|exist)\b/iu.test(sentence) ? 2 : 1;
}

/** Does a sentence fill the asked slot: a filler of its role matching its qualifier? Pure but for the shipped tables. */
export function fillsSlot(sentence: string, slot: AskedSlot): boolean {
  if (slot.role === 'count') return countsKinds(sentence);
  if (!holdsTime(sentence) && timeEdges(sentence).size === 0) return false;
  if (slot.season !== undefined) {
    const seasons = seasonsNamed(sentence);
    if (!seasons.has(slot.season)) return false;
  }
  if (slot.edge !== undefined) return timeEdges(sentence).has(slot.edge);
  return true;
}

/**
 * Does a sentence fill a sibling slot and not the asked one: a time marked only as the other edge ("From 4 May 2026…"
 * when the end is asked), or the months of another season only ("From April to September…" when winter is asked)? Pure.
 */
export function fillsSibling(sentence: string, slot: AskedSlot): boolean {
  if (slot.role !== 'time' || fillsSlot(sentence, slot)) return false;
  const edges = timeEdges(sentence);
  if (slot.edge !== undefined && edges.size > 0 && !edges.has(slot.edge) && [...edges].some((e) => e !== 'bare')) return true;
  if (slot.season !== undefined) {
    const seasons = seasonsNamed(sentence);
    if (seasons.size > 0 && !seasons.has(slot.season)) return true;
  }
  return false;
}

export interface SlotCandidate {
  text: string;
  /** Its section heading or list lead-in, which may name the subject its sentence calls "it" ("When is the centre open?"). */
  context: string;
  score: number;
}

/** How many of the slot's subject stems a candidate names, in its own words or its heading. Pure. */
export function subjectNamed(slot: AskedSlot, candidate: SlotCandidate): number {
  const own = new Set(tokens(`${candidate.text} ${candidate.context}`).map((w) => stem(w.replace(/['’]s$/, ''))));
  return slot.subject.filter((s) => own.has(s)).length;
}

/**
 * The candidate that fills the asked slot and leads instead of `current`, or -1 to keep it (it fills the slot, or
 * none does): among those naming the subject (at least one of its words, in the sentence or its heading), the one
 * naming most of it, then the best-scoring. Pure.
 */
export function slotLead(slot: AskedSlot, candidates: SlotCandidate[], current: number): number {
  const lead = candidates[current];
  const about = (c: SlotCandidate): boolean => slot.subject.length === 0 || subjectNamed(slot, c) > 0;
  const floor = lead && about(lead) ? slotStrength(lead.text, slot) : 0;
  if (floor === 2) return -1;
  let pick = -1;
  let best: [number, number, number] = [0, 0, -Infinity];
  candidates.forEach((c, i) => {
    const strength = slotStrength(c.text, slot);
    if (i === current || strength <= floor || !about(c)) return;
    const named = subjectNamed(slot, c);
    if (pick < 0 || strength > best[0] || (strength === best[0] && (named > best[1] || (named === best[1] && c.score > best[2])))) {
      pick = i;
      best = [strength, named, c.score];
    }
  });
  return pick;
}

/**
 * The further points an answer led by the slot's filler keeps (`lead` the lead's index): those that fill the slot
 * too and name the subject (another closing time of the asked season, a second count of its kinds), never one filling
 * only a sibling slot, nor one that merely shares the topic ("…will keep its Saturday story time"). Returns the indexes
 * kept, the lead first. Pure but for the shipped tables.
 */
export function slotKept(slot: AskedSlot, candidates: SlotCandidate[], lead: number): number[] {
  const kept = [lead];
  candidates.forEach((c, i) => {
    if (i === lead) return;
    // (the start date when the end is asked, the summer hours when winter is: another fact of the same role)
    if (fillsSibling(c.text, slot)) return;
    const about = slot.subject.length === 0 || subjectNamed(slot, c) > 0;
    if (fillsSlot(c.text, slot) && about) kept.push(i);
  });
  return kept;
}

/**
 * Notes kept once a season asked was read from months ("in the winter months" answered by "From October to March…"):
 * a note that the sources use no word "winter" (nor "months") would tell the reader the answer left it out, which it
 * did not; every other note stays. Pure.
 */
export function notesAfterSlot(notes: string[], slot: AskedSlot, leadText: string): string[] {
  if (slot.season === undefined || new RegExp(`\\b${slot.season}\\b`, 'i').test(leadText)) return notes;
  return notes.filter((n) => !new RegExp(`"${slot.season === 'autumn' ? '(?:autumn|fall)' : slot.season}"`, 'i').test(n));
}
