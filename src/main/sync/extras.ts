// The rest of a job's mirror beyond the job itself: its progress events and the research updates
// made on it anywhere (this device, another device, the service's agents), fetched while it runs,
// once when a job finished elsewhere is made readable offline, and when a job missing them is opened;
// and a source's raw content, fetched on demand and kept for offline reading (capped).
import { ApiError } from '../api/client';
import { supportsAgentFeatures, type EngineContext } from './context';

/** Raw content kept per source, in characters: a hostile or huge source is cut, and says so. */
export const MAX_RAW_CHARS = 2_000_000;

/** Fetches a job's events and updates; only a lost connection or a refused key stops the caller. */
export async function fetchExtras(ctx: EngineContext, jobId: string, serverId: string): Promise<boolean> {
  if (!supportsAgentFeatures(ctx)) return false;
  let changed = false;
  try {
    if (ctx.repo.applyEvents(jobId, await ctx.client.getEvents(serverId))) changed = true;
    if (ctx.repo.applyUpdates(jobId, await ctx.client.listUpdates(serverId))) changed = true;
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'network' || error.status === 401)) throw error;
  }
  return changed;
}

/** A finished job opened with no events mirrored: fetch them (and its updates); one fetch at a time. */
export async function completeOpenedJob(ctx: EngineContext, seen: Set<string>, jobId: string): Promise<void> {
  if (seen.has(jobId)) return;
  const job = ctx.repo.getJob(jobId);
  if (!job?.server_id || ctx.repo.hasEvents(jobId)) return;
  seen.add(jobId);
  try {
    await fetchExtras(ctx, jobId, job.server_id);
  } finally {
    // asked again only if events were found (a job the service has none for is not asked every open)
    if (ctx.repo.hasEvents(jobId)) seen.delete(jobId);
  }
}

export interface RawSource {
  content: string;
  /** Whether it came from the mirror (readable offline) or was fetched now. */
  from: 'mirror' | 'service';
  /** Whether the kept text was cut at MAX_RAW_CHARS. */
  truncated: boolean;
}

/** A source's raw content: the kept copy, else fetched from the service and kept. null: no such source. */
export async function rawSource(ctx: EngineContext, jobId: string, resultId: string): Promise<RawSource | null> {
  const known = ctx.repo.rawSource(jobId, resultId);
  if (!known) return null;
  if (known.raw !== null) return { content: known.raw, from: 'mirror', truncated: known.raw.length >= MAX_RAW_CHARS };
  if (!known.jobServerId) throw new ApiError('http', 'This research has not reached the service yet.', 409);
  const fetched = (await ctx.client.getResultContent(known.jobServerId, resultId, 'raw')).content;
  const content = fetched.slice(0, MAX_RAW_CHARS);
  ctx.repo.keepRawSource(jobId, resultId, content);
  return { content, from: 'service', truncated: fetched.length > MAX_RAW_CHARS };
}
