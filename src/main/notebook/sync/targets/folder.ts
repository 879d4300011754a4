// The folder target: a folder the user already syncs (Dropbox, iCloud Drive, OneDrive, Syncthing,
// a Nextcloud client...). Files are immutable: written and fsynced under a temporary name in the
// same folder, then hard-linked to their final name (which fails if the name exists, so nothing is
// ever overwritten; a plain rename where the file system has no hard links), then the temporary
// name goes.
import { constants } from 'node:fs';
import { access, link, mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { QuireError } from '../../../../shared/errors';
import { tempName, type SyncTarget, type TargetEntry } from './target';

function fsError(error: unknown, root: string): QuireError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new QuireError('SERVICE_ERROR', `The sync folder ${root} is full (no space left); notebook changes wait on this machine.`, true, { reason: 'quota' });
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new QuireError('FORBIDDEN', `Quire may not write in the sync folder ${root}; check its permissions.`, false, { reason: 'credentials' });
  return new QuireError('OFFLINE', `The sync folder ${root} cannot be reached (${code ?? 'error'}); notebook changes wait on this machine until it is back.`, true, { reason: 'unreachable' });
}

export class FolderTarget implements SyncTarget {
  readonly label: string;

  constructor(private readonly root: string) {
    this.label = root;
  }

  /** The chosen folder must exist: if it is gone (drive unplugged), we wait rather than recreate it. */
  private async ensureRoot(): Promise<void> {
    try {
      const info = await stat(this.root);
      if (!info.isDirectory()) throw new QuireError('BAD_INPUT', `${this.root} is not a folder.`, false, { reason: 'unreachable' });
    } catch (error) {
      if (error instanceof QuireError) throw error;
      throw fsError(error, this.root);
    }
  }

  async probe(): Promise<void> {
    await this.ensureRoot();
    const probe = join(this.root, tempName());
    try {
      const handle = await open(probe, 'wx', 0o600);
      await handle.close();
      await unlink(probe);
    } catch (error) {
      throw fsError(error, this.root);
    }
  }

  async read(path: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(join(this.root, path)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        await this.ensureRoot();
        return null;
      }
      throw fsError(error, this.root);
    }
  }

  async list(dir: string): Promise<TargetEntry[]> {
    await this.ensureRoot();
    try {
      const entries = await readdir(join(this.root, dir), { withFileTypes: true });
      const out: TargetEntry[] = [];
      for (const entry of entries) {
        let modified: string | null = null;
        try {
          modified = (await stat(join(this.root, dir, entry.name))).mtime.toISOString();
        } catch {
          continue; // removed while listing
        }
        out.push({ name: entry.name, isDir: entry.isDirectory(), modified });
      }
      return out;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw fsError(error, this.root);
    }
  }

  async create(path: string, bytes: Uint8Array): Promise<boolean> {
    await this.ensureRoot();
    const final = join(this.root, path);
    const folder = join(final, '..');
    const temp = join(folder, tempName());
    try {
      await mkdir(folder, { recursive: true });
      const handle = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await link(temp, final);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return false;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
        // No hard links here (FAT, some network drives): only this machine writes in its folder.
        if (await exists(final)) return false;
        await rename(temp, final);
      }
      return true;
    } catch (error) {
      throw fsError(error, this.root);
    } finally {
      await rm(temp, { force: true }).catch(() => undefined);
    }
  }

  async remove(path: string): Promise<void> {
    try {
      await rm(join(this.root, path), { force: true });
    } catch (error) {
      throw fsError(error, this.root);
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
