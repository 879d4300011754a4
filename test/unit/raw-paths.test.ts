// @vitest-environment node
// The renderer cannot upload raw paths. The real preload bridge (bridge-core) and the real main
// IPC binding (bindIpc) are joined through the typed Electron stand-in, over a real core (real
// SQLite, real local service on loopback). A page that names a path (~/.ssh/id_ed25519,
// /etc/passwd) is refused and nothing is queued; a file the user dropped is queued.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/main/core';
import type { Core } from '../../src/main/core-types';
import { bindIpc, IPC_HANDLED_CHANNELS, PATHS_ON_GENERIC_CHANNEL, UNTRUSTED_SENDER } from '../../src/main/electron/ipc';
import { APP_ORIGIN } from '../../src/main/electron/options';
import { createPreloadBridge, RAW_PATH_REFUSED } from '../../src/preload/bridge-core';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, IPC_UPLOAD_CHANNEL, type QuireBridge } from '../../src/shared/bridge';
import type { Envelope } from '../../src/shared/errors';
import { startService, type RunningService } from '../../src/service/server';
import { StandInIpcMain, StandInRenderer, StandInWindow } from './electron-standin';

const APP_URL = `${APP_ORIGIN}/index.html`;
const topFrame = { url: `${APP_URL}#/library`, parent: null };

const dirs: string[] = [];
const temp = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quire-raw-${prefix}-`));
  dirs.push(dir);
  return dir;
};

let service: RunningService;
let core: Core;
let ipcMain: StandInIpcMain;
let window: StandInWindow;
let renderer: StandInRenderer;
let bridge: QuireBridge;
let unbind: () => void;
let secret: string;
let paper: string;

beforeAll(async () => {
  service = await startService({ dataDir: temp('svc'), port: 0, sampleLibrary: false, stepDelayMs: 10 });
  core = await createCore({ dataDir: temp('data'), transport: 'electron', openExternal: async () => undefined, serviceOverride: { baseUrl: service.url, apiKey: service.apiKey } });
  ipcMain = new StandInIpcMain();
  window = new StandInWindow();
  unbind = bindIpc(ipcMain, core, window, () => APP_URL);
  renderer = new StandInRenderer(ipcMain, topFrame);
  bridge = createPreloadBridge(renderer);
  const home = temp('home');
  fs.mkdirSync(path.join(home, '.ssh'));
  secret = path.join(home, '.ssh', 'id_ed25519');
  fs.writeFileSync(secret, '-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n');
  paper = path.join(home, 'paper.md');
  fs.writeFileSync(paper, '# Kelp\nOtters eat urchins.');
});
afterAll(async () => {
  unbind();
  await core.close();
  await service.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const queuedNames = async (): Promise<string[]> => {
  const listed = (await bridge.invoke('files.list', {})) as Envelope<{ files: Array<{ fileName: string }> }>;
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.files.map((f) => f.fileName).sort();
};

describe('the renderer cannot upload raw paths', () => {
  it('a page naming ~/.ssh/id_ed25519 is refused by the preload, nothing reaches main, nothing is queued', async () => {
    const before = renderer.invoked.length;
    const answer = await bridge.invoke('uploads.addPaths', { paths: [secret], collectionId: null });
    expect(answer).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: RAW_PATH_REFUSED, retryable: false } });
    expect(renderer.invoked.length).toBe(before);
    expect(await queuedNames()).toEqual([]);
  });

  it('a page naming /etc/passwd or a whole folder is refused the same way', async () => {
    for (const paths of [['/etc/passwd'], [os.homedir()], ['../../.ssh'], ['']]) {
      const answer = (await bridge.invoke('uploads.addPaths', { paths, collectionId: null })) as Envelope<unknown>;
      expect(answer.ok, paths.join()).toBe(false);
    }
    expect(await queuedNames()).toEqual([]);
  });

  it('a File the page built itself has no path and cannot be used to name one', async () => {
    const forged = new File(['x'], secret);
    expect(bridge.pathForFile?.(forged)).toBe('');
    const answer = (await bridge.invoke('uploads.addPaths', { paths: [''], collectionId: null })) as Envelope<unknown>;
    expect(answer.ok).toBe(false);
  });

  it('one dropped path smuggled next to a raw one: the whole call is refused', async () => {
    const dropped = bridge.pathForFile?.(renderer.drop(paper, 'paper.md')) ?? '';
    expect(dropped).toBe(paper);
    const answer = (await bridge.invoke('uploads.addPaths', { paths: [dropped, secret], collectionId: null })) as Envelope<unknown>;
    expect(answer.ok).toBe(false);
    expect(await queuedNames()).toEqual([]);
  });

  it('bypassing the preload, uploads.addPaths on the generic channel is refused by main', async () => {
    const answer = await ipcMain.invokeFrom(topFrame, IPC_INVOKE_CHANNEL, 'uploads.addPaths', { paths: [secret], collectionId: null });
    expect(answer).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: PATHS_ON_GENERIC_CHANNEL, retryable: false } });
    expect(await queuedNames()).toEqual([]);
  });

  it('the upload channel from a subframe or a foreign page is refused by main', async () => {
    for (const frame of [{ url: APP_URL, parent: topFrame }, { url: 'https://evil.example/', parent: null }, null]) {
      const answer = await ipcMain.invokeFrom(frame, IPC_UPLOAD_CHANNEL, { paths: [paper], collectionId: null });
      expect(answer).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: UNTRUSTED_SENDER, retryable: false } });
    }
    expect(await queuedNames()).toEqual([]);
  });

  it('a file the user dropped is sent on the upload channel and queued (and can be re-sent to confirm)', async () => {
    const dropped = bridge.pathForFile?.(renderer.drop(paper, 'paper.md')) ?? '';
    const answer = (await bridge.invoke('uploads.addPaths', { paths: [dropped], collectionId: null })) as Envelope<{ queued: Array<{ fileName: string }> }>;
    expect(answer.ok && answer.value.queued.map((q) => q.fileName)).toEqual(['paper.md']);
    expect(renderer.invoked.at(-1)?.channel).toBe(IPC_UPLOAD_CHANNEL);
    const again = (await bridge.invoke('uploads.addPaths', { paths: [dropped], collectionId: null, confirmLarge: true })) as Envelope<{ duplicates: unknown[] }>;
    expect(again.ok && again.value.duplicates).toHaveLength(1);
    expect(await queuedNames()).toEqual(['paper.md']);
  });

  it('every IPC channel is bound with the sender check; events reach the window; unbinding removes them all', async () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...IPC_HANDLED_CHANNELS].sort());
    for (const channel of IPC_HANDLED_CHANNELS) {
      const answer = await ipcMain.invokeFrom({ url: 'app://evil/index.html', parent: null }, channel, 'app.info', {});
      expect(answer, channel).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    const info = (await bridge.invoke('app.info', {})) as Envelope<{ transport: string }>;
    expect(info.ok && info.value.transport).toBe('electron');
    core.bus.emit('db.changed', { tables: ['files'] });
    expect(window.sent.some((m) => m.channel === IPC_EVENT_CHANNEL && m.args[0] === 'db.changed')).toBe(true);
    const seen: unknown[] = [];
    const off = bridge.on('db.changed', (payload) => seen.push(payload));
    renderer.emit(IPC_EVENT_CHANNEL, 'db.changed', { tables: ['jobs'] });
    off();
    renderer.emit(IPC_EVENT_CHANNEL, 'db.changed', { tables: ['later'] });
    expect(seen).toEqual([{ tables: ['jobs'] }]);
  });
});
