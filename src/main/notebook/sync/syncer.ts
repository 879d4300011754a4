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

/**
 * Whether this pass writes the whole notebook again, and forgets the machines seen (pure; table-tested).
 * A target new to this machine (another location, or the same place with a new header: emptied and
 * started again) holds none of what this machine wrote before, and its machines are not the old
 * target's; so does a target where this machine's last file is gone. A notebook that never wrote a
 * file sends everything through its queue anyway. `recordedTarget` null: synced by an earlier build
 * that did not record it; adopted as it is when this machine's last file is there.
 */
export function wholeUpload(input: { recordedTarget: string | null; target: string; fileSeq: number; ownLatestPresent: boolean; moved: boolean }): {
  upload: boolean;
  forgetPeers: boolean;
  reason: 'new-target' | 'own-files-missing' | 'moved' | null;
} {
  if (input.recordedTarget !== null && input.recordedTarget !== input.target) return { upload: input.fileSeq > 0, forgetPeers: true, reason: 'new-target' };
  if (input.moved) return { upload: true, forgetPeers: false, reason: 'moved' };
  if (input.fileSeq > 0 && !input.ownLatestPresent) return { upload: true, forgetPeers: true, reason: 'own-files-missing' };
  return { upload: false, forgetPeers: false, reason: null };
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
  const { key, salt } = await unlockHeaderOf(target, options.passphrase);
  const profileDir = await opaqueName(key, 'profile', options.notebookKey);
  const ownDir = await opaqueName(key, 'device', notebook.deviceId());
  const ownPath = (seq: number) => `${profileDir}/${ownDir}/${sequenceName(seq)}`;
  let seq = Number(notebook.meta('fileSeq') ?? '0');
  const moved = movedFrom(notebook.meta('syncKey'), options.formerKey, seq > 0, options.notebookKey);
  const readDirs = [profileDir];
  // Which target this is: where, and its header (a folder emptied and started again has a new one).
  const targetId = `${target.label}\n${salt}`;
  const whole = wholeUpload({
    recordedTarget: notebook.meta('syncTarget'),
    target: targetId,
    fileSeq: seq,
    ownLatestPresent: seq > 0 && (await target.list(`${profileDir}/${ownDir}`)).some((entry) => entry.name === sequenceName(seq)),
    moved: moved !== null,
  });
  // the machines seen there are not this target's: their files here are read from the start
  if (whole.forgetPeers) notebook.forgetPeers();

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

  // 3b. Moved, a new target, or this machine's files gone from it: the whole notebook as this machine
  // now holds it (its own notes, what it applied from elsewhere, the library's records) is written
  // again as one snapshot (records in files of their own), so a machine that only knows this folder
  // gets everything, even from a machine that never runs again.
  if (whole.upload) {
    const states = notebook.entryKeys().flatMap((entry) => {
      const state = notebook.entryState(entry.targetType, entry.targetId);
      return state ? [{ ...entry, update: state }] : [];
    });
    const files: Array<{ changes: typeof states; fileSeq: number }> = [];
    for (const file of planFiles(states)) {
      seq = await writeNew(target, key, seq, ownPath, 'snapshot', file, report);
      files.push({ changes: file, fileSeq: seq });
      notebook.setMeta('fileSeq', String(seq));
    }
    if (files.length > 0) notebook.restartWritten(files);
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
  notebook.setMeta('syncTarget', targetId);
  notebook.setMeta('lastSyncAt', now().toISOString());
  report.machines = notebook.peers().map((peer) => ({ device: peer.device, seenAt: peer.seenAt }));
  report.pending = notebook.pendingCount();
  return report;
}

/** Reads the target's header (creating it on an empty target) and derives the key. */
export async function unlockTarget(target: SyncTarget, passphrase: string): Promise<Uint8Array> {
  return (await unlockHeaderOf(target, passphrase)).key;
}

/** The key and the header's salt (which tells this target from one emptied and started again). */
async function unlockHeaderOf(target: SyncTarget, passphrase: string): Promise<{ key: Uint8Array; salt: string }> {
  let bytes = await target.read(HEADER_NAME);
  if (bytes === null) {
    const { header } = await createHeader(passphrase);
    const made = Buffer.from(JSON.stringify(header, null, 2));
    await target.create(HEADER_NAME, made); // false: another machine made one first; read theirs
    bytes = await target.read(HEADER_NAME);
    if (bytes === null) throw new QuireError('OFFLINE', `The sync target ${target.label} did not keep ${HEADER_NAME}; nothing was synced.`, true, { reason: 'unreachable' });
  }
  const header = parseHeader(bytes);
  return { key: await unlockHeader(header, passphrase), salt: header.kdf.salt };
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
