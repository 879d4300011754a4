// Queues files for upload, whatever brought them (a drop, or the "Add files" picker): paths in the
// desktop app (uploads.addPaths), base64 bytes in browser mode (uploads.addData). The outcome,
// duplicates and refusals included, goes to the upload report.
import { useCallback } from 'react';
import type { UploadResult } from '../../../../shared/domain';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useUi } from '../../stores/ui';
import { applyCaps, collectDropped, toBase64, type DroppedFile } from './readDrop';
import { useUploadReport } from './uploadReport';

export type UploadSource = { transfer: DataTransfer } | { files: File[] };
export type UploadTarget = { id: string; name: string } | null;

export function useUploader(): (source: UploadSource, target: UploadTarget) => Promise<void> {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const setReport = useUploadReport((s) => s.setReport);
  return useCallback(
    async (source, target) => {
      const where = target ? target.name : 'your library';
      const collectionId = target?.id ?? null;
      try {
        let result: UploadResult;
        let skipped: Array<{ path: string; reason: string }> = [];
        const looseFiles = 'files' in source ? source.files : Array.from(source.transfer.files);
        if (client.pathForFile) {
          const pathFor = client.pathForFile;
          const paths = looseFiles.map((file) => pathFor(file)).filter(Boolean);
          if (paths.length === 0) return;
          result = await client.invoke('uploads.addPaths', { paths, collectionId });
          if (result.needsConfirmation && (await useUi.getState().askConfirm({ title: `Upload all ${result.needsConfirmation.count} files to ${where}?`, message: 'That is a large drop; each file is indexed for research.', confirmLabel: 'Upload all' }))) {
            result = await client.invoke('uploads.addPaths', { paths, collectionId, confirmLarge: true });
          }
        } else {
          // The drop's entries must be read before anything else awaits (the DataTransfer empties).
          const dropped: DroppedFile[] =
            'transfer' in source ? await collectDropped(source.transfer) : looseFiles.map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
          const capped = applyCaps(dropped);
          skipped = capped.skipped;
          if (capped.files.length === 0) {
            setReport({ where, queued: 0, fileIds: [], duplicates: [], rejected: skipped });
            return;
          }
          const files = await Promise.all(
            capped.files.map(async ({ file, relativePath }) => ({ name: file.name, type: file.type, dataBase64: await toBase64(file), relativePath })),
          );
          result = await client.invoke('uploads.addData', { files, collectionId });
        }
        setReport({ where, queued: result.queued.length, fileIds: result.queued.map((file) => file.id), duplicates: result.duplicates, rejected: [...result.rejected, ...skipped] });
      } catch (failure) {
        notify(`Nothing was uploaded. ${errorSentence(failure)}`, 'error');
      }
    },
    [client, notify, setReport],
  );
}
