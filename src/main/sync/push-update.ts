// The update.create pusher: a research update on a job, reconciled by its text after a lost answer.
import type { OutboxRow } from '../db/repo';
import { supportsAgentFeatures, type EngineContext } from './context';
import { failUnsupported, isAdoptable, localJobServerId, settlingBeforeResend, waitFor } from './intents';

export async function pushUpdate(ctx: EngineContext, row: OutboxRow): Promise<void> {
  if (!supportsAgentFeatures(ctx)) return failUnsupported(ctx, row, 'research updates');
  const payload = JSON.parse(row.payload_json) as { jobId: string; content: string };
  const jobServerId = localJobServerId(ctx, payload.jobId);
  if (!jobServerId) return waitFor(ctx, row, 'Waiting for the research to be created.', payload.jobId);
  if (row.maybe_sent) {
    const updates = await ctx.client.listUpdates(jobServerId);
    const match = updates.find((u) => u.update_content === payload.content && (!u.id || isAdoptable(ctx, 'research_updates', u.id, row.target_id)));
    if (match) {
      ctx.repo.completeIntent(row, () => ctx.repo.markUpdateSynced(row.target_id, match.id ?? null, match.created_at ?? null));
      return;
    }
    if (settlingBeforeResend(ctx, row)) return;
  }
  if (!ctx.repo.markSending(row.id)) return;
  const created = await ctx.client.createUpdate(jobServerId, payload.content, row.id);
  ctx.repo.completeIntent(row, () => ctx.repo.markUpdateSynced(row.target_id, created.id ?? null, created.created_at ?? null));
  ctx.repo.setPoll(payload.jobId, 0, ctx.timing.followMinMs);
}
