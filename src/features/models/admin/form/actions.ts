"use server";

import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { categories, locations, modelCategories, models } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { z } from "zod";
import type { Viewer } from "@/features/access/policy";
import { cropRectFor, readCropSource, storeCrop } from "@/features/admin/image-crop";
import { autoFixNotice, importedFromOf, withImagesBroughtHome, withOutsideImages, type BroughtHome, type OutsideImageFetches } from "@/features/admin/image-auto-fix";
import { imageOrigin, imageSourceSchema, readImageSource, storeUploadedImage } from "@/features/admin/image-upload";
import type { PercentRect } from "@/lib/crop-rules";
import { cropFieldSchema, percentRectSchema } from "@/features/gallery/admin/schemas";
import { assertUnchangedSince } from "@/features/admin/version";
import { uniqueLanguages } from "../../languages";
import { modelFormColumns, readCategoryIds, readModelRow, type ModelRow } from "./queries";
import { accessFlagsOf, createModelSchema, updateModelSchema, type ModelFields } from "./schemas";

/**
 * The model form's actions: create, update with
 * the version check, and the main image upload. Each is authorised,
 * validated and audited by defineAdminAction with admin.models.manage; the
 * row, its category links and any home page shift are written in one
 * transaction. Public caches clear themselves from the models table's change
 * notification (decision 008).
 */

const PERMISSION = "admin.models.manage" as const;

/** What a save hands back: the model, and its new version for the form's next save. */
export interface ModelSaveResult {
  id: string;
  updatedAt: string;
  /** The main image's stored copy, when "Fix images automatically" brought a typed outside address home (decision 050). */
  image?: { url: string; mediaId: string };
}

/** The main image "Fix images automatically" stored, with its media id, as the form keeps both. */
async function withMainImageBroughtHome<F extends { image: string; imageMediaId: string | null }>(
  tx: Transaction,
  outside: OutsideImageFetches,
  typed: F,
  viewer: Viewer,
): Promise<{ fields: F; home: BroughtHome; image?: ModelSaveResult["image"] }> {
  const { values, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "model-main", viewer });
  const mediaId = home.mediaIds.image;
  if (!mediaId) return { fields: values, home };
  return { fields: { ...values, imageMediaId: mediaId }, home, image: { url: values.image, mediaId } };
}

/** The models columns the form sets directly (the home page position and the characteristics are worked out). */
function columnsOf(fields: ModelFields) {
  const orNull = (text: string) => (text === "" ? null : text);
  return {
    name: fields.name,
    age: fields.age,
    locationId: fields.locationId,
    availability: fields.availability === "unset" ? null : fields.availability,
    description: fields.description,
    ...accessFlagsOf(fields.access),
    isHidden: fields.isHidden,
    faceVisible: fields.faceVisible,
    showOnHomepage: fields.showOnHomepage,
    height: orNull(fields.height),
    measurements: orNull(fields.measurements),
    hair: orNull(fields.hair),
    eyes: orNull(fields.eyes),
    nationality: orNull(fields.nationality),
    // The ticked languages first, then the others, each spelt one way for the /models filter.
    languages: uniqueLanguages([...fields.languages, ...fields.otherLanguages]),
    education: orNull(fields.education),
    pricing: {
      oneHour: fields.priceOneHour,
      twoHours: fields.priceTwoHours,
      threeHours: fields.priceThreeHours,
      additionalHour: fields.priceAdditionalHour,
    },
    minBookingMinutes: fields.minBookingMinutes,
    travelSupplement: fields.travelSupplement,
    services: fields.services,
    interests: fields.interests,
    image: orNull(fields.image),
    // An address typed or kept from before has no stored file behind it.
    imageMediaId: fields.image === "" ? null : fields.imageMediaId,
  };
}

/** A district chosen in the form may have been deleted since the page loaded: said under the field, not a 500. */
async function assertDistrictExists(tx: Transaction, locationId: number | null): Promise<void> {
  if (locationId === null) return;
  const [row] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!row) throw new ActionFailure("invalid", "adminModels.form.errors.district", { fieldErrors: { locationId: ["adminModels.form.errors.district"] } });
}

interface CategoryChoice {
  /** The ids to link: the ticked active categories, plus links to inactive ones the form does not show. */
  linkIds: number[];
  /** The ticked categories' names, in the order they were ticked. */
  tickedNames: string[];
  /** Every active category's name, lower case: the part of `characteristics` the form governs. */
  activeNames: Set<string>;
}

/**
 * The form offers the active categories as characteristics. A link to a
 * category that is no longer active is not shown, so it is kept as it is
 * rather than silently dropped; a ticked id that is not an active category
 * (deactivated since the page loaded, or made up) is refused.
 */
async function chooseCategories(tx: Transaction, ticked: number[], previousIds: number[]): Promise<CategoryChoice> {
  const active = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.isActive, true));
  const activeById = new Map(active.map((category) => [category.id, category.name]));
  if (ticked.some((id) => !activeById.has(id))) {
    throw new ActionFailure("invalid", "adminModels.form.errors.category", { fieldErrors: { categoryIds: ["adminModels.form.errors.category"] } });
  }
  const keptInactive = previousIds.filter((id) => !activeById.has(id));
  return {
    linkIds: [...ticked, ...keptInactive],
    tickedNames: ticked.map((id) => activeById.get(id)!),
    activeNames: new Set(active.map((category) => category.name.toLowerCase())),
  };
}

/**
 * `models.characteristics` is what the profile lists as Characteristics. It
 * holds the ticked categories' names (so it agrees with model_categories)
 * and keeps any other words already there (the seeded profiles' "Elegant",
 * "Warm"…), which the form shows but does not edit.
 */
function characteristicsFor(previous: readonly string[], choice: CategoryChoice): string[] {
  const kept = previous.filter((item) => !choice.activeNames.has(item.toLowerCase()));
  return [...new Set([...choice.tickedNames, ...kept])];
}

async function linkCategories(tx: Transaction, modelId: string, ids: number[]): Promise<void> {
  await tx.delete(modelCategories).where(eq(modelCategories.modelId, modelId));
  if (ids.length > 0) await tx.insert(modelCategories).values(ids.map((categoryId) => ({ modelId, categoryId })));
}

/**
 * Home page positions change for two admins at once; the same lock as the
 * Models list's bulk change (a lock on this purpose, held to the end of the
 * transaction) serialises them, so two saves never hand out one position.
 * Answers the highest position in use.
 */
async function lockHomepageOrder(tx: Transaction): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('models.homepage_order'))`);
  const [row] = await tx.select({ max: sql<number | null>`max(${models.homepageOrder})` }).from(models);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max);
}

/**
 * Home page position: off clears it; on with no position
 * goes to the end; on with a position takes it and the models from there on
 * move one place down. A model already where it was asked to be moves no one.
 */
async function homepageOrderFor(
  tx: Transaction,
  modelId: string | null,
  current: Pick<ModelRow, "showOnHomepage" | "homepageOrder"> | null,
  fields: Pick<ModelFields, "showOnHomepage" | "homepagePosition">,
): Promise<number | null> {
  if (!fields.showOnHomepage) return null;
  const last = await lockHomepageOrder(tx);
  const alreadyOn = current?.showOnHomepage === true && current.homepageOrder !== null;
  if (fields.homepagePosition === null) return alreadyOn && current.homepageOrder === last ? last : last + 1;
  const position = fields.homepagePosition;
  if (alreadyOn && current.homepageOrder === position) return position;
  await tx
    .update(models)
    // Moved as a side effect of another model's save: their version stays, so an open edit of one is not refused.
    .set({ homepageOrder: sql`${models.homepageOrder} + 1`, updatedAt: sql`${models.updatedAt}` })
    .where(and(gte(models.homepageOrder, position), modelId ? ne(models.id, modelId) : undefined));
  return position;
}

/** What the audit row records of a model: its form's fields as stored. */
function auditSnapshot(row: ModelRow, categoryIds: number[]): Record<string, unknown> {
  const { id: _id, updatedAt: _updatedAt, rating: _rating, reviewsCount: _reviewsCount, ...fields } = row;
  return { ...fields, categoryIds: [...categoryIds].sort((a, b) => a - b) };
}

/** Only what changed, with the name on both sides (the audit log names the model by it). */
function changedValues(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (values: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, values[key]]));
  return { oldValues: { name: before.name, ...pick(before) }, newValues: { name: after.name, ...pick(after) } };
}

export const createModel = defineAdminAction({
  permission: PERMISSION,
  schema: createModelSchema,
  failureKey: "adminModels.form.errors.create",
  prepare: (input) => withOutsideImages(input, { image: input.image }),
  async run({ outside, ...typed }, { tx, viewer }) {
    const { fields, home, image } = await withMainImageBroughtHome(tx, outside, typed, viewer);
    await assertDistrictExists(tx, fields.locationId);
    const choice = await chooseCategories(tx, fields.categoryIds, []);
    const homepageOrder = await homepageOrderFor(tx, null, null, fields);
    const [row] = await tx
      .insert(models)
      .values({ ...columnsOf(fields), homepageOrder, characteristics: characteristicsFor([], choice) })
      .returning(modelFormColumns);
    await linkCategories(tx, row.id, choice.linkIds);
    return {
      data: { id: row.id, updatedAt: row.updatedAt.toISOString(), ...(image ? { image } : {}) } satisfies ModelSaveResult,
      audit: { action: "model.create", entityType: "model", entityId: row.id, newValues: { ...auditSnapshot(row, choice.linkIds), ...importedFromOf(home) } },
      ...autoFixNotice(home),
    };
  },
});

export const updateModel = defineAdminAction({
  permission: PERMISSION,
  schema: updateModelSchema,
  failureKey: "adminModels.form.errors.save",
  prepare: (input) => withOutsideImages(input, { image: input.image }),
  async run({ id, expectedVersion, overwrite, outside, ...typed }, { tx, viewer }) {
    const before = await readModelRow(tx, id, { lock: true });
    if (!before) throw new ActionFailure("not_found", "adminModels.form.errors.notFound");
    await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: "model", entityId: id });
    const { fields, home, image } = await withMainImageBroughtHome(tx, outside, typed, viewer);
    await assertDistrictExists(tx, fields.locationId);
    const previousIds = await readCategoryIds(tx, id);
    const choice = await chooseCategories(tx, fields.categoryIds, previousIds);
    const homepageOrder = await homepageOrderFor(tx, id, before, fields);
    const [row] = await tx
      .update(models)
      .set({ ...columnsOf(fields), homepageOrder, characteristics: characteristicsFor(before.characteristics, choice) })
      .where(inArray(models.id, [id]))
      .returning(modelFormColumns);
    await linkCategories(tx, id, choice.linkIds);
    return {
      data: { id, updatedAt: row.updatedAt.toISOString(), ...(image ? { image } : {}) } satisfies ModelSaveResult,
      audit: { action: "model.update", entityType: "model", entityId: id, ...changedValues(auditSnapshot(before, previousIds), { ...auditSnapshot(row, choice.linkIds), ...importedFromOf(home) }) },
      ...autoFixNotice(home),
    };
  },
});

/**
 * Where the main image's 3:4 crop is cut from (the main model image is
 * cropped 3:4). The uncropped upload is stored as its own media row and
 * kept: the crop is a second media row cut from it, so cropping again
 * starts from the whole picture, not from the previous cut. The models table
 * has one column for the main image (the crop, which the site shows), so
 * the form keeps the source's id for as long as it is open; a main image
 * saved earlier is re-cropped from its own stored file.
 */
async function cropMainImage(tx: Transaction, sourceMediaId: string, rect: PercentRect, viewer: Viewer) {
  const source = await readCropSource(tx, sourceMediaId);
  // Only a main image is cut into a main image: a gallery photo's file may be members-only, and a main image is public.
  if (!source || source.purpose !== "model-main") throw new ActionFailure("not_found", "adminModels.gallery.errors.sourceMissing");
  return storeCrop(tx, source, cropRectFor(source, rect, "portrait"), { purpose: "model-main", viewer });
}

/**
 * Stores the main image (purpose model-main) and answers its address and
 * media id; the form puts them in `image` / `image_media_id`, saved with the
 * rest of the form, so an upload never changes a model behind the admin's back.
 * With a 3:4 rectangle (`crop`, percent JSON) the answer is the crop, and
 * `sourceMediaId` the stored uncropped upload.
 */
export const uploadModelMainImage = defineAdminAction({
  permission: PERMISSION,
  schema: imageSourceSchema({ crop: cropFieldSchema }),
  failureKey: "adminContent.upload.failed",
  prepare: (input) => readImageSource(input),
  async run({ image, crop }, { tx, viewer }) {
    const source = await storeUploadedImage(tx, image, { purpose: "model-main", viewer });
    const shown = crop ? await cropMainImage(tx, source.mediaId, crop, viewer) : source;
    return {
      data: { url: shown.url, mediaId: shown.mediaId, sourceMediaId: source.mediaId },
      audit: { action: "media.upload", entityType: "media", entityId: shown.mediaId, newValues: { purpose: "model-main", url: shown.url, cropped: Boolean(crop), ...imageOrigin(image) } },
    };
  },
});

/** Cuts a stored main image (or its kept uncropped upload) again at 3:4 into a new file; the form saves it with the rest. */
export const cropModelMainImage = defineAdminAction({
  permission: PERMISSION,
  schema: z.object({ sourceMediaId: z.string().uuid(), rect: percentRectSchema }),
  failureKey: "adminModels.form.fields.cropMainFailed",
  async run({ sourceMediaId, rect }, { tx, viewer }) {
    const crop = await cropMainImage(tx, sourceMediaId, rect, viewer);
    return {
      data: { url: crop.url, mediaId: crop.mediaId, sourceMediaId },
      audit: { action: "media.crop", entityType: "media", entityId: crop.mediaId, newValues: { purpose: "model-main", url: crop.url, sourceMediaId } },
    };
  },
});
