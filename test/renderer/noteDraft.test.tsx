// Save-as-you-type for notes: debounced writes, immediate flushes (blur, unmount, pagehide), order
// kept when typing during a write, honest "Saved", no overwrite of a note not yet read; and quoting.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { NotesTab } from '../../src/renderer/src/features/notebook/NotebookBar';
import { AUTOSAVE_DELAY_MS, NoteDraft, localJournal, type DraftJournal } from '../../src/renderer/src/features/notebook/noteDraft';
import { appendToNote } from '../../src/renderer/src/features/notebook/useNoteDraft';
import { quoteAnswer, quoteSource, selectedAnswerText } from '../../src/renderer/src/lib/quote';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A save function whose answers the test releases one by one. */
function controlledSave() {
  const calls: Array<{ body: string; answer: Deferred<{ updatedAt: string }> }> = [];
  const save = (body: string) => {
    const answer = deferred<{ updatedAt: string }>();
    calls.push({ body, answer });
    return answer.promise;
  };
  return { calls, save };
}

/** A core that keeps notes in a map: enough of the contract for the notes views. */
function notesCore(initial: Record<string, string> = {}) {
  const notes = new Map(Object.entries(initial));
  const saved: Array<{ key: string; body: string }> = [];
  let clock = 0;
  const client: QuireClient = {
    invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
      const target = input as { targetType: string; targetId: string; body?: string };
      const key = `${target.targetType}:${target.targetId}`;
      if (op === 'notes.get') return Promise.resolve({ body: notes.get(key) ?? '', updatedAt: notes.has(key) ? '2026-11-21T10:00:00Z' : null } as OperationOutput<K>);
      if (op === 'notes.save') {
        notes.set(key, target.body ?? '');
        saved.push({ key, body: target.body ?? '' });
        clock++;
        return Promise.resolve({ updatedAt: `2026-11-21T10:00:${String(clock).padStart(2, '0')}Z` } as OperationOutput<K>);
      }
      return Promise.reject(new Error(`${op} is not part of this test`));
    },
    on: () => () => undefined,
    pathForFile: null,
  };
  return { client, notes, saved };
}

describe('NoteDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes once after a pause in typing, with the last text, and says "saved" only when the core answered', async () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.receive('', null);
    draft.edit('K');
    draft.edit('Ke');
    draft.edit('Kelp');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    expect(draft.getSnapshot().status).toBe('dirty');
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.body)).toEqual(['Kelp']);
    expect(draft.getSnapshot().status).toBe('saving');
    calls[0]?.answer.resolve({ updatedAt: '2026-11-21T10:00:00Z' });
    await vi.runAllTimersAsync();
    expect(draft.getSnapshot()).toMatchObject({ status: 'saved', text: 'Kelp', updatedAt: '2026-11-21T10:00:00Z' });
  });

  it('flush writes at once without waiting for the pause', () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.receive('old', null);
    draft.edit('old and new');
    void draft.flush();
    expect(calls.map((c) => c.body)).toEqual(['old and new']);
  });

  it('keystrokes typed while a write runs are written after it, never before it', async () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.receive('', null);
    draft.edit('first');
    void draft.flush();
    draft.edit('first second');
    void draft.flush();
    expect(calls).toHaveLength(1);
    calls[0]?.answer.resolve({ updatedAt: '2026-11-21T10:00:01Z' });
    await vi.runAllTimersAsync();
    expect(draft.getSnapshot().status).toBe('saving');
    expect(calls.map((c) => c.body)).toEqual(['first', 'first second']);
    calls[1]?.answer.resolve({ updatedAt: '2026-11-21T10:00:02Z' });
    await vi.runAllTimersAsync();
    expect(draft.getSnapshot()).toMatchObject({ status: 'saved', text: 'first second' });
    expect(draft.hasUnsaved()).toBe(false);
  });

  it('an urgent flush (the window is going away) sends at once even while a write runs; a late older answer does not mark newer text saved', async () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.receive('', null);
    draft.edit('half');
    void draft.flush();
    draft.edit('half typed');
    void draft.flush(true);
    expect(calls.map((c) => c.body)).toEqual(['half', 'half typed']);
    calls[1]?.answer.resolve({ updatedAt: '2026-11-21T10:00:02Z' });
    calls[0]?.answer.resolve({ updatedAt: '2026-11-21T10:00:01Z' });
    await vi.runAllTimersAsync();
    expect(draft.getSnapshot()).toMatchObject({ status: 'saved', text: 'half typed', updatedAt: '2026-11-21T10:00:02Z' });
    expect(calls).toHaveLength(2);
  });

  it('a failed write keeps the text, says so, and the next keystroke tries again', async () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.receive('', null);
    draft.edit('precious');
    void draft.flush();
    calls[0]?.answer.reject(new Error('disk full'));
    await vi.runAllTimersAsync();
    expect(draft.getSnapshot()).toMatchObject({ status: 'error', text: 'precious' });
    expect(draft.getSnapshot().error).toMatch(/^Not saved\./);
    draft.edit('precious!');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(calls.map((c) => c.body)).toEqual(['precious', 'precious!']);
  });

  it('ignores the stored note arriving while local edits are unsaved, and takes it otherwise', () => {
    const { save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.receive('from disk', null);
    draft.edit('typed here');
    draft.receive('from the CLI', null);
    expect(draft.getSnapshot().text).toBe('typed here');
    const other = new NoteDraft(save);
    other.receive('v1', null);
    other.receive('v2 from the CLI', '2026-11-21T11:00:00Z');
    expect(other.getSnapshot()).toMatchObject({ text: 'v2 from the CLI', updatedAt: '2026-11-21T11:00:00Z' });
  });

  it('refuses typing before the stored note is read, so it cannot be overwritten', () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    draft.edit('typed too early');
    void draft.flush();
    expect(calls).toHaveLength(0);
    draft.loadFailed('Quire is not reachable.');
    expect(draft.getSnapshot().error).toMatch(/Could not open the note/);
  });

  it('append refuses (and writes nothing) when the stored note cannot be read', async () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    const appended = draft.append('> “quote”');
    draft.loadFailed('Quire is not reachable.');
    await expect(appended).rejects.toThrow(/Could not open the note/);
    expect(calls).toHaveLength(0);
  });

  it('append waits for the stored note and adds the block after it', async () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save);
    const appended = draft.append('> “quote” [1]');
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(0);
    draft.receive('My thoughts.\n', null);
    await vi.runAllTimersAsync();
    expect(calls.map((c) => c.body)).toEqual(['My thoughts.\n\n> “quote” [1]']);
    calls[0]?.answer.resolve({ updatedAt: '2026-11-21T10:00:00Z' });
    await appended;
    expect(draft.getSnapshot().status).toBe('saved');
  });
});

describe('crash journal', () => {
  function memoryJournal(initial: { body: string; base: string } | null = null): DraftJournal & { entry: { body: string; base: string } | null } {
    const journal = {
      entry: initial,
      read: () => journal.entry,
      write: (body: string, base: string) => {
        journal.entry = { body, base };
      },
      clear: () => {
        journal.entry = null;
      },
    };
    return journal;
  }

  it('holds every keystroke until the core confirmed it, then lets go', async () => {
    const { calls, save } = controlledSave();
    const journal = memoryJournal();
    const draft = new NoteDraft(save, AUTOSAVE_DELAY_MS, journal);
    draft.receive('stored', null);
    draft.edit('stored + typed');
    expect(journal.entry).toEqual({ body: 'stored + typed', base: 'stored' });
    void draft.flush();
    expect(journal.entry).not.toBeNull();
    calls[0]?.answer.resolve({ updatedAt: '2026-11-21T10:00:00Z' });
    await draft.flush();
    await vi.waitFor(() => expect(journal.entry).toBeNull());
  });

  it('after a crash, text typed over the still-stored note comes back and is written', () => {
    const { calls, save } = controlledSave();
    const draft = new NoteDraft(save, AUTOSAVE_DELAY_MS, memoryJournal({ body: 'stored + last words', base: 'stored' }));
    draft.receive('stored', null);
    expect(draft.getSnapshot().text).toBe('stored + last words');
    expect(calls.map((c) => c.body)).toEqual(['stored + last words']);
  });

  it('drops a journal typed over a note that has changed since (never overwrites newer text)', () => {
    const { calls, save } = controlledSave();
    const journal = memoryJournal({ body: 'old + typed', base: 'old' });
    const draft = new NoteDraft(save, AUTOSAVE_DELAY_MS, journal);
    draft.receive('changed by the CLI', null);
    expect(draft.getSnapshot().text).toBe('changed by the CLI');
    expect(calls).toHaveLength(0);
    expect(journal.entry).toBeNull();
  });

  it('localStorage journal round-trips and discards a damaged entry', () => {
    const journal = localJournal('job:j-journal');
    journal?.write('typed', 'base');
    expect(localJournal('job:j-journal')?.read()).toEqual({ body: 'typed', base: 'base' });
    window.localStorage.setItem('quire.note-draft:job:j-journal', '{not json');
    expect(journal?.read()).toBeNull();
    expect(window.localStorage.getItem('quire.note-draft:job:j-journal')).toBeNull();
  });
});

describe('NotesTab', () => {
  it('saves as you type, and shows "Saved" only after the core answered', async () => {
    vi.useFakeTimers();
    try {
      const core = notesCore({ 'job:j-type': 'Start.' });
      render(
        <ClientProvider client={core.client}>
          <NotesTab jobId="j-type" />
        </ClientProvider>,
      );
      await act(() => vi.runAllTimersAsync());
      const box = screen.getByRole('textbox', { name: 'Note' });
      expect(box).toHaveValue('Start.');
      fireEvent.change(box, { target: { value: 'Start. Then urchins.' } });
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      expect(core.saved).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
      expect(core.saved).toEqual([{ key: 'job:j-type', body: 'Start. Then urchins.' }]);
      expect(screen.getByText(/Saved on this machine at/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes at once on blur, on pagehide and on unmount (switching tab or job)', async () => {
    const core = notesCore();
    const view = render(
      <ClientProvider client={core.client}>
        <NotesTab jobId="j-flush" />
      </ClientProvider>,
    );
    const box = await screen.findByRole('textbox', { name: 'Note' });
    await vi.waitFor(() => expect(box).not.toHaveAttribute('readonly'));
    fireEvent.change(box, { target: { value: 'one' } });
    fireEvent.blur(box);
    expect(core.saved.map((s) => s.body)).toEqual(['one']);
    fireEvent.change(box, { target: { value: 'one two' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(core.saved.map((s) => s.body)).toEqual(['one', 'one two']);
    fireEvent.change(box, { target: { value: 'one two three' } });
    view.unmount();
    await vi.waitFor(() => expect(core.saved.map((s) => s.body)).toEqual(['one', 'one two', 'one two three']));
    expect(core.notes.get('job:j-flush')).toBe('one two three');
  });

  it('previews the note with the answer sanitizer: raw HTML inert, [n] a citation pill', async () => {
    const core = notesCore({ 'job:j-preview': 'Otters **matter** [1] <img src=x onerror="window.__pwned=1">' });
    const { container } = render(
      <ClientProvider client={core.client}>
        <NotesTab jobId="j-preview" citationInfo={() => ({ title: 'Otters and kelp' })} onCitation={() => undefined} />
      </ClientProvider>,
    );
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toContain('Otters'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(container.querySelector('strong')?.textContent).toBe('matter');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Citation 1: Otters and kelp' })).toBeInTheDocument();
  });

  it('a quote from elsewhere lands in the open note (same draft) and is saved', async () => {
    const core = notesCore({ 'job:j-quote': 'Mine.' });
    render(
      <ClientProvider client={core.client}>
        <NotesTab jobId="j-quote" />
      </ClientProvider>,
    );
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Mine.'));
    await act(() => appendToNote(core.client, { targetType: 'job', targetId: 'j-quote' }, '> “urchins graze kelp” [2] (Urchin barrens, https://example.org/u)'));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Mine.\n\n> “urchins graze kelp” [2] (Urchin barrens, https://example.org/u)');
    expect(core.notes.get('job:j-quote')).toBe('Mine.\n\n> “urchins graze kelp” [2] (Urchin barrens, https://example.org/u)');
  });
});

describe('quotes', () => {
  it('quotes a source passage as a blockquote with its citation, title and https link', () => {
    expect(quoteSource('  “Urchins   graze\nkelp.” ', { citationIndex: 3, title: 'Urchin barrens', url: 'https://example.org/urchins' })).toBe(
      '> “Urchins graze kelp.” [3] (Urchin barrens, https://example.org/urchins)',
    );
  });

  it('falls back to the domain for an untitled source and leaves out links that notes would not render', () => {
    expect(quoteSource('Kelp grows fast.', { citationIndex: null, title: '', url: 'https://www.kelp.example/a' })).toBe('> “Kelp grows fast.” (kelp.example, https://www.kelp.example/a)');
    expect(quoteSource('Local.', { citationIndex: 1, title: 'notes.pdf', url: 'file:///home/me/notes.pdf' })).toBe('> “Local.” [1] (notes.pdf)');
  });

  it('quotes an answer selection with the question it answers', () => {
    expect(quoteAnswer('Otters keep urchins down [1].', 'How do otters affect kelp?')).toBe('> “Otters keep urchins down [1].” (Answer to “How do otters affect kelp?”)');
  });

  it('reads a selected passage of the answer with its citation pills back as [n]', () => {
    document.body.innerHTML = '<div id="answer"><p>Otters keep urchins down <button class="cite-pill">1</button>, so kelp recovers <button class="cite-pill">2</button>.</p></div><p id="outside">elsewhere</p>';
    const answer = document.getElementById('answer') as HTMLElement;
    const paragraph = answer.querySelector('p') as HTMLElement;
    const selection = window.getSelection();
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    selection?.removeAllRanges();
    selection?.addRange(range);
    expect(selectedAnswerText(selection, answer)).toBe('Otters keep urchins down [1], so kelp recovers [2].');
    const outside = document.createRange();
    outside.selectNodeContents(document.getElementById('outside') as HTMLElement);
    selection?.removeAllRanges();
    selection?.addRange(outside);
    expect(selectedAnswerText(selection, answer)).toBe('');
    document.body.innerHTML = '';
  });
});
