"use server";

import { and, eq } from "drizzle-orm";
import { imageMigrations } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { getMediaStore, storeKindsOf } from "@/lib/media";
import { countMigrationWork } from "../../migration/items";
import { findJob, toMigrationView, unfinishedJob } from "../../migration/jobs";
import { kickMigrations } from "../../migration/runner";
import type { MigrationTarget, MigrationView } from "../../migration/scope";
import { migrationIdSchema, startMigrationSchema } from "./schemas";
import { IMAGE_TOOLS_ACCESS } from "../image-tools";

/** What every migration action shares: the image tools' permission, and its messages ('Migration failed'). */
const MIGRATION_ACTION = {
  ...IMAGE_TOOLS_ACCESS,
  failureKey: "adminContent.migration.errors.failed",
} as const;

/** Whether this server can write to the store: local disk always, S3 when the environment configures a bucket. */
function storeConfigured(target: MigrationTarget): boolean {
  return storeKindsOf(getMediaStore()).includes(target);
}

/**
 * Starts a migration of one category (or everything) to a store: outside
 * addresses are brought home into it, then stored files are moved. From
 * now on new images are stored there too (the latest migration's target is
 * the write target; decision 051). One job at a time: a second would move
 * the same files the other way.
 */
export const startImageMigration = defineAdminAction({
  ...MIGRATION_ACTION,
  schema: startMigrationSchema,
  async run({ scope, target }, { tx, viewer }) {
    if (!storeConfigured(target)) throw new ActionFailure("conflict", "adminContent.migration.errors.noStore");
    if (await unfinishedJob(tx)) throw new ActionFailure("conflict", "adminContent.migration.errors.busy");
    const work = await countMigrationWork(tx, scope, target);
    const [job] = await tx
      .insert(imageMigrations)
      .values({
        scope,
        target,
        status: "running",
        phase: "external",
        total: work.external + work.stored,
        startedById: viewer.userId,
        startedByEmail: viewer.email,
      })
      .returning();
    return {
      data: toMigrationView(job) satisfies MigrationView,
      audit: { action: "media.migration_start", entityType: "image_migration", entityId: job.id, newValues: { scope, target, outside: work.external, stored: work.stored } },
    };
  },
  async afterCommit() {
    kickMigrations();
  },
});

/** Stops a running migration after the item in hand; nothing is half done, and Resume carries on from there. */
export const pauseImageMigration = defineAdminAction({
  ...MIGRATION_ACTION,
  schema: migrationIdSchema,
  async run({ id }, { tx }) {
    const [job] = await tx
      .update(imageMigrations)
      .set({ status: "paused", runner: null })
      .where(and(eq(imageMigrations.id, id), eq(imageMigrations.status, "running")))
      .returning();
    if (!job) throw new ActionFailure("conflict", "adminContent.migration.errors.notRunning");
    return { data: toMigrationView(job), audit: { action: "media.migration_pause", entityType: "image_migration", entityId: id, newValues: { processed: job.processed, total: job.total } } };
  },
});

/** Carries a paused (or failed) migration on from the last item it finished. */
export const resumeImageMigration = defineAdminAction({
  ...MIGRATION_ACTION,
  schema: migrationIdSchema,
  async run({ id }, { tx }) {
    const before = await findJob(tx, id);
    if (!before || (before.status !== "paused" && before.status !== "failed")) throw new ActionFailure("conflict", "adminContent.migration.errors.notPaused");
    const other = await unfinishedJob(tx);
    if (other && other.id !== id) throw new ActionFailure("conflict", "adminContent.migration.errors.busy");
    if (!storeConfigured(before.target as MigrationTarget)) throw new ActionFailure("conflict", "adminContent.migration.errors.noStore");
    const [job] = await tx
      .update(imageMigrations)
      .set({ status: "running", runner: null, heartbeatAt: null, finishedAt: null })
      .where(eq(imageMigrations.id, id))
      .returning();
    return { data: toMigrationView(job), audit: { action: "media.migration_resume", entityType: "image_migration", entityId: id, oldValues: { status: before.status }, newValues: { processed: job.processed, total: job.total } } };
  },
  async afterCommit() {
    kickMigrations();
  },
});
