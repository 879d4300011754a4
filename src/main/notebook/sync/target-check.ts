// Settings → Notebook sync → "Test" (issue #14): writes a small probe file to the target, reads it
// back, compares and deletes it, and says in plain words which step failed and why. The wording is
// decided by checkVerdict (pure, table-tested) from the step and the failure's reason/HTTP status;
// checkTarget runs the steps on a real target. Nothing else on the target is touched.
import { QuireError } from '../../../shared/errors';
import { openTarget, type TargetSetting } from './config';
import { tempName, type SyncTarget } from './targets/target';

export type CheckStep = 'reach' | 'write' | 'read' | 'compare' | 'delete';

export interface CheckFailure {
  step: CheckStep;
  /** The target's error code (QuireError code) or a file system code (ENOENT, EACCES...). */
  code: string | null;
  /** The target's reason: unreachable | credentials | quota | bad-url. */
  reason: string | null;
  /** An HTTP status named in the message, when the target is WebDAV. */
  httpStatus: number | null;
  message: string;
}

export interface CheckVerdict {
  ok: boolean;
  message: string;
}

const STEP_WORDS: Record<CheckStep, string> = {
  reach: 'checking it',
  write: 'writing a test file',
  read: 'reading the test file back',
  compare: 'reading the test file back',
  delete: 'deleting the test file',
};

/** The sentence Settings shows for a test of `label` (null failure: it worked). */
export function checkVerdict(label: string, kind: 'folder' | 'webdav', failure: CheckFailure | null): CheckVerdict {
  if (!failure) return { ok: true, message: `${label} works: Quire wrote, read back and deleted a test file.` };
  const during = STEP_WORDS[failure.step];
  const where = kind === 'folder' ? `the folder ${label}` : `the WebDAV server ${label}`;
  if (failure.step === 'compare') return { ok: false, message: `The test file read back from ${where} was not what Quire wrote; something on the way changes files.` };
  if (failure.reason === 'bad-url') return { ok: false, message: failure.message };
  if (kind === 'folder') {
    if (failure.code === 'NOT_FOUND' || /ENOENT/.test(failure.message)) return { ok: false, message: `The folder ${label} does not exist; create it (or check the drive is connected), then test again.` };
    if (failure.code === 'BAD_INPUT' && /not a folder/.test(failure.message)) return { ok: false, message: `${label} is a file, not a folder; choose a folder.` };
    if (failure.reason === 'credentials') return { ok: false, message: `Quire may not write in the folder ${label} (permission denied while ${during}); check the folder's permissions.` };
    if (failure.reason === 'quota') return { ok: false, message: `The folder ${label} is full (no space left while ${during}).` };
    return { ok: false, message: `The folder ${label} failed while ${during}: ${failure.message}` };
  }
  if (failure.httpStatus === 401) return { ok: false, message: `The WebDAV server ${label} refused the user or password (HTTP 401); check them and test again.` };
  if (failure.httpStatus === 403 || failure.reason === 'credentials') return { ok: false, message: `The WebDAV server ${label} does not allow this user ${during} (HTTP 403); check the user's rights on that folder.` };
  if (failure.httpStatus === 404 || failure.code === 'NOT_FOUND') return { ok: false, message: `There is no folder at ${label} (HTTP 404); check the address, or create the folder on the server first.` };
  if (failure.reason === 'quota') return { ok: false, message: `The WebDAV server ${label} is full (HTTP 507) while ${during}.` };
  if (failure.code === 'OFFLINE' && failure.httpStatus === null) return { ok: false, message: `The WebDAV server ${label} cannot be reached; check the address and this machine's connection.` };
  if (failure.httpStatus !== null) return { ok: false, message: `The WebDAV server ${label} answered HTTP ${failure.httpStatus} while ${during}.` };
  return { ok: false, message: `The WebDAV server ${label} failed while ${during}: ${failure.message}` };
}

export function failureOf(step: CheckStep, error: unknown): CheckFailure {
  const message = error instanceof Error ? error.message : String(error);
  const status = /HTTP (\d{3})/.exec(message);
  if (error instanceof QuireError) {
    const reason = typeof error.details?.reason === 'string' ? error.details.reason : null;
    return { step, code: error.code, reason, httpStatus: status ? Number(status[1]) : null, message };
  }
  const code = (error as { code?: unknown }).code;
  return { step, code: typeof code === 'string' ? code : null, reason: null, httpStatus: status ? Number(status[1]) : null, message };
}

/** Runs write → read → compare → delete on the target; the first failure, or null. */
export async function checkTarget(target: SyncTarget): Promise<CheckFailure | null> {
  const name = `${tempName()}-test`;
  const bytes = new TextEncoder().encode(`quire sync test ${new Date().toISOString()}`);
  try {
    await target.probe();
  } catch (error) {
    return failureOf('reach', error);
  }
  try {
    if (!(await target.create(name, bytes))) return { step: 'write', code: null, reason: null, httpStatus: null, message: 'the test file name was taken' };
  } catch (error) {
    return failureOf('write', error);
  }
  let back: Uint8Array | null;
  try {
    back = await target.read(name);
  } catch (error) {
    return failureOf('read', error);
  }
  const same = back !== null && back.length === bytes.length && back.every((byte, i) => byte === bytes[i]);
  try {
    await target.remove(name);
  } catch (error) {
    return failureOf('delete', error);
  }
  return same ? null : { step: 'compare', code: null, reason: null, httpStatus: null, message: 'different bytes' };
}

/** Tests what Settings holds: the typed location (and password, else the stored one), before or after saving. */
export async function testSyncTarget(setting: TargetSetting, password: string | null): Promise<CheckVerdict> {
  const label = setting.kind === 'folder' ? setting.path : setting.url;
  let target: SyncTarget;
  try {
    target = openTarget({ setting, password, passphrase: null });
  } catch (error) {
    return checkVerdict(label, setting.kind, failureOf('reach', error));
  }
  return checkVerdict(label, setting.kind, await checkTarget(target));
}
