// API keys at rest in the desktop app: encrypted with Electron's safeStorage (Keychain, DPAPI,
// libsecret/kwallet). Where the OS offers no secret store, the file is still written 0600 and the
// key is marked as stored unencrypted, so the settings view can say so. Keys the CLI stored (plain
// 0600 secrets.json, since plain Node has no safeStorage) are read as a fallback and copied in here.
import { safeStorage } from 'electron';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SecretStore } from '../core';
import { FileSecretStore } from '../services/profiles';

type Entry = { encrypted: boolean; value: string };

export class SafeStorageSecrets implements SecretStore {
  constructor(
    private readonly file: string,
    private readonly cliSecrets: FileSecretStore | null = null,
  ) {}

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

  async get(profileId: string): Promise<string | null> {
    const entry = this.read()[profileId];
    if (!entry) {
      const fromCli = (await this.cliSecrets?.get(profileId)) ?? null;
      // The CLI's copy stays (plain Node cannot read this encrypted one); the app keeps its own.
      if (fromCli !== null && safeStorage.isEncryptionAvailable()) await this.set(profileId, fromCli);
      return fromCli;
    }
    return entry.encrypted ? safeStorage.decryptString(Buffer.from(entry.value, 'base64')) : entry.value;
  }

  async set(profileId: string, secret: string): Promise<void> {
    const entries = this.read();
    entries[profileId] = safeStorage.isEncryptionAvailable()
      ? { encrypted: true, value: safeStorage.encryptString(secret).toString('base64') }
      : { encrypted: false, value: secret };
    this.write(entries);
  }

  async delete(profileId: string): Promise<void> {
    await this.cliSecrets?.delete(profileId);
    const entries = this.read();
    delete entries[profileId];
    this.write(entries);
  }
}
