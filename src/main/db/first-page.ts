// Browser mode's first page of job rows read straight from the active profile's files, before the core
// has opened: the same rows, tags and stars as the jobs.list handler (through the notebook layer and
// dispatch's output check) returns for that page, or null whenever this read cannot be sure of that
// (then the core answers, as before). It opens the mirror and the notebook read-only, never migrates,
// repairs or rekeys anything, and imports neither zod nor the core (serve.ts loads it before them).
// The page itself comes from the handler's own code (JobListStore, listJobs, jobSummary).
// Equality with the handler is tested on real data folders in test/unit/first-page.test.ts.
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobSummary } from '../../shared/domain';
import { API_VERSIONS } from '../../shared/values';
import { JobListStore } from './job-list';
import { jobSummary, listJobs } from './job-summary';
import { LATEST_VERSION } from './migrations';
import { NOTEBOOK_ROW_SQL, NOTEBOOK_SCHEMA_VERSION, notebookHasAny } from './notebook-rows';

const PROFILE_KINDS = ['local', 'remote'];
const CHECK_OUTCOMES = ['ok', 'unreachable', 'key_refused', 'version_refused', 'rate_limited', 'service_error', 'not_a_service'];
const SYNC_STATES = ['synced', 'pending', 'failed'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const nullOr = (value: unknown, check: (v: unknown) => boolean): boolean => value === null || check(value);
const isInt = (value: unknown): boolean => Number.isInteger(value);
const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/** A dated limit as profiles.json stores it ({ value: positive integer, at: number }). */
function wellFormedLimit(limit: unknown): boolean {
  return limit === undefined || (isObject(limit) && isInt(limit.value) && (limit.value as number) > 0 && isNumber(limit.at));
}

/** One stored profile as the core's ProfileStore accepts it (its zod schema, field by field; pure). */
export function wellFormedProfile(profile: unknown): boolean {
  if (!isObject(profile)) return false;
  const { id, name, kind, baseUrl, apiVersion, lastCheck, account, limits } = profile;
  if (!isString(id) || !isString(name) || !PROFILE_KINDS.includes(kind as string) || !isString(baseUrl)) return false;
  if (!(API_VERSIONS as readonly unknown[]).includes(apiVersion)) return false;
  if (account !== undefined && !isString(account)) return false;
  if (limits !== undefined && !(isObject(limits) && wellFormedLimit(limits.concurrency) && wellFormedLimit(limits.budget))) return false;
  if (lastCheck !== undefined) {
    if (!isObject(lastCheck)) return false;
    const check = lastCheck;
    if (!CHECK_OUTCOMES.includes(check.outcome as string) || typeof check.reachable !== 'boolean' || !nullOr(check.keyAccepted, (v) => typeof v === 'boolean')) return false;
    if (!nullOr(check.apiVersion, isString) || !isString(check.message) || !isString(check.checkedAt)) return false;
  }
  return true;
}

/**
 * The profile the core opens for this profiles.json text (pure), or null when unsure: a file the core
 * would not accept as it is (it starts over with the local library), an active id it does not list
 * (the core falls back to the local library), or no file at all.
 */
export function activeProfileId(profilesJson: string | null): string | null {
  if (profilesJson === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(profilesJson);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isString(parsed.activeId) || !Array.isArray(parsed.profiles) || !parsed.profiles.every(wellFormedProfile)) return null;
  const activeId = parsed.activeId;
  return parsed.profiles.some((profile) => (profile as { id: string }).id === activeId) ? activeId : null;
}

/** A summary as the contract's JobSummary schema accepts it (dispatch's output check; pure). */
export function wellFormedSummary(item: JobSummary): boolean {
  return (
    isString(item.id) &&
    nullOr(item.serverId, isString) &&
    isString(item.query) &&
    isString(item.status) &&
    nullOr(item.reasoningLoopsConsumed, isInt) &&
    nullOr(item.runningTime, isNumber) &&
    isString(item.createdAt) &&
    SYNC_STATES.includes(item.syncState) &&
    nullOr(item.error, isString) &&
    isInt(item.sourceCount)
  );
}

/** What the read found, for the decision below. */
export interface FirstPageFacts {
  /** The mirror's user_version (null: no mirror file). */
  mirrorVersion: number | null;
  /** The notebook's user_version (null: no notebook file yet; the core creates it empty). */
  notebookVersion: number | null;
  /** A job on the page has a server id and the notebook still keys something by its local id (the handler moves it). */
  needsRekey: boolean;
  /** Every row maps to a summary the contract accepts. */
  rowsWellFormed: boolean;
}

/** Whether the read's rows are the handler's (pure): null when they are, else why not. */
export function firstPageRefusal(facts: FirstPageFacts): string | null {
  if (facts.mirrorVersion === null) return 'no mirror yet';
  if (facts.mirrorVersion !== LATEST_VERSION) return `the mirror is at schema ${facts.mirrorVersion}, the core migrates it to ${LATEST_VERSION} first`;
  if (facts.notebookVersion !== null && facts.notebookVersion !== NOTEBOOK_SCHEMA_VERSION) return `the notebook is at schema ${facts.notebookVersion}, not ${NOTEBOOK_SCHEMA_VERSION}`;
  if (facts.needsRekey) return 'the notebook has entries to move to a server id';
  if (!facts.rowsWellFormed) return 'a row the contract would refuse';
  return null;
}

function openReadOnly(file: string): Database.Database {
  return new Database(file, { readonly: true, fileMustExist: true, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
}

/**
 * The jobs.list page { offset, limit } (no filter, newest first) of the data folder's active profile,
 * with each job's tags and star, or null (see firstPageRefusal; also any read error).
 */
export function readFirstJobPage(dataDir: string, page: { offset: number; limit: number }): { items: JobSummary[]; total: number } | null {
  const profilesFile = join(dataDir, 'profiles.json');
  const profileId = activeProfileId(existsSync(profilesFile) ? readFileSync(profilesFile, 'utf8') : null);
  if (profileId === null) return null;
  const dir = join(dataDir, 'profiles', profileId);
  const mirrorFile = join(dir, 'quire.db');
  const notebookFile = join(dir, 'notebook.db');
  if (!existsSync(mirrorFile)) return null;
  let mirror: Database.Database | null = null;
  let notebook: Database.Database | null = null;
  try {
    mirror = openReadOnly(mirrorFile);
    notebook = existsSync(notebookFile) ? openReadOnly(notebookFile) : null;
    const mirrorVersion = mirror.pragma('user_version', { simple: true }) as number;
    const notebookVersion = notebook ? (notebook.pragma('user_version', { simple: true }) as number) : null;
    // another schema: the core migrates first (or refuses), and this read would not know its tables
    if (firstPageRefusal({ mirrorVersion, notebookVersion, needsRekey: false, rowsWellFormed: true }) !== null) return null;
    // the handler's own code for the page (JobListStore over the Repo's listJobs; it reads, as the
    // handler does, whether jobs were removed from this library), in one read transaction
    const db = mirror;
    const store = new JobListStore(db, { listJobs: (filter) => listJobs(db, filter), jobSummary, changed: () => undefined });
    const listed = db.transaction(() => store.page({ offset: page.offset, limit: page.limit }))();
    const summaries = listed.items;
    const get = (sql: string, ...params: unknown[]): unknown => notebook?.prepare(sql).get(...params);
    const needsRekey = notebook !== null && summaries.some((item) => item.serverId !== null && item.serverId !== item.id && notebookHasAny(get, item.id));
    const refusal = firstPageRefusal({ mirrorVersion, notebookVersion, needsRekey, rowsWellFormed: summaries.every(wellFormedSummary) });
    if (refusal !== null) return null;
    const tagsOf = notebook?.prepare<[string, string], { tag: string }>(NOTEBOOK_ROW_SQL.tagsOf);
    const starOf = notebook?.prepare<[string, string], unknown>(NOTEBOOK_ROW_SQL.starred);
    const items = summaries.map((item) => {
      const key = item.serverId ?? item.id;
      return { ...item, tags: tagsOf ? tagsOf.all('job', key).map((row) => row.tag) : [], starred: starOf ? starOf.get('job', key) !== undefined : false };
    });
    return { items, total: listed.total };
  } catch {
    return null; // unreadable, locked, or a schema this read does not know: the core answers
  } finally {
    notebook?.close();
    mirror?.close();
  }
}
