/**
 * `npm run backup`: writes one backup set (the database and every media
 * file, checksummed, encrypted when BACKUP_PASSPHRASE is set) to BACKUP_DIR
 * ($DATA_DIR/backups) or BACKUP_S3_BUCKET (src/features/backups, decision
 * 055). The server does the same once a day. With the embedded database this
 * command runs only while the server is stopped (one process per folder);
 * while it runs, use System Settings › Database › Back up now.
 */
import { closeDatabase, getDatabaseHandle } from "../src/db";
import { DataDirLockedError } from "../src/db/lock";
import { runBackup } from "../src/features/backups/runs";
import { configuredBackupTarget } from "../src/features/backups/target";
import { getEnv } from "../src/lib/env";
import { getMediaStore } from "../src/lib/media";

async function main(): Promise<number> {
  const started = Date.now();
  const target = configuredBackupTarget();
  const handle = await getDatabaseHandle();
  const run = await runBackup({
    handle,
    media: getMediaStore(),
    target,
    trigger: "command",
    passphrase: getEnv().BACKUP_PASSPHRASE,
    log: (line) => console.log(`[backup] ${line}`),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== "succeeded") {
    console.error(`[backup] failed after ${seconds} s: ${run.error ?? "unknown error"}`);
    return 1;
  }
  const megabytes = ((run.bytes ?? 0) / 1024 / 1024).toFixed(1);
  console.log(`[backup] ${run.setName}: ${megabytes} MB, ${run.mediaCount} media files, ${run.encrypted ? "encrypted" : "not encrypted"}, in ${seconds} s`);
  console.log(`[backup] restore it with: npm run restore -- ${run.setName}`);
  return 0;
}

main()
  .then(async (code) => {
    await closeDatabase();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    const locked = error instanceof DataDirLockedError;
    console.error(
      locked
        ? `[backup] ${error.message}\n[backup] While the server runs, back up from System Settings › Database › Back up now (it also runs daily).`
        : `[backup] failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
