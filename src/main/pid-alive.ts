// Whether a process of this machine is alive, by its id: the one test the embedded-service record (services/
// local-service.ts) and the notebook's temporary files (notebook/sync/targets/target.ts) both make of another process.

/** Is the process with this id alive (signal 0 reaches it, or it exists but is another user's)? */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
