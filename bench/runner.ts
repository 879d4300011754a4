// Runs one benchmark file in a process group of its own for bench/run.ts, and stops it, and whatever
// it started, when it ends or when the runner is interrupted. Interrupted (Ctrl-C, SIGTERM), the
// benchmark gets SIGTERM first, so bench/lib.ts's handler stops the groups of its own children (a
// service, browser mode): they are in groups of their own, which a SIGKILL of the benchmark's group
// alone left running. Whatever is still there after the grace is killed. No side effects on import.
import { spawn } from 'node:child_process';

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // nothing left
  }
}

export interface GroupRun {
  /** The exit code, or the signal that ended it. */
  status: number | string;
  /** Whether this process was interrupted while it ran (the caller should stop there). */
  interrupted: boolean;
}

/**
 * Runs `node <execArgv> <file>` in a new process group; resolves once it has exited. An interrupt of
 * this process is passed on as SIGTERM, then SIGKILL after `graceMs`.
 */
export function runInOwnGroup(file: string, options: { execArgv?: string[]; env?: NodeJS.ProcessEnv; graceMs?: number } = {}): Promise<GroupRun> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [...(options.execArgv ?? []), file], { stdio: 'inherit', detached: true, env: options.env ?? process.env });
    let killer: NodeJS.Timeout | null = null;
    let interrupted = false;
    const interrupt = (): void => {
      interrupted = true;
      signalGroup(child.pid, 'SIGTERM');
      killer ??= setTimeout(() => signalGroup(child.pid, 'SIGKILL'), options.graceMs ?? 5_000);
    };
    process.on('SIGINT', interrupt);
    process.on('SIGTERM', interrupt);
    child.once('exit', (code, signal) => {
      // whatever the benchmark left in its own group goes with it
      signalGroup(child.pid, 'SIGKILL');
      if (killer) clearTimeout(killer);
      process.off('SIGINT', interrupt);
      process.off('SIGTERM', interrupt);
      resolveRun({ status: code ?? signal ?? 1, interrupted });
    });
  });
}
