// What the service answers when a route fails unexpectedly: a full disk (ENOSPC from a file write, SQLITE_FULL from
// the database) is said as such, 507 Insufficient Storage with its reason and what helps, instead of "An unexpected
// error occurred" (500), after which clients said the service "could not be reached". Anything else stays a 500.
// Pure; table-tested in test/service/failure-reply.test.ts.

export const DISK_FULL_MESSAGE = "The research service's disk is full (no space left on the device where it keeps its data), so this was not stored. Free some space there, then try again.";

/** Whether an error says the disk (or the database on it) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}

/** The status and body for a route's unexpected failure. */
export function failureReply(error: unknown): { status: number; body: { error: string } } {
  if (isDiskFull(error)) return { status: 507, body: { error: DISK_FULL_MESSAGE } };
  return { status: 500, body: { error: 'An unexpected error occurred' } };
}
