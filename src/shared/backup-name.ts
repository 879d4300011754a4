// The name of a backup folder: `<UTC stamp>-<reason>`, so folders sort by time. Shared by the mirror's
// pre-migration copies (src/main/db) and the notebook's backups, so neither layer imports the other.
export function backupStamp(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, '');
}

export function backupFolderName(now: Date, reason: string): string {
  return `${backupStamp(now)}-${reason.toLowerCase().replace(/[^a-z0-9-]+/g, '-').slice(0, 32) || 'manual'}`;
}
