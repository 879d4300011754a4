// @vitest-environment node
// The embedded service's process: under Electron it is started with utilityProcess.fork (so the
// packaged app can run with the RunAsNode fuse off), under plain Node with child_process.fork.
// The Electron side runs against a typed stand-in of utilityProcess that starts a real Node child
// (the real one would deliver messages through process.parentPort; the stand-in uses Node's IPC).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/main/core';
import { dispatch } from '../../src/shared/dispatch';
import type { EventPayload } from '../../src/shared/contract';
import type { SyncStatus } from '../../src/shared/domain';
import { chooseLauncher, nodeLauncher, RUNNING_FILE, runningLocalService, sharedStillSupervised, startLocalService, usableRecord, utilityLauncher, type ServiceLauncher, type UtilityProcessModule } from '../../src/main/services/local-service';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** utilityProcess.fork recorded; each fork is a real Node child running the same module. */
class StandInUtilityProcess implements UtilityProcessModule {
  readonly forks: Array<{ modulePath: string; options: Parameters<UtilityProcessModule['fork']>[2] }> = [];
  fork(modulePath: string, _args?: string[], options?: Parameters<UtilityProcessModule['fork']>[2]) {
    this.forks.push({ modulePath, options });
    const loader = process.env.QUIRE_TS_LOADER;
    const child = fork(modulePath, [], { env: options?.env, execArgv: loader ? ['--import', loader] : process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return {
      on: (event: 'message', listener: (message: unknown) => void) => child.on(event, listener),
      once: (event: 'exit', listener: (code: number) => void) => child.once(event, (code) => listener(code ?? -1)),
      kill: () => child.kill('SIGTERM'),
    };
  }
}

describe('which process the embedded service runs in', () => {
  it('a utility process in Electron’s main process once the app gave it; a Node child otherwise', () => {
    const electron = utilityLauncher(new StandInUtilityProcess());
    expect(chooseLauncher(true, electron)).toBe(electron);
    expect(chooseLauncher(false, electron)).toBe(nodeLauncher);
    expect(chooseLauncher(true, null)).toBe(nodeLauncher);
    expect(chooseLauncher(false, null)).toBe(nodeLauncher);
  });

  it('started through utilityProcess.fork it serves the library over loopback and stops on request', async () => {
    const utility = new StandInUtilityProcess();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-utility-'));
    dirs.push(dataDir);
    const handle = await startLocalService(dataDir, 60_000, utilityLauncher(utility));
    try {
      expect(utility.forks).toHaveLength(1);
      expect(utility.forks[0]!.options).toMatchObject({ stdio: 'inherit', serviceName: 'Quire local research service' });
      expect(JSON.parse(utility.forks[0]!.options?.env?.QUIRE_SERVICE_OPTIONS ?? '{}')).toEqual({ dataDir, port: 0, monthlyLoopBudget: null });
      expect(handle.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await fetch(`${handle.url}/research?page=1&limit=1`, { headers: { Authorization: `Bearer ${handle.apiKey}` } });
      expect(answer.status).toBe(200);
    } finally {
      await handle.stop();
    }
    await expect(fetch(`${handle.url}/research`)).rejects.toThrow();
  });
});

describe('the embedded service is restarted when it dies', () => {
  it('killed with SIGKILL, it comes back on the same address with the same key, and a notice says so', async () => {
    const children: ChildProcess[] = [];
    const launcher: ServiceLauncher = (file, env, execArgv) => {
      const child = fork(file, [], { env, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
      return child;
    };
    const notices: string[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-restart-'));
    dirs.push(dataDir);
    const handle = await startLocalService(dataDir, 60_000, launcher, (notice) => notices.push(notice.message));
    const read = () => fetch(`${handle.url}/research?page=1&limit=1`, { headers: { Authorization: `Bearer ${handle.apiKey}` } });
    try {
      expect((await read()).status).toBe(200);
      children[0]!.kill('SIGKILL');
      for (let i = 0; i < 600 && !notices.some((n) => /running again/.test(n)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(notices).toEqual(['The local research service stopped unexpectedly (killed); restarting it.', 'The local research service is running again.']);
      expect(children).toHaveLength(2);
      expect((await read()).status).toBe(200);
    } finally {
      await handle.stop();
    }
    // Stopped on purpose: not restarted, nothing said.
    await new Promise((r) => setTimeout(r, 300));
    expect(children).toHaveLength(2);
    expect(notices).toHaveLength(2);
    await expect(read()).rejects.toThrow();
  });
});

/** This process's children whose environment names `dataDir` (the embedded service started for it). */
function serviceChildrenOf(dataDir: string): number[] {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' }).split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
  return pids.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(dataDir);
    } catch {
      return false; // exited meanwhile
    }
  });
}

describe('the window is told when the embedded service restarts', () => {
  it("the core passes the supervisor's notices on as 'service.notice' events (restarting, then running again)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-restart-core-'));
    dirs.push(dataDir);
    const core = await createCore({ dataDir, transport: 'browser', openExternal: async () => undefined, autoSync: false, backgroundProfiles: false });
    const notices: EventPayload<'service.notice'>[] = [];
    core.bus.subscribe((name, payload) => {
      if (name === 'service.notice') notices.push(payload as EventPayload<'service.notice'>);
    });
    try {
      await expect.poll(() => serviceChildrenOf(path.join(dataDir, 'local-service')).length, { timeout: 60_000 }).toBe(1);
      const [pid] = serviceChildrenOf(path.join(dataDir, 'local-service'));
      process.kill(pid as number, 'SIGKILL');
      await expect.poll(() => notices.map((n) => n.state), { timeout: 60_000 }).toEqual(['restarting', 'running']);
      expect(notices[0]?.message).toBe('The local research service stopped unexpectedly (killed); restarting it.');
      expect(notices[1]?.message).toBe('The local research service is running again.');
      const [again] = serviceChildrenOf(path.join(dataDir, 'local-service'));
      expect(again).toBeGreaterThan(0);
      expect(again).not.toBe(pid);
    } finally {
      await core.close();
    }
    // closed on purpose: nothing more is said
    expect(notices).toHaveLength(2);
  });
});

describe('a service that dies while starting', () => {
  const exitScript = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-exit-'));
    dirs.push(dir);
    const file = path.join(dir, 'exit.cjs');
    fs.writeFileSync(file, 'process.exit(3);\n');
    return file;
  };

  it('is started again (the notices say so), and the handle serves the library', async () => {
    const dying = exitScript();
    let launches = 0;
    const launcher: ServiceLauncher = (file, env, execArgv) => {
      launches += 1;
      return launches === 1 ? fork(dying, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }) : fork(file, [], { env, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    };
    const notices: string[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-restart-start-'));
    dirs.push(dataDir);
    const handle = await startLocalService(dataDir, 60_000, launcher, (notice) => notices.push(`${notice.state}: ${notice.message}`));
    try {
      expect(launches).toBe(2);
      expect(notices).toEqual(['restarting: The local research service exited during start-up (code 3); starting it again.', 'running: The local research service is running.']);
      const res = await fetch(`${handle.url}/research?page=1&limit=1`, { headers: { Authorization: `Bearer ${handle.apiKey}` } });
      expect(res.status).toBe(200);
    } finally {
      await handle.stop();
    }
  });

  it('gives up after three exits in a row with the reason', async () => {
    const dying = exitScript();
    let launches = 0;
    const launcher: ServiceLauncher = (_file, env) => {
      launches += 1;
      return fork(dying, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-restart-never-'));
    dirs.push(dataDir);
    await expect(startLocalService(dataDir, 60_000, launcher, () => undefined)).rejects.toThrow('The local research service exited during start-up (code 3)');
    expect(launches).toBe(3);
  });
});

describe('the status says the embedded service stopped as soon as its supervisor sees it', () => {
  it('is offline with the reason at the notice, not "Up to date" until the next read fails; up to date again once it runs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-restart-status-'));
    dirs.push(dataDir);
    const core = await createCore({ dataDir, transport: 'browser', openExternal: async () => undefined, autoSync: true, backgroundProfiles: false });
    const status = async (): Promise<SyncStatus | null> => {
      const envelope = await dispatch(core.handlers, 'sync.status', {});
      return envelope.ok ? (envelope.value as SyncStatus) : null;
    };
    const atNotice: Array<Promise<Awaited<ReturnType<typeof status>>>> = [];
    core.bus.subscribe((name, payload) => {
      // the status as the window would read it the moment the notice arrives (computed synchronously)
      if (name === 'service.notice' && (payload as EventPayload<'service.notice'>).state === 'restarting') atNotice.push(status());
    });
    try {
      await expect.poll(async () => (await status())?.message, { timeout: 60_000 }).toBe('Up to date');
      const [pid] = serviceChildrenOf(path.join(dataDir, 'local-service'));
      process.kill(pid as number, 'SIGKILL');
      await expect.poll(() => atNotice.length, { timeout: 30_000 }).toBe(1);
      const seen = await atNotice[0];
      expect(seen?.state).toBe('offline');
      expect(seen?.message).toBe('Offline: showing your library as last synced (the local research service stopped; Quire is starting it again)');
      await expect.poll(async () => (await status())?.message, { timeout: 60_000 }).toBe('Up to date');
    } finally {
      await core.close();
    }
  });
});

describe('the CLI beside an open window uses the window’s embedded service', () => {
  it.each<[string, unknown, boolean]>([
    ['a live supervisor on loopback', { url: 'http://127.0.0.1:4100', apiKey: 'k', pid: 4242 }, true],
    ['this very process', { url: 'http://127.0.0.1:4100', apiKey: 'k', pid: process.pid }, false],
    ['a supervisor that is gone', { url: 'http://127.0.0.1:4100', apiKey: 'k', pid: 4343 }, false],
    ['an address that is not loopback', { url: 'http://example.com:4100', apiKey: 'k', pid: 4242 }, false],
    ['no key', { url: 'http://127.0.0.1:4100', pid: 4242 }, false],
    ['garbage', 'running', false],
  ])('usableRecord: %s', (_name, record, usable) => {
    expect(usableRecord(record, (pid) => pid === 4242, process.pid)).toBe(usable);
  });

  it('starts no second service on the same data (which took over the first one’s running job); the window’s keeps running after the CLI closes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-shared-service-'));
    dirs.push(dataDir);
    const serviceDir = path.join(dataDir, 'local-service');
    const window = await createCore({ dataDir, transport: 'browser', openExternal: async () => undefined, autoSync: false, backgroundProfiles: false });
    try {
      await expect.poll(() => serviceChildrenOf(serviceDir).length, { timeout: 60_000 }).toBe(1);
      const running = JSON.parse(fs.readFileSync(path.join(serviceDir, RUNNING_FILE), 'utf8')) as { url: string; apiKey: string; pid: number };
      expect(running.pid).toBe(process.pid);
      expect(fs.statSync(path.join(serviceDir, RUNNING_FILE)).mode & 0o777).toBe(0o600);
      // (this test is one process: the CLI's check skips a record of its own process, so it is read as another's)
      const shared = await runningLocalService(serviceDir);
      expect(shared).toBeNull();
      fs.writeFileSync(path.join(serviceDir, RUNNING_FILE), JSON.stringify({ ...running, pid: process.ppid }), { mode: 0o600 });
      expect(await runningLocalService(serviceDir)).toEqual({ url: running.url, apiKey: running.apiKey });
      const cli = await createCore({ dataDir, transport: 'cli', openExternal: async () => undefined, autoSync: false });
      try {
        expect(serviceChildrenOf(serviceDir)).toHaveLength(1);
        // it syncs with the window's service
        expect((await dispatch(cli.handlers, 'sync.now', {})).ok).toBe(true);
        await expect.poll(async () => {
          const envelope = await dispatch(cli.handlers, 'sync.status', {});
          return envelope.ok ? (envelope.value as SyncStatus).lastSyncAt !== null : false;
        }, { timeout: 30_000 }).toBe(true);
        expect(serviceChildrenOf(serviceDir)).toHaveLength(1);
      } finally {
        await cli.close();
      }
      // the CLI's close leaves the window's service running
      const answer = await fetch(`${running.url}/research?page=1&limit=1`, { headers: { Authorization: `Bearer ${running.apiKey}` } });
      expect(answer.status).toBe(200);
    } finally {
      await window.close();
    }
  });
});

describe('a second window on the same data folder uses the first one’s embedded service', () => {
  it.each<[string, unknown, string, boolean]>([
    ['the supervisor runs at that address', { url: 'http://127.0.0.1:4100', apiKey: 'k', pid: 4242 }, 'http://127.0.0.1:4100', true],
    ['the supervisor is gone', { url: 'http://127.0.0.1:4100', apiKey: 'k', pid: 4343 }, 'http://127.0.0.1:4100', false],
    ['the record was removed (the other window closed)', null, 'http://127.0.0.1:4100', false],
    ['another process runs it at another address', { url: 'http://127.0.0.1:4200', apiKey: 'k', pid: 4242 }, 'http://127.0.0.1:4100', false],
    ['this process took it over', { url: 'http://127.0.0.1:4100', apiKey: 'k', pid: process.pid }, 'http://127.0.0.1:4100', false],
  ])('sharedStillSupervised: %s', (_name, record, url, supervised) => {
    expect(sharedStillSupervised(record, url, (pid) => pid === 4242, process.pid)).toBe(supervised);
  });

  it('starts no second service (session 24: each window started its own); when the first window is killed, it starts one on the same address', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-two-windows-'));
    dirs.push(dataDir);
    const serviceDir = path.join(dataDir, 'local-service');
    // the first window: another process that supervises the service for this data folder, as the app does
    const script = path.join(dataDir, 'first-window.mts');
    const modulePath = new URL('../../src/main/services/local-service.ts', import.meta.url).pathname;
    fs.writeFileSync(script, `import { startLocalService } from ${JSON.stringify(modulePath)};\nconst handle = await startLocalService(${JSON.stringify(serviceDir)});\nprocess.stdout.write('ready ' + handle.url + '\\n');\nsetInterval(() => undefined, 60_000);\n`);
    const first = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let output = '';
    first.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => /ready (\S+)/.exec(output)?.[1] ?? '', { timeout: 60_000 }).not.toBe('');
      const url = /ready (\S+)/.exec(output)?.[1] ?? '';
      const second = await createCore({ dataDir, transport: 'browser', openExternal: async () => undefined, autoSync: true, backgroundProfiles: false });
      const notices: string[] = [];
      second.bus.subscribe((name, payload) => {
        if (name === 'service.notice') notices.push((payload as EventPayload<'service.notice'>).message);
      });
      const status = async (): Promise<SyncStatus | null> => {
        const envelope = await dispatch(second.handlers, 'sync.status', {});
        return envelope.ok ? (envelope.value as SyncStatus) : null;
      };
      try {
        await expect.poll(async () => (await status())?.message, { timeout: 60_000 }).toBe('Up to date');
        // this process started no service of its own: it syncs with the first window's
        expect(serviceChildrenOf(serviceDir)).toEqual([]);
        expect((JSON.parse(fs.readFileSync(path.join(serviceDir, RUNNING_FILE), 'utf8')) as { pid: number }).pid).toBe(first.pid);

        // the first window is killed (its service child follows it): this one starts the service at the same address
        first.kill('SIGKILL');
        await expect.poll(() => serviceChildrenOf(serviceDir).length, { timeout: 60_000 }).toBe(1);
        await expect.poll(() => notices, { timeout: 60_000 }).toEqual([
          'The local research service another Quire process ran for this library stopped; starting it here.',
          'The local research service is running again.',
        ]);
        const record = JSON.parse(fs.readFileSync(path.join(serviceDir, RUNNING_FILE), 'utf8')) as { url: string; pid: number };
        expect(record).toMatchObject({ url, pid: process.pid });
        expect((await dispatch(second.handlers, 'sync.now', {})).ok).toBe(true);
        await expect.poll(async () => (await status())?.message, { timeout: 60_000 }).toBe('Up to date');
      } finally {
        await second.close();
      }
      expect(serviceChildrenOf(serviceDir)).toEqual([]);
    } finally {
      first.kill('SIGKILL');
    }
  });
});
