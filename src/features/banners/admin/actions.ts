"use server";

import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Transaction } from "@/db";
import { siteBanners } from "@/db/schema";
import { assertUnchangedSince } from "@/features/admin/version";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { autoFixNotice, importedFromOf, withImagesBroughtHome, withOutsideImages } from "@/features/admin/image-auto-fix";
import { imageOrigin, imageSourceSchema, readImageSource, storeUploadedImage } from "@/features/admin/image-upload";
import { bannersToDeactivate, nextBannerOrder } from "./exclusivity";
import { adminBannerColumns, type AdminBanner } from "./queries";
import { createBannerSchema, deleteBannerSchema, updateBannerSchema } from "./schemas";

const PERMISSION = "admin.content.manage" as const;

/** What a banner write answers: the saved banner and the banners exclusivity switched off. */
export interface BannerWriteResult {
  banner: AdminBanner;
  deactivated: string[];
}

/**
 * Exclusivity, inside the caller's transaction: the section's rows
 * are locked, the pure rule picks the other active banners of the same device
 * type, and they are switched off before the commit, so no reader ever sees
 * two of them active.
 */
async function applyExclusivity(tx: Transaction, banner: AdminBanner): Promise<string[]> {
  if (!banner.isActive) return [];
  const sectionRows = await tx
    .select({ id: siteBanners.id, section: siteBanners.section, deviceType: siteBanners.deviceType, isActive: siteBanners.isActive })
    .from(siteBanners)
    .where(eq(siteBanners.section, banner.section))
    .for("update");
  const ids = bannersToDeactivate(banner, sectionRows);
  // Switched off as a side effect of another banner's save: their version stays, so an open edit of one
  // is not refused as "changed by someone" (only its active flag moved, and the screen shows that at once).
  if (ids.length > 0) await tx.update(siteBanners).set({ isActive: false, updatedAt: sql`${siteBanners.updatedAt}` }).where(inArray(siteBanners.id, ids));
  return ids;
}

async function lockBanner(tx: Transaction, id: string): Promise<AdminBanner> {
  const [row] = await tx.select(adminBannerColumns).from(siteBanners).where(eq(siteBanners.id, id)).for("update");
  if (!row) throw new ActionFailure("not_found", "adminContent.banners.errors.notFound");
  return row;
}

/** The old values of the fields a patch changes, for the audit row. */
function previousValues(before: AdminBanner, patch: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof AdminBanner]]));
}

/**
 * Banner server actions, each authorised,
 * validated and audited by defineAdminAction.
 */

/** A new banner is active, public, for all devices, with empty image and caption, order = highest + 1. */
export const createBanner = defineAdminAction({
  permission: PERMISSION,
  schema: createBannerSchema,
  failureKey: "adminContent.banners.errors.add",
  async run({ section }, { tx }) {
    const orders = await tx
      .select({ orderIndex: siteBanners.orderIndex })
      .from(siteBanners)
      .where(eq(siteBanners.section, section))
      .for("update");
    const values = {
      section,
      imageUrl: "",
      caption: "",
      altText: "",
      orderIndex: nextBannerOrder(orders.map((row) => row.orderIndex)),
      visibility: "public" as const,
      deviceType: "all" as const,
      isActive: true,
    };
    const [banner] = await tx.insert(siteBanners).values(values).returning(adminBannerColumns);
    const deactivated = await applyExclusivity(tx, banner);
    return {
      data: { banner, deactivated } satisfies BannerWriteResult,
      audit: auditOf({ action: "banner.create", entityId: banner.id, newValues: { ...values, deactivated } }),
    };
  },
});

export const updateBanner = defineAdminAction({
  permission: PERMISSION,
  schema: updateBannerSchema,
  failureKey: "adminContent.banners.errors.update",
  // "Fix images automatically": an outside image address is fetched here, before the transaction (decision 050).
  prepare: (input) => withOutsideImages(input, { imageUrl: input.patch.imageUrl }),
  async run({ id, patch: typed, expectedVersion, overwrite, outside }, { tx, viewer }) {
    const before = await lockBanner(tx, id);
    await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: "site_banner", entityId: id });
    const { values: patch, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "banner", viewer });
    const [banner] = await tx.update(siteBanners).set(patch).where(eq(siteBanners.id, id)).returning(adminBannerColumns);
    // Re-checked on every save of an active banner, not only on activation:
    // moving an active banner to another device type must not leave two active there.
    const deactivated = await applyExclusivity(tx, banner);
    return {
      data: { banner, deactivated } satisfies BannerWriteResult,
      audit: auditOf({ action: "banner.update", entityId: id, oldValues: previousValues(before, patch), newValues: { ...patch, deactivated, ...importedFromOf(home) } }),
      ...autoFixNotice(home),
    };
  },
});

export const deleteBanner = defineAdminAction({
  permission: PERMISSION,
  schema: deleteBannerSchema,
  failureKey: "adminContent.banners.errors.delete",
  async run({ id }, { tx }) {
    const [deleted] = await tx.delete(siteBanners).where(eq(siteBanners.id, id)).returning(adminBannerColumns);
    if (!deleted) throw new ActionFailure("not_found", "adminContent.banners.errors.notFound");
    return { data: { id }, audit: auditOf({ action: "banner.delete", entityId: id, oldValues: { ...deleted } }) };
  },
});

/** Upload an image (or import one from an address) and make it the banner's image, in one transaction. */
export const uploadBannerImage = defineAdminAction({
  permission: PERMISSION,
  schema: imageSourceSchema({ id: z.uuid() }),
  failureKey: "adminContent.upload.failed",
  prepare: (input) => readImageSource(input),
  async run({ id, image }, { tx, viewer }) {
    const before = await lockBanner(tx, id);
    const stored = await storeUploadedImage(tx, image, { purpose: "banner", viewer });
    const [banner] = await tx
      .update(siteBanners)
      .set({ imageUrl: stored.url })
      .where(eq(siteBanners.id, id))
      .returning(adminBannerColumns);
    return {
      data: { banner, deactivated: [] } satisfies BannerWriteResult,
      audit: auditOf({
        action: "banner.image.upload",
        entityId: id,
        oldValues: { imageUrl: before.imageUrl },
        newValues: { imageUrl: stored.url, mediaId: stored.mediaId, ...imageOrigin(image) },
      }),
    };
  },
});


function auditOf(entry: { action: string; entityId: string; oldValues?: Record<string, unknown>; newValues?: Record<string, unknown> }) {
  return { entityType: "site_banner", ...entry };
}
