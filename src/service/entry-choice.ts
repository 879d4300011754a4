// The entry a question names among its siblings (used by compose.ts scoreUnits): the items of one list share the
// words of their list's heading and document alike ("Crag House climbing wall: rules" over five rules that each say
// "climb"), so what tells the entry asked from its siblings is a word of the question that only it says ("chalk": the
// third rule alone). An item naming such a word is weighed up; a sibling naming none is weighed a little down: it
// shares only what every entry shares. The sections of one page are read alike.
// Table rows are told apart by their cells (table-rows.ts): a row the question names by its label leads over its
// siblings that give the same kind of figure. Pure.

/**
 * The kind a how-many question counts ("How many PATIENTS took part…"), or null: it is no entry's name, as any section may
 * say it in passing ("£38 per patient"), so it tells no entry from its siblings. Pure.
 */
export function countedKind(query: string): string | null {
  return /^\s*how\s+many\s+([\p{L}-]+)/iu.exec(query)?.[1]?.toLowerCase() ?? null;
}

/** The weight of an entry naming a word of the question that none of its siblings names. */
const DISTINCT = 1.5;
/** The weight of a sibling naming no such word while another entry does: it shares only what every entry shares. */
const SHARED_ONLY = 0.85;

/**
 * Weights for the entries of one list or page (`named`: for each entry, the question's concepts it names, by stem): a
 * concept named by exactly one entry is distinctive; that entry is weighed up (once, however many such words it names),
 * its siblings a little down. Fewer than four entries, or no distinctive concept: every weight 1. Pure.
 */
export function entryWeights(named: string[][]): number[] {
  if (named.length < 4) return named.map(() => 1);
  const counts = new Map<string, number>();
  for (const entry of named) for (const s of new Set(entry)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const distinct = new Set([...counts].filter(([, n]) => n === 1).map(([s]) => s));
  if (distinct.size === 0) return named.map(() => 1);
  return named.map((entry) => (entry.some((s) => distinct.has(s)) ? DISTINCT : SHARED_ONLY));
}

/** The lists among units: items of one document under the same headings (their context), in order. Pure. */
export function listGroups<T extends { line?: 'item' | 'row'; documentId: string; context?: Set<string> }>(units: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const unit of units) {
    if (unit.line !== 'item') continue;
    const key = `${unit.documentId}\u0000${[...(unit.context ?? [])].sort().join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  return [...groups.values()];
}

/**
 * The lead among chosen points when it is a table row the question does not name while it names another row of the
 * same table (`otherRow`, compose.ts scoreUnits): that named row, chosen too, leads instead; else `leadIndex`. Pure.
 */
export function namedRowLead<T extends { cells?: unknown; otherRow?: boolean; table?: number; documentId: string }>(chosen: T[], leadIndex: number): number {
  const lead = chosen[leadIndex];
  if (!lead?.cells || !lead.otherRow) return leadIndex;
  const named = chosen.findIndex((u) => u.cells !== undefined && !u.otherRow && u.documentId === lead.documentId && u.table === lead.table);
  return named >= 0 ? named : leadIndex;
}

/**
 * The sections among units, per document: units under the same headings (their context) form one section; only
 * documents with three sections or more among the units, and only units under a heading. Pure.
 */
export function sectionGroups<T extends { documentId: string; context?: Set<string> }>(units: T[]): T[][][] {
  const byDocument = new Map<string, Map<string, T[]>>();
  for (const unit of units) {
    if (!unit.context || unit.context.size === 0) continue;
    const sections = byDocument.get(unit.documentId) ?? new Map<string, T[]>();
    const key = [...unit.context].sort().join(' ');
    sections.set(key, [...(sections.get(key) ?? []), unit]);
    byDocument.set(unit.documentId, sections);
  }
  return [...byDocument.values()].map((sections) => [...sections.values()]).filter((sections) => sections.length >= 3);
}
