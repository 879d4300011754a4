// One notebook sync pass against a target: unlock (or create) the target's header with the
// passphrase, write this machine's queued changes as a new immutable sealed file
// `<profile>/<device>/<sequence>`, read the other machines' new files and apply them, clean up this
// machine's abandoned temporary files, and from time to time compact this machine's history into
// one snapshot file (then remove the files it replaces). No locks: each machine writes only in its
// own folder; the CRDT makes the order of application irrelevant.
// Decisions (which files to read, when to compact, how files are named) are pure functions below.
import type { Notebook } from '../store';
import { createHeader, HEADER_NAME, opaqueName, openFile, parseHeader, sealFile, unlockHeader } from './crypto';
import { isAbandonedTemp, TEMP_PREFIX, type SyncTarget, type TargetEntry } from './targets/target';
import { QuireError } from '../../../shared/errors';
import { isPinnedType } from '../../db/notebook-sync';

/** File names are sequence numbers, zero-padded so a listing sorts in order. */
export function sequenceName(seq: number): string {
  return String(seq).padStart(10, '0');
}

export function parseSequence(name: string): number | null {
  return /^\d{10}$/.test(name) ? Number(name) : null;
}

/** The files of another machine still to apply, oldest first (temporary and foreign names ignored). */
export function filesToApply(entries: readonly TargetEntry[], appliedSeq: number): number[] {
  return entries
    .filter((entry) => !entry.isDir)
    .map((entry) => parseSequence(entry.name))
    .filter((seq): seq is number => seq !== null && seq > appliedSeq)
    .sort((a, b) => a - b);
}

/**
 * The folder a notebook synced under before, when it moved (its key changed, e.g. from a per-machine
 * profile id to the service address): read once more, and everything this machine wrote there is
 * written again under the new key. null when nothing moved (pure; table-tested).
 */
export function movedFrom(recordedKey: string | null, formerKey: string | undefined, writtenBefore: boolean, notebookKey: string): string | null {
  const last = recordedKey ?? (writtenBefore ? (formerKey ?? null) : null);
  return last !== null && last !== notebookKey ? last : null;
}

/** Compact when this machine has written this many files since its last snapshot. */
export function shouldCompact(writtenFiles: number, compactAfter: number): boolean {
  return compactAfter > 0 && writtenFiles >= compactAfter;
}

/** At most this many changes per file, so one file stays a bounded read for the other machines. */
export const CHANGES_PER_FILE = 20_000;
/** Records (pinned) go in files of their own, at most this many update bytes each (one bigger record alone). */
export const RECORD_BYTES_PER_FILE = 8 * 1024 * 1024;

/**
 * Splits queued changes into the files to write (pure): the ordinary changes in one file, the pinned
 * records (library files and jobs) in files of their own of at most `maxRecordBytes` each, so
 * compaction can keep those files and a big upload never shares a file with notes.
 */
export function planFiles<T extends { targetType: string; update: Uint8Array }>(changes: readonly T[], maxRecordBytes = RECORD_BYTES_PER_FILE): T[][] {
  const plain = changes.filter((change) => !isPinnedType(change.targetType));
  const files: T[][] = plain.length > 0 ? [plain] : [];
  let current: T[] = [];
  let bytes = 0;
  for (const change of changes) {
    if (!isPinnedType(change.targetType)) continue;
    if (current.length > 0 && bytes + change.update.length > maxRecordBytes) {
      files.push(current);
      current = [];
      bytes = 0;
    }
    current.push(change);
    bytes += change.update.length;
  }
  if (current.length > 0) files.push(current);
  return files;
}

export interface SyncPassOptions {
  target: SyncTarget;
  passphrase: string;
  /** The same on every machine for the same notebook (notebook-key.ts). */
  notebookKey: string;
  /** The key this notebook was synced under before Quire recorded one (earlier builds used the profile id). */
  formerKey?: string;
  notebook: Notebook;
  compactAfter?: number;
  now?: () => Date;
}

export interface SyncPassReport {
  wroteFiles: number;
  wroteBytes: number;
  appliedFiles: number;
  appliedChanges: number;
  compacted: boolean;
  cleanedTemp: number;
  /** Files that failed their authentication check: reported, never applied. */
  rejected: Array<{ file: string; message: string }>;
  machines: Array<{ device: string; seenAt: string }>;
  pending: number;
}

export async function syncOnce(options: SyncPassOptions): Promise<SyncPassReport> {
  const { target, notebook } = options;
  const now = options.now ?? (() => new Date());
  const report: SyncPassReport = { wroteFiles: 0, wroteBytes: 0, appliedFiles: 0, appliedChanges: 0, compacted: false, cleanedTemp: 0, rejected: [], machines: [], pending: 0 };

  // 1. The key. A wrong passphrase stops here, before anything is read or written.
  const key = await unlockTarget(target, options.passphrase);
  const profileDir = await opaqueName(key, 'profile', options.notebookKey);
  const ownDir = await opaqueName(key, 'device', notebook.deviceId());
  const ownPath = (seq: number) => `${profileDir}/${ownDir}/${sequenceName(seq)}`;
  let seq = Number(notebook.meta('fileSeq') ?? '0');
  const moved = movedFrom(notebook.meta('syncKey'), options.formerKey, seq > 0, options.notebookKey);
  const readDirs = [profileDir];

  // A notebook whose key changed also reads its old folder once more (machines that shared that key).
  if (moved !== null) readDirs.push(await opaqueName(key, 'profile', moved));

  // 2. This machine's queued changes, as new files.
  for (;;) {
    const pending = notebook.pendingChanges(CHANGES_PER_FILE);
    if (pending.length === 0) break;
    for (const file of planFiles(pending)) {
      seq = await writeNew(target, key, seq, ownPath, 'changes', file, report);
      notebook.markWrittenRows(file.map((change) => change.seq), seq);
      notebook.setMeta('fileSeq', String(seq));
    }
  }

  // 3. The other machines' new files.
  for (const dir of readDirs) for (const device of await target.list(dir)) {
    if (!device.isDir || device.name === ownDir || device.name.startsWith(TEMP_PREFIX)) continue;
    const known = notebook.peers().find((peer) => peer.device === device.name);
    const entries = await target.list(`${dir}/${device.name}`);
    const newest = entries.reduce<string | null>((latest, entry) => (entry.modified && (!latest || entry.modified > latest) ? entry.modified : latest), null);
    for (const fileSeq of filesToApply(entries, known?.appliedSeq ?? 0)) {
      const path = `${dir}/${device.name}/${sequenceName(fileSeq)}`;
      const bytes = await target.read(path);
      if (bytes === null) {
        // Removed by its machine's compaction since we listed: its content is in a later snapshot.
        notebook.applyPeerFile(device.name, fileSeq, [], new Date(newest ?? now().toISOString()));
        continue;
      }
      let opened;
      try {
        opened = await openFile(key, path, bytes);
      } catch (error) {
        if (!(error instanceof QuireError)) throw error;
        report.rejected.push({ file: path, message: error.message });
        break; // nothing after a bad file is applied from that machine until it is replaced
      }
      notebook.applyPeerFile(device.name, fileSeq, opened.changes, new Date(newest ?? now().toISOString()));
      report.appliedFiles += 1;
      report.appliedChanges += opened.changes.length;
    }
    if (newest) notebook.touchPeer(device.name, newest);
  }

  // 3b. Moved: the whole notebook as this machine now holds it (its own notes and what it applied
  // from the old folder) goes under the new key as one snapshot, so a machine that only knows the new
  // key gets everything, even from a machine that never runs again.
  if (moved !== null) {
    const whole = notebook.entryKeys().flatMap((entry) => {
      const state = notebook.entryState(entry.targetType, entry.targetId);
      return state ? [{ ...entry, update: state }] : [];
    });
    if (whole.length > 0) {
      seq = await writeNew(target, key, seq, ownPath, 'snapshot', whole, report);
      notebook.replaceWritten(whole, seq);
      notebook.setMeta('fileSeq', String(seq));
    }
  }

  // 4. Housekeeping in this machine's own folder: abandoned temporary files, then compaction.
  const own = await target.list(`${profileDir}/${ownDir}`);
  for (const entry of own) {
    if (isAbandonedTemp(entry.name, entry.modified)) {
      await target.remove(`${profileDir}/${ownDir}/${entry.name}`);
      report.cleanedTemp += 1;
    }
  }
  if (shouldCompact(notebook.writtenFileCount(), options.compactAfter ?? 50)) {
    const merged = notebook.writtenChanges();
    const snapshotSeq = await writeNew(target, key, seq, ownPath, 'snapshot', merged, report);
    notebook.replaceWritten(merged, snapshotSeq);
    notebook.setMeta('fileSeq', String(snapshotSeq));
    // files holding records stay: the snapshot does not carry them
    const pinned = notebook.pinnedFileSeqs();
    for (const entry of own) {
      const old = parseSequence(entry.name);
      if (old !== null && old < snapshotSeq && !pinned.has(old)) await target.remove(`${profileDir}/${ownDir}/${entry.name}`);
    }
    report.compacted = true;
  }

  notebook.setMeta('syncKey', options.notebookKey);
  notebook.setMeta('lastSyncAt', now().toISOString());
  report.machines = notebook.peers().map((peer) => ({ device: peer.device, seenAt: peer.seenAt }));
  report.pending = notebook.pendingCount();
  return report;
}

/** Reads the target's header (creating it on an empty target) and derives the key. */
export async function unlockTarget(target: SyncTarget, passphrase: string): Promise<Uint8Array> {
  let bytes = await target.read(HEADER_NAME);
  if (bytes === null) {
    const { header } = await createHeader(passphrase);
    const made = Buffer.from(JSON.stringify(header, null, 2));
    await target.create(HEADER_NAME, made); // false: another machine made one first; read theirs
    bytes = await target.read(HEADER_NAME);
    if (bytes === null) throw new QuireError('OFFLINE', `The sync target ${target.label} did not keep ${HEADER_NAME}; nothing was synced.`, true, { reason: 'unreachable' });
  }
  return unlockHeader(parseHeader(bytes), passphrase);
}

async function writeNew(
  target: SyncTarget,
  key: Uint8Array,
  afterSeq: number,
  pathOf: (seq: number) => string,
  kind: 'changes' | 'snapshot',
  changes: ReadonlyArray<{ targetType: string; targetId: string; update: Uint8Array }>,
  report: SyncPassReport,
): Promise<number> {
  // A number already taken (a pass that wrote but was killed before recording it, or another
  // process of this machine) is skipped: the CRDT makes a repeated change harmless.
  for (let seq = afterSeq + 1; ; seq += 1) {
    const sealed = await sealFile(key, pathOf(seq), kind, changes);
    if (await target.create(pathOf(seq), sealed)) {
      report.wroteFiles += 1;
      report.wroteBytes += sealed.length;
      return seq;
    }
  }
}
