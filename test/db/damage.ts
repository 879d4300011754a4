// Test helper: damages a mirror on disk the way a bad sector or a torn write would, in one index's
// root page. The tables stay readable; SQLite's quick_check and integrity_check then fail.
import fs from 'node:fs';
import type { Db } from '../../src/main/db/open';

/** Checkpoints and closes `db`, then overwrites the root page of `index` in `file` with garbage. */
export function damageIndexPage(db: Db, file: string, index = 'jobs_by_created'): void {
  const root = (db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').get(index) as { rootpage: number }).rootpage;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (root - 1) * pageSize);
  } finally {
    fs.closeSync(fd);
  }
}
