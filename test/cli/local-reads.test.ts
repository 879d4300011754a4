// Read commands on the local profile read the local mirror and notebook only: they never fork the
// embedded research service (which would index the library first and cost seconds). Runs the real
// CLI in-process on a real data directory; the embedded service, when it starts, creates
// <data>/local-service, and the core options the CLI asked for are recorded.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';
import type { Core, CoreOptions } from '../../src/main/core-types';
import { capturedIo } from './helpers';

let data: string;
let jobId = '';
const opened: CoreOptions[] = [];

async function openCore(options: CoreOptions): Promise<Core> {
  opened.push(options);
  return createCore(options);
}

async function quire(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = capturedIo({ NO_COLOR: '1' });
  const code = await runCli(['--data', data, ...args], io, openCore);
  return { code, stdout: io.out(), stderr: io.err() };
}

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'quire-cli-local-reads-'));
  // A research queued locally (as offline), so show/note/tag/star have a job to work on.
  const core = await createCore({ dataDir: data, transport: 'cli', autoSync: false, startLocalService: false, openExternal: async () => undefined });
  try {
    const created = await core.handlers['jobs.create']({ query: 'How do sea otters protect kelp forests?', options: {} });
    jobId = created.id;
  } finally {
    await core.close();
  }
});

afterAll(() => {
  rmSync(data, { recursive: true, force: true });
});

describe('read commands on the local profile', () => {
  const reads: [string, string[]][] = [
    ['jobs', ['jobs', '--json']],
    ['show', ['show', '<job>', '--json']],
    ['search', ['search', 'otters', '--json']],
    ['export', ['export', '<job>']],
    ['export --all', ['export', '--all', '--out', '<tmp>/export', '--json']],
    ['files', ['files', '--json']],
    ['collections', ['collections', '--json']],
    ['pending', ['pending', '--json']],
    ['usage', ['usage', '--json']],
    ['note', ['note', '<job>', 'Compare with the Aleutian survey']],
    ['tag', ['tag', '<job>', 'thesis', '--json']],
    ['star', ['star', '<job>']],
    ['profiles', ['profiles', '--json']],
    ['backups', ['backups', '--json']],
  ];

  it.each(reads)('%s answers from local data without starting the embedded service', async (_name, template) => {
    opened.length = 0;
    const args = template.map((arg) => arg.replace('<job>', jobId).replace('<tmp>', data));
    const result = await quire(...args);
    expect(result.stderr).not.toMatch(/quire: /);
    expect(result.code).toBe(0);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.startLocalService).toBe(false);
    expect(existsSync(join(data, 'local-service'))).toBe(false);
  });

  it('the local reads see what they wrote: the job is tagged, starred and noted', async () => {
    const listed = JSON.parse((await quire('jobs', '--tag', 'thesis', '--starred', '--json')).stdout) as { items: { id: string; starred: boolean }[] };
    expect(listed.items.map((job) => [job.id, job.starred])).toEqual([[jobId, true]]);
    const shown = await quire('show', jobId);
    expect(shown.stdout).toContain('How do sea otters protect kelp forests?');
    expect(existsSync(join(data, 'local-service'))).toBe(false);
  });

  it('a command that needs the service (sync) starts the embedded one', async () => {
    opened.length = 0;
    const result = await quire('sync', '--once', '--json');
    expect(result.code).toBe(0);
    expect(opened[0]?.startLocalService).toBe(true);
    expect(existsSync(join(data, 'local-service'))).toBe(true);
    // The queued research reached the embedded service.
    const job = JSON.parse((await quire('show', jobId, '--json')).stdout) as { syncState: string };
    expect(job.syncState).toBe('synced');
  });
});
