// What a what/who question ASKS for, read from its structure rather than from its first words: the head noun of its
// asked phrase ("What's the monthly CHARGE to hire a kayak?", "How much is the RENT on a plot?", "I was wondering what
// the TUITION for the course comes to"), whether that noun names an amount of money (WordNet: a sum, price, charge,
// fee, payment, wage… up its hypernym hierarchy; resources/lexicon/wordnet-money.txt, scripts/wordnet-money.mjs), and
// whether a sentence names a person the question does not already name ("I trained under Maria Ortiz", "an old
// shipwright called Dennis Kitto"): what answer-shape.ts needs to lead a who-question with the person and a money
// question with the sum, not with a sentence that only shares the question's words ("strings are charged at cost").
// Pure but for the shipped lexicon files.
import { withoutAskingFrame } from './concepts';
import { isCommonNoun, isLightWord, isPersonNoun, lexicon } from './lexicon';
import { contentTerms, stem, words } from './text';
import { namesIn, namesPlace } from './people';

import { isMoneyNoun } from './money-nouns';

export { isMoneyNoun, parseMoneyNouns } from './money-nouns';

const DETERMINER = '(?:the|a|an|this|that|these|those|their|its|your|our|his|her|my|any)';
/** Words that end the asked noun phrase: a preposition, a relative word, an auxiliary or verb of the clause. */
const AFTER_HEAD = /^(?:of|to|for|on|in|at|with|per|from|by|into|over|under|during|that|which|who|whom|whose|do|does|did|is|are|was|were|will|would|can|could|should|has|have|had|comes?|came|come|amounts?|works?|worked)$/i;

/**
 * The head noun of the phrase a what/which/how-much question asks about, or null: "What's the monthly charge to hire a
 * kayak?" → charge; "How much is the rent on a full plot?" → rent; "How much are ferry fares to Skerra?" → fares; "What
 * deposit does the Lyric take?" → deposit; asked inside a longer sentence too ("I was wondering what the tuition for
 * the course comes to" → tuition). Pure.
 */
export function askedHead(query: string): string | null {
  const q = withoutAskingFrame(query.trim())
    .replace(/^(what|which|how much)['’]s\b/i, '$1 is')
    .replace(/[?.!]+\s*$/, '');
  const m = new RegExp(`^(?:what|which|how much)\\s+(?:(?:is|are|was|were|will be|would be)\\s+)?(?:${DETERMINER}\\s+)?(.*)$`, 'iu').exec(q);
  const rest = m?.[1];
  if (!rest) return null;
  const tokens = rest.split(/\s+/).map((t) => t.replace(/[^\p{L}'’-]/gu, ''));
  let head: string | null = null;
  // the noun phrase: up to four words before the first word that ends it ("the monthly charge | to hire …")
  for (const [i, token] of tokens.entries()) {
    if (i >= 4 || token === '' || AFTER_HEAD.test(token)) break;
    if (new RegExp(`^${DETERMINER}$`, 'i').test(token)) {
      if (head !== null) break;
      continue;
    }
    head = token.toLowerCase().replace(/['’]s$/, '');
  }
  return head;
}

/** Does the question ask for an amount of money by its asked noun ("the monthly charge", "the rent", "fares")? Pure but for the lexicon file. */
export function asksMoneyByNoun(query: string): boolean {
  const head = askedHead(query);
  return head !== null && isMoneyNoun(head);
}

/** A place word or compass point opening a name ("St Ives", "North Pacific", "Lake Tana"): no person. */
const PLACE_FIRST = /^(?:St|Saint|Mount|Mt|Lake|Cape|Port|Fort|Loch|Glen|Isle|River|North|South|East|West|Northern|Southern|Eastern|Western|Central|Upper|Lower|Greater|New|Old|Royal|National)$/;

/**
 * The people a sentence names that the question does not: capitalised names of two words or more, none opening with a
 * place word, whose last word is no common noun nor a word of WordNet's ("Canal Street", "Fenner Wash", "the Wenmarsh
 * Canal", "the Harbour Bakery" name places and things: people.ts) unless the sentence says it is a person (", who …" after it: "his niece, Signe Dahl, who …"); not before a common noun ("the Pellow boatyard"), nor made of the question's own capitalised
 * words ("Frank Lowry" in a question about who took over after him). Pure but for the shipped lexicon.
 */
export function personsNotAsked(text: string, query: string): string[] {
  const asked = new Set((query.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).map((w) => w.toLowerCase()));
  return namesIn(text)
    .filter((n) => {
      const words = n.name.split(/\s+/);
      if (words.length < 2 || PLACE_FIRST.test(words[0] ?? '')) return false;
      const after = text.slice(n.end);
      const next = /^\s+([a-z]+)/.exec(after)?.[1];
      if (next && isCommonNoun(next) && !VERB_OR_RELATIVE.test(next)) return false;
      // said to be a person: a relative "who" right after it ("his niece, Signe Dahl, who …"), a role after it (", the
      // foundry master"), or "called"/"named" or a person noun right before it ("an old shipwright called …", "her nephew, …")
      const called = /^\s*,?\s*(?:who|whom|whose)\b/.test(after) || roleAfter(after) || personBefore(text.slice(0, n.end - n.name.length));
      // (a last word WordNet knows as a word of its own, "Canal", "Lock", "Company", names a thing too)
      if ((namesPlace(n.name) || lexicon().byStem.has(stem((words.at(-1) ?? '').toLowerCase()))) && !called) return false;
      return !words.every((w) => asked.has(w.toLowerCase()));
    })
    .map((n) => n.name);
}

/** Words after a name that start its clause, not a noun it modifies ("Dennis Kitto and…", "Maria Ortiz took…"). */
const VERB_OR_RELATIVE = /^(?:and|or|who|whom|whose|which|was|is|has|had|took|takes|came|comes|found|finds|said|says|runs|ran|looks|looked|led|leads|made|makes|built|builds)$/;

/** Prepositions that open a phrase of setting after what is asked ("… the ironwork FOR the replacement gates AT Heron's Lock"). */
const SETTING_PREPOSITION = /^(?:for|at|in|on|near|during|since|after|before|from|with|about|around|across|along|beside|by|within|throughout|outside|inside)$/i;

/**
 * The words of what a who-question asks, without its setting: its words up to the first phrase of setting (a
 * preposition after the verb's object: "Who made the ironwork | for the replacement gates at Heron's Lock?" → ironwork
 * (a light verb says nothing of what is asked); "Who is the farrier that the diary writer is apprenticed to?" → farrier, diary, writer, apprenticed),
 * never a word of a name it gives. Stems. Pure.
 */
export function askedCore(query: string): string[] {
  const q = withoutAskingFrame(query.trim()).replace(/[?.!]+\s*$/, '');
  const tokens = q.split(/\s+/);
  const core: string[] = [];
  for (const [i, raw] of tokens.entries()) {
    const token = raw.replace(/[^\p{L}'’-]/gu, '');
    // (a particle right after the verb is no phrase of setting: "took OVER the ovens", "looks AFTER the library")
    if (i > 2 && SETTING_PREPOSITION.test(token) && !/^(?:is|are|was|were|did|does|do)$/i.test(tokens[i - 2] ?? '') && core.length >= 2) break;
    core.push(token);
  }
  const named = new Set((query.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).map((w) => stem(w.toLowerCase().replace(/['’]s$/, ''))));
  // (a light verb, "make", "take", says nothing of what is asked: its object does)
  return contentTerms(core.join(' ')).filter((t) => !isLightWord(t)).map((t) => stem(t)).filter((t) => !named.has(t));
}

/**
 * Does a sentence name a person the question does not, in a sentence that says what the question asks, beyond its
 * setting (askedCore: "Who made the ironwork for the gates at Heron's Lock?" → ironwork)? A person named in a
 * sentence on the setting only ("Colin Ashdown … said the old gates leaked") does not answer. Pure but for the shipped lexicon.
 */
export function personAnswers(text: string, query: string): boolean {
  if (personsNotAsked(text, query).length === 0) return false;
  const asked = askedCore(query);
  // (a clause after a name of which the name is not the subject says what others do: "went to Ruth Avery, WHOSE narcissus
  // THE JUDGES called flawless" names no judge; "under Maria Ortiz, who has made violins" keeps its words)
  const said = new Set(words(text.replace(/,\s*(?:whose|whom|which)\b[^,;.]*/giu, ' ')).map((w) => stem(w)));
  return asked.some((t) => said.has(t) || [...said].some((w) => w.length >= 5 && t.length >= 5 && (w.startsWith(t) || t.startsWith(w))));
}

/** ", the foundry master", ", a level 3 coach": an appositive whose head (its last word) is a person noun (WordNet, two levels). */
function roleAfter(after: string): boolean {
  const m = /^\s*,\s+(?:the|a|an|our|their|its|his|her)\s+((?:[\p{L}\p{N}-]+\s+){0,3}?[\p{L}-]+)\s*(?:[,.;:)]|$)/u.exec(after);
  const head = m?.[1]?.split(/\s+/).at(-1) ?? '';
  return head !== '' && isPersonNoun(head);
}

/** "… called", "… named", or a person noun ("her nephew,", "the foreman") right before a name. */
function personBefore(before: string): boolean {
  const tokens = before.trim().replace(/[,:]$/, '').split(/\s+/);
  const last = (tokens.at(-1) ?? '').toLowerCase();
  return /^(?:called|named)$/.test(last) || (/^\p{Ll}+$/u.test(last) && isPersonNoun(last));
}
