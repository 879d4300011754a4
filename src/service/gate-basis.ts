// What the relevance gate (compose.ts sentenceGate) judges a sentence against: the required concepts of
// the question that some source in scope says, in any words. A word no source in scope uses (the
// reader's story, "after work"; a thing asked that is missing, "breed") cannot be asked of any sentence:
// counted in the gate's denominator it only raises the bar for every sentence alike, so that a
// sentence naming the rest of the question in a document about it is dropped. The notes still say
// what is missing (compose.ts); this only decides which sentences may speak to the rest. Pure.
import { mentioned, type Concept } from './concepts';
import { rowContext } from './entry-kind';

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
 * A document's share of the gate's concepts and whether its title is about the question, read against
 * the gate's concepts rather than all that is asked: its title names half of them, or a third of them
 * while its text names nearly all (80%). Pure.
 */
export function gateContext(gate: readonly Concept[], titleConcepts: readonly Concept[], documentSaid: ReadonlySet<string>): { titleAbout: boolean; coverage: number } {
  const stems = new Set(gate.map((c) => c.stem));
  const title = titleConcepts.filter((c) => stems.has(c.stem)).length;
  const coverage = gate.filter((c) => documentSaid.has(c.stem)).length / Math.max(1, gate.length);
  return { titleAbout: title * 2 >= gate.length || (title * 3 >= gate.length && coverage >= 0.8), coverage };
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
 * The gate's counts for a sentence, over the gate's concepts (`gate`, from gateConcepts) instead of all
 * that is asked: the concepts it names itself (`own`, `counts` telling which of its words count in a
 * document that is not about the question), and those its title, section, the sentences before it and
 * its paragraph name, each counted once, as compose.ts scoreUnits counts them. Pure but for the lexicon.
 */
export function gateInput(
  gate: readonly Concept[],
  own: readonly Concept[],
  document: { titleConcepts: Concept[]; said?: Set<string> },
  unit: { context?: Set<string>; earlierStems?: Set<string>; passageStems?: Set<string>; cells?: unknown },
  counts: (c: Concept) => boolean,
): GateInput {
  const inGate = (c: Concept): boolean => gate.includes(c);
  const { titleAbout, coverage } = gateContext(gate, document.titleConcepts, document.said ?? new Set());
  const titled = document.titleConcepts.filter(inGate);
  const asRow = rowContext([...gate], titled, unit.cells !== undefined).filter((c) => !own.includes(c));
  const fromTitle = titleAbout ? titled.filter((c) => !own.includes(c)) : asRow;
  const fromSection = unit.context ? mentioned([...gate], unit.context).filter((c) => !own.includes(c) && !fromTitle.includes(c)) : [];
  const earlierAll = unit.earlierStems ? mentioned([...gate], unit.earlierStems) : [];
  const continues = earlierAll.length >= Math.max(2, Math.ceil(gate.length / 2));
  const fromEarlier = continues ? earlierAll.filter((c) => !own.includes(c) && !fromTitle.includes(c) && !fromSection.includes(c)) : [];
  const fromPassage = unit.passageStems ? mentioned([...gate], unit.passageStems).filter((c) => !own.includes(c) && !fromTitle.includes(c) && !fromSection.includes(c) && !fromEarlier.includes(c)) : [];
  const topical = own.filter(counts);
  return {
    required: gate.length,
    own: topical.filter(inGate).length,
    ownAny: topical.length,
    title: fromTitle.length,
    section: fromSection.length,
    passage: [...fromPassage, ...fromEarlier].filter(counts).length,
    earlier: earlierAll.filter(counts).length,
    titleAbout,
    documentCoverage: coverage,
  };
}
