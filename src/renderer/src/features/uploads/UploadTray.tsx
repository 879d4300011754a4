// The tray at the bottom: every upload not yet done (live progress), and what the last drop did,
// including duplicates that were not uploaded again. A drop's report turns into "Uploaded N files"
// once nothing of it is in flight, and clears itself a few seconds later unless something failed.
import { useEffect, useState } from 'react';
import type { FileItem } from '../../../../shared/domain';
import { useEvent, useOp } from '../../lib/context';
import { useUi } from '../../stores/ui';
import { FILE_TABLES } from '../../lib/tables';
import { UploadList, type LiveProgress } from './UploadList';
import { useUploadActions } from './useUploadActions';
import { REPORT_CLEAR_MS, reportHeading, reportProgress, useUploadReport, type UploadReport } from './uploadReport';

export function UploadTray() {
  const files = useOp('files.list', {}, FILE_TABLES);
  const actions = useUploadActions();
  const report = useUploadReport((s) => s.report);
  const setReport = useUploadReport((s) => s.setReport);
  const [progress, setProgress] = useState<Record<string, LiveProgress>>({});
  const [collapsed, setCollapsed] = useState(false);
  // The collection view lists its own uploads inline; the tray then only carries the drop report.
  const inCollectionView = useUi((s) => s.view.kind === 'collection');
  useEvent('upload.progress', (event) => setProgress((old) => ({ ...old, [event.fileId]: { bytesSent: event.bytesSent, size: event.size } })));
  const active = inCollectionView ? [] : (files.data?.files ?? []).filter((file) => file.state !== 'synced');
  const progressOfReport = report ? reportProgress(report, files.data?.files) : null;
  const clearable = progressOfReport?.clearable ?? false;
  useEffect(() => {
    if (!report || !clearable) return;
    const timer = setTimeout(() => {
      // Only this report: a newer drop replaces it and starts its own clock.
      if (useUploadReport.getState().report === report) setReport(null);
    }, REPORT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [report, clearable, setReport]);
  if (active.length === 0 && !report) return null;
  const counts = [
    [active.filter((file) => file.state === 'uploading').length, 'uploading'],
    [active.filter((file) => file.state === 'queued').length, 'waiting'],
    [active.filter((file) => file.state === 'failed').length, 'failed'],
  ] as const;
  const heading = counts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count} ${label}`)
    .join(' · ');
  return (
    <section className="upload-tray" aria-label="Upload tray">
      {active.length > 0 && (
        <div className="upload-line tray-heading">
          <strong>Uploads: {heading}</strong>
          <button type="button" className="ghost small" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
            {collapsed ? 'Show' : 'Hide'}
          </button>
        </div>
      )}
      {report && <ReportView report={report} files={files.data?.files} onDismiss={() => setReport(null)} />}
      {!collapsed && <UploadList files={active} progress={progress} onRetry={actions.retry} onDiscard={actions.discard} />}
    </section>
  );
}

export function ReportView({ report, files, onDismiss }: { report: UploadReport; files?: readonly FileItem[]; onDismiss: () => void }) {
  const progress = reportProgress(report, files);
  return (
    <div className={`upload-report${progress.clearable ? ' fading' : ''}`} role="status">
      <div className="upload-line">
        <strong>{reportHeading(report, progress)}</strong>
        <button type="button" className="ghost small" onClick={onDismiss} aria-label="Dismiss upload report">
          ×
        </button>
      </div>
      {report.duplicates.length > 0 && (
        <div className="duplicates">
          <p>
            {report.duplicates.length} already uploaded, skipped as {report.duplicates.length === 1 ? 'a duplicate' : 'duplicates'}:
          </p>
          <ul>
            {report.duplicates.map((d) => (
              <li key={d.fileName}>
                {d.fileName}
                {d.existingFileName !== d.fileName ? ` (same as ${d.existingFileName})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.rejected.length > 0 && (
        <div className="rejected">
          <p>{report.rejected.length} not uploaded:</p>
          <ul>
            {report.rejected.map((r) => (
              <li key={r.path}>
                {r.path}: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
