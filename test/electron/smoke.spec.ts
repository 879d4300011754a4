import { test, expect, _electron as electron } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Launches the built desktop app with a fresh profile and checks the window is sandboxed and works.
test('the desktop app opens a sandboxed window that reaches the core', async () => {
  const userData = mkdtempSync(join(tmpdir(), 'quire-electron-'));
  const app = await electron.launch({
    executablePath: process.env.ELECTRON_PATH,
    args: [resolve(import.meta.dirname, '../..'), `--user-data-dir=${userData}`, '--no-sandbox'],
    // Quire keeps its notebook in QUIRE_DATA_DIR, not Electron's userData: never touch the real one.
    env: { ...process.env, QUIRE_DATA_DIR: userData } as Record<string, string>,
  });
  try {
    const window = await app.firstWindow();
    // Sandboxed, context-isolated pages see neither Node's require/process nor Electron's ipcRenderer.
    expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await window.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    expect(await window.evaluate(() => Object.keys((globalThis as unknown as { quire: object }).quire).sort())).toEqual(['invoke', 'on', 'pathForFile']);
    const info = await window.evaluate(() => (globalThis as unknown as { quire: { invoke(op: string, input: unknown): Promise<unknown> } }).quire.invoke('app.info', {}));
    expect(info).toMatchObject({ ok: true, value: { transport: 'electron' } });
    await window.screenshot({ path: resolve(import.meta.dirname, '../../test-results/screens/electron.png') });
  } finally {
    await app.close();
  }
});
