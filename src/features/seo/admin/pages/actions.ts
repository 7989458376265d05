"use server";

import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { blogPosts, categories, locations, pageSeo } from "@/db/schema";
import { ActionFailure, defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { loadMetadataContext } from "@/features/seo/metadata";
import type { PageHeadBase } from "@/features/seo/admin/meta-tags/head-score";
import { clearTagsLocally } from "@/lib/cache";
import { loadPageInventory, type InventoryPage, type PageEdit } from "./inventory";
import { INVENTORY_TAG, toPageRow } from "./queries";
import { pageHeadBaseSchema, updatePageSeoSchema } from "./schemas";

/**
 * The page editor's inline save (/admin/seo/pages). A title or description
 * goes where the head takes it from, so the page shows what was typed:
 * - an override (page_seo) that already sets the field wins in the head, so
 *   it is edited there;
 * - otherwise the page's own column: a category's or district's SEO title and
 *   description, a post's meta description (a post's title is its headline,
 *   so its SEO title is always an override);
 * - otherwise the path's override: created with just these two fields, or
 *   only these two fields changed on the existing row.
 * Only a path the inventory lists is accepted (no page, no save). Each row
 * written is audited as seo_page.update with the old and new text, under the
 * row's own entity, so the version check can name who changed it last.
 * Public caches clear on the tables' change notification (decision 008).
 */

const PERMISSION = "admin.seo.manage" as const;
const FAILED = "adminSeo.pages.errors.save" as const;
/** The same lock key as the Meta Tags Manager's writes, so two screens never race on one path. */
const pathLock = (path: string) => sql`select pg_advisory_xact_lock(hashtext(${`page_seo:${path}`}))`;

const OWN_ENTITY = { categories: "categories", locations: "locations", blog_posts: "blog_post" } as const;
/** A version meaning "there was no row": any row found now is newer. */
const NO_ROW = new Date(0).toISOString();

async function lockOwn(tx: Transaction, own: NonNullable<PageEdit["own"]>): Promise<Date> {
  const [row] =
    own.table === "categories"
      ? await tx.select({ updatedAt: categories.updatedAt }).from(categories).where(eq(categories.id, Number(own.id))).for("update")
      : own.table === "locations"
        ? await tx.select({ updatedAt: locations.updatedAt }).from(locations).where(eq(locations.id, Number(own.id))).for("update")
        : await tx.select({ updatedAt: blogPosts.updatedAt }).from(blogPosts).where(eq(blogPosts.id, own.id)).for("update");
  if (!row) throw new ActionFailure("not_found", "adminSeo.pages.errors.notPublic");
  return row.updatedAt;
}

async function writeOwn(tx: Transaction, own: NonNullable<PageEdit["own"]>, fields: { title?: string; description?: string }): Promise<void> {
  if (own.table === "blog_posts") {
    if (fields.description !== undefined) await tx.update(blogPosts).set({ metaDescription: fields.description }).where(eq(blogPosts.id, own.id));
    return;
  }
  const values = {
    ...(fields.title !== undefined ? { seoTitle: fields.title } : {}),
    ...(fields.description !== undefined ? { seoDescription: fields.description } : {}),
  };
  if (own.table === "categories") await tx.update(categories).set(values).where(eq(categories.id, Number(own.id)));
  else await tx.update(locations).set(values).where(eq(locations.id, Number(own.id)));
}

/** Creates the override with these fields only, or changes only them on the existing row. Returns its id. */
async function writeOverride(tx: Transaction, page: InventoryPage, fields: { title?: string; description?: string }): Promise<string> {
  const values = {
    ...(fields.title !== undefined ? { metaTitle: fields.title } : {}),
    ...(fields.description !== undefined ? { metaDescription: fields.description } : {}),
  };
  if (page.edit.override) {
    await tx.update(pageSeo).set(values).where(eq(pageSeo.id, page.edit.override.id));
    return page.edit.override.id;
  }
  const [row] = await tx
    .insert(pageSeo)
    .values({ pagePath: page.path, pageTitle: page.label, ...values })
    .returning({ id: pageSeo.id });
  return row.id;
}

function record(path: string, entityType: string, entityId: string, before: { title?: string; description?: string }, after: typeof before): AuditRecord {
  return { action: "seo_page.update", entityType, entityId, oldValues: { name: path, ...before }, newValues: { name: path, ...after } };
}

export const updatePageSeo = defineAdminAction({
  permission: PERMISSION,
  schema: updatePageSeoSchema,
  failureKey: FAILED,
  async run({ path, title, description, ownVersion, overrideVersion, overwrite }, { tx }) {
    await tx.execute(pathLock(path));
    const [page] = await loadPageInventory(tx, { path });
    if (!page) throw new ActionFailure("not_found", "adminSeo.pages.errors.notPublic");
    const { edit } = page;

    if (edit.own) {
      const current = await lockOwn(tx, edit.own);
      await assertUnchangedSince(tx, { current, expectedVersion: ownVersion, overwrite, entityType: OWN_ENTITY[edit.own.table], entityId: edit.own.id });
    }
    if (edit.override) {
      const [locked] = await tx.select({ updatedAt: pageSeo.updatedAt }).from(pageSeo).where(eq(pageSeo.id, edit.override.id)).for("update");
      const expected = overrideVersion === null ? NO_ROW : overrideVersion;
      await assertUnchangedSince(tx, { current: locked.updatedAt, expectedVersion: expected, overwrite, entityType: "page_seo", entityId: edit.override.id });
    }

    const own: { title?: string; description?: string } = {};
    const override: { title?: string; description?: string } = {};
    const ownBefore: typeof own = {};
    const overrideBefore: typeof own = {};
    if (title !== edit.title.value) {
      (edit.title.target === "own" ? own : override).title = title;
      (edit.title.target === "own" ? ownBefore : overrideBefore).title = edit.title.value;
    }
    if (description !== edit.description.value) {
      (edit.description.target === "own" ? own : override).description = description;
      (edit.description.target === "own" ? ownBefore : overrideBefore).description = edit.description.value;
    }

    const audit: AuditRecord[] = [];
    if (edit.own && Object.keys(own).length) {
      await writeOwn(tx, edit.own, own);
      audit.push(record(path, OWN_ENTITY[edit.own.table], edit.own.id, ownBefore, own));
    }
    if (Object.keys(override).length) {
      const id = await writeOverride(tx, page, override);
      audit.push(record(path, "page_seo", id, overrideBefore, override));
    }
    const [after] = await loadPageInventory(tx, { path });
    return { data: toPageRow(after), audit };
  },
  // This process's list shows the save on the very next request; other instances clear on the change notification.
  async afterCommit() {
    clearTagsLocally([INVENTORY_TAG]);
  },
});

/**
 * What the Meta Tags Manager's "SEO score" tab needs to score a page as every
 * other SEO screen does: the page's own head input (its title, description
 * and keywords before any override) and the site's head context (brand,
 * Global SEO defaults). The dialog applies the typed tags over them with
 * buildMetadata and scores the result with pageSeoScore, so the tab shows
 * the number the list, the page editor, SEO Performance and the dashboard
 * show once the tags are saved. It lives here because only the inventory
 * knows each page's input; the Meta Tags page hands it to the dialog.
 * Read-only: no audit row.
 */

export const readPageHeadBase = defineAdminAction({
  permission: PERMISSION,
  schema: pageHeadBaseSchema,
  failureKey: "adminSeo.metaTags.errors.check",
  async run({ pagePath }, { tx }) {
    const [[page], context] = await Promise.all([loadPageInventory(tx, { path: pagePath }), loadMetadataContext(tx)]);
    // The image plays no part in the score; the rest of the input is what the head is built from.
    const input = page ? (({ image: _image, ...rest }) => rest)(page.input) : null;
    const data: PageHeadBase = { input, context };
    return { data, audit: [] };
  },
});
