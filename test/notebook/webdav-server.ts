// A real WebDAV server on loopback for tests: Debian's rclone (`rclone serve webdav`), serving a
// temporary folder. `findRclone()` says why it cannot run when rclone is missing (tests then skip
// with that reason printed; .ci/run installs it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';

export function findRclone(): { path: string } | { missing: string } {
  const found = spawnSync('rclone', ['version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) return { missing: 'rclone is not installed (apt-get install rclone); the WebDAV target tests need a real WebDAV server' };
  return { path: 'rclone' };
}

export interface DavServer {
  url: string;
  dir: string;
  user: string;
  password: string;
  stop(): Promise<void>;
}

export async function startDav(options: { user?: string; password?: string; dir?: string } = {}): Promise<DavServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'quire-dav-'));
  const user = options.user ?? 'reader';
  const password = options.password ?? 'otter-pass';
  const child: ChildProcess = spawn('rclone', ['serve', 'webdav', dir, '--addr', '127.0.0.1:0', '--user', user, '--pass', password, '--config', '/dev/null'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /started on \[?(http:\/\/127\.0\.0\.1:\d+\/)/.exec(log);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`rclone serve webdav exited (${code}): ${log}`)));
  });
  return {
    url,
    dir,
    user,
    password,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Makes a folder through the server itself (rclone caches listings, so not behind its back). */
export async function makeFolder(server: DavServer, name: string): Promise<string> {
  const response = await request(`${server.url}${name}/`, {
    method: 'MKCOL',
    headers: { authorization: `Basic ${Buffer.from(`${server.user}:${server.password}`).toString('base64')}` },
  });
  await response.body.dump();
  if (response.statusCode !== 201) throw new Error(`MKCOL ${name}: HTTP ${response.statusCode}`);
  return `${server.url}${name}/`;
}
