// Text written into a regular expression: escapeRegExp makes every character of a text match itself.
// One copy for the whole app (the research service, the mirror's search, the window and the benches),
// so no side writes its own. Pure; table-tested in test/service/escape-regexp.test.ts.

/** The text with every character that means something in a pattern (. * + ? ^ $ { } ( ) | [ ] \) escaped; valid with and without the u flag. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
