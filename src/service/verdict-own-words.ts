// The yes or no a source says in its own words (used by verdict.ts decideVerdict where every other reading withheld
// the verdict, or read one off the words a sentence merely shares with the question). A sentence decides a yes/no
// question by its decision words, not by repeating the question: an opening "No, not without written permission"
// under its FAQ heading; a ban ("Alcohol must not be drunk before bathing", "It is not designed for leather") or a
// permission ("Hens may be kept") for a may-I question, with "only if", "as long as", "unless" making it a qualified
// yes; an exemption ("does not require a permit", and "waived" or "free" for a question asking whether to pay) or a
// requirement for a need question; a denial set against what is so instead ("is not caused by the heat itself but by
// standing up") or a change ("no longer") for any other. The sentence must name the thing the question asks about
// first (not only its setting: the document's title words), in its own word or WordNet's: a synonym, a narrower
// kind, or the kind one or two levels up (a ban on alcohol covers beer). Pure but for the lexicon.
import { stemsOf } from './concepts';
import { faqAnswerOf, questionSort, rolesOf, type QuestionSort } from './faq-match';
import { lemmaOf } from './lemmas';
import { broaderWords, isModifierWord, lexicalRelations } from './lexicon';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export type OwnVerdict = 'yes' | 'no' | 'qualified';

/** A condition on what is granted or required: it holds only under it. */
const CONDITION = /\b(?:only\s+(?:if|when|with|after|once|in|on|for)|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing|unless|on\s+condition)\b/i;
/** A ban or an unfitness of the act or thing. */
const BAN = /\b(?:must|should|shall)\s+not\b|\b(?:asked|requested|told|advised)\s+not\s+to\b|\bmustn['’]t\b|\bnot\s+(?:be\s+)?(?:allowed|permitted)\b|\bno\s+longer\s+(?:be\s+)?(?:allowed|permitted)\b|(?<!\bnot\s+)\b(?:prohibited|forbidden|banned)\b|\bnot\s+(?:designed|intended|suitable|meant|safe)\s+(?:for|to)\b/i;
/** An imperative ban opening the sentence. */
const BAN_OPENING = /^\s*(?:please\s+)?(?:do\s+not|don['’]t|never)\s+\p{Ll}/iu;
/** What is not required. */
const EXEMPT = /\b(?:does|do|did|will)\s+not\s+(?:require|need)\b|\b(?:doesn['’]t|don['’]t|won['’]t)\s+(?:require|need)\b|\bneed\s+not\b|\bneedn['’]t\b|\bnot\s+(?:required|needed|necessary|compulsory|mandatory)\b|\bno\s+\p{L}+\s+(?:is|are)\s+(?:required|needed)\b|\bfree\s+of\s+charge\b/iu;
/** What is free of the payment a question asks about ("Stall rents will be waived", "Membership is free"). */
const FREE = /\b(?:waived|free\s+of\s+charge|at\s+no\s+(?:extra\s+)?(?:cost|charge)|no\s+charge|(?:is|are|be|comes?)\s+(?:also\s+|still\s+)?free)\b/i;
/** A question asking whether something must be paid. */
const PAYMENT_ASKED = /\b(?:pay|pays|paid|paying|charged?|fee|fees|fare|cost)\b/i;

/** What is required. */
const OBLIGE = /\b(?:must|(?:is|are)\s+(?:required|compulsory|mandatory)|(?:has|have)\s+to|needs?\s+to|requires?)\b/i;
/** What is allowed, in so many words. */
const PERMIT = /\b(?:is|are)\s+(?:(?:still|also|of\s+course)\s+)?(?:allowed|permitted|welcome|fine|ok|okay|acceptable)\b/i;
/** What cannot be done to a thing, by its maker's word: "not user-replaceable", "not removable" (the act its stem says). */
const UNABLE = /\bnot\s+(user[- ])?(\p{L}+?)(?:able|ible)\b/iu;
/** A modal and the verb it governs ("may be kept", "cannot take", "may not bring"): a permission or a ban only of the act asked ("can" and "may" also say what is possible). */
const MODAL = /\b(may|can|cannot|can['’]t)\s+(not\s+)?(?:(?:still|also|now|only)\s+)?(?:be\s+)?(\p{Ll}+)/giu;
/** A denial set against what is so instead ("not caused by X but by Y"), or a change that ends it. */
const DENIED_INSTEAD = /\bnot\b[^,;.]*?\bbut\b|\bno\s+longer\b/i;

/**
 * The verdict one sentence states in its own words for a question of the given sort (the act asked, for "may"/"can";
 * `payment`: a need question asks whether something must be paid, which "waived" or "free" answers no), or null when
 * it says none. Pure.
 */
export function ownWordsStance(sentence: string, sort: QuestionSort, act: string | null = null, payment = false, namesKey: (words: string) => boolean = () => false): OwnVerdict | null {
  const opening = /^\s*(yes|no)\b(?=\s*[,.;:!–—-])/i.exec(sentence);
  if (opening) return faqAnswerOf(sentence, (opening[1] ?? '').toLowerCase() === 'yes' ? 'yes' : 'no');
  // ("You can't, sorry: …" answers a may-I question as plainly as "No,")
  if (sort === 'permission' && /^\s*(?:you|we)\s+(?:can['’]t|cannot|can\s+not|mustn['’]t|may\s+not)\s*[,.;:!–—-]/i.test(sentence)) return 'no';
  const conditioned = CONDITION.test(sentence);
  if (sort === 'permission') {
    if (BAN.test(sentence) || BAN_OPENING.test(sentence)) return conditioned ? 'qualified' : 'no';
    if (PERMIT.test(sentence)) return conditioned ? 'qualified' : 'yes';
    // ("The internal battery is not user-replaceable" for "Can I swap the battery?": what a user may not do to it)
    const unable = UNABLE.exec(sentence);
    if (unable && (unable[1] !== undefined || (act !== null && sameAct(unable[2] ?? '', act)))) return 'no';
    // "may"/"can" grant (or, negated, ban) only the act asked: "Hens may be kept" for "keep a few chickens", not
    // "Untested glazes can run off a pot" for "fire my own glazes"
    for (const m of sentence.matchAll(MODAL)) {
      // (or of the thing asked, named as what may or may not: "Cars and vans may still cross" for "Can I drive my car over…")
      const doer = sentence.slice(0, m.index ?? 0);
      // ("may" only: "can" says what is possible too, "Even calm dogs can panic")
      if (!(act && sameAct(m[3] ?? '', act)) && !(/^may$/i.test(m[1] ?? '') && doer.split(/\s+/).length <= 6 && namesKey(doer))) continue;
      const negated = m[2] !== undefined || /^can(?:not|['’]t)$/i.test(m[1] ?? '');
      return negated ? (conditioned ? 'qualified' : 'no') : conditioned ? 'qualified' : 'yes';
    }
    return null;
  }
  if (sort === 'need') {
    if (EXEMPT.test(sentence) || (payment && FREE.test(sentence))) return conditioned ? 'qualified' : 'no';
    if (OBLIGE.test(sentence) && !/\bnot\b/i.test(sentence)) return conditioned || /\b(?:required|needed|compulsory|mandatory)\s+only\b/i.test(sentence) ? 'qualified' : 'yes';
    return null;
  }
  return DENIED_INSTEAD.test(sentence) || /\bnot\s+(?:designed|intended|suitable|meant)\s+(?:for|to)\b/i.test(sentence) ? 'no' : null;
}

/**
 * Does a clause granting something set apart a case the question names: "but not inside", "except on Sundays" (the
 * words after "but not"/"except", up to the clause's end, name a content word of the question)? Pure but for the stemmer.
 */
export function excludesAsked(clause: string, query: string): boolean {
  const m = /\b(?:but\s+not|except(?:\s+for)?|other\s+than|away\s+from)\s+([^,;.]+)/i.exec(clause);
  if (!m) return false;
  const asked = stemsOf(query);
  return [...stemsOf(m[1] ?? '')].some((w) => asked.has(w));
}

/**
 * Is what a clause grants granted only to a kind the question does not name in full: "only assistance dogs are allowed
 * inside" for "my dog" (the question names no assistance dog), "Only food bought at the café may be eaten" for a picnic?
 * Pure but for the stemmer.
 */
export function onlyOthers(clause: string, query: string): boolean {
  const m = /\bonly\s+((?:[\p{L}'’-]+\s+){0,5}?[\p{L}'’-]+)\s+(?:are|is|may|can)\b/iu.exec(clause);
  if (!m) return false;
  const asked = stemsOf(query);
  const group = [...stemsOf(m[1] ?? '')];
  return group.length > 0 && !group.every((w) => asked.has(w));
}

/** Is a verb of a sentence the act asked: one lemma, or a direct synonym ("taken" for take, "kept" for keep). Pure but for the lexicon. */
export function sameAct(verb: string, act: string): boolean {
  const a = stem(lemmaOf(act.toLowerCase()));
  const v = stem(lemmaOf(verb.toLowerCase()));
  if (a === v || stem(verb.toLowerCase()) === stem(act.toLowerCase())) return true;
  return lexicalRelations(act).direct.has(v) || lexicalRelations(verb).direct.has(a);
}

/**
 * The stems a question's word is said by in a source, with the weight of each: its own, a synonym, and the kinds one or
 * two levels up (a ban on alcohol covers beer) weigh 1; a kin one level away, possibly narrower (cockerels for
 * chickens), weighs half: a rule on one kind says only part of the whole. Pure but for the lexicon.
 */
export function wordsFor(word: string): Map<string, number> {
  const out = new Map<string, number>();
  const relations = lexicalRelations(word);
  for (const s of relations.kin) out.set(s, 0.5);
  for (const up of broaderWords(word)) {
    out.set(stem(up), 1);
    for (const further of broaderWords(up)) if (!out.has(stem(further))) out.set(stem(further), 1);
  }
  for (const s of relations.direct) out.set(s, 1);
  out.set(stem(word), 1);
  out.set(stem(lemmaOf(word)), 1);
  return out;
}

/** A determiner before a thing's words. */
const DETERMINED = /^(?:a|an|the|my|our|your|their|his|her|its|this|that|these|those|some|any)$/;

/** Verbs whose sense is in their object or frame: no thing asked. */
const LIGHT = /^(?:be|do|get|go|have|make|take|give|come|put|keep|use|need|let|bring|allow|want|try|say|tell|know|think|see|look|find|able|been|given)$/;

/** The things (and acts) a yes/no question asks about, less its setting (words of the document titles), as lower-case words. */
export function askedThings(query: string, setting: Set<string>): string[] {
  const roles = rolesOf(query);
  // (its acts too, but for the light verbs whose sense is in their object: "shed" is mostly a verb to WordNet)
  const acts = new Set(roles.acts.filter((w) => !LIGHT.test(lemmaOf(w)) && !LIGHT.test(w)));
  const nouns = new Set(roles.things);
  // (in the question's order: its first thing is its act's object)
  // (not a word WordNet uses mostly as an adjective between a determiner and a thing, "a BROKEN microwave": it modifies
  // the thing and names none, and its relations, "fault" of broken, would match a list of other things' faults)
  const tokens = (query.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));
  const modifying = (w: string, i: number): boolean => isModifierWord(w) && DETERMINED.test(tokens[i - 1] ?? '') && nouns.has(tokens[i + 1] ?? '');
  const inOrder = tokens.filter((w, i) => (nouns.has(w) || acts.has(w)) && !modifying(w, i));
  const things = inOrder.filter((w) => !setting.has(stem(w)) && !/['’]/.test(w) && !/^(?:pay|pays|paid|paying|charge|charged|worth|safe|able|good|bad|way|idea|thing|lot|bit|few|just|still|really|straight|away)$/.test(w));
  return [...new Set(things)];
}

/**
 * The thing a yes/no question asks about first, its act's object ("cat" in "Can I take my cat in the cabin?", "beer"
 * in "Is it OK to have a beer before the sauna?", "shed" in "Can I put a shed on my plot?"): the first word it asks
 * about after its act, not a name it capitalises, not its setting or its frame; null when there is none. Pure but for the lexicon.
 */
export function keyThing(query: string, setting: Set<string>, act: string | null = null): string | null {
  const written = new Set((query.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).slice(1).filter((w) => /^\p{Ll}/u.test(w)).map((w) => w.toLowerCase().replace(/['’]s$/, '')));
  const asked = askedThings(query, setting).filter((w) => written.has(w) && !/-$/.test(w) && !(act !== null && sameAct(w, act)));
  const first = asked[0];
  if (first === undefined) return null;
  // (a doer whose verb takes the next thing asked as its object is not it: "Can my kids take THE DOG into…", "Can Priya
  // and her guests throw CONFETTI…"; the rule is on the object. "Can dogs come INTO the café" keeps dogs)
  const next = asked[1];
  if (next === undefined) return first;
  const tokens = (query.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));
  const at = tokens.indexOf(first);
  const verbAt = tokens.findIndex((w, i) => i > at && !isStopWord(w) && !/^(?:and|or|her|his|their|my|our|your)$/.test(w) && !asked.includes(w));
  const verb = tokens[verbAt] ?? '';
  const between = tokens.slice(verbAt + 1, tokens.indexOf(next, verbAt + 1));
  const object = verbAt > at && tokens.indexOf(next, verbAt + 1) > verbAt && verbShareOfForm(verb) >= 0.5 && !/^(?:allowed|permitted|welcome)$/.test(verb) && between.every((w) => /^(?:the|a|an|some|any|my|our|your|their|her|his|its|own)$/.test(w));
  return object ? next : first;
}

export interface OwnWordsUnit {
  score: number;
  sentences: string[];
  documentId: string;
  headingQuestion?: string;
}

export interface OwnWordsFinding<T> {
  unit: T;
  sentence: string;
  verdict: OwnVerdict;
}

/** A sentence's clauses that can each state a verdict: its sentences as the source runs them together ("Livestock. Hens may be kept…. Cockerels are not permitted"). Pure. */
export function clausesOf(sentence: string): string[] {
  return sentence.split(/(?<=[.;!?])\s+(?=\p{Lu})/u).map((c) => c.trim()).filter((c) => c.length > 0);
}

/**
 * The sentence of the documents drawn on that decides a yes/no question in its own words (ownWordsStance, read clause
 * by clause), naming the things asked best: each thing weighs by how few of the documents' units name it (the shed,
 * not the plot every rule of an allotment names), times how directly it is named (wordsFor); a clause opening
 * "Yes"/"No" names them through the question heading it answers. It must name at least one thing, and a third of them
 * (and, `against` another reading's unit, as many as that unit names). Ties go to the better-scored unit. undefined when none. Pure but for the lexicon.
 */
export function ownWordsDecision<T extends OwnWordsUnit>(query: string, units: T[], drawnOn: Set<string>, titles: Map<string, string>, against?: T, act: string | null = null): OwnWordsFinding<T> | undefined {
  const sort = questionSort(query);
  const setting = new Set<string>();
  for (const id of drawnOn) for (const s of stemsOf(titles.get(id) ?? '')) setting.add(s);
  let things = askedThings(query, setting);
  if (things.length === 0) things = askedThings(query, new Set());
  if (things.length === 0) return undefined;
  const said = things.map((w) => wordsFor(w));
  // (the thing asked first must be named: a permission of "one cabin bag" says nothing of a cat in the cabin)
  const key = keyThing(query, setting, act) ?? keyThing(query, new Set(), act);
  const keyForms = key ? wordsFor(key) : null;
  // (a light verb's: its sense is in the things it governs, "work with underfloor heating", "turn the heating off")
  const keyIsAct = key !== null && rolesOf(query).acts.includes(key) && /^(?:do|get|go|have|make|take|give|come|put|keep|work|use|help|happen|become|let|stay|turn)$/.test(lemmaOf(key));
  // (the units of the documents drawn on, and any other scoring half as well as the best: a document the answer did not draw on may decide)
  const top = Math.max(0, ...units.map((u) => u.score));
  const pool = units.filter((u) => u.score > 0 && (drawnOn.has(u.documentId) || u.score >= top * 0.5));
  const unitStems = pool.map((u) => new Set([...stemsOf(u.sentences.join(' ')), ...stemsOf(u.headingQuestion ?? '')]));
  // how telling each thing is: 1 / the number of units naming it (at least one)
  const telling = said.map((forms) => 1 / Math.max(1, unitStems.filter((stems) => [...forms.keys()].some((f) => stems.has(f))).length));
  const naming = (stems: Set<string>): { count: number; weight: number } => {
    let count = 0;
    let weight = 0;
    said.forEach((forms, i) => {
      const how = Math.max(0, ...[...forms].filter(([f]) => stems.has(f)).map(([, w]) => w));
      if (how > 0) {
        count += 1;
        weight += how * (telling[i] ?? 0);
      }
    });
    return { count, weight };
  };
  // (against another reading's sentence, it must name as many of the things asked as that sentence does)
  const rival = against ? Math.max(...against.sentences.map((x) => naming(/^\s*(?:yes|no)\b/i.test(x) ? new Set([...stemsOf(x), ...stemsOf(against.headingQuestion ?? '')]) : stemsOf(x)).count)) : 0;
  const need = Math.max(1, Math.round(things.length / 3), rival);
  let best: (OwnWordsFinding<T> & { weight: number; score: number }) | undefined;
  for (const unit of pool) {
    for (const sentence of unit.sentences) {
      for (const clause of clausesOf(sentence)) {
        const stance = ownWordsStance(clause, sort, act, PAYMENT_ASKED.test(query), (words) => keyForms !== null && [...keyForms.keys()].some((f) => stemsOf(words).has(f)));
        if (!stance) continue;
        // (a yes that excludes what the question names, "welcome on the terrace BUT NOT INSIDE" for "inside the café", is a no)
        // (and one granted only to others, "only assistance dogs are allowed inside" for my dog: a no)
        const verdict = stance === 'yes' && (excludesAsked(clause, query) || onlyOthers(clause, query)) ? 'no' : stance;
        const own = stemsOf(clause);
        const answersHeading = /^\s*(?:yes|no)\b/i.test(clause) && unit.headingQuestion !== undefined;
        const stems = answersHeading ? new Set([...own, ...stemsOf(unit.headingQuestion ?? '')]) : own;
        const { count, weight: named } = naming(stems);
        // (a key that is the question's light verb, "work", "turn", may go unnamed by a clause naming half or more of the things asked, two at least)
        if (keyForms && ![...keyForms.keys()].some((f) => stems.has(f)) && !(keyIsAct && count >= 2 && count * 2 >= things.length)) continue;
        if (count < need) continue;
        // (an answer opening "Yes"/"No" under the heading it answers says it outright: first among equals)
        const weight = named + (answersHeading ? 1e-3 : 0);
        if (!best || weight > best.weight + 1e-9 || (Math.abs(weight - best.weight) <= 1e-9 && unit.score > best.score)) best = { unit, sentence, verdict, weight, score: unit.score };
      }
    }
  }
  return best ? { unit: best.unit, sentence: best.sentence, verdict: best.verdict } : undefined;
}
