// Whether the window follows a change of the active profile written by another process on the same
// data folder (`quire profiles use`, `quire login`, another window): a pure decision, table-tested in
// test/sync/profile-follow.test.ts. The core (core.ts) polls profiles.json and acts on it.

export interface FollowInput {
  /** The process was started for one profile (--profile): it never follows the file. */
  pinned: boolean;
  /** The profile this process shows now. */
  shown: string;
  /** The active profile profiles.json names now. */
  onDisk: string;
  /** Whether profiles.json holds that profile (the store falls back to the local library otherwise). */
  known: boolean;
}

/** The profile to switch to, or null to stay. */
export function profileToFollow(input: FollowInput): string | null {
  if (input.pinned || !input.known) return null;
  return input.onDisk === input.shown ? null : input.onDisk;
}
