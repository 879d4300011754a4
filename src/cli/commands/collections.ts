// `quire collections`: list, create, rename (and show the files of) collections; changes go through
// the outbox like the app's, so they are kept and sent later when the service is unreachable.
import type { Command } from 'commander';
import type { Collection } from '../../shared/domain';
import { CliError, EXIT, usageError, type ExitCode } from '../errors';
import { formatCollections, formatFiles } from '../format';
import type { Output } from '../io';
import { matchCollection, resolveCollection } from '../resolve';
import { bind, OK, type Runtime } from '../runtime';
import type { Session } from '../session';
import { syncAndSettle } from '../settle';
import { fileJson, listJson, listJsonHelp } from '../list-json';

const FILE_FIELDS = 'fileName, contentType, collectionId, size, bytesSent and state (the upload: queued | uploading | synced | failed)';

const SEND_TIMEOUT_MS = 60_000;

/** Pushes the change and reports whether it reached the service (exit code) with the fresh row. */
async function pushChange(core: Session, out: Output, id: string, verb: string, signal: AbortSignal): Promise<{ collection: Collection; exitCode: ExitCode }> {
  const settled = await syncAndSettle(core, {
    timeoutMs: SEND_TIMEOUT_MS,
    signal,
    done: async () => matchCollection((await core.call('collections.list', {})).collections, id).syncState !== 'pending',
  });
  const { collections } = await core.call('collections.list', {});
  const collection = matchCollection(collections, id);
  if (collection.syncState === 'synced') return { collection, exitCode: OK };
  if (collection.syncState === 'failed') {
    out.note(`The service refused it: ${collection.error ?? 'no reason given'}. It is kept locally; retry or discard it with: quire pending`);
    return { collection, exitCode: EXIT.failed };
  }
  if (settled.status.state === 'paused' && settled.status.pausedReason === 'unauthorized') {
    out.note(`${verb} locally, but the service did not accept the API key; it will be sent after \`quire login\`.`);
    return { collection, exitCode: EXIT.unauthorized };
  }
  out.note(`${verb} locally and queued: the service could not be reached. It will be sent by the next \`quire sync\`.`);
  return { collection, exitCode: settled.status.state === 'offline' ? EXIT.offline : OK };
}

export function registerCollectionsCommand(program: Command, runtime: Runtime): void {
  program
    .command('files')
    .description('List uploaded and queued files (from the local notebook)')
    .option('--collection <name-or-id>', 'only the files in this collection')
    .option('--unfiled', 'only the files in no collection')
    .addHelpText('after', listJsonHelp(FILE_FIELDS, 'The filtering collection is beside them as "collection" (null for all files or --unfiled).'))
    .action(
      bind(runtime, async ({ options, out, session }) => {
        if (options.collection !== undefined && options.unfiled === true) throw usageError('Use either --collection or --unfiled.');
        const core = await session({ autoSync: false });
        const collection = typeof options.collection === 'string' ? await resolveCollection(core, options.collection) : null;
        const { files } = await core.call('files.list', collection ? { collectionId: collection.id } : options.unfiled === true ? { collectionId: null } : {});
        out.result(listJson(files.map(fileJson), files.length, { collection }));
        out.line(formatFiles(files));
        return OK;
      }),
    );

  const collections = program
    .command('collections')
    .description('List, create and rename collections of uploaded files')
    .addHelpText('after', `\nExamples:\n  quire collections\n  quire collections create Thesis --description "Sources for chapter 2"\n  quire collections rename Thesis "Thesis (final)"\n  quire collections files Thesis\n${listJsonHelp('name, description, updatedAt and fileCount')}`);

  collections
    .command('list', { isDefault: true })
    .description('List collections (from the local notebook)')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        const { collections: list } = await core.call('collections.list', {});
        out.result(listJson(list));
        out.line(formatCollections(list));
        return OK;
      }),
    );

  collections
    .command('create')
    .description('Create a collection')
    .argument('<name>', 'its name')
    .option('--description <text>', 'a short description', '')
    .action(
      bind(runtime, async ({ args, options, out, session, signal }) => {
        const name = String(args[0]).trim();
        if (name === '') throw usageError('A collection needs a name.');
        const core = await session({ autoSync: true });
        const existing = (await core.call('collections.list', {})).collections.find((collection) => collection.name.toLowerCase() === name.toLowerCase());
        if (existing) throw new CliError(`A collection named "${existing.name}" already exists (id ${existing.id}).`, EXIT.failed, 'CONFLICT');
        const { id } = await core.call('collections.create', { name, description: String(options.description ?? '') });
        const { collection, exitCode } = await pushChange(core, out, id, 'Created', signal);
        out.result(collection);
        if (exitCode === OK) out.line(`Created collection "${collection.name}" (${collection.id}).`);
        return exitCode;
      }),
    );

  collections
    .command('rename')
    .description('Rename a collection (and optionally change its description)')
    .argument('<collection>', 'its name or id')
    .argument('<new-name>', 'the new name')
    .option('--description <text>', 'a new description')
    .action(
      bind(runtime, async ({ args, options, out, session, signal }) => {
        const newName = String(args[1]).trim();
        if (newName === '') throw usageError('The new name is empty.');
        const core = await session({ autoSync: true });
        const target = await resolveCollection(core, String(args[0]));
        await core.call('collections.update', { id: target.id, name: newName, ...(typeof options.description === 'string' ? { description: options.description } : {}) });
        const { collection, exitCode } = await pushChange(core, out, target.id, 'Renamed', signal);
        out.result(collection);
        if (exitCode === OK) out.line(`Renamed "${target.name}" to "${collection.name}".`);
        return exitCode;
      }),
    );

  collections
    .command('files')
    .description('List the files in a collection (from the local notebook)')
    .argument('<collection>', 'its name or id')
    .addHelpText('after', listJsonHelp(FILE_FIELDS, 'The collection is beside them as "collection".'))
    .action(
      bind(runtime, async ({ args, out, session }) => {
        const core = await session({ autoSync: false });
        const collection = await resolveCollection(core, String(args[0]));
        const { files } = await core.call('files.list', { collectionId: collection.id });
        out.result(listJson(files.map(fileJson), files.length, { collection }));
        out.line(`${collection.name} (${files.length} file${files.length === 1 ? '' : 's'})`);
        out.line(formatFiles(files));
        return OK;
      }),
    );
}
