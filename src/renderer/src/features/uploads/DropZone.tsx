// Files or folders dropped anywhere on the window: a full-window target names where they will go
// (the collection under the cursor, else the selected one), then they are queued for upload.
import { useEffect, useRef, useState } from 'react';
import { useUi } from '../../stores/ui';
import { useUploader } from './useUploader';

function collectionAt(target: EventTarget | null): { id: string; name: string } | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest('[data-collection-id]');
  const id = row?.getAttribute('data-collection-id');
  return row && id ? { id, name: row.getAttribute('data-collection-name') ?? 'this collection' } : null;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function DropZone({ collectionName }: { collectionName: (id: string) => string | undefined }) {
  const upload = useUploader();
  const [drag, setDrag] = useState<{ count: number; target: { id: string; name: string } | null } | null>(null);
  const depth = useRef(0);

  useEffect(() => {
    const defaultTarget = (): { id: string; name: string } | null => {
      const { view, selectedCollectionId } = useUi.getState();
      const id = view.kind === 'collection' ? view.collectionId : selectedCollectionId;
      return id ? { id, name: collectionName(id) ?? 'the selected collection' } : null;
    };
    const onEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDrag({ count: event.dataTransfer?.items.length ?? 0, target: collectionAt(event.target) ?? defaultTarget() });
    };
    const onOver = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      const target = collectionAt(event.target) ?? defaultTarget();
      setDrag((old) => (old && old.target?.id === target?.id ? old : { count: old?.count ?? 0, target }));
    };
    const onLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDrag(null);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      depth.current = 0;
      setDrag(null);
      const target = collectionAt(event.target) ?? defaultTarget();
      void upload({ transfer: event.dataTransfer }, target);
    };

    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, [upload, collectionName]);

  // Mark the collection row the files would land in.
  const targetId = drag?.target?.id ?? null;
  useEffect(() => {
    if (!targetId) return;
    const row = document.querySelector(`[data-collection-id="${CSS.escape(targetId)}"]`);
    row?.classList.add('drop-into');
    return () => row?.classList.remove('drop-into');
  }, [targetId]);

  if (!drag) return null;
  const what = drag.count === 1 ? '1 item' : drag.count > 1 ? `${drag.count} items` : 'files';
  return (
    <div className="drop-target" role="status" aria-live="assertive">
      <div className="drop-message">
        Upload {what} to {drag.target ? drag.target.name : 'your library (no collection)'}
      </div>
    </div>
  );
}
