// Composition root of the desktop app: open the core (db → migrate → engine → embedded service),
// serve the renderer from a privileged app:// scheme with a CSP header, create the sandboxed window,
// bind IPC, and guard navigation, new windows, permissions and external links.
import { app, BrowserWindow, dialog, ipcMain, net, Notification, protocol, session, shell, type Rectangle } from 'electron';
import Store from 'electron-store';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCore } from '../core';
import { defaultDataDir, usePrivateFileModes } from '../paths';
import type { Core } from '../core-types';
import { CONTENT_SECURITY_POLICY, isAllowedExternalUrl, isLoopbackHttpUrl } from '../security';
import { APP_ORIGIN, APP_SCHEME, mainWindowOptions } from './options';
import { bindIpc } from './ipc';
import { createSavePdf } from '../export/desktop-pdf';
import { createDesktopNotify } from '../export/desktop-notify';
import { SafeStorageSecrets } from './secrets';
import { FileSecretStore } from '../services/profiles';

// Packaged builds ship better-sqlite3 built for Electron's ABI and the sample library as resources;
// set before the core (or the embedded service it forks) opens a database.
if (app.isPackaged) {
  process.env.QUIRE_SQLITE_NATIVE_BINDING ??= join(process.resourcesPath, 'native', 'better_sqlite3.node');
  process.env.QUIRE_SAMPLE_LIBRARY_DIR ??= join(process.resourcesPath, 'library');
}

/** Window size and place between launches (a UI setting, kept apart from the notebook's data). */
const windowState = new Store<{ bounds?: Rectangle; maximized?: boolean }>({ name: 'window-state' });

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const rendererDir = join(import.meta.dirname, '../renderer');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const appUrl = (): string => devServerUrl ?? `${APP_ORIGIN}/index.html`;

let core: Core | null = null;

async function openExternal(url: string): Promise<void> {
  if (isAllowedExternalUrl(url) || isLoopbackHttpUrl(url)) await shell.openExternal(url);
}

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const { pathname } = new URL(request.url);
    const file = normalize(join(rendererDir, decodeURIComponent(pathname === '/' ? '/index.html' : pathname)));
    if (!file.startsWith(normalize(rendererDir) + sep)) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

async function createWindow(): Promise<void> {
  if (!core) return;
  const window = new BrowserWindow({ ...mainWindowOptions(join(import.meta.dirname, '../preload/index.cjs')), ...windowState.get('bounds') });
  if (windowState.get('maximized')) window.maximize();
  window.on('close', () => {
    windowState.set('maximized', window.isMaximized());
    if (!window.isMaximized()) windowState.set('bounds', window.getBounds());
  });
  // "Save as PDF" prints this window and finished research notifies through Electron (#13); every other operation is the core's.
  const savePdf = createSavePdf({ contents: window.webContents, showSaveDialog: (options) => dialog.showSaveDialog(window, options), defaultDir: app.getPath('downloads') });
  const bus = core.bus;
  const notify = createDesktopNotify({ Notification, window, setBadgeCount: (count) => app.setBadgeCount(count), onClicked: (jobId) => bus.emit('notify.clicked', { jobId }) });
  const unbind = bindIpc(ipcMain, { bus, handlers: { ...core.handlers, ...notify, 'print.savePdf': savePdf } }, window, appUrl);
  window.on('closed', unbind);
  window.once('ready-to-show', () => window.show());

  // The renderer never navigates away from itself and never opens windows; https links go to the system browser.
  window.webContents.on('will-navigate', (event, url) => {
    if (url !== window.webContents.getURL()) {
      event.preventDefault();
      void openExternal(url);
    }
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    void openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  await window.loadURL(appUrl());
}

async function start(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  await app.whenReady();
  usePrivateFileModes(); // everything the app writes (databases, staging, backups, keys) is the owner's alone
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  serveRenderer();
  // The same folder as browser mode and the CLI, so the window and the terminal share one notebook.
  const dataDir = defaultDataDir();
  core = await createCore({
    dataDir,
    transport: 'electron',
    autoSync: true,
    openExternal,
    secrets: new SafeStorageSecrets(join(dataDir, 'secrets.desktop.json'), new FileSecretStore(join(dataDir, 'secrets.json'))),
  });
  await createWindow();
  app.on('second-instance', () => BrowserWindow.getAllWindows()[0]?.focus());
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('will-quit', (event) => {
  if (!core) return;
  // Let the engine finish its current write and close SQLite cleanly before the process exits.
  event.preventDefault();
  const closing = core;
  core = null;
  void closing.close().finally(() => app.quit());
});

start().catch((error: unknown) => {
  console.error('Quire could not start:', error);
  app.exit(1);
});
