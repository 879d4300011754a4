// The chat.send pusher: waits for its job's server id, reconciles after a lost answer (the user
// message with the same text, and its reply), sends, and hands a processing reply to the chat follower.
import type { WireChatMessage } from '../api/wire';
import type { OutboxRow } from '../db/repo';
import { supportsAgentFeatures, type EngineContext } from './context';
import { failUnsupported, isAdoptable, localJobServerId, settlingBeforeResend, waitFor } from './intents';
import { finishChatMessage, refreshChat } from './chat';

export async function pushChat(ctx: EngineContext, row: OutboxRow): Promise<void> {
  if (!supportsAgentFeatures(ctx)) return failUnsupported(ctx, row, 'chat');
  const payload = JSON.parse(row.payload_json) as { jobId: string; content: string };
  const jobServerId = localJobServerId(ctx, payload.jobId);
  if (!jobServerId) return waitFor(ctx, row, 'Waiting for the research to be created.', payload.jobId);
  if (row.maybe_sent) {
    const messages = await ctx.client.listChat(jobServerId);
    if (reconcileChat(ctx, row, payload.jobId, messages, payload.content) || settlingBeforeResend(ctx, row)) return;
  }
  if (!ctx.repo.markSending(row.id)) return;
  const reply = await ctx.client.sendChat(jobServerId, payload.content, row.id);
  adoptChatReply(ctx, row, payload.jobId, jobServerId, reply);
}

/** Finds the exchange a lost chat request created: a user message with the same text, or its reply. */
function reconcileChat(ctx: EngineContext, row: OutboxRow, jobId: string, messages: WireChatMessage[], content: string): boolean {
  const sorted = [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const userIndex = sorted.findIndex((m) => m.role === 'user' && m.content === content && isAdoptable(ctx, 'chat_messages', m.id, row.target_id));
  if (userIndex < 0) return false;
  const jobServerId = localJobServerId(ctx, jobId) ?? jobId;
  const reply = sorted.slice(userIndex + 1).find((m) => m.role !== 'user');
  ctx.repo.completeIntent(row, () => {
    ctx.repo.applyChatMessage(jobId, sorted[userIndex]!, row.target_id);
    if (reply) ctx.repo.applyChatMessage(jobId, reply);
  });
  if (reply && reply.status === 'processing') ctx.track(finishChatMessage(ctx, jobId, reply.id, reply.id, true, jobServerId));
  return true;
}

function adoptChatReply(ctx: EngineContext, row: OutboxRow, jobId: string, jobServerId: string, reply: WireChatMessage): void {
  let replyId = reply.id;
  ctx.repo.completeIntent(row, () => {
    if (reply.role === 'user') {
      ctx.repo.applyChatMessage(jobId, reply, row.target_id);
    } else {
      ctx.repo.markChatCompleted(row.target_id);
      replyId = ctx.repo.applyChatMessage(jobId, { ...reply, content: reply.status === 'processing' ? '' : reply.content });
    }
  });
  if (reply.role !== 'user') ctx.track(finishChatMessage(ctx, jobId, replyId, reply.id, reply.status === 'processing', jobServerId));
  else ctx.track(refreshChat(ctx, jobId));
}
