// Browser mode as it ships (out/main/serve.js, built first when the sources are newer): the process
// prints its address at once, serves the page and every script index.html names while the core's
// parts load one at a time in the background, then opens the core and answers the window's first
// calls over the WebSocket. A real process, real HTTP and WebSocket on loopback,
// a real data folder; the research service address points at a closed port (nothing is synced).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pageScripts } from '../../src/main/web/server';
import type { ServerMessage } from '../../src/shared/bridge';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let data: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'quire-serve-process-'));
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
});

describe('browser mode as a process', () => {
  it('serves the page and all of its code, then opens the core and answers the window\'s calls', { timeout: 120_000 }, async () => {
    child = spawn(process.execPath, [join(ROOT, 'out', 'main', 'serve.js'), '--data', data, '--port', '0', '--service-url', 'http://127.0.0.1:9'], {
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
    const html = await (await fetch(address)).text();
    expect(html).toContain('<div id="root">');
    const scripts = pageScripts(html);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts).toEqual(pageScripts(readFileSync(join(ROOT, 'out', 'renderer', 'index.html'), 'utf8')));
    for (const script of scripts) {
      const response = await fetch(`${origin}${script}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect((await response.text()).length).toBeGreaterThan(0);
    }
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
});
