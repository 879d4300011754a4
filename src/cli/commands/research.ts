// `quire research`: create a research job through the outbox (so it is queued when offline), and
// with --wait follow it on a progress line until it ends, then print the cited answer and sources.
import type { Command } from 'commander';
import { isTerminalStatus, type JobDetail, type SyncStatus } from '../../shared/domain';
import { collect, integerIn, parseResearchFlags, researchOptions, secondsAtLeast } from '../args';
import { CliError, EXIT, usageError, type ExitCode } from '../errors';
import { formatJobProgress, formatSources, notSentLine, shortId } from '../format';
import type { CliIo, Output } from '../io';
import { matchFile, resolveCollection } from '../resolve';
import { bind, OK, type Runtime } from '../runtime';
import type { Session } from '../session';
import { nextEvent, syncAndSettle, type SettleResult } from '../settle';
import { LineReader } from '../prompt';

const SEND_TIMEOUT_MS = 60_000;

/** After a push attempt: was the job sent, queued offline, held back, or refused? */
function outcomeOfPush(job: JobDetail, status: SyncStatus, service: string, settle?: SettleResult): { exitCode: ExitCode; message: string } | null {
  if (job.syncState === 'failed') {
    return { exitCode: EXIT.failed, message: `The service refused the research: ${job.error ?? 'no reason given'}. It is kept locally; retry or discard it with: quire pending` };
  }
  if (job.syncState === 'synced') return null;
  if (status.state === 'offline') {
    return {
      exitCode: EXIT.offline,
      message: `Saved and queued: ${service} could not be reached. It will be sent by the next \`quire sync\` (or when the app is open). Research id: ${job.id}`,
    };
  }
  if (status.state === 'paused' && status.pausedReason === 'unauthorized') {
    return { exitCode: EXIT.unauthorized, message: `Saved and queued, but ${service} did not accept the API key. Sign in with \`quire login\` or pass --api-key; nothing was lost.` };
  }
  if (status.state === 'paused') return { exitCode: EXIT.ok, message: `Saved and queued: ${status.message}. Research id: ${job.id}` };
  if (settle?.interrupted) return { exitCode: EXIT.interrupted, message: `Saved and queued; it will be sent by the next \`quire sync\`. Research id: ${job.id}` };
  if (settle?.timedOut) return { exitCode: EXIT.offline, message: `Saved and queued: ${service} did not take it in time. It will be sent by the next \`quire sync\`. Research id: ${job.id}` };
  return null;
}

/**
 * Pure: the answer's lines as `research --wait` prints them. With a system prompt the answer asked for
 * is the transformed one (with its notes, as `show` prints it); the plain answer stays in `show`.
 * A system prompt whose transformed answer did not come back says so before the plain answer.
 */
export function answerLines(job: Pick<JobDetail, 'content' | 'transformedContent' | 'status' | 'events' | 'id'> & { options: { systemPrompt?: string | null } }): string[] {
  const prompt = job.options.systemPrompt?.trim();
  if (prompt && job.transformedContent?.trim()) {
    return [`System prompt: ${prompt}`, job.transformedContent.trim(), '', `The answer without it: quire show ${shortId(job.id)}`];
  }
  if (job.content) {
    const missing = prompt && job.status === 'completed' ? [`No answer shaped by the system prompt ("${prompt}") came back; this is the plain answer.`, ''] : [];
    return [...missing, job.content.trim()];
  }
  return [job.status === 'failed' ? `The research failed.${job.events.at(-1) ? ` ${job.events.at(-1)?.message}` : ''}` : 'No answer yet.'];
}

export function printAnswer(out: Output, job: JobDetail): void {
  out.line(job.query);
  out.line('');
  for (const line of answerLines(job)) out.line(line);
  out.line('');
  out.line(`Sources (${job.results.length})`);
  out.line(formatSources(job.results));
  out.line('');
  out.line(`Research id ${job.id} · more with: quire show ${shortId(job.id)}`);
}

/** Asks the service's clarifying questions on the terminal; answers given with --answer are not asked again. */
async function brainstorm(core: Session, out: Output, io: CliIo, query: string, given: Record<string, string>, signal: AbortSignal): Promise<{ brainstormSessionId: string; answers: Record<string, string> }> {
  const { sessionId, questions } = await core.call('jobs.brainstorm', { query });
  const answers: Record<string, string> = { ...given };
  const reader = new LineReader(io);
  try {
    for (const question of questions) {
      const keys = question.options.map((option) => option.key);
      if (keys.length === 0 || (answers[question.id] !== undefined && keys.includes(answers[question.id] ?? ''))) continue;
      out.note(`\n${question.question}`);
      for (const option of question.options) out.note(`  ${option.key}) ${option.text}`);
      let chosen: string | null = null;
      while (chosen === null) {
        out.note(`Answer ${keys.join('/')} (Enter for ${keys[0]}):`);
        const line = await reader.next(signal);
        if (line === null || line === '') chosen = keys[0] ?? '';
        else if (keys.includes(line)) chosen = line;
        else out.note(`"${line}" is not one of ${keys.join(', ')}.`);
      }
      answers[question.id] = chosen;
    }
  } finally {
    reader.close();
  }
  return { brainstormSessionId: sessionId, answers };
}

export async function followJob(session: Session, out: Output, jobId: string, signal: AbortSignal, timeoutMs: number | null): Promise<{ job: JobDetail; ended: 'done' | 'interrupted' | 'timeout' }> {
  const started = Date.now();
  let job = await session.call('jobs.get', { id: jobId });
  let outOfContact = false;
  for (;;) {
    out.progress([formatJobProgress(job, (Date.now() - started) / 1000)]);
    if (isTerminalStatus(job.status) && job.syncState === 'synced') return { job, ended: 'done' };
    if (signal.aborted) return { job, ended: 'interrupted' };
    if (timeoutMs !== null && Date.now() - started >= timeoutMs) return { job, ended: 'timeout' };
    // The engine follows the job on its own; wake on its changes, or once a second for the clock.
    await nextEvent(session, ['db.changed', 'sync.status'], 1000, signal);
    job = await session.call('jobs.get', { id: jobId });
    if (job.syncState !== 'synced' || job.serverId === null) {
      const status = await session.call('sync.status', {});
      const outcome = outcomeOfPush(job, status, await session.describeService());
      if (outcome && outcome.exitCode !== EXIT.ok) throw new CliError(outcome.message, outcome.exitCode, null);
    } else if (!isTerminalStatus(job.status)) {
      // a job the service has: say when it can no longer be reached (what is shown is then as last synced), and when it can again
      const contact = contactNote(outOfContact, await session.call('sync.status', {}), await session.describeService());
      outOfContact = contact.out;
      if (contact.note) {
        out.endProgress();
        out.note(contact.note);
      }
    }
  }
}

/**
 * Pure: what --wait says on stderr while it follows a job the service has, when the service stops answering and when
 * it answers again (before, a killed service left a script's log silent for as long as it waited).
 */
export function contactNote(wasOut: boolean, status: Pick<SyncStatus, 'state' | 'message'>, service: string): { out: boolean; note: string | null } {
  const out = status.state === 'offline' || status.state === 'error';
  if (out && !wasOut) return { out, note: `Lost contact with ${service} (${status.message}). Still waiting; the research is shown as last synced. Stop with Ctrl-C, or give --timeout.` };
  if (!out && wasOut) return { out, note: `${service} answers again; following the research.` };
  return { out, note: null };
}

export function registerResearchCommand(program: Command, runtime: Runtime): void {
  program
    .command('research')
    .description('Start a research job (queued locally when the service cannot be reached)')
    .argument('<query...>', 'the research question')
    .option('--loops <n>', 'reasoning loops to request (1-10)', integerIn(1, 10))
    .option('--file <name-or-id>', 'restrict to an uploaded file (repeatable)', collect)
    .option('--collection <name-or-id>', 'restrict to a collection (repeatable)', collect)
    .option('--source-timeout <s>', 'seconds allowed per source (3-180)', integerIn(3, 180))
    .option('--early-exit', 'allow the service to stop early when a loop finds nothing new')
    .option('--reasoning-mode', 'ask for the reasoning mode')
    .option('--exclude-social', 'leave out social media sources')
    .option('--exclude-domain <domain>', 'leave out sources from this domain (repeatable)', collect)
    .option('--system-prompt <text>', 'shape the transformed content (e.g. "Bullet summary")')
    .option('--model <name>', 'the model to use (default: automatic)')
    .option('--brainstorm', 'first answer the service’s clarifying questions (asked here, answered on stdin)')
    .option('--brainstorm-session <id>', 'use an earlier brainstorm session')
    .option('--answer <question-id=key>', 'answer a clarifying question non-interactively (repeatable)', collect)
    .option('--wait', 'follow the job and print the cited answer when it is done')
    .option('--timeout <s>', 'with --wait: stop waiting after this many seconds (the job keeps running)', secondsAtLeast(1))
    .option('--quiet', 'with --wait: no terminal bell when the research ends')
    .addHelpText(
      'after',
      '\nExamples:\n  quire research "How do sea otters affect kelp forests?" --wait\n  quire research "lithium plating at low temperature" --loops 5 --collection Thesis\n  quire research "coffee and sleep" --json   # prints {"id", "syncState", ...}',
    )
    .action(
      bind(runtime, async ({ args, options: rawOptions, out, io, session, signal }) => {
        const words = Array.isArray(args[0]) ? args[0].map(String) : [String(args[0])];
        const query = words.join(' ').trim();
        if (query === '') throw usageError('Give a research question, e.g. quire research "How do sea otters affect kelp forests?"');
        const flags = parseResearchFlags(rawOptions);
        if (flags.brainstorm && flags.brainstormSession) throw usageError('Use either --brainstorm (a new session) or --brainstorm-session <id>, not both.');
        const core = await session({ autoSync: true });
        const collectionIds: string[] = [];
        for (const reference of flags.collection ?? []) collectionIds.push((await resolveCollection(core, reference)).id);
        if (flags.file && flags.file.length > 0) {
          const { files } = await core.call('files.list', {});
          flags.file = flags.file.map((reference) => matchFile(files, reference).id);
        }

        const options = researchOptions(flags, collectionIds);
        if (flags.brainstorm) Object.assign(options, await brainstorm(core, out, io, query, options.answers ?? {}, signal));
        const { id } = await core.call('jobs.create', { query, options });
        const settled = await syncAndSettle(core, {
          timeoutMs: SEND_TIMEOUT_MS,
          signal,
          onStatus: (status) => out.progress([`◌ sending · ${status.message}`]),
          done: async () => (await core.call('jobs.get', { id })).syncState !== 'pending',
        });
        let job = await core.call('jobs.get', { id });
        const service = await core.describeService();
        const outcome = outcomeOfPush(job, settled.status, service, settled);

        if (!flags.wait || (outcome && outcome.exitCode !== EXIT.ok)) {
          out.result({ id: job.id, serverId: job.serverId, query: job.query, status: job.status, syncState: job.syncState, sent: job.syncState === 'synced', message: outcome?.message ?? null });
          if (outcome) out.note(outcome.message);
          else out.line(`Started research ${job.id} (${job.status}). Follow it with: quire show ${shortId(job.id)} --wait`);
          return outcome?.exitCode ?? OK;
        }

        if (outcome) out.note(outcome.message);
        const followed = await followJob(core, out, id, signal, flags.timeout === undefined ? null : flags.timeout * 1000);
        job = followed.job;
        out.endProgress();
        if (followed.ended !== 'done') {
          const status = await core.call('sync.status', {});
          out.result({ ...job, waited: followed.ended });
          out.note(stoppedWaitingNote(followed.ended, job, status));
          return followed.ended === 'interrupted' ? EXIT.interrupted : EXIT.failed;
        }
        out.result(job);
        printAnswer(out, job);
        if (shouldRingBell({ terminal: io.stderr.isTTY === true, quiet: rawOptions.quiet === true })) io.stderr.write('\u0007');
        return job.status === 'failed' ? EXIT.failed : OK;
      }),
    );
}

/**
 * Pure: what `--wait` says when it stops before the end. A job the service has is running and goes
 * on; one never sent is not running, and the note says what holds it (a pause, its reason and what
 * lifts it; offline) instead of claiming the research continues.
 */
export function stoppedWaitingNote(ended: 'interrupted' | 'timeout', job: Pick<JobDetail, 'id' | 'serverId' | 'syncState'>, status: SyncStatus | null): string {
  const why = ended === 'interrupted' ? 'Stopped waiting' : 'Gave up waiting';
  if (job.serverId === null && job.syncState !== 'synced') return `${why}. ${notSentLine(status)} See it later with: quire show ${shortId(job.id)}`;
  // a service that does not answer may have stopped with the research: that it continues is not known
  if (status && (status.state === 'offline' || status.state === 'error')) {
    return `${why}. The research service could not be reached when it stopped, so whether the research continues there is not known. See it later with: quire show ${shortId(job.id)}`;
  }
  return `${why}; the research continues. See it later with: quire show ${shortId(job.id)}`;
}

/** `research --wait` rings the terminal bell when the research ends (completed or failed), so a
 *  user who switched away hears it; not with --quiet, and never into a pipe or file. */
export function shouldRingBell({ terminal, quiet }: { terminal: boolean; quiet: boolean }): boolean {
  return terminal && !quiet;
}
