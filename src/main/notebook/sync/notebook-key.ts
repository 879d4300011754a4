// Which notebook a profile's notes belong to, the same on every machine: the embedded local library is
// 'local'; a remote account is its service address (normalized) and, when Quire knows it, the account's
// e-mail. Profile ids are per machine (random), so they cannot name a notebook shared between machines.

export interface KeyedProfile {
  kind: 'local' | 'remote';
  baseUrl: string;
  /** The account's e-mail when the profile was made by e-mail sign-in; unknown for a key pasted in. */
  account?: string;
}

/** The service address as every machine writes it: lowercase scheme and host, no default port, no trailing slash, no query. */
export function normalizeServiceUrl(raw: string): string {
  if (!URL.canParse(raw)) return raw.trim().replace(/\/+$/, '');
  const url = new URL(raw);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`; // URL lowercases the host and drops a default port
}

export function notebookKeyFor(profile: KeyedProfile): string {
  if (profile.kind === 'local') return 'local';
  const service = normalizeServiceUrl(profile.baseUrl);
  const account = profile.account?.trim().toLowerCase();
  return account ? `${service}#${account}` : service;
}
