// API keys at rest in the desktop app: encrypted with Electron's safeStorage (Keychain, DPAPI,
// libsecret/kwallet). Where the OS offers no secret store, the file is still written 0600 and the
// key is marked as stored unencrypted, so the settings view can say so. Keys the CLI stored (plain
// 0600 secrets.json, since plain Node has no safeStorage) are read as a fallback and moved in here:
// once the encrypted copy is written and reads back as the same key, the CLI's plaintext entry is
// removed (and the file, when no key is left in it), so the key is not left readable on disk (#15).
// The CLI then no longer has that key (it cannot decrypt the OS store): `quire login` or
// QUIRE_API_KEY gives it one again. Without an OS secret store nothing is moved and the file stays.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { SecretStore } from '../core';
import { FileSecretStore } from '../services/profiles';

type Entry = { encrypted: boolean; value: string };

/** What this module uses of Electron's safeStorage (the real one and the tests' stand-in both fit). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export class SafeStorageSecrets implements SecretStore {
  private readonly cliSecrets: FileSecretStore | null;

  /** `cliSecretsFile`: the CLI's plaintext secrets.json in the same data folder (read, then emptied). */
  constructor(
    private readonly file: string,
    private readonly safeStorage: SafeStorageLike,
    private readonly cliSecretsFile: string | null = null,
  ) {
    this.cliSecrets = cliSecretsFile === null ? null : new FileSecretStore(cliSecretsFile);
  }

  /** Removes a key from the CLI's plaintext file, and the file itself once no key is left in it. */
  private async removeFromCli(profileId: string): Promise<void> {
    if (!this.cliSecrets || this.cliSecretsFile === null || !existsSync(this.cliSecretsFile)) return;
    await this.cliSecrets.delete(profileId);
    let left = 1;
    try {
      left = Object.keys(JSON.parse(readFileSync(this.cliSecretsFile, 'utf8')) as object).length;
    } catch {
      left = 1; // unreadable: not ours to remove
    }
    if (left === 0) rmSync(this.cliSecretsFile, { force: true });
  }

  private read(): Record<string, Entry> {
    if (!existsSync(this.file)) return {};
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Entry>;
    } catch {
      return {};
    }
  }

  private write(entries: Record<string, Entry>): void {
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(entries), { mode: 0o600 });
    renameSync(temp, this.file);
    chmodSync(this.file, 0o600);
  }

  private decrypt(entry: Entry): string {
    return entry.encrypted ? this.safeStorage.decryptString(Buffer.from(entry.value, 'base64')) : entry.value;
  }

  async get(profileId: string): Promise<string | null> {
    const entry = this.read()[profileId];
    if (entry) return this.decrypt(entry);
    const fromCli = (await this.cliSecrets?.get(profileId)) ?? null;
    if (fromCli === null || !this.safeStorage.isEncryptionAvailable()) return fromCli;
    await this.set(profileId, fromCli);
    // Only once the OS-encrypted copy reads back as the same key is the plaintext one removed.
    const stored = this.read()[profileId];
    if (stored?.encrypted && this.decrypt(stored) === fromCli) await this.removeFromCli(profileId);
    return fromCli;
  }

  async set(profileId: string, secret: string): Promise<void> {
    const entries = this.read();
    entries[profileId] = this.safeStorage.isEncryptionAvailable()
      ? { encrypted: true, value: this.safeStorage.encryptString(secret).toString('base64') }
      : { encrypted: false, value: secret };
    this.write(entries);
  }

  async delete(profileId: string): Promise<void> {
    await this.removeFromCli(profileId);
    const entries = this.read();
    delete entries[profileId];
    this.write(entries);
  }
}
