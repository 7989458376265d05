"use server";

import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { pageSeo } from "@/db/schema";
import { ActionFailure, type AuditRecord, defineAdminAction, defineDeleteByIdAction } from "@/features/admin/action";
import { autoFixNotice, importedFromOf, withImagesBroughtHome, withOutsideImages } from "@/features/admin/image-auto-fix";
import { imageOrigin, imageSourceSchema, readImageSource, storeUploadedImage } from "@/features/admin/image-upload";
import { assertUnchangedSince } from "@/features/admin/version";
import { clearTagsLocally } from "@/lib/cache";
import { isPublicPage } from "../../public-pages";
import { findPageSeoByPath, readPageSeo, type AdminPageSeo } from "./list-query";
import { checkMetaTagPathSchema, createMetaTagSchema, deleteMetaTagSchema, updateMetaTagSchema, type MetaTagFields } from "./schemas";

/**
 * Meta Tags Manager actions (page_seo insert,
 * update by id, delete by id), each authorised, validated and audited by
 * defineAdminAction in one transaction. The public head reads page_seo per
 * path through a cache the table's change notification clears
 * (src/features/seo/metadata.ts), so a saved override is live on the next
 * request.
 *
 * A path holds one row (the unique index on page_path): a second row for
 * the same path is refused under the path field. A path with no public page
 * is allowed (an admin may prepare a page before it goes live); the dialog
 * and the list only warn.
 */

const PERMISSION = "admin.seo.manage" as const;
const ENTITY = "page_seo";
const SAVE_FAILED = "adminSeo.metaTags.errors.save" as const;

/**
 * The list's scores are the page heads' (built from a cache of every page,
 * tagged page_seo): this process shows a save on the very next request;
 * other instances clear on the change notification.
 */
async function clearScores(): Promise<void> {
  clearTagsLocally([ENTITY]);
}

type StoredValues = Omit<AdminPageSeo, "id" | "createdAt" | "updatedAt">;

/** The row as stored: optional social fields left empty are NULL, so the head falls back to the meta tags. */
function storedValues(fields: MetaTagFields): StoredValues {
  const orNull = (value: string) => value || null;
  return {
    ...fields,
    ogTitle: orNull(fields.ogTitle),
    ogDescription: orNull(fields.ogDescription),
    ogImage: orNull(fields.ogImage),
    twitterTitle: orNull(fields.twitterTitle),
    twitterDescription: orNull(fields.twitterDescription),
    twitterImage: orNull(fields.twitterImage),
  };
}

function valuesOf(row: AdminPageSeo): StoredValues {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}

/** The audit entry, named after the path (the audit log's sentence reads `name`). */
function auditOf(action: string, row: AdminPageSeo, before?: StoredValues, after?: StoredValues): AuditRecord {
  return {
    action,
    entityType: ENTITY,
    entityId: row.id,
    ...(before ? { oldValues: { name: before.pagePath, ...before } } : {}),
    ...(after ? { newValues: { name: after.pagePath, ...after } } : {}),
  };
}

/**
 * Serialises every write for one path (including the first, which no row
 * lock can cover), then refuses the path when another row holds it: the
 * admin reads why under the field rather than a failed save.
 */
async function claimPath(tx: Transaction, pagePath: string, ownId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page_seo:${pagePath}`}))`);
  const holder = await findPageSeoByPath(tx, pagePath);
  if (holder && holder.id !== ownId) {
    throw new ActionFailure("invalid", SAVE_FAILED, { fieldErrors: { pagePath: ["adminSeo.metaTags.errors.pathTaken"] }, details: { takenBy: holder.id } });
  }
}

async function lockRow(tx: Transaction, id: string): Promise<AdminPageSeo> {
  const [locked] = await tx.select({ id: pageSeo.id }).from(pageSeo).where(eq(pageSeo.id, id)).for("update");
  const row = locked ? await readPageSeo(tx, id) : undefined;
  if (!row) throw new ActionFailure("not_found", "adminSeo.metaTags.errors.notFound");
  return row;
}

async function reread(tx: Transaction, id: string): Promise<AdminPageSeo> {
  const row = await readPageSeo(tx, id);
  if (!row) throw new Error(`page_seo ${id} vanished inside its own transaction`);
  return row;
}

/** The image fields "Fix images automatically" brings home (decision 050). */
function socialImagesOf(fields: Pick<MetaTagFields, "ogImage" | "twitterImage">) {
  return { ogImage: fields.ogImage, twitterImage: fields.twitterImage };
}

export const createMetaTag = defineAdminAction({
  permission: PERMISSION,
  schema: createMetaTagSchema,
  failureKey: SAVE_FAILED,
  prepare: (input) => withOutsideImages(input, socialImagesOf(input)),
  async run({ outside, ...typed }, { tx, viewer }) {
    const { values: fields, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "site", viewer });
    await claimPath(tx, fields.pagePath);
    const values = storedValues(fields);
    const [{ id }] = await tx.insert(pageSeo).values(values).returning({ id: pageSeo.id });
    const row = await reread(tx, id);
    return { data: row, audit: { ...auditOf("page_seo.create", row, undefined, { ...valuesOf(row), ...importedFromOf(home) }) }, ...autoFixNotice(home) };
  },
  afterCommit: clearScores,
});

export const updateMetaTag = defineAdminAction({
  permission: PERMISSION,
  schema: updateMetaTagSchema,
  failureKey: SAVE_FAILED,
  prepare: (input) => withOutsideImages(input, socialImagesOf(input)),
  async run({ id, expectedVersion, overwrite, outside, ...typed }, { tx, viewer }) {
    const before = await lockRow(tx, id);
    await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: ENTITY, entityId: id });
    const { values: fields, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "site", viewer });
    if (fields.pagePath !== before.pagePath) await claimPath(tx, fields.pagePath, id);
    await tx.update(pageSeo).set(storedValues(fields)).where(eq(pageSeo.id, id));
    const row = await reread(tx, id);
    return { data: row, audit: auditOf("page_seo.update", row, valuesOf(before), { ...valuesOf(row), ...importedFromOf(home) }), ...autoFixNotice(home) };
  },
  afterCommit: clearScores,
});

export const deleteMetaTag = defineDeleteByIdAction({
  permission: PERMISSION,
  schema: deleteMetaTagSchema,
  failureKey: "adminSeo.metaTags.errors.delete",
  table: pageSeo,
  lock: lockRow,
  audit: (before) => auditOf("page_seo.delete", before, valuesOf(before)),
  afterCommit: clearScores,
});

/**
 * An Open Graph or Twitter image: stored in the media store (checked,
 * re-encoded to WebP, purpose "site") and answered with its /media address,
 * which the dialog puts in the field; the row changes when the dialog saves.
 */
export const uploadMetaTagImage = defineAdminAction({
  permission: PERMISSION,
  schema: imageSourceSchema({}),
  failureKey: "adminContent.upload.failed",
  prepare: (input) => readImageSource(input),
  async run({ image }, { tx, viewer }) {
    const stored = await storeUploadedImage(tx, image, { purpose: "site", viewer });
    return {
      data: { url: stored.url },
      audit: { action: "page_seo.image_upload", entityType: "media", entityId: stored.mediaId, newValues: { url: stored.url, ...imageOrigin(image) } },
    };
  },
});

/**
 * The dialog's look at a typed path before saving: the path as it will be
 * stored, whether a public page answers there (a warning, not a refusal)
 * and whether another row already holds it. It reads only, so it writes no
 * audit row (no records: nothing changed).
 */
export const checkMetaTagPath = defineAdminAction({
  permission: PERMISSION,
  schema: checkMetaTagPathSchema,
  failureKey: "adminSeo.metaTags.errors.check",
  async run({ pagePath, id }, { tx }) {
    const holder = await findPageSeoByPath(tx, pagePath);
    const matchesPage = await isPublicPage(pagePath, tx);
    return { data: { pagePath, matchesPage, taken: Boolean(holder && holder.id !== id) }, audit: [] };
  },
});
