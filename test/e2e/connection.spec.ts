// When the Quire process behind a browser-mode page goes away, the page says so in words and keeps
// what it shows; a new launch (new token) at its printed address brings everything back.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { builtEntry, expect, test } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const READY = /http:\/\/127\.0\.0\.1:(\d+)\/\?token=[0-9a-f]+/;


/** A second Quire in browser mode (this test needs to stop and restart it), on the fixture's service. */
function startQuire(dataDir: string, service: { url: string; apiKey: string }, port = 0): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [builtEntry('serve'), '--data', dataDir, '--port', String(port), '--service-url', service.url, '--service-key', service.apiKey], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Quire did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = READY.exec(output)?.[0];
      if (url) {
        clearTimeout(timer);
        resolveStart({ child, url });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Quire exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

test('losing the connection to Quire is said in words, and a new launch brings everything back', async ({ page, app }) => {
  const dataDir = join(app.dataDir, 'second-quire');
  const first = await startQuire(dataDir, app.service);
  let current: ChildProcess = first.child;
  try {
    await page.goto(first.url);
    await page.getByRole('button', { name: '+ New collection' }).click();
    await page.getByLabel('New collection name').fill('Still here');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Still here');

    await stop(first.child);
    await expect(page.getByRole('alert').filter({ hasText: 'Connection to Quire lost' })).toBeVisible({ timeout: 45_000 });
    // What was on screen stays on screen.
    await expect(page.getByLabel('Collection name', { exact: true })).toHaveValue('Still here');

    // Quire is started again on the same port. Each launch has a new token, so the user opens the
    // address it prints, as the banner tells them to; the work done before is all there.
    const port = Number(READY.exec(first.url)?.[1]);
    const second = await startQuire(dataDir, app.service, port);
    current = second.child;
    await page.goto(second.url);
    await expect(page.getByRole('alert').filter({ hasText: 'Connection to Quire lost' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: /^Still here/ })).toBeVisible();
  } finally {
    await stop(current);
  }
});
