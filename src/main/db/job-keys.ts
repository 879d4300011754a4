// Which notebook keys name a job this mirror has (its local id or its server id): notes synced from
// another machine wait for their research until this machine's mirror has it.
import type Database from 'better-sqlite3';

export function knownJobKeys(db: Database.Database, keys: readonly string[]): Set<string> {
  const known = new Set<string>();
  for (let start = 0; start < keys.length; start += 400) {
    const chunk = keys.slice(start, start + 400);
    const marks = chunk.map(() => '?').join(', ');
    const rows = db.prepare<string[], { id: string; server_id: string | null }>(`SELECT id, server_id FROM jobs WHERE id IN (${marks}) OR server_id IN (${marks})`).all(...chunk, ...chunk);
    for (const row of rows) {
      known.add(row.id);
      if (row.server_id) known.add(row.server_id);
    }
  }
  return known;
}
