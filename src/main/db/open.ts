// Opens a profile's SQLite mirror: WAL, pragmas, migrations; refuses a DB from the future and
// quarantines a corrupt one, carrying over every unsent intent (and the row it targets) it can read.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import { backupFolderName } from '../../shared/backup-name';
import path from 'node:path';
import { FutureDatabaseError, LATEST_VERSION, migrate } from './migrations';
import { SearchIndex } from './search';

export type Db = Database.Database;

export interface OpenResult {
  db: Db;
  /** Set when a corrupt file was moved aside; the path of the quarantined copy. */
  quarantinedTo: string | null;
  /** Unsent intents carried over from the quarantined file. */
  salvagedIntents: number;
}

export function rawOpen(file: string, options: { readonly?: boolean } = {}): Db {
  return new Database(file, { nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined, readonly: options.readonly ?? false });
}

function configure(db: Db): void {
  db.pragma('journal_mode = WAL');
  // NORMAL is crash-safe in WAL mode (a process kill never loses a commit); outbox writes switch to FULL.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('temp_store = MEMORY');
  // 32 MB page cache: bulk pulls insert into UUID-keyed B-trees, which thrash a small cache
  db.pragma('cache_size = -32768');
}

/** SQLite's quick_check on an open mirror (reads the whole file): true when it finds nothing wrong. */
export function isHealthy(db: Db): boolean {
  const rows = db.pragma('quick_check') as Array<Record<string, unknown>>;
  return rows.length === 1 && Object.values(rows[0] ?? {})[0] === 'ok';
}

/** Tables an outbox row can target, in the order they must be restored. */
const INTENT_TABLES = ['collections', 'jobs', 'files', 'chat_messages', 'research_updates'] as const;

interface Salvage {
  outbox: Array<Record<string, unknown>>;
  targets: Array<{ table: string; row: Record<string, unknown> }>;
}

function salvageIntents(file: string): Salvage {
  const salvage: Salvage = { outbox: [], targets: [] };
  let old: Db | null = null;
  try {
    old = rawOpen(file, { readonly: true });
    const rows = old.prepare('SELECT * FROM outbox').all() as Array<Record<string, unknown>>;
    for (const row of rows) {
      salvage.outbox.push(row);
      for (const table of INTENT_TABLES) {
        try {
          const target = old.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(row.target_id) as Record<string, unknown> | undefined;
          if (target) salvage.targets.push({ table, row: target });
        } catch {
          // unreadable page: keep whatever else we can read
        }
      }
    }
  } catch {
    // nothing readable at all
  } finally {
    try {
      old?.close();
    } catch {
      /* already broken */
    }
  }
  return salvage;
}

const TARGET_TABLE: Record<string, (typeof INTENT_TABLES)[number]> = {
  'job.create': 'jobs',
  'collection.create': 'collections',
  'collection.update': 'collections',
  'chat.send': 'chat_messages',
  'update.create': 'research_updates',
  'file.upload': 'files',
};

/**
 * Writes salvaged intents into `db`. An intent is skipped when `db` already shows it done (its row
 * has a server id, or for a rename, the collection is synced: the service's newer state wins).
 * Every carried intent is marked "maybe sent", so the engine reconciles before it sends anything.
 */
function restore(db: Db, salvage: Salvage): number {
  let restored = 0;
  db.transaction(() => {
    const known = new Set((db.prepare('PRAGMA table_info(outbox)').all() as Array<{ name: string }>).map((c) => c.name));
    const carried: string[] = [];
    for (const row of salvage.outbox) {
      const table = TARGET_TABLE[String(row.kind)];
      if (!table) continue;
      const live = db.prepare(`SELECT server_id, ${table === 'collections' ? 'sync_state' : "'' AS sync_state"} FROM ${table} WHERE id = ?`).get(row.target_id) as
        | { server_id: string | null; sync_state: string }
        | undefined;
      if (live?.server_id && (row.kind !== 'collection.update' || live.sync_state === 'synced')) continue;
      const usable = Object.keys(row).filter((c) => known.has(c));
      const result = db
        .prepare(`INSERT OR IGNORE INTO outbox (${usable.join(',')}) VALUES (${usable.map(() => '?').join(',')})`)
        .run(...usable.map((c) => row[c] as unknown));
      if (result.changes) {
        restored += result.changes;
        carried.push(String(row.id));
      }
    }
    const search = new SearchIndex(db);
    for (const { table, row } of salvage.targets) {
      const columns = Object.keys(row);
      const tableColumns = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name));
      const usable = columns.filter((c) => tableColumns.has(c));
      const inserted = db
        .prepare(`INSERT OR IGNORE INTO ${table} (${usable.join(',')}) VALUES (${usable.map(() => '?').join(',')})`)
        .run(...usable.map((c) => row[c] as unknown));
      // carried rows become searchable again
      if (inserted.changes && table === 'jobs' && typeof row.query === 'string') search.set(String(row.id), 'query', row.query);
      if (inserted.changes && table === 'files' && typeof row.file_name === 'string') search.set(String(row.id), 'file', row.file_name);
    }
    // the copy may be older than what happened since: reconcile before resending, looking back to the intent's creation
    const mark = db.prepare(
      "UPDATE outbox SET maybe_sent = 1, state = 'pending', first_attempt_at = COALESCE(first_attempt_at, CAST(strftime('%s', created_at) AS INTEGER) * 1000) WHERE id = ? AND state != 'failed'",
    );
    for (const id of carried) mark.run(id);
  })();
  return restored;
}

/**
 * Copies the unsent intents (outbox rows and the rows they target) of another mirror file, e.g. a
 * backup, into `db`; rows already present are kept as they are. Returns how many intents were added.
 */
export function carryOverIntents(db: Db, sourceFile: string): number {
  return restore(db, salvageIntents(sourceFile));
}

/** Opens (creating if needed) and migrates the mirror at `file`. Throws FutureDatabaseError untouched. */
export function openMirror(file: string, options: { preMigrationBackupDir?: string; quickCheck?: boolean } = {}): OpenResult {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let db: Db | null = null;
  let corrupt = false;
  let version = 0;
  try {
    db = rawOpen(file);
    // read the version before anything writes to the file: a DB from the future stays untouched
    version = db.pragma('user_version', { simple: true }) as number;
    if (version > LATEST_VERSION) {
      db.close();
      throw new FutureDatabaseError(version);
    }
    configure(db);
    // quick_check reads the whole file (70 ms for 10,000 jobs): a short read-only command skips it
    // unless it is about to migrate; a damaged page then fails its read with SQLITE_CORRUPT, which
    // the user sees as advice to repair (shared/errors.ts), and the next full open quarantines it.
    if ((options.quickCheck !== false || version < LATEST_VERSION) && !isHealthy(db)) corrupt = true;
  } catch (error) {
    if (error instanceof FutureDatabaseError) throw error;
    corrupt = true;
  }
  if (!corrupt && db) {
    try {
      if (version > 0 && version < LATEST_VERSION && options.preMigrationBackupDir) {
        // The outbox holds the user's unsent work: keep a consistent copy before changing the schema.
        const folder = path.join(options.preMigrationBackupDir, backupFolderName(new Date(), `before-migration-${LATEST_VERSION}`));
        fs.mkdirSync(folder, { recursive: true });
        db.prepare('VACUUM INTO ?').run(path.join(folder, 'mirror.db'));
      }
      migrate(db);
      return { db, quarantinedTo: null, salvagedIntents: 0 };
    } catch (error) {
      db.close();
      throw error;
    }
  }
  try {
    db?.close();
  } catch {
    /* corrupt handle */
  }
  const quarantinedTo = `${file}.corrupt-${Date.now()}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, quarantinedTo + suffix);
  }
  const salvage = salvageIntents(quarantinedTo);
  const fresh = rawOpen(file);
  configure(fresh);
  migrate(fresh);
  const salvagedIntents = restore(fresh, salvage);
  return { db: fresh, quarantinedTo, salvagedIntents };
}

export { FutureDatabaseError };
