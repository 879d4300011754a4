// The chat follower: streams a processing answer into SQLite (capped), falls back to polling the
// message when the stream is cut, and always ends with the REST resource's text; refreshes a job's chat;
// follows every reply the mirror holds as still being written (status processing) until it is complete.
import { sleep } from '../api/client';
import type { WireChatMessage } from '../api/wire';
import { supportsAgentFeatures, type EngineContext } from './context';
import { localJobServerId } from './intents';

/** The most text a streamed answer may grow to: past it the stream is stopped and the REST text replaces it. */
export const MAX_STREAMED_CHARS = 1_000_000;
/** Streamed deltas are written to SQLite at most this often (one write per frame is quadratic in a long answer). */
const CHAT_FLUSH_MS = 40;

/** Streams a processing answer into SQLite; on a cut stream, polls the message; reconciles the final text. */
export async function finishChatMessage(ctx: EngineContext, jobId: string, localId: string, serverId: string, stream: boolean, jobServerIdHint?: string): Promise<void> {
  if (ctx.streaming.has(localId)) return;
  ctx.streaming.add(localId);
  // the status counts this reply as work of the pass until it is complete (or the chat wait is over)
  ctx.facts.chatFollowers.set(localId, Date.now());
  ctx.publishStatus();
  const waitOver = setTimeout(() => ctx.publishStatus(), ctx.timing.chatWaitMs);
  waitOver.unref();
  try {
    const jobServerId = jobServerIdHint ?? localJobServerId(ctx, jobId);
    if (!jobServerId) return;
    let completed = false;
    if (stream) {
      let pending = '';
      let streamed = 0;
      let lastFlush = 0;
      const flush = (): void => {
        if (!pending || ctx.stopped()) return;
        const delta = pending;
        pending = '';
        lastFlush = Date.now();
        const content = ctx.repo.appendChatDelta(localId, delta, MAX_STREAMED_CHARS);
        ctx.events.chatDelta({ jobId, messageId: localId, delta, content });
      };
      try {
        ctx.repo.clearChatContent(localId);
        completed = await ctx.client.streamChat(
          jobServerId,
          serverId,
          (frame) => {
            if (ctx.stopped()) return false;
            pending += frame.delta;
            streamed += frame.delta.length;
            if (Date.now() - lastFlush >= CHAT_FLUSH_MS) flush();
            // an answer that never ends: stop reading; the REST resource has the real text
            return streamed < MAX_STREAMED_CHARS;
          },
          ctx.signal,
        );
      } catch {
        completed = false;
      }
      flush();
    }
    // the REST resource is the truth: poll until it is no longer processing
    for (let attempt = 0; !ctx.stopped(); attempt++) {
      let message: WireChatMessage;
      try {
        message = await ctx.client.getChatMessage(jobServerId, serverId);
      } catch {
        await sleep(Math.min(ctx.timing.followMaxMs, ctx.timing.followMinMs * 2 ** Math.min(attempt, 4)), ctx.signal);
        continue;
      }
      if (ctx.stopped()) return;
      if (message.status !== 'processing' || attempt > 200) {
        ctx.repo.applyChatMessage(jobId, message, localId);
        return;
      }
      if (completed && attempt === 0) {
        await sleep(50, ctx.signal);
        continue;
      }
      await sleep(Math.min(ctx.timing.followMaxMs, ctx.timing.followMinMs * 1.5 ** Math.min(attempt, 6)), ctx.signal);
    }
  } finally {
    clearTimeout(waitOver);
    ctx.streaming.delete(localId);
    ctx.facts.chatFollowers.delete(localId);
    ctx.publishStatus();
  }
}

/**
 * Follows every reply the mirror holds as still being written and no follower fetches: one stored
 * by an earlier run that stopped while it was written (a one-shot `quire sync`), or brought by a
 * refresh of the job's chat. Each is fetched again until the service says it is complete.
 */
export function resumeChatReplies(ctx: EngineContext): void {
  if (ctx.stopped()) return;
  for (const message of ctx.repo.chatMessagesProcessing()) {
    if (ctx.streaming.has(message.id)) continue;
    ctx.track(finishChatMessage(ctx, message.job_id, message.id, message.server_id ?? message.id, false));
  }
}

/** Mirrors a job's chat from the service. */
export async function refreshChat(ctx: EngineContext, jobId: string): Promise<void> {
  if (!supportsAgentFeatures(ctx)) return;
  const job = ctx.repo.getJob(jobId);
  if (!job?.server_id) return;
  let messages: WireChatMessage[];
  try {
    messages = await ctx.client.listChat(job.server_id);
  } catch {
    return;
  }
  const pendingUsers = ctx.repo.unconfirmedUserChats(job.id);
  const claimed = new Set<string>();
  if (ctx.stopped()) return;
  ctx.repo.db.transaction(() => {
    for (const message of messages) {
      if (ctx.streaming.has(message.id)) continue;
      if (ctx.repo.chatRow(message.id)) {
        ctx.repo.applyChatMessage(job.id, message);
        continue;
      }
      // a user message we sent whose intent is still being reconciled is left to the outbox
      const mine = pendingUsers.find((p) => p.content === message.content && message.role === 'user' && !claimed.has(p.id));
      if (mine) {
        claimed.add(mine.id);
        // once its intent is done, the local row takes the service's id (the next refresh then matches it)
        if (ctx.repo.outboxForTarget(mine.id).length === 0) ctx.repo.claimChatServerId(mine.id, message.id);
        continue;
      }
      ctx.repo.applyChatMessage(job.id, message);
    }
  })();
}
