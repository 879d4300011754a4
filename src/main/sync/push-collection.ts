// The collection pushers: collection.create (reconciled by name after a lost answer) and
// collection.update (a PATCH, idempotent, so a resend after a lost answer is safe).
import type { OutboxRow } from '../db/repo';
import { supportsAgentFeatures, type EngineContext } from './context';
import { failUnsupported, isAdoptable, settlingBeforeResend, waitFor } from './intents';
import { listAllCollections } from './pull';

export async function pushCollectionCreate(ctx: EngineContext, row: OutboxRow): Promise<void> {
  if (!supportsAgentFeatures(ctx)) return failUnsupported(ctx, row, 'collections');
  const payload = JSON.parse(row.payload_json) as { name: string; description: string };
  if (row.maybe_sent) {
    const all = await listAllCollections(ctx);
    const match = all.find((c) => c.name === payload.name && isAdoptable(ctx, 'collections', c.id, row.target_id));
    if (match) return adoptCollection(ctx, row, match.id, match.created_at, match.updated_at ?? match.created_at);
    if (settlingBeforeResend(ctx, row)) return;
  }
  if (!ctx.repo.markSending(row.id)) return;
  const created = await ctx.client.createCollection(payload.name, payload.description, row.id);
  adoptCollection(ctx, row, created.id, created.created_at, created.updated_at ?? created.created_at);
}

function adoptCollection(ctx: EngineContext, row: OutboxRow, serverId: string, createdAt: string, updatedAt: string): void {
  ctx.repo.completeIntent(row, () => ctx.repo.adoptCollectionRow(row.target_id, serverId, createdAt, updatedAt));
  ctx.kick();
}

export async function pushCollectionUpdate(ctx: EngineContext, row: OutboxRow): Promise<void> {
  if (!supportsAgentFeatures(ctx)) return failUnsupported(ctx, row, 'collections');
  const collection = ctx.repo.collectionRow(row.target_id);
  if (!collection) return ctx.repo.completeIntent(row, () => undefined);
  if (!collection.server_id) return waitFor(ctx, row, 'Waiting for the collection to be created.', collection.id);
  const patch = JSON.parse(row.payload_json) as { name?: string; description?: string };
  if (!ctx.repo.markSending(row.id)) return;
  const updated = await ctx.client.updateCollection(collection.server_id, patch);
  ctx.repo.completeIntent(row, () => ctx.repo.setCollectionUpdatedAt(row.target_id, updated.updated_at ?? updated.created_at));
}
