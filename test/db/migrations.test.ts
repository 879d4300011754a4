// The one migration runner (src/shared/migrate.ts) and the three databases that use it: its plan as a
// table; each database's shipped steps frozen (the schema after every step hashed: editing a shipped
// step fails here, a new step is appended with its hash); newer files refused untouched; a notebook's
// data survives the runner's upgrade with a copy kept first (real SQLite files). The mirror's data tests
// per migration are in db.test.ts and mirror-complete.test.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrationPlan, runMigrations } from '../../src/shared/migrate';
import { migrations as MIRROR_MIGRATIONS, FutureDatabaseError, migrate } from '../../src/main/db/migrations';
import { NOTEBOOK_MIGRATIONS, Notebook } from '../../src/main/notebook/store';
import { SERVICE_MIGRATIONS, openServiceDb } from '../../src/service/db';

const tempDir = (name: string): string => fs.mkdtempSync(path.join(os.tmpdir(), `quire-${name}-`));

describe('migrationPlan', () => {
  it.each<[string, number, number, number | undefined, ReturnType<typeof migrationPlan>]>([
    ['a new file is created by every step', 0, 3, undefined, { action: 'create', steps: [0, 1, 2] }],
    ['an old file is upgraded by the missing steps', 1, 3, undefined, { action: 'upgrade', steps: [1, 2] }],
    ['a current file is left alone', 3, 3, undefined, { action: 'none', steps: [] }],
    ['a file from a newer build is refused', 4, 3, undefined, { action: 'refuse', steps: [] }],
    ['a target stops early (data tests)', 0, 3, 1, { action: 'create', steps: [0] }],
    ['a target past the last step stops at the last', 2, 3, 9, { action: 'upgrade', steps: [2] }],
  ])('%s', (_name, current, latest, target, expected) => {
    expect(migrationPlan(current, latest, target)).toEqual(expected);
  });
});

/** The schema after each step, hashed: the fingerprint of what the shipped steps do. */
function schemaHashes(steps: ReadonlyArray<(db: Database.Database) => void>): string[] {
  const db = new Database(':memory:');
  const hashes: string[] = [];
  for (let version = 0; version < steps.length; version++) {
    runMigrations(db, steps, { tooNew: () => new Error('newer'), target: version + 1 });
    const rows = db.prepare<[], { type: string; name: string; sql: string | null }>("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all();
    hashes.push(createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 12));
  }
  db.close();
  return hashes;
}

describe('shipped migrations are frozen', () => {
  // Recorded from the steps as shipped. A changed hash means a shipped step was edited: append a new step instead.
  const FROZEN: Record<string, { steps: ReadonlyArray<(db: Database.Database) => void>; hashes: string[] }> = {
    mirror: { steps: MIRROR_MIGRATIONS, hashes: ["c9ecd4a5b030", "f604e7e27204", "7ba506feb606", "7096e64c928d", "99e28af9a35d", "c30e68b5b51a", "770ed953451a", "1df6d252e09b", "ef12d60231e1"] },
    notebook: { steps: NOTEBOOK_MIGRATIONS, hashes: ["bb4c95bd5d04", "f263a9f6e953", "81f5994d2d29"] },
    service: { steps: SERVICE_MIGRATIONS, hashes: ["2184f060eaf4"] },
  };
  it.each(Object.entries(FROZEN))('%s: every shipped step still builds the schema it shipped with', (_name, { steps, hashes }) => {
    const now = schemaHashes(steps);
    // every recorded step is unchanged; steps appended since are allowed (record them here)
    expect(now.slice(0, hashes.length)).toEqual(hashes);
    expect(now.length).toBeGreaterThanOrEqual(hashes.length);
  });
});

/** A SQLite file stamped with a schema version from the future. */
function futureFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec('CREATE TABLE keep (x TEXT)');
  db.pragma('user_version = 99');
  db.close();
  return fs.readFileSync(file);
}

describe('a database from a newer build is refused and left untouched', () => {
  it('the mirror', () => {
    const file = path.join(tempDir('mig-mirror'), 'quire.db');
    const before = futureFile(file);
    const db = new Database(file);
    expect(() => migrate(db)).toThrow(FutureDatabaseError);
    db.close();
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
  it('the notebook', () => {
    const file = path.join(tempDir('mig-notebook'), 'notebook.db');
    const before = futureFile(file);
    expect(() => Notebook.open(file)).toThrow(/written by a newer Quire \(schema 99, this one knows 3\)/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
  it('the local service', () => {
    const dir = tempDir('mig-service');
    const before = futureFile(path.join(dir, 'service.db'));
    expect(() => openServiceDb(dir)).toThrow(/schema version 99, newer than this service \(1\)/);
    expect(fs.readFileSync(path.join(dir, 'service.db')).equals(before)).toBe(true);
  });
});

describe('data written at an old version survives the upgrade', () => {
  it('the notebook: a note from version 1 is readable after the upgrade, and a copy was kept first', () => {
    const dir = tempDir('mig-notebook-data');
    const file = path.join(dir, 'notebook.db');
    const first = Notebook.open(file, { migrations: NOTEBOOK_MIGRATIONS.slice(0, 1) });
    first.close();
    const raw = new Database(file);
    const columns = raw.prepare<[], { name: string }>('PRAGMA table_info(notes)').all().map((c) => c.name);
    const row: Record<string, string> = { target_type: 'job', target_id: 'job-1', body: 'Otters eat urchins.' };
    for (const name of columns) if (!(name in row)) row[name] = '2026-01-01T00:00:00.000Z';
    raw.prepare(`INSERT INTO notes (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row).map(() => '?').join(', ')})`).run(...Object.values(row));
    raw.close();
    const backups = path.join(dir, 'backups');
    const upgraded = Notebook.open(file, { preMigrationBackupDir: backups });
    expect(upgraded.getNote('job', 'job-1').body).toBe('Otters eat urchins.');
    upgraded.close();
    const kept = fs.readdirSync(backups);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/before-migration-3/);
  });
});

describe('two processes open a file at once', () => {
  // A session-22 flake: the window and `quire login` opened a new profile's mirror together; both read
  // version 0, and the window's "CREATE TABLE jobs" failed with "table jobs already exists", which left
  // it on no profile at all. Here the other connection migrates between this one's plan and its steps.
  it('steps another connection applied meanwhile are skipped, not run twice', () => {
    const file = path.join(tempDir('migrate-race'), 'quire.db');
    const first = new Database(file);
    runMigrations(first, MIRROR_MIGRATIONS, { tooNew: () => new Error('newer'), target: 1 });
    const other = new Database(file);
    other.pragma('busy_timeout = 2000');
    let otherRan = false;
    const version = runMigrations(first, MIRROR_MIGRATIONS, {
      tooNew: () => new Error('newer'),
      beforeMigrating: () => {
        migrate(other);
        otherRan = true;
      },
    });
    expect(otherRan).toBe(true);
    expect(version).toBe(MIRROR_MIGRATIONS.length);
    expect(Number(other.pragma('user_version', { simple: true }))).toBe(MIRROR_MIGRATIONS.length);
    first.close();
    other.close();
  });
});
