// src/main/electron/main.ts itself (#13), run against the project's typed Electron stand-ins
// (test/unit/electron-standin.ts) with a core of the real EventBus and notify.db: once the app has
// started, research finishing with the window closed shows a system Notification named by profile,
// the window's own profile is left to its renderer while the window is open, a profile whose setting
// is off shows nothing, and a click on the notification opens a new window and tells it the job.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../../src/main/bus';
import type { EventPayload } from '../../src/shared/contract';
import { APP_ORIGIN } from '../../src/main/electron/options';
import { IPC_INVOKE_CHANNEL } from '../../src/shared/bridge';
import type { StandInIpcMain } from '../unit/electron-standin';

const world = vi.hoisted(() => ({
  windows: [] as Array<{ closeIt(): void; isFocused(): boolean; focused: boolean }>,
  made: [] as Array<{ options: { title: string; body: string }; clickIt(): void }>,
  bus: null as EventBus | null,
  active: 'a',
  setSettings: null as ((input: { profileId: string; enabled: boolean }) => Promise<unknown>) | null,
  closeState: null as (() => void) | null,
}));

vi.mock('electron', async () => {
  const standIn = await import('../unit/electron-standin');
  class Window extends standIn.StandInFocusWindow {
    readonly webContents = { send: () => undefined };
    constructor() {
      super();
      this.focused = true;
      world.windows.push(this);
    }
    static getAllWindows() {
      return world.windows;
    }
    private readonly listeners = new Map<string, Array<() => void>>();
    on(event: string, listener: () => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: () => void) {
      if (event === 'ready-to-show') listener();
      return this;
    }
    async loadURL() {}
    maximize() {}
    isMaximized() {
      return false;
    }
    getBounds() {
      return { x: 0, y: 0, width: 800, height: 600 };
    }
    closeIt() {
      for (const listener of this.listeners.get('close') ?? []) listener();
      this.destroyed = true;
      for (const listener of this.listeners.get('closed') ?? []) listener();
      world.windows.splice(world.windows.indexOf(this), 1);
    }
  }
  class Notification extends standIn.StandInNotification {
    constructor(options: { title: string; body: string; silent: boolean }) {
      super(options);
      world.made.push(this);
    }
  }
  const app = {
    isPackaged: false,
    requestSingleInstanceLock: () => true,
    whenReady: async () => undefined,
    on: () => app,
    quit: () => undefined,
    exit: () => undefined,
    getPath: () => tmpdir(),
    setBadgeCount: () => true,
  };
  return {
    app,
    BrowserWindow: Window,
    Notification,
    dialog: {},
    net: { fetch: async () => new Response('') },
    shell: { openExternal: async () => undefined },
    ipcMain: new standIn.StandInIpcMain(),
    protocol: { registerSchemesAsPrivileged: () => undefined, handle: () => undefined },
    safeStorage: new standIn.StandInSafeStorage(),
    session: { defaultSession: new standIn.StandInSession() },
    utilityProcess: { fork: () => undefined },
  };
});

vi.mock('electron-store', () => ({
  default: class {
    get(): undefined {
      return undefined;
    }
    set(): void {}
  },
}));

vi.mock('../../src/main/core', async () => {
  const { EventBus } = await import('../../src/main/bus');
  const { createNotifyStateHandlers } = await import('../../src/main/export/notify-handlers');
  return {
    createCore: async (options: { dataDir: string }) => {
      const bus = new EventBus();
      const state = createNotifyStateHandlers(join(options.dataDir, 'notify.db'));
      world.bus = bus;
      world.setSettings = state.handlers['notify.setSettings'];
      world.closeState = state.close;
      const profile = (id: string) => ({ id, name: id, kind: 'local', baseUrl: '', apiVersion: '2025-11-27', hasKey: false, active: id === world.active, lastCheck: null, limits: { concurrency: null, budget: null }, sync: null });
      return {
        bus,
        dataDir: options.dataDir,
        close: async () => state.close(),
        handlers: {
          ...state.handlers,
          'profiles.list': async () => ({ profiles: [profile('a'), profile('b')] }),
          'profiles.switch': async ({ id }: { id: string }) => {
            world.active = id;
            return { ok: true };
          },
        },
      };
    },
  };
});

vi.mock('../../src/main/paths', async (original) => ({ ...(await original<object>()), usePrivateFileModes: () => undefined }));

const finished = (profileId: string, jobId: string): EventPayload<'job.finished'> => ({
  profileId,
  profileName: profileId === 'a' ? 'Local library' : 'Work',
  jobId,
  status: 'completed',
  query: `Question ${jobId}?`,
});

describe('main.ts: notifications from the main process', () => {
  const clicked: Array<EventPayload<'notify.clicked'>> = [];
  beforeAll(async () => {
    process.env.QUIRE_DATA_DIR = mkdtempSync(join(tmpdir(), 'quire-main-electron-'));
    await import('../../src/main/electron/main');
    await vi.waitFor(() => {
      if (world.windows.length !== 1 || !world.bus) throw new Error('main.ts has not opened its window yet');
    });
    world.bus?.subscribe((name, payload) => {
      if (name === 'notify.clicked') clicked.push(payload as EventPayload<'notify.clicked'>);
    });
  });
  afterAll(() => {
    world.closeState?.();
    delete process.env.QUIRE_DATA_DIR;
  });

  it("leaves the window's own profile to the window while it is open", async () => {
    world.bus?.emit('job.finished', finished('a', 'j0'));
    // a job of another profile while the window is focused: nothing either; then one that does notify, to know both were handled
    world.bus?.emit('job.finished', finished('b', 'j-focused'));
    world.windows[0]?.closeIt();
    world.bus?.emit('job.finished', finished('a', 'j1'));
    await expect.poll(() => world.made.map((n) => n.options.body)).toEqual(['Question j1?']);
    expect(world.made[0]?.options.title).toBe('Research finished · Local library');
  });

  it("honours a profile's setting with the window closed", async () => {
    await world.setSettings?.({ profileId: 'b', enabled: false });
    world.bus?.emit('job.finished', finished('b', 'j2'));
    world.bus?.emit('job.finished', finished('a', 'j3'));
    await expect.poll(() => world.made.map((n) => n.options.body)).toEqual(['Question j1?', 'Question j3?']);
  });

  it('opens a window on the job when its notification is clicked', async () => {
    expect(world.windows).toHaveLength(0);
    world.made[1]?.clickIt();
    await expect.poll(() => clicked).toEqual([{ jobId: 'j3', profileId: 'a' }]);
    expect(world.windows).toHaveLength(1);
    // the new window's page asks over IPC which job the click was for, and is told once
    const { ipcMain } = (await import('electron')) as unknown as { ipcMain: StandInIpcMain };
    const frame = { url: `${APP_ORIGIN}/index.html`, parent: null };
    expect(await ipcMain.invokeFrom(frame, IPC_INVOKE_CHANNEL, 'notify.takeClick', {})).toEqual({ ok: true, value: { jobId: 'j3', profileId: 'a' } });
    expect(await ipcMain.invokeFrom(frame, IPC_INVOKE_CHANNEL, 'notify.takeClick', {})).toEqual({ ok: true, value: { jobId: null, profileId: null } });
  });
});
