// Shared by the benchmarks: children started in their own process groups and always stopped (on
// success, on failure and on Ctrl-C), medians, and one report line per ratio against its goal.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

const groups = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every child group still running (SIGTERM, then SIGKILL after `graceMs`). */
export async function stopAll(graceMs = 5_000): Promise<void> {
  const running = [...groups].filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map((child) => stop(child, graceMs)));
}

const scratchDirs = new Set<string>();

/** A new folder under the system's temporary folder, removed when this process exits (also on Ctrl-C). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.add(dir);
  return dir;
}

process.on('exit', () => {
  for (const child of groups) killGroup(child, 'SIGKILL');
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of groups) killGroup(child, 'SIGKILL');
    process.exit(130);
  });
}

/** Spawns a child in a process group of its own, so stopping it also stops whatever it started. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, ...options, detached: true });
  groups.add(child);
  child.once('exit', () => {
    // the group may outlive its leader (a forked service): stop the rest too
    killGroup(child, 'SIGKILL');
    groups.delete(child);
  });
  return child;
}

/** SIGTERM to the child's group; SIGKILL after `graceMs`. */
export function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL');
    return Promise.resolve();
  }
  return new Promise((done) => {
    const killer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** Resolves with the child's output once `ready` matches it; rejects if it exits or times out first. */
export function waitForOutput(child: ChildProcess, ready: RegExp, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolveWait, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${ready} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolveWait(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${ready}:\n${output}`));
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A Markdown table row: what, median ms, baseline median ms, ratio, goal, met or not. */
export function ratioRow(what: string, samples: number[], baseline: number[], goal: number): string {
  const value = median(samples);
  const base = median(baseline);
  const ratio = value / base;
  return `| ${what} | ${value.toFixed(0)} ms | ${base.toFixed(0)} ms | ${ratio.toFixed(2)}× | ≤ ${goal}× | ${ratio <= goal ? 'met' : 'NOT met'} |`;
}

export const RATIO_HEADER = '| measure | median | baseline median | ratio | goal | |\n|---|---|---|---|---|---|';

/** Runs the async body and always stops every child afterwards, also when it throws. */
export async function withChildren(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } finally {
    await stopAll();
  }
}
