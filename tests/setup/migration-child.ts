/**
 * A server process that only carries on a Bulk Image Migration job, for the
 * test that kills it with SIGKILL halfway (src/features/media/migration/killed-run.integration.test.ts).
 * It takes the running job as runner "child" and works it as the server
 * would, with local disk (MEDIA_DIR) and the bucket (S3_*) both configured.
 *
 *   DATABASE_URL=… MEDIA_DIR=… S3_ENDPOINT=… npx tsx tests/setup/migration-child.ts
 */
import { openDatabase } from "../../src/db/client";
import { claimRunnableJob } from "../../src/features/media/migration/jobs";
import { runMigrationJob } from "../../src/features/media/migration/runner";
import { createConfiguredMediaStore } from "../../src/lib/media";
import { getEnv } from "../../src/lib/env";

const handle = await openDatabase({ kind: "postgres", url: getEnv().DATABASE_URL!, max: 2 });
const stores = createConfiguredMediaStore(getEnv(), async () => "s3");
const job = await claimRunnableJob(handle.db, "child");
if (!job) throw new Error("no job to take");
console.log("claimed");
console.log(await runMigrationJob(handle.db, job, { runnerId: "child", stores }));
await handle.close();
