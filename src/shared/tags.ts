// Tag normalisation, once for the whole app: the notebook store saves tags in this form and the
// window shows the same form while the user types, so a tag is never rewritten silently.

/** The stored form of one typed tag ('' when nothing is left): NFKC, trimmed, spaces → '-', no leading '#', at most 64 characters. */
export function normaliseTag(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/g, '-').replace(/^#+/, '').slice(0, 64);
}

/** Stored forms of typed tags, without empties or case-insensitive duplicates (the first spelling wins). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = normaliseTag(raw);
    if (tag.length > 0 && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}
