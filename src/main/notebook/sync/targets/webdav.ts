// The WebDAV target (Nextcloud, ownCloud, Box, any WebDAV server) over undici: PROPFIND to list,
// GET to read, MKCOL for folders, PUT to a temporary name then MOVE with "Overwrite: F" (the
// server refuses when the final name exists, so nothing is ever overwritten), DELETE. Basic auth
// with the user and password from the secret store. HTTP failures become errors in words with a
// reason (unreachable, credentials, quota) and are retried on the next pass.
import { QuireError } from '../../../../shared/errors';
import { tempName, type SyncTarget, type TargetEntry } from './target';

export interface WebdavOptions {
  url: string;
  user?: string;
  password?: string;
  /** Per request; a stalled server is "unreachable", not a hang. */
  timeoutMs?: number;
}

/** Parses a PROPFIND multistatus body into (href, isDir, modified) rows; tolerant of any prefix. */
export function parseMultistatus(xml: string): Array<{ href: string; isDir: boolean; modified: string | null }> {
  const out: Array<{ href: string; isDir: boolean; modified: string | null }> = [];
  const tag = (name: string) => `<(?:[A-Za-z][\\w.-]*:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:[A-Za-z][\\w.-]*:)?${name}>`;
  for (const match of xml.matchAll(new RegExp(tag('response'), 'g'))) {
    const block = match[1] ?? '';
    const href = new RegExp(tag('href')).exec(block)?.[1]?.trim();
    if (!href) continue;
    const resourcetype = new RegExp(tag('resourcetype')).exec(block)?.[1] ?? '';
    const isDir = /<(?:[A-Za-z][\w.-]*:)?collection\b/.test(resourcetype);
    const lastModified = new RegExp(tag('getlastmodified')).exec(block)?.[1]?.trim();
    const time = lastModified ? Date.parse(lastModified) : Number.NaN;
    out.push({ href: decodeEntities(href), isDir, modified: Number.isNaN(time) ? null : new Date(time).toISOString() });
  }
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

export class WebdavTarget implements SyncTarget {
  readonly label: string;
  private readonly base: URL;
  private readonly auth: string | null;
  private readonly timeoutMs: number;

  constructor(options: WebdavOptions) {
    let base: URL;
    try {
      base = new URL(options.url);
    } catch {
      throw new QuireError('BAD_INPUT', `"${options.url}" is not a WebDAV address (expected https://...).`, false, { reason: 'bad-url' });
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new QuireError('BAD_INPUT', `"${options.url}" is not a WebDAV address (expected https://...).`, false, { reason: 'bad-url' });
    if (base.username || base.password) throw new QuireError('BAD_INPUT', 'Put the WebDAV user in --user and the password in QUIRE_SYNC_PASSWORD, not in the address.', false, { reason: 'bad-url' });
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.base = base;
    this.label = base.toString();
    this.auth = options.user ? `Basic ${Buffer.from(`${options.user}:${options.password ?? ''}`).toString('base64')}` : null;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private url(path: string): string {
    const encoded = path
      .split('/')
      .filter((part) => part.length > 0)
      .map(encodeURIComponent)
      .join('/');
    return new URL(encoded, this.base).toString();
  }

  private async send(method: string, path: string, options: { body?: Uint8Array | string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Buffer }> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.auth) headers.authorization = this.auth;
    try {
      // undici loads on first use (startup of commands that never sync the notebook stays lean).
      const { request } = await import('undici');
      const response = await request(this.url(path), {
        method: method as 'GET',
        headers,
        body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : Buffer.from(options.body),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const body = Buffer.from(await response.body.arrayBuffer());
      const status = response.statusCode;
      if (status === 401 || status === 403) throw new QuireError('UNAUTHORIZED', `The WebDAV server ${this.label} refused the user or password (HTTP ${status}).`, false, { reason: 'credentials' });
      if (status === 507) throw new QuireError('SERVICE_ERROR', `The WebDAV server ${this.label} is full (HTTP 507); notebook changes wait on this machine.`, true, { reason: 'quota' });
      if (status >= 500) throw new QuireError('OFFLINE', `The WebDAV server ${this.label} failed (HTTP ${status}); notebook changes wait on this machine.`, true, { reason: 'unreachable' });
      return { status, body };
    } catch (error) {
      if (error instanceof QuireError) throw error;
      const code = (error as { code?: string }).code ?? (error instanceof Error ? error.message : 'error');
      throw new QuireError('OFFLINE', `The WebDAV server ${this.label} cannot be reached (${code}); notebook changes wait on this machine until it is back.`, true, { reason: 'unreachable' });
    }
  }

  private unexpected(method: string, path: string, status: number): QuireError {
    return new QuireError('BAD_RESPONSE', `The WebDAV server ${this.label} answered ${method} ${path} with HTTP ${status}.`, true, { reason: 'unreachable' });
  }

  async probe(): Promise<void> {
    const found = await this.send('PROPFIND', '', { headers: { depth: '0' } });
    if (found.status === 404) throw new QuireError('NOT_FOUND', `There is no folder at ${this.label}; create it on the server first.`, false, { reason: 'unreachable' });
    if (found.status !== 207) throw this.unexpected('PROPFIND', '/', found.status);
    const name = tempName();
    const put = await this.send('PUT', name, { body: new Uint8Array([0]) });
    if (put.status < 200 || put.status >= 300) throw this.unexpected('PUT', name, put.status);
    await this.remove(name);
  }

  async read(path: string): Promise<Uint8Array | null> {
    const { status, body } = await this.send('GET', path);
    if (status === 404) return null;
    if (status !== 200) throw this.unexpected('GET', path, status);
    return new Uint8Array(body);
  }

  async list(dir: string): Promise<TargetEntry[]> {
    const { status, body } = await this.send('PROPFIND', dir.endsWith('/') || dir === '' ? dir : `${dir}/`, {
      headers: { depth: '1', 'content-type': 'application/xml; charset=utf-8' },
      body: '<?xml version="1.0" encoding="utf-8"?><propfind xmlns="DAV:"><prop><resourcetype/><getlastmodified/></prop></propfind>',
    });
    if (status === 404) return [];
    if (status !== 207) throw this.unexpected('PROPFIND', dir, status);
    const self = new URL(this.url(dir), this.base).pathname.replace(/\/+$/, '');
    const out: TargetEntry[] = [];
    for (const row of parseMultistatus(body.toString('utf8'))) {
      const path = new URL(row.href, this.base).pathname.replace(/\/+$/, '');
      if (path === self) continue;
      const name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
      if (name.length > 0) out.push({ name, isDir: row.isDir, modified: row.modified });
    }
    return out;
  }

  private async ensureFolder(dir: string): Promise<void> {
    const parts = dir.split('/').filter((part) => part.length > 0);
    for (let i = 1; i <= parts.length; i += 1) {
      const folder = `${parts.slice(0, i).join('/')}/`;
      const { status } = await this.send('MKCOL', folder);
      // 201 made; 405 (or 301 on some servers) already there
      if (status !== 201 && status !== 405 && status !== 301 && status !== 200) throw this.unexpected('MKCOL', folder, status);
    }
  }

  async create(path: string, bytes: Uint8Array): Promise<boolean> {
    const slash = path.lastIndexOf('/');
    const dir = slash > 0 ? path.slice(0, slash) : '';
    const temp = `${dir ? `${dir}/` : ''}${tempName()}`;
    await this.ensureFolder(dir);
    const put = await this.send('PUT', temp, { body: bytes, headers: { 'content-type': 'application/octet-stream' } });
    if (put.status < 200 || put.status >= 300) throw this.unexpected('PUT', temp, put.status);
    let moved = false;
    try {
      const answer = await this.send('MOVE', temp, { headers: { destination: this.url(path), overwrite: 'F' } });
      if (answer.status === 412) return false;
      if (answer.status !== 201 && answer.status !== 204) throw this.unexpected('MOVE', temp, answer.status);
      moved = true;
      return true;
    } finally {
      // A refused or failed MOVE leaves the temporary file: remove it now (or on a later pass).
      if (!moved) await this.send('DELETE', temp).catch(() => undefined);
    }
  }

  async remove(path: string): Promise<void> {
    const { status } = await this.send('DELETE', path);
    if (status !== 204 && status !== 200 && status !== 404) throw this.unexpected('DELETE', path, status);
  }
}
