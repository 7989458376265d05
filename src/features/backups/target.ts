import path from "node:path";
import { getEnv, type Env } from "@/lib/env";
import { LocalDiskMediaStore, S3MediaStore, s3StoreSettings, type MediaStore } from "@/lib/media";

/**
 * Where backup sets are written: a folder, or a bucket on the media store's
 * S3 endpoint. Both are reached through the media store's interface, which
 * already writes atomically (a temporary file renamed, or one PutObject) and
 * streams both ways, so a set's files are never half-written under their
 * final names.
 */
export interface BackupTarget {
  store: MediaStore;
  /** Shown to staff and written on each run: a folder or s3://bucket. */
  location: string;
  /** A folder target's own path, so a removed set leaves no empty folders or half-written temporary files behind. */
  folder?: string;
}

export function backupDirOf(env: Env = getEnv()): string {
  return path.resolve(env.BACKUP_DIR || path.join(env.DATA_DIR || "./data", "backups"));
}

export function configuredBackupTarget(env: Env = getEnv()): BackupTarget {
  if (env.BACKUP_S3_BUCKET) {
    const s3 = s3StoreSettings({ ...env, S3_BUCKET: env.BACKUP_S3_BUCKET });
    if (!s3) throw new Error("BACKUP_S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
    const { kind: _kind, ...options } = s3;
    return { store: new S3MediaStore(options), location: `s3://${env.BACKUP_S3_BUCKET}` };
  }
  const dir = backupDirOf(env);
  return { store: new LocalDiskMediaStore(dir), location: dir, folder: dir };
}

/** A folder holding sets, e.g. one copied from another machine. */
export function folderTarget(dir: string): BackupTarget {
  const resolved = path.resolve(dir);
  return { store: new LocalDiskMediaStore(resolved), location: resolved, folder: resolved };
}
