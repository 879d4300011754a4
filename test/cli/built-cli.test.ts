// The Node entries as they ship, built once here (buildIfStale, as bin/quire.mjs and npm run serve do;
// one file, so two tests never build out/ at the same time). The CLI: bin/quire.mjs runs the bundled
// out/main/cli.js. yjs (with lib0) and eventsource-parser are bundled into the build rather than
// loaded from node_modules (dozens of small modules resolved at every start-up); the notebook's CRDT
// layer must work from the bundle: a note and tags written by the built CLI read back, and Yjs is
// loaded only when a change needs it (from out/main/yjs.js). Also in process: an answer outside the
// contract is refused once, by dispatch (the CLI no longer parses every answer a second time).
// Browser mode (out/main/serve.js): the process prints its address at once, serves the page and every
// script index.html names while the core's parts load one at a time in the background, then opens the
// core and answers the window's calls over the WebSocket. Real processes, HTTP and WebSocket on
// loopback, real data folders; its research service address points at a closed port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';
import type { Core } from '../../src/main/core-types';
import { pageScripts } from '../../src/main/web/server';
import type { ServerMessage } from '../../src/shared/bridge';
import WebSocket from 'ws';
import { ROOT, capturedIo } from './helpers';

let data: string;

function quire(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  return quireWith([], ...args);
}

/** The built CLI with Node options before its entry (e.g. `--import` of a probe). */
function quireWith(nodeOptions: string[], ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [...nodeOptions, join(ROOT, 'bin', 'quire.mjs'), '--data', data, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', QUIRE_API_KEY: '', QUIRE_DATA_DIR: '' },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let serveData: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'quire-built-cli-'));
  serveData = mkdtempSync(join(tmpdir(), 'quire-serve-process-'));
  const { buildIfStale } = await import('../../scripts/lib.mjs');
  expect(await buildIfStale({ quietStdout: true })).toBe(0);
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(data, { recursive: true, force: true });
  rmSync(serveData, { recursive: true, force: true });
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
    expect(noted.stderr).not.toMatch(/quire: /);
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

  it('reads jobs and notes without loading Yjs; a note change loads it from the bundle, not from node_modules', { timeout: 240_000 }, () => {
    // A probe loaded before the CLI reports at exit whether Yjs was imported (Yjs marks the global
    // object when it is) and from which file (Node's require cache: yjs-load.ts requires it).
    const probeDir = mkdtempSync(join(tmpdir(), 'quire-yjs-probe-'));
    try {
      const probe = join(probeDir, 'probe.mjs');
      writeFileSync(
        probe,
        [
          "import { createRequire } from 'node:module';",
          'const cache = createRequire(import.meta.url).cache;',
          "process.on('exit', () => {",
          '  const files = Object.keys(cache);',
          "  process.stderr.write('yjs-probe ' + JSON.stringify({ imported: globalThis['__ $YJS$ __'] === true, bundled: files.some((file) => /[\\/]out[\\/]main[\\/]yjs\\.js$/.test(file)), fromPackage: files.some((file) => /[\\/]node_modules[\\/]yjs[\\/]/.test(file)) }) + '\\n');",
          '});',
        ].join('\n'),
      );
      const probed = (...args: string[]) => {
        const result = quireWith(['--import', pathToFileURL(probe).href], ...args);
        expect(result.code).toBe(0);
        return JSON.parse(/yjs-probe (.*)/.exec(result.stderr)?.[1] ?? 'null') as { imported: boolean; bundled: boolean; fromPackage: boolean };
      };
      // the job queued by the test above
      const listed = quire('jobs', '--json');
      const jobId = (JSON.parse(listed.stdout) as { items: { id: string }[] }).items[0]?.id ?? '';
      expect(jobId).not.toBe('');
      expect(probed('jobs')).toEqual({ imported: false, bundled: false, fromPackage: false });
      expect(probed('note', jobId)).toEqual({ imported: false, bundled: false, fromPackage: false });
      expect(probed('note', jobId, 'Check the 1911 census for the second mill.')).toEqual({ imported: true, bundled: true, fromPackage: false });
      expect(quire('note', jobId).stdout).toContain('Check the 1911 census for the second mill.');
    } finally {
      rmSync(probeDir, { recursive: true, force: true });
    }
  });

  it('carries yjs, lib0 and eventsource-parser in its own files instead of importing them from node_modules', () => {
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

describe('browser mode as a process', () => {
  it('serves the page and all of its code, then opens the core and answers the window\'s calls', { timeout: 120_000 }, async () => {
    child = spawn(process.execPath, [join(ROOT, 'out', 'main', 'serve.js'), '--data', serveData, '--port', '0', '--service-url', 'http://127.0.0.1:9'], {
      cwd: ROOT,
      env: { ...process.env, QUIRE_API_KEY: 'csk-test-serve-process' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      child?.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const found = /(http:\/\/127\.0\.0\.1:\d+)\/\?token=([0-9a-f]+)/.exec(output);
        if (found) resolve(found[0]);
      });
      child?.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    const url = new URL(address);
    const origin = `${url.protocol}//${url.host}`;
    // as a browser does: the page's end may wait for the core, its scripts are fetched meanwhile
    const page = fetch(address).then((response) => response.text());
    const scripts = pageScripts(readFileSync(join(ROOT, 'out', 'renderer', 'index.html'), 'utf8'));
    // one entry since its static imports share its chunk (electron.vite.config.ts); several named
    // scripts (a browser fetches six at a time) are covered in test/unit/browser-mode.test.ts
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(`${origin}${script}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect((await response.text()).length).toBeGreaterThan(0);
    }
    const html = await page;
    expect(html).toContain('<div id="root">');
    expect(pageScripts(html)).toEqual(scripts);
    // with --service-url the core starts no embedded service: the page carries the first page of rows
    expect(JSON.parse(/id="quire-first-answer">(.*?)<\/script>/.exec(html)?.[1] ?? 'null')).toEqual({
      op: 'jobs.list',
      input: { offset: 0, limit: 50 },
      envelope: { ok: true, value: { items: [], total: 0 } },
    });
    const ws = new WebSocket(`ws://${url.host}/ws?token=${url.searchParams.get('token')}`, { origin });
    const replies: { id: number; ok: boolean; value: unknown }[] = [];
    ws.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as ServerMessage;
      if (message.type === 'result') replies.push({ id: message.id, ok: message.envelope.ok, value: message.envelope.ok ? message.envelope.value : message.envelope.error });
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    try {
      ws.send(JSON.stringify({ type: 'invoke', id: 1, op: 'app.info', input: {} }));
      ws.send(JSON.stringify({ type: 'invoke', id: 2, op: 'jobs.list', input: { offset: 0, limit: 50 } }));
      await expect.poll(() => replies.length, { timeout: 60_000 }).toBe(2);
      expect(replies.every((reply) => reply.ok)).toBe(true);
      expect(replies.find((reply) => reply.id === 2)?.value).toEqual({ items: [], total: 0 });
      expect(replies.find((reply) => reply.id === 1)?.value).toMatchObject({ transport: 'browser' });
    } finally {
      ws.close();
    }
  });

  it("does not hold the local library's page for a first answer (its core starts the embedded service first)", { timeout: 120_000 }, async () => {
    const localData = mkdtempSync(join(tmpdir(), 'quire-serve-local-'));
    const local = spawn(process.execPath, [join(ROOT, 'out', 'main', 'serve.js'), '--data', localData, '--port', '0'], {
      cwd: ROOT,
      env: { ...process.env, QUIRE_API_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const address = await new Promise<string>((resolve, reject) => {
        local.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
          const found = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/.exec(output);
          if (found) resolve(found[0]);
        });
        local.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
      });
      const html = await (await fetch(address)).text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('quire-first-answer');
    } finally {
      const exited = new Promise((resolve) => local.once('exit', resolve));
      local.kill('SIGTERM');
      await exited;
      rmSync(localData, { recursive: true, force: true });
    }
  });
});
