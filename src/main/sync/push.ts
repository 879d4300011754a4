// Push: sends every due intent except uploads, in creation order, one pusher per intent kind; an error
// goes through the policy (defer, fail, pause for the key or for credit, stop the queue).
import { ApiError } from '../api/client';
import type { OutboxKind, OutboxRow } from '../db/repo';
import type { EngineContext } from './context';
import { handleIntentError } from './intents';
import { pushChat } from './push-chat';
import { pushCollectionCreate, pushCollectionUpdate } from './push-collection';
import { pushJob } from './push-job';
import { pushUpdate } from './push-update';

type Pusher = (ctx: EngineContext, row: OutboxRow) => Promise<void>;

const PUSHERS: Record<Exclude<OutboxKind, 'file.upload'>, Pusher> = {
  'job.create': pushJob,
  'collection.create': pushCollectionCreate,
  'collection.update': pushCollectionUpdate,
  'chat.send': pushChat,
  'update.create': pushUpdate,
};

export async function pushOutbox(ctx: EngineContext): Promise<void> {
  for (const row of ctx.repo.activeIntents()) {
    if (ctx.stopped() || ctx.facts.unauthorized) return;
    if (row.kind === 'file.upload' || row.next_attempt_at > Date.now()) continue;
    const fresh = ctx.repo.outboxRow(row.id);
    if (!fresh || fresh.state === 'failed' || fresh.kind === 'file.upload') continue;
    try {
      await PUSHERS[fresh.kind](ctx, fresh);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (handleIntentError(ctx, fresh, error)) return;
    }
  }
}
