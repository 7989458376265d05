"use server";

import { and, asc, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { models } from "@/db/schema";
import { defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { deletePurgedFiles, purgeAuditEntries, purgeTrashedModels } from "../trash/purge";
import { bulkAvailabilitySchema, bulkHomepageSchema, modelTrashSchema } from "./schemas";

/**
 * The Models list's bulk changes (availability and home page position). Each is
 * authorised, validated and audited by defineAdminAction with permission
 * admin.models.manage: the models are locked, changed and given one audit row
 * each in one transaction. The public pages' caches clear themselves from the
 * models table's change notification (decision 008), so nothing else is needed
 * here.
 */

const PERMISSION = "admin.models.manage" as const;

/** What a bulk change reports: models changed, and ticked models left as they were (already so, or gone). */
export interface BulkOutcome {
  changed: number;
  skipped: number;
}

interface LockedModel {
  id: string;
  name: string;
  availability: "available" | "busy" | "unavailable" | null;
  showOnHomepage: boolean;
  homepageOrder: number | null;
}

/**
 * The ticked models that still exist, in use or in the trash as asked,
 * locked in id order (two bulk changes then never wait on each other in a
 * cycle). A status or home page change never touches a model in the trash.
 */
async function lockModels(tx: Transaction, ids: readonly string[], place: "inUse" | "inTrash" = "inUse"): Promise<LockedModel[]> {
  return tx
    .select({ id: models.id, name: models.name, availability: models.availability, showOnHomepage: models.showOnHomepage, homepageOrder: models.homepageOrder })
    .from(models)
    .where(and(inArray(models.id, [...ids]), place === "inUse" ? isNull(models.deletedAt) : isNotNull(models.deletedAt)))
    .orderBy(asc(models.id))
    .for("update");
}

export const bulkSetModelAvailability = defineAdminAction({
  permission: PERMISSION,
  schema: bulkAvailabilitySchema,
  failureKey: "adminModels.list.errors.bulk",
  async run({ ids, availability }, { tx }) {
    const next = availability === "unset" ? null : availability;
    const locked = await lockModels(tx, ids);
    const changing = locked.filter((model) => model.availability !== next);
    if (changing.length > 0) {
      await tx
        .update(models)
        .set({ availability: next })
        .where(inArray(models.id, changing.map((model) => model.id)));
    }
    const audit: AuditRecord[] = changing.map((model) => ({
      action: "model.availability",
      entityType: "model",
      entityId: model.id,
      oldValues: { name: model.name, availability: model.availability },
      newValues: { name: model.name, availability: next },
    }));
    return { data: { changed: audit.length, skipped: ids.length - audit.length } satisfies BulkOutcome, audit };
  },
});

/**
 * Home page positions are handed out as max + 1; two admins adding models at
 * once would read the same max, so the hand-out is serialised for the
 * length of the transaction (a lock on this purpose, not on the table).
 */
async function lockHomepageOrder(tx: Transaction): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('models.homepage_order'))`);
  const [row] = await tx.select({ max: sql<number | null>`max(${models.homepageOrder})` }).from(models);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max);
}

/** On: a model without a position goes to the end, in name order; one that has a position keeps it. */
async function addToHomepage(tx: Transaction, locked: LockedModel[]): Promise<AuditRecord[]> {
  const adding = locked.filter((model) => !model.showOnHomepage).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  if (adding.length === 0) return [];
  let last = await lockHomepageOrder(tx);
  const audit: AuditRecord[] = [];
  for (const model of adding) {
    const homepageOrder = model.homepageOrder ?? ++last;
    await tx.update(models).set({ showOnHomepage: true, homepageOrder }).where(inArray(models.id, [model.id]));
    audit.push(homepageRecord(model, { showOnHomepage: true, homepageOrder }));
  }
  return audit;
}

/** Off: the model leaves the home page and its position is cleared. */
async function removeFromHomepage(tx: Transaction, locked: LockedModel[]): Promise<AuditRecord[]> {
  const removing = locked.filter((model) => model.showOnHomepage || model.homepageOrder !== null);
  if (removing.length === 0) return [];
  await tx
    .update(models)
    .set({ showOnHomepage: false, homepageOrder: null })
    .where(inArray(models.id, removing.map((model) => model.id)));
  return removing.map((model) => homepageRecord(model, { showOnHomepage: false, homepageOrder: null }));
}

function homepageRecord(model: LockedModel, next: { showOnHomepage: boolean; homepageOrder: number | null }): AuditRecord {
  return {
    action: next.showOnHomepage ? "model.homepage_on" : "model.homepage_off",
    entityType: "model",
    entityId: model.id,
    oldValues: { name: model.name, showOnHomepage: model.showOnHomepage, homepageOrder: model.homepageOrder },
    newValues: { name: model.name, ...next },
  };
}

export const bulkSetModelHomepage = defineAdminAction({
  permission: PERMISSION,
  schema: bulkHomepageSchema,
  failureKey: "adminModels.list.errors.bulk",
  async run({ ids, on }, { tx }) {
    const locked = await lockModels(tx, ids);
    const audit = on ? await addToHomepage(tx, locked) : await removeFromHomepage(tx, locked);
    return { data: { changed: audit.length, skipped: ids.length - audit.length } satisfies BulkOutcome, audit };
  },
});

/**
 * Delete: the models go to the trash for TRASH_DAYS days (decision 023),
 * gone from every public page and member feature, restorable until the
 * purge. Their home page slot is cleared (a restored model does not come
 * back onto the home page); nothing else about them changes.
 */
export const trashModels = defineAdminAction({
  permission: PERMISSION,
  schema: modelTrashSchema,
  failureKey: "adminModels.trash.errors.delete",
  async run({ ids }, { tx }) {
    const locked = await lockModels(tx, ids, "inUse");
    const deletedAt = new Date();
    if (locked.length > 0) {
      await tx
        .update(models)
        .set({ deletedAt, showOnHomepage: false, homepageOrder: null })
        .where(inArray(models.id, locked.map((model) => model.id)));
    }
    const audit: AuditRecord[] = locked.map((model) => ({
      action: "model.trash",
      entityType: "model",
      entityId: model.id,
      oldValues: { name: model.name, showOnHomepage: model.showOnHomepage, homepageOrder: model.homepageOrder },
      newValues: { name: model.name, deletedAt: deletedAt.toISOString(), showOnHomepage: false, homepageOrder: null },
    }));
    return { data: { changed: audit.length, skipped: ids.length - audit.length } satisfies BulkOutcome, audit };
  },
});

/** Restore: the models leave the trash as they were, except the home page slot their deletion cleared. */
export const restoreModels = defineAdminAction({
  permission: PERMISSION,
  schema: modelTrashSchema,
  failureKey: "adminModels.trash.errors.restore",
  async run({ ids }, { tx }) {
    const locked = await lockModels(tx, ids, "inTrash");
    if (locked.length > 0) {
      await tx
        .update(models)
        .set({ deletedAt: null })
        .where(inArray(models.id, locked.map((model) => model.id)));
    }
    const audit: AuditRecord[] = locked.map((model) => ({
      action: "model.restore",
      entityType: "model",
      entityId: model.id,
      oldValues: { name: model.name },
      newValues: { name: model.name, deletedAt: null },
    }));
    return { data: { changed: audit.length, skipped: ids.length - audit.length } satisfies BulkOutcome, audit };
  },
});

/**
 * Delete now: models in the trash are removed for good at once, as the
 * daily purge would remove them (src/features/models/trash/purge.ts). A
 * model outside the trash is never purged from here. Files nothing else
 * names are removed only after the transaction commits.
 */
export const purgeModels = defineAdminAction({
  permission: PERMISSION,
  schema: modelTrashSchema,
  failureKey: "adminModels.trash.errors.purge",
  async run({ ids }, { tx }) {
    const { purged, fileKeys } = await purgeTrashedModels(tx, ids);
    const audit: AuditRecord[] = purgeAuditEntries(purged);
    return { data: { changed: purged.length, skipped: ids.length - purged.length, fileKeys }, audit };
  },
  // A rolled-back purge leaves its files in place; a file that cannot be removed now is left to the media sweep.
  async afterCommit({ fileKeys }) {
    await deletePurgedFiles(fileKeys);
  },
});
