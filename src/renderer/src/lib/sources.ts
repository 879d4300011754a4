// Where a source lives, decided from its address and the profile: the user's own uploaded files and
// the local library's documents (the local library has no web: its sample documents carry addresses
// that were never fetched) are read inside Quire; other https sources open in the browser.

/** The local service's placeholder hosts: an uploaded file, a sample document without an address. */
export const UPLOADED_FILE_HOST = 'files.quire.local';
export const SAMPLE_LIBRARY_HOST = 'library.quire.local';

export type SourceOrigin = { kind: 'upload'; fileName: string } | { kind: 'library' } | { kind: 'web' };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function sourceOrigin(url: string, localLibrary: boolean): SourceOrigin {
  const parsed = parse(url);
  const host = parsed?.hostname.toLowerCase() ?? '';
  if (host === UPLOADED_FILE_HOST) {
    const last = parsed?.pathname.split('/').filter(Boolean).pop() ?? '';
    let fileName = last;
    try {
      fileName = decodeURIComponent(last);
    } catch {
      // a malformed escape: show it as it is
    }
    return { kind: 'upload', fileName };
  }
  if (host === SAMPLE_LIBRARY_HOST || localLibrary) return { kind: 'library' };
  return { kind: 'web' };
}

/** Whether the source opens in Quire's reader (its text is in the library) rather than the browser. */
export function readsInQuire(url: string, localLibrary: boolean): boolean {
  return sourceOrigin(url, localLibrary).kind !== 'web';
}

/** Whether "Open ↗" makes sense: a real https address on the web. */
export function opensInBrowser(url: string, localLibrary: boolean): boolean {
  return /^https:/i.test(url) && !readsInQuire(url, localLibrary);
}

export function originText(origin: SourceOrigin): string {
  if (origin.kind === 'upload') return origin.fileName ? `Your uploaded file ${origin.fileName}` : 'Your uploaded file';
  if (origin.kind === 'library') return 'A document in the local library';
  return 'A web page';
}
