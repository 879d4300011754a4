// The one shape of every list that `--json` prints (`jobs`, `files`, `collections`, `collections files`,
// `pending`): a document {"items": [...], "total": n}, beside what the list was filtered by, whose records
// name the same things with the same keys: `id` (Quire's own id), `serverId` (the service's, null until it
// was sent), `createdAt`, `syncState` (synced | pending | failed) and `error`. A file keeps `state` too: its
// upload's finer progress (queued | uploading | synced | failed). Pure; LIST_JSON_HELP says it in the
// commands' help; tested in test/cli/list-json.test.ts. (Until session 25 `files --json` printed
// {"files": [...]} with only `state`, and `collections --json` {"collections": [...]}; nothing in the repo
// read those keys but the tests, so they are gone.)
import type { FileItem, SyncState } from '../shared/domain';

/** A list as --json prints it: the items, how many match (the list may be one page of them), and the filters. */
export type ListJson<T, Extra extends object = Record<never, never>> = Extra & { items: T[]; total: number };

export function listJson<T, Extra extends object = Record<never, never>>(items: T[], total: number = items.length, extra?: Extra): ListJson<T, Extra> {
  return { ...(extra ?? ({} as Extra)), items, total };
}

/** A file's upload state as the sync state every other record has: queued or uploading is still pending. */
export function fileSyncState(state: FileItem['state']): SyncState {
  if (state === 'synced') return 'synced';
  if (state === 'failed') return 'failed';
  return 'pending';
}

/** A file as --json prints it: its fields and its syncState beside its upload state. */
export function fileJson(file: FileItem): FileItem & { syncState: SyncState } {
  return { ...file, syncState: fileSyncState(file.state) };
}

/** What the help of a list command says about --json (`fields`: the record's own fields, after the shared ones; `more`: a last sentence). */
export function listJsonHelp(fields: string, more = ''): string {
  return `\n${wrapHelp(`With --json: {"items": [...], "total": n}; each item has id, serverId (null until sent), createdAt, syncState (synced | pending | failed) and error, then ${fields}.${more ? ` ${more}` : ''}`)}`;
}

/** Help text folded at word boundaries to lines of at most `width` characters (as the rest of the help). */
export function wrapHelp(text: string, width = 80): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
