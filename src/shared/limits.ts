// The account limits a user may set on a profile (Settings, quire usage --set, profiles.setLimits):
// what is a valid value, in words. Shared by the core and the window.

/** A limit the user may set: a whole number within sane bounds, or null to forget it. Returns the problem in words, or null. */
export function limitProblem(kind: 'concurrency' | 'budget', value: number | null): string | null {
  if (value === null) return null;
  const max = kind === 'concurrency' ? 1_000 : 10_000_000;
  if (!Number.isInteger(value) || value < 1 || value > max) return `${kind === 'concurrency' ? 'The number of jobs running at once' : 'The monthly loop budget'} must be a whole number from 1 to ${max.toLocaleString('en-GB')}.`;
  return null;
}

/** A limit as typed in a form: empty forgets it (null), a whole number sets it; otherwise the problem in words. */
export function parseLimitInput(kind: 'concurrency' | 'budget', text: string): { value: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const problem = limitProblem(kind, value);
  return problem ? { problem } : { value };
}
