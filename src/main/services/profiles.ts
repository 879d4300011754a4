// Profiles (accounts/base URLs) in profiles.json, and API keys behind the SecretStore interface, whose
// default keeps them in a 0600 secrets.json (the Electron shell substitutes a safeStorage-backed one).
// profiles.json is shared with other processes on the same data folder (the CLI beside the window, a
// second window): the store reads it again when another process wrote it, before every change of its
// own (so it never writes back an old copy over theirs) and when the core asks (refresh).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../shared/lazy';
import { ApiVersionSchema, ProfileCheckSchema, type ProfileCheck } from '../../shared/domain';

export interface SecretStore {
  get(profileId: string): Promise<string | null>;
  set(profileId: string, secret: string): Promise<void>;
  delete(profileId: string): Promise<void>;
}

const DatedLimitSchema = lazySchema(() => z.object({ value: z.number().int().positive(), at: z.number() }));

const StoredProfileSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['local', 'remote']),
  /** Empty for the local profile: its URL changes every launch. */
  baseUrl: z.string(),
  apiVersion: ApiVersionSchema,
  /** The last test of its address and key (profiles.add/update/test). */
  lastCheck: ProfileCheckSchema.optional(),
  /** The account's e-mail, when the profile was made by e-mail sign-in (names its notebook on every machine). */
  account: z.string().optional(),
  /** Limits the user set, with when (epoch ms): a newer value the service teaches takes over. */
  limits: z.object({ concurrency: DatedLimitSchema.optional(), budget: DatedLimitSchema.optional() }).optional(),
}));
export type StoredProfile = z.infer<typeof StoredProfileSchema>;
const ProfilesFileSchema = lazySchema(() => z.object({ activeId: z.string(), profiles: z.array(StoredProfileSchema) }));
type ProfilesFile = z.infer<typeof ProfilesFileSchema>;

export const LOCAL_PROFILE: StoredProfile = { id: 'local', name: 'Local library', kind: 'local', baseUrl: '', apiVersion: '2025-11-27' };

/** Writes a file atomically (temp + rename) so a crash never leaves half a JSON file. */
function writeAtomic(file: string, text: string, mode?: number): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text, { mode });
  fs.renameSync(temp, file);
  if (mode !== undefined) fs.chmodSync(file, mode);
}

export class FileSecretStore implements SecretStore {
  constructor(private readonly file: string) {}
  private read(): Record<string, string> {
    try {
      const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(fs.readFileSync(this.file, 'utf8')));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }
  async get(profileId: string): Promise<string | null> {
    return this.read()[profileId] ?? null;
  }
  async set(profileId: string, secret: string): Promise<void> {
    const all = this.read();
    all[profileId] = secret;
    writeAtomic(this.file, JSON.stringify(all, null, 2), 0o600);
  }
  async delete(profileId: string): Promise<void> {
    const all = this.read();
    delete all[profileId];
    writeAtomic(this.file, JSON.stringify(all, null, 2), 0o600);
  }
}

export class ProfileStore {
  private data: ProfilesFile;
  /** The file as this store last read or wrote it (inode, size, mtime): a rename by any writer changes it. */
  private seen: string | null = null;
  private changes = 0;

  constructor(private readonly file: string) {
    this.data = this.load();
    this.seen = this.fingerprint();
  }

  /** Counts the changes read from another process's writes (the core compares it between its polls). */
  get externalChanges(): number {
    return this.changes;
  }

  private fingerprint(): string | null {
    try {
      const stat = fs.statSync(this.file);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return null;
    }
  }

  private load(): ProfilesFile {
    try {
      const parsed = ProfilesFileSchema.safeParse(JSON.parse(fs.readFileSync(this.file, 'utf8')));
      if (parsed.success) return normalized(parsed.data);
      if (fs.existsSync(this.file)) fs.copyFileSync(this.file, `${this.file}.unreadable-${Date.now()}`);
    } catch {
      /* first start */
    }
    const fresh: ProfilesFile = { activeId: LOCAL_PROFILE.id, profiles: [LOCAL_PROFILE] };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    writeAtomic(this.file, JSON.stringify(fresh, null, 2));
    return fresh;
  }

  /**
   * Reads profiles.json again if another process wrote it since this store last read or wrote it;
   * true when what it holds changed. A file that cannot be read or parsed now (removed, damaged) is
   * left alone: the store keeps what it had and writes it back at its next change.
   */
  refresh(): boolean {
    const now = this.fingerprint();
    if (now === null || now === this.seen) return false;
    let next: ProfilesFile;
    try {
      const parsed = ProfilesFileSchema.safeParse(JSON.parse(fs.readFileSync(this.file, 'utf8')));
      if (!parsed.success) return false;
      next = normalized(parsed.data);
    } catch {
      return false;
    }
    this.seen = now;
    if (JSON.stringify(next) === JSON.stringify(this.data)) return false;
    this.data = next;
    this.changes += 1;
    return true;
  }

  private save(): void {
    writeAtomic(this.file, JSON.stringify(this.data, null, 2));
    this.seen = this.fingerprint();
  }

  list(): StoredProfile[] {
    return [...this.data.profiles];
  }
  get activeId(): string {
    return this.data.activeId;
  }
  get(id: string): StoredProfile | undefined {
    return this.data.profiles.find((p) => p.id === id);
  }
  active(): StoredProfile {
    return this.get(this.data.activeId) ?? LOCAL_PROFILE;
  }
  add(profile: StoredProfile): void {
    this.refresh();
    this.data.profiles.push(profile);
    this.save();
  }
  update(id: string, patch: Partial<Pick<StoredProfile, 'name' | 'apiVersion'>>): void {
    this.refresh();
    this.data.profiles = this.data.profiles.map((p) => (p.id === id ? { ...p, ...patch } : p));
    this.save();
  }
  /** Sets (a number) or forgets (null) the limits the user gave; undefined leaves one as it is. */
  setLimits(id: string, patch: { concurrency?: number | null; budget?: number | null }, now = Date.now()): void {
    this.refresh();
    this.data.profiles = this.data.profiles.map((p) => {
      if (p.id !== id) return p;
      const limits = { ...p.limits };
      for (const kind of ['concurrency', 'budget'] as const) {
        const value = patch[kind];
        if (value === null) delete limits[kind];
        else if (value !== undefined) limits[kind] = { value, at: now };
      }
      return { ...p, limits };
    });
    this.save();
  }
  recordCheck(id: string, check: ProfileCheck): void {
    this.refresh();
    this.data.profiles = this.data.profiles.map((p) => (p.id === id ? { ...p, lastCheck: check } : p));
    this.save();
  }
  setActive(id: string): void {
    this.refresh();
    this.data.activeId = id;
    this.save();
  }
  remove(id: string): void {
    this.refresh();
    this.data.profiles = this.data.profiles.filter((p) => p.id !== id);
    if (this.data.activeId === id) this.data.activeId = LOCAL_PROFILE.id;
    this.save();
  }
}

/** The local library is always there, and the active id names a profile that exists. */
function normalized(data: ProfilesFile): ProfilesFile {
  const profiles = data.profiles.some((p) => p.id === LOCAL_PROFILE.id) ? data.profiles : [LOCAL_PROFILE, ...data.profiles];
  return { activeId: profiles.some((p) => p.id === data.activeId) ? data.activeId : LOCAL_PROFILE.id, profiles };
}
