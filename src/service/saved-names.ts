// The names a document's saved form gives outside the text the engine reads: an e-mail's signature ("Helen Marsh |
// Transport Coordinator | Ashby Community Transport"), a forum page's breadcrumb ("CarTalk Forum › Electrics › …"),
// a letterhead, a footer. Passages hold the body, so a question naming the organisation, the forum or the place
// ("the Ashby community minibus", "the dashcam poster on CarTalk") was read as naming something no source names, and
// refused with "add documents about CarTalk", though the very document asked about carries the name. Only names are
// read this way: a run of capitalised words in the saved form that holds a name the question capitalises; its words
// then count as said by that document (compose.ts adds them to what the document's title says). An ordinary word of
// the question never: the body must say what is asked. Pure.
import { stem } from './text';

/** A run of capitalised words (with "&", "of", "and" or "the" inside it): "Ashby Community Transport", "CarTalk Forum". */
const NAME_RUN = /\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:(?:of|and|the|&)\s+)?\p{Lu}[\p{L}\p{N}'’-]*)*/gu;

/**
 * The name runs of a saved form (`raw`) that hold one of `askedNames` (stems of the words a question capitalises,
 * concepts.ts capitalisedStems), joined by spaces; '' when none. A word that opens a sentence is read like any other
 * capitalised word: it is kept only where the run holds a name asked. Pure.
 */
export function savedNames(raw: string, askedNames: string[]): string {
  if (askedNames.length === 0 || raw === '') return '';
  const asked = new Set(askedNames);
  const out = new Set<string>();
  for (const m of raw.matchAll(NAME_RUN)) {
    const run = m[0];
    const names = run.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
    if (names.some((w) => asked.has(stem(w.toLowerCase().replace(/['’]s$/, ''))))) out.add(run);
  }
  return [...out].join(' ');
}
