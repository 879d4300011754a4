// Testing a profile's address and key with one request (GET /research?page=1&limit=1), when a
// profile is added or edited: is anything there, is it a research service, is the key accepted,
// which API version answered. `probeService` gathers the facts (bounded in time and bytes);
// `describeProbe` is the pure decision of what they mean and the sentence Quire shows.
import { BodyTooLarge, describe, readCapped, type ApiVersion } from './client';

/** What one probe request found, before any interpretation. */
export type ProbeFacts =
  | { kind: 'unreachable'; reason: string }
  | {
      kind: 'answered';
      status: number;
      /** The API-Version response header (the version the service used), if any. */
      versionHeader: string | null;
      /** The body: a jobs page, other JSON, not JSON, or not read (too large / cut off). */
      body: 'jobs' | 'json' | 'not_json' | 'too_large' | 'cut_off';
      /** The service's own error message (either error body shape), if any. */
      error: string | null;
      /** pagination.total of a jobs page when given. */
      total: number | null;
    };

export type ProbeOutcome = 'ok' | 'unreachable' | 'key_refused' | 'version_refused' | 'rate_limited' | 'service_error' | 'not_a_service';

export interface ProfileCheck {
  outcome: ProbeOutcome;
  /** Whether anything answered at the address. */
  reachable: boolean;
  /** true/false when the service said so; null when it could not be told. */
  keyAccepted: boolean | null;
  /** The API version the service answered with (its header), or null. */
  apiVersion: string | null;
  /** One sentence: what was found and, when something is wrong, what to do. */
  message: string;
  checkedAt: string;
}

const PROBE_MAX_BYTES = 4 * 1024 * 1024;

/** Pure: the facts of one probe as an outcome and a sentence. */
export function describeProbe(facts: ProbeFacts, target: { baseUrl: string; apiVersion: ApiVersion }, now: Date = new Date()): ProfileCheck {
  const at = now.toISOString();
  const url = target.baseUrl;
  const check = (outcome: ProbeOutcome, reachable: boolean, keyAccepted: boolean | null, apiVersion: string | null, message: string): ProfileCheck => ({
    outcome,
    reachable,
    keyAccepted,
    apiVersion,
    message,
    checkedAt: at,
  });
  if (facts.kind === 'unreachable') {
    return check('unreachable', false, null, null, `Could not reach ${url} (${facts.reason}). Check the address and that the service is running; the key was not tested.`);
  }
  const said = facts.error ? `: "${facts.error.slice(0, 160)}"` : '';
  const version = facts.versionHeader;
  if (facts.status === 401 || facts.status === 403) {
    return check('key_refused', true, false, version, `${url} answered, but did not accept the API key (${facts.status}${said}). Enter the key again.`);
  }
  if (facts.status === 400 && /version/i.test(facts.error ?? '')) {
    return check('version_refused', true, true, version, `${url} accepted the key but not API version ${target.apiVersion} (400${said}). Choose another API version.`);
  }
  if (facts.status === 429) {
    return check('rate_limited', true, null, version, `${url} answered but is rate limiting requests (429), so the key could not be tested. Try again in a little while.`);
  }
  if (facts.status === 402) {
    return check('ok', true, true, version, `${url} accepted the key, but the account is out of credit (402). Top up to run research.`);
  }
  if (facts.status >= 500) {
    return check('service_error', true, null, version, `${url} answered with an error (${facts.status}${said}), so the key could not be tested. Try again later.`);
  }
  if (facts.body === 'too_large' || facts.body === 'cut_off' || facts.body === 'not_json' || (facts.status >= 200 && facts.status < 300 && facts.body !== 'jobs')) {
    const what = {
      too_large: 'an answer too large to be one',
      cut_off: 'an answer that was cut off',
      not_json: 'an answer that is not JSON',
      json: 'JSON of another shape',
      jobs: 'an unexpected answer',
    }[facts.body];
    return check('not_a_service', true, null, version, `Something answered at ${url} (${facts.status}), but not like a research service (${what}). Check the address.`);
  }
  if (facts.status < 200 || facts.status >= 300) {
    return check('service_error', true, null, version, `${url} answered ${facts.status}${said}. Check the address.`);
  }
  const versionPart =
    version === null
      ? `it did not say which API version it used (Quire asks for ${target.apiVersion})`
      : version === target.apiVersion
        ? `API version ${version}`
        : `it answered with API version ${version}, not the ${target.apiVersion} Quire asked for`;
  const jobs = facts.total === null ? '' : `; ${facts.total} research job${facts.total === 1 ? '' : 's'} in the account`;
  return check('ok', true, true, version, `Reached ${url}: the key was accepted; ${versionPart}${jobs}.`);
}

function errorOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (typeof error === 'string') return error;
      if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
    }
  } catch {
    /* not JSON */
  }
  return null;
}

function bodyKind(text: string): { body: 'jobs' | 'json' | 'not_json'; total: number | null } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { body: 'not_json', total: null };
  }
  if (json && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data)) {
    const pagination = (json as { pagination?: unknown }).pagination;
    if (pagination && typeof pagination === 'object' && typeof (pagination as { has_next?: unknown }).has_next === 'boolean') {
      const total = (pagination as { total?: unknown }).total;
      return { body: 'jobs', total: typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : null };
    }
  }
  return { body: 'json', total: null };
}

/** One bounded request (default 10 s, 4 MiB) to the jobs list; never throws. */
export async function probeService(target: { baseUrl: string; apiKey: string; apiVersion: ApiVersion }, timeoutMs = 10_000): Promise<ProbeFacts> {
  // undici loads on first use: read-only CLI commands and browser mode's first paint never need it.
  const { Agent, request } = await import('undici');
  const dispatcher = new Agent({ connections: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: { timeout: timeoutMs } });
  try {
    let url: URL;
    try {
      url = new URL(`${target.baseUrl.replace(/\/+$/, '')}/research`);
    } catch {
      return { kind: 'unreachable', reason: 'that is not a valid address' };
    }
    url.searchParams.set('page', '1');
    url.searchParams.set('limit', '1');
    let response;
    try {
      response = await request(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${target.apiKey}`, 'api-version': target.apiVersion, accept: 'application/json', 'user-agent': 'Quire/0.1' },
        dispatcher,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { kind: 'unreachable', reason: timedOut ? `no answer within ${Math.round(timeoutMs / 1000)} s` : describe(error) };
    }
    const header = response.headers['api-version'];
    const versionHeader = (Array.isArray(header) ? header[0] : header) ?? null;
    let text: string;
    try {
      text = await readCapped(response.body, response.headers, PROBE_MAX_BYTES);
    } catch (error) {
      return { kind: 'answered', status: response.statusCode, versionHeader, body: error instanceof BodyTooLarge ? 'too_large' : 'cut_off', error: null, total: null };
    }
    const { body, total } = bodyKind(text);
    return { kind: 'answered', status: response.statusCode, versionHeader, body, error: response.statusCode >= 300 ? errorOf(text) : null, total };
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}

/** Probes and describes in one step. */
export async function checkProfile(target: { baseUrl: string; apiKey: string; apiVersion: ApiVersion }, timeoutMs?: number): Promise<ProfileCheck> {
  return describeProbe(await probeService(target, timeoutMs), target);
}
