// Sources that differ, said (used by compose.ts): what the answer needs to say plainly that two documents give different
// figures for the same thing, and which says what. Owns the years a document names (a year the question names, "the 2025
// marathon", is a document's where any passage of it names that year: a news story's dateline, "WANTAGE, 15 September
// 2025", dates the figure after it, though no cited sentence repeats the year). Pure.

/** The years (1800–2099) each document's passages name, by document id. Pure. */
export function documentYears(passages: { documentId: string; text: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of passages) {
    const found = p.text.match(/\b(?:1[89]|20)\d{2}\b/g) ?? [];
    if (found.length > 0) out.set(p.documentId, [...new Set([...(out.get(p.documentId) ?? []), ...found])]);
  }
  return out;
}
