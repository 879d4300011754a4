// The one schema-migration runner of Quire's three SQLite databases (the mirror, the notebook, the
// local service): PRAGMA user_version counts the steps applied; step i takes version i to i + 1 inside
// one transaction with its version bump, taken IMMEDIATE and reading the version again inside it, so
// two processes opening a new file at once (the window and the CLI) apply each step once: the second
// waits on the first's write lock (busy_timeout), then finds the step done; a database newer than the steps is refused untouched; before
// migrating a database that holds data, the caller may keep a copy. Runtime-neutral: it needs only the
// three methods of a better-sqlite3 handle it calls (structural type), so the service may use it too.
// Shipped steps are frozen: test/db/migrations-frozen.test.ts fails when one changes.

export interface MigratableDb {
  pragma(source: string, options?: { simple: boolean }): unknown;
  transaction(fn: () => void): { (): void; immediate(): void };
}

export type MigrationStep<Db extends MigratableDb> = (db: Db) => void;

export interface MigrateOptions {
  /** The error to throw for a database written by a newer build (the file is left untouched). */
  tooNew(found: number, known: number): Error;
  /** Called once before the first step on a database that already has a schema (version > 0), e.g. to keep a copy. */
  beforeMigrating?(from: number, to: number): void;
  /** Stop at this version (tests of a migration's data); defaults to the last step. */
  target?: number;
}

/** What a migration run would do, decided from the versions alone (table-tested). */
export function migrationPlan(current: number, latest: number, target = latest): { action: 'refuse' | 'none' | 'create' | 'upgrade'; steps: number[] } {
  if (current > latest) return { action: 'refuse', steps: [] };
  const end = Math.min(target, latest);
  const steps: number[] = [];
  for (let version = current; version < end; version++) steps.push(version);
  if (steps.length === 0) return { action: 'none', steps };
  return { action: current === 0 ? 'create' : 'upgrade', steps };
}

/**
 * Refuses a database written by a newer build before anything writes to it: call right after opening,
 * before pragmas such as journal_mode (which rewrite the file's header).
 */
export function refuseNewer(db: MigratableDb, known: number, tooNew: MigrateOptions['tooNew']): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > known) throw tooNew(current, known);
}

/** Brings `db` to the last of `steps` (or options.target); returns the version it is at. */
export function runMigrations<Db extends MigratableDb>(db: Db, steps: ReadonlyArray<MigrationStep<Db>>, options: MigrateOptions): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  const plan = migrationPlan(current, steps.length, options.target);
  if (plan.action === 'refuse') throw options.tooNew(current, steps.length);
  if (plan.action === 'upgrade') options.beforeMigrating?.(current, plan.steps.length + current);
  for (const version of plan.steps) {
    const step = steps[version];
    if (!step) break;
    db.transaction(() => {
      // another process on the same file may have applied this step since the plan was read
      if (Number(db.pragma('user_version', { simple: true })) > version) return;
      step(db);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
  return Number(db.pragma('user_version', { simple: true }));
}
