// API versions the local service speaks: selected by the API-Version request header (default
// 2025-11-27), echoed on every response; 2025-08-08 has no collections, chat, agents, events or updates.
export const API_VERSIONS = ['2025-11-27', '2025-08-08'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const DEFAULT_API_VERSION: ApiVersion = '2025-11-27';

export function parseApiVersion(header: string | undefined): ApiVersion | null {
  if (header === undefined || header.trim() === '') return DEFAULT_API_VERSION;
  const value = header.trim();
  return (API_VERSIONS as readonly string[]).includes(value) ? (value as ApiVersion) : null;
}

/** Paths (after the version check) that do not exist in 2025-08-08. */
export function availableInVersion(version: ApiVersion, path: string): boolean {
  if (version === '2025-11-27') return true;
  if (path.startsWith('/agents')) return false;
  if (path.startsWith('/research/collections')) return false;
  if (/^\/research\/[^/]+\/(events|updates|chat)(\/|$)/.test(path)) return false;
  return true;
}
