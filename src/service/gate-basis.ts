// What the relevance gate (compose.ts sentenceGate) judges a sentence against: the required concepts of
// the question that some source in scope says, in any words. A word no source in scope uses (the
// reader's story, "after work"; a thing asked that is missing, "breed") cannot be asked of any sentence:
// counted in the gate's denominator it only raises the bar for every sentence alike, so that a
// sentence naming the rest of the question in a document about it is dropped. The notes still say
// what is missing (compose.ts); this only decides which sentences may speak to the rest. Pure.
// Nor is a word of the asker's story or setting (question-roles.ts: 'light' or 'context' wherever the question uses it)
// asked of the sentence that answers: "Are power banks allowed? Flying Skerry Air NEXT MONTH, …" is answered by "Power
// banks must not be used on board"; a sentence that names the asker's case ("households receiving Council Tax
// Reduction: £34") is on it all the same, so such words count where a sentence says them, never against one that does not.
import { mentioned, stemsOf, type Concept } from './concepts';
import { rowContext } from './entry-kind';
import { conceptRoles } from './question-roles';

/**
 * The required concepts the gate counts: those some document in scope says (`said`, their stems), in
 * the order given; all of them when fewer than two are said (a question the sources barely touch is
 * not judged against its one covered word).
 */
export function gateConcepts(required: readonly Concept[], said: ReadonlySet<string>): Concept[] {
  const kept = required.filter((c) => said.has(c.stem));
  if (kept.length < 2) return [...required];
  return kept;
}

/**
 * The stems of the question's concepts that are only its story or setting: every part that names the concept reads it
 * as 'light' (a setting phrase, a modifier, a fronted or subordinate clause) or 'context' (the reader's circumstances,
 * question-roles.ts). A concept no part names in its words (a compound joined by concepts.ts) is none. Pure but for the
 * shipped tables.
 */
export function storyStems(parts: readonly string[], concepts: readonly Concept[]): Set<string> {
  const story = new Map<string, boolean>();
  for (const part of parts) {
    const named = mentioned([...concepts], stemsOf(part));
    const roles = conceptRoles(part, named);
    for (const c of named) {
      const role = roles.get(c.stem);
      story.set(c.stem, (story.get(c.stem) ?? true) && (role === 'light' || role === 'context'));
    }
  }
  return new Set([...story].filter(([, only]) => only).map(([s]) => s));
}

/**
 * The required concepts the gate asks of a sentence: gateConcepts over those that are not only the question's story or
 * setting (`story`, storyStems), where two at least remain; otherwise over all of them. Pure.
 */
export function gateBasis(required: readonly Concept[], said: ReadonlySet<string>, story: ReadonlySet<string>): Concept[] {
  const asked = required.filter((c) => !story.has(c.stem));
  return gateConcepts(asked.length >= 2 ? asked : required, said);
}

/**
 * A document's share of the gate's concepts and whether its title is about the question, read against
 * the gate's concepts rather than all that is asked: its title names half of them, or a third of them
 * while its text names nearly all (80%). Pure.
 */
export function gateContext(gate: readonly Concept[], titleConcepts: readonly Concept[], documentSaid: ReadonlySet<string>): { titleAbout: boolean; coverage: number } {
  const stems = new Set(gate.map((c) => c.stem));
  const title = titleConcepts.filter((c) => stems.has(c.stem)).length;
  const coverage = gate.filter((c) => documentSaid.has(c.stem)).length / Math.max(1, gate.length);
  return { titleAbout: titleIsAbout(title, gate.length, coverage), coverage };
}

/** Is a document about the question: its title names half of the `of` concepts, or a third while its text names 80% of them? Pure. */
export function titleIsAbout(title: number, of: number, coverage: number): boolean {
  return title * 2 >= of || (title * 3 >= of && coverage >= 0.8);
}

/** The concepts a sentence's context names beside its own (`own`), each counted once, in this order. */
export interface AroundConcepts {
  /** From its document's title (a title about the question), or from its table's caption and form (a row). */
  fromTitle: Concept[];
  /** From the headings above it (an FAQ's question, a list's lead-in). */
  fromSection: Concept[];
  /** Every concept the headings and sentences before it in its passage name. */
  earlierAll: Concept[];
  /** Those of earlierAll it continues: counted once they name half of the question (two at least). */
  fromEarlier: Concept[];
  /** From the rest of its paragraph. */
  fromPassage: Concept[];
}

/**
 * What a sentence's title, section, earlier sentences and paragraph name of `concepts` beside what it names itself:
 * the reading compose.ts scoreUnits scores and both gates (over all that is asked, and over the gate's concepts) count.
 * `titled`: its document's title concepts among `concepts`; `titleAbout`: whether that title is about the question. Pure but for the lexicon.
 */
export function conceptsAround(
  concepts: readonly Concept[],
  own: readonly Concept[],
  titled: readonly Concept[],
  titleAbout: boolean,
  unit: { context?: Set<string>; earlierStems?: Set<string>; passageStems?: Set<string>; cells?: unknown },
): AroundConcepts {
  const all = [...concepts];
  const asRow = rowContext(all, [...titled], unit.cells !== undefined).filter((c) => !own.includes(c));
  const fromTitle = titleAbout ? titled.filter((c) => !own.includes(c)) : asRow;
  const fromSection = unit.context ? mentioned(all, unit.context).filter((c) => !own.includes(c) && !fromTitle.includes(c)) : [];
  const earlierAll = unit.earlierStems ? mentioned(all, unit.earlierStems) : [];
  const continues = earlierAll.length >= Math.max(2, Math.ceil(all.length / 2));
  const fromEarlier = continues ? earlierAll.filter((c) => !own.includes(c) && !fromTitle.includes(c) && !fromSection.includes(c)) : [];
  const fromPassage = unit.passageStems ? mentioned(all, unit.passageStems).filter((c) => !own.includes(c) && !fromTitle.includes(c) && !fromSection.includes(c) && !fromEarlier.includes(c)) : [];
  return { fromTitle, fromSection, earlierAll, fromEarlier, fromPassage };
}

/** The counts sentenceGate reads (compose.ts), for a sentence read in its context. */
export interface GateInput {
  required: number;
  own: number;
  ownAny: number;
  title: number;
  section: number;
  passage: number;
  earlier: number;
  titleAbout: boolean;
  documentCoverage: number;
}

/**
 * The gate's counts for a sentence, over the gate's concepts (`gate`, from gateBasis) instead of all
 * that is asked: the concepts it names itself (`own`, `counts` telling which of its words count in a
 * document that is not about the question), and those its title, section, the sentences before it and
 * its paragraph name, each counted once, as compose.ts scoreUnits counts them; with the words of the
 * asker's story or setting (`story`) that it or its section names, where it names something asked too. Pure but for the lexicon.
 */
export function gateInput(
  gate: readonly Concept[],
  own: readonly Concept[],
  document: { titleConcepts: Concept[]; said?: Set<string> },
  unit: { context?: Set<string>; earlierStems?: Set<string>; passageStems?: Set<string>; cells?: unknown },
  counts: (c: Concept) => boolean,
  story: readonly Concept[] = [],
): GateInput {
  const inGate = (c: Concept): boolean => gate.includes(c);
  const { titleAbout, coverage } = gateContext(gate, document.titleConcepts, document.said ?? new Set());
  const { fromTitle, fromSection, earlierAll, fromEarlier, fromPassage } = conceptsAround(gate, own, document.titleConcepts.filter(inGate), titleAbout, unit);
  // (in a document whose title is about what the gate asks, its general words count as in one about the whole question)
  const counted = (c: Concept): boolean => titleAbout || counts(c);
  const topical = own.filter(counted);
  const passage = [...fromPassage, ...fromEarlier].filter(counted);
  // A word of the asker's story or setting that the sentence or its section says counts for it, though the gate never
  // asks it; only where it or its context names something the gate asks too (never a sentence on the story alone).
  const namesAsked = topical.some(inGate) || fromTitle.length + fromSection.length + passage.length > 0;
  const credited = (c: Concept): boolean => !inGate(c) && story.includes(c);
  const storyOwn = namesAsked ? topical.filter(credited).length : 0;
  const storySection = namesAsked && unit.context ? mentioned([...story], unit.context).filter((c) => credited(c) && !own.includes(c)).length : 0;
  return {
    required: gate.length,
    own: topical.filter(inGate).length + storyOwn,
    ownAny: topical.length,
    title: fromTitle.length,
    section: fromSection.length + storySection,
    passage: passage.length,
    earlier: earlierAll.filter(counted).length,
    titleAbout,
    documentCoverage: coverage,
  };
}
