// Backups of the database as the app lists them: what kind, how big, when, and whether verified.
export type BackupKind = 'manual' | 'automatic' | 'before_restore';

export type BackupInfo = {
  fileName: string;
  path: string;
  kind: BackupKind;
  sizeBytes: number;
  createdAt: string;
  schemaVersion: number | null;
  /** True when the file passed integrity_check when written and has not changed size since. */
  verified: boolean;
};
