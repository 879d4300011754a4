// `quire search` finds a word only an uploaded document holds, offline: `quire upload` reads the file's
// text on this machine, the service is stopped, and `quire search` (which reads the mirror only) names
// the file, says the hit is in its text, and marks the word. Real CLI in-process, a real service on
// loopback, real files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startService } from '../../src/service/server';
import type { SearchHit } from '../../src/shared/domain';
import { runQuire, stdoutJson } from './helpers';

const temps: string[] = [];
function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quire-cli-${name}-`));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

it('quire upload, service stopped, quire search finds the document by a word of its text', async () => {
  const service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 20, testHooks: true });
  const data = tempDir('notebook');
  const folder = tempDir('docs');
  writeFileSync(join(folder, 'moth-trap.txt'), 'Two convolvulus hawkmoths came to the trap on the night of the storm.');
  try {
    const uploaded = await runQuire(['--data', data, '--base-url', service.url, '--api-key', service.apiKey, 'upload', join(folder, 'moth-trap.txt')]);
    expect(uploaded.code).toBe(0);
  } finally {
    await service.close();
  }
  const offline = ['--data', data, '--base-url', service.url, '--api-key', service.apiKey];
  const text = await runQuire([...offline, 'search', 'convolvulus']);
  expect(text.code).toBe(0);
  expect(text.stdout).toMatch(/^[0-9a-f]{8} {2}moth-trap\.txt {2}\(file, in its text\)\n {10}text: Two convolvulus hawkmoths/);
  const json = stdoutJson<{ hits: SearchHit[] }>(await runQuire([...offline, 'search', 'hawkmoths', '--json']));
  expect(json.hits).toEqual([expect.objectContaining({ query: 'moth-trap.txt', status: 'file', field: 'file_text', snippet: expect.stringContaining('hawkmoths') })]);
}, 90_000);
