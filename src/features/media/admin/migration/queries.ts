import { getDb } from "@/db";
import { getMediaStore, storeKindsOf, writeTargetOf } from "@/lib/media";
import { latestJobs, toMigrationView } from "../../migration/jobs";
import type { MigrationTarget, MigrationView } from "../../migration/scope";

export interface MigrationScreenData {
  /** The latest job of each scope that has had one. */
  jobs: MigrationView[];
  /** Which stores this server can write to (local disk always; S3 when a bucket is configured). */
  targets: MigrationTarget[];
  /** Where new images go now. */
  writeTarget: MigrationTarget;
}

/** The latest jobs, as the cards and the progress stream show them. */
export async function loadMigrationViews(): Promise<MigrationView[]> {
  return (await latestJobs(await getDb())).map(toMigrationView);
}

export async function loadMigrationScreen(): Promise<MigrationScreenData> {
  const store = getMediaStore();
  const [jobs, target] = await Promise.all([loadMigrationViews(), writeTargetOf(store)]);
  return { jobs, targets: storeKindsOf(store), writeTarget: target.kind };
}
