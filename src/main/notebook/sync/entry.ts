// The notebook in CRDT form (Yjs): one small Y.Doc per target (a job, a source or a collection),
// so a note edit touches, stores and sends only that target's history. Inside an entry:
//   text 'note'   the note, edited character by character (concurrent edits keep both sides' words)
//   map  'tags'   lower-cased tag -> tag as typed (added/removed per key)
//   map  'flags'  'starredAt' (star), 'noteUpdatedAt', 'removedAt' (removed-from-library mark),
//                 'movedTo' (the entry now lives under its job's server id)
// Pure functions over Y.Doc and update bytes; the SQLite notebook is the queryable view of these.
// Yjs itself is loaded on the first call that needs it (yjs-load.ts), not with the core.
import type * as Y from 'yjs';
import { diffText } from './textdiff';
import { yjs } from './yjs-load';

export interface EntryView {
  body: string;
  noteUpdatedAt: string | null;
  /** Tags as typed, sorted case-insensitively. */
  tags: string[];
  starredAt: string | null;
  removedAt: string | null;
  movedTo: string | null;
}

export function loadEntry(state: Uint8Array | null): Y.Doc {
  const { Doc, applyUpdate } = yjs();
  const doc = new Doc({ gc: true });
  if (state && state.length > 0) applyUpdate(doc, state);
  return doc;
}

/**
 * Runs `change` on the entry and returns the update it produced (null when nothing changed).
 * The update is what goes to the outbox and, merged with others, to the sync target.
 */
export function changeEntry(doc: Y.Doc, change: (doc: Y.Doc) => void): Uint8Array | null {
  const updates: Uint8Array[] = [];
  const collect = (update: Uint8Array) => updates.push(update);
  doc.on('update', collect);
  try {
    doc.transact(() => change(doc), 'local');
  } finally {
    doc.off('update', collect);
  }
  return updates.length === 0 ? null : mergeUpdates(updates);
}

/** Rewrites the note as the edits from its current text to `body` (a diff, never replace-all). */
export function writeNote(doc: Y.Doc, body: string, now: string): void {
  const text = doc.getText('note');
  const current = text.toString();
  if (current === body) return;
  for (const edit of diffText(current, body)) {
    if (edit.delete > 0) text.delete(edit.index, edit.delete);
    if (edit.insert.length > 0) text.insert(edit.index, edit.insert);
  }
  doc.getMap('flags').set('noteUpdatedAt', now);
}

/** Makes the tag set equal to `tags` (already normalised) by adding and removing single keys. */
export function writeTags(doc: Y.Doc, tags: readonly string[]): void {
  const map = doc.getMap<string>('tags');
  const wanted = new Map(tags.map((tag) => [tag.toLowerCase(), tag]));
  for (const key of [...map.keys()]) if (!wanted.has(key)) map.delete(key);
  for (const [key, tag] of wanted) if (map.get(key) !== tag) map.set(key, tag);
}

export function writeFlag(doc: Y.Doc, flag: 'starredAt' | 'removedAt' | 'movedTo', value: string | null): void {
  const flags = doc.getMap<string>('flags');
  if (value === null) {
    if (flags.has(flag)) flags.delete(flag);
  } else if (!flags.has(flag)) {
    // A star keeps its first time: starring again elsewhere is not a change.
    flags.set(flag, value);
  }
}

export function viewEntry(doc: Y.Doc): EntryView {
  const flags = doc.getMap<string>('flags');
  const tags = [...doc.getMap<string>('tags').values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
  return {
    body: doc.getText('note').toString(),
    noteUpdatedAt: flags.get('noteUpdatedAt') ?? null,
    tags,
    starredAt: flags.get('starredAt') ?? null,
    removedAt: flags.get('removedAt') ?? null,
    movedTo: flags.get('movedTo') ?? null,
  };
}

/** The entry's whole state, compact (what the local store keeps per target). */
export function entryState(doc: Y.Doc): Uint8Array {
  return yjs().encodeStateAsUpdate(doc);
}

export function mergeUpdates(updates: readonly Uint8Array[]): Uint8Array {
  if (updates.length === 1 && updates[0]) return updates[0];
  return yjs().mergeUpdates(updates as Uint8Array[]);
}

export function applyToEntry(doc: Y.Doc, update: Uint8Array): void {
  yjs().applyUpdate(doc, update, 'remote');
}

/** What a restore makes an entry show; an absent removedAt leaves the mark as it is (old backups had none). */
export interface RestoredView {
  body: string;
  noteUpdatedAt: string | null;
  tags: readonly string[];
  starredAt: string | null;
  removedAt?: string | null;
}

/**
 * Makes the entry show exactly `view` (a restore): the note by a diff, the tags per key, and the
 * note time, star and removed mark set to the restored values (a star keeps the backup's time).
 * Never touches movedTo: a key that moved to its job's server id stays moved.
 */
export function writeRestoredView(doc: Y.Doc, view: RestoredView): void {
  const flags = doc.getMap<string>('flags');
  const set = (flag: string, value: string | null) => {
    if (value === null) {
      if (flags.has(flag)) flags.delete(flag);
    } else if (flags.get(flag) !== value) flags.set(flag, value);
  };
  const text = doc.getText('note');
  const current = text.toString();
  if (current !== view.body) {
    for (const edit of diffText(current, view.body)) {
      if (edit.delete > 0) text.delete(edit.index, edit.delete);
      if (edit.insert.length > 0) text.insert(edit.index, edit.insert);
    }
  }
  set('noteUpdatedAt', view.body.length > 0 ? view.noteUpdatedAt : null);
  writeTags(doc, view.tags);
  set('starredAt', view.starredAt);
  if (view.removedAt !== undefined) set('removedAt', view.removedAt);
}

/**
 * An immutable record in an entry (the local library's files and finished jobs travel this way):
 * map 'record' holds 'json' (the record) and, for a file, 'bytes' (its original bytes). Written
 * once; a record already there is never changed.
 */
export function writeRecord(doc: Y.Doc, json: string, bytes: Uint8Array | null): void {
  const record = doc.getMap<string | Uint8Array>('record');
  if (record.has('json')) return;
  record.set('json', json);
  if (bytes) record.set('bytes', bytes);
}

export function readRecord(doc: Y.Doc): { json: string; bytes: Uint8Array | null } | null {
  const record = doc.getMap<string | Uint8Array>('record');
  const json = record.get('json');
  if (typeof json !== 'string') return null;
  const bytes = record.get('bytes');
  return { json, bytes: bytes instanceof Uint8Array ? bytes : null };
}
