// Turning a drop into uploadable files in browser mode: folders are walked (webkitGetAsEntry), files
// read as base64, and a size cap keeps one drop from exhausting memory on the way over the socket.
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_DROP_BYTES = 200 * 1024 * 1024;

export interface DroppedFile {
  file: File;
  /** Path inside a dropped folder, e.g. "notes/2024/a.md"; the name alone for loose files. */
  relativePath: string;
}

export interface ReadDrop {
  files: DroppedFile[];
  skipped: Array<{ path: string; reason: string }>;
}

/** Collects files from a DataTransfer, walking dropped folders. Must be called synchronously in the drop handler. */
export async function collectDropped(transfer: DataTransfer): Promise<DroppedFile[]> {
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind !== 'file') continue;
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  if (entries.length === 0 && loose.length === 0) loose.push(...Array.from(transfer.files ?? []));
  const out: DroppedFile[] = loose.map((file) => ({ file, relativePath: file.name }));
  for (const entry of entries) out.push(...(await walk(entry, '')));
  return out;
}

async function walk(entry: FileSystemEntry, prefix: string): Promise<DroppedFile[]> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    return [{ file, relativePath: path }];
  }
  if (!entry.isDirectory) return [];
  // Hidden folders (.git and the like) are never what the user meant to upload.
  if (entry.name.startsWith('.')) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // readEntries returns batches; an empty batch means the folder is exhausted.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  const out: DroppedFile[] = [];
  for (const child of children) out.push(...(await walk(child, path)));
  return out;
}

/** Applies the size caps; what is over them is reported, not silently dropped. */
export function applyCaps(files: DroppedFile[]): ReadDrop {
  const kept: DroppedFile[] = [];
  const skipped: ReadDrop['skipped'] = [];
  let total = 0;
  for (const dropped of files) {
    if (dropped.file.name.startsWith('.')) continue;
    if (dropped.file.size > MAX_FILE_BYTES) {
      skipped.push({ path: dropped.relativePath, reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB; in browser mode, add large files with the CLI or the desktop app` });
      continue;
    }
    if (total + dropped.file.size > MAX_DROP_BYTES) {
      skipped.push({ path: dropped.relativePath, reason: `this drop is over ${MAX_DROP_BYTES / 1024 / 1024} MB in total; drop the rest separately` });
      continue;
    }
    total += dropped.file.size;
    kept.push(dropped);
  }
  return { files: kept, skipped };
}

export async function toBase64(file: Blob): Promise<string> {
  const buffer = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < buffer.length; i += chunk) binary += String.fromCharCode(...buffer.subarray(i, i + chunk));
  return btoa(binary);
}
