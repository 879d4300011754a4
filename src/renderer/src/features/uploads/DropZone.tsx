// Files or folders dropped anywhere on the window: a full-window target names where they will go
// (the collection under the cursor, else the selected one), then they are queued for upload.
import { useEffect, useRef, useState } from 'react';
import type { UploadResult } from '../../../../shared/domain';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useUi } from '../../stores/ui';
import { applyCaps, collectDropped, toBase64 } from './readDrop';
import { useUploadReport } from './uploadReport';

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
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const setReport = useUploadReport((s) => s.setReport);
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
      void upload(event.dataTransfer, target);
    };

    const upload = async (transfer: DataTransfer, target: { id: string; name: string } | null) => {
      const where = target ? target.name : 'your library';
      try {
        let result: UploadResult;
        let skipped: Array<{ path: string; reason: string }> = [];
        if (client.pathForFile) {
          const pathFor = client.pathForFile;
          const paths = Array.from(transfer.files).map((file) => pathFor(file)).filter(Boolean);
          result = await client.invoke('uploads.addPaths', { paths, collectionId: target?.id ?? null });
          if (result.needsConfirmation && window.confirm(`Upload all ${result.needsConfirmation.count} files to ${where}?`)) {
            result = await client.invoke('uploads.addPaths', { paths, collectionId: target?.id ?? null, confirmLarge: true });
          }
        } else {
          const capped = applyCaps(await collectDropped(transfer));
          skipped = capped.skipped;
          if (capped.files.length === 0) {
            setReport({ where, queued: 0, duplicates: [], rejected: skipped });
            return;
          }
          const files = await Promise.all(
            capped.files.map(async ({ file, relativePath }) => ({ name: file.name, type: file.type, dataBase64: await toBase64(file), relativePath })),
          );
          result = await client.invoke('uploads.addData', { files, collectionId: target?.id ?? null });
        }
        setReport({ where, queued: result.queued.length, duplicates: result.duplicates, rejected: [...result.rejected, ...skipped] });
      } catch (failure) {
        notify(`Nothing was uploaded. ${errorSentence(failure)}`, 'error');
      }
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
  }, [client, notify, setReport, collectionName]);

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
