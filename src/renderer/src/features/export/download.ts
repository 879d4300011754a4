// Exports as files: asks the core for a job, a selection of jobs or the whole library as Markdown or
// a citation file (BibTeX, RIS, CSL-JSON) and hands it to the browser as a download (the desktop's
// session saves it the same way).
import type { ExportFormat } from '../../../../shared/export-contract';
import type { QuireClient } from '../../lib/client';

export const DOWNLOAD_FORMATS: ReadonlyArray<{ format: Exclude<ExportFormat, 'html'>; label: string; hint: string }> = [
  { format: 'markdown', label: 'Markdown', hint: 'the answer, notes and chat (.md)' },
  { format: 'bibtex', label: 'BibTeX', hint: 'sources for LaTeX, Zotero, JabRef (.bib)' },
  { format: 'ris', label: 'RIS', hint: 'sources for EndNote, Mendeley, Zotero (.ris)' },
  { format: 'csl-json', label: 'CSL-JSON', hint: 'sources for pandoc, Zotero (.json)' },
];

/** Downloads the export; returns the sentence for the toast. */
export async function downloadExport(client: QuireClient, jobIds: readonly string[], format: ExportFormat): Promise<string> {
  const result = await client.invoke('export.render', { jobIds: [...jobIds], format });
  const url = URL.createObjectURL(new Blob([result.text], { type: result.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = result.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return exportSentence(result);
}

/** What an export wrote, in words (pure; table-tested). */
export function exportSentence(result: { format: ExportFormat; fileName: string; jobs: number; entries: number }): string {
  const research = result.jobs === 1 ? '1 research' : `${result.jobs} research jobs`;
  if (result.format === 'markdown' || result.format === 'html') return `Exported ${research} to ${result.fileName}.`;
  if (result.entries === 0) return `Exported ${result.fileName}: ${research} ${result.jobs === 1 ? 'cites' : 'cite'} no sources yet, so the file has no entries.`;
  return `Exported ${result.entries === 1 ? '1 source' : `${result.entries} sources`} of ${research} to ${result.fileName}.`;
}
