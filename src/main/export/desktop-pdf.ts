// Desktop "Save as PDF": the window's webContents printed to PDF (the renderer's print stylesheet
// decides what shows: question, date, answer, numbered references), saved where the user chooses in
// a save dialog. Electron's objects are passed in through narrow interfaces, so this runs against the
// typed stand-in in tests and against Electron's real webContents and dialog in the app.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportHandlers } from '../../shared/contract';
import { QuireError } from '../../shared/errors';

/** What is used of Electron's webContents. */
export interface PrintableContents {
  printToPDF(options: { printBackground: boolean; pageSize: 'A4' | 'Letter'; margins: { top: number; bottom: number; left: number; right: number } }): Promise<Uint8Array>;
}
/** What is used of Electron's dialog.showSaveDialog (bound to the window). */
export type SaveDialog = (options: { title: string; defaultPath: string; filters: Array<{ name: string; extensions: string[] }> }) => Promise<{ canceled: boolean; filePath?: string | undefined }>;

/** A file name the save dialog can propose: no folders, no characters file systems refuse, ends in .pdf (pure). */
export function pdfFileName(name: string): string {
  const base = name
    .replace(/\.(pdf|md|html)$/i, '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim();
  return `${base || 'quire-research'}.pdf`;
}

/** A4 with margins in inches (Electron's unit), as the exported printable HTML uses. */
export const PAGE_MARGINS_INCHES = { top: 0.7, bottom: 0.7, left: 0.75, right: 0.75 };

export function createSavePdf(deps: { contents: PrintableContents; showSaveDialog: SaveDialog; defaultDir: string; write?: (path: string, bytes: Uint8Array) => Promise<void> }): ExportHandlers['print.savePdf'] {
  const write = deps.write ?? ((path, bytes) => writeFile(path, bytes));
  return async ({ fileName }) => {
    const choice = await deps.showSaveDialog({ title: 'Save as PDF', defaultPath: join(deps.defaultDir, pdfFileName(fileName)), filters: [{ name: 'PDF', extensions: ['pdf'] }] });
    if (choice.canceled || !choice.filePath) return { path: null, bytes: 0 };
    const path = /\.pdf$/i.test(choice.filePath) ? choice.filePath : `${choice.filePath}.pdf`;
    let pdf: Uint8Array;
    try {
      pdf = await deps.contents.printToPDF({ printBackground: false, pageSize: 'A4', margins: PAGE_MARGINS_INCHES });
    } catch (error) {
      throw new QuireError('INTERNAL', `Quire could not print this research to PDF (${error instanceof Error ? error.message : String(error)}). Nothing was saved.`);
    }
    try {
      await write(path, pdf);
    } catch (error) {
      const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
      throw new QuireError('BAD_INPUT', `The PDF could not be saved to ${path}${code ? ` (${code})` : ''}. Choose another folder.`);
    }
    return { path, bytes: pdf.byteLength };
  };
}
