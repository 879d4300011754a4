// Turns what a person types (a short id, a service id, a collection name) into the local ids the
// contract takes, with clear messages for no match and for ambiguous prefixes.
import type { Collection, FileItem, JobDetail } from '../shared/domain';
import { CliError, EXIT, usageError } from './errors';
import type { Session } from './session';

const MIN_PREFIX = 4;

export async function resolveJob(session: Session, reference: string): Promise<JobDetail> {
  const ref = reference.trim();
  if (ref === '') throw usageError('Give a research id (see: quire jobs).');
  try {
    return await session.call('jobs.get', { id: ref });
  } catch (error) {
    if (!(error instanceof CliError) || error.code !== 'NOT_FOUND') throw error;
  }
  const matches = new Set<string>();
  if (ref.length >= MIN_PREFIX) {
    const pageSize = 1000;
    for (let offset = 0; ; offset += pageSize) {
      const page = await session.call('jobs.list', { offset, limit: pageSize });
      for (const job of page.items) {
        if (job.id.startsWith(ref) || (job.serverId !== null && job.serverId.startsWith(ref))) matches.add(job.id);
      }
      if (offset + pageSize >= page.total || page.items.length === 0) break;
    }
  }
  if (matches.size > 1) throw usageError(`"${ref}" matches ${matches.size} research jobs; give more of the id.`);
  const [only] = matches;
  if (only === undefined) throw new CliError(`No research with id "${ref}" in this notebook. List them with: quire jobs`, EXIT.failed, 'NOT_FOUND');
  return session.call('jobs.get', { id: only });
}

export function matchCollection(collections: Collection[], reference: string): Collection {
  const ref = reference.trim();
  const exact = collections.find((collection) => collection.id === ref || collection.serverId === ref);
  if (exact) return exact;
  const byName = collections.filter((collection) => collection.name.toLowerCase() === ref.toLowerCase());
  if (byName.length === 1 && byName[0]) return byName[0];
  if (byName.length > 1) throw usageError(`${byName.length} collections are named "${ref}"; use the id instead (see: quire collections).`);
  const byPrefix = ref.length >= MIN_PREFIX ? collections.filter((collection) => collection.id.startsWith(ref) || (collection.serverId ?? '').startsWith(ref)) : [];
  if (byPrefix.length === 1 && byPrefix[0]) return byPrefix[0];
  if (byPrefix.length > 1) throw usageError(`"${ref}" matches ${byPrefix.length} collections; give more of the id.`);
  throw new CliError(`No collection named or with id "${ref}". Create it with: quire collections create "${ref}"`, EXIT.failed, 'NOT_FOUND');
}

export async function resolveCollection(session: Session, reference: string): Promise<Collection> {
  const { collections } = await session.call('collections.list', {});
  return matchCollection(collections, reference);
}

/** A file by id, service id, exact file name, or unique id prefix (for research --file). */
export function matchFile(files: FileItem[], reference: string): FileItem {
  const ref = reference.trim();
  const exact = files.find((file) => file.id === ref || file.serverId === ref);
  if (exact) return exact;
  const byName = files.filter((file) => file.fileName === ref);
  if (byName.length === 1 && byName[0]) return byName[0];
  if (byName.length > 1) throw usageError(`${byName.length} files are named "${ref}"; use the id instead (see: quire files).`);
  const byPrefix = ref.length >= MIN_PREFIX ? files.filter((file) => file.id.startsWith(ref) || (file.serverId ?? '').startsWith(ref)) : [];
  if (byPrefix.length === 1 && byPrefix[0]) return byPrefix[0];
  if (byPrefix.length > 1) throw usageError(`"${ref}" matches ${byPrefix.length} files; give more of the id.`);
  throw new CliError(`No uploaded file named or with id "${ref}" (see: quire files).`, EXIT.failed, 'NOT_FOUND');
}
