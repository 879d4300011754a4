// The rule for a research service's address, without zod, so start-up paths that check one flag
// (browser mode's --service-url) do not load the contract's schemas before their first paint. The
// profile schema (shared/domain.ts) uses the same rule.

export const SERVICE_URL_RULE =
  'use an https:// address (plain http is allowed only for 127.0.0.1 or localhost), so the API key is never sent in the clear';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Pure: true when an API key may travel to this address (https, or plain http on this machine only). */
export function keySafeServiceUrl(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
}

/** Pure: what is wrong with `raw` as a service address, in words, or null when it is fine. */
export function serviceUrlProblem(raw: string): string | null {
  if (!URL.canParse(raw)) return 'Invalid URL';
  return keySafeServiceUrl(new URL(raw)) ? null : SERVICE_URL_RULE;
}
