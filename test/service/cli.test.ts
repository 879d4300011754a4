// @vitest-environment node
// `npm run service` as a new user meets it: the CLI prints where it listens, the key it accepts
// and a curl hint; the printed key works; Ctrl-C (SIGINT) stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

describe('service CLI', () => {
  it('prints listening URL, api key and a curl hint; the key works; SIGINT exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/service/cli.ts'), '--port', '0', '--data', tempDir(), '--step-ms', '10', '--print-key', '--test-hooks'], {
      env: { ...process.env, QUIRE_SERVICE_API_KEY: 'csk-cli-test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('try: curl')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`cli exited early (${code}): ${output}`)));
    });
    await ready;
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(url).toBeDefined();
    expect(output).toContain('api key: csk-cli-test');
    expect(output).toMatch(/admin token: adm-/);
    const res = await fetch(`${url}/research`, {
      method: 'POST',
      headers: { Authorization: 'Bearer csk-cli-test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'sea otters' }),
    });
    expect(res.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('rejects a bad option with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/service/cli.ts'), '--port', 'abc'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).not.toBe(0);
    expect(stderr).toContain('--port must be an integer');
  });
});
