// The multipart head of an uploaded file: how its name is written into Content-Disposition so that
// any name a file system allows (parentheses, apostrophes, quotes, newlines, any script) arrives whole.
// Pure; table-tested in test/api/multipart.test.ts and sent to the real local service in client.test.ts.

/**
 * RFC 5987 / RFC 8187 `ext-value` of a name: UTF-8, percent-encoded except the attr-chars. Plain
 * `encodeURIComponent` leaves `'`, `(`, `)`, `*` and `!` as they are; the first three are not attr-chars, and
 * a parser that follows the RFC (busboy, which the local service uses) then drops the whole parameter and
 * with it the file: "report (1).pdf" arrived as a form field, not a file.
 */
export function extValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The quoted `filename` fallback for a service that reads only it: no quote, backslash or line break. */
export function quotedFallback(name: string): string {
  return name.replace(/["\r\n\\]/g, '_');
}

/** The Content-Disposition value of the part that carries a file. */
export function fileDisposition(field: string, fileName: string): string {
  return `form-data; name="${field}"; filename="${quotedFallback(fileName)}"; filename*=${extValue(fileName)}`;
}
