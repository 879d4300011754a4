// What a yes/no verdict may rest on (used by verdict.ts decideVerdict). A verdict says yes or no only from a
// sentence that states what the question asks of its subject: its ASKED words, the words of the claim that tell
// the documents' sentences apart. A word of the question that names the setting (it is in the title of the
// document, or in half or more of its sentences: "Northvale" and "interpreting" on a page of an interpreting
// service in Northvale) tells nothing apart, so a sentence naming only it ("Northvale Interpreting Service
// arranges interpreters…") merely names the subject and gives no verdict. A sentence states the claim through its
// own words or through its neighbour in the same paragraph ("Video remote interpreting is available… It is not
// offered for mental health assessments"); a denial in the same or the next sentence wins over a neutral
// description. Statistics of the documents, not word lists. Pure but for the lexicon.
import { mentioned, mentionedInOtherWords, stemsOf, type Concept } from './concepts';
import { stem } from './text';

/** A document as the ground check sees it: its title's stems and its sentences' stems (one set per sentence). */
export interface GroundDocument {
  title: Set<string>;
  sentences: Set<string>[];
}

/** Sentences needed before a word's share of them says anything: with fewer, only the title marks the setting. */
const FEW_SENTENCES = 4;

/** Verbs whose sense is all in their object: they tell no sentence apart. */
const LIGHT = /^(?:be|do|get|go|have|make|take|give|come|put|keep|use|need|happen|becom|seem|let|stay|turn)$/;

/**
 * The concepts of a question that name the setting of the documents it is answered from: named by a document's
 * title, or by half or more of the sentences of a document with at least four. Pure but for the lexicon.
 */
export function settingConcepts(concepts: Concept[], documents: GroundDocument[]): Concept[] {
  return concepts.filter((c) =>
    documents.some((d) => {
      if (mentioned([c], d.title).length > 0 || mentionedInOtherWords([c], d.title, 'direct').length > 0) return true;
      if (d.sentences.length < FEW_SENTENCES) return false;
      const naming = d.sentences.filter((s) => mentioned([c], s).length > 0).length;
      return naming * 2 >= d.sentences.length;
    }),
  );
}

/**
 * The words a verdict must find stated: the claim's concepts (the predicate) that are not the setting, not soft,
 * not a name or a light verb (a general word, "dry", "cool", "build", is often the very claim: kept). Empty when every word of the claim is setting (nothing tells the sentences apart:
 * the caller keeps its own reading). Pure but for the lexicon.
 */
export function askedConcepts(predicate: Concept[], documents: GroundDocument[], names: Set<string> = new Set()): Concept[] {
  const setting = new Set(settingConcepts(predicate, documents).map((c) => c.stem));
  return predicate.filter((c) => !c.soft && !setting.has(c.stem) && !names.has(c.stem) && !LIGHT.test(c.stem));
}

/**
 * The stems of the words a question capitalises after its first word ("Coldharbour Meadows", "Northvale"): a name
 * says which thing or place is meant, never what is claimed of it, so it is no asked word. Pure but for the stemmer.
 */
export function nameStems(query: string): Set<string> {
  const words = query.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return new Set(words.slice(1).filter((w) => /^\p{Lu}/u.test(w) && !/^I$/.test(w)).map((w) => stem(w.toLowerCase().replace(/['’]s$/, ''))));
}

/**
 * Does a text (its stems) name one of the asked concepts, in its own word or a direct synonym? With the text, a
 * synonym counts only in a word that is not part of a name (capitalised after a sentence's first word): "the Northvale
 * Deaf Association" says nothing of a link. Pure but for the lexicon.
 */
export function namesAsked(asked: Concept[], stems: Set<string>, text?: string): boolean {
  if (mentioned(asked, stems).length > 0) return true;
  return mentionedInOtherWords(asked, text === undefined ? stems : stemsOf(commonWords(text)), 'direct').length > 0;
}

/** A text without its capitalised words other than each sentence's first: the words that are not names. Pure. */
export function commonWords(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.split(/\s+/).filter((w, i) => i === 0 || !/^["'“(]*\p{Lu}/u.test(w)).join(' '))
    .join(' ');
}

/** A sentence of a document with its place: its paragraph and its index in it. */
export interface PlacedSentence<T> {
  unit: T;
  documentId: string;
  paragraph: number;
  index: number;
}

/** Are two placed sentences neighbours: the same document and paragraph, one right after the other? Pure. */
export function neighbours<T>(a: PlacedSentence<T>, b: PlacedSentence<T>): boolean {
  return a.documentId === b.documentId && a.paragraph === b.paragraph && Math.abs(a.index - b.index) === 1;
}

/** A unit's place as a paragraph and an index in it (compose.ts numbers places passage × 10,000 + sentence). */
export function placeOf(place: number | undefined): { paragraph: number; index: number } | null {
  return place === undefined ? null : { paragraph: Math.floor(place / 10_000), index: place % 10_000 };
}

/** A negation word: "not", "no", "never", "none", "nor", "neither", "cannot", "-n't". */
const NEGATED = /\b(?:no|not|never|none|nor|neither|nobody|nothing|cannot)\b|n['’]t\b/i;

/**
 * Does a sentence deny the claim beside a neutral description: the clause naming most of the question's concepts
 * names none of the claim's asked words (it only names the subject: "The highlight was a single Rosy Footman"),
 * while another clause is negated ("a species that had not been recorded on the reserve before")? Then the denial
 * is what the sentence says of the claim. false when the describing clause states an asked word itself (its own
 * reading stands: "Participants did not notice it, which suggests coffee affects their sleep"). Pure but for the lexicon.
 */
export function deniedBesideDescription(sentence: string, asked: Concept[], concepts: Concept[]): boolean {
  const clauses = sentence.split(/[,;:]|\s[–—]\s|\b(?:which|that|who|whose|while|whereas|so)\b/i).filter((c) => c.trim() !== '');
  if (clauses.length < 2) return false;
  let describing = clauses[0] ?? '';
  let most = -1;
  for (const clause of clauses) {
    const n = mentioned(concepts, stemsOf(clause)).length;
    if (n > most) {
      most = n;
      describing = clause;
    }
  }
  if (NEGATED.test(describing) || namesAsked(asked, stemsOf(describing))) return false;
  return clauses.some((clause) => clause !== describing && NEGATED.test(clause));
}

/**
 * Does a document's title state the claim: name its relation's verb and half or more of its words (own words or
 * WordNet's other words)? "Coffee Six
 * Hours Before Bed Still Disrupts Sleep" states "does coffee in the afternoon disturb sleep": the whole document is
 * about the claim, so any sentence of it naming a word of the claim speaks to it ("reduced total sleep time"). Pure
 * but for the lexicon.
 */
export function titleStatesClaim(claim: Concept[], title: Set<string>, verb: string | null): boolean {
  if (claim.length === 0 || verb === null) return false;
  // (a title words its topic loosely: WordNet's bridged senses count, "disrupts" for disturb)
  const says = (c: Concept): boolean => mentioned([c], title).length > 0 || mentionedInOtherWords([c], title, 'bridged').length > 0;
  const relation: Concept = { term: verb, stem: stem(verb), soft: false };
  // the claim's relation among them: a title naming only the setting ("… – Eastgate Tool Library") states no claim
  return says(relation) && claim.filter(says).length * 2 >= claim.length;
}
