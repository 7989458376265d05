/**
 * `npm run media:sweep`: removes media files that no media row names (older
 * than an hour) and temp files of interrupted writes, and lists rows whose
 * files are missing (src/features/media/sweep.ts). The server does the same
 * ten minutes after it starts and then daily; with the embedded database this
 * command can only run while the server is stopped (one process per folder).
 */
import { closeDatabase, getDb } from "../src/db";
import { describeSweep, sweepOrphanFiles } from "../src/features/media/sweep";
import { getMediaStore } from "../src/lib/media";

async function main(): Promise<void> {
  const report = await sweepOrphanFiles(await getDb(), getMediaStore());
  console.log(`[media] ${describeSweep(report) ?? "orphan sweep: nothing to do"}`);
  if (report.rowsMissingFiles.length) console.log(`[media] rows naming missing files:\n  ${report.rowsMissingFiles.join("\n  ")}`);
  if (report.recentOrphans) console.log(`[media] ${report.recentOrphans} file(s) without a row are under an hour old: left for the next sweep`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`[media] orphan sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
