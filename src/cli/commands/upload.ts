// `quire upload`: queue files and folders through the same upload queue as the app's drag-and-drop,
// then show one progress bar per file until each is uploaded, failed, or left queued offline.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { EventPayload } from '../../shared/contract';
import type { FileItem } from '../../shared/domain';
import { EXIT, usageError } from '../errors';
import { formatBytes, formatUploadLine, oneLine } from '../format';
import { resolveCollection } from '../resolve';
import { bind, OK, type Runtime } from '../runtime';
import { nextEvent } from '../settle';

interface Tracked {
  id: string;
  fileName: string;
  size: number | null;
  bytesSent: number;
  state: string;
  error: string | null;
}

const MAX_BARS = 12;
/**
 * The files table is read at most this often while files upload: it lists every file of the library, and
 * read at every event (several per file) it cost a drop of many small files time that grew with its square.
 */
const REFRESH_EVERY_MS = 250;

/**
 * Why files stay queued when the command ends, as it really is: the service could not be reached (offline), or it
 * answered with errors, with the reason it gave for the files where it gave one ("The research service's disk is
 * full…"), never "could not be reached" for a service that answered. Pure; table-tested in test/cli/upload-queued.test.ts.
 */
export function stillQueuedNote(count: number, status: { state: string; message: string }, errors: readonly (string | null)[]): string {
  const files = `${count} file(s) saved and queued`;
  if (status.state === 'offline') return `${files}: the service could not be reached. They upload with the next \`quire sync\`.`;
  const reasons = [...new Set(errors.filter((e): e is string => typeof e === 'string' && e.trim().length > 0))];
  // (the status's "retrying in 10 s" is the window's: this command ends here)
  const why = reasons.length > 0 ? reasons.join(' ') : status.message.replace(/;\s*retrying (?:in [^.;]+|shortly)\.?$/, '.');
  return `${files}: the service answered but did not store them. ${why} They are sent again with the next \`quire sync\`.`;
}

export function registerUploadCommand(program: Command, runtime: Runtime): void {
  program
    .command('upload')
    .description('Upload files or folders (recursively) to the research service, optionally into a collection')
    .argument('<paths...>', 'files or folders')
    .option('--collection <name-or-id>', 'put the files into this collection')
    .option('--yes', 'confirm uploading a folder with very many files')
    .option('--no-wait', 'queue the files and return at once (they upload with the next sync)')
    .addHelpText('after', '\nExamples:\n  quire upload paper.pdf notes/ --collection Thesis\n  quire upload ~/papers --yes --json')
    .action(
      bind(runtime, async ({ args, options, out, session, signal }) => {
        const paths = (Array.isArray(args[0]) ? args[0].map(String) : [String(args[0])]).map((path) => resolve(path));
        const core = await session({ autoSync: options.wait !== false });
        const collection = typeof options.collection === 'string' ? await resolveCollection(core, options.collection) : null;
        const result = await core.call('uploads.addPaths', { paths, collectionId: collection?.id ?? null, confirmLarge: options.yes === true });
        if (result.needsConfirmation) {
          throw usageError(`That is ${result.needsConfirmation.count} files; nothing was queued. Run again with --yes to upload them all.`);
        }
        for (const duplicate of result.duplicates) out.note(`Skipped ${duplicate.fileName}: the same content is already uploaded or queued as ${duplicate.existingFileName}.`);
        for (const rejected of result.rejected) out.note(`Skipped ${rejected.path}: ${rejected.reason}`);

        const { files } = await core.call('files.list', {});
        const byId = new Map<string, FileItem>(files.map((file) => [file.id, file]));
        const tracked = new Map<string, Tracked>();
        for (const queued of result.queued) {
          const file = byId.get(queued.id);
          tracked.set(queued.id, { id: queued.id, fileName: queued.fileName, size: file?.size ?? null, bytesSent: file?.bytesSent ?? 0, state: file?.state ?? 'queued', error: file?.error ?? null });
        }
        const report = (status: string | null) => ({
          collection: collection ? { id: collection.id, name: collection.name } : null,
          files: [...tracked.values()],
          duplicates: result.duplicates,
          rejected: result.rejected,
          status,
        });

        if (tracked.size === 0) {
          out.result(report(null));
          out.line(result.duplicates.length > 0 ? 'Nothing new to upload.' : 'Nothing was queued.');
          return result.rejected.length > 0 ? EXIT.failed : OK;
        }
        const target = collection ? ` to ${collection.name}` : '';
        if (options.wait === false) {
          out.result(report('queued'));
          out.line(`Queued ${tracked.size} file${tracked.size === 1 ? '' : 's'}${target}; they upload with the next \`quire sync\` (or when the app is open).`);
          return OK;
        }

        const unsubscribe = core.core.bus.subscribe((name, payload) => {
          if (name !== 'upload.progress') return;
          const progress = payload as EventPayload<'upload.progress'>;
          const entry = tracked.get(progress.fileId);
          if (!entry) return;
          // Bars move with events; 'synced' is recorded only from the table (refresh), which prints it.
          if (progress.state === 'synced') return;
          entry.bytesSent = progress.bytesSent;
          entry.size = progress.size || entry.size;
          entry.state = progress.state;
        });
        const draw = (): void => {
          const entries = [...tracked.values()];
          const active = entries.filter((entry) => entry.state !== 'synced');
          const shown = entries.length <= MAX_BARS ? entries : [...active.slice(0, MAX_BARS - 1)];
          const lines = shown.map((entry) => formatUploadLine(entry));
          if (entries.length > shown.length) lines.push(`… ${entries.length - shown.length} more (${entries.filter((entry) => entry.state === 'synced').length}/${entries.length} done)`);
          out.progress(lines);
        };

        // Progress events are throttled; the files table has the final word on each file.
        const refresh = async (): Promise<void> => {
          const latest = new Map((await core.call('files.list', {})).files.map((file) => [file.id, file]));
          for (const entry of tracked.values()) {
            const file = latest.get(entry.id);
            if (!file) continue;
            if (file.state === 'synced' && entry.state !== 'synced' && !out.progressEnabled) out.line(`uploaded ${oneLine(entry.fileName)} (${formatBytes(file.size)})${target}`);
            entry.state = file.state;
            entry.error = file.error;
            entry.size = file.size;
            entry.bytesSent = file.state === 'synced' ? (file.size ?? file.bytesSent) : file.state === 'uploading' ? Math.max(entry.bytesSent, file.bytesSent) : file.bytesSent;
          }
        };

        // uploads.addPaths has woken the upload queue; no whole sync pass (push, pull, follow) runs beside the upload
        let status = await core.call('sync.status', {});
        let refreshedAt = 0;
        try {
          for (;;) {
            draw();
            const open = [...tracked.values()].filter((entry) => entry.state !== 'synced' && entry.state !== 'failed');
            if (open.length === 0 || signal.aborted) break;
            status = await core.call('sync.status', {});
            // (a service answering with errors, a full disk among them, is not waited on: the files stay queued, and why is said)
            if (status.state === 'offline' || status.state === 'error' || (status.state === 'paused' && status.pausedReason === 'unauthorized')) break;
            await nextEvent(core, ['upload.progress', 'sync.status', 'db.changed'], 1000, signal);
            // events that come close together are read with one refresh (an empty list of names only waits)
            const early = refreshedAt + REFRESH_EVERY_MS - Date.now();
            if (early > 0) await nextEvent(core, [], early, signal);
            refreshedAt = Date.now();
            await refresh();
          }
          await refresh();
        } finally {
          unsubscribe();
          draw();
          out.endProgress();
        }

        const entries = [...tracked.values()];
        // Closing the core cuts an attempt still in flight; the queue restarts it cleanly next time.
        for (const entry of entries) {
          if (entry.state === 'uploading') {
            entry.state = 'queued';
            entry.bytesSent = 0;
          }
        }
        const failed = entries.filter((entry) => entry.state === 'failed');
        const open = entries.filter((entry) => entry.state !== 'synced' && entry.state !== 'failed');
        out.result(report(status.state));
        for (const entry of failed) out.note(`Failed: ${entry.fileName}: ${entry.error ?? 'no reason given'} (retry or discard with: quire pending)`);
        if (signal.aborted && open.length > 0) {
          out.note(`Stopped; ${open.length} file(s) stay queued and upload with the next \`quire sync\`.`);
          return EXIT.interrupted;
        }
        if (open.length > 0 && status.state === 'paused') {
          out.note(`${open.length} file(s) stay queued: the service did not accept the API key. Sign in with \`quire login\`; nothing was lost.`);
          return EXIT.unauthorized;
        }
        if (open.length > 0) {
          out.note(stillQueuedNote(open.length, status, open.map((entry) => entry.error)));
          return status.state === 'offline' ? EXIT.offline : EXIT.failed;
        }
        out.line(`Uploaded ${entries.length - failed.length} of ${entries.length} file${entries.length === 1 ? '' : 's'}${target}.`);
        return failed.length > 0 ? EXIT.failed : OK;
      }),
    );
}
