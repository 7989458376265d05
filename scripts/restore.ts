/**
 * `npm run restore -- <set>`: puts a backup set back (src/features/backups,
 * decision 055). <set> is a set's name in BACKUP_DIR / BACKUP_S3_BUCKET, or
 * the path of a set's folder (copied from another machine).
 *
 *   npm run restore -- --list               the complete sets, newest first
 *   npm run restore -- <set>                onto an empty database and media store
 *   npm run restore -- <set> --replace      replacing what the database and store hold
 *
 * Every checksum and the passphrase (BACKUP_PASSPHRASE, for an encrypted set)
 * are checked before anything is touched. The server must be stopped.
 */
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, getDb } from "../src/db";
import { pgliteDataDir } from "../src/db/client";
import { acquireDataDirLock, type DataDirLock } from "../src/db/lock";
import { databaseFingerprint } from "../src/features/backups/fingerprint";
import type { RestoreTarget } from "../src/features/backups/database-dump";
import { closeRestoredRun, listSets, restoreSet } from "../src/features/backups/restore-set";
import { MANIFEST_FILE } from "../src/features/backups/set-format";
import { configuredBackupTarget, folderTarget, type BackupTarget } from "../src/features/backups/target";
import { getEnv } from "../src/lib/env";
import { getMediaStore } from "../src/lib/media";

function sourceOf(argument: string): { source: BackupTarget; setName: string } {
  const asPath = path.resolve(argument);
  if (fs.existsSync(path.join(asPath, MANIFEST_FILE)) || argument.includes(path.sep)) {
    return { source: folderTarget(path.dirname(asPath)), setName: path.basename(asPath) };
  }
  return { source: configuredBackupTarget(), setName: argument };
}

function databaseTarget(): RestoreTarget {
  const url = getEnv().DATABASE_URL;
  return url ? { kind: "postgres", url } : { kind: "pglite", dataDir: pgliteDataDir() };
}

async function main(args: string[]): Promise<number> {
  if (args.includes("--list")) {
    const target = configuredBackupTarget();
    const sets = await listSets(target);
    console.log(sets.length ? sets.join("\n") : `No complete backup sets in ${target.location}.`);
    return 0;
  }
  const argument = args.find((arg) => !arg.startsWith("--"));
  if (!argument) {
    console.error("Usage: npm run restore -- <set name or folder> [--replace]   (npm run restore -- --list shows the sets)");
    return 2;
  }
  const started = Date.now();
  const { source, setName } = sourceOf(argument);
  const database = databaseTarget();
  let lock: DataDirLock | undefined;
  if (database.kind === "pglite") {
    fs.mkdirSync(database.dataDir, { recursive: true });
    lock = acquireDataDirLock(database.dataDir);
  }
  try {
    const result = await restoreSet({
      source,
      setName,
      database,
      media: getMediaStore(),
      passphrase: getEnv().BACKUP_PASSPHRASE,
      replace: args.includes("--replace"),
      log: (line) => console.log(`[restore] ${line}`),
    });
    lock?.release();
    lock = undefined;
    // Opening the database applies any migration newer than the set.
    const db = await getDb();
    await closeRestoredRun(db, result.manifest);
    const { tables } = await databaseFingerprint(db);
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[restore] ${setName}: the database and ${result.mediaRestored} media files restored in ${seconds} s (${tables.length} tables, ${rows} rows)`);
    return 0;
  } finally {
    lock?.release();
  }
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDatabase();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`[restore] ${error instanceof Error ? error.message : typeof error === "object" ? JSON.stringify(error) : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
