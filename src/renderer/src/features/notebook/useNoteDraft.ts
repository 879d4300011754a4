// React access to a note's shared draft: subscribes to it, re-reads it when the core says notes
// changed, and flushes it when the view goes away or the window is hidden, reloaded or closed.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useClient, useEvent } from '../../lib/context';
import type { QuireClient } from '../../lib/client';
import { acquireDraft, draftFor, refreshDraft, releaseDraft, type DraftSnapshot, type NoteDraft, type NoteTarget } from './noteDraft';

export function useNoteDraft(target: NoteTarget): { draft: NoteDraft; snapshot: DraftSnapshot } {
  const client = useClient();
  const { targetType, targetId } = target;
  const draft = useMemo(() => draftFor(client, { targetType, targetId }), [client, targetType, targetId]);

  useEffect(() => {
    const mine = acquireDraft(client, { targetType, targetId });
    const flush = () => void mine.flush(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      document.removeEventListener('visibilitychange', onHidden);
      releaseDraft({ targetType, targetId });
    };
  }, [client, targetType, targetId]);

  useEvent('db.changed', ({ tables }) => {
    if (tables.includes('notes')) refreshDraft(client, { targetType, targetId });
  });

  const snapshot = useSyncExternalStore(draft.subscribe, draft.getSnapshot);
  return { draft, snapshot };
}

/** Appends a block to a note (loading it first if no view has it open) and saves it at once. */
export async function appendToNote(client: QuireClient, target: NoteTarget, block: string): Promise<void> {
  const draft = acquireDraft(client, target);
  try {
    await draft.append(block);
    const { error, status } = draft.getSnapshot();
    if (status === 'error' && error) throw new Error(error);
  } finally {
    releaseDraft(target);
  }
}
