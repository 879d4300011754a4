// The upload list and the drop report: progress per file, failures with reason and retry, duplicates.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FileItem } from '../../src/shared/domain';
import { UploadList, uploadPercent } from '../../src/renderer/src/features/uploads/UploadList';
import { ReportView, UploadTray } from '../../src/renderer/src/features/uploads/UploadTray';
import { reportHeading, reportProgress, useUploadReport, type UploadReport } from '../../src/renderer/src/features/uploads/uploadReport';
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { applyCaps, MAX_FILE_BYTES, toBase64 } from '../../src/renderer/src/features/uploads/readDrop';
import { overLimitReason } from '../../src/shared/upload-limit';

function file(overrides: Partial<FileItem>): FileItem {
  return {
    id: 'f1',
    serverId: null,
    fileName: 'otters.pdf',
    contentType: 'application/pdf',
    collectionId: null,
    size: 1000,
    state: 'queued',
    bytesSent: 0,
    error: null,
    createdAt: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

describe('UploadList', () => {
  it('shows a progress bar per file, preferring the newer live byte count', () => {
    render(
      <UploadList
        files={[file({ id: 'a', fileName: 'a.pdf', state: 'uploading', bytesSent: 100 }), file({ id: 'b', fileName: 'b.md', state: 'queued' })]}
        progress={{ a: { bytesSent: 500, size: 1000 } }}
        onRetry={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress for a.pdf' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('progressbar', { name: 'Upload progress for b.md' })).toHaveAttribute('value', '0');
    expect(within(screen.getByRole('listitem', { name: 'a.pdf' })).getByText('50%')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'b.md' })).getByText('waiting to upload')).toBeInTheDocument();
  });

  it('never shows progress going backwards when a stale event arrives', () => {
    expect(uploadPercent(file({ state: 'uploading', bytesSent: 800 }), { bytesSent: 200, size: 1000 })).toBe(80);
    expect(uploadPercent(file({ state: 'synced', bytesSent: 0 }))).toBe(100);
    expect(uploadPercent(file({ size: null }))).toBe(0);
  });

  it('shows a failure with its reason, and Retry / Discard act on that file', async () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    render(
      <UploadList
        files={[file({ id: 'ok', fileName: 'fine.txt', state: 'uploading', bytesSent: 10 }), file({ id: 'bad', fileName: 'huge.bin', state: 'failed', error: 'The service refused the file: too large (413).' })]}
        onRetry={onRetry}
        onDiscard={onDiscard}
      />,
    );
    expect(screen.getByText('The service refused the file: too large (413).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry fine.txt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry huge.bin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard huge.bin' }));
    expect(onRetry).toHaveBeenCalledWith('bad');
    expect(onDiscard).toHaveBeenCalledWith('bad');
  });

  it('offers no Retry for a file over the upload limit (the same file would be refused again), only Discard', () => {
    const error = overLimitReason('scan.pdf', 30 * 1024 * 1024, 25 * 1024 * 1024, true);
    render(<UploadList files={[file({ id: 'big', fileName: 'scan.pdf', state: 'failed', error })]} onRetry={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry scan.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard scan.pdf' })).toBeInTheDocument();
  });

  it('renders nothing when there is nothing in flight', () => {
    const { container } = render(<UploadList files={[]} onRetry={vi.fn()} onDiscard={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('drop report', () => {
  it('tells the user which files were duplicates and which were rejected, and why', async () => {
    const onDismiss = vi.fn();
    render(
      <ReportView
        report={{
          where: 'Thesis',
          queued: 2,
          fileIds: ['a', 'b'],
          duplicates: [{ fileName: 'kelp copy.pdf', existingFileName: 'kelp.pdf' }],
          rejected: [{ path: 'notes/app.exe', reason: 'not a document type Quire can index' }],
        }}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByText('Uploading 2 files to Thesis')).toBeInTheDocument();
    expect(screen.getByText(/1 already uploaded, skipped as a duplicate/)).toBeInTheDocument();
    expect(screen.getByText('kelp copy.pdf (same as kelp.pdf)')).toBeInTheDocument();
    expect(screen.getByText('notes/app.exe: not a document type Quire can index')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss upload report' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('a drop report follows its files to the end', () => {
  const report: UploadReport = { where: 'Thesis', queued: 2, fileIds: ['a', 'b'], duplicates: [], rejected: [] };

  it('says "Uploading" while files are in flight, then "Uploaded N files" and may clear itself', () => {
    const uploading = reportProgress(report, [file({ id: 'a', state: 'synced' }), file({ id: 'b', state: 'uploading' })]);
    expect(reportHeading(report, uploading)).toBe('Uploading 2 files to Thesis');
    expect(uploading.clearable).toBe(false);
    const done = reportProgress(report, [file({ id: 'a', state: 'synced' }), file({ id: 'b', state: 'synced' }), file({ id: 'other', state: 'queued' })]);
    expect(reportHeading(report, done)).toBe('Uploaded 2 files to Thesis');
    expect(done.clearable).toBe(true);
    const one: UploadReport = { ...report, queued: 1, fileIds: ['a'], where: 'your library' };
    expect(reportHeading(one, reportProgress(one, [file({ id: 'a', state: 'synced' })]))).toBe('Uploaded 1 file to your library');
  });

  it('counts files the list has not caught up with as in flight', () => {
    const progress = reportProgress(report, []);
    expect(progress.inFlight).toBe(2);
    expect(reportHeading(report, progress)).toBe('Uploading 2 files to Thesis');
  });

  it('keeps a report with failures or refused files until dismissed', () => {
    const failed = reportProgress(report, [file({ id: 'a', state: 'synced' }), file({ id: 'b', state: 'failed', error: 'too large' })]);
    expect(reportHeading(report, failed)).toBe('Uploaded 1 of 2 files to Thesis; 1 failed');
    expect(failed.clearable).toBe(false);
    const refused = { ...report, rejected: [{ path: 'a.exe', reason: 'not a document' }] };
    expect(reportProgress(refused, [file({ id: 'a', state: 'synced' }), file({ id: 'b', state: 'synced' })]).clearable).toBe(false);
  });

  it('the tray switches to "Uploaded" and then clears once nothing is in flight', async () => {
    let files = [file({ id: 'a', fileName: 'kelp.md', state: 'uploading' })];
    const listeners = new Set<(payload: EventPayload<'db.changed'>) => void>();
    const client: QuireClient = {
      invoke<K extends OperationName>(op: K, _input: OperationInput<K>): Promise<OperationOutput<K>> {
        if (op === 'files.list') return Promise.resolve({ files } as OperationOutput<K>);
        return Promise.reject(new Error(`${op} is not part of this test`));
      },
      on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void {
        if (name !== 'db.changed') return () => undefined;
        const changed = listener as (payload: EventPayload<'db.changed'>) => void;
        listeners.add(changed);
        return () => listeners.delete(changed);
      },
      pathForFile: null,
    };
    act(() => useUploadReport.getState().setReport({ where: 'your library', queued: 1, fileIds: ['a'], duplicates: [], rejected: [] }));
    render(
      <ClientProvider client={client}>
        <UploadTray />
      </ClientProvider>,
    );
    expect(await screen.findByText('Uploading 1 file to your library')).toBeInTheDocument();
    files = [file({ id: 'a', fileName: 'kelp.md', state: 'synced' })];
    act(() => listeners.forEach((listener) => listener({ tables: ['files'] })));
    expect(await screen.findByText('Uploaded 1 file to your library')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Upload tray' })).toBeNull(), { timeout: 6000 });
    expect(useUploadReport.getState().report).toBeNull();
  });
});

describe('reading drops', () => {
  it('reports files over the size cap instead of dropping them silently, and skips dotfiles', () => {
    const big = { file: { name: 'video.mov', size: MAX_FILE_BYTES + 1 } as File, relativePath: 'clips/video.mov' };
    const small = { file: { name: 'a.md', size: 10 } as File, relativePath: 'a.md' };
    const hidden = { file: { name: '.DS_Store', size: 10 } as File, relativePath: '.DS_Store' };
    const result = applyCaps([big, small, hidden]);
    expect(result.files.map((f) => f.relativePath)).toEqual(['a.md']);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]?.path).toBe('clips/video.mov');
    expect(result.skipped[0]?.reason).toMatch(/larger than 50 MB/);
  });

  it('encodes bytes as base64 exactly', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 104, 105]);
    expect(await toBase64(new Blob([bytes]))).toBe(btoa(String.fromCharCode(...bytes)));
  });
});
