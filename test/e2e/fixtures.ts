// Playwright fixtures: each test gets its own local research service (a real child process on a
// fixed loopback port, so it can be stopped and restarted to simulate going offline; its data folder
// starts as a copy of the run's pre-indexed template, service-template.ts) and its own Quire in
// browser mode with a fresh data directory, connected to that service.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
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
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });
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

export const test = base.extend<{ app: AppHandle; shot: (page: Page, name: string) => Promise<void>; pageErrors: string[] }>({
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
  app: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
    const serviceDir = join(dataDir, 'service');
    // a copy of the run's template (service-template.ts): the sample library is indexed already
    const template = process.env[TEMPLATE_ENV];
    if (template) cpSync(template, serviceDir, { recursive: true });
    else mkdirSync(serviceDir, { recursive: true });
    let port = await freePort();
    const apiKey = `csk-e2e-${Math.random().toString(36).slice(2)}`;
    let serviceProcess: ChildProcess | null = null;
    let adminToken = '';

    const startService = async () => {
      const { child, output } = await launch(
        'service-cli',
        ['--port', String(port), '--data', serviceDir, '--step-ms', '120', '--test-hooks'],
        // The admin token is printed after the "listening" line: wait for it too.
        /listening on http:\/\/127\.0\.0\.1:\d+[\s\S]*admin token:\s*\S+\s/,
        { QUIRE_SERVICE_API_KEY: apiKey },
      );
      serviceProcess = child;
      adminToken = /admin token:\s*(\S+)/i.exec(output)?.[1] ?? adminToken;
    };
    // the port was free when asked, but another process (a flow's browser or server, a Vitest worker beside
    // the flows) can take it before the service listens: then a new one (a CI run failed on EADDRINUSE)
    for (let attempt = 1; ; attempt++) {
      try {
        await startService();
        break;
      } catch (error) {
        if (attempt >= 5 || !String(error).includes('EADDRINUSE')) throw error;
        port = await freePort();
      }
    }
    const service: ServiceInfo = { url: `http://127.0.0.1:${port}`, apiKey, adminToken };

    const { child: quire, output } = await launch(
      'serve',
      ['--data', join(dataDir, 'quire'), '--port', '0', '--service-url', service.url, '--service-key', apiKey],
      /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/,
    );
    const url = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/.exec(output)?.[0] ?? '';

    const admin = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${service.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    };

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

    await stop(quire);
    await stop(serviceProcess);
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
