// Desktop "Save as PDF" (#13), the main-process part: webContents.printToPDF through the
// `print.savePdf` operation, against typed stand-ins for Electron's webContents and save dialog
// (no Electron binary here), writing real files in a temporary folder.
import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSavePdf, pdfFileName, type PrintableContents, type SaveDialog } from '../../src/main/export/desktop-pdf';
import { createExportHandlers } from '../../src/main/export/handlers';
import { QuireError } from '../../src/shared/errors';

const PDF = new TextEncoder().encode('%PDF-1.7\n% stand-in page\n%%EOF\n');

class StandInContents implements PrintableContents {
  readonly calls: Array<Parameters<PrintableContents['printToPDF']>[0]> = [];
  constructor(private readonly fail = false) {}
  async printToPDF(options: Parameters<PrintableContents['printToPDF']>[0]): Promise<Uint8Array> {
    this.calls.push(options);
    if (this.fail) throw new Error('Printing failed');
    return PDF;
  }
}

function dialogAnswering(answer: { canceled: boolean; filePath?: string }): SaveDialog & { asked: Array<Parameters<SaveDialog>[0]> } {
  const asked: Array<Parameters<SaveDialog>[0]> = [];
  const show = async (options: Parameters<SaveDialog>[0]) => {
    asked.push(options);
    return answer;
  };
  return Object.assign(show, { asked });
}

describe('pdfFileName', () => {
  it.each([
    ['How do sea otters protect kelp forests?', 'How do sea otters protect kelp forests.pdf'],
    ['../../etc/passwd', 'etc passwd.pdf'],
    ['report.md', 'report.pdf'],
    ['a\u0000b\nc', 'a b c.pdf'],
    ['   ', 'quire-research.pdf'],
    ['...', 'quire-research.pdf'],
    ['x'.repeat(300), `${'x'.repeat(120)}.pdf`],
  ])('%j -> %j', (input, expected) => {
    expect(pdfFileName(input)).toBe(expected);
  });
});

describe('print.savePdf on the desktop', () => {
  it('prints the window to A4 and writes the PDF where the user chose', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
    const contents = new StandInContents();
    const dialog = dialogAnswering({ canceled: false, filePath: join(dir, 'otters') });
    const save = createSavePdf({ contents, showSaveDialog: dialog, defaultDir: '/home/me/Downloads' });
    const result = await save({ fileName: 'How do sea otters protect kelp forests?' });
    expect(dialog.asked[0]?.defaultPath).toBe(join('/home/me/Downloads', 'How do sea otters protect kelp forests.pdf'));
    expect(dialog.asked[0]?.filters).toEqual([{ name: 'PDF', extensions: ['pdf'] }]);
    expect(contents.calls).toEqual([{ printBackground: false, pageSize: 'A4', margins: { top: 0.7, bottom: 0.7, left: 0.75, right: 0.75 } }]);
    expect(result).toEqual({ path: join(dir, 'otters.pdf'), bytes: PDF.byteLength });
    expect(readFileSync(join(dir, 'otters.pdf'), 'utf8')).toMatch(/^%PDF-1\.7/);
  });

  it('saves nothing and prints nothing when the dialog is cancelled', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
    const contents = new StandInContents();
    const save = createSavePdf({ contents, showSaveDialog: dialogAnswering({ canceled: true }), defaultDir: dir });
    expect(await save({ fileName: 'x' })).toEqual({ path: null, bytes: 0 });
    expect(contents.calls).toHaveLength(0);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says in words when printing fails, and writes no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
    const save = createSavePdf({ contents: new StandInContents(true), showSaveDialog: dialogAnswering({ canceled: false, filePath: join(dir, 'a.pdf') }), defaultDir: dir });
    await expect(save({ fileName: 'x' })).rejects.toThrow(/could not print this research to PDF \(Printing failed\)\. Nothing was saved\./);
    expect(existsSync(join(dir, 'a.pdf'))).toBe(false);
  });

  it('names the folder it could not write to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
    const target = join(dir, 'missing-folder', 'a.pdf');
    const save = createSavePdf({ contents: new StandInContents(), showSaveDialog: dialogAnswering({ canceled: false, filePath: target }), defaultDir: dir });
    const failure = await save({ fileName: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QuireError);
    expect((failure as QuireError).message).toBe(`The PDF could not be saved to ${target} (ENOENT). Choose another folder.`);
  });

  it('outside the desktop the operation explains the browser route instead', async () => {
    const handlers = createExportHandlers({} as Parameters<typeof createExportHandlers>[0], {} as Parameters<typeof createExportHandlers>[1]);
    await expect(Promise.resolve().then(() => handlers['print.savePdf']({ fileName: 'x' }))).rejects.toThrow(/needs the desktop app\. In the browser, use Print and choose "Save as PDF"/);
  });
});
