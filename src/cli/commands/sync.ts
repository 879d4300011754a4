// `quire sync`: push the outbox and mirror everything (jobs with result details, files, collections,
// chat) once with --once, or keep following until interrupted; prints a summary of the mirror. --once
// also waits (within the engine's chat wait) for chat replies still being written, as the status says.
import type { Command } from 'commander';
import type { SyncStatus } from '../../shared/domain';
import { secondsAtLeast } from '../args';
import { EXIT, type ExitCode } from '../errors';
import { formatSyncSummary, formatTimestamp, syncTimeoutNote, type SyncSummary } from '../format';
import { bind, type Runtime } from '../runtime';
import type { Session } from '../session';
import { nextEvent, syncAndSettle } from '../settle';

/** Extra passes to fetch result details for completed jobs not yet readable offline. */
const MAX_DETAIL_PASSES = 3;

async function summarise(session: Session, status: SyncStatus, sent: number): Promise<SyncSummary> {
  let jobs = 0;
  let offline = 0;
  let running = 0;
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const page = await session.call('jobs.list', { offset, limit: pageSize });
    jobs = page.total;
    for (const job of page.items) {
      if (job.availableOffline) offline++;
      if (job.status !== 'completed' && job.status !== 'failed') running++;
    }
    if (offset + pageSize >= page.total || page.items.length === 0) break;
  }
  const { collections } = await session.call('collections.list', {});
  const { files } = await session.call('files.list', {});
  return {
    service: await session.describeService(),
    state: status.state,
    message: status.message,
    jobs,
    jobsAvailableOffline: offline,
    jobsRunning: running,
    collections: collections.length,
    files: files.length,
    sent,
    waiting: status.pending,
    failed: status.failed,
    lastSyncAt: status.lastSyncAt,
  };
}

async function completedWithoutDetails(session: Session): Promise<number> {
  const page = await session.call('jobs.list', { status: 'completed', limit: 1000 });
  return page.items.filter((job) => !job.availableOffline).length;
}

function exitCodeFor(status: SyncStatus, syncedBefore: string | null): ExitCode {
  if (status.state === 'paused' && status.pausedReason === 'unauthorized') return EXIT.unauthorized;
  if (status.state === 'error') return EXIT.serviceErrors;
  // Offline and no pass ever completed during this run: nothing was synced.
  if (status.state === 'offline' && status.lastSyncAt === syncedBefore) return EXIT.offline;
  return EXIT.ok;
}

export function registerSyncCommand(program: Command, runtime: Runtime): void {
  program
    .command('sync')
    .description('Send queued work and mirror jobs, sources, files, collections and chat; keeps following until Ctrl-C')
    .option('--once', 'one full pass, then print a summary and exit')
    .option('--timeout <s>', 'with --once: give up waiting for queued work after this many seconds', secondsAtLeast(1), 120)
    .addHelpText('after', '\nExit codes: 0 synced, 1 --timeout reached with work still queued, or the notebook (quire notebook-sync) could not be synced, 3 the service could not be reached and nothing was synced, 4 the API key was refused, 5 the service answered with errors (5xx or garbled answers; the library is as last synced).\n\nExamples:\n  quire sync --once\n  quire sync            # follow until Ctrl-C (e.g. a nightly mirror under a service manager)')
    .action(
      bind(runtime, async ({ options, out, session, signal }) => {
        const core = await session({ autoSync: true });
        const before = await core.call('sync.status', {});
        const pendingBefore = before.pending;
        const showStatus = (status: SyncStatus): void => out.progress([`⟳ ${status.message}`]);

        if (options.once === true) {
          let result = await syncAndSettle(core, { timeoutMs: Number(options.timeout) * 1000, signal, onStatus: showStatus });
          for (let pass = 0; pass < MAX_DETAIL_PASSES && result.status.state === 'online' && !signal.aborted; pass++) {
            if ((await completedWithoutDetails(core)) === 0) break;
            result = await syncAndSettle(core, { timeoutMs: Number(options.timeout) * 1000, signal, onStatus: showStatus });
          }
          out.clearProgress();
          const summary = await summarise(core, result.status, Math.max(0, pendingBefore - result.status.pending - (result.status.failed - before.failed)));
          // The notebook syncs in the same run when a notebook sync target is set (quire notebook-sync set).
          const notebookStatus = (await core.call('notebookSync.status', {})).configured ? await core.call('notebookSync.now', {}) : null;
          out.result({ ...summary, timedOut: result.timedOut, ...(notebookStatus ? { notebook: notebookStatus.line } : {}) });
          out.line(formatSyncSummary(summary));
          if (notebookStatus) out.line(notebookStatus.line);
          if (result.timedOut) out.note(syncTimeoutNote(Number(options.timeout), result.status));
          const code = result.timedOut && result.status.state !== 'offline' ? EXIT.failed : exitCodeFor(result.status, before.lastSyncAt);
          if (code === EXIT.offline) out.note(`Could not reach ${summary.service}; nothing was synced. Queued work is kept and will be sent next time.`);
          if (code === EXIT.serviceErrors) out.note(`${summary.service} answered with errors: ${result.status.message}`);
          if (code === EXIT.unauthorized) out.note(`${summary.service} did not accept the API key. Sign in with \`quire login\` or pass --api-key; nothing was lost.`);
          // The research synced but the notebook did not: not a success either (its line above says why).
          if (code === EXIT.ok && notebookStatus?.error) return EXIT.failed;
          return code;
        }

        // Follow mode: the engine's own loops do the work; print each change of state until interrupted.
        await core.call('sync.now', {});
        let lastMessage = '';
        let latest = await core.call('sync.status', {});
        while (!signal.aborted) {
          if (latest.message !== lastMessage) {
            lastMessage = latest.message;
            if (out.progressEnabled) showStatus(latest);
            else if (!out.json) out.note(`${formatTimestamp(new Date().toISOString())} ${latest.message}`);
          }
          await nextEvent(core, ['sync.status'], 5000, signal);
          latest = await core.call('sync.status', {});
        }
        out.clearProgress();
        const summary = await summarise(core, latest, Math.max(0, pendingBefore - latest.pending));
        out.result(summary);
        out.line(formatSyncSummary(summary));
        return exitCodeFor(latest, before.lastSyncAt);
      }),
    );
}
