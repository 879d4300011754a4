// Save-as-you-type for one note: debounced writes, immediate flush (blur, switch, unload, unmount),
// writes in order so an older body never lands after a newer one. "Saved" is reported only once the
// core answered for exactly the text on screen; nothing is written over a note not yet read.
import type { QuireClient } from '../../lib/client';
import { errorSentence } from '../../lib/errors';

export type NoteTarget = { targetType: 'job' | 'source'; targetId: string };

export type DraftStatus = 'loading' | 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

export interface DraftSnapshot {
  text: string;
  status: DraftStatus;
  /** When the core last confirmed a write (this session), else the stored note's time. */
  updatedAt: string | null;
  error: string | null;
}

export type SaveNote = (body: string) => Promise<{ updatedAt: string }>;

/**
 * Where unsaved text waits out a crash of the window between a keystroke and its write: `base` is
 * the stored note the text was typed over, so a recovery never overwrites a note changed since.
 */
export interface DraftJournal {
  read(): { body: string; base: string } | null;
  write(body: string, base: string): void;
  clear(): void;
}

/** A journal in the window's localStorage (survives a renderer crash and a reload). */
export function localJournal(key: string): DraftJournal | undefined {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return undefined;
  }
  const name = `quire.note-draft:${key}`;
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(name) ?? 'null');
        if (parsed && typeof parsed === 'object' && 'body' in parsed && 'base' in parsed && typeof parsed.body === 'string' && typeof parsed.base === 'string') {
          return { body: parsed.body, base: parsed.base };
        }
      } catch {
        // A damaged entry is dropped below.
      }
      storage.removeItem(name);
      return null;
    },
    write(body, base) {
      try {
        storage.setItem(name, JSON.stringify({ body, base }));
      } catch {
        // Storage full or denied: the debounced write still runs; only crash recovery is lost.
      }
    },
    clear() {
      storage.removeItem(name);
    },
  };
}

export const AUTOSAVE_DELAY_MS = 400;

export class NoteDraft {
  private text = '';
  /** The body the core has durably (as far as this window knows). */
  private savedText = '';
  private loaded = false;
  private status: DraftStatus = 'loading';
  private updatedAt: string | null = null;
  private error: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  /** Text of the newest write sent, so an identical flush does not send it twice. */
  private lastSentText: string | null = null;
  private sentCount = 0;
  private appliedCount = 0;
  private listeners = new Set<() => void>();
  private snapshot: DraftSnapshot;
  /** Callers waiting for the stored note: nothing may be written over a note not yet read. */
  private loadWaiters: Array<{ resolve: () => void; reject: (reason: Error) => void }> = [];

  constructor(
    private readonly save: SaveNote,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
    private readonly journal?: DraftJournal,
  ) {
    this.snapshot = this.makeSnapshot();
  }

  /** The stored note (first load, or a change from elsewhere). Ignored while local edits are unsaved. */
  receive(body: string, updatedAt: string | null): void {
    if (this.hasUnsaved() || this.inFlight) return;
    const firstLoad = !this.loaded;
    this.loaded = true;
    this.text = body;
    this.savedText = body;
    if (this.status === 'loading' || this.status === 'error') {
      this.status = 'idle';
      this.error = null;
    }
    if (this.status !== 'saved') this.updatedAt = updatedAt;
    for (const waiter of this.loadWaiters.splice(0)) waiter.resolve();
    if (firstLoad) this.recover(body);
    this.emit();
  }

  /** Text typed before a crash, if the stored note is still the one it was typed over: written now. */
  private recover(stored: string): void {
    const journaled = this.journal?.read();
    if (!journaled) return;
    if (journaled.base !== stored || journaled.body === stored) {
      this.journal?.clear();
      return;
    }
    this.text = journaled.body;
    this.status = 'dirty';
    void this.flush();
  }

  /** The stored note could not be read: stay read-only rather than risk overwriting it. */
  loadFailed(message: string): void {
    if (this.loaded) return;
    this.status = 'error';
    this.error = `Could not open the note. ${message}`;
    for (const waiter of this.loadWaiters.splice(0)) waiter.reject(new Error(this.error));
    this.emit();
  }

  /** Resolves once the stored note is here; rejects if it could not be read. */
  whenLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    return new Promise((resolve, reject) => this.loadWaiters.push({ resolve, reject }));
  }

  isLoaded(): boolean {
    return this.loaded;
  }

  /** The user typed: show it now, write it after a pause. */
  edit(body: string): void {
    if (!this.loaded) return;
    this.text = body;
    if (this.hasUnsaved()) this.journal?.write(body, this.savedText);
    else this.journal?.clear();
    this.status = this.hasUnsaved() ? 'dirty' : this.status === 'dirty' ? 'saved' : this.status;
    this.schedule();
    this.emit();
  }

  /** Appends a block (e.g. a quote) after the current text, separated by a blank line, and saves at once. */
  async append(block: string): Promise<void> {
    await this.whenLoaded();
    const base = this.text.replace(/\s+$/, '');
    this.edit(base ? `${base}\n\n${block}` : block);
    return this.flush();
  }

  /**
   * Writes whatever is unsaved now; resolves once the core has it (or the write failed). Normally
   * one write at a time; `urgent` (the window is going away) sends at once even while another is
   * running, relying on the transport's order, because a chained write would never leave the page.
   */
  flush(urgent = false): Promise<void> {
    this.clearTimer();
    if (this.inFlight && !urgent) {
      // A write is running; chain one more for edits made meanwhile.
      return this.inFlight.then(() => (this.hasUnsaved() && this.status !== 'error' ? this.flush() : undefined));
    }
    if (!this.hasUnsaved() || this.text === this.lastSentText) return this.inFlight ?? Promise.resolve();
    const body = this.text;
    const sequence = ++this.sentCount;
    this.lastSentText = body;
    this.status = 'saving';
    this.emit();
    // save() (the contract's invoke) runs synchronously here, so the write is on the wire before
    // a `pagehide` handler returns.
    let request: Promise<{ updatedAt: string }>;
    try {
      request = this.save(body);
    } catch (failure) {
      request = Promise.reject(failure);
    }
    const running = request.then(
      ({ updatedAt }) => {
        // An older write answering late must not mark newer text as saved.
        if (sequence < this.appliedCount) return;
        this.appliedCount = sequence;
        this.savedText = body;
        this.updatedAt = updatedAt;
        this.error = null;
        this.status = this.hasUnsaved() ? 'dirty' : 'saved';
        if (this.hasUnsaved()) this.journal?.write(this.text, this.savedText);
        else this.journal?.clear();
      },
      (failure: unknown) => {
        if (this.lastSentText === body) this.lastSentText = null;
        this.error = `Not saved. ${errorSentence(failure)}`;
        this.status = 'error';
      },
    );
    const previous = this.inFlight;
    const all: Promise<void> = (previous ? Promise.all([previous, running]).then(() => undefined) : running).finally(() => {
      if (this.inFlight === all) this.inFlight = null;
      this.emit();
    });
    this.inFlight = all;
    return all.then(() => (this.hasUnsaved() && this.status !== 'error' ? this.flush() : undefined));
  }

  hasUnsaved(): boolean {
    return this.loaded && this.text !== this.savedText;
  }

  getSnapshot = (): DraftSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    this.clearTimer();
    this.listeners.clear();
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.hasUnsaved()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private makeSnapshot(): DraftSnapshot {
    return { text: this.text, status: this.status, updatedAt: this.updatedAt, error: this.error };
  }

  private emit(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }
}

/**
 * One draft per note target for the whole window, so the notes tab, a quote action and a source's
 * note field all edit the same text. Drafts with nothing unsaved and no view are dropped.
 */
const drafts = new Map<string, { draft: NoteDraft; users: number }>();

function keyOf(target: NoteTarget): string {
  return `${target.targetType}:${target.targetId}`;
}

/** The window's draft for a target, created (and its stored note requested) on first use. */
export function draftFor(client: QuireClient, target: NoteTarget): NoteDraft {
  const key = keyOf(target);
  let entry = drafts.get(key);
  if (!entry) {
    const draft = new NoteDraft((body) => client.invoke('notes.save', { ...target, body }), AUTOSAVE_DELAY_MS, localJournal(key));
    entry = { draft, users: 0 };
    drafts.set(key, entry);
    void client.invoke('notes.get', target).then(
      ({ body, updatedAt }) => draft.receive(body, updatedAt),
      (failure: unknown) => draft.loadFailed(errorSentence(failure)),
    );
  }
  return entry.draft;
}

/** Marks a draft in use (a view or an action); pair with releaseDraft. */
export function acquireDraft(client: QuireClient, target: NoteTarget): NoteDraft {
  const draft = draftFor(client, target);
  const entry = drafts.get(keyOf(target));
  if (entry) entry.users++;
  return draft;
}

/** When the last user lets go, the draft is written out and forgotten. */
export function releaseDraft(target: NoteTarget): void {
  const key = keyOf(target);
  const entry = drafts.get(key);
  if (!entry) return;
  entry.users--;
  if (entry.users > 0) return;
  void entry.draft.flush().finally(() => {
    const current = drafts.get(key);
    if (current === entry && current.users === 0) {
      current.draft.dispose();
      drafts.delete(key);
    }
  });
}

/** Re-reads a note changed elsewhere (another window, the CLI, a restore); local edits win until saved. */
export function refreshDraft(client: QuireClient, target: NoteTarget): void {
  const entry = drafts.get(keyOf(target));
  if (!entry) return;
  void client.invoke('notes.get', target).then(
    ({ body, updatedAt }) => entry.draft.receive(body, updatedAt),
    () => undefined,
  );
}
