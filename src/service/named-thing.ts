// Whether a document is about the named thing a question asks of (compose.ts, before two documents' figures are said to
// disagree). A figure can disagree with another only about the same thing; a question that names its thing ("the
// Skerrin lighthouse museum", "the Ashmoor line") is answered, and contradicted, only by documents that name it too: a
// bus timetable's "A day ticket costs £5.50, and children under 5 travel free" is no other figure for what children
// pay at the museum, however much it shares "children" and a price. The names are the question's capitalised words
// after its first (people.ts namesIn); a document names the thing when its own text has one of their words. Pure.
import { namesIn } from './people';
import { isStopWord } from './text';

/** The words of the names a question gives (lower case): "How much do children pay at the Skerrin museum?" → skerrin. Pure. */
export function questionNameWords(query: string): string[] {
  const words = namesIn(query).flatMap((n) => n.name.split(/\s+/));
  return [...new Set(words.map((w) => w.toLowerCase().replace(/['’]s$/, '')).filter((w) => /^\p{L}{3,}$/u.test(w) && !isStopWord(w)))];
}

/**
 * Does a document's text name the question's thing: some word of its names, as a whole word in any case ("Ridgeway" in
 * the organisers' report of a question that also names the Herald)? True when the question names none. Pure.
 */
export function namesAskedThing(nameWords: string[], documentText: string): boolean {
  if (nameWords.length === 0) return true;
  const text = documentText.toLowerCase();
  return nameWords.some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, 'u').test(text));
}
