// Per-file upload progress: a bar per file (live from `upload.progress`), failures with their reason
// and Retry / Discard. Presentational: data and actions come in as props.
import type { FileItem } from '../../../../shared/domain';
import { retryCannotHelp } from '../../../../shared/upload-limit';
import { formatBytes } from '../../lib/format';

export interface LiveProgress {
  bytesSent: number;
  size: number;
}

export interface UploadListProps {
  files: FileItem[];
  /** Newer byte counts from `upload.progress`, by file id. */
  progress?: Record<string, LiveProgress>;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

export function uploadPercent(file: FileItem, live?: LiveProgress): number {
  if (file.state === 'synced') return 100;
  const size = live?.size ?? file.size ?? 0;
  const sent = Math.max(live?.bytesSent ?? 0, file.bytesSent);
  if (size <= 0) return 0;
  return Math.min(100, Math.round((sent / size) * 100));
}

export function UploadList({ files, progress = {}, onRetry, onDiscard }: UploadListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="upload-list" aria-label="Uploads">
      {files.map((file) => {
        const percent = uploadPercent(file, progress[file.id]);
        const size = progress[file.id]?.size ?? file.size;
        return (
          <li key={file.id} className={`upload upload-${file.state}`} aria-label={file.fileName}>
            <div className="upload-line">
              <span className="upload-name">{file.fileName}</span>
              <span className="upload-state">{stateText(file, percent)}</span>
            </div>
            {file.state !== 'failed' && <progress aria-label={`Upload progress for ${file.fileName}`} max={100} value={percent} />}
            {file.state === 'failed' && (
              <div className="upload-failure">
                <span className="error-text">{file.error ?? 'The upload failed for an unknown reason.'}</span>
                {/* over the service's upload limit the same file is refused again: no retry offered */}
                {!retryCannotHelp(file.error) && (
                  <button type="button" className="small" onClick={() => onRetry(file.id)} aria-label={`Retry ${file.fileName}`}>
                    Retry
                  </button>
                )}
                <button type="button" className="ghost small" onClick={() => onDiscard(file.id)} aria-label={`Discard ${file.fileName}`}>
                  Discard
                </button>
              </div>
            )}
            {size !== null && file.state !== 'failed' && <span className="upload-size">{formatBytes(size)}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function stateText(file: FileItem, percent: number): string {
  switch (file.state) {
    case 'queued':
      return 'waiting to upload';
    case 'uploading':
      return `${percent}%`;
    case 'failed':
      return 'failed';
    case 'synced':
      return 'uploaded';
  }
}
