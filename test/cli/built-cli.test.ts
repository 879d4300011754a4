// The CLI as it ships: bin/quire.mjs runs the bundled out/main/cli.js (building first when the
// sources are newer, as for a user in a checkout). yjs (with lib0) and eventsource-parser are bundled
// into the build rather than loaded from node_modules (dozens of small modules resolved at every
// start-up); the notebook's CRDT layer must work from the bundle: a note and tags written by the
// built CLI read back. Also in process: an answer outside the contract is refused once, by dispatch
// (the CLI no longer parses every answer a second time).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';
import type { Core } from '../../src/main/core-types';
import { ROOT, capturedIo } from './helpers';

let data: string;

function quire(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [join(ROOT, 'bin', 'quire.mjs'), '--data', data, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', QUIRE_API_KEY: '', QUIRE_DATA_DIR: '' },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  data = mkdtempSync(join(tmpdir(), 'quire-built-cli-'));
});

afterAll(() => {
  rmSync(data, { recursive: true, force: true });
});

describe('the built CLI', () => {
  it('writes and reads notes and tags (the CRDT layer) from the bundle, offline', { timeout: 240_000 }, async () => {
    // a research queued locally: the embedded service is not started by any of these commands
    const core = await createCore({ dataDir: data, transport: 'cli', autoSync: false, startLocalService: false, openExternal: async () => undefined });
    let jobId: string;
    try {
      jobId = (await core.handlers['jobs.create']({ query: 'How do sea otters protect kelp forests?', options: {} })).id;
    } finally {
      await core.close();
    }
    const noted = quire('note', jobId, 'Compare with the Aleutian survey');
    expect(noted.stderr).not.toMatch(/quire: (?!building)/); // a stale build is rebuilt first, said on stderr
    expect(noted.code).toBe(0);
    expect(quire('tag', jobId, 'thesis', 'otters').code).toBe(0);
    const listed = quire('jobs', '--tag', 'thesis', '--json');
    expect(listed.code).toBe(0);
    const page = JSON.parse(listed.stdout) as { items: { id: string; tags: string[] }[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]?.id).toBe(jobId);
    expect([...(page.items[0]?.tags ?? [])].sort()).toEqual(['otters', 'thesis']);
    const note = quire('note', jobId);
    expect(note.code).toBe(0);
    expect(note.stdout).toContain('Compare with the Aleutian survey');
  });

  it('carries yjs, lib0 and eventsource-parser in its own files instead of importing them from node_modules', () => {
    // (the first test ran bin/quire.mjs, which built out/ if it was stale)
    const dir = join(ROOT, 'out', 'main');
    const bundles = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(3);
    const external = /\bfrom\s*["'](yjs|lib0(\/[^"']*)?|eventsource-parser)["']|\bimport\(\s*["'](yjs|lib0(\/[^"']*)?|eventsource-parser)["']\s*\)/;
    const importing = bundles.filter((name) => external.test(readFileSync(join(dir, name), 'utf8')));
    expect(importing).toEqual([]);
    // and they are in there: Yjs's document type is part of the bundle
    expect(bundles.some((name) => /class Doc extends/.test(readFileSync(join(dir, name), 'utf8')))).toBe(true);
  });
});

describe('answers outside the contract', () => {
  it('are refused by dispatch, once, as an internal error (exit 1), not shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-cli-contract-'));
    try {
      const io = capturedIo({ NO_COLOR: '1' });
      const openCore = async (options: Parameters<typeof createCore>[0]): Promise<Core> => {
        const core = await createCore(options);
        // a handler bug: a list whose items are not jobs
        const handlers = { ...core.handlers, 'jobs.list': async () => ({ items: [{ id: 42 }], total: 'many' }) } as unknown as Core['handlers'];
        return { ...core, handlers };
      };
      const code = await runCli(['--data', dir, 'jobs'], io, openCore);
      expect(code).toBe(1);
      expect(io.err()).toContain('Quire produced an answer it cannot show');
      expect(io.out()).not.toContain('42');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
