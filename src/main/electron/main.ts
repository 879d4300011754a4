// Composition root of the desktop app: open the core (db → migrate → engine → embedded service),
// serve the renderer from a privileged app:// scheme with a CSP header, create the sandboxed window,
// bind IPC. The guards (navigation, new windows and <webview> on every webContents, permissions,
// the app:// handler, which renderer URL loads) live in guards.ts and are tested there.
import { app, BrowserWindow, dialog, ipcMain, net, Notification, protocol, safeStorage, session, shell, utilityProcess, type Rectangle } from 'electron';
import Store from 'electron-store';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCore } from '../core';
import { defaultDataDir, usePrivateFileModes } from '../paths';
import type { Core } from '../core-types';
import { DESKTOP_CONTENT_SECURITY_POLICY, isAllowedExternalUrl, isLoopbackHttpUrl } from '../security';
import { appProtocolHandler, denyPermissions, guardApp, rendererUrl } from './guards';
import { APP_ORIGIN, APP_SCHEME, mainWindowOptions } from './options';
import { bindIpc } from './ipc';
import { createSavePdf } from '../export/desktop-pdf';
import { createDesktopNotify } from '../export/desktop-notify';
import { attachMainNotifications, type MainNotifications } from '../export/main-notify';
import { SafeStorageSecrets } from './secrets';
import { useUtilityProcess } from '../services/local-service';

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
// electron-vite's dev server, only in an unpackaged build (a packaged app ignores the variable).
const loadedUrl = rendererUrl(app.isPackaged, process.env.ELECTRON_RENDERER_URL, APP_ORIGIN);
const appUrl = (): string => loadedUrl;

let core: Core | null = null;
let finishNotifications: MainNotifications | null = null;

/** The core's app.openExternal has already narrowed loopback http to the embedded checkout page. */
async function openExternal(url: string): Promise<void> {
  if (isAllowedExternalUrl(url) || isLoopbackHttpUrl(url)) await shell.openExternal(url);
}

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, appProtocolHandler(rendererDir, new URL(APP_ORIGIN).host, DESKTOP_CONTENT_SECURITY_POLICY, (file) => net.fetch(pathToFileURL(file).toString())));
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
  const unbind = bindIpc(ipcMain, { bus, handlers: { ...core.handlers, ...notify, 'print.savePdf': savePdf, 'notify.takeClick': async () => finishNotifications?.takeClick() ?? { jobId: null, profileId: null } } }, window, appUrl);
  window.on('closed', unbind);
  window.once('ready-to-show', () => window.show());
  // Navigation, new windows and <webview> are guarded on every webContents by guardApp (start()).
  await window.loadURL(appUrl());
}

async function start(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  // Before any window exists: every webContents gets the navigation guards; permissions are denied.
  // Links clicked in the page may leave only as https (the checkout goes through app.openExternal).
  guardApp(app, { appUrl, checkoutBase: () => null, openExternal });
  await app.whenReady();
  denyPermissions(session.defaultSession); // the session exists only once the app is ready
  usePrivateFileModes(); // everything the app writes (databases, staging, backups, keys) is the owner's alone
  serveRenderer();
  // The embedded service runs as an Electron utility process: the packaged app ships with the
  // RunAsNode fuse off (build/electron-builder.yml), so child_process.fork would not work there.
  useUtilityProcess(utilityProcess);
  // The same folder as browser mode and the CLI, so the window and the terminal share one notebook.
  const dataDir = defaultDataDir();
  core = await createCore({
    dataDir,
    transport: 'electron',
    autoSync: true,
    openExternal,
    secrets: new SafeStorageSecrets(join(dataDir, 'secrets.desktop.json'), safeStorage, join(dataDir, 'secrets.json')),
  });
  await createWindow();
  // #13: research finishing with no window open, or in a profile not in the window, notifies from here
  finishNotifications = attachMainNotifications({ bus: core.bus, handlers: core.handlers, Notification, window: () => BrowserWindow.getAllWindows()[0] ?? null, openWindow: createWindow });
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
