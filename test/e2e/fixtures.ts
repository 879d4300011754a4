// Playwright fixtures: each test gets its own local research service (a real child process on a
// fixed loopback port, so it can be stopped and restarted to simulate going offline; its data folder
// starts as a copy of the run's pre-indexed template, service-template.ts, and the worker starts it
// while the flow before runs) and its own Quire in browser mode with a fresh data directory,
// connected to that service.
import { appendFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtEntry } from './built';
import { TEMPLATE_ENV } from './service-template';

export { builtEntry };

const ROOT = resolve(import.meta.dirname, '../..');
const SCREENS = join(ROOT, 'test-results', 'screens');

export interface ServiceInfo {
  url: string;
  apiKey: string;
  adminToken: string;
}

export interface AppHandle {
  /** Browser-mode address with the access token. */
  url: string;
  dataDir: string;
  service: ServiceInfo;
  /** Switches the service's fault injection (see src/service/faults.ts); `{}` clears. */
  setFaults(plan: Record<string, unknown>): Promise<void>;
  /** Stops the service process: the app now sees a dead network. */
  stopService(): Promise<void>;
  /** Starts it again on the same port and data (jobs resume). */
  startService(): Promise<void>;
  /** Agent-auth codes the service "e-mailed". */
  mailbox(): Promise<Array<{ email: string; code: string }>>;
}

/** A second research service of its own (another account: the local service holds one account each). */
export interface OtherService {
  url: string;
  setFaults(plan: Record<string, unknown>): Promise<void>;
  mailbox(): Promise<Array<{ email: string; code: string }>>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts a built Node entry and resolves once `pattern` shows up on its stdout. */
function launch(entry: 'serve' | 'service-cli', args: string[], pattern: RegExp, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; output: string }> {
  return new Promise((resolveLaunch, reject) => {
    const child = spawn(process.execPath, [builtEntry(entry), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${entry} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolveLaunch({ child, output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // E2E_DEBUG_LOG=file keeps every started Quire's and service's stderr (what a flaky flow logged)
      if (process.env.E2E_DEBUG_LOG) appendFileSync(process.env.E2E_DEBUG_LOG, `[${entry} ${Date.now()}] ${chunk.toString()}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Starts the flow's service on `port` over `serviceDir`; resolves once it prints its admin token. */
async function launchService(port: number, serviceDir: string, apiKey: string): Promise<{ child: ChildProcess; adminToken: string }> {
  const { child, output } = await launch(
    'service-cli',
    ['--port', String(port), '--data', serviceDir, '--step-ms', '120', '--test-hooks'],
    // The admin token is printed after the "listening" line: wait for it too.
    /listening on http:\/\/127\.0\.0\.1:\d+[\s\S]*admin token:\s*\S+\s/,
    { QUIRE_SERVICE_API_KEY: apiKey },
  );
  return { child, adminToken: /admin token:\s*(\S+)/i.exec(output)?.[1] ?? '' };
}

/** A flow's data folder and its running service, before the flow has started its Quire. */
interface PreparedService {
  dataDir: string;
  serviceDir: string;
  port: number;
  apiKey: string;
  child: ChildProcess;
  adminToken: string;
}

/** A fresh data folder (the service's part a copy of the run's pre-indexed template) and its service, started. */
async function prepareService(): Promise<PreparedService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  const serviceDir = join(dataDir, 'service');
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, serviceDir, { recursive: true });
  else mkdirSync(serviceDir, { recursive: true });
  const apiKey = `csk-e2e-${Math.random().toString(36).slice(2)}`;
  // the port was free when asked, but another process (a flow's browser or server, a Vitest worker beside
  // the flows) can take it before the service listens: then a new one (a CI run failed on EADDRINUSE)
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { dataDir, serviceDir, port, apiKey, ...(await launchService(port, serviceDir, apiKey)) };
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/**
 * Each worker keeps the next flow's service starting while the current flow runs (flows mostly wait on
 * the app), so a flow finds its service ready instead of waiting for it to start. The flow's own Quire
 * still starts with the flow, so its first sync sees what the flow did to the service before.
 */
class SpareServices {
  private next: Promise<PreparedService> | null = null;

  /** The service started for this flow (or one started now, for a worker's first flow). */
  take(): Promise<PreparedService> {
    const taken = this.next ?? prepareService();
    this.next = null;
    return taken;
  }

  /** Starts the next flow's service (called once this flow's own processes are up). */
  prepareNext(): void {
    if (this.next) return;
    this.next = prepareService();
    this.next.catch(() => undefined); // a failed start fails the flow that takes it, not this one
  }

  /** The worker is done: the spare is stopped and its folder removed. */
  async close(): Promise<void> {
    const spare = await this.next?.catch(() => null);
    this.next = null;
    if (!spare) return;
    await stop(spare.child);
    rmSync(spare.dataDir, { recursive: true, force: true });
  }
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** Calls a service's admin routes with its admin token. */
function adminOf(url: string, token: () => string) {
  return async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json() as Promise<unknown>;
  };
}

export const test = base.extend<
  { app: AppHandle; otherService: OtherService; shot: (page: Page, name: string) => Promise<void>; pageErrors: string[] },
  { spareServices: SpareServices }
>({
  spareServices: [
    async ({}, use) => {
      const spares = new SpareServices();
      await use(spares);
      await spares.close();
    },
    { scope: 'worker' },
  ],
  /** Uncaught exceptions in any watched page; a test with one fails even if its flow looked fine. */
  pageErrors: async ({}, use) => {
    const errors: string[] = [];
    await use(errors);
    expect(errors, 'uncaught exceptions in the page').toEqual([]);
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await use(page);
  },
  app: async ({ spareServices }, use) => {
    const prepared = await spareServices.take();
    const { dataDir, serviceDir, port, apiKey } = prepared;
    let serviceProcess: ChildProcess | null = prepared.child;
    let adminToken = prepared.adminToken;
    const startService = async () => {
      const started = await launchService(port, serviceDir, apiKey);
      serviceProcess = started.child;
      adminToken = started.adminToken || adminToken;
    };
    const service: ServiceInfo = { url: `http://127.0.0.1:${port}`, apiKey, adminToken };

    const { child: quire, output } = await launch(
      'serve',
      ['--data', join(dataDir, 'quire'), '--port', '0', '--service-url', service.url, '--service-key', apiKey],
      /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/,
    );
    const url = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/.exec(output)?.[0] ?? '';
    spareServices.prepareNext();

    const admin = adminOf(service.url, () => adminToken);

    await use({
      url,
      dataDir,
      get service() {
        return { ...service, adminToken };
      },
      setFaults: async (plan) => {
        await admin('/__admin/faults', { method: 'POST', body: JSON.stringify(plan) });
      },
      stopService: async () => {
        await stop(serviceProcess);
        serviceProcess = null;
      },
      startService,
      mailbox: async () => (await admin('/__admin/mailbox')) as Array<{ email: string; code: string }>,
    });

    // both at once: each may take a moment to close its databases
    await Promise.all([stop(quire), stop(serviceProcess)]);
  },
  otherService: async ({}, use) => {
    const other = await prepareService();
    const admin = adminOf(`http://127.0.0.1:${other.port}`, () => other.adminToken);
    await use({
      url: `http://127.0.0.1:${other.port}`,
      setFaults: async (plan) => {
        await admin('/__admin/faults', { method: 'POST', body: JSON.stringify(plan) });
      },
      mailbox: async () => (await admin('/__admin/mailbox')) as Array<{ email: string; code: string }>,
    });
    await stop(other.child);
    rmSync(other.dataDir, { recursive: true, force: true });
  },
  shot: async ({}, use) => {
    mkdirSync(SCREENS, { recursive: true });
    await use(async (page, name) => {
      await page.screenshot({ path: join(SCREENS, `${name}.png`) });
    });
  },
});

export { expect };

/**
 * Opens the New research dialog with Ctrl+N. The shortcut works once the app has mounted, which can
 * be after page.goto returns (the page's load event) on a busy machine: wait for the workspace, and
 * press again while the dialog has not appeared.
 */
export async function openComposer(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'New research' });
  await expect(page.getByRole('button', { name: '+ New research' })).toBeVisible();
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press('Control+n');
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/**
 * Starts a research from the keyboard (Ctrl+N, the question, Start) and waits until the dialog has
 * closed ('sent'), the job's page shows it ('shown'), or its status timeline says completed ('completed').
 */
export async function startResearch(page: Page, query: string, until: 'sent' | 'shown' | 'completed' = 'completed'): Promise<void> {
  const dialog = await openComposer(page);
  await dialog.getByLabel('Research question').fill(query);
  await dialog.getByRole('button', { name: 'Start research' }).click();
  await expect(dialog).toBeHidden();
  if (until === 'sent') return;
  await expect(page.getByRole('heading', { level: 1, name: query })).toBeVisible();
  if (until === 'shown') return;
  await expect(page.getByRole('list', { name: 'Status timeline' }).getByText('completed')).toBeVisible({ timeout: 45_000 });
}

/**
 * Opens Settings, adds the flow's service as a remote profile named `name` (by key) and makes it
 * active. Returns the profile's row in Settings.
 */
export async function useRemoteProfile(page: Page, app: AppHandle, name: string): Promise<Locator> {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await page.getByLabel('Profile name', { exact: true }).fill(name);
  await page.getByLabel('Base URL', { exact: true }).fill(app.service.url);
  await page.getByLabel('API key', { exact: true }).fill(app.service.apiKey);
  await page.getByRole('button', { name: 'Add profile' }).click();
  const row = page.getByRole('listitem', { name: `Profile ${name}` });
  await row.getByRole('button', { name: 'Use this profile' }).click();
  await expect(row).toContainText('active');
  return row;
}
