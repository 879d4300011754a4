// The notebook: what the researcher thinks about jobs and sources (notes, tags, stars, removed
// marks). It lives in its own SQLite file beside the mirror (the mirror is a cache that can be
// quarantined and rebuilt from the service; this cannot), written with synchronous=FULL and
// protected by online backups (see backup.ts). Since schema 2 the truth is the CRDT form (one Yjs
// entry per target in `entries`, see sync/entry.ts) and the tables notes/tags/stars/marks/FTS are
// its queryable view, rewritten from the entry in the same transaction as every change. Local
// changes also go to `outbox` until notebook sync (sync/syncer.ts) has written them to the target.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type * as Y from 'yjs';
import { applyToEntry, changeEntry, entryState, loadEntry, mergeUpdates, readRecord, viewEntry, writeFlag, writeNote, writeRecord, writeRestoredView, writeTags, type EntryView, type RestoredView } from './sync/entry';
import { NOTEBOOK_SYNC_DDL, NotebookSyncTables, type EntryKey, type QueuedChange } from '../db/notebook-sync';
import { NOTEBOOK_FTS_KEYS_DDL, NotebookFtsTables } from '../db/notebook-fts';
import { NOTEBOOK_ROW_SQL, notebookHasAny } from '../db/notebook-rows';
import { QuireError } from '../../shared/errors';
import { MATCH_END, MATCH_START } from '../../shared/domain';
import { normaliseTags } from '../../shared/tags';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { backupFolderName, openBackupDatabase } from './backup';
import { readBackupEntries, readBackupViews } from '../db/notebook-backup';
import { refuseNewer, runMigrations } from '../../shared/migrate';
import { mergeTiers, searchWords, spelledIn, tieredQuery, type TieredQuery } from '../db/spellings';

export type NoteTarget = 'job' | 'source';

const entryId = (key: EntryKey): string => `${key.targetType}\u0000${key.targetId}`;
export type TagTarget = 'job' | 'collection';

export const NOTEBOOK_MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    db.exec(`
      CREATE TABLE notes (
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        body TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (target_type, target_id)
      ) WITHOUT ROWID;
      CREATE TABLE tags (
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        tag TEXT NOT NULL COLLATE NOCASE,
        PRIMARY KEY (target_type, target_id, tag)
      ) WITHOUT ROWID;
      CREATE INDEX tags_by_tag ON tags(tag, target_type);
      CREATE TABLE stars (
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        starred_at TEXT NOT NULL,
        PRIMARY KEY (target_type, target_id)
      ) WITHOUT ROWID;
      -- One searchable document per target: its note and its tags.
      CREATE VIRTUAL TABLE notebook_fts USING fts5(target_type UNINDEXED, target_id UNINDEXED, field UNINDEXED, body, tokenize = 'unicode61 remove_diacritics 2');
    `);
  },
  // 2: the CRDT form. Every existing note, tag and star becomes an entry (losslessly: text, tags as
  // typed, star times, note times) and its whole state is queued for the first sync.
  (db) => {
    db.exec(NOTEBOOK_SYNC_DDL);
    const tables = new NotebookSyncTables(db);
    tables.setMeta('device', randomUUID());
    for (const key of tables.viewTargets(false)) {
      const doc = loadEntry(null);
      changeEntry(doc, () => {
        const note = tables.viewNote(key);
        if (note) writeNote(doc, note.body, note.updatedAt);
        writeTags(doc, tables.viewTags(key));
        const starredAt = tables.viewStar(key);
        if (starredAt) writeFlag(doc, 'starredAt', starredAt);
      });
      const state = entryState(doc);
      tables.putEntry(key, state);
      tables.queue(key, state);
      doc.destroy();
    }
  },
  // 3: the search index keyed by rowid (see db/notebook-fts.ts): re-indexing a note no longer scans
  // the whole index. The index is rebuilt from the view tables.
  (db) => {
    db.exec(NOTEBOOK_FTS_KEYS_DDL);
    rebuildSearchIndex(db);
  },
];

/** Rebuilds notebook_fts from the notes and tags tables (after a migration or a restore). */
export function rebuildSearchIndex(db: Database.Database): void {
  const fts = new NotebookFtsTables(db);
  fts.clear();
  for (const { targetType, targetId } of fts.indexedTargets()) {
    const note = db.prepare('SELECT body FROM notes WHERE target_type = ? AND target_id = ?').get(targetType, targetId) as { body: string } | undefined;
    const tags = (db.prepare('SELECT tag FROM tags WHERE target_type = ? AND target_id = ? ORDER BY tag').all(targetType, targetId) as Array<{ tag: string }>).map((row) => row.tag);
    fts.reindex(targetType, targetId, note?.body ?? null, tags);
  }
}

export const NOTEBOOK_SCHEMA_VERSION = NOTEBOOK_MIGRATIONS.length;

/** The words of free text, a hyphenated one kept whole ('e-mail'), at most 16. */
function notebookTerms(text: string): string[] {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}_]+(?:[-\u2010\u2011\u00AD][\p{L}\p{N}_]+)*/gu) ?? []).slice(0, 16);
}

/**
 * Turns free text into the two tiers of FTS5 queries of quoted prefix terms (db/spellings.ts), so no
 * input can be FTS syntax and a word is found with or without its hyphen.
 */
export function ftsQueries(text: string): TieredQuery | null {
  return tieredQuery(notebookTerms(text), () => true);
}

/** The plain tier of ftsQueries. */
export function ftsQuery(text: string): string | null {
  return ftsQueries(text)?.plain ?? null;
}

/** Tag normalisation lives in src/shared/tags (the window shows the stored form while typing). */
export { normaliseTags };

export interface NotebookHit {
  targetType: string;
  targetId: string;
  field: 'note' | 'tag';
  snippet: string;
}

export class Notebook {
  readonly db: Database.Database;
  private readonly sync: NotebookSyncTables;
  private readonly fts: NotebookFtsTables;
  /** Statements the job list runs for every row it shows (tags, star, rekey check): prepared once. */
  private readonly perRow = new Map<string, Database.Statement>();
  private rowRead(sql: string): Database.Statement {
    let statement = this.perRow.get(sql);
    if (!statement) this.perRow.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private constructor(
    readonly file: string,
    private readonly preMigrationBackupDir: string | null,
    private readonly migrations: ReadonlyArray<(db: Database.Database) => void>,
  ) {
    this.db = new Database(file, { nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
    // a notebook from a newer Quire is refused before anything (WAL included) writes to it
    refuseNewer(this.db, migrations.length, (found, known) => this.tooNew(found, known));
    this.db.pragma('journal_mode = WAL');
    // Every note save is the user's own words: make it durable before answering "saved".
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
    this.sync = new NotebookSyncTables(this.db);
    this.fts = new NotebookFtsTables(this.db);
  }

  /**
   * Opens (creating or migrating) a notebook. Before migrating one that already holds data, a copy
   * is written into `preMigrationBackupDir` (a backup folder named like the scheduled ones).
   */
  static open(file: string, options: { preMigrationBackupDir?: string; migrations?: ReadonlyArray<(db: Database.Database) => void> } = {}): Notebook {
    return new Notebook(file, options.preMigrationBackupDir ?? null, options.migrations ?? NOTEBOOK_MIGRATIONS);
  }

  private tooNew(found: number, known: number): QuireError {
    this.db.close();
    return new QuireError('CONFLICT', `This notebook was written by a newer Quire (schema ${found}, this one knows ${known}). Update Quire to open it; nothing was changed.`);
  }

  private migrate(): void {
    const backupDir = this.preMigrationBackupDir;
    runMigrations(this.db, this.migrations, {
      tooNew: (found, known) => this.tooNew(found, known),
      // VACUUM INTO writes a consistent copy through SQLite itself (synchronously, before any change).
      beforeMigrating: backupDir
        ? (_from, to) => {
            const folder = join(backupDir, backupFolderName(new Date(), `before-migration-${to}`));
            mkdirSync(folder, { recursive: true });
            this.db.prepare('VACUUM INTO ?').run(join(folder, 'notebook.db'));
          }
        : undefined,
    });
  }

  private reindex(targetType: string, targetId: string): void {
    const note = this.db.prepare('SELECT body FROM notes WHERE target_type = ? AND target_id = ?').get(targetType, targetId) as { body: string } | undefined;
    this.fts.reindex(targetType, targetId, note?.body ?? null, this.tagsFor(targetType, targetId));
  }

  /** Rebuilds the search index from the view tables (after tables were restored from a backup). */
  rebuildSearchIndex(): void {
    this.db.transaction(() => rebuildSearchIndex(this.db))();
  }

  getNote(targetType: NoteTarget, targetId: string): { body: string; updatedAt: string | null } {
    const row = this.db.prepare('SELECT body, updated_at FROM notes WHERE target_type = ? AND target_id = ?').get(targetType, targetId) as
      | { body: string; updated_at: string }
      | undefined;
    return row ? { body: row.body, updatedAt: row.updated_at } : { body: '', updatedAt: null };
  }

  /** Every non-empty note on a job or on one of its sources (`<jobKey>/<resultId>`), newest first. */
  jobNotes(): Array<{ targetType: 'job' | 'source'; targetId: string; body: string; updatedAt: string }> {
    return (
      this.db.prepare("SELECT target_type, target_id, body, updated_at FROM notes WHERE target_type IN ('job', 'source') AND body != '' ORDER BY updated_at DESC").all() as Array<{
        target_type: 'job' | 'source';
        target_id: string;
        body: string;
        updated_at: string;
      }>
    ).map((row) => ({ targetType: row.target_type, targetId: row.target_id, body: row.body, updatedAt: row.updated_at }));
  }

  /** Saves a note as an edit of the text it replaces (see sync/textdiff.ts), never a whole rewrite. */
  saveNote(targetType: NoteTarget, targetId: string, body: string, now = new Date()): { updatedAt: string } {
    const updatedAt = now.toISOString();
    this.change(targetType, targetId, (doc) => writeNote(doc, body, updatedAt));
    return { updatedAt: this.getNote(targetType, targetId).updatedAt ?? updatedAt };
  }

  tagsFor(targetType: string, targetId: string): string[] {
    return (this.rowRead(NOTEBOOK_ROW_SQL.tagsOf).all(targetType, targetId) as Array<{ tag: string }>).map((row) => row.tag);
  }

  setTags(targetType: TagTarget, targetId: string, tags: readonly string[]): string[] {
    const clean = normaliseTags(tags);
    this.change(targetType, targetId, (doc) => writeTags(doc, clean));
    return clean;
  }

  /** Every tag in use with how many targets carry it (autocomplete). */
  allTags(): Array<{ tag: string; count: number }> {
    return this.db.prepare('SELECT tag, COUNT(*) AS count FROM tags GROUP BY tag COLLATE NOCASE ORDER BY count DESC, tag COLLATE NOCASE').all() as Array<{
      tag: string;
      count: number;
    }>;
  }

  setStar(targetType: TagTarget, targetId: string, starred: boolean, now = new Date()): void {
    this.change(targetType, targetId, (doc) => writeFlag(doc, 'starredAt', starred ? now.toISOString() : null));
  }

  /** The removed-from-library mark (travels with the notebook like a star). */
  setRemoved(targetType: TagTarget, targetId: string, removed: boolean, now = new Date()): void {
    this.change(targetType, targetId, (doc) => writeFlag(doc, 'removedAt', removed ? now.toISOString() : null));
  }

  isRemoved(targetType: TagTarget, targetId: string): boolean {
    return this.sync.isRemoved({ targetType, targetId });
  }

  isStarred(targetType: TagTarget, targetId: string): boolean {
    return this.rowRead(NOTEBOOK_ROW_SQL.starred).get(targetType, targetId) !== undefined;
  }

  /** Ids of targets matching all given filters (tag and/or star); null when no filter is set. */
  filterIds(targetType: TagTarget, filter: { tag?: string; starred?: boolean }): Set<string> | null {
    let ids: Set<string> | null = null;
    if (filter.tag) {
      const rows = this.db.prepare('SELECT target_id FROM tags WHERE target_type = ? AND tag = ?').all(targetType, filter.tag) as Array<{ target_id: string }>;
      ids = new Set(rows.map((row) => row.target_id));
    }
    if (filter.starred) {
      const rows = this.db.prepare('SELECT target_id FROM stars WHERE target_type = ?').all(targetType) as Array<{ target_id: string }>;
      const starred = new Set(rows.map((row) => row.target_id));
      ids = ids ? new Set([...ids].filter((id) => starred.has(id))) : starred;
    }
    return ids;
  }

  /** Notes and tags matching the text; those writing a word with a hyphen the query has not ('e-mail' for 'email') follow. */
  search(text: string, limit = 50): NotebookHit[] {
    const query = ftsQueries(text);
    if (!query) return [];
    const match = (fts: string) =>
      this.db
        .prepare(
          `SELECT rowid, target_type, target_id, field, body, snippet(notebook_fts, 3, ?, ?, '…', 12) AS snippet
           FROM notebook_fts WHERE notebook_fts MATCH ? ORDER BY rank LIMIT ?`,
        )
        .all(MATCH_START, MATCH_END, fts, limit) as Array<{ rowid: number; target_type: string; target_id: string; field: 'note' | 'tag'; body: string; snippet: string }>;
    const words = searchWords(text);
    const rows = mergeTiers(query, { match, key: (row) => row.rowid, spelled: (row) => spelledIn(row.body, words), limit });
    return rows.map((row) => ({ targetType: row.target_type, targetId: row.target_id, field: row.field, snippet: row.snippet }));
  }

  /** Whether anything in the notebook is keyed by this id (a job's, or a source of that job). */
  hasAny(targetId: string): boolean {
    return notebookHasAny((sql, ...params) => this.rowRead(sql).get(...params), targetId);
  }

  /**
   * Moves everything keyed by `oldId` (and its sources' notes) to `newId`. Jobs are keyed by their
   * server id once they have one, because a rebuilt mirror knows them by that id only. In CRDT
   * form: the old entry's history is merged into the new key's entry and the old one is marked
   * `movedTo`, so other machines that received it under the old key move it the same way.
   */
  rekey(oldId: string, newId: string): void {
    if (oldId === newId || !this.hasAny(oldId)) return;
    this.db.transaction(() => {
      for (const { targetType: type, targetId: id } of this.sync.entriesOf(oldId)) {
        const state = this.entryState(type, id);
        if (!state) continue;
        const newKey = id === oldId ? newId : `${newId}${id.slice(oldId.length)}`;
        this.change(type, newKey, (doc) => applyToEntry(doc, state));
        this.change(type, id, (doc) => writeFlag(doc, 'movedTo', newKey));
      }
    })();
  }

  // ---- the CRDT form ------------------------------------------------------------------------

  /** Stored state of one entry (null when the target has never been written). */
  entryState(targetType: string, targetId: string): Uint8Array | null {
    return this.sync.entryState({ targetType, targetId });
  }

  entryView(targetType: string, targetId: string): EntryView {
    const doc = loadEntry(this.entryState(targetType, targetId));
    try {
      return viewEntry(doc);
    } finally {
      doc.destroy();
    }
  }

  /** Every entry key (for sync invariants and diagnostics). */
  entryKeys(): EntryKey[] {
    return this.sync.entryKeys();
  }

  /** One local change: entry, outbox and view in one transaction. Returns whether anything changed. */
  /** `merge`: states merged in first, in their own step (a restore), and queued with the edit. */
  private change(targetType: string, targetId: string, edit: (doc: Y.Doc) => void, merge: readonly Uint8Array[] = []): boolean {
    return this.db.transaction(() => {
      const doc = loadEntry(this.entryState(targetType, targetId));
      try {
        const merged = merge.length > 0 ? changeEntry(doc, () => merge.forEach((state) => applyToEntry(doc, state))) : null;
        const edited = changeEntry(doc, edit);
        const updates = [merged, edited].filter((update): update is Uint8Array => update !== null);
        if (updates.length === 0) return false;
        this.storeEntry(targetType, targetId, doc);
        this.sync.queue({ targetType, targetId }, mergeUpdates(updates));
        return true;
      } finally {
        doc.destroy();
      }
    })();
  }

  /** Applies updates that came from another machine (not queued: they are that machine's to send). */
  applyRemote(targetType: string, targetId: string, updates: readonly Uint8Array[]): void {
    this.db.transaction(() => {
      const doc = loadEntry(this.entryState(targetType, targetId));
      try {
        const before = entryState(doc);
        for (const update of updates) applyToEntry(doc, update);
        if (Buffer.from(before).equals(Buffer.from(entryState(doc)))) return;
        this.storeEntry(targetType, targetId, doc);
      } finally {
        doc.destroy();
      }
    })();
  }

  /** Writes an entry's state and rewrites its view rows (notes, tags, stars, marks, search). */
  private storeEntry(targetType: string, targetId: string, doc: Y.Doc): void {
    const key = { targetType, targetId };
    this.sync.putEntry(key, entryState(doc));
    const view = viewEntry(doc);
    this.sync.writeView(key, view.movedTo !== null ? null : view);
    this.reindex(targetType, targetId);
  }

  /**
   * Restores the notebook to a backup's copy (`backupFile`, a notebook.db from backup.ts), CRDT
   * state included. Each backed-up entry's Yjs state is merged into the live one (so no history the
   * backup holds is missing here), then the entry is edited to show exactly what it showed in the
   * backup; entries the backup does not have are edited to empty. These are ordinary local edits
   * on top of everything this machine and the others have seen, with fresh Yjs client ids, so the
   * next sync spreads the restore instead of undoing it, and nothing is duplicated. Sync
   * bookkeeping (device id, own file sequence, peers' cursors, written history) stays live: files
   * already on the target are immutable and must not be numbered again. A key that moved to its
   * job's server id stays moved; the backup's view of it lands on the key it moved to.
   * A backup from before the CRDT form (schema 1) restores notes, tags and stars from its tables.
   * A damaged backup is refused before anything changes. Returns how many entries changed.
   */
  restoreFrom(backupFile: string): { changed: number } {
    const backup = openBackupDatabase(backupFile);
    let wanted: Map<string, { key: EntryKey; states: Uint8Array[]; view: RestoredView | null; own: boolean }>;
    let crdt: boolean;
    try {
      const entries = readBackupEntries(backup);
      crdt = entries !== null;
      wanted = this.restorePlan(entries, () => readBackupViews(backup));
    } finally {
      backup.close();
    }
    let changed = 0;
    this.db.transaction(() => {
      for (const { key, states, view } of wanted.values()) {
        const did = this.change(key.targetType, key.targetId, (doc) => (view ? writeRestoredView(doc, view) : undefined), states);
        if (did) changed += 1;
      }
      // a schema-1 backup knew no removed marks: those stay as they are
      const empty: RestoredView = { body: '', noteUpdatedAt: null, tags: [], starredAt: null, ...(crdt ? { removedAt: null } : {}) };
      for (const key of this.sync.entryKeys()) {
        if (wanted.has(entryId(key)) || this.entryView(key.targetType, key.targetId).movedTo !== null) continue;
        if (this.change(key.targetType, key.targetId, (doc) => writeRestoredView(doc, empty))) changed += 1;
      }
    })();
    return { changed };
  }

  /** Which live entry each backed-up target lands on, with the states to merge and the view to show. */
  private restorePlan(
    entries: ReturnType<typeof readBackupEntries>,
    views: () => ReturnType<typeof readBackupViews>,
  ): Map<string, { key: EntryKey; states: Uint8Array[]; view: RestoredView | null; own: boolean }> {
    const wanted = new Map<string, { key: EntryKey; states: Uint8Array[]; view: RestoredView | null; own: boolean }>();
    const add = (key: EntryKey, state: Uint8Array | null, view: RestoredView | null) => {
      // follow this machine's moves (a job keyed by its local id, then by its server id)
      let dest = key;
      for (let hop = 0; view !== null && hop < 8; hop += 1) {
        const movedTo = this.entryView(dest.targetType, dest.targetId).movedTo;
        if (movedTo === null) break;
        dest = { targetType: dest.targetType, targetId: movedTo };
      }
      const own = dest.targetId === key.targetId;
      if (state && !own) {
        // the old key keeps its own history too
        const mine = wanted.get(entryId(key)) ?? { key, states: [], view: null, own: true };
        mine.states.push(state);
        wanted.set(entryId(key), mine);
      }
      const slot = wanted.get(entryId(dest)) ?? { key: dest, states: [], view: null, own: false };
      if (state) slot.states.push(state);
      // the target's own backed-up view wins over one that reached it by a move
      if (view && (own || !slot.own || slot.view === null)) {
        slot.view = view;
        slot.own = own;
      }
      wanted.set(entryId(dest), slot);
    };
    if (entries) {
      for (const entry of entries) {
        const doc = loadEntry(entry.state);
        const view = viewEntry(doc);
        doc.destroy();
        add(entry, entry.state, view.movedTo !== null ? null : view);
      }
    } else {
      for (const view of views()) add(view, null, view);
    }
    return wanted;
  }

  // ---- records that travel with the notebook (the local library's files and finished jobs) ----

  /** Stores an immutable record as an entry (queued for sync); false when it was already there. */
  putRecord(targetType: string, targetId: string, json: string, bytes: Uint8Array | null): boolean {
    return this.change(targetType, targetId, (doc) => writeRecord(doc, json, bytes));
  }

  record(targetType: string, targetId: string): { json: string; bytes: Uint8Array | null } | null {
    const doc = loadEntry(this.entryState(targetType, targetId));
    try {
      return readRecord(doc);
    } finally {
      doc.destroy();
    }
  }

  /** Ids of the entries of one target type (e.g. every library file record). */
  entryIdsOfType(targetType: string): string[] {
    return this.sync.entryIdsOfType(targetType);
  }

  // ---- what notebook sync keeps here ---------------------------------------------------------

  meta(key: string): string | null {
    return this.sync.meta(key);
  }

  setMeta(key: string, value: string | null): void {
    this.sync.setMeta(key, value);
  }

  /** This machine's id in the sync target (random, made once per notebook). */
  deviceId(): string {
    const id = this.meta('device');
    if (id) return id;
    const made = randomUUID();
    this.setMeta('device', made);
    return made;
  }

  /** Local changes not yet written to the target, oldest first. */
  pendingChanges(limit = 1_000_000): QueuedChange[] {
    return this.sync.pending(limit);
  }

  pendingCount(): number {
    return this.sync.pendingCount();
  }

  /** Marks outbox rows as written in file `fileSeq` (up to and including `lastSeq`). */
  markWritten(lastSeq: number, fileSeq: number): void {
    this.sync.markWritten(lastSeq, fileSeq);
  }

  /** Marks these outbox rows (by their seq) as written in file `fileSeq`. */
  markWrittenRows(seqs: readonly number[], fileSeq: number): void {
    this.sync.markWrittenRows(seqs, fileSeq);
  }

  /** This machine's files holding records, which compaction keeps. */
  pinnedFileSeqs(): Set<number> {
    return this.sync.pinnedFileSeqs();
  }

  /** Everything this machine has written, merged per entry (the content of a compacting snapshot), records left out. */
  writtenChanges(): Array<EntryKey & { update: Uint8Array }> {
    const byEntry = new Map<string, EntryKey & { updates: Uint8Array[] }>();
    for (const row of this.sync.written()) {
      const key = `${row.targetType}\u0000${row.targetId}`;
      let entry = byEntry.get(key);
      if (!entry) byEntry.set(key, (entry = { targetType: row.targetType, targetId: row.targetId, updates: [] }));
      entry.updates.push(row.update);
    }
    return [...byEntry.values()].map((entry) => ({ targetType: entry.targetType, targetId: entry.targetId, update: mergeUpdates(entry.updates) }));
  }

  writtenFileCount(): number {
    return this.sync.writtenFileCount();
  }

  /** After snapshot file `fileSeq` replaced the written history: keep one merged row per entry. */
  replaceWritten(merged: ReadonlyArray<EntryKey & { update: Uint8Array }>, fileSeq: number): void {
    this.db.transaction(() => {
      this.sync.dropWritten(fileSeq);
      for (const entry of merged) this.sync.queue(entry, entry.update, fileSeq);
    })();
  }

  /** After the whole notebook was written again (files `fileSeq`, records in their own): that is now all of the written history. */
  restartWritten(files: ReadonlyArray<{ changes: ReadonlyArray<EntryKey & { update: Uint8Array }>; fileSeq: number }>): void {
    this.db.transaction(() => {
      this.sync.dropAllWritten();
      for (const file of files) for (const entry of file.changes) this.sync.queue(entry, entry.update, file.fileSeq);
    })();
  }

  /** Forgets the machines seen on a target this machine no longer syncs with. */
  forgetPeers(): void {
    this.sync.clearPeers();
  }

  peers(): Array<{ device: string; appliedSeq: number; seenAt: string }> {
    return this.sync.peers();
  }

  /** Applies one file from another machine and moves that machine's cursor, atomically. */
  applyPeerFile(device: string, fileSeq: number, changes: ReadonlyArray<EntryKey & { update: Uint8Array }>, now = new Date()): void {
    this.db.transaction(() => {
      const byEntry = new Map<string, EntryKey & { updates: Uint8Array[] }>();
      for (const change of changes) {
        const key = `${change.targetType}\u0000${change.targetId}`;
        let entry = byEntry.get(key);
        if (!entry) byEntry.set(key, (entry = { targetType: change.targetType, targetId: change.targetId, updates: [] }));
        entry.updates.push(change.update);
      }
      for (const entry of byEntry.values()) this.applyRemote(entry.targetType, entry.targetId, entry.updates);
      this.sync.setPeer(device, fileSeq, now.toISOString());
    })();
  }

  /** Records that a machine was seen with nothing new (its "last seen" time). */
  touchPeer(device: string, when: string): void {
    this.sync.touchPeer(device, when);
  }

  /** Everything about one job, for exports. */
  jobNotebook(jobId: string): { note: string; tags: string[]; starred: boolean } {
    return { note: this.getNote('job', jobId).body, tags: this.tagsFor('job', jobId), starred: this.isStarred('job', jobId) };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
