// Print / Save as PDF of the job on screen. The desktop asks the main process to print the window to
// a PDF (webContents.printToPDF through the `print.savePdf` operation, with a save dialog); browser
// mode opens the browser's print dialog, where "Save as PDF" is a destination. What prints is decided
// by the print stylesheet (export.css): the question, date, answer and the numbered references.
import type { QuireClient } from '../../lib/client';

/** Waits for the next two frames, so a tab switched to just before is painted when printing starts. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Prints; returns the sentence for the toast (null when the browser's own dialog says it all). */
export async function printJob(client: QuireClient, fileName: string): Promise<string | null> {
  const info = await client.invoke('app.info', {});
  await painted();
  if (info.transport === 'browser') {
    window.print();
    return null;
  }
  const saved = await client.invoke('print.savePdf', { fileName });
  return saved.path ? `Saved ${saved.path}.` : null;
}
