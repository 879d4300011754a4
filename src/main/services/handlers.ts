// The contract's operations over the active profile's mirror and engine. Reads come from SQLite only;
// writes become local rows plus outbox intents; the few online-only operations map errors to sentences.
import { limitProblem } from '../sync/limits';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { CoreHandlers } from '../../shared/contract';
import { isOpenableExternalUrl } from '../security';
import { JobOptionsSchema, isTerminalStatus, type Profile, type ProfileCheck, type ProfileSyncSummary } from '../../shared/domain';
import { QuireError } from '../../shared/errors';
import { ApiClient } from '../api/client';
import { checkProfile } from '../api/probe';
import { intakePaths, uploadedName } from '../sync/upload-intake';
import { JobListStore } from '../db/job-list';
import type { Repo } from '../db/repo';
import type { ProfileStore, SecretStore, StoredProfile } from './profiles';
import { toQuireError, type Session } from './session';
import { chatSearchOf, withChatHits } from '../db/chat-search';

export interface HandlerContext {
  readonly dataDir: string;
  readonly transport: 'electron' | 'browser' | 'cli';
  readonly version: string;
  readonly profiles: ProfileStore;
  readonly secrets: SecretStore;
  openExternal(url: string): Promise<void>;
  session(): Session;
  /** The profile this process uses (may differ from the stored active one: CLI --profile). */
  activeId(): string;
  /** Whether the active profile talks to the embedded local service. */
  isEmbedded(): boolean;
  /** Closes the active session and opens profile `id`. */
  activate(id: string): Promise<void>;
  /** Re-applies a changed key or version to the active session. */
  refreshActive(): Promise<void>;
  /** Reopens a profile whose key or version changed, in the window or in the background. */
  reopen(id: string): Promise<void>;
  /** Closes a profile's session (before it is removed). */
  closeProfile(id: string): Promise<void>;
  /** Opens in the background every profile that can sync and is not open yet. */
  openBackground(): Promise<void>;
  /** How a profile's sync stands, or null while it is not open. */
  profileSummary(id: string): ProfileSyncSummary | null;
  /** The profile's open session (in the window or syncing in the background), or null. */
  openSession(id: string): Session | null;
  /** Whether the profile talks to a service given for this process only (CLI --base-url). */
  isOverridden(id: string): boolean;
}

function notFound(what: string): QuireError {
  return new QuireError('NOT_FOUND', `${what} is not in this library.`);
}

/** Online-only calls: errors become the contract's shape. */
async function online<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toQuireError(error);
  }
}


/** A preview shows at most this many characters of a file's text. */
export const FILE_PREVIEW_CHARS = 200_000;

/** Why a file has no text kept on this machine when it was never read here, in words. Pure. */
export function neverReadNote(embedded: boolean): string {
  return embedded
    ? 'Quire has not read this file\'s text yet; it reads the local library\'s files when it syncs.'
    : 'This file was not uploaded from this machine, and the research service offers no way to read a file back, so Quire has no copy of its text.';
}

/** Why a file's text cannot be previewed, or null when the service can give it (pure; table-tested). */
export function filePreviewAvailability(file: { embedded: boolean; uploaded: boolean }): string | null {
  if (!file.embedded) return 'The research service offers no way to read a file back, so Quire cannot show its text. The local library can.';
  if (!file.uploaded) return 'This file has not reached the local library yet; its text can be shown once it is uploaded.';
  return null;
}

/** One job-list store per mirror (per profile session). */
const jobLists = new WeakMap<Repo, JobListStore>();
function jobListOf(repo: Repo): JobListStore {
  let store = jobLists.get(repo);
  if (!store) {
    store = new JobListStore(repo.db, repo);
    jobLists.set(repo, store);
  }
  return store;
}

export function createHandlers(ctx: HandlerContext): CoreHandlers {
  const agentOnly = (what: string): void => {
    if (ctx.session().options.apiVersion === '2025-08-08') {
      throw new QuireError('FORBIDDEN', `This profile uses API version 2025-08-08, which has no ${what}. Switch the profile to 2025-11-27 in Settings to use it.`);
    }
  };
  const profileView = (p: StoredProfile, hasKey: boolean): Profile => ({
    id: p.id,
    name: p.name,
    kind: p.kind,
    baseUrl: p.kind === 'local' && ctx.activeId() === p.id ? ctx.session().options.baseUrl : p.baseUrl,
    apiVersion: p.apiVersion,
    hasKey,
    active: ctx.activeId() === p.id,
    lastCheck: p.lastCheck ?? null,
    limits: { concurrency: p.limits?.concurrency?.value ?? null, budget: p.limits?.budget?.value ?? null },
    sync: ctx.profileSummary(p.id),
  });
  /** Tests a remote profile's address and key with one request and remembers what it found. */
  const testProfile = async (p: StoredProfile): Promise<ProfileCheck> => {
    const check = await checkProfile({ baseUrl: p.baseUrl, apiKey: (await ctx.secrets.get(p.id)) ?? '', apiVersion: p.apiVersion });
    ctx.profiles.recordCheck(p.id, check);
    return check;
  };

  const handlers: CoreHandlers = {
    'app.info': async () => ({ version: ctx.version, transport: ctx.transport === 'electron' ? 'electron' : 'browser', dataDir: ctx.dataDir, embedded: ctx.isEmbedded() }),
    'app.openExternal': async ({ url }) => {
      // https anywhere; on loopback http only the checkout page of the service this profile talks to,
      // when that service is on this machine (the embedded one, or a local one signed in to): src/main/security.ts.
      if (!isOpenableExternalUrl(url, ctx.session().options.baseUrl || null)) throw new QuireError('FORBIDDEN', 'Quire only opens https: links (and the local service on this machine).');
      await ctx.openExternal(url);
      return { ok: true };
    },

    'jobs.list': async (input) => jobListOf(ctx.session().repo).page(input),
    'jobs.get': async ({ id }) => {
      const repo = ctx.session().repo;
      const detail = repo.jobDetail(id);
      if (!detail) throw notFound('This research');
      // a job finished elsewhere has no events here yet: fetch them (and its updates) in the background
      if (detail.events.length === 0 && isTerminalStatus(detail.status)) ctx.session().engine.openedJob(detail.id);
      return { ...detail, removedAt: jobListOf(repo).removedAt(detail.id) };
    },
    'jobs.remove': async ({ id }) => {
      const repo = ctx.session().repo;
      const job = repo.getJob(id);
      if (!job) throw notFound('This research');
      return { removedAt: jobListOf(repo).remove(job.id) };
    },
    'jobs.restore': async ({ id }) => {
      const repo = ctx.session().repo;
      const job = repo.getJob(id);
      if (!job) throw notFound('This research');
      jobListOf(repo).restore(job.id);
      return { ok: true as const };
    },
    'jobs.create': async ({ query, options }) => {
      const session = ctx.session();
      const parsed = JobOptionsSchema.parse(options);
      for (const fileId of parsed.files) if (!session.repo.fileRow(fileId)) throw new QuireError('BAD_INPUT', 'One of the chosen files is not in this library.');
      for (const collectionId of parsed.collectionIds) if (!session.repo.collectionRow(collectionId)) throw new QuireError('BAD_INPUT', 'One of the chosen collections is not in this library.');
      // store local ids (the engine maps them to server ids when it sends)
      parsed.files = parsed.files.map((id) => session.repo.fileRow(id)!.id);
      parsed.collectionIds = parsed.collectionIds.map((id) => session.repo.collectionRow(id)!.id);
      const id = session.repo.createLocalJob(query, parsed);
      session.engine.kick();
      return { id };
    },
    'jobs.brainstorm': async ({ query }) => {
      const result = await online(() => ctx.session().client.brainstorm(query));
      return { sessionId: result.id, questions: result.questions.map((q) => ({ id: q.id, question: q.question, options: q.options.map((o) => ({ key: o.key, text: o.text })) })) };
    },
    'jobs.addUpdate': async ({ jobId, content }) => {
      agentOnly('research updates');
      const session = ctx.session();
      const job = session.repo.getJob(jobId);
      if (!job) throw notFound('This research');
      if (job.status === 'completed' || job.status === 'failed') throw new QuireError('CONFLICT', 'This research has finished; updates are accepted only while it runs. Ask a follow-up in Chat instead.');
      const id = session.repo.createLocalUpdate(job.id, content);
      session.engine.kick();
      return { id };
    },
    'results.content': async ({ jobId, resultId, format }) => {
      const session = ctx.session();
      const job = session.repo.getJob(jobId);
      if (!job) throw notFound('This research');
      if (format === 'markdown') {
        const mirrored = session.repo.resultContent(job.id, resultId);
        if (mirrored !== null) return { content: mirrored };
      }
      if (!job.server_id) throw notFound('This source');
      const serverId = job.server_id;
      const content = await online(async () =>
        session.options.apiVersion === '2025-11-27'
          ? ((await session.client.getResultDetail(serverId, resultId, format)).content ?? '')
          : (await session.client.getResultContent(serverId, resultId, format)).content,
      );
      if (format === 'markdown') {
        const existing = session.repo.jobDetail(job.id)?.results.find((r) => r.id === resultId);
        session.repo.applyResultDetail(job.id, resultId, existing?.highlights ?? [], content);
      }
      return { content };
    },
    'search.query': async ({ text, limit }) => {
      const { repo } = ctx.session();
      // Chat messages too, with their job (#13, src/main/db/chat-search.ts).
      const hits = withChatHits(repo.search.search(text, limit), chatSearchOf(repo.db).search(text, limit), limit);
      // Jobs removed from this library are not found either.
      const removed = jobListOf(repo);
      return { hits: hits.filter((hit) => removed.removedAt(hit.jobId) === null) };
    },

    'chat.list': async ({ jobId }) => {
      const session = ctx.session();
      const job = session.repo.getJob(jobId);
      if (!job) throw notFound('This research');
      if (session.options.apiVersion === '2025-08-08') return { messages: [] };
      session.engine.refreshChatSoon(job.id);
      return { messages: session.repo.listChat(job.id) };
    },
    'chat.send': async ({ jobId, content }) => {
      agentOnly('chat');
      const session = ctx.session();
      const job = session.repo.getJob(jobId);
      if (!job) throw notFound('This research');
      const id = session.repo.createLocalChat(job.id, content);
      session.engine.kick();
      return { id };
    },

    'collections.list': async () => {
      const session = ctx.session();
      if (session.options.apiVersion === '2025-08-08') return { collections: [] };
      return { collections: session.repo.listCollections() };
    },
    'collections.create': async ({ name, description }) => {
      agentOnly('collections');
      const session = ctx.session();
      const id = session.repo.createLocalCollection(name, description);
      session.engine.kick();
      return { id };
    },
    'collections.update': async ({ id, name, description }) => {
      agentOnly('collections');
      const session = ctx.session();
      const row = session.repo.collectionRow(id);
      if (!row) throw notFound('This collection');
      if (name === undefined && description === undefined) return { ok: true };
      session.repo.updateLocalCollection(row.id, { ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}) });
      session.engine.kick();
      return { ok: true };
    },
    'files.list': async ({ collectionId }) => {
      const session = ctx.session();
      const local = collectionId ? (session.repo.collectionRow(collectionId)?.id ?? collectionId) : collectionId;
      return { files: session.repo.listFiles(local) };
    },
    'files.content': async ({ id }) => {
      const session = ctx.session();
      const file = session.repo.fileRow(id);
      if (!file) throw notFound('This file');
      const serverId = file.server_id;
      const answer = filePreviewAvailability({ embedded: ctx.isEmbedded(), uploaded: serverId !== null });
      if (answer || serverId === null) return { content: null, truncated: false, reason: answer };
      const { content } = await online(() => session.client.getFileContent(serverId));
      const truncated = content.length > FILE_PREVIEW_CHARS;
      return { content: truncated ? content.slice(0, FILE_PREVIEW_CHARS) : content, truncated, reason: content.trim() ? null : 'No text was extracted from this file.' };
    },

    'files.text': async ({ id }) => {
      const session = ctx.session();
      const file = session.repo.fileRow(id);
      if (!file) throw notFound('This file');
      const kept = session.repo.fileTexts.get(file.id);
      return {
        id: file.id,
        fileName: file.file_name,
        collectionId: file.collection_id,
        text: kept?.text ?? null,
        note: kept ? kept.reason : neverReadNote(ctx.isEmbedded()),
        truncated: kept?.truncated === 1,
        source: kept?.source ?? null,
      };
    },

    'uploads.addPaths': async ({ paths, collectionId, confirmLarge }) => {
      // Paths name files on this machine: only the desktop window (a real drop) and the CLI may
      // send them. A browser page sends the bytes it was given (uploads.addData) instead.
      if (ctx.transport === 'browser') throw new QuireError('FORBIDDEN', 'In browser mode, files are uploaded by dropping or choosing them, not by path.');
      const session = ctx.session();
      const collection = collectionId ? session.repo.collectionRow(collectionId) : null;
      if (collectionId && !collection) throw notFound('This collection');
      const result = await intakePaths(session.repo, paths, collection?.id ?? null, confirmLarge, undefined, session.engine.uploadLimit());
      if (result.queued.length) session.engine.wakeUploads();
      return result;
    },
    'uploads.addData': async ({ files, collectionId }) => {
      const session = ctx.session();
      const collection = collectionId ? session.repo.collectionRow(collectionId) : null;
      if (collectionId && !collection) throw notFound('This collection');
      const staged: string[] = [];
      const rejected: Array<{ path: string; reason: string }> = [];
      for (const file of files) {
        // a backslash is part of a name (POSIX allows it); only where it separates paths (Windows) is it replaced
        const name = uploadedName(file.name, process.platform).replace(/\p{Cc}/gu, '_');
        if (!/^[A-Za-z0-9+/=\s]*$/.test(file.dataBase64)) {
          rejected.push({ path: file.relativePath ?? file.name, reason: 'The file data did not arrive intact (not base64).' });
          continue;
        }
        const dir = path.join(ctx.dataDir, 'staging', randomUUID());
        fs.mkdirSync(dir, { recursive: true });
        const target = path.join(dir, name);
        fs.writeFileSync(target, Buffer.from(file.dataBase64, 'base64'));
        staged.push(target);
      }
      const result = staged.length ? await intakePaths(session.repo, staged, collection?.id ?? null, true, undefined, session.engine.uploadLimit()) : { queued: [], duplicates: [], rejected: [], needsConfirmation: null };
      // staged copies that were not queued (duplicates, empty) are removed at once
      const queuedIds = new Set(result.queued.map((q) => q.id));
      for (const target of staged) {
        const kept = [...queuedIds].some((id) => session.repo.fileRow(id)?.path === target);
        if (!kept) fs.rmSync(path.dirname(target), { recursive: true, force: true });
      }
      result.rejected = [...rejected, ...result.rejected.map((r) => ({ ...r, path: path.basename(r.path) }))];
      if (result.queued.length) session.engine.wakeUploads();
      return result;
    },
    'uploads.retry': async ({ id }) => {
      const session = ctx.session();
      const file = session.repo.fileRow(id);
      if (!file) throw notFound('This upload');
      const intent = session.repo.outboxForTarget(file.id).find((o) => o.kind === 'file.upload');
      if (!intent) throw new QuireError('CONFLICT', 'This file has already been uploaded.');
      session.repo.retryIntent(intent.id);
      session.engine.kick();
      return { ok: true };
    },
    'uploads.discard': async ({ id }) => {
      const session = ctx.session();
      const file = session.repo.fileRow(id);
      if (!file) throw notFound('This upload');
      const intent = session.repo.outboxForTarget(file.id).find((o) => o.kind === 'file.upload');
      if (!intent) throw new QuireError('CONFLICT', 'This file is already on the service; it cannot be discarded from here.');
      if (intent.state === 'sending') throw new QuireError('CONFLICT', 'This file is being uploaded right now; discard it when the upload has finished or failed.', true);
      session.repo.discardIntent(intent.id);
      return { ok: true };
    },

    'outbox.list': async () => {
      const repo = ctx.session().repo;
      return { items: repo.outbox().map((row) => repo.outboxItem(row)) };
    },
    'outbox.retry': async ({ id }) => {
      const session = ctx.session();
      if (!session.repo.retryIntent(id)) throw notFound('This pending item');
      session.engine.kick();
      return { ok: true };
    },
    'outbox.discard': async ({ id }) => {
      const session = ctx.session();
      const row = session.repo.outboxRow(id);
      if (!row) throw notFound('This pending item');
      if (row.state === 'sending') throw new QuireError('CONFLICT', 'This item is being sent right now; try again in a moment.', true);
      session.repo.discardIntent(id);
      return { ok: true };
    },

    'sources.raw': async ({ jobId, resultId }) => {
      const raw = await online(() => ctx.session().engine.rawSource(jobId, resultId));
      if (!raw) throw notFound('This source');
      return raw;
    },
    'sync.status': async () => ctx.session().engine.status(),
    'sync.now': async () => {
      // resolves after one whole pass (push, pull, follow, prefetch), or after 30 s while it carries on
      const pass = ctx.session().engine.syncNow().catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pass, new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)))]);
      clearTimeout(timer);
      return { ok: true };
    },
    'usage.get': async () => ctx.session().engine.usage(),

    'profiles.list': async () => {
      const profiles: Profile[] = [];
      for (const p of ctx.profiles.list()) profiles.push(profileView(p, p.kind === 'local' ? true : (await ctx.secrets.get(p.id)) !== null));
      return { profiles };
    },
    'profiles.add': async ({ name, baseUrl, apiKey, apiVersion }) => {
      const id = `remote-${randomUUID().slice(0, 8)}`;
      await ctx.secrets.set(id, apiKey);
      const profile: StoredProfile = { id, name, kind: 'remote', baseUrl: baseUrl.replace(/\/+$/, ''), apiVersion };
      ctx.profiles.add(profile);
      // saved whatever the test finds: the user may add a service that is not up yet
      const check = await testProfile(profile);
      // it starts syncing in the background at once (the window's app; not the CLI)
      await ctx.openBackground();
      return { id, check };
    },
    'profiles.update': async ({ id, name, apiKey, apiVersion }) => {
      const profile = ctx.profiles.get(id);
      if (!profile) throw notFound('This profile');
      if (apiKey !== undefined) {
        if (profile.kind === 'local') throw new QuireError('BAD_INPUT', 'The local library manages its own key.');
        await ctx.secrets.set(id, apiKey);
      }
      ctx.profiles.update(id, { ...(name !== undefined ? { name } : {}), ...(apiVersion !== undefined ? { apiVersion } : {}) });
      if (id === ctx.activeId() && (apiKey !== undefined || apiVersion !== undefined)) {
        if (apiVersion !== undefined && apiVersion !== ctx.session().options.apiVersion) await ctx.refreshActive();
        else if (apiKey !== undefined) ctx.session().engine.setApiKey(apiKey);
      } else if (apiKey !== undefined || apiVersion !== undefined) {
        // a profile syncing in the background takes the new key or version too
        await ctx.reopen(id);
        await ctx.openBackground();
      }
      const updated = ctx.profiles.get(id);
      const retest = updated && updated.kind === 'remote' && (apiKey !== undefined || apiVersion !== undefined);
      return { ok: true, check: retest ? await testProfile(updated) : null };
    },
    'profiles.setLimits': async ({ id, concurrency, budget }) => {
      const profile = ctx.profiles.get(id);
      if (!profile) throw notFound('This profile');
      if (ctx.isOverridden(id)) throw new QuireError('BAD_INPUT', 'This service was given for this run only (--base-url); limits are kept with a profile: sign in with quire login (or add it in Settings) first.');
      if (profile.kind === 'local') throw new QuireError('BAD_INPUT', 'The local library runs with its own limits on this machine (5 jobs at once, no monthly limit); there is nothing to set.');
      const problem = limitProblem('concurrency', concurrency ?? null) ?? limitProblem('budget', budget ?? null);
      if (problem) throw new QuireError('BAD_INPUT', problem);
      ctx.profiles.setLimits(id, { concurrency, budget });
      // an open profile takes them at once: its usage and status change, held research may start
      ctx.openSession(id)?.engine.setLimits(ctx.profiles.get(id)?.limits);
      const updated = ctx.profiles.get(id);
      return { concurrency: updated?.limits?.concurrency?.value ?? null, budget: updated?.limits?.budget?.value ?? null };
    },
    'profiles.test': async ({ id }) => {
      const profile = ctx.profiles.get(id);
      if (!profile) throw notFound('This profile');
      if (profile.kind === 'local') throw new QuireError('BAD_INPUT', 'The local library is started by Quire itself; there is nothing to test.');
      return testProfile(profile);
    },
    'profiles.switch': async ({ id }) => {
      if (!ctx.profiles.get(id)) throw notFound('This profile');
      if (id !== ctx.activeId()) await ctx.activate(id);
      return { ok: true };
    },
    'profiles.remove': async ({ id }) => {
      const profile = ctx.profiles.get(id);
      if (!profile) throw notFound('This profile');
      if (profile.kind === 'local') throw new QuireError('FORBIDDEN', 'The local library cannot be removed.');
      if (id === ctx.activeId()) await ctx.activate('local');
      await ctx.closeProfile(id);
      ctx.profiles.remove(id);
      await ctx.secrets.delete(id);
      // the mirror stays on disk (renamed) so nothing unsent is destroyed by a mis-click
      const dir = path.join(ctx.dataDir, 'profiles', id);
      if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}.removed-${Date.now()}`);
      return { ok: true };
    },
    'auth.requestCode': async ({ baseUrl, email }) => {
      const client = new ApiClient({ baseUrl, apiKey: '', apiVersion: '2025-11-27' });
      try {
        await online(() => client.requestCode(email));
      } finally {
        await client.close();
      }
      return { ok: true };
    },
    'auth.confirmCode': async ({ baseUrl, email, code, name }) => {
      const client = new ApiClient({ baseUrl, apiKey: '', apiVersion: '2025-11-27' });
      let apiKey: string;
      try {
        apiKey = (await online(() => client.confirmCode(email, code))).api_key;
      } finally {
        await client.close();
      }
      const id = `remote-${randomUUID().slice(0, 8)}`;
      await ctx.secrets.set(id, apiKey);
      ctx.profiles.add({ id, name: name?.trim() || email, kind: 'remote', baseUrl: baseUrl.replace(/\/+$/, ''), apiVersion: '2025-11-27', account: email });
      await ctx.activate(id);
      return { profileId: id };
    },
    'account.topup': async ({ amountCents }) => {
      agentOnly('top-up');
      const result = await online(() => ctx.session().client.topup(amountCents));
      return { checkoutUrl: result.checkout_url };
    },
  };
  return handlers;
}
