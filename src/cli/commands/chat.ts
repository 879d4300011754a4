// `quire chat`: send a follow-up question about a job and print the answer as it streams in,
// then its sources; the question goes through the outbox, so it is kept when the service is away.
import type { Command } from 'commander';
import type { EventPayload } from '../../shared/contract';
import type { ChatMessage } from '../../shared/domain';
import { secondsAtLeast } from '../args';
import { CliError, EXIT, usageError } from '../errors';
import { formatChatMessage, shortId } from '../format';
import { resolveJob } from '../resolve';
import { bind, OK, type Runtime } from '../runtime';
import { nextEvent, syncAndSettle } from '../settle';

const SEND_TIMEOUT_MS = 60_000;

export function registerChatCommand(program: Command, runtime: Runtime): void {
  program
    .command('chat')
    .description('Ask a follow-up question about a research job; the answer streams as it arrives')
    .argument('<job-id>', 'the job id, or a unique prefix of it')
    .argument('[question...]', 'the question (leave out with --history)')
    .option('--timeout <s>', 'stop waiting for the answer after this many seconds', secondsAtLeast(1))
    .option('--history', 'print the conversation so far instead of asking (works offline)')
    .addHelpText('after', '\nExamples:\n  quire chat 3f2a9c1e "Which source disagrees with the others?"\n  quire chat 3f2a9c1e --history')
    .action(
      bind(runtime, async ({ args, options, out, session, signal }) => {
        const words = Array.isArray(args[1]) ? args[1].map(String) : [];
        const question = words.join(' ').trim();
        if (options.history === true) {
          const core = await session({ autoSync: false });
          const job = await resolveJob(core, String(args[0]));
          const { messages } = await core.call('chat.list', { jobId: job.id });
          const ordered = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
          out.result({ jobId: job.id, messages: ordered });
          if (ordered.length === 0) out.line('No follow-up questions yet.');
          for (const message of ordered) out.line(`${formatChatMessage(message)}\n`);
          return OK;
        }
        if (question === '') throw usageError('Give a question, e.g. quire chat <job-id> "Which source disagrees?"');
        const core = await session({ autoSync: true });
        const job = await resolveJob(core, String(args[0]));
        const before = new Set((await core.call('chat.list', { jobId: job.id })).messages.map((message) => message.id));

        let userMessageId: string | null = null;
        let replyId: string | null = null;
        let printed = '';
        const unsubscribe = core.core.bus.subscribe((name, payload) => {
          if (name !== 'chat.delta') return;
          const delta = payload as EventPayload<'chat.delta'>;
          if (delta.jobId !== job.id || delta.messageId === userMessageId || before.has(delta.messageId)) return;
          replyId ??= delta.messageId;
          if (delta.messageId !== replyId) return;
          // Print only what extends the text already shown (a resumed stream may resend from the start).
          if (delta.content.startsWith(printed)) {
            out.stream(delta.content.slice(printed.length));
            printed = delta.content;
          }
        });

        try {
          userMessageId = (await core.call('chat.send', { jobId: job.id, content: question })).id;
          const sentId = userMessageId;
          const settled = await syncAndSettle(core, {
            timeoutMs: SEND_TIMEOUT_MS,
            signal,
            done: async () => (await core.call('chat.list', { jobId: job.id })).messages.find((message) => message.id === sentId)?.syncState !== 'pending',
          });
          const started = Date.now();
          let reply: ChatMessage | undefined;
          for (;;) {
            const { messages } = await core.call('chat.list', { jobId: job.id });
            const mine = messages.find((message) => message.id === userMessageId);
            if (mine?.syncState === 'failed') throw new CliError(`The service refused the question: ${mine.error ?? 'no reason given'}. It is kept locally; see: quire pending`, EXIT.failed, null);
            if (mine?.syncState === 'pending') {
              const status = settled.status.state === 'offline' ? settled.status : await core.call('sync.status', {});
              if (status.state === 'offline') throw new CliError(`Saved and queued: the service could not be reached. The question will be sent by the next \`quire sync\`; see the answer with: quire chat ${shortId(job.id)} --history`, EXIT.offline, 'OFFLINE');
              if (status.state === 'paused' && status.pausedReason === 'unauthorized') throw new CliError('Saved and queued, but the service did not accept the API key. Sign in with `quire login`; nothing was lost.', EXIT.unauthorized, 'UNAUTHORIZED');
            }
            reply = messages.find((message) => message.role === 'assistant' && !before.has(message.id) && (replyId === null || message.id === replyId));
            if (reply && reply.status !== 'processing') break;
            if (signal.aborted) break;
            if (options.timeout !== undefined && Date.now() - started >= Number(options.timeout) * 1000) break;
            await nextEvent(core, ['chat.delta', 'db.changed'], 1000, signal);
          }
          if (!reply || reply.status === 'processing') {
            if (printed) out.stream('\n');
            out.result({ jobId: job.id, questionId: userMessageId, answer: reply ?? null, finished: false });
            out.note(`${signal.aborted ? 'Stopped' : 'Gave up'} waiting; the answer keeps arriving in the background of the app or the next \`quire sync\`. Read it with: quire chat ${shortId(job.id)} --history`);
            return signal.aborted ? EXIT.interrupted : EXIT.failed;
          }
          // The stored message is the reconciled final text; show whatever the stream did not.
          if (reply.content.startsWith(printed)) out.stream(reply.content.slice(printed.length));
          else out.stream(`${printed ? '\n\n(final text)\n' : ''}${reply.content}`);
          out.stream('\n');
          out.result({ jobId: job.id, questionId: userMessageId, answer: reply, finished: true });
          if (reply.results.length > 0) {
            out.line('');
            out.line('Sources');
            for (const source of reply.results) out.line(`${source.citationIndex !== null ? `[${source.citationIndex}]` : '[-]'} ${source.title}  ${source.url}`);
          }
          if (reply.status === 'failed') {
            out.note(`The answer failed: ${reply.error ?? 'no reason given'}`);
            return EXIT.failed;
          }
          return OK;
        } finally {
          unsubscribe();
        }
      }),
    );
}
