// A typed stand-in for the small part of Electron that Quire's main process and preload use
// (no Electron binary can be downloaded on these machines). Each piece implements the narrow
// interface the production code declares (IpcMainLike, PreloadElectron, ...), which Electron's
// real objects satisfy too (the typecheck of src/main/electron proves that side). The stand-in
// records what was installed so tests can assert every guard and handler is there.
import type { GuardedApp, GuardedContents, GuardedSession, NavigationEvent } from '../../src/main/electron/guards';
import type { IpcMainLike } from '../../src/main/electron/ipc';
import type { FrameLike } from '../../src/main/electron/options';
import type { PreloadElectron } from '../../src/preload/bridge-core';

type MainListener = Parameters<IpcMainLike['handle']>[1];

/** ipcMain: handlers by channel; `invokeFrom` plays a renderer frame invoking a channel. */
export class StandInIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, MainListener>();
  handle(channel: string, listener: MainListener): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  async invokeFrom(frame: FrameLike | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const listener = this.handlers.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener({ senderFrame: frame }, ...args);
  }
}

/** A window's webContents.send, recorded. */
export class StandInWindow {
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  destroyed = false;
  isDestroyed(): boolean {
    return this.destroyed;
  }
  readonly webContents = { send: (channel: string, ...args: unknown[]): void => void this.sent.push({ channel, args }) };
}

/**
 * The preload's ipcRenderer + webUtils, wired to a StandInIpcMain as the given frame. `filesOnDisk`
 * plays webUtils.getPathForFile: a File the user dropped maps to its path; any other File (one a
 * page built itself) has none ('').
 */
export class StandInRenderer implements PreloadElectron {
  readonly invoked: Array<{ channel: string; args: unknown[] }> = [];
  readonly filesOnDisk = new Map<File, string>();
  private readonly listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  constructor(
    private readonly main: StandInIpcMain,
    public frame: FrameLike,
  ) {}
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return this.main.invokeFrom(this.frame, channel, ...args);
  }
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
  }
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void {
    this.listeners.get(channel)?.delete(listener);
  }
  emit(channel: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(channel) ?? []) listener({}, ...args);
  }
  getPathForFile(file: File): string {
    return this.filesOnDisk.get(file) ?? '';
  }
  /** A file the user dropped from disk. */
  drop(path: string, name: string): File {
    const file = new File(['x'], name);
    this.filesOnDisk.set(file, path);
    return file;
  }
}

type Listener = (event: NavigationEvent) => void;

/** A navigation as Electron would deliver it: `prevented` says whether a guard stopped it. */
class StandInEvent implements NavigationEvent {
  prevented = false;
  constructor(readonly url: string) {}
  preventDefault(): void {
    this.prevented = true;
  }
}

/** webContents: records every listener and the window-open handler so tests can fire them. */
export class StandInContents implements GuardedContents {
  readonly listeners = new Map<string, Listener[]>();
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview', listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  /** Fires `event` for `url` as Electron would; true when a guard prevented it. */
  fire(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview', url = ''): boolean {
    const e = new StandInEvent(url);
    for (const listener of this.listeners.get(event) ?? []) listener(e);
    return e.prevented;
  }
  /** window.open / target=_blank as Electron asks the handler. */
  open(url: string): { action: string } {
    if (!this.windowOpenHandler) return { action: 'allow' }; // Electron's default without a handler
    return this.windowOpenHandler({ url });
  }
}

/** session: the three permission handlers as installed. */
export class StandInSession implements GuardedSession {
  request: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
  check: ((contents: unknown, permission: string) => boolean) | null = null;
  device: ((details: unknown) => boolean) | null = null;
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void {
    this.request = handler;
  }
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void {
    this.check = handler;
  }
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void {
    this.device = handler;
  }
}

/** app: 'web-contents-created' listeners; `createContents` plays Electron creating any webContents. */
export class StandInApp implements GuardedApp {
  private readonly created: Array<(event: unknown, contents: GuardedContents) => void> = [];
  on(_event: 'web-contents-created', listener: (event: unknown, contents: GuardedContents) => void): this {
    this.created.push(listener);
    return this;
  }
  createContents(): StandInContents {
    const contents = new StandInContents();
    for (const listener of this.created) listener({}, contents);
    return contents;
  }
}

/**
 * safeStorage: "encrypts" by XOR with a fixed pad behind a marker (reversible, and the plaintext is
 * not in the output); `available` plays an OS without a secret store when false.
 */
export class StandInSafeStorage {
  available = true;
  encryptString(plainText: string): Buffer {
    if (!this.available) throw new Error('Encryption is not available.');
    const bytes = Buffer.from(plainText, 'utf8').map((b, i) => b ^ (0x5a + (i % 7)));
    return Buffer.concat([Buffer.from('v10'), bytes]);
  }
  decryptString(encrypted: Buffer): string {
    if (encrypted.subarray(0, 3).toString() !== 'v10') throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return Buffer.from(encrypted.subarray(3).map((b, i) => b ^ (0x5a + (i % 7)))).toString('utf8');
  }
  isEncryptionAvailable(): boolean {
    return this.available;
  }
}

/** Notification (#13): every one made is recorded; `clickIt` plays the user clicking it. */
export class StandInNotification {
  static supported = true;
  static made: StandInNotification[] = [];
  static isSupported(): boolean {
    return StandInNotification.supported;
  }
  shown = false;
  private click: (() => void) | null = null;
  constructor(readonly options: { title: string; body: string; silent: boolean }) {
    StandInNotification.made.push(this);
  }
  on(_event: 'click', listener: () => void): this {
    this.click = listener;
    return this;
  }
  show(): void {
    this.shown = true;
  }
  clickIt(): void {
    this.click?.();
  }
}

/** A BrowserWindow's focus state and the calls that bring it forward (#13). */
export class StandInFocusWindow {
  readonly calls: string[] = [];
  focused = false;
  minimized = false;
  destroyed = false;
  isFocused(): boolean {
    return this.focused;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.calls.push('restore');
  }
  show(): void {
    this.calls.push('show');
  }
  focus(): void {
    this.calls.push('focus');
  }
}
